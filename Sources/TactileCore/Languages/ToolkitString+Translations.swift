/// Tactile's own strings in German, French, Arabic and Japanese (English is `ToolkitString.english`).
extension ToolkitString {
    /// The texts by language subtag; a key a language lacks falls back to English.
    static let translations: [String: [ToolkitString: CatalogueEntry]] = [
        "de": entries(german, plurals: [
            .itemCount: [.one: "%d Eintrag", .other: "%d Einträge"],
            .idleWarningMessage: [.one: "Dieser Bildschirm beginnt in %d Sekunde von vorn.",
                                  .other: "Dieser Bildschirm beginnt in %d Sekunden von vorn."],
        ]),
        "fr": entries(french, plurals: [
            .itemCount: [.one: "%d élément", .other: "%d éléments"],
            .idleWarningMessage: [.one: "Cet écran recommence dans %d seconde.",
                                  .other: "Cet écran recommence dans %d secondes."],
        ]),
        "ar": entries(arabic, plurals: [
            .itemCount: [.zero: "لا عناصر", .one: "عنصر واحد", .two: "عنصران",
                         .few: "%d عناصر", .many: "%d عنصرًا", .other: "%d عنصر"],
            .idleWarningMessage: [.zero: "ستبدأ هذه الشاشة من جديد الآن.",
                                  .one: "ستبدأ هذه الشاشة من جديد بعد ثانية واحدة.",
                                  .two: "ستبدأ هذه الشاشة من جديد بعد ثانيتين.",
                                  .few: "ستبدأ هذه الشاشة من جديد بعد %d ثوانٍ.",
                                  .many: "ستبدأ هذه الشاشة من جديد بعد %d ثانية.",
                                  .other: "ستبدأ هذه الشاشة من جديد بعد %d ثانية."],
        ]),
        "ja": entries(japanese, plurals: [
            .itemCount: [.other: "%d 項目"],
            .idleWarningMessage: [.other: "この画面は %d 秒後に最初に戻ります。"],
        ]),
    ]

    private static func entries(_ texts: [ToolkitString: String],
                                plurals: [ToolkitString: [PluralCategory: String]]) -> [ToolkitString: CatalogueEntry] {
        var result = texts.mapValues { CatalogueEntry.text($0) }
        for (key, forms) in plurals { result[key] = .plural(forms) }
        return result
    }

    private static let german: [ToolkitString: String] = [
        .back: "Zurück", .backTo: "Zurück, %@",
        .undo: "Widerrufen", .redo: "Wiederholen", .cut: "Ausschneiden", .copy: "Kopieren",
        .paste: "Einsetzen", .selectAll: "Alles auswählen",
        .selected: "ausgewählt", .button: "Taste", .link: "Link", .heading: "Überschrift",
        .searchField: "Suchfeld", .image: "Bild", .adjustable: "anpassbar", .tabBar: "Tableiste",
        .dimmed: "abgeblendet",
        .list: "Liste", .grid: "Raster", .rowPosition: "Zeile %1$d von %2$d",
        .itemPosition: "Eintrag %1$d von %2$d", .pagePosition: "Seite %1$d von %2$d", .picker: "Auswahl",
        .refresh: "Aktualisieren", .refreshing: "wird aktualisiert", .dismiss: "Schließen",
        .dismissHint: "Schließt das Menü", .inProgress: "In Bearbeitung", .progressHalted: "Angehalten",
        .on: "ein", .off: "aus", .speechOn: "Sprachausgabe ein",
        .idleWarningTitle: "Brauchen Sie mehr Zeit?", .moreTime: "Mehr Zeit", .ok: "OK", .activate: "Aktivieren",
        .clearText: "Text löschen",
        .nextKeyboard: "Nächste Tastatur", .shift: "Umschalttaste", .capsLock: "Feststelltaste",
        .delete: "Löschen", .letters: "Buchstaben", .symbols: "Symbole", .numbers: "Ziffern",
        .space: "Leerzeichen", .returnKey: "Eingabe", .go: "Los", .search: "Suchen", .done: "Fertig",
        .next: "Weiter", .send: "Senden", .join: "Beitreten",
    ]

