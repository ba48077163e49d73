/// How the default method takes a conductor's resistance.
public enum ResistanceModel: String, CaseIterable, Sendable {
    /// The published maximum resistance of the size (IEC 60228 for metric sizes, NEC Chapter 9
    /// Table 8 for AWG: ``ConductorResistanceTable``) at the conductor's operating temperature —
    /// the one given, else estimated from its load (``ConductorResistance/estimatedTemperature(current:ampacity:conditions:)``).
    case real
    /// ρ = 0.017 Ω·mm²/m over the nominal area at 20 °C (or at the temperature given): the
    /// formula of most calculators, and of `cable` before real resistance.
    case nominal
}

/// The resistance model a circuit's figures were worked out with: the default method's real or
/// nominal model, or ABYC E-11's K, which holds whatever model is asked for.
public enum AppliedResistanceModel: String, CaseIterable, Sendable {
    /// ``ResistanceModel/real``.
    case real
    /// ``ResistanceModel/nominal``.
    case nominal
    /// ABYC E-11: K = 10.75 Ω·cmil/ft over the SAE J1127 areas.
    case abyc
}

/// The IEC 60228 class of a conductor: how finely it is stranded.
public enum ConductorClass: Int, CaseIterable, Sendable {
    /// Class 2: stranded conductors for fixed installation.
    case class2 = 2
    /// Class 5: flexible conductors, the cable vans and boats are wired with (the default).
    case class5 = 5
    /// Class 6: extra-flexible conductors (welding cable).
    case class6 = 6
}

/// The conductor a circuit's resistance is taken for: the model, and for the real model the
/// IEC 60228 class and whether its strands are tinned.
public struct ConductorResistance: Hashable, Sendable {
    /// Real (published, at operating temperature) or nominal (ρ / A at 20 °C).
    public let model: ResistanceModel
    /// The IEC 60228 class of a metric conductor; AWG sizes are NEC's stranded whatever it is.
    public let conductorClass: ConductorClass
    /// Metal-coated (tinned) strands: IEC 60228's metal-coated column, NEC's coated one.
    public let tinned: Bool

    /// A conductor; the defaults are class 5 plain copper taken at its real resistance.
    public init(model: ResistanceModel = .real, conductorClass: ConductorClass = .class5, tinned: Bool = false) {
        self.model = model
        self.conductorClass = conductorClass
        self.tinned = tinned
    }

    /// Class 5 plain copper at its real resistance.
    public static let `default` = ConductorResistance()
    /// The nominal model: ρ / A at 20 °C.
    public static let nominal = ConductorResistance(model: .nominal)

    /// The ambient temperature the load estimate starts from: 30 °C, the reference ambient of
    /// IEC 60364-5-52's current-carrying capacities in air.
    public static let ambient = Temperature.celsius(30)
    /// The ambient in an engine room: 50 °C, as ABYC E-11 and 33 CFR 183 take engine spaces.
    public static let engineRoomAmbient = Temperature.celsius(50)

    /// The conductor temperature a steady load reaches, estimated:
    /// θ = θ_ambient + (θ_insulation − θ_ambient) · (I / I_z)², with θ_ambient 30 °C (50 °C in an
    /// engine room) and I_z the derated ampacity.
    ///
    /// An estimate, not a thermal calculation: the conductor's temperature rise above ambient
    /// grows with its I²R loss, and its ampacity is the current at which it reaches the
    /// insulation's rating — the relation IEC 60287-1-1 and IEC 60364-5-52 Annex B (B.52.1's
    /// correction of resistance for load) rest on. Above the ampacity, or for a size no table
    /// rates, it is the insulation's rating.
    /// - Parameters:
    ///   - current: the load current.
    ///   - ampacity: the conductor's derated allowable current; nil when not rated.
    ///   - conditions: the insulation rating and whether the run is in an engine room.
    public static func estimatedTemperature(
        current: Current, ampacity: Current?, conditions: InstallationConditions
    ) -> Temperature {
        let ambient = (conditions.engineRoom ? engineRoomAmbient : Self.ambient).degreesCelsius
        let insulation = Double(conditions.insulation.degreesCelsius)
        guard let ampacity, ampacity.amperes > 0, insulation > ambient else { return .celsius(max(insulation, ambient)) }
        let ratio = min(current.amperes / ampacity.amperes, 1)
        return .celsius(ambient + (insulation - ambient) * ratio * ratio)
    }
}
