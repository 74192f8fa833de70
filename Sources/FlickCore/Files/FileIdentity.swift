#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path reaches: its device and inode, symbolic links followed. Two paths with
/// one identity are one file, whatever their spelling (`./x`, `a/../x`, a symlink, a hard
/// link); a copy is another file. The one place Flick decides whether an output would
/// replace an input (`InputFiles`, `OutputFile`, the command line's check of its options).
package struct FileIdentity: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64

    /// The identity of the regular file or directory at `path` (symlinks followed); nil for
    /// `-` (standard input or output), the empty path, a path that does not exist, and
    /// anything else (a device, a pipe, a socket: writing to one does not replace it).
    /// - Complexity: one `stat`.
    package init?(path: String) {
        guard !path.isEmpty, path != "-" else { return nil }
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG || kind == S_IFDIR else { return nil }
        self.init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    /// The identity of `path` only when it is a regular file (what readers note as inputs).
    /// - Complexity: one `stat`.
    package static func regularFile(_ path: String) -> FileIdentity? {
        guard !path.isEmpty, path != "-" else { return nil }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// Whether `a` and `b` name one file: the same identity when both exist as regular files
    /// or directories; otherwise (one is missing, or a device) the same last component in
    /// the same folder (folders compared by identity, so `./`, `..` and symlinked folders
    /// are seen through; by their normalized text when a folder is missing). `-` is never the
    /// same file as anything, itself included (it is a stream, not a file).
    /// - Complexity: up to four `stat`s.
    package static func same(_ a: String, _ b: String) -> Bool {
        guard !a.isEmpty, !b.isEmpty, a != "-", b != "-" else { return false }
        if let x = FileIdentity(path: a), let y = FileIdentity(path: b) { return x == y }
        let (folderA, nameA) = split(a), (folderB, nameB) = split(b)
        if let x = FileIdentity(path: folderA), let y = FileIdentity(path: folderB), nameA != "..", nameA != "." {
            return x == y && nameA == nameB
        }
        return normalized(a) == normalized(b)
    }

    /// The folder part (`.` when there is none) and the last component of `path`.
    private static func split(_ path: String) -> (folder: String, name: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
        let folder = slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
        return (folder, String(trimmed[trimmed.index(after: slash)...]))
    }

    /// `path` made absolute (from the working directory) without empty, `.` and `..`
    /// components, by its text alone (no symlink is read).
    private static func normalized(_ path: String) -> String {
        var whole = path
        if !path.hasPrefix("/") {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let cwd = buffer.withUnsafeMutableBufferPointer { b in getcwd(b.baseAddress, b.count) != nil ? String(cString: b.baseAddress!) : "." }
            whole = cwd + "/" + path
        }
        var parts: [Substring] = []
        for part in whole.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }
}
