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
/// Every failure is an `OutputFileError` naming the path: it is never "cannot read". A failure
/// to write — `EFBIG` past a file-size limit (SIGXFSZ is ignored, see `FileSizeSignal`),
/// `ENOSPC`, `EIO` on `write`, `fsync`, `close` or `rename` — removes the temporary file at
/// once and leaves an existing file at the path byte for byte as it was: the content is
/// synced and the file closed before the rename, so nothing reaches the path that did not
/// reach storage. (`OutputFaults` plants these failures for tests.)
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
        FileSizeSignal.ignore()
        if path == "-" {
            fd = 1
            ownsDescriptor = false
            target = path
            isPublished = true
            return
        }
        guard !path.isEmpty else { throw OutputFileError(path: path, "an empty path") }
        guard !InputFiles.contains(path) else {
            throw OutputFileError(path: path, "it is also an input of this command; nothing was written, name another output")
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
    ///   `File too large`, `Input/output error`, …). The file is then given up: a temporary
    ///   file is removed at once (the path keeps what it held), a published or direct one is
    ///   closed; later writes fail.
    package func write(_ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
        guard !isClosed else { throw OutputFileError(path: path, "already closed") }
        if bytes.count > 0, let code = faultCode(at: .write) { try fail(code) }
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                try fail(errno)
            }
            if n == 0 {
                abandon()
                throw OutputFileError(path: path, "the write made no progress")
            }
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

    /// Puts what was written at the path for good: forces it to storage, closes it and (when
    /// not yet published) renames the temporary file over the path, then syncs the directory.
    /// - Throws: `OutputFileError` when `fsync`, `close` or `rename` fails: the temporary file
    ///   is then removed and the path left as it was. (A direct file's `fsync` refused as
    ///   meaningless — `EINVAL`, `EROFS`: a pipe, a terminal, `/dev/null` — is no failure.)
    package func commit() throws(OutputFileError) {
        guard !isClosed else { return }
        guard let temporary else {
            if ownsDescriptor {
                let synced = step(.sync) { fsync(fd) }
                if synced != 0, errno != EINVAL, errno != EROFS { try fail(errno) }
                let closed = step(.close) { close(fd) }
                isClosed = true
                if closed != 0, errno != EINTR { throw OutputFileError(path: path, errno: errno) }
            }
            isClosed = true
            return
        }
        if step(.sync, { fsync(fd) }) != 0 { try fail(errno) }
        // Closed before the rename: an error the close reports (NFS, some FUSE file systems
        // report a failed write only there) must keep the old file at the path.
        let closed = step(.close) { close(fd) }
        isClosed = true
        if closed != 0, errno != EINTR { try fail(errno) }
        if step(.rename, { rename(temporary, target) }) != 0 { try fail(errno) }
        settle()
    }

    /// Renames what was written so far into place now and keeps writing to the same file
    /// (for a file that must be valid at every moment). No-op when already at the path.
    /// - Throws: `OutputFileError` when storage or the rename fails (the temporary file is
    ///   then removed and the path left as it was).
    package func publish() throws(OutputFileError) {
        guard let temporary, !isClosed else { return }
        if step(.sync, { fsync(fd) }) != 0 { try fail(errno) }
        if step(.rename, { rename(temporary, target) }) != 0 { try fail(errno) }
        settle()
    }

    /// Forces what was written to storage (for a published file written frame by frame).
    package func sync() { if !isClosed, ownsDescriptor { _ = fsync(fd) } }

    /// After the rename: the file is at the target; the rename is made durable by syncing
    /// the directory (a failure there is not reported: the content is in place already).
    private func settle() {
        temporary = nil
        isPublished = true
        if let registration { TemporaryFiles.unregister(registration) }
        registration = nil
        let dir = open(Self.directory(of: target), O_RDONLY | O_CLOEXEC)
        if dir >= 0 { _ = fsync(dir); _ = close(dir) }
    }

    /// `call()`, or -1 with `errno` set when a test armed a fault for `step` (`OutputFaults`).
    /// A faulted `close` still closes the descriptor, as a real failed close does.
    private func step(_ step: OutputFaults.Step, _ call: () -> Int32) -> Int32 {
        guard let code = faultCode(at: step) else { return call() }
        if step == .close { _ = call() }
        errno = code
        return -1
    }

    /// The `errno` a test planted for `step` of this file (its target, or the path as given),
    /// nil otherwise. Costs one relaxed atomic load when none is armed (nothing is stored in
    /// the file: its size, and the allocation counters of the benchmarks that write, stay).
    private func faultCode(at step: OutputFaults.Step) -> Int32? {
        guard let plan = OutputFaults.plan(for: target) ?? (target == path ? nil : OutputFaults.plan(for: path)) else { return nil }
        return plan.code(at: step)
    }

    /// Gives the file up after the system call failed with `code` (the temporary file removed,
    /// the path as it was) and throws the failure.
    private func fail(_ code: Int32) throws(OutputFileError) -> Never {
        abandon()
        throw OutputFileError(path: path, errno: code)
    }

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