    private static let french: [ToolkitString: String] = [
        .back: "Retour", .backTo: "Retour, %@",
        .undo: "Annuler", .redo: "Rétablir", .cut: "Couper", .copy: "Copier", .paste: "Coller",
        .selectAll: "Tout sélectionner",
        .selected: "sélectionné", .button: "bouton", .link: "lien", .heading: "en-tête",
        .searchField: "champ de recherche", .image: "image", .adjustable: "réglable",
        .tabBar: "barre d’onglets", .dimmed: "estompé",
        .list: "Liste", .grid: "Grille", .rowPosition: "ligne %1$d sur %2$d",
        .itemPosition: "élément %1$d sur %2$d", .pagePosition: "page %1$d sur %2$d", .picker: "Sélecteur",
        .refresh: "Actualiser", .refreshing: "actualisation", .dismiss: "Fermer",
        .dismissHint: "Ferme le menu", .inProgress: "En cours", .progressHalted: "Arrêté",
        .on: "activé", .off: "désactivé", .speechOn: "Synthèse vocale activée",
        .idleWarningTitle: "Avez-vous besoin de plus de temps\u{00A0}?", .moreTime: "Plus de temps", .ok: "OK", .activate: "Activer",
        .clearText: "Effacer le texte",
        .nextKeyboard: "Clavier suivant", .shift: "majuscule", .capsLock: "verrouillage des majuscules",
        .delete: "supprimer", .letters: "lettres", .symbols: "symboles", .numbers: "chiffres",
        .space: "espace", .returnKey: "retour", .go: "Aller", .search: "Rechercher", .done: "OK",
        .next: "Suivant", .send: "Envoyer", .join: "Rejoindre",
    ]

    private static let arabic: [ToolkitString: String] = [
        .back: "رجوع", .backTo: "رجوع، %@",
        .undo: "تراجع", .redo: "إعادة", .cut: "قص", .copy: "نسخ", .paste: "لصق", .selectAll: "تحديد الكل",
        .selected: "محدد", .button: "زر", .link: "رابط", .heading: "عنوان", .searchField: "حقل البحث",
        .image: "صورة", .adjustable: "قابل للتعديل", .tabBar: "شريط علامات التبويب", .dimmed: "غير متاح",
        .list: "قائمة", .grid: "شبكة", .rowPosition: "الصف %1$d من %2$d",
        .itemPosition: "العنصر %1$d من %2$d", .pagePosition: "الصفحة %1$d من %2$d", .picker: "منتقي",
        .refresh: "تحديث", .refreshing: "جارٍ التحديث", .dismiss: "إغلاق", .dismissHint: "يغلق القائمة",
        .inProgress: "قيد التنفيذ", .progressHalted: "متوقف", .on: "مفعّل", .off: "غير مفعّل",
        .speechOn: "النطق مفعّل", .idleWarningTitle: "هل تحتاج إلى مزيد من الوقت؟", .moreTime: "مزيد من الوقت", .ok: "حسنًا",
        .activate: "تفعيل", .clearText: "مسح النص",
        .nextKeyboard: "لوحة المفاتيح التالية", .shift: "تبديل", .capsLock: "تثبيت الأحرف الكبيرة",
        .delete: "حذف", .letters: "أحرف", .symbols: "رموز", .numbers: "أرقام", .space: "مسافة",
        .returnKey: "إدخال", .go: "انتقال", .search: "بحث", .done: "تم", .next: "التالي", .send: "إرسال",
        .join: "انضمام",
    ]

    private static let japanese: [ToolkitString: String] = [
        .back: "戻る", .backTo: "戻る、%@",
        .undo: "取り消す", .redo: "やり直す", .cut: "カット", .copy: "コピー", .paste: "ペースト",
        .selectAll: "すべてを選択",
        .selected: "選択中", .button: "ボタン", .link: "リンク", .heading: "見出し",
        .searchField: "検索フィールド", .image: "画像", .adjustable: "調整可能", .tabBar: "タブバー",
        .dimmed: "淡色表示",
        .list: "リスト", .grid: "グリッド", .rowPosition: "%2$d 行中 %1$d 行目",
        .itemPosition: "%2$d 項目中 %1$d 項目目", .pagePosition: "%2$d ページ中 %1$d ページ目",
        .picker: "ピッカー", .refresh: "更新", .refreshing: "更新中", .dismiss: "閉じる",
        .dismissHint: "メニューを閉じます", .inProgress: "処理中", .progressHalted: "停止中",
        .on: "オン", .off: "オフ", .speechOn: "読み上げオン",
        .idleWarningTitle: "もう少し時間が必要ですか？", .moreTime: "時間を延長", .ok: "OK", .activate: "実行",
        .clearText: "テキストを消去",
        .nextKeyboard: "次のキーボード", .shift: "シフト", .capsLock: "キャップスロック", .delete: "削除",
        .letters: "文字", .symbols: "記号", .numbers: "数字", .space: "空白", .returnKey: "改行",
        .go: "開く", .search: "検索", .done: "完了", .next: "次へ", .send: "送信", .join: "接続",
    ]
}
