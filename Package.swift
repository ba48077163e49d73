// swift-tools-version:6.0
import PackageDescription

// Release builds on Linux are fully static executables (Swift runtime, Foundation and the C
// library linked in): a dynamically linked Foundation binary starts about 5× slower than C, a
// fully static one about as fast (measured by Scripts/bench.sh), and it runs on any x86_64 Linux
// without a Swift toolchain. The compile steps need -static-stdlib too (it selects the static
// resource directory, whose modules autolink CoreFoundation and ICU). Debug builds, tests and
// macOS link as usual.
let staticOnLinux: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]

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
            swiftSettings: staticOnLinux,
            linkerSettings: [.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))]
        ),
        .testTarget(name: "CableCoreTests", dependencies: ["CableCore"]),
        .testTarget(name: "cableTests", dependencies: ["cable", "CableCore"]),
    ]
)
