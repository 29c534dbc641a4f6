import CFramebuffer
import Testing

@testable import Framebuffer

/// The mode a taken console is given back: the one found, except that a console
/// found in graphics mode (left so by a run killed with its guardian) gets text
/// mode back, or the text console would stay hidden after every later run.
@Suite struct ConsoleModeTests {
    @Test func textModeFoundIsGivenBack() {
        #expect(Console.modeToRestore(found: Int32(KD_TEXT)) == Int32(KD_TEXT))
    }

    @Test func graphicsModeFoundGivesTextModeBack() {
        #expect(Console.modeToRestore(found: Int32(KD_GRAPHICS)) == Int32(KD_TEXT))
    }

    @Test func otherModesFoundAreGivenBack() {
        #expect(Console.modeToRestore(found: Int32(KD_TEXT0)) == Int32(KD_TEXT0))
    }
}
