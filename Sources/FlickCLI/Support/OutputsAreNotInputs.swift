import FlickCore

/// The rule that no output of a command replaces one of its inputs, checked on the command
/// line as it is read, before the command does any work: every output path (an option or a
/// positional argument whose role is `.output`, or an input the command may also write) that
/// reaches one of the command's input paths (`FileIdentity.same`: the same name, another
/// spelling, a symlink, a hard link) is refused, naming both.
///
/// `OutputFile` checks it again when the output is opened (against the inputs the readers
/// noted), for the paths a command derives rather than takes (`minimize`'s default output).
enum OutputsAreNotInputs {
    /// One path of the command line with the role it has there.
    struct Path {
        /// The option (`--junit`) or the positional argument's name (`TRACE`).
        var label: String
        var path: String
        var role: OptionRole
    }

    /// - Throws: `CLIError.usage` for the first output that is one of the inputs.
    /// - Complexity: O(outputs × inputs) `stat`s.
    static func check(_ paths: [Path]) throws(CLIError) {
        let inputs = paths.filter(\.isInput)
        for output in paths where output.isOutput {
            for input in inputs where input.label != output.label || input.path != output.path {
                guard FileIdentity.same(output.path, input.path) else { continue }
                throw .usage("\(output.label) '\(Format.excerpt(output.path, limit: 400))' is also an input of this command (\(input.label) '\(Format.excerpt(input.path, limit: 400))'): writing it would overwrite the input; nothing was run, name another output")
            }
        }
    }
}

extension OutputsAreNotInputs.Path {
    /// Whether the path is read by the command.
    var isInput: Bool {
        if case .input = role { return true }
        return false
    }

    /// Whether the command may write the path.
    var isOutput: Bool {
        switch role {
        case .output: return true
        case .input(_, let written): return written
        default: return false
        }
    }

    /// The path of an option's value: the value itself, or what follows the `=` of a
    /// `SCENE=FILE` value (nil when there is none).
    static func of(_ value: String, role: OptionRole) -> String? {
        guard case .input(.namedTrace, _) = role else { return value }
        guard let eq = value.firstIndex(of: "=") else { return nil }
        let path = String(value[value.index(after: eq)...])
        return path.isEmpty ? nil : path
    }
}
