import CYAML
import FlickCore

/// A small YAML subtree with the line it starts on: scalars stay text; anchors and aliases
/// are not supported (libinput never writes them). Built by `YAMLEventStream.node()` for
/// the parts of a document that are read whole (a device description, one event frame).
struct YAMLNode: Sendable {
    enum Value: Sendable {
        case scalar(String)
        case sequence([YAMLNode])
        case mapping([(String, YAMLNode)])
    }

    var value: Value
    /// The 1-based line the node starts on.
    var line: Int

    /// The value of `key` in a mapping.
    subscript(key: String) -> YAMLNode? {
        guard case .mapping(let members) = value else { return nil }
        return members.first { $0.0 == key }?.1
    }

    var items: [YAMLNode]? {
        guard case .sequence(let items) = value else { return nil }
        return items
    }

    var members: [(String, YAMLNode)]? {
        guard case .mapping(let members) = value else { return nil }
        return members
    }

    var text: String? {
        guard case .scalar(let s) = value else { return nil }
        return s
    }

    /// An integer scalar (decimal, or hex with 0x).
    var int: Int? {
        guard let s = text else { return nil }
        if s.hasPrefix("0x") || s.hasPrefix("0X") { return Int(s.dropFirst(2), radix: 16) }
        return Int(s)
    }
}

/// A YAML document read event by event with libyaml (no YAML parsing of our own), from a
/// `LineReader`: the document is never held whole, lines keep their length limit, and each
/// event knows its line.
final class YAMLEventStream {
    /// One parse event.
    enum Event: Equatable {
        case streamStart, streamEnd, documentStart, documentEnd
        case scalar(String)
        case sequenceStart, sequenceEnd, mappingStart, mappingEnd
    }

    /// The deepest nesting `node()` builds (libinput's is 5).
    static let maximumDepth = 64
    /// The most nodes one `node()` call builds.
    static let maximumNodes = 1 << 20

    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: Input
    private let path: String
    /// The event `peek()` looked at, with its line.
    private var peeked: (Event, Int)?
    /// The line of the last event returned.
    private(set) var line = 0

    /// Feeds libyaml the reader's lines, each with a `\n`.
    private final class Input {
        let lines: LineReader
        var pending: [UInt8] = []
        var offset = 0
        var error: InputError?
        init(_ lines: LineReader) { self.lines = lines }
    }

