// The only system import in the raster core: the C maths library's sin, cos,
// atan2, exp and friends, which the Swift standard library does not provide.
// Everything else in Raster is plain Swift.
#if canImport(Glibc)
@_exported import func Glibc.sin
@_exported import func Glibc.cos
@_exported import func Glibc.atan2
@_exported import func Glibc.exp
@_exported import func Glibc.acos
@_exported import func Glibc.pow
@_exported import func Glibc.log
#elseif canImport(Darwin)
@_exported import func Darwin.sin
@_exported import func Darwin.cos
@_exported import func Darwin.atan2
@_exported import func Darwin.exp
@_exported import func Darwin.acos
@_exported import func Darwin.pow
@_exported import func Darwin.log
#endif
