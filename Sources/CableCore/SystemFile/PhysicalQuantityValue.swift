/// A quantity or plain number a parser can hand to the decoder as its SI value.
protocol PhysicalQuantityValue {
    var siValue: Double { get }
}

extension Double: PhysicalQuantityValue {
    var siValue: Double { self }
}
extension Length: PhysicalQuantityValue {}
extension Current: PhysicalQuantityValue {}
extension Voltage: PhysicalQuantityValue {}
extension Power: PhysicalQuantityValue {}
