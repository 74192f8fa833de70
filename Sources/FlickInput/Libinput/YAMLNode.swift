import CYAML

/// A YAML document as a tree, parsed with libyaml's event API (no YAML parsing of our own).
/// Scalars stay text; anchors and aliases are not supported (libinput never writes them).
indirect enum YAMLNode: Sendable {
    case scalar(String)
    case sequence([YAMLNode])
    case mapping([(String, YAMLNode)])

    /// The value of `key` in a mapping.
    subscript(key: String) -> YAMLNode? {
        guard case .mapping(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    var items: [YAMLNode]? {
        guard case .sequence(let items) = self else { return nil }
        return items
    }

    var text: String? {
        guard case .scalar(let s) = self else { return nil }
        return s
    }

    /// An integer scalar (decimal, or hex with 0x).
    var int: Int? {
        guard let s = text else { return nil }
        if s.hasPrefix("0x") || s.hasPrefix("0X") { return Int(s.dropFirst(2), radix: 16) }
        return Int(s)
    }

    /// Parses the first document of `bytes`.
    /// - Throws: libyaml's problem text with its 1-based line.
    static func parse(_ bytes: [UInt8]) throws(YAMLError) -> YAMLNode {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { throw YAMLError(line: 0, message: "libyaml could not start") }
        defer { yaml_parser_delete(&parser) }
        return try bytes.withUnsafeBufferPointer { (buffer) throws(YAMLError) -> YAMLNode in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var stack: [Builder] = []
            var root: YAMLNode?
            while root == nil {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    let problem = parser.problem.map { String(cString: $0) } ?? "syntax error"
                    throw YAMLError(line: Int(parser.problem_mark.line) + 1, message: problem)
                }
                defer { yaml_event_delete(&event) }
                var finished: YAMLNode?
                switch event.type {
                case YAML_STREAM_END_EVENT:
                    root = .scalar("")
                case YAML_SCALAR_EVENT:
                    let scalar = event.data.scalar
                    let text = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
                    finished = .scalar(text)
                case YAML_SEQUENCE_START_EVENT: stack.append(Builder(isMapping: false))
                case YAML_MAPPING_START_EVENT: stack.append(Builder(isMapping: true))
                case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                    finished = stack.removeLast().node
                case YAML_ALIAS_EVENT:
                    throw YAMLError(line: Int(event.start_mark.line) + 1, message: "aliases are not supported")
                default: break
                }
                if let node = finished {
                    if stack.isEmpty { root = node } else { stack[stack.count - 1].add(node) }
                }
            }
            return root ?? .scalar("")
        }
    }

    private struct Builder {
        let isMapping: Bool
        var items: [YAMLNode] = []
        var members: [(String, YAMLNode)] = []
        var key: String?

        mutating func add(_ node: YAMLNode) {
            if !isMapping { items.append(node); return }
            if let k = key {
                members.append((k, node))
                key = nil
            } else {
                key = node.text ?? ""
            }
        }

        var node: YAMLNode { isMapping ? .mapping(members) : .sequence(items) }
    }
}

/// libyaml's complaint about a document.
struct YAMLError: Error, Sendable {
    var line: Int
    var message: String
}
