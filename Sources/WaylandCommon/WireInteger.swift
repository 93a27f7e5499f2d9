// The rule for integers that came off the wire: a peer may send any value the type can hold, so
// no arithmetic on one may trap. Widen it, or use these checked (nil on overflow) and saturating
// operations, before computing with it. Both sides of the protocol layer and the toolkit use them.

extension FixedWidthInteger {
    /// `self + other`, or nil when the sum does not fit.
    @inlinable package func checkedAdding(_ other: Self) -> Self? {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? nil : sum
    }

    /// `self * other`, or nil when the product does not fit.
    @inlinable package func checkedMultiplying(_ other: Self) -> Self? {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? nil : product
    }
}

extension Int {
    /// `value` rounded toward zero, saturating at `Int`'s bounds; NaN becomes 0.
    @inlinable package init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 0x1p63 {
            self = .max
        } else if value < -0x1p63 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}

extension Int32 {
    /// `value` rounded toward zero, saturating at `Int32`'s bounds; NaN becomes 0.
    @inlinable package init(saturating value: Double) {
        self.init(clamping: Int(saturating: value))
    }
}
