import FlickReport

// The HTML report kit moved to its own module, FlickReport. These names keep code that
// imports only FlickSim (to add a section to `ReplayReport.page(_:)`) compiling.

public typealias ReportPage = FlickReport.ReportPage
public typealias ReportSection = FlickReport.ReportSection
public typealias ReportSectionKind = FlickReport.ReportSectionKind
public typealias HTMLWriter = FlickReport.HTMLWriter
public typealias HTML = FlickReport.HTML
public typealias TableSection = FlickReport.TableSection
public typealias TextSection = FlickReport.TextSection
public typealias ColumnTableSection = FlickReport.ColumnTableSection
public typealias ChannelLinkSection = FlickReport.ChannelLinkSection
public typealias SampleChartSection = FlickReport.SampleChartSection
