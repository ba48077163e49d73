import CableCore
import CableText

/// `cable bom --format pdf`: the bill of materials on A4 pages.
enum BomPDF {
    /// The bill of materials with the characters its fonts could not show.
    static func document(_ bom: BomText, in language: Language) -> PDFDocument {
        var document = PDFDocumentBuilder(
            title: language.tr("{system} — bill of materials", ["system": bom.system]), language: language)
        document.title(language.tr("Bill of materials: {system}", ["system": bom.system]), subtitle: bom.caption)
        document.table(
            PDFTable(
                header: BomText.header(in: language), rows: bom.rows, rightAligned: [2], flexible: [1],
                continuedCaption: language.tr("Bill of materials (continued)")))
        return document.document()
    }
}
