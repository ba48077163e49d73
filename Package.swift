// swift-tools-version:6.0
import PackageDescription

// Release builds on Linux link the Swift runtime and Foundation statically: a dynamically linked
// Foundation binary starts about 5× slower than C, a static one about as fast, and it runs on a
// machine without a Swift toolchain. The flag has to reach the compile steps too (it selects the
// static resource directory, whose modules autolink CoreFoundation and ICU). Debug builds, tests
// and macOS link as usual.
let staticOnLinux: [SwiftSetting] = [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]

let package = Package(
    name: "cable",
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
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))]
        ),
        .testTarget(name: "CableCoreTests", dependencies: ["CableCore"]),
        .testTarget(name: "cableTests", dependencies: ["cable", "CableCore"]),
    ]
)
