/// The stud or screw a ring terminal goes on, where the part it connects to is known: a fuse
/// holder, a fuse block or a battery switch (``FuseHolder/stud(for:rating:)``,
/// ``BatterySwitch/stud``). Devices, batteries and bus bars do not say theirs, so their ends are
/// listed as "stud size not given".
public enum StudSize: String, CaseIterable, Comparable, Sendable {
    /// #10 screw, about M5.
    case m5
    /// 5/16" stud, about M8.
    case m8
    /// 3/8" stud, about M10.
    case m10
    /// 1/2" stud, about M12.
    case m12

    /// `#10 (M5)`, `5/16" (M8)`, `3/8" (M10)`, `1/2" (M12)`: the inch size makers print first and
    /// the metric one a ring terminal is sold by.
    public var label: String {
        switch self {
        case .m5: "#10 (M5)"
        case .m8: "5/16\" (M8)"
        case .m10: "3/8\" (M10)"
        case .m12: "1/2\" (M12)"
        }
    }

    public static func < (lhs: StudSize, rhs: StudSize) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }
}
