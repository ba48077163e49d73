// swift-tools-version:6.3
import PackageDescription

// Swift 6.3 or later: the JSON writer's pieces are `@inline(always)` (SE-0496, first in 6.3),
// which batch's speed relies on (docs/PERFORMANCE.md). No target carries unsafe flags, so
// another package can depend on CableCore by version (an app among them). The shipped Linux
// binary is linked fully static by Scripts/release.sh, which passes the flags on the command
// line (see README "Install").
let package = Package(
    name: "cable",
    // macOS 13: FileHandle's throwing read/write/close and the Swift concurrency-era APIs the
    // tests use. iOS: CableCore and CableText are meant for apps too. Linux has no minimum.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "CableCore", targets: ["CableCore"]),
        .library(name: "CableText", targets: ["CableText"]),
        .executable(name: "cable", targets: ["cable"]),
    ],
    targets: [
        // The engine: every rule, table and default; no I/O.
        .target(name: "CableCore"),
        // The words for CableCore's typed values in every language; no I/O. Localization/po holds
        // the translators' PO files, compiled into Catalogue+Generated.swift by
        // Scripts/generate-messages.py.
        .target(name: "CableText", dependencies: ["CableCore"], exclude: ["Localization/po"]),
        // C library calls Swift's Glibc/Darwin modules leave out (extended attributes, Unix
        // sockets), as static inline wrappers.
        .target(name: "CablePlatform"),
        // The command line: arguments, commands, renderers and file I/O.
        .target(
            name: "CableCLI", dependencies: ["CableCore", "CableText", "CablePlatform"],
            exclude: ["Renderers/PDF/Fonts/DejaVu-LICENSE.txt"]),
        .executableTarget(name: "cable", dependencies: ["CableCLI"]),
        .testTarget(name: "CableCoreTests", dependencies: ["CableCore", "CableText"]),
        .testTarget(name: "CableTextTests", dependencies: ["CableCore", "CableText"]),
        // Depends on the executable too, so `swift test` builds the binary the end-to-end tests run.
        // Snapshots/ holds the reviewed output per language that LanguageSnapshotTests reads by path.
        .testTarget(
            name: "CableCLITests", dependencies: ["CableCLI", "CableCore", "CableText", "CablePlatform", "cable"],
            exclude: ["Snapshots"]),
    ]
)
