extension TouchRouter {
    /// The earliest time, ns, at which the router acts without input: a recognizer's
    /// deadline (a long press, a tap's interval) or the delay limit of a withheld
    /// touch-began (a scroll view's `delaysContentTouches`) still ahead of `currentTime`; nil
    /// when nothing is pending. Touches resting on the screen change nothing by themselves.
    /// The simulator's idle skip asks this (through `SceneHost.nextWakeTime(after:)`).
    /// - Complexity: O(recognizers + (live touches + held touches within a delay limit) ×
    ///   their recognizers).
    public var nextWakeTime: Int64? {
        switch (nextDeadline, delivery.nextReleaseDeadline(after: currentTime)) {
        case let (a?, b?): return min(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return nil
        }
    }
}
