/// The starter project's config, strings and screen (`proofsheet init`).
extension ProjectTemplate {
    package static let config = #"""
// Proofsheet project (docs/spec.md): every cell of screens × devices × locales × modes × text scales is
// rendered, compared with its golden in golden/ and audited. Without a "fonts" path the fonts installed
// with proofsheet are used.
{
  "projectRoot": ".",
  "paths": { "screens": "screens", "tokens": "tokens.json", "strings": "strings", "golden": "golden", "output": ".proofsheet" },
  "devices": {
    "phone": { "width": 390, "height": 844, "scale": 2, "safeArea": { "top": 47, "bottom": 34 } },
  },
  "matrix": {
    "locales": ["en", "ar"],
    "modes": ["light", "dark", "highContrastLight", "highContrastDark"],
    "textScales": [1.0, 2.0],
  },
}
"""#

    package static let englishStrings = #"""
{
  "home.title": "Home",
  "home.greeting": "Welcome back",
  "home.body": "This screen was written by proofsheet init. Edit screens/home.json and run proofsheet check.",
  "home.notifications": "Notifications",
  "home.account": "Account",
  "home.continue": "Continue",
  "nav.back": "Back",
  "tab.home": "Home",
  "tab.settings": "Settings"
}
"""#

    package static let arabicStrings = #"""
{
  "home.title": "الرئيسية",
  "home.greeting": "مرحبًا بعودتك",
  "home.body": "أنشأ الأمر proofsheet init هذه الشاشة. عدّل الملف screens/home.json ثم شغّل proofsheet check.",
  "home.notifications": "الإشعارات",
  "home.account": "الحساب",
  "home.continue": "متابعة",
  "nav.back": "رجوع",
  "tab.home": "الرئيسية",
  "tab.settings": "الإعدادات"
}
"""#

    package static let homeScreen = #"""
// One screen: a navigation bar, a card of rows, a button and a tab bar (docs/spec.md lists every node type).
{
  "id": "home",
  "title": "Home",
  "root": {
    "type": "vstack",
    "background": "background",
    "children": [
      { "type": "navBar", "title": "home.title" },
      { "type": "scroll", "id": "content", "height": "fill", "padding": "lg", "spacing": "lg", "children": [
        { "type": "text", "id": "greeting", "text": "home.greeting", "style": "title" },
        { "type": "text", "id": "body", "text": "home.body", "style": "body", "color": "textSecondary" },
        { "type": "card", "id": "options", "padding": 0, "spacing": 0, "children": [
          { "type": "toggle", "id": "notifications", "label": "home.notifications", "on": true, "padding": { "horizontal": "lg", "vertical": "sm" } },
          { "type": "divider" },
          { "type": "listRow", "id": "account", "icon": "person", "title": "home.account" }
        ] },
        { "type": "button", "id": "continue", "label": "home.continue" }
      ] },
      { "type": "tabBar", "items": [
        { "icon": "home", "label": "tab.home", "selected": true },
        { "icon": "settings", "label": "tab.settings" }
      ] }
    ]
  }
}
"""#
}
