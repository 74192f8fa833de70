// swift-tools-version:6.0
//
// Flick: a headless, deterministic simulator and fuzzer of touch-driven,
// constraint-based user interfaces. Module dependencies point one way only,
// in the order of ../DESIGN (solver → layout → input → evdev → gestures →
// animation → sim → scenes → CLI); see README.md "Architecture".
import PackageDescription

let package = Package(
    name: "Flick",
    products: [
        .executable(name: "flick", targets: ["flick"]),
        .library(name: "FlickSolver", targets: ["FlickSolver"]),
        .library(name: "FlickLayout", targets: ["FlickLayout"]),
        .library(name: "FlickInput", targets: ["FlickInput"]),
        .library(name: "FlickEvdev", targets: ["FlickEvdev"]),
        .library(name: "FlickGestures", targets: ["FlickGestures"]),
        .library(name: "FlickAnimation", targets: ["FlickAnimation"]),
        .library(name: "FlickSim", targets: ["FlickSim"]),
        .library(name: "FlickScenes", targets: ["FlickScenes"]),
    ],
    targets: [
        // System libraries (Debian: libevdev-dev, libyaml-dev).
        .systemLibrary(name: "CLibevdev", pkgConfig: "libevdev",
                       providers: [.apt(["libevdev-dev"])]),
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1",
                       providers: [.apt(["libyaml-dev"])]),

        // The model, bottom-up.
        // The solver's state is private to one class and never shared across threads, so
        // dynamic exclusivity checks only cost time on its hottest paths.
        .target(name: "FlickSolver",
                swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),
        .target(name: "FlickLayout", dependencies: ["FlickSolver"]),
        .target(name: "FlickInput", dependencies: ["CLibevdev", "CYAML"]),
        .target(name: "FlickEvdev", dependencies: ["FlickInput", "CLibevdev"]),
        .target(name: "FlickGestures", dependencies: ["FlickLayout", "FlickInput"]),
        .target(name: "FlickAnimation", dependencies: ["FlickLayout"]),
        .target(name: "FlickSim",
                dependencies: ["FlickSolver", "FlickLayout", "FlickInput", "FlickGestures", "FlickAnimation"]),
        .target(name: "FlickScenes", dependencies: ["FlickSim"]),

        // The command line: commands live in a library so tests can run them in-process.
        .target(name: "FlickCLI",
                dependencies: ["FlickSolver", "FlickLayout", "FlickInput", "FlickEvdev",
                               "FlickGestures", "FlickAnimation", "FlickSim", "FlickScenes"]),
        .executableTarget(name: "flick", dependencies: ["FlickCLI"]),

        // Tests, split by layer.
        .testTarget(name: "FlickSolverTests", dependencies: ["FlickSolver"]),
        .testTarget(name: "FlickLayoutTests", dependencies: ["FlickLayout"]),
        .testTarget(name: "FlickInputTests", dependencies: ["FlickInput"]),
        .testTarget(name: "FlickEvdevTests", dependencies: ["FlickEvdev", "FlickInput"]),
        .testTarget(name: "FlickGesturesTests", dependencies: ["FlickGestures"]),
        .testTarget(name: "FlickAnimationTests", dependencies: ["FlickAnimation"]),
        .testTarget(name: "FlickSimTests", dependencies: ["FlickSim", "FlickScenes"]),
        .testTarget(name: "FlickCLITests", dependencies: ["FlickCLI", "flick"]),
    ],
    swiftLanguageModes: [.v6]
)
