import TactileCore

/// Short rectangles and points for the tests' geometry.
func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }
func P(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
