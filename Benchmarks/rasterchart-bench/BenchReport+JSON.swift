import Glibc

extension BenchReport {
    /// The environment, every scene's numbers and the peak memory as one JSON object,
    /// for scripts (Benchmarks/performance-page.py); times in ms, ratios as in the table.
    func json(runs: Int?) -> String {
        var loads = [Double](repeating: 0, count: 3)
        let load = getloadavg(&loads, 3) == 3 ? "[" + loads.map(JSON.number).joined(separator: ", ") + "]" : "null"
        let scenes = rows.map { scene, m, ratio in
            "    {\"name\": \(JSON.string(scene.name)), \"median_ms\": \(JSON.number(m.median)), "
                + "\"min_ms\": \(JSON.number(m.minimum)), \"mpx_s\": \(JSON.number(scene.pixels / (m.median * 1000))), "
                + "\"runs\": \(m.times.count), \"baseline\": \(scene.baseline.map(JSON.string) ?? "null"), "
                + "\"ratio\": \(ratio.map(JSON.number) ?? "null")}"
        }
        let fields = [
            "\"cpu\": \(JSON.string(BenchEnvironment.cpuModel))",
            "\"cores\": \(sysconf(Int32(_SC_NPROCESSORS_ONLN)))",
            "\"swift\": \(JSON.string(BenchEnvironment.swiftVersion))",
            "\"build\": \(JSON.string(BenchEnvironment.buildConfiguration))",
            "\"c_compiler\": \(JSON.string(BenchEnvironment.cCompiler))",
            "\"date\": \(JSON.string(BenchEnvironment.utcDate))",
            "\"load\": \(load)",
            "\"runs\": \(runs.map(String.init) ?? "null")",
            "\"peak_memory_bytes\": \(PeakMemory.bytes.map(String.init) ?? "null")",
            "\"scenes\": [\n" + scenes.joined(separator: ",\n") + "\n  ]",
        ]
        return "{\n  " + fields.joined(separator: ",\n  ") + "\n}"
    }
}

/// The few JSON literals the report needs (no Foundation here).
enum JSON {
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20: out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// A finite number as Swift prints it (valid JSON, exponent included); null otherwise.
    static func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "null"
    }
}
