#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file Flick writes, which appears at its path complete or not at all.
///
/// A regular file (new or existing) is written to a temporary file in the same directory
/// (`.NAME.XXXXXX`, so the rename never crosses file systems), and `commit()` forces it to
/// storage (`fsync`) and renames it over the path: until then an existing file at the path
/// is untouched, and a failure — bad input, a full disk, a signal — leaves nothing behind
/// (the temporary file is removed; SIGINT, SIGTERM and SIGHUP remove it too, see
/// `TemporaryFiles`; only SIGKILL can leave a hidden temporary file, never a partial one at
/// the path). A path that names a symbolic link replaces the file it points to.
///
/// `-`, paths under `/dev/` and `/proc/`, and existing files that are not regular files
/// (a terminal, a pipe, `/dev/null`) are written directly, since renaming over them would
/// replace the device rather than write to it.
///
/// `publish()` is for a file that must be valid at every moment (`flick record`): it renames
/// the temporary file into place at once (after its first valid content is written) and goes
/// on writing to the same file, so every write that completes is part of the file at the path.
///
/// Every failure is an `OutputFileError` naming the path: it is never "cannot read".
package final class OutputFile {
    /// The path as given.
    package let path: String
    /// The file renamed onto (the path, or the file a symbolic link at the path names).
    private let target: String
    /// The temporary file while it is not yet at the target; nil when writing directly or
    /// once renamed.
    private var temporary: String?
    private var fd: Int32
    /// Whether `fd` is ours to close (not standard output).
    private let ownsDescriptor: Bool
    private var registration: Int?
    /// Whether the content is at the path for good (committed, or published).
    package private(set) var isPublished = false
    private var isClosed = false

    /// Creates the temporary file (or opens the direct target).
    /// - Throws: `OutputFileError` when the path is a directory, its directory does not
    ///   exist or is not writable, or the file cannot be created.
    package init(path: String) throws(OutputFileError) {
        self.path = path
        if path == "-" {
            fd = 1
            ownsDescriptor = false
            target = path
            isPublished = true
            return
        }
        guard !path.isEmpty else { throw OutputFileError(path: path, "an empty path") }
        guard !InputFiles.contains(path) else {
            throw OutputFileError(path: path, "it is also an input of this command (nothing was written; name another output)")
        }
        var info = stat()
        let exists = stat(path, &info) == 0
        let kind = info.st_mode & S_IFMT
        if exists && kind == S_IFDIR { throw OutputFileError(path: path, "is a directory") }
        if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") || (exists && kind != S_IFREG) {
            let f = open(path, O_WRONLY | O_CLOEXEC | (exists ? 0 : O_CREAT | O_TRUNC), 0o666)
            guard f >= 0 else { throw OutputFileError(path: path, errno: errno) }
            fd = f
            ownsDescriptor = true
            target = path
            isPublished = true
            return
        }
        var resolved = path
        if exists, let real = realpath(path, nil) {
            resolved = String(cString: real)
            free(real)
        }
        target = resolved
        let directory = Self.directory(of: resolved)
        var dirInfo = stat()
        guard stat(directory, &dirInfo) == 0 else {
            throw OutputFileError(path: path, "its directory \(Self.quote(directory)) does not exist")
        }
        guard dirInfo.st_mode & S_IFMT == S_IFDIR else {
            throw OutputFileError(path: path, "\(Self.quote(directory)) is not a directory")
        }
        let slash = resolved.lastIndex(of: "/")
        let base = slash.map { String(resolved[resolved.index(after: $0)...]) } ?? resolved
        guard !base.isEmpty else { throw OutputFileError(path: path, "names a directory") }
        let prefix = slash.map { String(resolved[...$0]) } ?? ""
        var template = Array((prefix + "." + base + ".XXXXXX").utf8CString)
        // The stop signals wait while the file is made and registered: one arriving between the
        // two would end the process with the file left behind (seen under load).
        let held = TemporaryFiles.holdSignals()
        let f = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard f >= 0 else {
            let code = errno
            TemporaryFiles.release(held)
            throw OutputFileError(path: path, errno: code)
        }
        _ = fcntl(f, F_SETFD, FD_CLOEXEC)
        fd = f
        ownsDescriptor = true
        let name = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        temporary = name
        registration = TemporaryFiles.register(name)
        TemporaryFiles.release(held)
        // The permissions a plain create would give (or those of the file replaced).
        let mask = umask(0)
        umask(mask)
        _ = fchmod(f, exists ? info.st_mode & 0o7777 : 0o666 & ~mask)
    }

    deinit {
        if !isPublished { abandon() } else if !isClosed, ownsDescriptor { _ = close(fd) }
    }

    /// Writes all of `bytes` (retrying short writes and EINTR).
    /// - Throws: `OutputFileError` with the system's reason (`No space left on device`,
    ///   `File too large`, …).
    package func write(_ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
        guard !isClosed else { throw OutputFileError(path: path, "already closed") }
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                throw OutputFileError(path: path, errno: errno)
            }
            if n == 0 { throw OutputFileError(path: path, "the write made no progress") }
            offset += n
        }
    }

    /// Writes `text` as UTF-8.
    package func write(_ text: String) throws(OutputFileError) {
        var text = text
        var failure: OutputFileError?
        text.withUTF8 { buffer in
            do throws(OutputFileError) { try write(UnsafeRawBufferPointer(buffer)) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Puts what was written at the path for good: forces it to storage, renames the
    /// temporary file over the path (when not yet published) and closes it.
    /// - Throws: `OutputFileError` when storage or the rename fails (the temporary file is
    ///   then removed and the path left as it was).
    package func commit() throws(OutputFileError) {
        guard !isClosed else { return }
        if temporary != nil {
            try publish()
        } else if ownsDescriptor, fsync(fd) != 0, errno != EINVAL, errno != EROFS {
            let e = errno
            _ = close(fd)
            isClosed = true
            throw OutputFileError(path: path, errno: e)
        }
        if ownsDescriptor, close(fd) != 0, errno != EINTR {
            isClosed = true
            throw OutputFileError(path: path, errno: errno)
        }
        isClosed = true
    }

    /// Renames what was written so far into place now and keeps writing to the same file
    /// (for a file that must be valid at every moment). No-op when already at the path.
    /// - Throws: `OutputFileError` when storage or the rename fails.
    package func publish() throws(OutputFileError) {
        guard let temporary, !isClosed else { return }
        if fsync(fd) != 0 {
            let e = errno
            abandon()
            throw OutputFileError(path: path, errno: e)
        }
        if rename(temporary, target) != 0 {
            let e = errno
            abandon()
            throw OutputFileError(path: path, errno: e)
        }
        self.temporary = nil
        isPublished = true
        if let registration { TemporaryFiles.unregister(registration) }
        registration = nil
        // The rename is durable once the directory is.
        let dir = open(Self.directory(of: target), O_RDONLY | O_CLOEXEC)
        if dir >= 0 { _ = fsync(dir); _ = close(dir) }
    }

    /// Forces what was written to storage (for a published file written frame by frame).
    package func sync() { if !isClosed, ownsDescriptor { _ = fsync(fd) } }

    /// Gives up: closes and removes the temporary file (nothing appears at the path). A
    /// published or direct file is only closed.
    package func abandon() {
        if !isClosed, ownsDescriptor { _ = close(fd) }
        isClosed = true
        if let temporary { _ = unlink(temporary) }
        temporary = nil
        if let registration { TemporaryFiles.unregister(registration) }
        registration = nil
    }

    /// Whether `path` and `other` name one file (`FileIdentity.same`: the same device and
    /// inode, or the same resolved path; `-` never). Commands refuse to write an output over
    /// one of their inputs.
    package static func sameFile(_ path: String, _ other: String) -> Bool {
        FileIdentity.same(path, other)
    }

    /// Whether `name` (a file name, no directory) has the form of a temporary file an
    /// `OutputFile` makes, `.NAME.XXXXXX`: what a killed writer can leave behind.
    package static func isTemporaryName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        guard bytes.count > 8, bytes[0] == UInt8(ascii: "."), bytes[bytes.count - 7] == UInt8(ascii: ".") else { return false }
        return bytes[(bytes.count - 6)...].allSatisfy { b in
            (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
        }
    }

    private static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func quote(_ text: String) -> String { "'" + Format.excerpt(text, limit: 200) + "'" }
}

/// Why an output file could not be written, and which one.
package struct OutputFileError: Error, Sendable, Hashable, CustomStringConvertible {
    package var path: String
    package var reason: String

    package init(path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    package init(path: String, errno code: Int32) {
        self.init(path: path, String(cString: strerror(code)))
    }

    /// `PATH: cannot write: REASON`.
    package var description: String { "\(path): cannot write: \(reason)" }
}
