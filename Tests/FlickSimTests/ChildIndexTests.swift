import FlickLayout
import Testing
@testable import FlickSim

@Suite("child index")
struct ChildIndexTests {
    /// 40 clipping rows 10 pt apart and one non-clipping child: a band returns the rows that
    /// may meet it (with the slack) plus the non-clipping child, in subview order; moving a
    /// row bumps the parent's version and a rebuild sees it.
    @Test func candidatesAreTheRowsNearTheBandPlusTheUnskippable() {
        let content = View(frame: Rect(x: 0, y: 0, width: 100, height: 400))
        for i in 0..<40 {
            let row = View(frame: Rect(x: 0, y: Double(i) * 10, width: 100, height: 9))
            row.clipsToBounds = true
            content.addSubview(row)
        }
        let free = View(frame: Rect(x: 0, y: 1000, width: 10, height: 10)) // does not clip
        content.addSubview(free)
        let ix = ChildIndex(content)
        var out: [Int32] = []
        ix.candidates(top: 100, height: 50, into: &out)
        // Tops within (100 − 9 − 1, 150 + 1): rows 10…15 (row 9 ends at 99, still a candidate
        // through the slack only if its top ≥ 90: it is).
        #expect(out == [9, 10, 11, 12, 13, 14, 15, 40])
        let v0 = content.childGeometryVersion
        content.subviews[39].frame = Rect(x: 0, y: 120, width: 100, height: 9)
        #expect(content.childGeometryVersion != v0)
        ix.rebuild()
        ix.candidates(top: 100, height: 50, into: &out)
        #expect(out == [9, 10, 11, 12, 13, 14, 15, 39, 40])
        content.subviews[5].clipsToBounds = false
        #expect(ix.version != content.childGeometryVersion)
        ix.rebuild()
        ix.candidates(top: 100, height: 50, into: &out)
        #expect(out == [5, 9, 10, 11, 12, 13, 14, 15, 39, 40])
        #expect(ix.position(of: free) == 40)
    }
}
