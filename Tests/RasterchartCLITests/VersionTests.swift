import Testing
import RasterchartCLI

@Suite struct VersionTests {
    @Test func versionIsSemantic() {
        #expect(rasterchartVersion.split(separator: ".").count == 3)
    }
}
