import Glibc
import Testing

/// `--fb` on a regular file: the line that names the screen, and the warning for a
/// canvas that does not fit it (the rest of a kiosk's show is in KioskDataTests and
/// the QEMU test).
@Suite struct FramebufferOutputTests {
    func play(size: String) throws -> Rasterchart.Run {
        try Rasterchart.run(
            ["bars", "--fb", "screen.raw", "--fb-format", "80x48xrgb565", "--size", size, "--fps", "5", "--hold", "0", "--loop", "1"],
            in: try Scratch())
    }

    @Test func aCanvasThatFitsGetsTheScreenLineOnly() throws {
        let run = try play(size: "80x40")
        #expect(run.status == 0, "\(run)")
        let line: Substring = "rasterchart: screen.raw: 80x48 rgb565, 160-byte rows, ordered dither; no vsync: a regular file"
        #expect(run.errorLines == [line], "\(run)")
    }

    /// The line names the dither only where it applies.
    @Test func theScreenLineSaysWhetherItDithers() throws {
        for (format, dither, line) in [
            ("rgb565", "none", "80x48 rgb565, 160-byte rows;"), ("xrgb8888", "ordered", "80x48 xrgb8888, 320-byte rows;"),
        ] {
            let screen = ["--fb", "screen.raw", "--fb-format", "80x48x\(format)", "--dither", dither]
            let run = try Rasterchart.run(["bars"] + screen + ["--fps", "5", "--hold", "0", "--loop", "1"], in: try Scratch())
            #expect(run.status == 0, "\(run)")
            #expect(run.errorLines == ["rasterchart: screen.raw: \(line) no vsync: a regular file"], "\(run)")
        }
    }

    /// A turned screen says so, and the canvas it lays out is turned: a
    /// 48x80 canvas fits an 80x48 screen turned by 90.
    @Test func theScreenLineNamesTheTurn() throws {
        let screen = ["--fb", "screen.raw", "--fb-format", "80x48xxrgb8888", "--rotate", "90", "--size", "80x48"]
        let run = try Rasterchart.run(["bars"] + screen + ["--fps", "5", "--hold", "0", "--loop", "1"], in: try Scratch())
        #expect(run.status == 0, "\(run)")
        #expect(
            run.errorLines == ["rasterchart: screen.raw: 80x48 xrgb8888, 320-byte rows, rotated 90°; no vsync: a regular file"],
            "\(run)")
    }

    /// `--fb auto` on a machine with no screen at all (this one, unless it
    /// has a framebuffer or a DRM card): status 1 and what it looked for.
    @Test(.enabled(if: access("/dev/fb0", F_OK) != 0 && access("/dev/dri", F_OK) != 0))
    func autoWithoutAScreenSaysWhatItLookedFor() throws {
        let run = try Rasterchart.run(["bars", "--fb", "auto", "--quiet"], in: try Scratch())
        #expect(run.status == 1, "\(run)")
        #expect(
            run.errorLines == [
                "rasterchart: --fb auto: no screen found: no /dev/fb0, and no DRM card with a display (no /dev/dri/card*)"
            ], "\(run)")
    }

    /// A canvas wider or taller than the screen is cropped, and says so.
    @Test func aCanvasLargerThanTheScreenIsNamed() throws {
        let run = try play(size: "120x40")
        #expect(run.status == 0, "\(run)")
        #expect(
            run.errorLines.last
                == "rasterchart: warning: the 120x40 canvas is larger than the screen; only its top-left 80x40 is shown",
            "\(run)")
        #expect(run.errorLines.count == 2, "\(run)")
    }
}
