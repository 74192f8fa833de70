/// The pages' own style and script runtime, and the scripts and styles of the section kinds
/// Flick draws (see `ReportSectionKind`): JavaScript and CSS files in `Assets/`, embedded in
/// the module when it is built (SwiftPM's `embedInCode` resources).
///
/// Embedded, not copied into a resource bundle: a report page is one self-contained HTML
/// file, and the text it inlines must be there wherever the `flick` binary (or a user's
/// executable built on FlickCLI) runs — from `.build`, through `swift run` in a package that
/// depends on Flick, or copied elsewhere — with no bundle to find at run time and so no way
/// to fail. Edit the files, not Swift strings; the next build picks them up.
///
/// Each text is the file's content without its final newline.
package enum ReportAssets {
    /// The page's style (`ReportPage`).
    package static let pageStyle = text(PackageResources.page_css)
    /// The runtime before the kinds' registrations: the page's helpers and `register`.
    package static let runtimeHead = text(PackageResources.page_runtime_head_js)
    /// The runtime after the registrations: runs each section's kind on it.
    package static let runtimeTail = text(PackageResources.page_runtime_tail_js)

    /// `ChannelLinkSection`'s script.
    package static let channelLinkScript = text(PackageResources.channel_link_js)
    /// `ColumnTableSection`'s style.
    package static let columnTableStyle = text(PackageResources.column_table_css)
    /// `SampleChartSection`'s style.
    package static let sampleChartStyle = text(PackageResources.sample_chart_css)

    /// The replay's frame-time chart (FlickSim's `FrameChartSection`).
    package static let frameChartScript = text(PackageResources.frame_chart_js)
    package static let frameChartStyle = text(PackageResources.frame_chart_css)
    /// The layout viewer (FlickSim's `LayoutViewerSection`; its `data` says what it reads).
    package static let layoutViewerScript = text(PackageResources.layout_viewer_js)
    package static let layoutViewerStyle = text(PackageResources.layout_viewer_css)
    /// The violations list that moves the viewer (FlickSim's `ViolationsSection`).
    package static let violationsScript = text(PackageResources.violations_js)
    package static let violationsStyle = text(PackageResources.violations_css)

    /// UTF-8 bytes as text, without one final newline.
    private static func text(_ bytes: [UInt8]) -> String {
        let end = bytes.last == UInt8(ascii: "\n") ? bytes.count - 1 : bytes.count
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
}
