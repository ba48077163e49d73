import CableCore
import Foundation
import Testing

/// The sample system files in Fixtures/, found from this file's path.
enum SystemFixtures {
    /// The package root: Tests/CableCoreTests/System/ is three folders below it.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The bytes of `Fixtures/<path>`.
    static func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: root.appendingPathComponent("Fixtures").appendingPathComponent(path)))
    }

    /// `Fixtures/systems/<name>.json`, decoded.
    static func system(_ name: String) throws -> ElectricalSystem {
        try SystemFile.decode(try bytes("systems/\(name).json"))
    }

    /// `Fixtures/systems/<name>.json`, decoded and analysed in the file's own units.
    static func report(_ name: String, units: UnitSystem? = nil) throws -> SystemReport {
        try SystemAnalyzer.analyze(try system(name), units: units)
    }

    /// A system decoded from JSON text written in a test.
    static func decode(_ json: String) throws -> ElectricalSystem {
        try SystemFile.decode(Array(json.utf8))
    }
}
