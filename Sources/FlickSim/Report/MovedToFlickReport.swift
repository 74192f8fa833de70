import FlickReport

// The HTML report kit moved to its own module, FlickReport. These names keep code that
// imports only FlickSim (to add a section to `ReplayReport.page(_:)`) compiling.

package typealias ReportPage = FlickReport.ReportPage
package typealias ReportSection = FlickReport.ReportSection
package typealias ReportSectionKind = FlickReport.ReportSectionKind
package typealias HTMLWriter = FlickReport.HTMLWriter
package typealias HTML = FlickReport.HTML
package typealias TableSection = FlickReport.TableSection
package typealias TextSection = FlickReport.TextSection
package typealias ColumnTableSection = FlickReport.ColumnTableSection
package typealias ChannelLinkSection = FlickReport.ChannelLinkSection
package typealias SampleChartSection = FlickReport.SampleChartSection
