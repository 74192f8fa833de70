import FlickCore
/// A switch that ties two or more cursors (`page.channel`) together: while it is on (the
/// default), moving one moves the others to the same tick, so two layout viewers (a golden
/// run and the new one, an original case and its minimized one) scrub and play as one.
public struct ChannelLinkSection: ReportSection {
    public var id = "link"
    public var title = "Scrubbing"
    public var channels: [String]
    /// The switch's label.
    public var label: String
    /// Whether the page opens with them tied (default true).
    public var linked = true

    public init(channels: [String], label: String = "Scrub both viewers together") {
        self.channels = channels
        self.label = label
    }

    public func body(_ html: inout HTMLWriter) {
        html.element("label", ["class": "channel-link"]) { l in
            l.element("input", ["type": "checkbox", "class": "link", "checked": linked ? "checked" : nil])
            l.text(" " + label)
        }
        html.element("p", ["class": "muted"], text: "Each viewer's slider, keys and Play move its own run; with this on, the other follows.")
    }

    public var data: String? { JSONValue.object([("channels", .strings(channels))]).text() }

    public var kind: ReportSectionKind? {
        ReportSectionKind(name: "channel-link", script: ReportAssets.channelLinkScript)
    }
}
