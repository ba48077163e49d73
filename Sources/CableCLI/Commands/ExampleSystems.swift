/// The sample systems besides the van, as `cable example NAME` prints them.
///
/// The sailboat (12 V, ABYC E-11, imperial): a 38 ft sloop with the battery bank amidships.
/// Runs are one-way from the main bus: the bow windlass 28 ft, the masthead navigation lights
/// 55 ft (a ~50 ft mast plus the run to its step). Loads are typical catalogue figures: a
/// 1000 W windlass draws about 90 A at working load, a tiller or wheel autopilot 3 to 6 A on
/// average, LED navigation lights 10 W, a 12 V compressor fridge 45 W at about half duty, a
/// 2000 gal/h bilge pump 7 A, a fixed VHF 6 A transmitting (1 h/day at 6 A stands for 12 h of
/// listening at 0.5 A), a 9-inch chart plotter 18 W. An AGM bank of two 200 Ah batteries takes
/// at most 120 A of charge (0.3 C): a 60 A alternator, 15 A of solar and a 40 A shore charger
/// stay below it.
///
/// The cabin (24 V, metric): a LiFePO4 bank of two 25.6 V 200 Ah batteries, a 70 A MPPT
/// charger (a SmartSolar 150/70: 150 V, 50 A PV input) with six Canadian Solar CS6R-400MS,
/// three in series × two strings, 15 m away (cold Voc 121.1 V), a 40 A generator charger and a 3 kW inverter whose AC loads
/// (fridge-freezer, kitchen appliances, washing machine, TV) add up to 2270 W, within its rating.
/// DC loads run 6 to 15 m from the bus. Both pass `cable check` without warnings.
enum ExampleSystems {
    static let sailboat = #"""
        {
          "schemaVersion": 1,
          "name": "Sailboat 38 ft",
          "nominalVoltage": "12V",
          "standard": "abyc",
          "defaults": {
            "criticalMaxDropPercent": 3,
            "insulation": "105C",
            "material": "copper",
            "units": "imperial"
          },
          "loads": [
            { "name": "Anchor windlass", "current": "90A", "length": "28ft", "hoursPerDay": 0.05 },
            { "name": "Autopilot", "current": "5A", "length": "25ft", "hoursPerDay": 8, "critical": true, "feed": "DC panel" },
            { "name": "Navigation lights", "power": "10W", "length": "55ft", "hoursPerDay": 10, "critical": true, "feed": "DC panel" },
            { "name": "Fridge", "power": "45W", "length": "12ft", "hoursPerDay": 12, "feed": "DC panel" },
            { "name": "Bilge pump", "current": "7A", "length": "20ft", "hoursPerDay": 0.3, "critical": true, "feed": "DC panel" },
            { "name": "VHF radio", "current": "6A", "length": "10ft", "hoursPerDay": 1, "critical": true, "feed": "DC panel" },
            { "name": "Chart plotter", "power": "18W", "length": "12ft", "hoursPerDay": 8, "critical": true, "feed": "DC panel" },
            { "name": "Cabin lights", "power": "3W", "quantity": 8, "length": "20ft", "hoursPerDay": 4, "feed": "DC panel" }
          ],
          "batteries": [
            { "name": "House bank", "chemistry": "agm", "capacityAh": 200, "voltage": "12V", "count": 2, "length": "4ft" }
          ],
          "chargers": [
            { "name": "Alternator", "kind": "alternator", "outputCurrent": "60A", "hoursPerDay": 1.5, "length": "10ft" },
            { "name": "Solar MPPT", "kind": "solar", "outputCurrent": "15A", "efficiency": 0.8, "hoursPerDay": 5, "length": "20ft" },
            { "name": "Shore charger", "kind": "shore", "outputCurrent": "40A", "length": "6ft" }
          ],
          "panels": [
            { "name": "DC panel", "length": "8ft" }
          ]
        }

        """#

    static let cabin = #"""
        {
          "schemaVersion": 1,
          "name": "Off-grid cabin",
          "nominalVoltage": "24V",
          "defaults": {
            "maxDropPercent": 3,
            "conductorTemperature": "30C",
            "insulation": "90C",
            "material": "copper",
            "units": "metric"
          },
          "loads": [
            { "name": "LED lighting", "power": "60W", "length": "15m", "hoursPerDay": 5, "feed": "Distribution panel" },
            { "name": "Water pump", "current": "5A", "length": "10m", "hoursPerDay": 0.5, "feed": "Distribution panel" },
            { "name": "Ventilation fan", "power": "20W", "length": "6m", "hoursPerDay": 6, "feed": "Distribution panel" },
            { "name": "Router", "power": "15W", "length": "8m", "hoursPerDay": 24, "critical": true, "feed": "Distribution panel" },
            { "name": "Fridge-freezer", "power": "150W", "hoursPerDay": 8, "inverter": "Inverter 3 kW" },
            { "name": "Kitchen appliances", "power": "1200W", "hoursPerDay": 0.5, "inverter": "Inverter 3 kW" },
            { "name": "Washing machine", "power": "800W", "hoursPerDay": 1, "inverter": "Inverter 3 kW" },
            { "name": "TV and laptop", "power": "120W", "hoursPerDay": 4, "inverter": "Inverter 3 kW" }
          ],
          "batteries": [
            { "name": "LiFePO4 bank", "chemistry": "lifepo4", "capacityAh": 200, "voltage": "25.6V", "count": 2, "length": "1m" }
          ],
          "chargers": [
            { "name": "Solar MPPT", "kind": "solar", "outputCurrent": "70A", "length": "3m", "maxInputVoltage": "150V", "maxInputCurrent": "50A" },
            { "name": "Generator charger", "kind": "generator", "outputCurrent": "40A", "length": "2m" }
          ],
          "inverters": [
            { "name": "Inverter 3 kW", "power": "3000W", "efficiency": 0.93, "idlePower": "20W", "surgePower": "6000W", "length": "1.5m" }
          ],
          "panels": [
            { "name": "Distribution panel", "length": "2m", "diversity": 0.8 }
          ],
          "arrays": [
            {
              "name": "Ground array",
              "charger": "Solar MPPT",
              "module": {
                "voc": "37.0V",
                "isc": "13.85A",
                "vmp": "30.8V",
                "imp": "12.99A",
                "power": "400W",
                "vocTempCoefficient": -0.26,
                "maxSeriesFuse": "25A"
              },
              "series": 3,
              "parallel": 2,
              "length": "15m",
              "peakSunHours": 4
            }
          ]
        }

        """#
}
