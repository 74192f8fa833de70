import FlickAnimation
import FlickLayout

extension SceneHost {
    /// What the presentation layer shows for `view` while any of its frame, alpha and
    /// transform animates or a transition applies to it: the animated frame (layout space,
    /// untransformed, points), alpha and transform. Nil when nothing animates it: it shows its
    /// model values.
    ///
    /// A read for tests and tools: a view that is not animating is answered without touching
    /// the presentation layer, so asking never changes what a later animation block does.
    /// - Complexity: O(the view's running animations).
    public func animatedValues(of view: View) -> PresentationValues? {
        let w = wrapper(view)
        return presentation.isAnimating(w) ? presentation.presentation(of: w) : nil
    }
}
