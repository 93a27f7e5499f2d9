#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Tactile

extension Localization {
    /// `cents` of the app's currency written the way the current language writes money
    /// ("€8.50", "8,50 €", Arabic digits in Arabic).
    func price(_ cents: Int) -> String {
        formatted(Decimal(cents) / 100, currencyCode: OrderStrings.currencyCode)
    }
}
