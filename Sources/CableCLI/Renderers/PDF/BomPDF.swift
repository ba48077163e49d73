import CableCore

/// `cable bom --format pdf`: the bill of materials on A4 pages.
enum BomPDF {
    /// The bill of materials with the characters its fonts could not show.
    static func document(_ bom: BomText) -> PDFDocument {
        var document = PDFDocumentBuilder(title: tr("{system} — bill of materials", ["system": bom.system]))
        document.title(tr("Bill of materials: {system}", ["system": bom.system]), subtitle: bom.caption)
        document.table(
            PDFTable(
                header: BomText.header, rows: bom.rows, rightAligned: [2], flexible: [1],
                continuedCaption: tr("Bill of materials (continued)")))
        return document.document()
    }
}
