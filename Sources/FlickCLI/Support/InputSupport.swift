import FlickCore
import FlickInput

extension CLIError {
    /// An input file or device error as a `badInput` naming `path:line`.
    package init(_ error: InputError) {
        self = .badInput(location: error.location, reason: error.reason.description)
    }
}

/// Input helpers shared by the commands that read traces and recordings.
package enum InputOptions {
    /// Opens a trace, an evemu or libinput recording or a getevent log (format from content), for any command
    /// that takes a trace.
    /// - Throws: `CLIError.badInput` naming the file and line.
    package static func open(_ path: String, screen: ScreenGeometry? = nil, mapping: MappingPolicy = .fit) throws(CLIError) -> any TraceSource {
        do throws(InputError) {
            return try loadInput(path: path, screen: screen, mapping: mapping)
        } catch {
            throw CLIError(error)
        }
    }

    /// What the reader of `source` noted that a user should know, one sentence each: for an
    /// Android getevent log, the devices skipped, axis ranges observed rather than described,
    /// times synthesized (`GeteventSource.notes`); empty for every other input. Commands print
    /// them as `note:` lines (text) or a `notes` / `inputNotes` array (JSON).
    package static func notes(of source: any TraceSource) -> [String] {
        (source as? GeteventSource)?.notes ?? []
    }

    /// Parses `--screen WIDTHxHEIGHT[@SCALE]` (points), e.g. `390x844@3`.
    /// - Throws: `CLIError.usage` when malformed.
    package static func screen(_ text: String?) throws(CLIError) -> ScreenGeometry? {
        guard let text else { return nil }
        let parts = text.split(separator: "@", maxSplits: 1)
        let size = parts[0].split(separator: "x")
        guard size.count == 2, let w = Double(size[0]), let h = Double(size[1]) else {
            throw .usage("--screen must be WIDTHxHEIGHT[@SCALE], e.g. 390x844@3, got '\(Format.excerpt(text))'")
        }
        var screen = ScreenGeometry(width: w, height: h, scale: 1)
        if parts.count == 2 {
            guard let s = Double(parts[1]) else { throw .usage("--screen scale must be a number, got '\(Format.excerpt(parts[1]))'") }
            screen.scale = s
        }
        let limit = TouchEvent.maximumCoordinate
        guard screen.isValid, screen.width <= limit, screen.height <= limit, screen.scale <= limit else {
            throw .usage("--screen sizes and scale must be positive and at most 1e9, got '\(Format.excerpt(text))'")
        }
        return screen
    }
}
