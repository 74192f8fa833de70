import FlickCore
import Foundation
import FlickSim

/// A finding's stable identity, like a crash state in ClusterFuzz: the oracle, the scene, the
/// violation kind and the location — the constraints or views involved, the source line of a
/// trap — with every number that is not a source line replaced by `#`. Two runs that hit the
/// same bug with other values share a signature; findings are de-duplicated by it and the
/// minimizer keeps it.
public struct Signature: Sendable, Hashable, CustomStringConvertible {
    /// `oracle|scene|kind|location`.
    public let text: String

    public init(oracle: Oracle, scene: String, kind: String, location: String) {
        text = "\(oracle.rawValue)|\(scene)|\(kind)|\(location)"
    }

    public init(text: String) { self.text = text }

    /// 16 hex digits of FNV-1a 64 over the text.
    public var hash: String {
        var h = StableHash()
        h.combine(text)
        return h.hex
    }

    public var description: String { text }

    /// `text` with digit runs as `#` (a decimal or exponent form counts as one run), except the
    /// line of a source location (`File.swift#12`, `File.swift:12`), and with the runs of
    /// white space collapsed.
    public static func normalize(_ text: String) -> String {
        var out = ""
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isNumber && c.isASCII {
                let keep = out.hasSuffix(".swift#") || out.hasSuffix(".swift:")
                var j = i
                while j < chars.count, chars[j].isASCII,
                      chars[j].isNumber || (chars[j] == "." && j + 1 < chars.count && chars[j + 1].isNumber)
                        || ((chars[j] == "e" || chars[j] == "E") && j + 1 < chars.count && (chars[j + 1].isNumber || chars[j + 1] == "-" || chars[j + 1] == "+") && !keep)
                        || ((chars[j] == "-" || chars[j] == "+") && j > i && (chars[j - 1] == "e" || chars[j - 1] == "E")) {
                    j += 1
                }
                out += keep ? String(chars[i..<j]) : "#"
                i = j
                continue
            }
            if c.isWhitespace {
                if !out.hasSuffix(" ") { out += " " }
                i += 1
                continue
            }
            out.append(c)
            i += 1
        }
        // "-#" and "#" mean the same place.
        return out.replacingOccurrences(of: "-#", with: "#").trimmingCharacters(in: .whitespaces)
    }
}
