import Testing

@testable import ChartData

@Suite struct CSVBarsTests {
    @Test func readsLabelValueRowsWithAndWithoutHeader() throws {
        let expected = BarData.tutorial
        #expect(try readBars("55,3456\n56,5200\n57,4250\n58,3688\n59,4823\n") == expected)
        #expect(try readBars("label,value\n55,3456\n56,5200\n57,4250\n58,3688\n59,4823") == expected)
    }

    @Test func acceptsBOMCRLFBlankLinesAndSpaces() throws {
        let text = "\u{FEFF}label,value\r\n\r\n 55 , 3456 \r\n56,5200\r\n\r\n57,4250\r\n58,3688\r\n59,4823\r\n"
        #expect(try readBars(text) == .tutorial)
        #expect(try readBars("55,3456\r56,5200\r57,4250\r58,3688\r59,4823") == .tutorial)
    }

    @Test func readsQuotedFields() throws {
        let data = try readBars("name,value\n\"Smith, J.\",\"12\"\n\"say \"\"hi\"\"\",3\n\"two\nlines\",4\n")
        #expect(data.labels == ["Smith, J.", "say \"hi\"", "two lines"])
        #expect(data.values == [12, 3, 4])
    }

    @Test func detectsSemicolonAndTabDelimiters() throws {
        #expect(try readBars("a;1\nb;2.5").bars == [Bar(label: "a", value: 1), Bar(label: "b", value: 2.5)])
        #expect(try readBars("a\t1\nb\t2").values == [1, 2])
    }

    /// A semicolon line with decimal commas (regression: commas won, and "Mon;3456,5"
    /// read silently as the bar "Mon;3456" of value 5).
    @Test func semicolonsWinOverDecimalCommas() throws {
        #expect(try readBars("Mon;3456,5\nTue;5200,25\n").bars == [Bar(label: "Mon", value: 3456.5), Bar(label: "Tue", value: 5200.25)])
        #expect(barsError("\"x;y\",1\n") == nil)
    }

    /// Excel's first line "sep=X" names the delimiter (regression: read as a record,
    /// "q.csv:1: value \"\" is not a number").
    @Test func followsExcelsSeparatorLine() throws {
        let bars = [Bar(label: "Mon", value: 5), Bar(label: "Tue", value: 7)]
        #expect(try readBars("sep=;\nlabel;value\nMon;5\nTue;7\n").bars == bars)
        #expect(try readBars("\u{FEFF}sep=,\r\nMon,5\r\nTue,7\r\n").bars == bars)
        #expect(try readBars("sep=\t\nMon\t5\nTue\t7").bars == bars)
        #expect(try readBars("sep=|\nMon;x|5\nTue|7").labels == ["Mon;x", "Tue"])
        #expect(barsError("SEP=;\nMon;5\nTue;x\n", name: "q.csv") == "q.csv:3: value \"x\" is not a number")
        #expect(barsError("sep=;;\nMon;5\n") == "data.csv:1: expected 2 fields (label,value), found 3 fields")
        #expect(try readPrices("sep=;\ndate;close\n2026-11-22;1\n2026-11-23;2\n").values == [1, 2])
    }

    /// A file of only its "sep=" line (regression: "the input is empty", which sent
    /// the user looking at a file that was not).
    @Test func namesALoneSeparatorLine() {
        let message = "data.csv: the input has only the line \"sep=;\", which names the delimiter; no data follows"
        #expect(barsError("sep=;") == message)
        #expect(barsError("\u{FEFF}sep=;\r\n\r\n \n") == message)
        #expect(pricesError("sep=;\n") == message)
        #expect(barsError("SEP=|\n") == "data.csv: the input has only the line \"SEP=|\", which names the delimiter; no data follows")
        #expect(barsError("sep=;\nlabel;value\n") == "data.csv: no data after the header \"label;value\"")
    }

    @Test func readsNumberSpellings() throws {
        #expect(try readBars("a,+1\nb,.5\nc,5.\nd,1e3\ne,1E-2\nf,-0").values == [1, 0.5, 5, 1000, 0.01, 0])
        #expect(try readBars("a,-0").values[0].sign == .plus)
    }

    @Test func truncatesLongLabelsAndCleansControlCharacters() throws {
        let data = try readBars("\"A very long category name indeed\",1\n\"tab\there\",2\n")
        #expect(data.labels[0] == "A very long categ...")
        #expect(data.labels[0].count == 20)
        #expect(data.labels[1] == "tab here")
        let short = try readBars("\"12345678901234567890\",1\n").labels[0]
        #expect(short == "12345678901234567890")
    }

