import Testing
import TactileCore
@testable import TactileKit
import TactileTesting

/// Characters DejaVu Sans lacks are shaped with a font fontconfig finds for their script — one lookup
/// per script, not per character — remembered in a bounded cache.
@MainActor @Suite struct ScriptFallbackTests {
    let font = Font.systemDefault!

    @Test func devanagariAndCJKDrawRealGlyphsFromAnotherFont() {
        for text in ["नमस्ते दुनिया", "日本語のテキスト", "中文字体"] {
            let layout = font.layout(text, size: 20)
            let visible = layout.glyphs.filter { $0.advance > 0 && $0.inkBounds.width > 0 }
            #expect(!visible.isEmpty)
            #expect(layout.glyphs.allSatisfy { $0.id != 0 }, "tofu in \(text)")
            #expect(visible.allSatisfy { $0.font.familyName != font.familyName }, "\(text) drawn with \(font.familyName)")
        }
    }

    @Test func hebrewDrawsRealGlyphs() {
        let layout = font.layout("שלום עולם", size: 20)
        #expect(layout.glyphs.count == 9)
        #expect(layout.glyphs.allSatisfy { $0.id != 0 })
    }

    @Test func aScriptCostsOneLookupNotOnePerCharacter() {
        let thai = "ภาษาไทยเป็นภาษาที่สวยงามและมีตัวอักษรมากมาย"
        let before = font.fallbackLookupCount
        let layout = font.layout(thai, size: 20)
        #expect(font.fallbackLookupCount - before <= 1)
        #expect(layout.glyphs.allSatisfy { $0.id != 0 })
        // Laid out again: remembered, no lookup.
        let again = font.fallbackLookupCount
        _ = font.layout(thai + " " + thai, size: 20)
        #expect(font.fallbackLookupCount == again)
    }

    @Test func manyScriptsKeepTheCachesBounded() {
        let samples = ["مرحبا", "שלום", "नमस्ते", "বাংলা", "ਪੰਜਾਬੀ", "ગુજરાતી", "தமிழ்", "తెలుగు", "ಕನ್ನಡ", "മലയാളം",
                       "සිංහල", "ไทย", "ລາວ", "ខ្មែរ", "မြန်မာ", "བོད", "ქართ", "Հայերեն", "አማርኛ", "日本", "한국어", "😀"]
        for sample in samples { _ = font.layout(sample, size: 16) }
        #expect(KitGlobals.fonts.fallbacks.count <= FontCache.maximumFallbacks)
        #expect(KitGlobals.fonts.loadedFallbacks.count <= FontCache.maximumLoadedFallbacks)
        var cache = BoundedCache<Int, String>(capacity: 3)
        for i in 0..<3 { cache.set("\(i)", for: i) }
        _ = cache.value(for: 0)                // 0 used recently: 1 is the oldest
        cache.set("3", for: 3)
        #expect(cache.count == 3)
        #expect(cache.value(for: 1) == nil)
        #expect(cache.value(for: 0) == "0" && cache.value(for: 3) == "3")
    }

    @Test func chineseAndKoreanUseTheirOwnFaceOfACollection() {
        // Noto Sans CJK is one .ttc holding JP, KR, SC, TC and HK faces; fontconfig names the face
        // for each language, and the face at that index is the one loaded.
        let cases = [("中文字体", "SC"), ("한국어 텍스트", "KR"), ("ひらがな", "JP")]
        for (text, region) in cases {
            let layout = font.layout(text, size: 20)
            let families = Set(layout.glyphs.filter { $0.inkBounds.width > 0 }.map(\.font.familyName))   // spaces come from DejaVu
            #expect(families.count == 1 && families.first?.hasSuffix(region) == true, "\(text): \(families)")
            #expect(layout.glyphs.allSatisfy { $0.id != 0 })
        }
    }
}
