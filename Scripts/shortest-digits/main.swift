// Scripts/check-shortest-digits.sh: ShortestDigits against `description` on many doubles.
// Arguments: how many of each random kind, and the seed. Prints the count; exits 1 on a mismatch.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

var state: UInt64 = UInt64(CommandLine.arguments.count > 2 ? CommandLine.arguments[2] : "1")!
func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
}
let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 32)
var failures = 0
var checked = 0
func check(_ value: Double) {
    guard value.isFinite else { return }
    checked += 1
    let count = ShortestDigits.write(value, to: buffer)
    let text = String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
    if text != value.description {
        failures += 1
        if failures < 20 { print("MISMATCH \(value.bitPattern): \(text) vs \(value.description)") }
    }
}
let count = Int(CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "10000000")!
// Every power of ten, and its neighbours.
for e in -323...308 { let v = Double("1e\(e)")!; check(v); check(v.nextUp); check(v.nextDown); check(-v) }
// Subnormals: the smallest ones all, then random.
for bits in UInt64(1)...100_000 { check(Double(bitPattern: bits)) }
// Integers around 2^53 and 10^15..10^17, and powers of two.
for i in -100_000...100_000 { check(0x1p53 + Double(i)); check(1e15 + Double(i)); check(1e16 + Double(i) * 2) }
for e in -1074...1023 { check(Double(sign: .plus, exponent: e, significand: 1)) }
// Random bit patterns, random subnormals, and short decimals (the common case: 2–6 digits).
for _ in 0..<count {
    check(Double(bitPattern: next()))
    let r = next()
    check(Double(bitPattern: r & 0x000F_FFFF_FFFF_FFFF))
    check(Double(r % 1_000_000) / [1, 10, 100, 1000, 10000, 100000, 1e6][Int(r >> 61) % 7])
}
// Decimals of every length 1…17 at every scale 10⁰ … 10⁻¹⁸ (ShortestDigits' fast path
// for n / 10⁸ up to 15 digits, and the values next to them, which it must leave to Schubfach;
// 16 and 17 digits, which it must leave to Schubfach too).
let powers: [UInt64] = (0...17).map { (0..<$0).reduce(1) { product, _ in product * 10 } }
for _ in 0..<count / 4 {
    let r = next()
    let n = next() % powers[1 + Int(r % 17)] + 1
    guard let value = Double("\(n)e-\(Int(r >> 8) % 19)") else { continue }
    check(value)
    check(value.nextUp)
    check(value.nextDown)
}
// The plain short path, n · 10⁻⁸ for 10⁴ ≤ n < 10¹⁵: around its lower edge (10⁻⁴, below which
// the text is exponential) and its upper (10⁷), every n near each power of ten (each count of
// integer digits 0…7), and n with every count of trailing zeros 0…8 in its eight decimals.
for n in UInt64(0)...20_000 { check(Double(n) / 1e8); check(1e7 - Double(n) / 1e8) }
for power in powers.prefix(16) {
    for offset in UInt64(0)...2_000 where power + offset > 1_000 {
        for n in [power + offset, power - min(offset, power)] { let value = Double(n) / 1e8; check(value); check(value.nextUp) }
    }
}
for _ in 0..<count / 4 {
    let r = next()
    let n = (next() % powers[7 + Int(r % 8)] + 1) / powers[Int(r >> 8) % 9] * powers[Int(r >> 8) % 9]
    check(Double(n) / 1e8)
}
// Dragonbox's edges (ShortestDigits.nearest): a short decimal exactly at the end of a rounding
// interval, M = m · 10^j = (2c + 1) · 2^(q−1) for odd m and m · 5^j in [2^53, 2^54) (1e23 is
// one), in the interval of c · 2^q only for an even c and in that of (c + 1) · 2^q only for an
// odd c + 1 — both doubles, and theirs next, for every j and many m; the values on either side
// of a power of two (the one interval that is not as wide below as above, left to Schubfach).
for j in 1...23 {
    let five = (0..<j).reduce(UInt64(1)) { product, _ in product * 5 }
    let low = ((UInt64(1) << 53) + five - 1) / five | 1
    let high = (UInt64(1) << 54) / five
    for index in 0..<min(count / 100, Int((high - low) / 2) + 1) {
        let m = min(low + 2 * UInt64(index), high)
        guard m & 1 == 1, m * five >= 1 << 53, m * five < 1 << 54 else { continue }
        let c = (m * five - 1) / 2
        let value = Double(sign: .plus, exponent: j + 1, significand: Double(c))  // c · 2^q, q = j + 1
        for each in [value, value.nextUp, value.nextUp.nextUp, value.nextDown] { check(each); check(-each) }
    }
}
for e in -1074...1023 {
    let power = Double(sign: .plus, exponent: e, significand: 1)
    for each in [power.nextUp, power.nextUp.nextUp, power.nextDown, power.nextDown.nextDown] { check(each) }
}
// NumberText.writeDigits (every integer written): each below 3 · 10⁶, each near a power of ten,
// and random ones of every length, against `String`.
func checkDigits(_ value: UInt64) {
    checked += 1
    let count = NumberText.writeDigits(value, to: buffer)
    let text = String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
    if text != String(value) {
        failures += 1
        if failures < 20 { print("MISMATCH integer: \(text) vs \(value)") }
    }
}
for value in UInt64(0)..<3_000_000 { checkDigits(value) }
for power in powers + [1_000_000_000_000_000_000, 10_000_000_000_000_000_000, UInt64.max] {
    for offset in UInt64(0)...1_000 { checkDigits(power &+ offset); checkDigits(power &- offset) }
}
for _ in 0..<count / 4 { let r = next(); checkDigits(r >> (r % 64)) }
// NumberText.write (every number a record writes): integral values below 10¹⁵ as integers (−0
// as 0), the rest as `description`; its integer test (`magnitude + 2⁵²`) on every integer and
// half below 2 · 10⁶, their neighbours, each near a power of ten up to 10¹⁵, random ones.
func checkNumber(_ value: Double) {
    guard value.isFinite else { return }
    checked += 1
    let count = NumberText.write(value, to: buffer)
    let text = String(decoding: UnsafeBufferPointer(start: buffer, count: count), as: UTF8.self)
    let integral = value == value.rounded() && value.magnitude < 1e15
    let expected = integral ? (value == 0 ? "0" : String(Int64(value))) : value.description
    if text != expected {
        failures += 1
        if failures < 20 { print("MISMATCH NumberText \(value.bitPattern): \(text) vs \(expected)") }
    }
}
for n in 0..<4_000_000 {
    let value = Double(n) / 2
    for each in [value, -value, value.nextUp, value.nextDown] { checkNumber(each) }
}
for power in powers.prefix(16) {
    for offset in -1_000...1_000 {
        let value = Double(power) + Double(offset) / 2
        for each in [value, -value, value.nextUp, value.nextDown] { checkNumber(each) }
    }
}
for _ in 0..<count / 4 {
    let r = next()
    checkNumber(Double(bitPattern: r))
    checkNumber(Double(r >> (r % 64)))
    checkNumber(Double(r % 2_000_000_000_000_000) / 2)
}
print("checked \(checked) values, \(failures) differ")
if failures > 0 { exit(1) }
