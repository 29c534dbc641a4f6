import Testing

@testable import ChartData

/// `--numbers`, `--decimals`, `--prefix` and `--suffix`.
@Suite struct ValueFormatTests {
    @Test func groupsThousands() {
        let table: [(Double, String)] = [
            (43_549.06, "43,549.06"), (-43_549.064, "-43,549.06"), (999.995, "1,000.00"), (0, "0.00"),
            (1_234_567.891, "1,234,567.89"), (100, "100.00"), (0.125, "0.13"), (-0.0, "0.00"),
            (0.0123, "0.0123"), (0.000123, "1.23e-4"), (2.5e15, "2.50e15"), (999_999_999_999.99, "999,999,999,999.99"),
        ]
        for (value, text) in table {
            #expect(NumberFormatting.grouped(value, decimals: 2) == text, "value \(value)")
        }
        #expect(NumberFormatting.grouped(1_234_567.5, decimals: 0) == "1,234,568")
        #expect(NumberFormatting.grouped(12_345.678, decimals: 1) == "12,345.7")
        // Past 18 digits, fewer decimals: 17 significant digits are all a double holds.
        #expect(NumberFormatting.grouped(123_456_789_012.5, decimals: 8) == "123,456,789,012.500000")
        #expect(NumberFormatting.grouped(.infinity, decimals: 2) == "inf")
    }

    @Test func separatesOnlyWholeDigits() {
        #expect(NumberFormatting.separatingThousands("1234.5678") == "1,234.5678")
        #expect(NumberFormatting.separatingThousands("-123456") == "-123,456")
        #expect(NumberFormatting.separatingThousands("999") == "999")
        #expect(NumberFormatting.separatingThousands("-999.99") == "-999.99")
    }

    @Test func theDefaultsAreTodaysLabels() {
        let values = [91_892.42, 90_000.5, 88_108.58]
        #expect(ValueFormat().texts(distinguishing: values, notation: .compact) == NumberFormatting.abbreviated(distinguishing: values))
        #expect(ValueFormat().isDefault)
        #expect(!ValueFormat(suffix: " €").isDefault)
    }

    @Test func decimalsAreTakenAsGiven() {
        let format = ValueFormat(decimals: 0)
        #expect(format.text(43_549.06, notation: .grouped) == "43,549")
        #expect(format.text(43_549.06, notation: .compact) == "44K")
        #expect(format.text(2.5e-7, notation: .compact) == "3e-7")
        // Equal texts stay equal: the decimals were asked for.
        #expect(ValueFormat(decimals: 1).texts(distinguishing: [1.001, 1.002], notation: .grouped) == ["1.0", "1.0"])
        #expect(ValueFormat(decimals: 4).text(1.5, notation: .compact) == "1.5000")
    }

    @Test func labelsShownTogetherStayApart() {
        let format = ValueFormat(notation: .grouped)
        #expect(format.texts(distinguishing: [1.0008, 1.0, 0.9993], notation: .compact) == ["1.001", "1.000", "0.999"])
        #expect(format.texts(distinguishing: [91_892.42, 88_108.58], notation: .compact) == ["91,892.42", "88,108.58"])
    }

    @Test func prefixAndSuffixWrapTheNumberAfterItsSign() {
        let dollars = ValueFormat(prefix: "$")
        #expect(dollars.text(-1.5, notation: .grouped) == "-$1.50")
        #expect(dollars.text(43_549.06, notation: .compact) == "$43.55K")
        let euros = ValueFormat(notation: .grouped, suffix: " €")
        #expect(euros.text(1234.5, notation: .compact) == "1,234.50 €")
        #expect(ValueFormat(prefix: "≈", suffix: "%").decorated("-3") == "-≈3%")
    }
}
