/// Foundation's `OperationQueue`, for the `queue:` argument of
/// `NotificationCenter.addObserver(forName:object:queue:using:)` (`queue: .main`). Flick runs
/// every block of a scene on the scene's one thread, so the queue changes nothing: an
/// observer's block runs during `post`, as Foundation runs it when the post happens on the
/// queue's thread (policy). FlickSim re-exports this type like `NotificationCenter`.
public final class OperationQueue: @unchecked Sendable {
    /// The queue's name.
    @exclusivity(unchecked)
    public var name: String?
    public init() {}
    private init(name: String) { self.name = name }
    /// The main queue.
    public static let main = OperationQueue(name: "NSOperationQueue Main Queue")
}
