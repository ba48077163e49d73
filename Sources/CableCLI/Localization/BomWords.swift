import CableCore
import CableText

/// A bill of materials line's item in the language given, as CableText words its typed part
/// (``BillOfMaterials/Part``). Machine formats (JSON, CSV) carry ``english(_:)``.
enum BomWords {
    static func item(_ line: BillOfMaterials.Line, in language: Language) -> String { Words(language).text(line.part) }

    /// The item in English, as the JSON and CSV `item` carry it under every language.
    static func english(_ line: BillOfMaterials.Line) -> String { Words.english.machineText(line.part) }
}
