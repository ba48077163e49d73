extension AmpacityTable {
    /// AWG and kcmil copper conductors.
    ///
    /// 18 AWG to 4/0 AWG: 33 CFR 183.425 Table 5, "Allowable amperage of conductors"
    /// (the same values as ABYC E-11 Table VI), single conductor outside engine spaces, by
    /// insulation rating 60/75/80/90/105/125/200 °C, which apply outside engine spaces
    /// (30 °C ambient). Engine-space factors (50 °C ambient) from the table's note 1 as
    /// reproduced by ABYC E-11 and wire makers' catalogues (Ancor): 0.58, 0.75, 0.79, 0.82,
    /// 0.85, 0.89, 1.00.
    ///
    /// 250 to 500 kcmil: NEC (NFPA 70) Table 310.17, single insulated copper conductors in free
    /// air, 60/75/90 °C; the table's 4/0 row equals 33 CFR's at 60 and 75 °C. Ratings above
    /// 90 °C read the 90 °C value and 80 °C reads the 75 °C value — never more than cited.
    ///
    /// 20 to 24 AWG are not rated by these tables; they are listed but never chosen to carry
    /// a current. Values for 300 kcmil follow the 2017 edition (505 A at 90 °C).
    static let awg = AmpacityTable(
        source: "33 CFR 183.425 Table 5 / ABYC E-11 (to 4/0); NEC Table 310.17 (kcmil)",
        columns: [60, 75, 80, 90, 105, 125, 200],
        engineRoomFactors: [0.58, 0.75, 0.79, 0.82, 0.85, 0.89, 1.00],
        rows: [
            Row(.awg(18), [10, 10, 15, 20, 20, 25, 25]),
            Row(.awg(16), [15, 15, 20, 25, 25, 30, 35]),
            Row(.awg(14), [20, 20, 25, 30, 35, 40, 45]),
            Row(.awg(12), [25, 25, 35, 40, 45, 50, 55]),
            Row(.awg(10), [40, 40, 50, 55, 60, 70, 70]),
            Row(.awg(8), [55, 65, 70, 70, 80, 90, 100]),
            Row(.awg(6), [80, 95, 100, 100, 120, 125, 135]),
            Row(.awg(4), [105, 125, 130, 135, 160, 170, 180]),
            Row(.awg(3), [120, 145, 150, 155, 180, 195, 210]),
            Row(.awg(2), [140, 170, 175, 180, 210, 225, 240]),
            Row(.awg(1), [165, 195, 210, 210, 245, 265, 280]),
            Row(.awg(0), [195, 230, 245, 245, 285, 305, 325]),
            Row(.awg(-1), [225, 265, 285, 285, 330, 355, 370]),
            Row(.awg(-2), [260, 310, 330, 330, 385, 410, 430]),
            Row(.awg(-3), [300, 360, 385, 385, 445, 475, 510]),
            Row(.kcmil(250), [340, 405, 405, 455, 455, 455, 455]),
            Row(.kcmil(300), [375, 445, 445, 505, 505, 505, 505]),
            Row(.kcmil(350), [420, 505, 505, 570, 570, 570, 570]),
            Row(.kcmil(400), [455, 545, 545, 615, 615, 615, 615]),
            Row(.kcmil(500), [515, 620, 620, 700, 700, 700, 700]),
        ]
    )

    /// Metric copper conductors.
    ///
    /// ISO 10133 (small craft, extra-low-voltage DC installations) Table 1 / ISO 13297,
    /// maximum continuous current of single conductors by insulation rating 60/70/85–90/105 °C,
    /// with the same engine-room factors as the AWG table. The standard's 125 and 200 °C columns
    /// are left out (they could not be verified against a public copy), so wire rated above
    /// 105 °C reads the 105 °C column: conservative. 0.5 mm² is not rated:
    /// listed, never chosen to carry a current. Sizes above 150 mm² are credited with the
    /// 150 mm² value (see ``AmpacityTable/rating(of:conditions:)``).
    static let metric = AmpacityTable(
        source: "ISO 10133 / ISO 13297 Table 1",
        columns: [60, 70, 85, 105],
        engineRoomFactors: [0.58, 0.75, 0.82, 0.85],
        rows: [
            Row(.metric(0.75), [6, 10, 12, 16]),
            Row(.metric(1), [8, 14, 18, 20]),
            Row(.metric(1.5), [12, 18, 21, 25]),
            Row(.metric(2.5), [17, 25, 30, 35]),
            Row(.metric(4), [22, 35, 40, 45]),
            Row(.metric(6), [29, 45, 50, 60]),
            Row(.metric(10), [40, 65, 70, 90]),
            Row(.metric(16), [54, 90, 100, 130]),
            Row(.metric(25), [71, 120, 140, 170]),
            Row(.metric(35), [87, 160, 185, 210]),
            Row(.metric(50), [105, 210, 230, 270]),
            Row(.metric(70), [135, 265, 285, 330]),
            Row(.metric(95), [165, 310, 330, 390]),
            Row(.metric(120), [190, 360, 400, 450]),
            Row(.metric(150), [220, 380, 430, 475]),
        ]
    )
}
