#if canImport(Glibc)
import Glibc
#endif

/// Files written so that a reader, or a campaign resumed after `kill -9`, never sees half of
/// one: the text goes to a temporary file beside the target, is flushed to disk (`fsync`),
/// and is renamed over the target, then the directory is synced so the rename lasts.
enum AtomicFile {
    /// Writes `text` to `path` atomically.
    /// - Throws: `CampaignError.outputDirectory` naming the path and the system's reason.
    static func write(_ path: String, _ text: String) throws(CampaignError) {
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw .outputDirectory("\(path): cannot be written: \(String(cString: strerror(errno)))") }
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeMutableBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                let why = String(cString: strerror(errno))
                close(fd); unlink(temporary)
                throw .outputDirectory("\(path): cannot be written: \(why)")
            }
            offset += n
        }
        guard fsync(fd) == 0, close(fd) == 0 else {
            unlink(temporary)
            throw .outputDirectory("\(path): cannot be flushed: \(String(cString: strerror(errno)))")
        }
        guard rename(temporary, path) == 0 else {
            let why = String(cString: strerror(errno))
            unlink(temporary)
            throw .outputDirectory("\(path): cannot be renamed into place: \(why)")
        }
        syncDirectory(of: path)
    }

    /// Creates `path` (and its parents) as a directory if it is missing.
    /// - Throws: `CampaignError.outputDirectory` when it cannot be made or is not a directory.
    static func makeDirectory(_ path: String) throws(CampaignError) {
        var st = stat()
        if stat(path, &st) == 0 {
            guard (st.st_mode & S_IFMT) == S_IFDIR else { throw .outputDirectory("\(path): exists and is not a directory") }
            return
        }
        let parent = directory(of: path)
        if parent != path && !parent.isEmpty { try makeDirectory(parent) }
        guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
            throw .outputDirectory("\(path): cannot be created: \(String(cString: strerror(errno)))")
        }
    }

    /// Removes the file at `path` if it is there (a corpus case that owns no feature any more).
    static func remove(_ path: String) { unlink(path) }

    /// Removes temporary files a killed writer left in `directory` (`*.tmp-PID`).
    static func removeLeftovers(in directory: String) {
        for name in list(directory) where name.contains(".tmp-") { unlink(directory + "/" + name) }
    }

    /// The names in `directory`, sorted; empty when it cannot be read.
    static func list(_ directory: String) -> [String] {
        guard let d = opendir(directory) else { return [] }
        defer { closedir(d) }
        var out: [String] = []
        while let e = readdir(d) {
            let name = withUnsafePointer(to: e.pointee.d_name) { p in
                p.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != "." && name != ".." { out.append(name) }
        }
        return out.sorted()
    }

    static func contents(_ path: String) -> String? {
        var st = stat()
        guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG else { return nil }
        return ProcessStats.readSmallFile(path)
    }

    static func exists(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0
    }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func syncDirectory(of path: String) {
        let fd = open(directory(of: path), O_RDONLY | O_CLOEXEC)
        if fd >= 0 { _ = fsync(fd); close(fd) }
    }
}
