/// The starter project for `proofsheet init --platform android|ios|both`: the same tokens and screen as the
/// starter without the option, on that platform's phone, with one formatted number whose digits follow the platform.
extension ProjectTemplate {
    /// The config: the platform's phone (both: one of each, so every cell is drawn on both) and text sizes.
    package static func config(for platforms: Platforms) -> String {
        let android = """
            // Pixel 7: 1080 × 2400 px at 2.625 px per dp, Android's status bar and gesture bar (docs/platforms.md).
            "pixel": "pixel7",
        """
        let ios = """
            // A 6.1-inch iPhone (390 × 844 pt), rendered at 2x to keep the goldens small (docs/spec.md, "Devices").
            "iphone": "phone",
        """
        let devices: String, textScales: String, title: String
        switch platforms {
        case .android:
            devices = android
            title = "Android"
            textScales = """
                // Android font scales (Settings › Font size): the default and the largest, 200 %.
                "textScales": ["fs1.0", "fs2.0"],
            """
        case .ios:
            devices = ios
            title = "iOS"
            textScales = """
                // iOS Dynamic Type sizes: the default (large) and an accessibility size.
                "textScales": ["large", "AX3"],
            """
        case .both:
            devices = android + "\n" + ios
            title = "Android and iOS"
            textScales = """
                // Multipliers, the same on both phones (a size may also be named: "fs2.0" on Android, "AX3" on iOS).
                "textScales": [1.0, 2.0],
            """
        }
        return """
        // Proofsheet project for \(title) (docs/spec.md): every cell of screens × devices × locales × modes × text sizes
        // is rendered, compared with its golden in golden/ and audited. A device's "platform" picks its digits
        // (docs/strings.md, "Digits"). Without a "fonts" path the fonts installed with proofsheet are used.
        {
          "projectRoot": ".",
          "paths": { "screens": "screens", "tokens": "tokens.json", "strings": "strings", "golden": "golden", "output": ".proofsheet" },
          "devices": {
        \(devices)
          },
          "matrix": {
            "locales": ["en", "ar"],
            "modes": ["light", "dark", "highContrastLight", "highContrastDark"],
        \(textScales)
          },
        }

        """
    }

    /// The starter's English strings and a plural with a number (`home.unread`).
    package static var englishPlatformStrings: String {
        englishStrings.replacingOccurrences(of: "\n  \"home.title\": \"Home\",",
                                            with: "\n  \"home.title\": \"Home\",\n  \"home.unread\": { \"one\": \"%d new message\", \"other\": \"%d new messages\" },")
    }

    /// The starter's Arabic strings and `home.unread` in Arabic's six plural forms.
    package static var arabicPlatformStrings: String {
        arabicStrings.replacingOccurrences(of: "\n  \"home.title\": \"الرئيسية\",", with: """

          "home.title": "الرئيسية",
          "home.unread": { "zero": "لا رسائل جديدة", "one": "رسالة جديدة واحدة", "two": "رسالتان جديدتان", "few": "%d رسائل جديدة", "many": "%d رسالة جديدة", "other": "%d رسالة جديدة" },
        """)
    }

    /// The starter's screen with a formatted number under the greeting: `٣` in Arabic on Android, `3` on iOS.
    package static var platformHomeScreen: String {
        homeScreen.replacingOccurrences(
            of: "\n        { \"type\": \"text\", \"id\": \"body\",",
            with: "\n        { \"type\": \"text\", \"id\": \"unread\", \"text\": { \"key\": \"home.unread\", \"args\": [3] }, \"style\": \"body\" },"
                + "\n        { \"type\": \"text\", \"id\": \"body\",")
    }
}
