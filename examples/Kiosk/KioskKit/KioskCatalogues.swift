/// kiosk-demo's translations as JSON string catalogues, built into the binary as string literals
/// (`KioskStrings.register(in:)`); the keys are English's (`KioskStrings.english`).
enum KioskCatalogues {
    static let german = #"""
    {
      "home.title": "Halle des Lichts",
      "home.subtitle": "Berühren Sie ein Bild, um mehr zu erfahren",
      "home.search": "Exponate suchen",
      "detail.back": "Zurück",
      "language.name": "Deutsch",
      "language.hint": "Wechselt die Sprache",
      "exhibit.aurora.title": "Polarlicht",
      "exhibit.aurora.text": "Geladene Teilchen der Sonne treffen auf die obere Atmosphäre und bringen sie grün, rot und violett zum Leuchten. Die Bänder folgen dem Magnetfeld, darum gleicht keine Nacht der anderen.",
      "exhibit.prism.title": "Prisma",
      "exhibit.prism.text": "Glas bricht kurze Wellenlängen stärker als lange, deshalb verlässt weißes Licht ein Prisma als Fächer aus Farben. Newton zeigte mit zwei Prismen, dass die Farben im Licht stecken, nicht im Glas.",
      "exhibit.tides.title": "Gezeiten",
      "exhibit.tides.text": "Der Mond zieht an der ihm zugewandten Seite des Ozeans stärker als an der abgewandten. Zweimal am Tag steigt und fällt das Wasser; wo sich eine Bucht verengt, kann der Unterschied fünfzehn Meter erreichen.",
      "exhibit.dunes.title": "Dünen",
      "exhibit.dunes.text": "Der Wind hebt Sandkörner an und lässt sie knapp hinter dem Kamm fallen, so wandert eine Düne jedes Jahr einige Meter weiter. Ihre Form verrät, woher der Wind meistens weht.",
      "exhibit.orbit.title": "Umlaufbahnen",
      "exhibit.orbit.text": "Jeder Planet fällt auf die Sonne zu und verfehlt sie immer wieder. Je enger die Bahn, desto schneller der Fall: Merkur braucht 88 Tage für einen Umlauf, Neptun 165 Jahre.",
      "exhibit.canopy.title": "Kronendach",
      "exhibit.canopy.text": "Im Regenwald spielt sich das meiste Leben hoch oben ab, wo die Blätter das Licht einfangen. Weniger als zwei Prozent des Sonnenlichts erreichen den Waldboden."
    }
    """#

    static let arabic = #"""
    {
      "home.title": "قاعة الضوء",
      "home.subtitle": "المس صورة لتعرف المزيد",
      "home.search": "ابحث في المعروضات",
      "detail.back": "رجوع",
      "language.name": "العربية",
      "language.hint": "يغيّر اللغة",
      "exhibit.aurora.title": "الشفق القطبي",
      "exhibit.aurora.text": "تلتقي جسيمات مشحونة قادمة من الشمس بالغلاف الجوي العلوي فتجعله يتوهج بالأخضر والأحمر والبنفسجي. تتحرك الأشرطة مع المجال المغناطيسي، فلا تتشابه ليلتان.",
      "exhibit.prism.title": "المنشور",
      "exhibit.prism.text": "يكسر الزجاج الأطوال الموجية القصيرة أكثر من الطويلة، فيخرج الضوء الأبيض من المنشور مروحةً من الألوان. استخدم نيوتن منشورين ليُظهر أن الألوان في الضوء لا في الزجاج.",
      "exhibit.tides.title": "المد والجزر",
      "exhibit.tides.text": "يجذب القمر الجانب القريب من المحيط أقوى من الجانب البعيد. يرتفع الماء وينخفض مرتين في اليوم، وحيث يضيق الخليج قد يبلغ الفرق خمسة عشر مترًا.",
      "exhibit.dunes.title": "الكثبان",
      "exhibit.dunes.text": "ترفع الرياح حبات الرمل وتُسقطها خلف القمة مباشرة، فيزحف الكثيب بضعة أمتار كل عام. ويدل شكله على الاتجاه الذي تهب منه الرياح غالبًا.",
      "exhibit.orbit.title": "المدارات",
      "exhibit.orbit.text": "كل كوكب يسقط نحو الشمس ويخطئها باستمرار. كلما قرب المدار كان السقوط أسرع: يدور عطارد في 88 يومًا، ونبتون في 165 عامًا.",
      "exhibit.canopy.title": "ظلة الغابة",
      "exhibit.canopy.text": "في الغابة المطيرة تعيش معظم الكائنات في الأعالي حيث تلتقط الأوراق الضوء. يصل أقل من اثنين بالمئة من ضوء الشمس إلى أرض الغابة."
    }
    """#

    static let japanese = #"""
    {
      "home.title": "光の展示室",
      "home.subtitle": "写真にタッチして詳しく見る",
      "home.search": "展示を検索",
      "detail.back": "戻る",
      "language.name": "日本語",
      "language.hint": "言語を切り替えます",
      "exhibit.aurora.title": "オーロラ",
      "exhibit.aurora.text": "太陽から届いた荷電粒子が上層大気にぶつかり、緑や赤、紫に光らせます。光の帯は磁場に沿って動くので、同じ夜は二度とありません。",
      "exhibit.prism.title": "プリズム",
      "exhibit.prism.text": "ガラスは短い波長を長い波長より大きく曲げるため、白い光はプリズムを出ると色の扇に分かれます。ニュートンは二つのプリズムで、色がガラスではなく光の中にあることを示しました。",
      "exhibit.tides.title": "潮の満ち引き",
      "exhibit.tides.text": "月は海の近い側を遠い側より強く引きます。一日に二回、水位が上がったり下がったりし、湾が狭まる場所ではその差が十五メートルに達することもあります。",
      "exhibit.dunes.title": "砂丘",
      "exhibit.dunes.text": "風が砂粒を持ち上げ、稜線のすぐ先に落とすので、砂丘は一年に数メートルずつ前進します。その形から、風が最もよく吹く方向がわかります。",
      "exhibit.orbit.title": "軌道",
      "exhibit.orbit.text": "どの惑星も太陽に向かって落ち続け、そして外れ続けています。軌道が近いほど落ちる速さは増し、水星は88日で一周しますが、海王星は165年かかります。",
      "exhibit.canopy.title": "林冠",
      "exhibit.canopy.text": "熱帯雨林では、ほとんどの生き物が葉が光を受ける高い所で暮らしています。林床に届く日光は2パーセントにも満たないのです。"
    }
    """#
}