    /// - Throws: `.malformed` when libyaml cannot start.
    init(lines: LineReader) throws(InputError) {
        path = lines.displayName
        input = Input(lines)
        parser = .allocate(capacity: 1)
        guard yaml_parser_initialize(parser) == 1 else {
            parser.deallocate()
            throw InputError(path: path, .malformed("YAML: libyaml could not start"))
        }
        yaml_parser_set_input(parser, { data, buffer, size, sizeRead in
            guard let data, let buffer, let sizeRead else { return 0 }
            let input = Unmanaged<YAMLEventStream.Input>.fromOpaque(data).takeUnretainedValue()
            if input.offset >= input.pending.count {
                input.pending.removeAll(keepingCapacity: true)
                input.offset = 0
                do throws(InputError) {
                    let more: Void? = try input.lines.withNextLine { bytes in
                        input.pending.append(contentsOf: bytes)
                        input.pending.append(0x0A)
                    }
                    if more == nil { sizeRead.pointee = 0; return 1 }
                } catch {
                    input.error = error
                    return 0
                }
            }
            let n = min(size, input.pending.count - input.offset)
            input.pending.withUnsafeBufferPointer { src in
                buffer.update(from: src.baseAddress! + input.offset, count: n)
            }
            input.offset += n
            sizeRead.pointee = n
            return 1
        }, Unmanaged.passUnretained(input).toOpaque())
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// The next event without consuming it.
    func peek() throws(InputError) -> Event {
        if let peeked { return peeked.0 }
        let e = try read()
        peeked = e
        return e.0
    }

    /// The next event; `line` becomes its line.
    func next() throws(InputError) -> Event {
        let e: (Event, Int)
        if let p = peeked { e = p; peeked = nil } else { e = try read() }
        line = e.1
        return e.0
    }

    /// The next event, which must be `expected`.
    /// - Throws: `.malformed` naming the line and `what` was expected.
    func expect(_ expected: Event, _ what: String) throws(InputError) {
        let e = try next()
        guard e == expected else { throw InputError(path: path, line: line, .malformed("expected \(what)")) }
    }

    /// The subtree that starts with the next event, built (at most `maximumDepth` deep and
    /// `maximumNodes` nodes).
    func node() throws(InputError) -> YAMLNode {
        var count = 0
        return try node(depth: 0, count: &count)
    }

    /// Consumes the subtree that starts with the next event without building it.
    func skip() throws(InputError) {
        var depth = 0
        repeat {
            switch try next() {
            case .sequenceStart, .mappingStart: depth += 1
            case .sequenceEnd, .mappingEnd: depth -= 1
            case .streamEnd: throw InputError(path: path, line: line, .malformed("YAML: the document ends inside a value"))
            default: break
            }
        } while depth > 0
    }

    private func node(depth: Int, count: inout Int) throws(InputError) -> YAMLNode {
        guard depth < Self.maximumDepth else {
            throw InputError(path: path, line: line, .malformed("YAML: nested deeper than \(Self.maximumDepth)"))
        }
        count += 1
        guard count <= Self.maximumNodes else {
            throw InputError(path: path, line: line, .malformed("YAML: a block of more than \(Self.maximumNodes) values"))
        }
        let event = try next()
        let start = line
        switch event {
        case .scalar(let s):
            return YAMLNode(value: .scalar(s), line: start)
        case .sequenceStart:
            var items: [YAMLNode] = []
            while try peek() != .sequenceEnd { items.append(try node(depth: depth + 1, count: &count)) }
            _ = try next()
            return YAMLNode(value: .sequence(items), line: start)
        case .mappingStart:
            var members: [(String, YAMLNode)] = []
            while try peek() != .mappingEnd {
                let key = try node(depth: depth + 1, count: &count)
                members.append((key.text ?? "", try node(depth: depth + 1, count: &count)))
            }
            _ = try next()
            return YAMLNode(value: .mapping(members), line: start)
        default:
            throw InputError(path: path, line: start, .malformed("YAML: expected a value"))
        }
    }

    private func read() throws(InputError) -> (Event, Int) {
        while true {
            var event = yaml_event_t()
            guard yaml_parser_parse(parser, &event) == 1 else {
                if let error = input.error { throw error }
                let problem = parser.pointee.problem.map { String(cString: $0) } ?? "syntax error"
                throw InputError(path: path, line: Int(parser.pointee.problem_mark.line) + 1, .malformed("YAML: \(problem)"))
            }
            defer { yaml_event_delete(&event) }
            let line = Int(event.start_mark.line) + 1
            switch event.type {
            case YAML_STREAM_START_EVENT: return (.streamStart, line)
            case YAML_STREAM_END_EVENT: return (.streamEnd, line)
            case YAML_DOCUMENT_START_EVENT: return (.documentStart, line)
            case YAML_DOCUMENT_END_EVENT: return (.documentEnd, line)
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                return (.scalar(String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)), line)
            case YAML_SEQUENCE_START_EVENT: return (.sequenceStart, line)
            case YAML_SEQUENCE_END_EVENT: return (.sequenceEnd, line)
            case YAML_MAPPING_START_EVENT: return (.mappingStart, line)
            case YAML_MAPPING_END_EVENT: return (.mappingEnd, line)
            case YAML_ALIAS_EVENT:
                throw InputError(path: path, line: line, .malformed("YAML: aliases are not supported"))
            default:
                continue
            }
        }
    }
}
