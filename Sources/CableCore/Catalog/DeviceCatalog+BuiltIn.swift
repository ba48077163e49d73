extension DeviceCatalog {
    /// The built-in catalogue, in the catalogue file format (``CatalogFile``), decoded by
    /// ``builtIn()`` only when a command uses it.
    ///
    /// Every entry names its source: a named model cites its maker's data sheet or manual and the
    /// figure taken; a generic entry ("Compressor fridge 40–50 L") states its basis. The figures
    /// are typical, for planning: a device's own nameplate wins (give it on the command line).
    static let builtInText = #"""
        {
          "schemaVersion": 1,
          "entries": [
            {"id": "fridge-compressor-40l", "name": "Compressor fridge 40–50 L", "kind": "load", "category": "refrigeration",
             "names": {"de": "Kompressor-Kühlbox 40–50 L", "es": "Nevera de compresor 40–50 L", "fr": "Réfrigérateur à compresseur 40–50 L", "nl": "Compressorkoelbox 40–50 L"},
             "tags": ["fridge", "compressor", "cool box"], "voltages": [12, 24], "power": "45W", "dutyCycle": 0.35, "surgePower": "120W",
             "source": "Generic. Basis: Dometic CFX3 45 data sheet (rated input 45 W at 12/24 V DC) and Danfoss/Secop BD35F compressor data (start-up current ~10 A at 12 V for <1 s); duty cycle 30–40 % at 25 °C ambient and 5 °C inside"}
          ]
        }
        """#
}
