/// Something that produces coverage spans: a rasterized path, a rectangle, a
/// mask, a glyph run. It clips to the region it was built for; spans may come
/// in any order (a glyph run goes glyph by glyph).
protocol CoverageSource {
    func emit<Sink: CoverageSink>(into sink: inout Sink)
}
