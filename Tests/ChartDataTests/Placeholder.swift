import Testing
@testable import ChartData
