import FlickCore

extension ComparisonRow {
    /// The row's cells after the benchmark's name, as the text table and the report page show
    /// them: metric ("(gates)" on a gating timing), baseline, current, change, the change's
    /// confidence interval, p-value and verdict (with the note). Values are in the metric's
    /// unit (`Units`); a missing one is "-".
    package var cells: [String] {
        func value(_ v: Double?) -> String {
            guard let v else { return "-" }
            switch kind {
            case .time: return Units.value(v, metric: metric)
            case .counter: return Units.count(v)
            case .memory: return Units.bytes(v)
            }
        }
        let interval = lower.flatMap { lo in upper.map { hi in "[\(Units.change(lo)), \(Units.change(hi))]" } } ?? ""
        let p = pValue.map { $0 < 0.001 ? "<0.001" : Format.fixed($0, decimals: 3) } ?? ""
        return [metric + (gates && kind == .time ? " (gates)" : ""), value(baseline), value(current),
                Units.change(change), interval, p, verdict.rawValue + (note.map { ": \($0)" } ?? "")]
    }
}
