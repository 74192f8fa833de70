// swift-tools-version:6.0
//
// The libFuzzer harnesses (see Fuzz/README.md): a package of their own beside Flick's, so a
// plain `swift build` of Flick never builds them and a fuzzing build instruments Flick's
// modules through this package (`swift build --sanitize=fuzzer` here).
// Built with testing enabled (`-enable-testing`): the harnesses reach the readers, the
// constraint-script runner and the byte decoder that Flick's public API leaves out (they are
// `package`: `@testable import` sees them), and one internal setting of the solver.
import PackageDescription
import Foundation

/// Flick's package identity is the name of the directory it is checked out in.
let flick = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "FlickFuzzers",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(name: "SolverFuzzer", dependencies: [.product(name: "FlickSolver", package: flick)], path: "SolverFuzzer"),
        .executableTarget(name: "TraceFuzzer", dependencies: [.product(name: "FlickInput", package: flick)], path: "TraceFuzzer"),
        .executableTarget(name: "EvemuFuzzer", dependencies: [.product(name: "FlickInput", package: flick)], path: "EvemuFuzzer"),
        .executableTarget(name: "GeteventFuzzer", dependencies: [.product(name: "FlickInput", package: flick)], path: "GeteventFuzzer"),
        .executableTarget(name: "LibinputFuzzer", dependencies: [.product(name: "FlickInput", package: flick)], path: "LibinputFuzzer"),
        .executableTarget(name: "CaseFuzzer",
                          dependencies: [.product(name: "FlickFuzz", package: flick), .product(name: "FlickScenes", package: flick),
                                         .product(name: "FlickSim", package: flick)],
                          path: "CaseFuzzer"),
        // The readers of the files commands take besides traces: golden timelines, bench
        // baselines (FlickBench is no product of its own; FlickCLI's build brings it), fuzz
        // campaign state files and case files.
        .executableTarget(name: "GoldenFuzzer", dependencies: [.product(name: "FlickSim", package: flick)], path: "GoldenFuzzer"),
        .executableTarget(name: "BaselineFuzzer", dependencies: [.product(name: "FlickCLI", package: flick)], path: "BaselineFuzzer"),
        .executableTarget(name: "StateFuzzer", dependencies: [.product(name: "FlickFuzz", package: flick)], path: "StateFuzzer"),
        .executableTarget(name: "CaseFileFuzzer", dependencies: [.product(name: "FlickFuzz", package: flick)], path: "CaseFileFuzzer"),
    ],
    swiftLanguageModes: [.v6]
)
