import FlickCore
#if canImport(Glibc)
import Glibc
#endif

/// Which build of Flick judged a campaign's cases: the GNU build ID the linker stamps into the
/// worker executable (`.note.gnu.build-id`, a hash of the linked output), as
/// `build-id:HEX`. Two executables with one build ID are one build; a rebuild that changes
/// any code gets another, so a merge can refuse to join shards whose cases were generated
/// or judged by different code (`FuzzMerge`).
///
/// An executable without the note (a linker told not to write it) is identified by a hash of
/// its bytes instead (`fnv:HEX`, reading the whole file once). A campaign state written before
/// builds were recorded has the build `unknown` (`unknown`).
package enum CampaignBuild {
    /// The build of a state file that does not record one.
    package static let unknown = "unknown"

    /// The build of the executable at `path`, or `unknown` when it cannot be read.
    /// - Complexity: reads the ELF header, program headers and notes (a few KB); O(file size)
    ///   only for an executable without a build ID.
    package static func of(executable path: String) -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return unknown }
        defer { close(fd) }
        if let id = buildID(fd) { return "build-id:" + id }
        return contentHash(fd).map { "fnv:" + $0 } ?? unknown
    }

    /// The short form people read (`build-id:6d918bf52958`).
    package static func short(_ build: String) -> String {
        guard let colon = build.firstIndex(of: ":") else { return build }
        return String(build[...colon]) + build[build.index(after: colon)...].prefix(12)
    }

    // MARK: ELF

    /// The hex of the NT_GNU_BUILD_ID note of a 64-bit little-endian ELF file, or nil.
    private static func buildID(_ fd: Int32) -> String? {
        guard let header = read(fd, at: 0, count: 64), header.count == 64,
              header[0] == 0x7F, header[1] == 0x45, header[2] == 0x4C, header[3] == 0x46,
              header[4] == 2, header[5] == 1 else { return nil }   // ELFCLASS64, little-endian
        let phoff = Int(word(header, 32, 8)), phentsize = Int(word(header, 54, 2)), phnum = Int(word(header, 56, 2))
        guard phentsize >= 56, phnum > 0, phnum < 4096,
              let table = read(fd, at: phoff, count: phentsize * phnum), table.count == phentsize * phnum else { return nil }
        for i in 0..<phnum {
            let p = i * phentsize
            guard word(table, p, 4) == 4 else { continue }   // PT_NOTE
            let offset = Int(word(table, p + 8, 8)), size = Int(word(table, p + 32, 8))
            guard size > 0, size < 1 << 20, let notes = read(fd, at: offset, count: size) else { continue }
            if let id = gnuBuildID(in: notes) { return id }
        }
        return nil
    }

    /// Walks a note segment: namesz, descsz, type, name and desc each padded to 4 bytes.
    private static func gnuBuildID(in notes: [UInt8]) -> String? {
        var at = 0
        while at + 12 <= notes.count {
            let namesz = Int(word(notes, at, 4)), descsz = Int(word(notes, at + 4, 4)), type = word(notes, at + 8, 4)
            let name = at + 12, desc = name + (namesz + 3) / 4 * 4
            guard desc + descsz <= notes.count else { return nil }
            if type == 3, namesz == 4, notes[name..<name + 3].elementsEqual("GNU".utf8), descsz > 0 {
                return notes[desc..<desc + descsz].map { StableHash.hex(UInt64($0)).suffix(2) }.joined()
            }
            at = desc + (descsz + 3) / 4 * 4
        }
        return nil
    }

    /// A little-endian unsigned integer of `size` bytes at `offset`.
    private static func word(_ bytes: [UInt8], _ offset: Int, _ size: Int) -> UInt64 {
        guard offset >= 0, offset + size <= bytes.count else { return 0 }
        var v: UInt64 = 0
        for k in (0..<size).reversed() { v = v << 8 | UInt64(bytes[offset + k]) }
        return v
    }

    private static func read(_ fd: Int32, at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count > 0 else { return nil }
        var out = [UInt8](repeating: 0, count: count)
        let n = out.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, count, off_t(offset)) }
        guard n > 0 else { return nil }
        return Array(out[0..<n])
    }

    /// FNV-1a 64 over the whole file.
    private static func contentHash(_ fd: Int32) -> String? {
        var h = StableHash()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var offset = 0
        while true {
            let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress!, $0.count, off_t(offset)) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return nil }
            if n == 0 { break }
            h.combineBytes(chunk[0..<n])
            offset += n
        }
        return h.hex
    }
}
