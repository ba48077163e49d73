import CableCore

/// `cable bom --format pdf`: the bill of materials on A4 pages.
enum BomPDF {
    static func render(_ bom: BomText) -> [UInt8] {
        var document = PDFDocumentBuilder(title: "\(bom.system) — bill of materials")
        document.title("Bill of materials: \(bom.system)", subtitle: bom.caption)
        document.table(
            PDFTable(
                header: BomText.header, rows: bom.rows, rightAligned: [2], flexible: [1],
                continuedCaption: "Bill of materials (continued)"))
        return document.pdf()
    }
}
