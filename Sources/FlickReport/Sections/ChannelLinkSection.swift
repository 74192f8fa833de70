import FlickCore
/// A switch that ties two or more cursors (`page.channel`) together: while it is on (the
/// default), moving one moves the others to the same tick, so two layout viewers (a golden
/// run and the new one, an original case and its minimized one) scrub and play as one.
package struct ChannelLinkSection: ReportSection {
    package var id = "link"
    package var title = "Scrubbing"
    package var channels: [String]
    /// The switch's label.
    package var label: String
    /// Whether the page opens with them tied (default true).
    package var linked = true

    package init(channels: [String], label: String = "Scrub both viewers together") {
        self.channels = channels
        self.label = label
    }

    package func body(_ html: inout HTMLWriter) {
        html.element("label", ["class": "channel-link"]) { l in
            l.element("input", ["type": "checkbox", "class": "link", "checked": linked ? "checked" : nil])
            l.text(" " + label)
        }
        html.element("p", ["class": "muted"], text: "Each viewer's slider, keys and Play move its own run; with this on, the other follows.")
    }

    package var data: String? { JSONValue.object([("channels", .strings(channels))]).text() }

    package var kind: ReportSectionKind? {
        ReportSectionKind(name: "channel-link", script: ReportAssets.channelLinkScript)
    }
}
