import Chart
import ChartData
import PNG
import Raster
import Testing

/// Valid data, including its edge cases, through the binary.
///
/// Each run writes the final frame as a PNG; it must equal the frame rendered
/// in-process from the data written out by hand here, so the readers are checked
/// too, not only the drawing.
@Suite struct DataInputTests {
    enum Expected: Sendable {
        case bars([Bar])
        case line([Double], lastTime: Int64?, firstTime: Int64? = nil)
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var chart: String
        var data: [UInt8]
        var options: [String] = []
        var expected: Expected

        var testDescription: String { name }
    }

    /// 2026-11-23T12:00:00Z.
    static let lastTime: Int64 = 1_795_435_200

    static let markets = #"""
        [{"id": "bitcoin", "symbol": "btc", "name": "Bitcoin", "last_updated": "2026-11-23T12:00:00.000Z",
          "current_price": 3, "sparkline_in_7d": {"price": [1, 2.5, 2, 3]}},
         {"id": "ethereum", "symbol": "eth", "name": "Ethereum", "last_updated": "2026-11-23T12:00:00Z",
          "sparkline_in_7d": {"price": [4, 3, 3.5, 1]}}]
        """#

    static func bars(_ name: String, _ text: String, _ bars: [(String, Double)], options: [String] = []) -> Case {
        Case(name: name, chart: "bars", data: Array(text.utf8), options: options, expected: .bars(bars.map { Bar(label: $0, value: $1) }))
    }

    static func line(
        _ name: String, _ text: String, _ values: [Double], lastTime: Int64? = nil, firstTime: Int64? = nil,
        options: [String] = []
    ) -> Case {
        Case(
            name: name, chart: "line", data: Array(text.utf8), options: options,
            expected: .line(values, lastTime: lastTime, firstTime: firstTime))
    }

    static let cases: [Case] = [
        bars("all-equal bars", "a,5\nb,5\nc,5\n", [("a", 5), ("b", 5), ("c", 5)]),
        bars("all-zero bars", "a,0\nb,0\n", [("a", 0), ("b", 0)]),
        bars("one bar", "only,7\n", [("only", 7)]),
        bars("BOM and CRLF", "\u{FEFF}label,value\r\nMon,1200\r\nTue,950.5\r\n", [("Mon", 1200), ("Tue", 950.5)]),
        bars("JSON objects", #"[{"label": "x", "value": 2}, {"label": "y", "value": 40}]"#, [("x", 2), ("y", 40)]),
        bars("JSON numbers", "[3, 1, 2]", [("1", 3), ("2", 1), ("3", 2)]),
        line("all-equal prices", "7\n7\n7\n", [7, 7, 7]),
        line("all-zero prices", "0\n0\n", [0, 0]),
        line("falling prices", "value\n5\n4\n4.5\n1\n", [5, 4, 4.5, 1]),
        line(
            "BOM, CRLF and ISO-8601 times", "\u{FEFF}time,price\r\n2026-11-16T12:00:00Z,10\r\n2026-11-23T12:00:00Z,12\r\n",
            [10, 12], lastTime: lastTime, firstTime: lastTime - 7 * 86_400),
        line("Unix seconds", "1795420800,1\n1795435200,3\n", [1, 3], lastTime: lastTime, firstTime: 1_795_420_800),
        line("Unix milliseconds", "1795420800000,3\n1795435200000,2\n", [3, 2], lastTime: lastTime, firstTime: 1_795_420_800),
        line("JSON numbers", "[1.5, 1.25, 2]", [1.5, 1.25, 2]),
        line("CoinGecko market chart", #"{"prices": [[1795420800000, 90000], [1795435200000, 91000.5]]}"#, [90000, 91000.5], lastTime: lastTime, firstTime: 1_795_420_800),
        line("CoinGecko markets, first coin", markets, [1, 2.5, 2, 3], lastTime: lastTime),
        line("CoinGecko markets, --coin by id", markets, [4, 3, 3.5, 1], lastTime: lastTime, options: ["--coin", "ethereum"]),
        line("CoinGecko markets, --coin by symbol", markets, [4, 3, 3.5, 1], lastTime: lastTime, options: ["--coin", "ETH"]),
        // Wider exports (regression: bars refused anything but label,value: "expected 2 fields").
        bars(
            "bars from an OHLC export", "date,open,high,low,close,volume\n2026-11-20,1,3,0.5,2,100\n2026-11-23,2,4,1,3.5,90\n",
            [("2026-11-20", 2), ("2026-11-23", 3.5)]),
        bars(
            "bars by --column", "month,revenue,cost\nJan,120,80\nFeb,150,90\n", [("Jan", 80), ("Feb", 90)],
            options: ["--column", "COST"]),
        bars(
            "bars labelled by a name column", "id,name,amount\n7,Ann,3\n8,Bo,5\n", [("Ann", 3), ("Bo", 5)],
            options: ["--column", "amount"]),
        bars(
            "bars by a JSON key", #"[{"month": "Jan", "Revenue": 5}, {"month": "Feb", "Revenue": 7.5}]"#,
            [("Jan", 5), ("Feb", 7.5)], options: ["--column", "revenue"]),
        line(
            "line by --column", "date,open,close\n2026-11-16T12:00:00Z,10,11\n2026-11-23T12:00:00Z,12,13\n", [10, 12],
            lastTime: lastTime, firstTime: lastTime - 7 * 86_400, options: ["--column", "Open"]),
        line("line by a JSON key", #"[{"t": 1, "usd": 4}, {"t": 2, "usd": 6}]"#, [4, 6], options: ["--column", "usd"]),
        line("huge values", "1e15\n2.5e15\n", [1e15, 2.5e15]),
        line("negative values", "-3\n-1.5\n-2\n", [-3, -1.5, -2]),
    ]

    static let width = 120, height = 80

    static func renderer(_ expected: Expected) throws -> FrameRenderer {
        switch expected {
        case .bars(let bars): try InProcess.bars(BarData(bars: bars), width: width, height: height)
        case .line(let values, let last, let first):
            try InProcess.line(
                PriceSeries(values: values, lastValueTime: last, firstValueTime: first), width: width, height: height)
        }
    }

    @Test(arguments: cases) func fileData(_ data: Case) throws {
        let scratch = try Scratch()
        try scratch.write("data", data.data)
        let run = try Rasterchart.run(
            [data.chart, "--data", "data", "--png", "end.png", "--size", "\(Self.width)x\(Self.height)"] + data.options, in: scratch)
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        let renderer = try Self.renderer(data.expected)
        let end = try Pixmap(contentsOfPNGFile: scratch.path("end.png"))
        expectSamePixels(end, InProcess.frame(renderer, at: renderer.scene.duration), data.name)
    }

    @Test func standardInput() throws {
        let scratch = try Scratch()
        let run = try Rasterchart.run(
            ["line", "--data", "-", "--png", "end.png", "--size", "\(Self.width)x\(Self.height)"], in: scratch,
            input: Array("time,price\n1795420800,4\n1795435200,6\n".utf8))
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        let renderer = try Self.renderer(.line([4, 6], lastTime: Self.lastTime, firstTime: 1_795_420_800))
        expectSamePixels(try Pixmap(contentsOfPNGFile: scratch.path("end.png")), InProcess.frame(renderer, at: 2.2), "stdin")
    }

    /// Labels the font lacks are drawn as boxes, with one warning line (none with --quiet).
    @Test(arguments: [false, true]) func missingGlyphsWarnOnce(quiet: Bool) throws {
        let scratch = try Scratch()
        try scratch.write("shows.csv", "日本,5\nb,3\n€uro,4\n")
        let run = try Rasterchart.run(
            ["--data", "shows.csv", "--png", "end.png", "--size", "\(Self.width)x\(Self.height)"] + (quiet ? ["--quiet"] : []), in: scratch)
        #expect(run.status == 0 && run.output.isEmpty, "\(run)")
        if quiet {
            #expect(run.error.isEmpty)
        } else {
            #expect(run.errorLines.count == 1, "\(run)")
            #expect(run.error.hasPrefix("rasterchart: warning:") && run.error.contains("'日', '本'") && run.error.contains("boxes"))
        }
        let renderer = try Self.renderer(.bars([Bar(label: "日本", value: 5), Bar(label: "b", value: 3), Bar(label: "€uro", value: 4)]))
        expectSamePixels(try Pixmap(contentsOfPNGFile: scratch.path("end.png")), InProcess.frame(renderer, at: renderer.scene.duration), "boxes")
    }

    /// Accented Latin-1 labels are drawn with their own glyphs: no warning, and not as boxes.
    @Test func accentedLabelsDrawWithoutWarning() throws {
        let scratch = try Scratch()
        try scratch.write("cities.csv", "Zürich,5\nSão Paulo,3\nÑandú,4\n")
        let run = try Rasterchart.run(["--data", "cities.csv", "--png", "end.png", "--size", "\(Self.width)x\(Self.height)"], in: scratch)
        #expect(run.status == 0 && run.output.isEmpty && run.error.isEmpty, "\(run)")
        let boxed = [Bar(label: "Z\u{E000}rich", value: 5), Bar(label: "S\u{E000}o Paulo", value: 3), Bar(label: "\u{E000}and\u{E000}", value: 4)]
        let boxes = try Self.renderer(.bars(boxed))
        #expect(try Pixmap(contentsOfPNGFile: scratch.path("end.png")).bytes != InProcess.frame(boxes, at: boxes.scene.duration).bytes)
    }

    /// Labels in Latin Extended-A, Cyrillic and Greek, and with curly quotes and an
    /// en dash as spreadsheets write them, are drawn with their own glyphs: no
    /// warning, and not as boxes. One label a chart, so that each is drawn whole
    /// (several wide labels would be thinned out or cut, and only what is drawn
    /// is checked for missing characters).
    @Test(arguments: ["Łódź", "Москва", "Αθήνα", "İstanbul", "“Q1 – Q2”"])
    func otherScriptLabelsDrawWithoutWarning(label: String) throws {
        let scratch = try Scratch()
        try scratch.write("cities.csv", "\(label),5\n")
        let run = try Rasterchart.run(["--data", "cities.csv", "--png", "end.png", "--size", "\(Self.width)x\(Self.height)"], in: scratch)
        #expect(run.status == 0 && run.output.isEmpty && run.error.isEmpty, "\(run)")
        let boxes = try Self.renderer(.bars([Bar(label: String(label.map { $0.isASCII ? $0 : "\u{E000}" }), value: 5)]))
        #expect(try Pixmap(contentsOfPNGFile: scratch.path("end.png")).bytes != InProcess.frame(boxes, at: boxes.scene.duration).bytes)
    }

    /// `--coin btc` matching two coins' symbol draws the first, with one warning
    /// line naming it and the other's id (none with --quiet).
    @Test(arguments: [false, true]) func ambiguousCoinWarns(quiet: Bool) throws {
        let scratch = try Scratch()
        let wrapped = Self.markets.replacing("\"eth\"", with: "\"btc\"")
        try scratch.write("m.json", wrapped)
        let run = try Rasterchart.run(
            ["line", "--data", "m.json", "--coin", "btc", "--png", "end.png", "--size", "\(Self.width)x\(Self.height)"]
                + (quiet ? ["--quiet"] : []), in: scratch)
        #expect(run.status == 0 && run.output.isEmpty, "\(run)")
        if quiet {
            #expect(run.error.isEmpty)
        } else {
            #expect(
                run.error
                    == "rasterchart: warning: m.json: 2 coins have the symbol \"btc\"; drew \"bitcoin\", the first;"
                    + " pick another by id: --coin ethereum\n")
        }
        let renderer = try Self.renderer(.line([1, 2.5, 2, 3], lastTime: Self.lastTime))
        expectSamePixels(try Pixmap(contentsOfPNGFile: scratch.path("end.png")), InProcess.frame(renderer, at: 2.2), "btc")
    }

    /// A line of 10⁵ points (the binary reduces it to the pixel grid) still renders the same.
    @Test func largeSeries() throws {
        let values = (0..<100_000).map { Double(($0 * 7919) % 1000) + Double($0) / 100 }
        let scratch = try Scratch()
        let text = values.map { String(Int($0 * 100)) }.joined(separator: "\n")
        let run = try Rasterchart.run(
            ["line", "--data", "-", "--png", "end.png", "--size", "\(Self.width)x\(Self.height)"], in: scratch, input: Array(text.utf8))
        #expect(run.status == 0 && run.error.isEmpty, "\(run)")
        let renderer = try Self.renderer(.line(values.map { Double(Int($0 * 100)) }, lastTime: nil))
        expectSamePixels(try Pixmap(contentsOfPNGFile: scratch.path("end.png")), InProcess.frame(renderer, at: 2.2), "10⁵ points")
    }
}
