import Testing

@testable import ChartData

/// Numbers as spreadsheets export formatted cells: thousands separators and
/// decimal commas read where only one reading is possible; the rest are refused
/// with a note that says what to write.
@Suite struct FormattedNumberTests {
    @Test(arguments: [
        ("\"1,234.50\"", 1234.5), ("\"12,345,678\"", 12_345_678), ("\"-1,000\"", -1000), ("\"+999,999.9\"", 999_999.9),
        ("\"1,234\"", 1234), ("\"3,5\"", 3.5), ("\"0,125\"", 0.125), ("\"1.234,56\"", 1234.56), ("\"1.234.567\"", 1_234_567),
    ])
    func commaSeparatedFilesReadFormattedValues(field: String, value: Double) throws {
        let prices = try readPrices("time,price\n2026-01-01,1\n2026-01-02,\(field)\n")
        #expect(prices.values == [1, value])
    }

    /// The European export: semicolons between fields, decimal commas, dots grouping.
    @Test func semicolonFilesReadDecimalCommas() throws {
        let bars = try readBars("Monat;Umsatz\nJan;1.234,56\nFeb;3456,5\nMär;0,75\nApr;2.000.000\n")
        #expect(bars.values == [1234.56, 3456.5, 0.75, 2_000_000])
    }

    /// French, Swiss and Apple exports group with spaces and apostrophes and
    /// write U+2212 for minus.
    @Test func spacesAndApostrophesOnlyGroup() throws {
        let bars = try readBars("a;1\u{A0}234,56\nb;1\u{202F}234\u{202F}567\nc;12 345\nd;7,5\n")
        #expect(bars.values == [1234.56, 1_234_567, 12345, 7.5])
        let prices = try readPrices("value\n1'234.50\n\u{2212}2\n\"\u{2212}1 000.5\"\n\u{2212}0.5\n")
        #expect(prices.values == [1234.5, -2, -1000.5, -0.5])
        #expect(barsError("a;1 2\n") != nil && barsError("a;1 234 56\n") != nil && barsError("a;1,234 567\n") != nil)
    }

    /// macOS in the Swiss locales (CLDR de-CH, fr-CH, it-CH) groups with a
    /// right single quotation mark, U+2019, where Windows writes an apostrophe:
    /// Numbers and Excel for Mac export "1’234.50".
    @Test func aRightSingleQuoteGroupsAsTheApostropheDoes() throws {
        #expect(try readBars("Monat;Umsatz\nJan;1\u{2019}234.50\nFeb;12\u{2019}345\u{2019}678\n").values == [1234.5, 12_345_678])
        #expect(barsError("a;1\u{2019}23\n") != nil && barsError("a;\u{2019}123\n") != nil)
    }

    /// A first row whose value has a Unicode minus is data, not a header to drop
    /// (it was dropped: "\u{2212}2" starts with neither a digit nor an ASCII sign).
    @Test func aUnicodeMinusInTheFirstRowIsData() throws {
        #expect(try readPrices("\u{2212}2\n3\n").values == [-2, 3])
        #expect(barsError("a,\u{2212}2\nb,3\n") == "data.csv:1: bar \"a\" has the value \u{2212}2: bar values must be ≥ 0")
    }

    /// "1,234" is a thousand or 1.234: only a comma-separated file, which had
    /// to quote it, says which.
    @Test func aLoneCommaBeforeThreeDigitsIsRefusedOutsideCommaFiles() {
        #expect(barsError("a;1,234\n") == "data.csv:1: value \"1,234\" is not a number; a thousands separator or a decimal comma? write 1234 or 1.234")
        #expect(barsError("a\t5,500\n") == "data.csv:1: value \"5,500\" is not a number; a thousands separator or a decimal comma? write 5500 or 5.500")
    }

    @Test(arguments: [
        "\"1,2,345\"", "\"123,45,678\"", "\"1,234,56,789\"", "\"1,23,4567\"", "\"1.23.456,5\"", "\"0,123,456\"",
        "\"1.234,5.6\"", "\"1,234,5\"", "\",5\"", "\"1,,2\"", "\"1,\"", "\"1e3,5\"", "\"1.5,3\"",
    ])
    func malformedGroupsAreRefused(field: String) {
        #expect(pricesError("time,price\n2026-01-01,1\n2026-01-02,\(field)\n") != nil)
    }

