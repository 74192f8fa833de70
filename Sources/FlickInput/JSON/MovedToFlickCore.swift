import FlickCore

// The JSON value and parser moved to FlickCore, which every layer shares; these names keep
// code that imports only FlickInput compiling.

@available(*, deprecated, message: "moved to FlickCore: import FlickCore")
public typealias JSONValue = FlickCore.JSONValue

@available(*, deprecated, message: "moved to FlickCore: import FlickCore")
public typealias JSONParser = FlickCore.JSONParser

@available(*, deprecated, message: "moved to FlickCore: import FlickCore")
public typealias JSONParseError = FlickCore.JSONParseError
