// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cable",
    products: [
        .library(name: "CableCore", targets: ["CableCore"]),
        .executable(name: "cable", targets: ["cable"]),
    ],
    targets: [
        .target(name: "CableCore"),
        .executableTarget(name: "cable", dependencies: ["CableCore"]),
        .testTarget(name: "CableCoreTests", dependencies: ["CableCore"]),
        .testTarget(name: "cableTests", dependencies: ["cable", "CableCore"]),
    ]
)
