/// Something that produces coverage spans: a rasterized path, a rectangle, a
/// mask, a glyph run. It clips to the region it was built for and calls the
/// sink row by row, top to bottom, left to right within a row.
protocol CoverageSource {
    func emit<Sink: CoverageSink>(into sink: inout Sink)
}
