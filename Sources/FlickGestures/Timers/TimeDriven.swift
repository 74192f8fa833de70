/// Something that moves with time on its own (a decelerating scroll view): the router calls
/// `update(at:)` after each input frame and each `advance(to:)`.
public protocol TimeDriven: AnyObject {
    /// Brings the object to `time` (ns). Calling it twice with the same time changes nothing.
    func update(at time: Int64)
}
