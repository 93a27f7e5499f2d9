import Tactile

/// order-kiosk's strings in English, German, Arabic and Japanese, registered in code: English
/// below, the others from JSON catalogues (`OrderCatalogues`). Screens ask `Localization.string`
/// for each key they show.
public enum OrderStrings {
    /// The languages the language button cycles through, in order.
    public static let languages = ["en", "de", "ar", "ja"]
    /// The currency prices are in.
    public static let currencyCode = "EUR"

    /// English, the development language.
    static let english: [String: String] = [
        "language.name": "English",
        "language.hint": "Changes the language",
        "start.title": "Welcome",
        "start.order": "Touch to order",
        "start.speech": "Speech",
        "start.speech.hint": "Turns on spoken guidance: touch to hear, double-tap to choose",
        "speech.on": "Speech mode is on. Touch the screen to hear what is there, double-tap to choose.",
        "menu.categories": "Categories",
        "menu.cart": "View order",
        "menu.cancel": "Cancel",
        "category.mains": "Burgers",
        "category.sides": "Sides",
        "category.drinks": "Drinks",
        "category.desserts": "Desserts",
        "item.burger": "Cheeseburger",
        "item.veggie": "Veggie burger",
        "item.fries": "Fries",
        "item.salad": "Side salad",
        "item.cola": "Cola",
        "item.lemonade": "Lemonade",
        "item.icecream": "Ice cream",
        "item.brownie": "Brownie",
        "item.size": "Size",
        "size.small": "Small",
        "size.medium": "Medium",
        "size.large": "Large",
        "extra.sauce": "Extra sauce",
        "extra.double": "Double portion",
        "item.note": "Note for the kitchen",
        "item.quantity": "Quantity",
        "item.add": "Add to order",
        "back": "Back",
        "cart.title": "Your order",
        "cart.total": "Total",
        "cart.more": "Add more",
        "cart.empty": "Empty order",
        "cart.pay": "Pay",
        "cart.delete": "Delete",
        "cart.empty.confirm": "Empty the whole order?",
        "cart.nothing": "Your order is empty",
        "cancel": "Cancel",
        "pay.title": "Paying",
        "pay.hint": "Follow the instructions on the card reader",
        "pay.progress": "Payment progress",
        "pay.busy": "Payment in progress",
        "pay.failed": "Payment failed",
        "pay.failed.message": "The payment did not go through.",
        "pay.retry": "Try again",
        "done.title": "Thank you!",
        "done.number": "Your order number",
        "done.new": "New order",
        "idle.title": "Do you need more time?",
        "idle.yes": "Yes, more time",
    ]

    /// Registers every language's strings with `localization`, English as the development language.
    @MainActor public static func register(in localization: Localization) {
        guard !localization.registeredLanguages.contains("ja") || localization.string("start.order") == "start.order" else { return }
        localization.developmentLanguage = "en"
        localization.register(language: "en", strings: english)
        localization.register(language: "de", json: OrderCatalogues.german)
        localization.register(language: "ar", json: OrderCatalogues.arabic)
        localization.register(language: "ja", json: OrderCatalogues.japanese)
    }
}

/// Reading language tags the app is given.
enum LanguageCode {
    /// The language subtag of `tag` ("ar" for "ar-EG", "de" for "de_DE"), lowercased.
    static func primary(of tag: String) -> String {
        String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}
