import XCTest
import FlickLayout
import FlickTesting

/// The tester under XCTest: outside a Swift Testing test, failures go to `XCTFail`.
final class XCTestTests: XCTestCase {
    func testATapFiresOnceUnderXCTest() throws {
        let t = SceneTester(try CardScene())
        t.tap(t.scene.button)
        t.drag(t.scene.card, by: Point(x: 30, y: 0))
        XCTAssertTrue(t.settle())
        XCTAssertEqual(t.scene.taps, 1)
        XCTAssertEqual(t.frame(of: t.scene.card).origin, Point(x: 70, y: 200))
    }
}
