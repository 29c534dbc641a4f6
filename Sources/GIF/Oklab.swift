#if canImport(Glibc)
import Glibc
#endif

/// A colour in Oklab (Björn Ottosson, 2020): a perceptual space where Euclidean
/// distance tracks visible difference far better than in sRGB, cheap to convert.
/// Used to cluster and match palette colours; exact colours never go through it.
struct Oklab: Hashable, Sendable {
    var l: Float
    var a: Float
    var b: Float

    /// sRGB byte → linear light, for all 256 bytes.
    private static let linear: [Float] = (0..<256).map { i in
        let c = Double(i) / 255
        return Float(c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4))
    }

    /// The Oklab coordinates of a packed `0x00BBGGRR` colour.
    init(packed c: UInt32) {
        let r = Self.linear[Int(c & 0xFF)], g = Self.linear[Int(c >> 8 & 0xFF)], bl = Self.linear[Int(c >> 16 & 0xFF)]
        let lc = cbrtf(0.412_221_47 * r + 0.536_332_54 * g + 0.051_445_99 * bl)
        let mc = cbrtf(0.211_903_5 * r + 0.680_699_5 * g + 0.107_396_96 * bl)
        let sc = cbrtf(0.088_302_46 * r + 0.281_718_84 * g + 0.629_978_7 * bl)
        l = 0.210_454_26 * lc + 0.793_617_8 * mc - 0.004_072_047 * sc
        a = 1.977_998_5 * lc - 2.428_592_2 * mc + 0.450_593_7 * sc
        b = 0.025_904_037 * lc + 0.782_771_77 * mc - 0.808_675_77 * sc
    }

    init(l: Float, a: Float, b: Float) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// The nearest packed sRGB colour, each channel rounded and clamped.
    var packed: UInt32 {
        let lc = l + 0.396_337_78 * a + 0.215_803_76 * b
        let mc = l - 0.105_561_346 * a - 0.063_854_17 * b
        let sc = l - 0.089_484_18 * a - 1.291_485_5 * b
        let lin = lc * lc * lc, m = mc * mc * mc, s = sc * sc * sc
        let r = 4.076_741_7 * lin - 3.307_711_6 * m + 0.230_969_94 * s
        let g = -1.268_438 * lin + 2.609_757_4 * m - 0.341_319_4 * s
        let bl = -0.004_196_086_3 * lin - 0.703_418_6 * m + 1.707_614_7 * s
        return Self.byte(r) | Self.byte(g) << 8 | Self.byte(bl) << 16
    }

    /// Squared Euclidean distance.
    @inline(__always)
    func distanceSquared(to o: Oklab) -> Float {
        let dl = l - o.l, da = a - o.a, db = b - o.b
        return dl * dl + da * da + db * db
    }

    private static func byte(_ linear: Float) -> UInt32 {
        guard linear > 0 else { return 0 }
        let c = linear <= 0.003_130_8 ? 12.92 * linear : 1.055 * powf(linear, 1 / 2.4) - 0.055
        return UInt32(min(255, (c * 255).rounded()))
    }
}
