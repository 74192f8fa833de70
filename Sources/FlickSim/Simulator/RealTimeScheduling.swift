import CFlickRealTime

extension ViolationKind {
    /// Scene code scheduled work on real time during a tick — Dispatch's own
    /// `DispatchQueue.async`/`asyncAfter` (spelled `Dispatch.DispatchQueue`, or reached from a
    /// file that does not import FlickSim) — so the run stops being a function of its input.
    /// Not one of the `standard` kinds: reports list it once it occurred.
    public static let realTimeScheduling = ViolationKind("real-time-scheduling")
}

/// How the simulator notices real-time scheduling from scene code (`.realTimeScheduling`).
///
/// Scene code that imports FlickSim gets Flick's `DispatchQueue`, `DispatchWorkItem`,
/// `DispatchTime` and `Timer`, on the scene's clock. What still reaches real time is noticed
/// where it can be: libdispatch's `dispatch_after` and `dispatch_async`, which Dispatch's
/// `DispatchQueue.asyncAfter` and `async` call, are interposed (CFlickRealTime) and counted
/// while a tick runs on the calling thread; a tick during which the count moved raises a
/// violation naming the call.
///
/// Not noticed: Foundation's `Timer` and `RunLoop` (they schedule inside Foundation's own
/// library), the function-pointer forms (`dispatch_async_f`), threads the scene starts itself,
/// work scheduled outside ticks (in a scene's `init`, or between a tester's steps), and a
/// process whose dispatch functions are not interposed (`isSupported` false). Such work runs on
/// the wall clock or, in `flick`, whose main thread never drains the main queue, not at all.
public enum RealTimeScheduling {
    /// Whether the dispatch functions are watched in this process.
    public static var isSupported: Bool { flick_realtime_is_supported() != 0 }

    /// Runs `body` watching the calling thread.
    /// - Returns: `body`'s result and, when it scheduled real-time work, the last call's name
    ///   and how many calls it made.
    package static func watching<R>(_ body: () throws -> R) rethrows -> (result: R, calls: Int, last: String?) {
        let before = flick_realtime_calls()
        flick_realtime_watch_begin()
        defer { flick_realtime_watch_end() }
        let result = try body()
        let n = Int(flick_realtime_calls() &- before)
        guard n > 0 else { return (result, 0, nil) }
        return (result, n, flick_realtime_last_call().map { String(cString: $0) })
    }

    /// The issue for `calls` real-time scheduling calls, the last one `last`.
    static func issue(calls: Int, last: String?) -> SceneIssue {
        let name = last ?? "real-time scheduling"
        let more = calls > 1 ? " (and \(calls - 1) more call\(calls == 2 ? "" : "s"))" : ""
        return SceneIssue(kind: .realTimeScheduling,
                          message: "\(name)\(more) scheduled work on the wall clock, outside the scene's clock: "
                              + "use Flick's DispatchQueue (import FlickSim) so it runs on the scene's time")
    }
}
