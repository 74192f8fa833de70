/// FlickReport: the HTML report kit — self-contained pages (`ReportPage`) of sections
/// (`ReportSection`) written through an escaping `HTMLWriter`, the page's script runtime,
/// and the generic sections (tables, a sample chart, a cursor link). The sections that draw
/// a run (the frame chart, the layout viewer, the violations) are FlickSim's; their
/// JavaScript and CSS live here with the rest (`ReportAssets`), as files in `Assets/`.
///
/// Depends on FlickCore only. Used by FlickSim (the replay page, golden diffs), FlickFuzz
/// (case pages), FlickBench (comparison pages) and FlickCLI. See docs/REPORTS.md.
