import Testing
import FlickBench
@testable import FlickLayout
import FlickTestSupport

@Suite struct ProfileFormTests {
    @Test func formLaysOutWithoutConflictsAndAFrameMovesOneView() {
        let form = ProfileForm(views: 150)
        form.screen.layoutIfNeeded()
        #expect(form.sections == 10)
        #expect(form.viewCount == 3 + 10 * 15)
        #expect(form.screen.events.isEmpty, "\(form.screen.events)")
        #expect(form.scrollView.contentSize.height > 852)
        let card = form.badge.superview!
        #expect(form.badge.frame == R(card.frame.width - 20, 4, 16, 16))
        form.moveBadge(to: 30)
        let pass = form.screen.layoutIfNeeded()
        #expect(pass.changedViews.count == 1 && pass.changedViews[0] === form.badge, "\(pass.changes)")
        #expect(form.badge.frame.minY == 30)
    }
}
