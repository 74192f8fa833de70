// swift-tools-version:6.0
//
// The app's screen under libFuzzer, in a package of its own beside the app's: a libFuzzer
// harness has no `main` of its own (libFuzzer's links in with `--sanitize=fuzzer`), so the
// app's plain `swift build` and `swift test` must never see it. Build and run it with `./run`
// (see ../README.md); it needs nothing of Flick but its public API.
import PackageDescription

let package = Package(
    name: "SheetOverListFuzz",
    dependencies: [
        .package(name: "SheetOverList", path: ".."),
        .package(name: "Flick", path: "../../.."),
    ],
    targets: [
        .executableTarget(name: "SheetFuzzer", dependencies: [
            .product(name: "SheetOverList", package: "SheetOverList"),
            .product(name: "FlickFuzz", package: "Flick"),
        ], path: "SheetFuzzer"),
    ],
    swiftLanguageModes: [.v6]
)
