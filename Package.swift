// swift-tools-version:6.0
//
// Flick: a headless, deterministic simulator and fuzzer of touch-driven,
// constraint-based user interfaces. Module dependencies point one way only,
// in the order of the README's module table (core → report → solver → layout → input → evdev →
// gestures → animation → sim → scenes → CLI); see README.md "Architecture".
import PackageDescription

let package = Package(
    name: "Flick",
    products: [
        .executable(name: "flick", targets: ["flick"]),
        .library(name: "FlickCore", targets: ["FlickCore"]),
        .library(name: "FlickSolver", targets: ["FlickSolver"]),
        .library(name: "FlickLayout", targets: ["FlickLayout"]),
        .library(name: "FlickInput", targets: ["FlickInput"]),
        .library(name: "FlickEvdev", targets: ["FlickEvdev"]),
        .library(name: "FlickGestures", targets: ["FlickGestures"]),
        .library(name: "FlickAnimation", targets: ["FlickAnimation"]),
        .library(name: "FlickSim", targets: ["FlickSim"]),
        .library(name: "FlickScenes", targets: ["FlickScenes"]),
        .library(name: "FlickFuzz", targets: ["FlickFuzz"]),
        .library(name: "FlickTesting", targets: ["FlickTesting"]),
        // The command line as a library: a user's executable runs it with its own scenes added.
        .library(name: "FlickCLI", targets: ["FlickCLI"]),
    ],
    targets: [
        // System libraries (Debian: libevdev-dev, libyaml-dev).
        .systemLibrary(name: "CLibevdev", pkgConfig: "libevdev",
                       providers: [.apt(["libevdev-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1",
                       providers: [.apt(["libyaml-dev"])]),

        // The model, bottom-up. No target takes unsafe flags, so the products work as a
        // dependency resolved by version: the model's classes skip run-time exclusivity checks
        // through @exclusivity(unchecked) on their stored properties instead (scripts/exclusivity
        // adds it; scripts/test checks that none is missing).
        // FlickCore is shared by every layer: the real clocks that measure work, the text of numbers,
        // JSON, markup escaping and JUnit.
        .target(name: "FlickCore"),
        // The HTML report kit: self-contained pages of sections. The viewer's JavaScript and CSS
        // are files in Assets/, embedded in the module at build time (no resource bundle to find
        // at run time, so a page renders wherever the binary runs).
        .target(name: "FlickReport", dependencies: ["FlickCore"],
                resources: ["page.css", "page-runtime-head.js", "page-runtime-tail.js", "channel-link.js",
                            "column-table.css", "sample-chart.css", "frame-chart.css", "frame-chart.js",
                            "layout-viewer.css", "layout-viewer.js", "violations.css", "violations.js",
                           ].map { Resource.embedInCode("Assets/" + $0) }),
        .target(name: "FlickSolver", dependencies: ["FlickCore"]),
        .target(name: "FlickLayout", dependencies: ["FlickCore", "FlickSolver"]),
        .target(name: "FlickInput", dependencies: ["FlickCore", "CLibevdev", "CYAML"]),
        .target(name: "FlickEvdev", dependencies: ["FlickCore", "FlickInput", "CLibevdev"]),
        .target(name: "FlickGestures", dependencies: ["FlickCore", "FlickLayout", "FlickInput"]),
        .target(name: "FlickAnimation", dependencies: ["FlickCore", "FlickLayout"]),
        // CFlickRealTime notices real-time scheduling (libdispatch's dispatch_after and
        // dispatch_async, interposed) made during a simulated tick.
        .target(name: "CFlickRealTime"),
        .target(name: "FlickSim",
                dependencies: ["CFlickRealTime", "FlickCore", "FlickReport", "FlickLayout", "FlickInput", "FlickGestures",
                               "FlickAnimation"]),
        .target(name: "FlickScenes",
                dependencies: ["FlickCore", "FlickSolver", "FlickLayout", "FlickInput", "FlickGestures",
                               "FlickAnimation", "FlickSim"]),

        // The benchmark suite `flick bench` runs (workloads, sampler, statistics, baselines,
        // reports), apart from the model it loads. CFlickBench counts heap allocations (a malloc
        // interposer over glibc's allocator) and hardware instructions (perf_event_open).
        .target(name: "CFlickBench"),
        .target(name: "FlickBench",
                dependencies: ["CFlickBench", "FlickCore", "FlickReport", "FlickSolver", "FlickLayout", "FlickInput", "FlickGestures",
                               "FlickAnimation", "FlickSim", "FlickFuzz"]),

        // Fuzzing: cases, mutations, oracles, the minimizer and crash-safe worker campaigns.
        .target(name: "FlickFuzz",
                dependencies: ["FlickCore", "FlickReport", "FlickSolver", "FlickLayout", "FlickInput", "FlickGestures",
                               "FlickAnimation", "FlickSim"]),

        // The command line: commands live in a library so tests can run them in-process.
        .target(name: "FlickCLI",
                dependencies: ["FlickCore", "FlickReport", "FlickSolver", "FlickLayout", "FlickInput", "FlickEvdev",
                               "FlickGestures", "FlickAnimation", "FlickSim", "FlickScenes", "FlickBench", "FlickFuzz"]),
        .executableTarget(name: "flick", dependencies: ["FlickCLI"]),
        // Scenes with planted faults and a `flick` with them added (a user's executable), so the
        // fuzzing tests can run real worker processes against known bugs.
        .target(name: "FlickPlantedFaults", dependencies: ["FlickCore", "FlickInput", "FlickLayout", "FlickGestures", "FlickAnimation", "FlickSim"],
                path: "Tests/Support/FlickPlantedFaults"),
        .executableTarget(name: "flick-planted", dependencies: ["FlickCLI", "FlickPlantedFaults"],
                          path: "Tests/Support/flick-planted"),

        // Helpers the test targets share (regular targets, so test targets can depend on them):
        // the model's (paths, screens, touches, child processes, tools a test needs), and the
        // command line run in process, apart so that the model's tests need not build the CLI.
        .target(name: "FlickTestSupport",
                dependencies: ["FlickCore", "FlickLayout", "FlickInput", "FlickGestures", "FlickSim"],
                path: "Tests/FlickTestSupport"),
        .target(name: "FlickCLITestSupport", dependencies: ["FlickSim", "FlickCLI"],
                path: "Tests/FlickCLITestSupport"),

        // The tester a user's Swift tests (Swift Testing or XCTest) drive their scenes with.
        .target(name: "FlickTesting",
                dependencies: ["FlickCore", "FlickLayout", "FlickInput", "FlickGestures", "FlickAnimation", "FlickSim"]),

        // Tests, split by layer; each declares the modules its sources import.
        // Fixtures are .cas scripts the tests read from the source tree, not resources.
        .testTarget(name: "FlickSolverTests", dependencies: ["FlickCore", "FlickSolver"], exclude: ["Fixtures"]),
        .testTarget(name: "FlickLayoutTests",
                    dependencies: ["FlickCore", "FlickSolver", "FlickLayout", "FlickTestSupport"]),
        .testTarget(name: "FlickInputTests", dependencies: ["FlickCore", "FlickInput", "FlickTestSupport"]),
        .testTarget(name: "FlickEvdevTests", dependencies: ["FlickEvdev", "FlickInput"]),
        .testTarget(name: "FlickGesturesTests",
                    dependencies: ["FlickCore", "FlickLayout", "FlickInput", "FlickGestures", "FlickTestSupport"]),
        .testTarget(name: "FlickAnimationTests", dependencies: ["FlickCore", "FlickLayout", "FlickAnimation"]),
        .testTarget(name: "FlickCoreTests", dependencies: ["FlickCore"]),
        .testTarget(name: "FlickSimTests",
                    dependencies: ["FlickCore", "FlickReport", "FlickLayout", "FlickInput", "FlickGestures", "FlickAnimation",
                                   "FlickSim", "FlickScenes", "FlickTestSupport"]),
        .testTarget(name: "FlickScenesTests",
                    dependencies: ["FlickInput", "FlickSim", "FlickScenes", "FlickTesting", "FlickLayout", "FlickTestSupport"]),
        // Golden timelines in __Goldens__ are read from the source tree.
        .testTarget(name: "FlickTestingTests",
                    dependencies: ["FlickTesting", "FlickSim", "FlickLayout", "FlickInput", "FlickGestures", "FlickAnimation"],
                    exclude: ["__Goldens__"]),
        // Also the tests of the benchmark workloads (they exercise what they claim to).
        .testTarget(name: "FlickBenchTests",
                    dependencies: ["FlickCore", "FlickBench", "FlickSolver", "FlickLayout", "FlickGestures", "FlickAnimation",
                                   "FlickSim", "FlickScenes", "FlickTestSupport"]),
        // "flick": the device-recording, bench and hostile-input tests run the executable, so
        // it is built first.
        .testTarget(name: "FlickCLITests",
                    dependencies: ["FlickInput", "FlickSim", "FlickScenes", "FlickCLI", "FlickTestSupport",
                                   "FlickCLITestSupport", "flick"]),
        // "flick-planted": the campaign tests run real workers of it.
        // Cases: case files the fuzzer found, replayed by the tests from the source tree.
        .testTarget(name: "FlickFuzzTests",
                    dependencies: ["FlickFuzz", "FlickCLI", "FlickSim", "FlickScenes", "FlickPlantedFaults",
                                   "FlickTestSupport", "FlickCLITestSupport", "flick-planted"],
                    exclude: ["Cases"]),
    ],
    swiftLanguageModes: [.v6]
)
