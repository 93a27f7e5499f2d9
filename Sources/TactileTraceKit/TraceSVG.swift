import TactileCore

/// A `TraceDrawing` as SVG text.
public enum TraceSVG {
    public static func render(_ d: TraceDrawing) -> String {
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(d.size.width))\" height=\"\(n(d.size.height))\" "
            + "font-family=\"DejaVu Sans, sans-serif\">\n"
        for s in d.shapes {
            switch s {
            case let .rect(r, c):
                out += "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" \(fill(c))/>\n"
            case let .circle(p, radius, c):
                out += "<circle cx=\"\(n(p.x))\" cy=\"\(n(p.y))\" r=\"\(n(radius))\" \(fill(c))/>\n"
            case let .text(text, p, size, c):
                out += "<text x=\"\(n(p.x))\" y=\"\(n(p.y + size * 0.85))\" font-size=\"\(n(size))\" \(fill(c))>\(escape(text))</text>\n"
            }
        }
        return out + "</svg>\n"
    }

    private static func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(Double(Int(v * 10)) / 10) }

    private static func fill(_ c: Color) -> String {
        func b(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
        return "fill=\"rgb(\(b(c.red)),\(b(c.green)),\(b(c.blue)))\"" + (c.alpha < 1 ? " fill-opacity=\"\(n(c.alpha))\"" : "")
    }

    private static func escape(_ s: String) -> String {
        var out = ""
        for ch in s {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(ch)
            }
        }
        return out
    }
}