    /// Accounting's parentheses (Excel, bank statements) and a trailing minus
    /// (SAP, some banks) mark negative numbers; both were "not a number".
    @Test func parenthesesAndATrailingMinusAreNegative() throws {
        #expect(try readPrices("time,price\n2026-01-01,(850.00)\n2026-01-02,\"(1,234.50)\"\n").values == [-850, -1234.5])
        #expect(try readPrices("Datum;Betrag\n2026-01-01;850,00-\n2026-01-02;1.234,50-\n2026-01-03;12,5\n").values == [-850, -1234.5, 12.5])
        #expect(try readPrices("value\n850.00-\n3\n(7)\n").values == [-850, 3, -7])
        // A first row holding one is data, not a header.
        #expect(try readPrices("Jan,(5)\nFeb,6\n").values == [-5, 6])
        #expect(barsError("Jan,(5)\nFeb,6\n") == "data.csv:1: bar \"Jan\" has the value (5): bar values must be ≥ 0")
        // Their decimal marks count as others do.
        #expect(pricesError("a;850,00-\nb;1.5\n")?.hasSuffix("line 1's \"850,00-\" a decimal comma; write every value one way") == true)
    }

    @Test(arguments: ["(-5)", "-5-", "+5-", "(5", "5)", "()", "(5)-", "(-)", "5--", "(.)", "\"(1,2)\"", "( 5)", "-"])
    func otherSignsAroundNumbersAreRefused(field: String) {
        #expect(barsError("a,1\nb,\(field)\n") != nil)
    }

    /// investing.com writes volumes, and large prices, with K, M or B after
    /// them ("62.30M"), a column mixing them as its values grow; they were
    /// "not a number".
    @Test func thousandsMillionsAndBillionsByTheirLetter() throws {
        let investing = "\"Date\",\"Price\",\"Vol.\"\n\"2024-01-03\",\"184.25\",\"58.41M\"\n\"2024-01-02\",\"1.23K\",\"950.50K\"\n"
        #expect(try readPrices(investing, column: "Vol.").values == [950_500, 58_410_000])
        #expect(try readPrices(investing).values == [1230, 184.25])
        #expect(try readPrices("value\n62.30M\n4.5B\n-1.5M\n(2K)\n7\n").values == [62_300_000, 4_500_000_000, -1_500_000, -2000, 7])
        #expect(try readPrices("a;62,30M\nb;1,5\n").values == [62_300_000, 1.5])
        #expect(try readBars("a,1.5M\nb,\"1,234K\"\n").values == [1_500_000, 1_234_000])
    }

    /// Other letters after a number are refused, with what to write: "m" is a
    /// million or a thousandth, "MM" a million in accounting, where "M" is a thousand.
    @Test(arguments: ["5m", "5k", "5b", "5MM", "5T", "5Bn", "2.5 M", "1e3K", "K", "-K", "5M-", "5KM"])
    func otherLettersAfterANumberAreRefused(field: String) {
        #expect(pricesError("value\n1\n\(field)\n")?.hasPrefix("data.csv:3: value") == true)
    }

