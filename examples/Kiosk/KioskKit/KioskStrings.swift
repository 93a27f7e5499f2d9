import Tactile

/// kiosk-demo's strings in English, German, Arabic and Japanese, registered in code: English
/// comes from `Exhibit.all` and the texts below, the others from JSON catalogues
/// (`KioskCatalogues`). The app asks `Localization.string` for each key it shows, so a switch of
/// `preferredLanguages` re-resolves every one of them live.
public enum KioskStrings {
    /// The languages the language button cycles through, in order.
    public static let languages = ["en", "de", "ar", "ja"]

    /// The key of exhibit `picture`'s title ("exhibit.aurora.title").
    static func titleKey(_ picture: String) -> String { "exhibit.\(picture).title" }
    /// The key of exhibit `picture`'s text.
    static func textKey(_ picture: String) -> String { "exhibit.\(picture).text" }

    /// English, the development language: the screens' words and every exhibit.
    static var english: [String: String] {
        var strings = [
            "home.title": "Hall of Light",
            "home.subtitle": "Touch a picture to find out more",
            "home.search": "Search exhibits",
            "detail.back": "Back",
            "language.name": "English",
            "language.hint": "Changes the language",
        ]
        for exhibit in Exhibit.all {
            strings[titleKey(exhibit.picture)] = exhibit.title
            strings[textKey(exhibit.picture)] = exhibit.text
        }
        return strings
    }

    /// Registers every language's strings with `localization`, English as the development language.
    @MainActor public static func register(in localization: Localization) {
        guard !localization.registeredLanguages.contains("ja") else { return }
        localization.developmentLanguage = "en"
        localization.register(language: "en", strings: english)
        localization.register(language: "de", json: KioskCatalogues.german)
        localization.register(language: "ar", json: KioskCatalogues.arabic)
        localization.register(language: "ja", json: KioskCatalogues.japanese)
    }
}

/// Reading language tags the kiosk is given.
enum LanguageCode {
    /// The language subtag of `tag` ("ar" for "ar-EG", "de" for "de_DE"), lowercased.
    static func primary(of tag: String) -> String {
        String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }
}
