import FlickCore

/// A static chart of sample sets side by side on one value axis (a benchmark's baseline and
/// current runs): each set one row of dots, its median marked, with a verdict line above.
/// Drawn as inline SVG when the page is written; no script.
package struct SampleChartSection: ReportSection {
    /// One named set of samples.
    package struct Series: Sendable, Hashable {
        package var name: String
        package var samples: [Double]
        package init(name: String, samples: [Double]) { self.name = name; self.samples = samples }
    }

    package var id: String
    package var title: String
    /// The unit of the samples, shown on the axis (`µs`, `ns/op`).
    package var unit: String
    package var series: [Series]
    /// One line above the chart (`regression: +12.3 % (p = 0.001)`), or nil.
    package var verdict: String?

    package init(id: String, title: String, unit: String, series: [Series], verdict: String? = nil) {
        self.id = id; self.title = title; self.unit = unit; self.series = series; self.verdict = verdict
    }

    package func body(_ html: inout HTMLWriter) {
        if let verdict { html.element("p", text: verdict) }
        html.trusted(svg)
    }

    package var kind: ReportSectionKind? {
        ReportSectionKind(name: "sample-chart", style: ReportAssets.sampleChartStyle)
    }

    /// The chart; every name and number in it is escaped.
    var svg: String {
        let finite = series.flatMap { $0.samples.filter(\.isFinite) }
        let low = min(0, finite.min() ?? 0), high = max(finite.max() ?? 1, low + 1e-9)
        let width = 900.0, left = 140.0, right = 20.0, row = 28.0
        let height = Double(series.count) * row + 34
        func x(_ v: Double) -> Double { left + (v - low) / (high - low) * (width - left - right) }
        func n(_ v: Double) -> String { Format.number(v, maxDecimals: 2) }
        var out = "<svg class=\"sample-chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\">"
        for (k, s) in series.enumerated() {
            let y = 14 + Double(k) * row
            out += "<text x=\"\(n(left - 8))\" y=\"\(n(y + 4))\" text-anchor=\"end\">" + Markup.escape(s.name) + "</text>"
            for v in s.samples where v.isFinite { out += "<circle class=\"dot\" cx=\"\(n(x(v)))\" cy=\"\(n(y))\" r=\"3.5\"/>" }
            let sorted = s.samples.filter(\.isFinite).sorted()
            if !sorted.isEmpty {
                let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
                out += "<line class=\"median\" x1=\"\(n(x(median)))\" x2=\"\(n(x(median)))\" y1=\"\(n(y - 9))\" y2=\"\(n(y + 9))\"/>"
                out += "<text x=\"\(n(x(median) + 6))\" y=\"\(n(y - 10))\">median " + Markup.escape(n(median) + " " + unit) + "</text>"
            }
        }
        let axisY = Double(series.count) * row + 8
        out += "<line class=\"axis\" x1=\"\(n(left))\" x2=\"\(n(width - right))\" y1=\"\(n(axisY))\" y2=\"\(n(axisY))\"/>"
        out += "<text x=\"\(n(left))\" y=\"\(n(axisY + 16))\">" + Markup.escape(n(low) + " " + unit) + "</text>"
        out += "<text x=\"\(n(width - right))\" y=\"\(n(axisY + 16))\" text-anchor=\"end\">" + Markup.escape(n(high) + " " + unit) + "</text>"
        return out + "</svg>"
    }
}
