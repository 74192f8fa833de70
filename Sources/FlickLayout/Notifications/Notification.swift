/// Foundation's `Notification` as UIKit code reads it: a name, the object that posted it, and
/// a user-info dictionary (`notification.userInfo?[View.keyboardFrameEndUserInfoKey] as? Rect`).
/// FlickSim re-exports this type one declaration at a time, so in scene code that imports
/// Foundation and FlickSim the name is this one (see `NotificationCenter`).
public struct Notification {
    /// A notification's name (Foundation's `Notification.Name`, `NSNotification.Name`).
    public struct Name: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }
    }

    public var name: Name
    /// The object that posted it (a text field for its notifications, nil for the keyboard's).
    public var object: AnyObject?
    /// Values that go with it; the keys of each notification are documented with its name.
    public var userInfo: [AnyHashable: Any]?

    public init(name: Name, object: AnyObject? = nil, userInfo: [AnyHashable: Any]? = nil) {
        self.name = name; self.object = object; self.userInfo = userInfo
    }
}
