import Foundation
import FlickCore
import Testing

@Suite("FileIdentity: whether two paths name one file")
struct FileIdentityTests {
    @Test func everySpellingOfOneFileIsIt() throws {
        let dir = NSTemporaryDirectory() + "flick-identity-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/f.txt"
        try "x\n".write(toFile: file, atomically: false, encoding: .utf8)
        try "x\n".write(toFile: dir + "/copy.txt", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link", withDestinationPath: file)
        try FileManager.default.createSymbolicLink(atPath: dir + "/folder-link", withDestinationPath: dir + "/sub")
        try FileManager.default.linkItem(atPath: file, toPath: dir + "/hard")
        for other in [file, dir + "/./f.txt", dir + "/sub/../f.txt", dir + "/link", dir + "/hard"] {
            #expect(FileIdentity.same(file, other), "\(other)")
            #expect(FileIdentity.same(other, file), "\(other)")
        }
        #expect(!FileIdentity.same(file, dir + "/copy.txt"))
        // Not there yet: the same name in the same folder, however the folder is reached.
        #expect(FileIdentity.same(dir + "/sub/new", dir + "/folder-link/new"))
        #expect(FileIdentity.same(dir + "/sub/new", dir + "/sub/./new"))
        #expect(!FileIdentity.same(dir + "/sub/new", dir + "/sub/other"))
        #expect(FileIdentity.same(dir + "/missing/a", dir + "/missing/../missing/a"))
        // `-` is a stream, never a file; nor is the empty path.
        #expect(!FileIdentity.same("-", "-"))
        #expect(!FileIdentity.same("", ""))
        // A device: by its name.
        #expect(FileIdentity.same("/dev/null", "/dev/../dev/null"))
        #expect(FileIdentity(path: "/dev/null") == nil && FileIdentity.regularFile(dir) == nil)
        #expect(FileIdentity(path: dir) != nil && FileIdentity.regularFile(file) == FileIdentity(path: dir + "/hard"))
    }
}
