// libFuzzer target `quantity`: every unit-value parser on one string.
//
// Built by Scripts/fuzz.sh together with Sources/CableCore into one module, so there is no
// `import CableCore`. The bytes are read as lossy UTF-8, as the command line reads arguments.
// Errors are expected answers; a trap or a memory error is a finding.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    QuantityFuzz.parseAll(text)
    return 0
}

enum QuantityFuzz {
    static let field = "fuzz"

    /// Runs every parser on `text`; a result or an error's message is rendered so formatting
    /// is exercised too.
    static func parseAll(_ text: String) {
        probe { try QuantityParser.length(text, field: field).meters }
        probe { try QuantityParser.current(text, field: field).amperes }
        probe { try QuantityParser.voltage(text, field: field).volts }
        probe { try QuantityParser.power(text, field: field).watts }
        probe { try QuantityParser.percent(text, field: field) }
        probe { try QuantityParser.temperature(text, field: field).degreesCelsius }
        probe { try QuantityParser.insulation(text, field: field) }
        probe { try QuantityParser.number(text, field: field) }
        probe { try QuantityParser.ampereHours(text, field: field) }
        probe { try QuantityParser.hours(text, field: field) }
        probe { try QuantityParser.lengthList(text, field: field).map(\.meters) }
        probe { try QuantityParser.currentList(text, field: field).map(\.amperes) }
        probe { try QuantityParser.material(text, field: field) }
        probe { try QuantityParser.standard(text, field: field) }
        probe { try QuantityParser.fuseTypes(text, field: field) }
        probe { try QuantityParser.bundledConductors(text, field: field) }
        probe { try QuantityParser.boolean(text, field: field) }
        probe {
            let size = try ConductorSize.parse(text, field: field)
            return [size.label, size.shortLabel, size.awgLabel ?? "", "\(size.area.squareMillimeters)"]
        }
    }

    static func probe<T>(_ body: () throws -> T) {
        do {
            _ = String(describing: try body())
        } catch {
            _ = String(describing: error)
        }
    }
}
