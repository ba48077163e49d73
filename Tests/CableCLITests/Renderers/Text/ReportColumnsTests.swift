import Testing

@testable import CableCLI

/// The circuit table's columns (``ReportText/circuitColumns(withPath:)``): described once each,
/// they give the headers, the flush-right columns and the order a terminal leaves them out.
struct ReportColumnsTests {
    @Test func circuitColumns_withoutPath_areTheElevenOfTheReport() {
        let columns = ReportText.circuitColumns(withPath: false, in: .en)
        #expect(
            columns.header == [
                "Kind", "Name", "Current", "Length", "Conductor", "Drop", "Limit", "Loss", "Fuse", "Fuse within", "Limited by",
            ])
        #expect(columns.numberColumns == [2, 3, 5, 6, 7, 9])
        // Loss, limit, fuse distance, kind, length, limited by, drop, current, fuse; name and conductor stay.
        #expect(columns.dropOrder == [7, 6, 9, 0, 3, 10, 5, 2, 8])
    }

    @Test func circuitColumns_withPath_addThePathDropLeftOutAfterWhatLimited() {
        let columns = ReportText.circuitColumns(withPath: true, in: .en)
        #expect(columns.header.count == 12 && columns.header.last == "Path drop")
        #expect(columns.numberColumns == [2, 3, 5, 6, 7, 9, 11])
        #expect(columns.dropOrder == [7, 6, 9, 0, 3, 10, 11, 5, 2, 8])
    }
}
