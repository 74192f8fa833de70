// libFuzzer entry point for the constraint-script parser and runner.
//
// Built by the fuzz package (Fuzz/Package.swift, `Fuzz/build-fuzzers`) with testing enabled,
// as it sets the solver's internal dummy fill-in limit. For every input:
// parse it as a `.cas` script; if it parses, run it with the tableau invariants checked
// after every command, then (through an appended `solve` and `print *`) require every
// variable to have a finite value. A broken
// invariant or a non-finite value traps, which libFuzzer reports as a crash; a hang is
// caught by libFuzzer's -timeout. Inputs of odd length run with a dummy fill-in limit of 0.
//
// Scripts with coefficients outside the supported range are refused by the solver
// (`UnsupportedCoefficient`), so they need no skipping here.
@testable import FlickSolver

@_cdecl("LLVMFuzzerTestOneInput")
public func solverFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) + "\nsolve\nprint *\n"
    guard let script = try? ConstraintScript(parsing: text) else { return 0 }
    // Keep one input's work bounded: the fuzzer looks for wrong answers, not slow ones.
    guard script.commands.count <= 400, script.variableNames.count <= 64 else { return 0 }
    var runner = ScriptRunner(script)
    // Every other input drops the dummy columns on every substitution (see
    // `Solver+DummyColumns`), so the rebuilds that restore them are fuzzed too.
    if size % 2 == 1 { runner.solver.tuning.dummyFillInLimit = 0 }
    if let (line, problem) = runner.runChecked(everyCommand: true) {
        fatalError("line \(line): solver invariant broken: \(problem)")
    }
    for line in runner.output where !line.hasPrefix("error") && !line.hasPrefix("#") {
        if line.hasSuffix(" nan") || line.hasSuffix(" inf") || line.hasSuffix(" -inf") {
            fatalError("non-finite value: \(line)")
        }
    }
    return 0
}
