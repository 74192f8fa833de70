import FlickCore

/// The finding of a worker that died, from its wait status and the end of its standard error:
/// the signal (or exit code) and the runtime's message (`File.swift:12: Fatal error: …`),
/// which is the location its signature keeps.
enum CrashReport {
    /// The finding of a worker that ended while running a case of `scene`: a hang when the
    /// watchdog killed it (`hang` says why), else a crash from its wait status and standard
    /// error.
    static func death(scene: String, status: Int32, stderr: String, hang: String?) -> Finding {
        if let hang {
            return Finding(oracle: .hang, kind: "watchdog", tick: nil, message: "killed: \(hang)",
                           signature: Signature(oracle: .hang, scene: scene, kind: "watchdog", location: "watchdog"))
        }
        return finding(scene: scene, status: status, stderr: stderr)
    }

    /// The finding of case `scene` for a worker that ended with wait status `status`.
    static func finding(scene: String, status: Int32, stderr: String, tick: Int? = nil) -> Finding {
        let ended = WaitStatus(raw: status)
        let kind = ended.signal.map(name(ofSignal:)) ?? "exit \(ended.shellStatus)"
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let fatal = lines.last { $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("Precondition failed")
            || $0.contains("Assertion failed") || $0.contains("internal error") }
        let message = fatal ?? lines.last ?? "no message"
        // The runtime's message and the first frames of the stack it prints after it.
        let from = fatal.flatMap { f in lines.lastIndex(of: f) } ?? max(0, lines.count - 20)
        return Finding(oracle: .crash, kind: kind, tick: tick, message: "worker \(kind): \(message)",
                       details: Array(lines[from...].prefix(24)),
                       signature: Signature(oracle: .crash, scene: scene, kind: kind, location: Signature.normalize(message)))
    }

    /// `SIGILL` for 4 and so on; `signal N` for others.
    static func name(ofSignal s: Int32) -> String {
        switch s {
        case 1: return "SIGHUP"
        case 2: return "SIGINT"
        case 3: return "SIGQUIT"
        case 4: return "SIGILL"
        case 5: return "SIGTRAP"
        case 6: return "SIGABRT"
        case 7: return "SIGBUS"
        case 8: return "SIGFPE"
        case 9: return "SIGKILL"
        case 11: return "SIGSEGV"
        case 13: return "SIGPIPE"
        case 15: return "SIGTERM"
        default: return "signal \(s)"
        }
    }
}
