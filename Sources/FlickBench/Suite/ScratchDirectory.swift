#if canImport(Glibc)
import Glibc
#endif

/// A private temporary directory for benchmark files (`$TMPDIR` or `/tmp`), made on first
/// use, removed with its files by `remove()`.
package final class ScratchDirectory {
    private var directory: String?
    private var files: Set<String> = []

    package init() {}

    /// The path of `name` inside the directory.
    /// - Throws: `BenchError` when the directory cannot be made.
    package func path(_ name: String) throws(BenchError) -> String {
        if directory == nil {
            let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
            var template = Array((base + "/flick-bench-XXXXXX").utf8CString)
            guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
                throw BenchError("cannot make a temporary directory in \(base)")
            }
            directory = String(cString: made)
        }
        files.insert(name)
        return directory! + "/" + name
    }

    /// Removes the directory and the files made in it.
    package func remove() {
        guard let directory else { return }
        for f in files { unlink(directory + "/" + f) }
        rmdir(directory)
        self.directory = nil
    }

    deinit { remove() }
}
