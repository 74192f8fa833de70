import FlickCore
import FlickFuzz
#if canImport(Glibc)
import Glibc
#endif

/// The shard a `flick fuzz` runs: `--shard K/N`, or `--shard-index-from-env VAR/N`, which reads
/// a 0-based index from the environment variable VAR — as a Kubernetes Indexed Job gives each
/// pod `JOB_COMPLETION_INDEX` — and runs shard index+1 of N, so a job needs no shell
/// arithmetic. Neither: the whole stream.
enum FuzzShardOption {
    /// - Parameter environment: a variable's value, or nil when it is not set (default: this
    ///   process's environment).
    /// - Throws: `CLIError.usage` for a malformed value, both options, and — naming the
    ///   variable — a variable that is not set, not a whole number, or not in 0..<N.
    static func shard(_ args: Arguments, environment: (String) -> String? = ProcessEnvironment.value) throws(CLIError) -> Shard {
        let fixed = args.string("--shard"), fromEnv = args.string("--shard-index-from-env")
        if fixed != nil && fromEnv != nil { throw .usage("--shard and --shard-index-from-env exclude each other") }
        if let text = fixed {
            guard let s = Shard(parsing: text) else { throw .usage("--shard must be K/N with 1 <= K <= N, got '\(Format.excerpt(text))'") }
            return s
        }
        guard let text = fromEnv else { return .whole }
        let form = "--shard-index-from-env must be VAR/N (an environment variable holding a 0-based index, and the number of shards), got '\(Format.excerpt(text))'"
        guard let slash = text.lastIndex(of: "/") else { throw .usage(form) }
        let name = String(text[..<slash])
        guard let count = Int(text[text.index(after: slash)...]), count >= 1,
              !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { throw .usage(form) }
        guard let value = environment(name) else {
            throw .usage("--shard-index-from-env: the environment variable \(name) is not set")
        }
        let words = value.split(whereSeparator: \.isWhitespace)
        guard words.count == 1, let index = Int(words[0]) else {
            throw .usage("--shard-index-from-env: the environment variable \(name) is '\(Format.excerpt(value))', not a whole number")
        }
        guard index >= 0, index < count, let shard = Shard(index: index + 1, count: count) else {
            throw .usage("--shard-index-from-env: the environment variable \(name) is \(index), outside 0...\(count - 1) (a 0-based index of \(count) shards)")
        }
        return shard
    }
}

/// This process's environment.
enum ProcessEnvironment {
    static func value(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
}
