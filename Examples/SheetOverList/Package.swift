// swift-tools-version:6.0
//
// An app's screen tested headless with Flick: the package depends on Flick by path, as an
// app's own package would by URL and version (`.package(url: …, from: …)`).
import PackageDescription

let package = Package(
    name: "SheetOverList",
    products: [
        .executable(name: "sheet-flick", targets: ["sheet-flick"]),
        // The screen as a library, for the fuzz harness's package (Fuzz/).
        .library(name: "SheetOverList", targets: ["SheetOverList"]),
    ],
    dependencies: [
        .package(name: "Flick", path: "../.."),
    ],
    targets: [
        // The screen, ported from UIKit + SnapKit with renames.
        .target(name: "SheetOverList", dependencies: [
            .product(name: "FlickLayout", package: "Flick"),
            .product(name: "FlickGestures", package: "Flick"),
            .product(name: "FlickAnimation", package: "Flick"),
            .product(name: "FlickSim", package: "Flick"),
        ]),
        // `flick` with the screen added to the built-in scenes.
        .executableTarget(name: "sheet-flick", dependencies: [
            "SheetOverList",
            .product(name: "FlickCLI", package: "Flick"),
            .product(name: "FlickSim", package: "Flick"),
        ]),
        .testTarget(name: "SheetOverListTests", dependencies: [
            "SheetOverList",
            .product(name: "FlickTesting", package: "Flick"),
            .product(name: "FlickSim", package: "Flick"),
            .product(name: "FlickInput", package: "Flick"),
            .product(name: "FlickGestures", package: "Flick"),
            .product(name: "FlickLayout", package: "Flick"),
        ], exclude: ["__Goldens__"]),
    ],
    swiftLanguageModes: [.v6]
)
