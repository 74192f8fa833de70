import FlickCore
#if canImport(Glibc)
import Glibc
#endif

/// A progress line on a terminal — `[3/46] solver/chain/1000 sample 5/20 (12.3 s)` — redrawn
/// in place on standard error; silent when standard error is not a terminal, so logs get only
/// the report's plain lines.
package final class Progress {
    private let enabled: Bool
    private let start = WorkClock.monotonic.now()
    private var drawn = false

    /// - Parameter enabled: show progress (the command passes whether stderr is a terminal).
    package init(enabled: Bool) { self.enabled = enabled }

    /// Whether standard error is a terminal.
    package static var standardErrorIsTerminal: Bool { isatty(2) == 1 }

    /// Redraws the line.
    package func show(index: Int, of total: Int, _ p: SamplerProgress) {
        guard enabled else { return }
        let elapsed = Format.fixed(Double(WorkClock.monotonic.now() - start) * 1e-9, decimals: 1)
        let what = p.warmingUp ? "warm-up \(p.done + 1)/\(p.planned)" : "sample \(p.done + 1)/\(p.planned)"
        write("\r\u{1B}[2K[\(index)/\(total)] \(p.group) \(what) (\(elapsed) s)")
        drawn = true
    }

    /// A line of its own (e.g. the worker pair being compared), then the next redraw.
    package func message(_ text: String) {
        guard enabled else { return }
        write("\r\u{1B}[2K\(text)")
        drawn = true
    }

    /// Clears the line.
    package func finish() {
        guard enabled, drawn else { return }
        write("\r\u{1B}[2K")
        drawn = false
    }

    private func write(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }
}