    @Test func otherLettersAfterANumberAreNamed() {
        #expect(
            pricesError("value\n1\n5m\n")
                == "data.csv:3: value \"5m\" is not a number; write it in full (only K, M and B after a number read, as thousands, millions and billions)")
    }

    /// Indian grouping, by lakh and crore ("1,23,456.50"), was "not a number".
    @Test func indianGroupingReads() throws {
        let prices = try readPrices("time,price\n2026-01-01,\"1,23,456.50\"\n2026-01-02,\"10,00,00,000\"\n2026-01-03,\"-12,34,567\"\n")
        #expect(prices.values == [123_456.5, 100_000_000, -1_234_567])
        #expect(try readPrices("a\t(1,23,45,678)\nb\t1\n").values == [-12_345_678, 1])
        #expect(try readBars("a\t1,00,000\nb\t99,999.5\n").values == [100_000, 99_999.5])
    }

    @Test func unitsAreNamed() {
        #expect(barsError("a,1\nb,$2.50\n") == "data.csv:2: value \"$2.50\" is not a number; write it without \"$\"")
        #expect(barsError("a,1\nb,\"€ 1.234,50\"\n") == "data.csv:2: value \"€ 1.234,50\" is not a number; write it without \"€\"")
        #expect(barsError("a,1\nb,15%\n") == "data.csv:2: value \"15%\" is not a number; write it without \"%\"")
        #expect(barsError("a,1\nb,abc\n") == "data.csv:2: value \"abc\" is not a number")
    }

    /// A first row whose value is a number with a unit is data to refuse, not a
    /// header (it was dropped in silence: "a,$2.50" then "b,3" drew one bar, and a line lost its first price).
    @Test func aUnitInTheFirstRowIsNamedToo() throws {
        #expect(barsError("a,$2.50\nb,3\n") == "data.csv:1: value \"$2.50\" is not a number; write it without \"$\"")
        #expect(pricesError("$2.50\n3\n4\n") == "data.csv:1: value \"$2.50\" is not a number; write it without \"$\"")
        #expect(try readBars("Quarter,Growth %\nQ1,15\n").values == [15])
    }

    /// Tab-separated exports carry formatted numbers unquoted (regression: the
    /// comma won, and "Jan\t1,234.50" read as the bar "Jan 1" of 234.50).
    @Test func aTabBetweenFieldsBeatsACommaInsideOne() throws {
        #expect(try readBars("Jan\t1,234.50\nFeb\t2,000.00\n").bars == [Bar(label: "Jan", value: 1234.5), Bar(label: "Feb", value: 2000)])
        #expect(try readBars("label,\tvalue\na,\t1\nb ,\t2\n").values == [1, 2])
        #expect(try readBars("\"a\tb\",1\n").bars == [Bar(label: "a b", value: 1)])
    }

    @Test func aFormattedValueTooLargeIsNotFinite() {
        let huge = "\"1" + String(repeating: ",000", count: 110) + "\""
        #expect(barsError("a,\(huge)\n")?.hasSuffix("is not a finite number") == true)
    }

    /// In a file of decimal commas "1.234" is a thousand; read plainly it
    /// would be 1.234 without a word, so the two marks in one file are refused.
    @Test func oneFileKeepsToOneDecimalMark() {
        #expect(barsError("a;3,5\nb;1.234\n") == "data.csv:2: value \"1.234\" has a decimal point, line 1's \"3,5\" a decimal comma; write every value one way")
        #expect(barsError("a;1.5\nb;2\nc;1.234,5\n") == "data.csv:3: value \"1.234,5\" has a decimal comma, line 1's \"1.5\" a decimal point; write every value one way")
        #expect(barsError("a,\"1,234.5\"\nb,0.25\nc,7\n") == nil)
        #expect(barsError("a;1.234.567\nb;2,5\nc;7\n") == nil)
        #expect(pricesError("time,price\n2026-01-01,\"1.234,5\"\n2026-01-02,\"1,234.5\"\n")?.contains("write every value one way") == true)
    }

    /// German Sheets quotes "1,234" (1.234) in a comma-separated file, read as
    /// a thousand; a later "1,5" was said to clash with a "decimal point" that
    /// "1,234" never had.
    @Test func aValueReadWithGroupsIsSaidToBe() {
        #expect(
            pricesError("Datum,Wert\n2024-01-01,\"1,234\"\n2024-01-02,\"1,5\"\n")
                == "data.csv:3: value \"1,5\" has a decimal comma, but line 2's \"1,234\" was read with its comma grouping thousands; "
                + "if that comma is a decimal one too, export the numbers with decimal points (Google Sheets: File > Settings > Locale)")
        #expect(
            barsError("a;1.234.567\nb;1.5\n")
                == "data.csv:2: value \"1.5\" has a decimal point, but line 1's \"1.234.567\" was read with its points grouping thousands; "
                + "write every value one way")
    }
}
