/// The report page's stylesheet: the palette as custom properties (light, then dark for
/// `prefers-color-scheme: dark`), then rules that only use those properties.
extension HTMLReport {
    package static var stylesheet: String {
        ":root {\n" + ReportPalette.light.customProperties(indent: "  ") + "}\n"
            + "@media (prefers-color-scheme: dark) {\n  :root {\n" + ReportPalette.dark.customProperties(indent: "    ") + "  }\n}\n"
            + rules
    }

    private static let rules = #"""
:root {
  color-scheme: light dark;
  --radius: 10px;
  --sans: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", "Helvetica Neue", Arial, sans-serif;
  --mono: ui-monospace, "SFMono-Regular", "DejaVu Sans Mono", Menlo, Consolas, monospace;
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body { margin: 0; background: var(--page); color: var(--text); font: 15px/1.5 var(--sans); }
.wrap { max-width: 1240px; margin-inline: auto; padding-inline: 24px; }
a { color: var(--accent); text-underline-offset: 2px; }
code, kbd { font-family: var(--mono); font-size: 0.9em; }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.skip-link { position: absolute; left: 12px; top: -100px; z-index: 10; padding: 8px 14px; border-radius: 8px; background: var(--card); color: var(--accent); font-weight: 600; }
.skip-link:focus { top: 12px; }
.icon { width: 14px; height: 14px; flex: none; fill: none; stroke: currentColor; stroke-width: 1.6; stroke-linecap: round; stroke-linejoin: round; }

/* Header */
.masthead { background: var(--card); border-bottom: 1px solid var(--hairline); padding: 28px 0 22px; }
.eyebrow { margin: 0; font-size: 12px; font-weight: 600; letter-spacing: 0.08em; text-transform: uppercase; color: var(--muted); }
h1 { margin: 4px 0 2px; font-size: 28px; line-height: 1.2; letter-spacing: -0.01em; overflow-wrap: anywhere; }
.verdict { margin: 0 0 20px; font-size: 16px; color: var(--muted); }
.verdict-attention { color: var(--text); font-weight: 600; }
.tallies { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(150px, 1fr)); gap: 12px; }
.tally { display: flex; flex-direction: column; gap: 2px; padding: 14px 16px; border-radius: var(--radius); background: var(--sunken); color: var(--text); }
.tally-n { font-size: 40px; font-weight: 700; line-height: 1.1; font-variant-numeric: tabular-nums; letter-spacing: -0.02em; }
.tally-label { display: flex; align-items: center; gap: 6px; font-size: 13px; font-weight: 650; }
.tally .icon { width: 16px; height: 16px; }
.tally-pass { background: var(--pass-tint); color: var(--pass-ink); }
.tally-changed { background: var(--changed-tint); color: var(--changed-ink); }
.tally-new { background: var(--new-tint); color: var(--new-ink); }
.tally-error { background: var(--error-tint); color: var(--error-ink); }
.tally.tally-zero { background: var(--sunken); color: var(--muted); }
.provenance { display: flex; flex-wrap: wrap; gap: 6px 28px; margin: 18px 0 0; font-size: 13px; }
.provenance div { display: flex; gap: 8px; align-items: baseline; }
.provenance dt { color: var(--muted); }
.provenance dd { margin: 0; overflow-wrap: anywhere; }
.jump ul { list-style: none; display: flex; flex-wrap: wrap; gap: 8px; margin: 18px 0 0; padding: 0; }
.jump a { display: inline-flex; gap: 6px; align-items: baseline; padding: 3px 12px; border: 1px solid var(--control); border-radius: 999px; color: var(--text); text-decoration: none; font-size: 13px; font-weight: 600; }
.jump a:hover { background: var(--sunken); }
.jump-count { color: var(--error-ink); font-weight: 600; }

/* Sections */
main { padding-bottom: 64px; }
main h2 { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; margin: 36px 0 6px; font-size: 20px; line-height: 1.3; overflow-wrap: anywhere; }
main h3 { margin: 18px 0 8px; font-size: 14px; font-weight: 650; color: var(--muted); }
.count { padding: 1px 9px; border-radius: 999px; background: var(--sunken); color: var(--muted); font-size: 13px; font-weight: 600; }
.section-note { max-width: 75ch; margin: 0 0 16px; color: var(--muted); }
section:focus { outline: none; }
.page-errors { max-width: 1192px; margin: 16px auto 0; padding: 12px 16px; border: 1px solid var(--error-ink); border-radius: var(--radius); background: var(--error-tint); color: var(--error-ink); }
.page-errors p, .page-errors ol { margin: 0; }
.all-clear { display: flex; align-items: center; gap: 10px; margin: 8px 0 0; padding: 14px 16px; border-radius: var(--radius); background: var(--pass-tint); color: var(--pass-ink); font-weight: 600; }
.all-clear .icon { width: 20px; height: 20px; }

/* Badges */
.badge { display: inline-flex; align-items: center; gap: 4px; width: max-content; padding: 2px 9px 2px 6px; border-radius: 999px; font-size: 12px; font-weight: 650; line-height: 1.4; }
.badge-pass { background: var(--pass-tint); color: var(--pass-ink); }
.badge-changed { background: var(--changed-tint); color: var(--changed-ink); }
.badge-new { background: var(--new-tint); color: var(--new-ink); }
.badge-error { background: var(--error-tint); color: var(--error-ink); }

/* Cell tiles */
.tile { appearance: none; display: flex; flex-direction: column; align-items: stretch; gap: 6px; width: 100%; margin: 0; padding: 6px; border: 1px solid var(--hairline); border-radius: var(--radius); background: var(--card); color: inherit; font: inherit; text-align: start; cursor: pointer; }
.tile:hover { border-color: var(--control); background: var(--sunken); }
.thumb { display: block; aspect-ratio: 9 / 16; overflow: hidden; border-radius: 6px; background: var(--sunken); }
.thumb img { display: block; width: 100%; height: 100%; object-fit: contain; }
.thumb-missing { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 6px; border: 1px dashed var(--control); color: var(--muted); font-size: 12px; font-weight: 600; }
.thumb-missing .icon { width: 24px; height: 24px; }
.attention-grid { list-style: none; display: grid; grid-template-columns: repeat(auto-fill, minmax(min(320px, 100%), 1fr)); gap: 14px; margin: 0; padding: 0; }
.tile-wide { flex-direction: row; align-items: flex-start; gap: 14px; height: 100%; padding: 10px; }
.tile-wide .thumb { flex: none; width: 92px; }
.tile-wide[data-status="error"] { box-shadow: inset 4px 0 0 var(--error-ink); }
.tile-wide[data-status="changed"] { box-shadow: inset 4px 0 0 var(--changed-ink); }
.tile-wide[data-status="new"] { box-shadow: inset 4px 0 0 var(--new-ink); }
.tile-body { display: flex; flex-direction: column; gap: 5px; min-width: 0; padding-top: 2px; }
.tile-title { font-size: 15px; font-weight: 650; overflow-wrap: anywhere; }
.tile-meta { color: var(--muted); font-size: 13px; }
.tile-message { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 3; overflow: hidden; font-size: 13px; overflow-wrap: anywhere; }

/* Contact sheets */
.table-scroll { width: fit-content; max-width: 100%; overflow-x: auto; border: 1px solid var(--hairline); border-radius: var(--radius); background: var(--card); }
.contact-sheet { border-collapse: collapse; }
.contact-sheet th, .contact-sheet td { padding: 10px 12px; vertical-align: top; }
.contact-sheet td:last-child { padding-inline-end: 16px; }
.contact-sheet thead th { border-bottom: 1px solid var(--hairline); color: var(--muted); font-size: 12px; font-weight: 600; text-align: start; white-space: nowrap; }
.contact-sheet tbody tr + tr > * { border-top: 1px solid var(--hairline); }
.contact-sheet tbody th { min-width: 150px; padding-inline-start: 16px; font-size: 13px; text-align: start; white-space: nowrap; }
.contact-sheet thead th:first-child { padding-inline-start: 16px; }
.row-locale, .row-mode { display: block; }
.row-mode { color: var(--muted); font-weight: 400; }
.dir { margin-inline-start: 6px; padding: 0 5px; border: 1px solid var(--control); border-radius: 4px; color: var(--muted); font-size: 11px; font-weight: 600; text-decoration: none; }
.contact-sheet .tile { width: 120px; }
.absent-mark { display: flex; align-items: center; justify-content: center; width: 120px; aspect-ratio: 9 / 16; padding: 8px; border: 1px dashed var(--hairline); border-radius: var(--radius); color: var(--muted); font-size: 12px; text-align: center; }
.orphan-list { margin: 0; padding-inline-start: 20px; }
.orphan-list li { margin: 2px 0; }

/* Viewer */
.viewer { width: min(1240px, 96vw); max-height: 94vh; padding: 0; border: 1px solid var(--hairline); border-radius: 14px; background: var(--card); color: var(--text); box-shadow: 0 24px 64px rgb(0 0 0 / 0.35); }
.viewer::backdrop { background: rgb(8 10 14 / 0.62); }
.viewer-head { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: flex-start; gap: 12px 20px; padding: 18px 22px 14px; border-bottom: 1px solid var(--hairline); }
.viewer-heading { min-width: 0; }
#viewer-title:focus { outline: none; }
#viewer-title { margin: 2px 0 6px; font-size: 19px; line-height: 1.3; overflow-wrap: anywhere; }
.viewer-facets { display: flex; flex-wrap: wrap; align-items: center; gap: 10px; margin: 0; color: var(--muted); font-size: 13px; }
.viewer-nav { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.viewer-position { min-width: 9ch; color: var(--muted); font-size: 13px; text-align: center; font-variant-numeric: tabular-nums; }
.button { display: inline-flex; align-items: center; gap: 6px; padding: 6px 12px; border: 1px solid var(--control); border-radius: 8px; background: var(--card); color: var(--text); font: inherit; font-size: 13px; font-weight: 600; cursor: pointer; }
.button:hover { background: var(--sunken); }
.button:disabled { opacity: 0.45; cursor: default; }
.button-close { padding: 7px; }
.button-close .icon { width: 16px; height: 16px; stroke-width: 2; }
.viewer-message { margin: 14px 22px 0; padding: 10px 14px; border-radius: 8px; background: var(--sunken); font-size: 14px; overflow-wrap: anywhere; }
.modes { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 14px 22px 0; padding: 0; border: 0; }
.modes legend { float: left; margin-inline-end: 8px; padding: 0; color: var(--muted); font-size: 13px; font-weight: 600; }
.modes label { position: relative; }
.modes input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: pointer; }
.modes label span { display: inline-block; padding: 4px 12px; border: 1px solid var(--control); border-radius: 999px; font-size: 13px; font-weight: 600; }
.modes input:checked + span { border-color: var(--text); background: var(--text); color: var(--card); }
.modes input:focus-visible + span { outline: 3px solid var(--focus); outline-offset: 2px; }
.panel { padding: 14px 22px 16px; }
.panel[hidden] { display: none; }
.panel-side { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; }
.panel-side figure { display: flex; flex-direction: column; gap: 6px; min-width: 0; margin: 0; }
figcaption { font-size: 13px; font-weight: 650; }
.figure-note { color: var(--muted); font-weight: 400; }
.frame, .stack { background-color: var(--sunken); background-image: conic-gradient(var(--hairline) 25%, transparent 0 50%, var(--hairline) 0 75%, transparent 0); background-size: 16px 16px; border-radius: 8px; }
.frame { display: flex; align-items: center; justify-content: center; min-height: 180px; overflow: hidden; }
.shot { position: relative; display: inline-block; line-height: 0; }
.shot[hidden] { display: none; }
.shot img { display: block; max-width: 100%; max-height: 60vh; }
.placeholder { margin: 0; padding: 24px 16px; color: var(--muted); font-size: 13px; font-weight: 600; text-align: center; }
.stack { position: relative; display: grid; width: fit-content; max-width: 100%; margin-inline: auto; overflow: hidden; }
.stack[hidden] { display: none; }
.stack > img { grid-area: 1 / 1; display: block; max-width: 100%; max-height: 62vh; }
.layer-clip { clip-path: inset(0 0 0 var(--split, 50%)); }
.shot img.band, .stack > img.band { position: absolute; left: 0; width: 100%; max-width: none; max-height: none; }
.shot img.band[hidden], .stack > img.band[hidden] { display: none; }
.shot-diff { background: var(--diff-ground); }
.shot-diff .faded { position: relative; filter: grayscale(1) opacity(0.1); }
.shot img.marks, .shot img.legend-screenshot { position: absolute; left: 0; top: 0; width: 100%; height: 100%; max-width: none; max-height: none; }
.shot img.marks[hidden], .shot img.legend-screenshot[hidden] { display: none; }
.shot-legend > img:first-child { position: relative; z-index: 1; }
.panel-side[data-view="a11y"] > figure { grid-column: span 2; }
.page-legend { display: flex; align-items: flex-start; gap: 16px; padding: 8px; max-width: 100%; }
.page-legend[hidden] { display: none; }
.legend-shot { position: relative; flex: 1 1 0; min-width: 120px; line-height: 0; display: flex; justify-content: center; }
.legend-shot > .legend-frame { position: relative; max-width: 100%; }
.legend-shot img { display: block; max-width: 100%; max-height: 60vh; }
.legend-boxes { position: absolute; inset: 0; }
.legend-box { position: absolute; box-sizing: border-box; border: 2px solid; border-radius: 2px; }
.legend-badge { position: absolute; top: 0; left: 0; padding: 0 3px; border-radius: 2px; color: var(--legend-ground); font: 600 11px/15px system-ui, sans-serif; }
.page-legend[dir="rtl"] .legend-badge { left: auto; right: 0; }
.legend-list { flex: 1 1 0; min-width: 160px; max-width: 360px; margin: 0; padding: 12px 16px; list-style: none; background: var(--legend-ground); color: var(--legend-ink); border-radius: 6px; font-size: 13px; line-height: 1.35; text-align: start; }
.legend-list li { display: flex; align-items: baseline; gap: 6px; margin: 0 0 6px; }
.legend-swatch { flex: 0 0 10px; height: 10px; border-radius: 2px; }
.stack > img[data-layer="actual"] { position: relative; }
.split-line { position: absolute; top: 0; bottom: 0; left: var(--split, 50%); width: 2px; margin-left: -1px; background: var(--accent); pointer-events: none; }
.layer-onion { opacity: var(--onion, 0.5); }
.range { display: flex; align-items: center; justify-content: center; gap: 10px; margin-top: 12px; color: var(--muted); font-size: 13px; font-weight: 600; }
.range input { width: min(420px, 60%); accent-color: var(--accent); }
.findings-layer { position: absolute; inset: 0; pointer-events: none; }
/* A finding is drawn around its rect, never over it: the outline lies outside the box and nothing fills it, so the
   flagged text stays readable; the tag sits above the box (below it when the box touches the image's top). */
.finding { position: absolute; border-radius: 3px; outline: 2px solid var(--error-ink); outline-offset: 1px; }
.finding-warning { outline: 2px dashed var(--changed-ink); }
.finding-info { outline: 2px dotted var(--new-ink); }
.finding-selected { outline-width: 4px; outline-offset: 3px; box-shadow: 0 0 0 3px var(--card); }
.finding-tag { position: absolute; left: -4px; bottom: calc(100% + 6px); padding: 0 4px; border-radius: 3px; background: var(--card); color: var(--text); font-size: 11px; font-weight: 650; line-height: 1.4; white-space: nowrap; }
.finding-tag-below { bottom: auto; top: calc(100% + 6px); }
.badge-sev-error { background: var(--error-tint); color: var(--error-ink); }
.badge-sev-warning { background: var(--changed-tint); color: var(--changed-ink); }
.badge-sev-info { background: var(--new-tint); color: var(--new-ink); }
.tile-wide[data-audit="blocking"] { box-shadow: inset 4px 0 0 var(--error-ink); }
.problems { padding-top: 8px; }
.filters { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 10px 14px; margin: 0 0 10px; }
.filter { display: flex; flex-direction: column; gap: 3px; color: var(--muted); font-size: 12px; font-weight: 600; }
.filter select { min-height: 32px; min-width: 9rem; padding: 4px 8px; border: 1px solid var(--control); border-radius: 8px; background: var(--card); color: var(--text); font: inherit; font-size: 13px; }
.problem-count { margin: 0 0 10px; color: var(--muted); font-size: 13px; }
.problem-list { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; margin: 0 0 8px; padding: 0; list-style: none; }
.problem-open { appearance: none; display: grid; gap: 4px; width: 100%; min-height: 44px; margin: 0; padding: 10px 14px; border: 1px solid var(--hairline); border-radius: var(--radius); background: var(--card); color: inherit; font: inherit; text-align: start; cursor: pointer; }
.problem-open:hover { border-color: var(--control); background: var(--sunken); }
.problem-title { font-weight: 650; overflow-wrap: anywhere; }
.problem-scope, .problem-id, .problem-waived { color: var(--muted); font-size: 13px; }
.problem-worst { font-size: 13px; overflow-wrap: anywhere; }
.problem-group-title { margin: 14px 0 8px; font-size: 14px; font-weight: 650; color: var(--muted); }
.problem-info > summary { display: list-item; min-height: 32px; padding: 4px 0; cursor: pointer; }
.summary-note { font-weight: 400; }
.tally-audit { background: var(--error-tint); color: var(--error-ink); }
.attention-group { margin: 18px 0 8px; display: flex; flex-wrap: wrap; align-items: center; gap: 6px; font-size: 15px; overflow-wrap: anywhere; }
.causes { padding-top: 8px; }
.cause-list { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; margin: 0 0 8px; padding: 0; list-style: none; }
.cause { padding: 10px 14px; border: 1px solid var(--hairline); border-radius: var(--radius); background: var(--card); }
.cause-title { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 0 0 6px; font-size: 15px; overflow-wrap: anywhere; }
.cause-changes { margin: 0 0 8px; padding-inline-start: 20px; font-size: 13px; overflow-wrap: anywhere; }
.cause-more { color: var(--muted); }
.cause-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
/* Commands wrap (at any character: a cell id has no spaces) rather than scroll: no region needs a keyboard to reach its end. */
.cause-command, #cause-command, #approve-command { flex: 1 1 20rem; min-width: 0; padding: 8px 12px; border-radius: 6px; background: var(--sunken); font-size: 13px; white-space: pre-wrap; overflow-wrap: anywhere; }
.cause-approve { margin: 0 0 12px; }
.badge-renderer { background: var(--new-tint); color: var(--new-ink); }
.viewer-body { display: grid; grid-template-columns: minmax(0, 1fr) minmax(240px, 320px); gap: 0 18px; }
.viewer-body > * { min-width: 0; }
.viewer-evidence { margin: 14px 22px 0 0; max-height: 70vh; overflow-y: auto; }
.viewer-evidence h3 { margin: 0 0 8px; font-size: 14px; }
.evidence-problem { margin: 0 0 8px; font-size: 13px; font-weight: 600; }
.evidence-list { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
.evidence { padding: 8px 10px; border: 1px solid var(--hairline); border-radius: 8px; font-size: 13px; }
.evidence[aria-current="true"] { border: 2px solid var(--text); }
.evidence-head { margin: 6px 0 2px; font-weight: 650; overflow-wrap: anywhere; }
.evidence-text { margin: 0 0 6px; overflow-wrap: anywhere; }
.evidence-facts { display: grid; gap: 1px; margin: 0; }
.evidence-facts div { display: flex; gap: 8px; }
.evidence-facts dt { color: var(--muted); }
.evidence-facts dd { margin: 0; overflow-wrap: anywhere; }
@media (max-width: 900px) { .viewer-body { grid-template-columns: minmax(0, 1fr); } .viewer-evidence { margin: 14px 22px 0; } }
.viewer-foot { display: grid; grid-template-columns: minmax(0, 1fr); gap: 10px; padding: 14px 22px 18px; border-top: 1px solid var(--hairline); }
.approve[hidden] { display: none; }
.approve-label { margin: 0 0 6px; color: var(--muted); font-size: 12px; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; }
.approve-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.copy-status { min-height: 1.2em; margin: 4px 0 0; color: var(--muted); font-size: 12px; }
.viewer-files { display: flex; flex-wrap: wrap; gap: 16px; margin: 0; font-size: 13px; }
.viewer-files a { display: inline-flex; align-items: center; min-height: 24px; }
.viewer-hint { margin: 0; color: var(--muted); font-size: 12px; }
kbd { padding: 0 5px; border: 1px solid var(--control); border-radius: 4px; background: var(--card); font-size: 11px; }

@media (max-width: 760px) {
  .wrap { padding-inline: 16px; }
  .panel-side { grid-template-columns: 1fr; }
  .viewer-nav { width: 100%; justify-content: space-between; }
}
@media (forced-colors: active) {
  .badge, .tally, .count, .tile { border: 1px solid CanvasText; }
  .modes input:checked + span { forced-color-adjust: none; background: Highlight; color: HighlightText; }
}

"""#
}
