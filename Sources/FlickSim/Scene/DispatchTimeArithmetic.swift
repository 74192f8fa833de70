import FlickAnimation

// `DispatchTime`'s arithmetic, reachable from scene code that imports FlickSim alone (with or
// without Foundation): a scoped re-export (`MainQueueExports.swift`) brings the type but not
// the operators declared in it, and an import declaration cannot name an operator, so these
// top-level forms call FlickAnimation's (disfavoured, so
// FlickAnimation's own operators win wherever both are visible, including in their bodies here). With them, `.now() + 0.3`, `.now() + .milliseconds(300)`
// and `deadline - 0.5` type-check as Flick's `DispatchTime` in any file that imports FlickSim.

/// `time` moved by `seconds` (see `DispatchTime.+(_:_:)`: rounded to the nanosecond, saturating).
@_disfavoredOverload
public func + (time: DispatchTime, seconds: Double) -> DispatchTime { time + seconds }

/// `time` moved back by `seconds`.
@_disfavoredOverload
public func - (time: DispatchTime, seconds: Double) -> DispatchTime { time - seconds }

/// `time` moved by `interval` (`.never` gives `distantFuture`).
@_disfavoredOverload
public func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime { time + interval }

/// `time` moved back by `interval`.
@_disfavoredOverload
public func - (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime { time - interval }
