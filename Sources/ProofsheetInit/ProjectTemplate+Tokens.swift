/// The starter project's texts (`proofsheet init`).
extension ProjectTemplate {
    package static let tokens = #"""
// Design tokens: the only place raw colours and sizes live. Every role and style below is used by a
// built-in control or one of its states (docs/spec.md "Controls" and "Control states" list which); keep them
// all, change their values freely.
{
  "colors": {
    "background":      { "light": "#F4F5F7", "dark": "#0B0D10", "highContrastLight": "#FFFFFF", "highContrastDark": "#000000" },
    "surface":         { "light": "#FFFFFF", "dark": "#1A1D22", "highContrastLight": "#FFFFFF", "highContrastDark": "#000000" },
    "textPrimary":     { "light": "#111418", "dark": "#F2F4F7", "highContrastLight": "#000000", "highContrastDark": "#FFFFFF" },
    "textSecondary":   { "light": "#4A5361", "dark": "#B4BCC8", "highContrastLight": "#1F2329", "highContrastDark": "#E6E9EE" },
    "accent":          { "light": "#0A5FC2", "dark": "#5AA2FF", "highContrastLight": "#003F8A", "highContrastDark": "#9CC8FF" },
    "onAccent":        { "light": "#FFFFFF", "dark": "#0B0D10", "highContrastLight": "#FFFFFF", "highContrastDark": "#000000" },
    "scrim":           { "light": "#000000", "dark": "#000000", "highContrastLight": "#000000", "highContrastDark": "#000000" },
    "accentTint":      { "light": "#0A5FC21F", "dark": "#5AA2FF29", "highContrastLight": "#003F8A1F", "highContrastDark": "#9CC8FF33" },
    "danger":          { "light": "#C21F1F", "dark": "#FF7A70", "highContrastLight": "#8F0000", "highContrastDark": "#FFB0AA" },
    "onDanger":        { "light": "#FFFFFF", "dark": "#0B0D10", "highContrastLight": "#FFFFFF", "highContrastDark": "#000000" },
    "dangerTint":      { "light": "#C21F1F1F", "dark": "#FF7A7029", "highContrastLight": "#8F00001F", "highContrastDark": "#FFB0AA33" },
    "success":         { "light": "#167937", "dark": "#4CD37B", "highContrastLight": "#0A5A24", "highContrastDark": "#8AF0AE" },
    "successTint":     { "light": "#17803A1F", "dark": "#4CD37B29", "highContrastLight": "#0A5A241F", "highContrastDark": "#8AF0AE33" },
    "warning":         { "light": "#9A5800", "dark": "#F5B94A", "highContrastLight": "#6B3D00", "highContrastDark": "#FFD58A" },
    "warningTint":     { "light": "#9A58001F", "dark": "#F5B94A29", "highContrastLight": "#6B3D001F", "highContrastDark": "#FFD58A33" },
    "info":            { "light": "#0A5FC2", "dark": "#6CB0FF", "highContrastLight": "#003F8A", "highContrastDark": "#9CC8FF" },
    "infoTint":        { "light": "#0A5FC21F", "dark": "#6CB0FF29", "highContrastLight": "#003F8A1F", "highContrastDark": "#9CC8FF33" },
    "neutral":         { "light": "#4A5361", "dark": "#B4BCC8", "highContrastLight": "#1F2329", "highContrastDark": "#E6E9EE" },
    "neutralTint":     { "light": "#4A53611F", "dark": "#B4BCC829", "highContrastLight": "#1F23291F", "highContrastDark": "#E6E9EE33" },
    "border":          { "light": "#828B98", "dark": "#6B7482", "highContrastLight": "#1F2329", "highContrastDark": "#E6E9EE" },
    "divider":         { "light": "#E1E4E8", "dark": "#2A2F36", "highContrastLight": "#5A6270", "highContrastDark": "#A0A8B4" },
    "statusBar":       { "light": "#111418", "dark": "#F2F4F7", "highContrastLight": "#000000", "highContrastDark": "#FFFFFF" },
    "fieldBackground": { "light": "#FFFFFF", "dark": "#111418", "highContrastLight": "#FFFFFF", "highContrastDark": "#000000" },
    "trackOff":        { "light": "#7A838F", "dark": "#7D8794", "highContrastLight": "#1F2329", "highContrastDark": "#E6E9EE" },
    "thumb":           { "light": "#FFFFFF", "dark": "#FFFFFF", "highContrastLight": "#FFFFFF", "highContrastDark": "#FFFFFF" },
    "disabledText":    { "light": "#7A838F", "dark": "#7D8794", "highContrastLight": "#5A6270", "highContrastDark": "#A0A8B4" },
    "disabledSurface": { "light": "#E6E8EB", "dark": "#262A31", "highContrastLight": "#E6E8EB", "highContrastDark": "#262A31" },
    "focusRing":       { "light": "#0A5FC2", "dark": "#9CC8FF", "highContrastLight": "#000000", "highContrastDark": "#FFFFFF" },
    "pressedOverlay":  { "light": "#0000001F", "dark": "#FFFFFF29", "highContrastLight": "#00000033", "highContrastDark": "#FFFFFF3D" },
    // A chart's series in order (docs/charts.md): marks at least 3:1 against the page and the surface, and apart
    // under each colour-vision deficiency.
    "chart.1":         { "light": "#0A5FC2", "dark": "#5AA2FF", "highContrastLight": "#003F8A", "highContrastDark": "#8CBEFF" },
    "chart.2":         { "light": "#C25400", "dark": "#F08A3C", "highContrastLight": "#8F3D00", "highContrastDark": "#FFB27A" },
    "chart.3":         { "light": "#006B54", "dark": "#5FE3C8", "highContrastLight": "#006B54", "highContrastDark": "#66EBC8" },
  },
  "typography": {
    "largeTitle":  { "family": "sans", "size": 32, "lineHeight": 40, "weight": "bold", "maxScale": 1.6 },
    "title":       { "family": "sans", "size": 24, "lineHeight": 31, "weight": "bold", "maxScale": 2.0 },
    "headline":    { "family": "sans", "size": 17, "lineHeight": 23, "weight": "bold" },
    "body":        { "family": "sans", "size": 17, "lineHeight": 23, "weight": "regular" },
    "callout":     { "family": "sans", "size": 16, "lineHeight": 22, "weight": "regular" },
    "subheadline": { "family": "sans", "size": 15, "lineHeight": 21, "weight": "regular" },
    "footnote":    { "family": "sans", "size": 13, "lineHeight": 18, "weight": "regular" },
    "caption":     { "family": "sans", "size": 12, "lineHeight": 16, "weight": "regular", "maxScale": 2.0 },
    "metric":      { "family": "sans", "size": 36, "lineHeight": 44, "weight": "bold", "maxScale": 1.5 },
    "tab":         { "family": "sans", "size": 11, "lineHeight": 14, "weight": "regular", "maxScale": 1.4 },
  },
  "space": { "xxs": 2, "xs": 4, "sm": 8, "md": 12, "lg": 16, "xl": 24, "xxl": 32 },
  "radius": { "sm": 6, "md": 10, "lg": 16, "pill": 999 },
  "touch": { "minTarget": 44, "minSpacing": 8 },
  // Foreground/background pairs `proofsheet tokens` checks in every mode (WCAG 2.2 AA, docs/spec.md
  // "contrastPairs"); a translucent background (a tint) is measured composited over surface, then background.
  "contrastPairs": [
    { "foreground": "textPrimary",   "background":  ["background", "surface"], "kind": "text" },
    { "foreground": "textSecondary", "background":  ["background", "surface"], "kind": "text" },
    { "foreground": "accent",        "background": ["surface"],                "kind": "text" },
    { "foreground": "onAccent",      "background": ["accent"],                 "kind": "text" },
    { "foreground": "onDanger",      "background": ["danger"],                 "kind": "text" },
    { "foreground": "success",       "background": ["successTint"],            "kind": "text" },
    { "foreground": "warning",       "background": ["warningTint"],            "kind": "text" },
    { "foreground": "danger",        "background": ["dangerTint"],             "kind": "text" },
    { "foreground": "info",          "background": ["infoTint"],               "kind": "text" },
    { "foreground": "neutral",       "background": ["neutralTint"],            "kind": "text" },
    { "foreground": "border",        "background":  ["background", "surface"], "kind": "nonText" },
    { "foreground": "trackOff",      "background": ["surface"],                "kind": "nonText" },
    { "foreground": "accent",        "background": ["surface"],                "kind": "nonText" },
    { "foreground": "chart.1",       "background": ["background", "surface"], "kind": "nonText" },
    { "foreground": "chart.2",       "background": ["background", "surface"], "kind": "nonText" },
    { "foreground": "chart.3",       "background": ["background", "surface"], "kind": "nonText" },
  ],
}
"""#
}
