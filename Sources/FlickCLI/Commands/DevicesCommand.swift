import FlickCore
import FlickEvdev
import FlickInput

/// `flick devices`: the evdev input devices, their touch capabilities and axes.
enum DevicesCommand: Command {
    static let name = "devices"
    static let usage = "devices [--all] [--json] [--dir DIR]"
    static let summary = "list touch input devices (/dev/input/event*) with protocol, slots, axis ranges and resolution; --all includes other devices"

    static let options: [OptionSpec] = [OptionSpec("--dir", .input(.folder)), .flag("--all"), .json]
    static let positionals: [PositionalSpec] = []

    static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let console = context.console
        let args = try Arguments(argv, for: Self.self)
        _ = try args.expectPositional([])
        let entries = DeviceDiscovery.scan(directory: args.string("--dir") ?? "/dev/input")
        var json: [String] = []
        var shown = 0
        for entry in entries {
            switch entry.result {
            case .failure(let error):
                if args.has("--json") {
                    json.append(JSONValue.object([("path", .string(entry.path)), ("error", .string(error.reason))]).text())
                } else if args.has("--all") || { if case .permissionDenied = error { return true }; return false }() {
                    console.out("\(entry.path)  (\(error.reason))")
                }
            case .success(let d):
                let touch = d.touchProtocol != nil
                if args.has("--json") {
                    json.append(jsonEntry(entry.path, d))
                    continue
                }
                guard touch || args.has("--all") else { continue }
                shown += 1
                console.out("\(entry.path)  \(d.name)")
                guard let proto = d.touchProtocol, let axes = d.positionAxes else {
                    console.out("    not a touch device")
                    continue
                }
                var line = "    \(d.kind), multi-touch protocol \(proto.rawValue)"
                if d.slotCount > 0 { line += ", \(d.slotCount) slots" }
                if d.maxFingerCount > 0 { line += ", up to \(d.maxFingerCount) fingers announced" }
                console.out(line)
                console.out("    x \(axisText(axes.x))")
                console.out("    y \(axisText(axes.y))")
                if let p = d.axes[UInt16(0x3a)] { console.out("    pressure \(p.minimum)…\(p.maximum)") }
            }
        }
        if args.has("--json") {
            console.out("[" + json.joined(separator: ",") + "]")
        } else if shown == 0 {
            console.out(entries.isEmpty ? "no input devices under \(args.string("--dir") ?? "/dev/input")" : "no touch devices found (\(entries.count) input devices; --all lists them)")
        }
        return .success
    }

    private static func axisText(_ a: AbsInfo) -> String {
        var text = "\(a.minimum)…\(a.maximum)"
        if a.resolution > 0 {
            let mm = Double(Int64(a.maximum) - Int64(a.minimum)) / Double(a.resolution)
            text += ", \(a.resolution) units/mm (\((mm * 10).rounded() / 10) mm)"
        } else {
            text += ", resolution unknown"
        }
        return text
    }

    private static func jsonEntry(_ path: String, _ d: DeviceDescription) -> String {
        var fields: [(String, JSONValue)] = [("path", .string(path)), ("name", .string(d.name)), ("touch", .bool(d.touchProtocol != nil))]
        if let proto = d.touchProtocol, let axes = d.positionAxes {
            fields.append(("kind", .string(d.kind)))
            fields.append(("protocol", .string(proto.rawValue)))
            fields.append(("slots", .int(d.slotCount)))
            fields.append(("fingers", .int(d.maxFingerCount)))
            for (name, a) in [("x", axes.x), ("y", axes.y)] {
                fields.append((name, .object([("min", .int(a.minimum)), ("max", .int(a.maximum)), ("resolution", .int(a.resolution))])))
            }
        }
        return JSONValue.object(fields).text()
    }
}