    @Test func reportsBadInputWithOneLine() {
        let cases: [(String, String)] = [
            ("", "data.csv: the input is empty"),
            ("\u{FEFF} \r\n\n", "data.csv: the input is empty"),
            ("label,value\n", "data.csv: no data after the header \"label,value\""),
            ("label;value\n", "data.csv: no data after the header \"label;value\""),
            ("a,1\nb,2\nc,abc\n", "data.csv:3: value \"abc\" is not a number"),
            ("a,1\nb,NaN\n", "data.csv:2: value \"NaN\" is not a finite number"),
            ("a,1\nb,-inf\n", "data.csv:2: value \"-inf\" is not a finite number"),
            ("a,1\nb,1e999\n", "data.csv:2: value \"1e999\" is not a finite number"),
            ("a,1\nb,-3\n", "data.csv:2: bar \"b\" has the value -3: bar values must be ≥ 0"),
            ("a,1\nb,2,3\n", "data.csv:2: expected 2 fields (label,value), found 3 fields"),
            ("a\n", "data.csv:1: expected 2 fields (label,value), found 1 field"),
            ("a,1\n\"b,2\n", "data.csv:2: quoted field is not closed"),
            ("a,1\n\"b\"x,2\n", "data.csv:2: text after a closing quote (write a quote inside a quoted field as \"\")"),
            ("a,0x10\n", "data.csv:1: value \"0x10\" is not a number"),
            ("a,1\nb,\n", "data.csv:2: value \"\" is not a number; the field is empty"),
            // A first row with a number beside its missing value is data, not a header to drop.
            ("55,N/A\n56,5200\n57,4250\n", "data.csv:1: value \"N/A\" is not a number"),
        ]
        for (text, message) in cases {
            #expect(barsError(text) == message, "input: \(text.debugDescription)")
        }
    }

    @Test func refusesMoreBarsThanTheLimit() throws {
        let fifty = (1...50).map { "b\($0),\($0)" }.joined(separator: "\n")
        #expect(try readBars(fifty).bars.count == 50)
        #expect(
            barsError("label,value\n" + fifty + "\nb51,51")
                == "data.csv:52: more than 50 bars: the bar chart shows at most 50; aggregate or pick rows first")
    }

    @Test func refusesOverlongLines() {
        let limits = DataLimits(lineBytes: 100)
        let long = "a," + String(repeating: "1", count: 200)
        #expect(barsError("a,1\n" + long, limits: limits) == "data.csv:2: line is longer than 100 bytes")
        let quoted = "\"" + String(repeating: "x\n", count: 100) + "\",1"
        #expect(barsError(quoted, limits: limits) == "data.csv:1: line is longer than 100 bytes")
    }

    @Test func namesTheSourceAndUTF16() {
        #expect(barsError("a,1\nb,x", name: "stdin") == "stdin:2: value \"x\" is not a number")
        #expect(barsError("a,x", name: "stdin") == "stdin: no data after the header \"a,x\"")
        let utf16: [UInt8] = [0xFF, 0xFE, 0x61, 0x00]
        #expect(throws: DataError(source: "d.csv", problem: .utf16NotSupported)) {
            try BarData(reading: DataInput(name: "d.csv", bytes: utf16))
        }
    }

    /// Regression: a Windows-1252 export read with U+FFFD in its labels, and the
    /// warning blamed the font. Now the line with the first bad byte is named.
    @Test func refusesInvalidUTF8() {
        func message(_ bytes: [UInt8], prices: Bool = false) -> String? {
            let input = DataInput(name: "data.csv", bytes: bytes)
            do {
                if prices { _ = try PriceSeries(reading: input) } else { _ = try BarData(reading: input) }
                return nil
            } catch {
                return error.description
            }
        }
        let notUTF8 = ": not UTF-8 text (save the file as UTF-8)"
        let cafe1252: [UInt8] = Array("label,value\nb,2\ncaf".utf8) + [0xE9] + Array(",1\n".utf8)
        #expect(message(cafe1252) == "data.csv:3" + notUTF8)
        let quoted: [UInt8] = Array("a,1\n\"two\nline".utf8) + [0x96] + Array("\",2\n".utf8)
        #expect(message(quoted) == "data.csv:3" + notUTF8)
        #expect(message(Array("a,1\nb,1".utf8) + [0xC3]) == "data.csv:2" + notUTF8)
        #expect(message([0x64, 0xC0, 0xAF, 0x2C, 0x31]) == "data.csv:1" + notUTF8)
        #expect(message(Array("d".utf8) + [0xE1] + Array("te,close\n2026-11-22,1\n2026-11-23,2\n".utf8), prices: true) == "data.csv:1" + notUTF8)
        #expect(message(Array("café,1\n€,2\n𝄞,3\n".utf8)) == nil)
    }

    @Test func quotesBadValuesShortlyOnOneLine() {
        let junk = String(repeating: "z", count: 100)
        let message = barsError("a,1\nb," + junk) ?? ""
        #expect(message == "data.csv:2: value \"" + String(repeating: "z", count: 40) + "…\" is not a number")
        #expect(barsError("a,1\nb,\"x\ny\"") == "data.csv:2: value \"x?y\" is not a number")
    }
}
