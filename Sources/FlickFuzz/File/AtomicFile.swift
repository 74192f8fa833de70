import FlickCore
#if canImport(Glibc)
import Glibc
#endif

/// The campaign's files and directories. Files are written with FlickCore's `OutputFile`, so
/// a reader, or a campaign resumed after `kill -9`, never sees half of one: the text goes to a
/// temporary file beside the target, is forced to storage and renamed over the target, and the
/// directory is synced so the rename lasts.
enum AtomicFile {
    /// Writes `text` to `path` atomically.
    /// - Throws: `CampaignError.outputDirectory` naming the path and the system's reason.
    static func write(_ path: String, _ text: String) throws(CampaignError) {
        do throws(OutputFileError) {
            let file = try OutputFile(path: path)
            try file.write(text)
            try file.commit()
        } catch {
            throw .outputDirectory(error.description)
        }
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

    /// Removes the temporary files a killed writer left in `directory` (`OutputFile`'s, and
    /// the `*.tmp-PID` of campaigns before it).
    static func removeLeftovers(in directory: String) {
        for name in list(directory) where OutputFile.isTemporaryName(name) || name.contains(".tmp-") {
            unlink(directory + "/" + name)
        }
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
}
