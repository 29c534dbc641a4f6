/// The version `--version` prints.
public let rasterchartVersion = "0.1.0"
