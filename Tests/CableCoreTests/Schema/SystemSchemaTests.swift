import Foundation
import Testing

@testable import CableCore

/// The field table is the one description of the system file format: the decoder's key lists,
/// the editing options and `Fixtures/system.schema.json` come from it.
@Suite("SystemSchema: the field table and the JSON Schema made from it")
struct SystemSchemaTests {
    static let schemaURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/system.schema.json")

    /// `CABLE_UPDATE_SCHEMA=1 swift test --filter SystemSchemaTests` rewrites the file.
    @Test func committedSchema_isTheOneTheTableMakes() throws {
        let generated = SystemSchema.json()
        if ProcessInfo.processInfo.environment["CABLE_UPDATE_SCHEMA"] == "1" {
            try generated.write(to: Self.schemaURL, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: Self.schemaURL, encoding: .utf8)
        #expect(
            committed == generated,
            "Fixtures/system.schema.json is stale: run CABLE_UPDATE_SCHEMA=1 swift test --filter SystemSchemaTests")
    }

    @Test func schema_statesTheTablesRangesAndRequiredKeys() throws {
        let root = try JSONReader.parse(Array(SystemSchema.json().utf8))
        let battery = try #require(root.member("$defs")?.member("battery"))
        let required = try #require(battery.member("required"))
        guard case .array(let names, _) = required else { throw SchemaError.notAnArray }
        #expect(names.compactMap(\.stringValue) == ["name", "chemistry", "capacityAh", "voltage"])
        // capacityAh: 0 < Ah ≤ 100 000 (Limits.capacity), as a number or a string with a unit.
        let capacity = try #require(battery.member("properties")?.member("capacityAh")?.member("oneOf"))
        guard case .array(let alternatives, _) = capacity, let first = alternatives.first else { throw SchemaError.notAnArray }
        #expect(first.member("maximum") == .number(100_000, "100000", JSONPosition(line: 0, column: 0)))
        #expect(first.member("exclusiveMinimum") != nil)
        // A quantity's bound in the table is Limits' (the one range the initialisers check).
        #expect(SystemSchema.capacity.range == Limits.capacity)
        #expect(SystemSchema.quantity.integerRange == 1...1000)
    }

    @Test func keyLists_comeFromTheTable_inTheDocumentedOrder() {
        #expect(
            SystemFile.loadKeys == [
                "name", "power", "current", "voltage", "length", "quantity", "hoursPerDay", "critical", "wire", "fuse",
                "fuseType", "maxDropPercent", "engineRoom", "bundled", "insulation", "parallel", "fuseDistance", "sheathed",
                "inverter", "feed", "surgeCurrent", "surgePower", "surgeSeconds", "catalogId",
            ])
        #expect(SystemFile.arrangementKeys == ["series", "parallel"])
        #expect(
            SystemSchema.keys(of: .load).filter(\.isDCOnly).map(\.key) == [
                "critical", "wire", "fuse", "fuseType", "maxDropPercent", "engineRoom", "bundled", "insulation", "parallel",
                "fuseDistance", "sheathed", "feed", "surgeCurrent", "surgePower", "surgeSeconds",
            ])
    }

    @Test func everyEditingOption_namesAKeyOfItsKinds_andOptionNamesAreUnique() {
        let names = SystemSchema.entityOptions.compactMap(\.field.option?.name)
        #expect(names.count == SystemSchema.entityOptions.count)
        #expect(Set(names).count == names.count)
        for (key, field) in SystemSchema.entityOptions {
            let leaf = String(key.split(separator: ".").last ?? "")
            #expect(field.key == leaf)
            #expect(field.owners.contains { SystemSchema.keyNames(of: $0).contains(leaf) })
        }
    }

    enum SchemaError: Error { case notAnArray }
}
