import FlickCore

/// The stable hash moved to FlickCore, which every Flick module shares; the name stays.
@available(*, deprecated, message: "StableHash is FlickCore's now: import FlickCore")
public typealias StableHash = FlickCore.StableHash

/// 16 lowercase hex digits.
@available(*, deprecated, renamed: "StableHash.hex(_:)", message: "import FlickCore")
public func hexDigest(_ v: UInt64) -> String { FlickCore.StableHash.hex(v) }
