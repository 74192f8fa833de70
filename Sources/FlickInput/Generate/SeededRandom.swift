import FlickCore

/// The seeded generator moved to FlickCore, which every Flick module shares; the name stays.
@available(*, deprecated, message: "SeededRandom is FlickCore's now: import FlickCore")
public typealias SeededRandom = FlickCore.SeededRandom
