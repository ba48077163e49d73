import Foundation
import Testing

/// The HTML report laid out by a real browser: headless Chromium lays the page out at a phone's
/// width (390 px) and a desktop's (1280 px), in every language, and a script added to a copy of
/// the page measures it. Headless Chromium makes no window narrower than 500 px, so the page is
/// opened in an `<iframe>` of the width measured, inside a page 1280 px wide; the script posts its
/// figures to that outer page, which writes them into its DOM for `--dump-dom` to print. The
/// measured `innerWidth` must be the width asked for:
/// - the page never scrolls sideways (`scrollWidth` ≤ `clientWidth` of the document);
/// - at 1280 px no table overflows its box (the inverter table once did); at 390 px a wide
///   table may scroll inside its box, and only there;
/// - no number is split from its unit over two lines (German "2,5 mm²" once was, at 1280 px).
/// Skipped where Chromium is not installed (`apt-get install chromium`; `.ci/run` installs it
/// when the package registry answers).
struct HTMLLayoutTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Measures the page as laid out and appends the figures as JSON in `<pre id="measure">`.
    static let script = #"""
        <script>
        (function () {
          var root = document.documentElement;
          var result = { width: window.innerWidth, page: { scroll: root.scrollWidth, client: root.clientWidth }, boxes: [], splits: [] };
          document.querySelectorAll(".scroll").forEach(function (box) {
            var heading = box.previousElementSibling;
            while (heading && heading.tagName !== "H2") heading = heading.previousElementSibling;
            result.boxes.push({ heading: heading ? heading.textContent : "", scroll: box.scrollWidth, client: box.clientWidth });
          });
          var unit = /\d[\d.,]*[\u00a0 ](?:mm²|AWG|kcmil|Wh\/\S+|h\/\S+|kWh|Wh|Ah|kW|kA|mΩ|Ω|°C|°F|A|V|W|m|ft|%|h)(?![A-Za-zÄÖÜäöüß])/g;
          document.querySelectorAll("td, dd").forEach(function (cell) {
            cell.childNodes.forEach(function (node) {
              if (node.nodeType !== 3) return;
              var match;
              unit.lastIndex = 0;
              while ((match = unit.exec(node.data))) {
                var range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                var tops = {};
                Array.prototype.forEach.call(range.getClientRects(), function (rect) { tops[Math.round(rect.top)] = true; });
                if (Object.keys(tops).length > 1) result.splits.push(match[0]);
              }
            });
          });
          parent.postMessage(JSON.stringify(result), "*");
        })();
        </script>
        """#

    /// The page the report is laid out in: an `<iframe>` `width` pixels wide, and the figures the
    /// report's script posts written into `<pre id="measure">`.
    static func frame(width: Int) -> String {
        """
        <!DOCTYPE html><html><body style="margin:0">
        <script>
        window.addEventListener("message", function (event) {
          var out = document.createElement("pre");
          out.id = "measure";
          out.textContent = event.data;
          document.body.appendChild(out);
        });
        </script>
        <iframe src="report.html" style="width:\(width)px;height:900px;border:0"></iframe>
        </body></html>
        """
    }

    struct Measure: Decodable {
        struct Size: Decodable {
            let scroll: Double
            let client: Double
        }
        struct Box: Decodable {
            let heading: String
            let scroll: Double
            let client: Double
        }
        /// `window.innerWidth`: the width the page was laid out at.
        let width: Double
        let page: Size
        let boxes: [Box]
        let splits: [String]
    }

    /// The van's report in `language`, measured at `width` CSS pixels.
    static func measure(language: String, width: Int) throws -> Measure {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cable-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let van = PackagePaths.root.appendingPathComponent("Fixtures/systems/van.json").path
        let report = try CableProcess.run(["report", van, "--format", "html", "--lang", language])
        #expect(report.status == 0)
        #expect(!report.stdout.contains("<script"))
        let page = folder.appendingPathComponent("report.html")
        try Data(report.stdout.replacingOccurrences(of: "</body>", with: script + "\n</body>").utf8).write(to: page)
        let frame = folder.appendingPathComponent("frame.html")
        try Data(Self.frame(width: width).utf8).write(to: frame)
        let browser = try CableProcess.run(
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1280,900",
                "--virtual-time-budget=5000", "--user-data-dir=\(folder.appendingPathComponent("profile").path)",
                "--dump-dom", frame.absoluteString,
            ], program: URL(fileURLWithPath: try #require(chromium)))
        let dom = browser.stdout
        let start = try #require(dom.range(of: "<pre id=\"measure\">"), "no measurement in the DOM: \(browser.stderr)")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&amp;", with: "&")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        return try JSONDecoder().decode(Measure.self, from: Data(json.utf8))
    }

    @Test(
        .enabled(if: chromium != nil, "needs Chromium (apt-get install chromium); CI does not install it"),
        arguments: ["en", "de", "es", "fr", "nl"], [390, 1280])
    func report_fitsTheScreen_andKeepsNumbersWithTheirUnits(_ language: String, _ width: Int) throws {
        let measure = try Self.measure(language: language, width: width)
        #expect(measure.width == Double(width), "laid out at \(measure.width) px, not \(width) px")
        #expect(measure.page.scroll <= measure.page.client, "the page scrolls sideways at \(width) px")
        // Circuits, the paths' drop, inverters, AC loads, bill of materials and the diagram each in a box.
        #expect(measure.boxes.count == 6)
        if width >= 1280 {
            for box in measure.boxes {
                #expect(box.scroll <= box.client, "'\(box.heading)' overflows its box at \(width) px")
            }
        } else {
            // The boxes are within the page; the circuit table, too wide for a phone, scrolls in its own.
            #expect(measure.boxes.allSatisfy { $0.client <= measure.page.client })
            #expect(measure.boxes.contains { $0.scroll > $0.client })
        }
        #expect(measure.splits.isEmpty, "split from their units: \(measure.splits)")
    }
}
