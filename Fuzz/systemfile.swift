// libFuzzer target `systemfile`: a system file's bytes through the reader, the validator, the
// analyser, the bill of materials and the editable document's writer.
//
// Built by Scripts/fuzz.sh together with Sources/CableCore into one module, so there is no
// `import CableCore`. Errors are expected answers; a trap or a memory error is a finding, and
// so is a document whose written text `cable` could not read back (the edit commands write that
// text over the user's file).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    SystemFileFuzz.run(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

enum SystemFileFuzz {
    static func run(_ bytes: [UInt8]) {
        do {
            let system = try SystemFile.decode(bytes)
            // The file's own units, and units chosen by the input so both paths run.
            let other = UnitSystem.allCases[bytes.count % UnitSystem.allCases.count]
            for units in [nil, other] {
                do {
                    let report = try SystemAnalyzer.analyze(system, units: units)
                    _ = String(describing: report)
                    let bill = try BillOfMaterials.make(from: report)
                    _ = String(describing: bill)
                } catch {
                    _ = String(describing: error)
                }
            }
        } catch {
            _ = String(describing: error)
        }

        guard let document = try? SystemDocument(bytes: bytes) else { return }
        let text = document.text
        // Written text must read back as the same document and write the same text again.
        let reread: SystemDocument
        do {
            reread = try SystemDocument(bytes: Array(text.utf8))
        } catch {
            fatalError("written system document does not read back: \(error)\n\(text)")
        }
        guard reread.text == text else {
            fatalError("written system document changes when read and written again:\n\(text)\n\(reread.text)")
        }
    }
}
