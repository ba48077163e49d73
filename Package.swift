// swift-tools-version:6.0
import PackageDescription

// Release builds on Linux are fully static executables (Swift runtime and the C library linked
// in): they start about as fast as C and run on any x86_64 Linux without a Swift toolchain.
// `cable` itself links no Foundation (its ICU data and thousands of protocol conformances made a
// one-off run three times slower). The compile steps need -static-stdlib too (it selects the
// static resource directory). Concrete generic types are reached through their metadata
// accessors rather than mangled names, which the runtime would demangle and check conformances
// for on first use: a fifth of a short run's instructions. Each function gets its own section,
// and the linker (the toolchain's own lld) places the functions a short run executes next to each
// other, in the order Sources/cable/startup.order lists them (Scripts/startup-order.sh writes
// it): a one-off run touches a fifth fewer pages. Measured by Scripts/bench.sh. Debug builds,
// tests and macOS build as usual.
let staticOnLinux: [SwiftSetting] = [
    .unsafeFlags(
        [
            "-static-stdlib", "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
            "-Xfrontend", "-function-sections",
        ],
        .when(platforms: [.linux], configuration: .release))
]
let startupOrder = Context.packageDirectory + "/Sources/cable/startup.order"
let staticLinkOnLinux: [LinkerSetting] = [
    .unsafeFlags(
        [
            "-static-executable", "-use-ld=lld",
            "-Xlinker", "--symbol-ordering-file=\(startupOrder)", "-Xlinker", "--no-warn-symbol-ordering",
        ],
        .when(platforms: [.linux], configuration: .release))
]

let package = Package(
    name: "cable",
    // macOS 13: FileHandle's throwing read/write/close and the Swift concurrency-era APIs the
    // tests use. Linux has no minimum.
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "CableCore", targets: ["CableCore"]),
        .executable(name: "cable", targets: ["cable"]),
    ],
    targets: [
        .target(name: "CableCore", swiftSettings: staticOnLinux),
        .executableTarget(
            name: "cable",
            dependencies: ["CableCore"],
            exclude: ["startup.order"],
            swiftSettings: staticOnLinux,
            linkerSettings: staticLinkOnLinux
        ),
        .testTarget(name: "CableCoreTests", dependencies: ["CableCore"]),
        .testTarget(name: "cableTests", dependencies: ["cable", "CableCore"]),
    ]
)
