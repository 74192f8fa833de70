import FlickGestures
import FlickInput
import FlickLayout
import FlickSim
import FlickTesting
import SheetOverList
import Testing

@Suite("The sheet over the list")
struct SheetOverListTests {
    @Test func draggingTheSheetUpPastHalfwayExpandsIt() throws {
        let t = SceneTester(try SheetOverListScene())
        t.drag(t.scene.handle, by: Point(x: 0, y: -300))
        t.settle()
        #expect(t.scene.isExpanded)
        #expect(abs(t.scene.sheetHeight - t.scene.expandedHeight) < 0.5)
        #expect(abs(t.frame(of: t.scene.sheet).minY - (852 - t.scene.expandedHeight)) < 0.5)
    }

    @Test func aShortDragSpringsBack() throws {
        let t = SceneTester(try SheetOverListScene())
        t.drag(t.scene.handle, by: Point(x: 0, y: -100))
        t.settle()
        #expect(!t.scene.isExpanded)
        #expect(abs(t.scene.sheetHeight - t.scene.collapsedHeight) < 0.5)
    }

    @Test func aFlickDownCollapsesAnExpandedSheet() throws {
        let t = SceneTester(try SheetOverListScene())
        t.drag(t.scene.handle, by: Point(x: 0, y: -300))
        t.settle()
        t.fling(t.scene.handle, velocity: Velocity(x: 0, y: 1500))
        t.settle()
        #expect(!t.scene.isExpanded)
        #expect(abs(t.scene.sheetHeight - t.scene.collapsedHeight) < 0.5)
    }

    @Test func pullingTheListDownRefreshesItOnce() throws {
        let t = SceneTester(try SheetOverListScene())
        t.drag(from: Point(x: 196, y: 200), by: Point(x: 0, y: 250), duration: 0.4)
        #expect(t.scene.isRefreshing)
        #expect(t.scene.refreshLabel.text == "Refreshing")
        t.settle()
        #expect(!t.scene.isRefreshing)
        #expect(t.scene.refreshCount == 1)
    }

    @Test func expandingTheSheetMatchesItsGoldenTimeline() throws {
        let t = SceneTester(try SheetOverListScene())
        t.drag(t.scene.handle, by: Point(x: 0, y: -300))
        t.settle()
        t.expectGolden(named: "expand-sheet")
    }
}
