extension Path {
    /// The outline of this path stroked with `style`: closed polygons to be filled
    /// with the non-zero rule (any other rule would leave holes where the stroke
    /// overlaps itself).
    ///
    /// `tolerance` is the largest distance between the outline's flattened curves,
    /// caps and joins and the true ones, in this path's units: to stay within
    /// 0.1 px under a transform, pass 0.1 divided by its `maximumScale`.
    /// A style with no positive finite width gives an empty path.
    public func stroked(_ style: StrokeStyle, tolerance: Double = 0.1) -> Path {
        guard style.width > 0, style.width.isFinite else { return Path() }
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.1
        var stroker = Stroker(style: style, tolerance: tol, expectedElements: elements.count)
        visitSegments(&stroker)
        return Path(elements: stroker.elements)
    }
}

extension Path {
    /// The stroke outline for drawing under `transform`: curves, caps and joins
    /// within 0.1 px once transformed.
    func strokeOutline(_ style: StrokeStyle, transform: Transform) -> Path {
        stroked(style, tolerance: 0.1 / transform.maximumScale)
    }
}
