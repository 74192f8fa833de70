import Glibc

/// Foundation's `NotificationCenter`, per scene, spelled as UIKit code spells it:
///
/// ```swift
/// NotificationCenter.default.addObserver(forName: View.keyboardWillShowNotification,
///                                        object: nil, queue: .main) { notification in … }
/// NotificationCenter.default.addObserver(self, action: FormView.keyboardWillShow,
///                                        name: View.keyboardWillShowNotification, object: nil)
/// ```
///
/// `default` is the center of the scene being run — the one FlickSim's `SceneHost` owns,
/// installed around every tick and every tester step, and, on the thread that builds a
/// scene, from its host's `init` on — so two scenes in one process (parallel tests, fuzz
/// workers) never see each other's notifications. Outside any scene a thread has a center of
/// its own. FlickSim re-exports this type one declaration at a time, so in a file that
/// imports Foundation and FlickSim the name is this one (Foundation's stays reachable as
/// `Foundation.NotificationCenter`).
///
/// Policies: `post` calls the matching observers synchronously, in the order they were added,
/// whatever `queue` they gave (Flick has one thread per scene); an observer added or removed
/// by a block during a post takes effect from the next post. A nil `name` or `object` in
/// `addObserver` matches any. The target form (`addObserver(_:action:name:object:)`, in place
/// of Foundation's selector form) holds its target weakly: once the target is gone its
/// registrations do nothing and are dropped. A block observer stays until removed with the
/// token `addObserver(forName:…)` returned, as in Foundation.
public final class NotificationCenter: @unchecked Sendable {
    /// What `addObserver(forName:object:queue:using:)` returns, for `removeObserver(_:)`.
    public final class Token {}

    private struct Registration {
        let name: Notification.Name?
        weak var object: AnyObject?
        let matchesAnyObject: Bool
        /// The block form's token, or the target form's target (weak).
        let token: Token?
        weak var target: AnyObject?
        let run: (Notification) -> Bool
    }

    @exclusivity(unchecked)
    private var registrations: [Registration] = []

    public init() {}

    /// The center of the scene being run (see the type's documentation).
    public static var `default`: NotificationCenter {
        if let c = AmbientCenter.installed?.center { return c }
        return ThreadDefaultCenter.center
    }

    /// Runs `body` with `center` as `NotificationCenter.default` (FlickSim's scene hosts do
    /// this around every tick and tester step). - Complexity: O(1) besides `body`.
    public static func withDefault<R>(_ center: NotificationCenter, _ body: () throws -> R) rethrows -> R {
        if AmbientCenter.installed?.center === center { return try body() }
        return try AmbientCenter.$installed.withValue(AmbientCenter.Installed(center: center), operation: body)
    }

    /// Makes `center` this thread's `default` outside any `withDefault` (a scene host does
    /// it in its `init`, so the observers a scene adds while it builds are its own). The
    /// thread keeps it weakly.
    public static func setThreadDefault(_ center: NotificationCenter) { ThreadDefaultCenter.set(center) }

    /// Foundation's `addObserver(forName:object:queue:using:)`: runs `block` for each post of
    /// `name` (nil: every name) by `object` (nil: any). Keep the token to remove it.
    @discardableResult
    public func addObserver(forName name: Notification.Name?, object: AnyObject?, queue: OperationQueue?,
                            using block: @escaping (Notification) -> Void) -> Token {
        let token = Token()
        registrations.append(Registration(name: name, object: object, matchesAnyObject: object == nil, token: token,
                                          target: nil) { block($0); return true })
        return token
    }

    /// The selector form without selectors: calls `target`'s method for each post of `name`
    /// by `object` — `addObserver(self, action: FormView.keyboardWillShow, name: …, object: nil)`
    /// for `func keyboardWillShow(_ notification: Notification)`. `target` is held weakly.
    public func addObserver<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Notification) -> Void,
                                               name: Notification.Name?, object: AnyObject?) {
        registrations.append(Registration(name: name, object: object, matchesAnyObject: object == nil, token: nil,
                                          target: target) { [weak target] n in
            guard let target else { return false }
            action(target)(n)
            return true
        })
    }

    /// Removes a block observer (by its token) or every registration of a target.
    public func removeObserver(_ observer: AnyObject) {
        registrations.removeAll { $0.token === observer || $0.target === observer }
    }

    /// Removes the registrations of `observer` (a token or a target) for `name` (nil: every
    /// name) and `object` (nil: any).
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: AnyObject?) {
        registrations.removeAll { r in
            (r.token === observer || r.target === observer) && (name == nil || r.name == name)
                && (object == nil || r.object === object)
        }
    }

    /// Posts `notification` to the observers that match it, in the order they were added.
    /// - Complexity: O(registrations) plus the observers' work.
    public func post(_ notification: Notification) {
        let due = registrations.filter { r in
            (r.name == nil || r.name == notification.name)
                && (r.matchesAnyObject || (r.object != nil && r.object === notification.object))
        }
        var gone = false
        for r in due where !r.run(notification) { gone = true }
        if gone { registrations.removeAll { $0.token == nil && $0.target == nil } }
    }

    /// Foundation's `post(name:object:userInfo:)`.
    public func post(name: Notification.Name, object: AnyObject?, userInfo: [AnyHashable: Any]? = nil) {
        post(Notification(name: name, object: object, userInfo: userInfo))
    }

    /// How many registrations the center holds (for tests and leak checks).
    public var observerCount: Int { registrations.count }
}

/// The task-local slot behind `NotificationCenter.withDefault(_:_:)`.
enum AmbientCenter {
    struct Installed: @unchecked Sendable { let center: NotificationCenter }
    @TaskLocal static var installed: Installed?
}

/// Each thread's own default center (pthread-specific storage holding a retained box).
enum ThreadDefaultCenter {
    final class Box { weak var center: NotificationCenter?; var own: NotificationCenter? }

    nonisolated(unsafe) static let key: pthread_key_t = {
        var k = pthread_key_t()
        pthread_key_create(&k) { p in
            guard let p else { return }
            Unmanaged<Box>.fromOpaque(p).release()
        }
        return k
    }()

    static var box: Box {
        if let p = pthread_getspecific(key) { return Unmanaged<Box>.fromOpaque(p).takeUnretainedValue() }
        let b = Box()
        pthread_setspecific(key, Unmanaged.passRetained(b).toOpaque())
        return b
    }

    /// The thread's center: the one a host set, while it lives; else one of the thread's own.
    static var center: NotificationCenter {
        let b = box
        if let c = b.center { return c }
        if let c = b.own { return c }
        let c = NotificationCenter()
        b.own = c
        return c
    }

    static func set(_ center: NotificationCenter) { box.center = center }
}
