// The main-queue and timer API on the scene's virtual clock (FlickAnimation's `DispatchQueue`,
// `DispatchWorkItem`, `DispatchTime`, `DispatchTimeInterval`, `DispatchQoS` and `Timer`),
// re-exported one declaration at a time. A declaration a file reaches through a scoped import
// wins over the same name from a module imported whole, so in scene code that imports
// Foundation (or Dispatch) and FlickSim, `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3)`
// and `Timer.scheduledTimer(withTimeInterval:repeats:block:)` are Flick's, on the scene's
// clock. (A plain re-export would make the names ambiguous.) Flick's own modules that import
// FlickSim reach the real ones as `Dispatch.DispatchQueue` and `Foundation.Timer`.
@_exported import class FlickAnimation.DispatchQueue
@_exported import class FlickAnimation.DispatchWorkItem
@_exported import struct FlickAnimation.DispatchTime
@_exported import enum FlickAnimation.DispatchTimeInterval
@_exported import struct FlickAnimation.DispatchQoS
@_exported import class FlickAnimation.Timer

// Foundation's `NotificationCenter`, `Notification` and `OperationQueue` as FlickLayout
// declares them (one center per scene), re-exported the same way so that
// `NotificationCenter.default.addObserver(forName:object:queue:using:)` ports as written.
@_exported import class FlickLayout.NotificationCenter
@_exported import struct FlickLayout.Notification
@_exported import class FlickLayout.OperationQueue
