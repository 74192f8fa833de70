/// A closure a control runs for its events (UIKit's `UIAction`): add it with
/// `Control.addAction(_:for:)`. `sender` is the control that sent the event, while it runs.
public final class Action {
    @exclusivity(unchecked)
    public var title: String
    @exclusivity(unchecked)
    public var image: Image?
    /// Names the action for `Control.removeAction(identifiedBy:for:)` (default: the empty
    /// name, which that call never matches; UIKit makes up a unique one).
    public let identifier: Identifier
    public let handler: (Action) -> Void
    /// The control whose event is running the handler (nil outside it).
    @exclusivity(unchecked)
    public internal(set) weak var sender: Control?

    /// An action's name (UIKit's `UIAction.Identifier`).
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public init(title: String = "", image: Image? = nil, identifier: Identifier? = nil, handler: @escaping (Action) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier("")
        self.handler = handler
    }
}
