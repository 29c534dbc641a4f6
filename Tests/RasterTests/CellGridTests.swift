import Testing

@testable import Raster

@Suite struct CellGridTests {
    /// Each pixel's cell is the one whose centre, j·f + (f − 1)/2, is at or before it,
    /// and t how far it lies towards the next centre; stepping gives the same.
    @Test(arguments: 1...7)
    func positionsStepLikeTheCellCentres(factor: Int) {
        let grid = CellGrid(factor: factor)
        var stepped = grid.positions(from: -23)
        for p in -23..<40 {
            let centreOffset = Double(factor - 1) / 2
            let expectedCell = Int(((Double(p) - centreOffset) / Double(factor)).rounded(.down))
            let expectedT = (Double(p) - (Double(expectedCell * factor) + centreOffset)) / Double(factor)
            let direct = grid.position(of: p)
            #expect(direct.cell == expectedCell, "f = \(factor), p = \(p)")
            #expect(abs(Double(direct.t) - expectedT) < 1e-6, "f = \(factor), p = \(p)")
            let next = stepped.next()
            #expect(next.cell == direct.cell && next.t == direct.t, "f = \(factor), p = \(p)")
        }
    }
}
