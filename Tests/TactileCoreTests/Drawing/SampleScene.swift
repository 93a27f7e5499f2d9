import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import TactileCore

/// A kiosk-like scene used by the sample PNG and the repaint measurement: a header bar, a grid of
/// rounded cards with circular badges, a polyline chart, a translucent panel and a rotated sticker.
@MainActor enum SampleScene {
    static func make(width: Double, height: Double, cards: Int = 40) -> Window {
        let window = Window(frame: Rect(x: 0, y: 0, width: width, height: height))
        window.backgroundColor = Color(red: 0.93, green: 0.94, blue: 0.96)
        window.addSubview(colouredView(Rect(x: 0, y: 0, width: width, height: height * 0.08),
                                       Color(red: 0.16, green: 0.2, blue: 0.3)))
        let columns = 8
        let cardWidth = width / Double(columns) - 12
        let rows = (cards + columns - 1) / columns
        let cardHeight = (height * 0.62) / Double(rows) - 12
        for i in 0..<cards {
            let x = 8 + Double(i % columns) * (cardWidth + 12)
            let y = height * 0.1 + Double(i / columns) * (cardHeight + 12)
            let hue = Double(i) / Double(cards)
            let card = DrawingView(frame: Rect(x: x, y: y, width: cardWidth, height: cardHeight)) { _, canvas in
                canvas.fillRoundedRect(Rect(x: 0, y: 0, width: cardWidth, height: cardHeight), radius: 10, with: .white)
                let d = min(cardWidth, cardHeight) * 0.5
                canvas.fillEllipse(in: Rect(x: 8, y: 8, width: d, height: d),
                                   with: Color(red: hue, green: 0.5, blue: 1 - hue))
            }
            window.addSubview(card)
        }
        let chart = DrawingView(frame: Rect(x: 8, y: height * 0.74, width: width * 0.6, height: height * 0.24)) { _, canvas in
            let w = width * 0.6, h = height * 0.24
            canvas.fill(Rect(x: 0, y: 0, width: w, height: h), with: Color(white: 1, alpha: 0.8))
            let points = (0...24).map { i -> Point in
                let t = Double(i) / 24
                let wave = 0.5 + 0.35 * sin(t * 9) * cos(t * 3)
                return Point(x: 10 + t * (w - 20), y: h * (1 - wave))
            }
            canvas.stroke(points, width: 4, color: Color(red: 0.9, green: 0.3, blue: 0.2))
        }
        window.addSubview(chart)
        let panel = colouredView(Rect(x: width * 0.55, y: height * 0.55, width: width * 0.4, height: height * 0.35),
                                 Color(red: 0.1, green: 0.5, blue: 0.9))
        panel.alpha = 0.6
        panel.addSubview(colouredView(Rect(x: 20, y: 20, width: width * 0.15, height: height * 0.1), .white))
        window.addSubview(panel)
        let sticker = DrawingView(frame: Rect(x: width * 0.7, y: height * 0.03, width: width * 0.2, height: height * 0.12)) { _, canvas in
            canvas.fillRoundedRect(Rect(x: 0, y: 0, width: width * 0.2, height: height * 0.12), radius: 12, with: .orange)
            canvas.stroke([Point(x: 12, y: height * 0.06), Point(x: width * 0.2 - 12, y: height * 0.06)], width: 3, color: .white)
        }
        sticker.transform = AffineTransform(rotationAngle: -0.2)
        window.addSubview(sticker)
        return window
    }
}
