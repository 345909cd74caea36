extension ServePage {
    /// Colours chosen for contrast: body text #1B1B1F on #FFFFFF (16.8:1), muted #4A4A55 (8.9:1), button text #FFFFFF on
    /// #1D4ED8 (6.7:1), errors #8A1C1C on #FDECEC (8.1:1), the stale banner #5C3B00 on #FFF4D6 (9.6:1).
    package static let style = #"""
    :root { color-scheme: light; font: 15px/1.45 system-ui, sans-serif; color: #1b1b1f; background: #ffffff; }
    body { margin: 0; overflow-wrap: break-word; }
    .skip { position: absolute; left: -9999px; }
    .skip:focus { left: 8px; top: 8px; background: #ffffff; padding: 8px; z-index: 10; }
    a { color: #1d4ed8; }
    a, button, input, summary { min-height: 24px; }
    :focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
    .top { display: flex; flex-wrap: wrap; gap: 8px 24px; align-items: center; padding: 12px 20px; border-bottom: 1px solid #8a8a95;
           position: sticky; top: 0; background: #ffffff; z-index: 5; }
    .top h1 { font-size: 20px; margin: 0; }
    .top nav a { display: inline-block; padding: 4px 8px; min-width: 24px; }
    .muted, .hint { color: #4a4a55; }
    .status { margin: 0; padding: 4px 10px; border-radius: 6px; background: #eef6ee; color: #14532d; }
    .status[data-stale="1"] { background: #fff4d6; color: #5c3b00; }
    .status[data-offline="1"], .status[data-errors="1"] { background: #fdecec; color: #8a1c1c; }
    main { padding: 8px 20px 40px; }
    main section, #grid { scroll-margin-top: 72px; }
    h2 { font-size: 18px; margin: 20px 0 4px; }
    h3 { font-size: 16px; margin: 16px 0 6px; }
    .problem { background: #fdecec; color: #8a1c1c; padding: 8px 12px; border-radius: 6px; white-space: pre-wrap; overflow-wrap: anywhere; }
    h2[tabindex="-1"]:focus:not(:focus-visible) { outline: none; }
    /* A matrix wider than the window scrolls in its own box (its cell buttons take the keyboard there); the page does not. */
    .screen-scroll { max-width: 100%; overflow-x: auto; }
    table.screen { border-collapse: collapse; }
    table.screen th { font-weight: 600; text-align: start; padding: 4px 8px; color: #1b1b1f; }
    table.screen td { vertical-align: top; padding: 4px; }
    button { font: inherit; cursor: pointer; min-width: 24px; }
    button.cell { display: flex; gap: 6px; padding: 4px; border: 1px solid #8a8a95; border-radius: 8px; background: #ffffff; color: #1b1b1f; }
    button.cell[data-error="1"] { border-color: #8a1c1c; background: #fdecec; }
    .frame { position: relative; display: block; width: 120px; overflow: hidden; }
    .frame img { display: block; width: 100%; height: auto; }
    .cell[data-error="1"] .frame img { opacity: 0.55; }
    .boxes { position: absolute; inset: 0; pointer-events: none; }
    /* Boxes are outlines around their rect, never over it: the flagged text or the node's content stays readable. */
    .box { position: absolute; box-sizing: border-box; outline: 2px solid #c2410c; outline-offset: 1px; }
    .box[data-severity="error"] { outline-color: #d00000; }
    .box[data-severity="info"] { outline-color: #1d4ed8; outline-style: dashed; }
    .box.node { outline: 2px solid #7c3aed; }
    .cell-error { width: 180px; text-align: start; font-size: 13px; color: #8a1c1c; overflow-wrap: anywhere; }
    .cell-error .location { font-family: ui-monospace, monospace; font-weight: 600; margin: 0 0 4px; }
    .cell-error p { margin: 0; }
    .badge { display: inline-block; font-size: 12px; padding: 0 6px; border-radius: 10px; background: #fdecec; color: #8a1c1c; }
    .viewer { max-width: 96vw; width: 1100px; border: 1px solid #8a8a95; border-radius: 10px; padding: 0; color: #1b1b1f; background: #ffffff; }
    .viewer::backdrop { background: rgba(0, 0, 0, 0.5); }
    .viewer-head { display: flex; justify-content: space-between; align-items: center; padding: 8px 16px; border-bottom: 1px solid #8a8a95; }
    .viewer-head h2 { margin: 0; }
    .viewer-body { display: flex; flex-wrap: wrap; gap: 16px; padding: 16px; align-items: flex-start; }
    .stage { position: relative; width: min(390px, 100%); flex: none; overflow: hidden; }
    .stage img { display: block; width: 100%; height: auto; }
    .side { flex: 1 1 240px; min-width: 0; max-height: 80vh; overflow: auto; }
    .viewer-head h2 { overflow-wrap: anywhere; min-width: 0; }
    .tree, .tree ul { list-style: none; padding-inline-start: 14px; margin: 0; }
    .tree button, .findings button:not(.primary) { background: none; border: 0; color: #1b1b1f; text-align: start; padding: 2px 4px; min-height: 24px; }
    .tree button:hover, .tree button:focus-visible { background: #ede9fe; }
    .findings li { margin: 2px 0; }
    .primary { background: #1d4ed8; color: #ffffff; border: 0; border-radius: 6px; padding: 4px 12px; min-height: 32px; }
    .review-cell { border: 1px solid #8a8a95; border-radius: 8px; padding: 8px 12px; margin: 8px 0; }
    .review-cell header { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; }
    .review-cell .views { display: flex; gap: 12px; margin: 6px 0; }
    .review-cell label { display: inline-flex; align-items: center; gap: 4px; min-height: 24px; }
    .review-cell input[type=radio] { width: 24px; height: 24px; margin: 0; }
    .triple { display: flex; gap: 8px; }
    .triple figure { margin: 0; flex: 0 1 160px; min-width: 0; }
    .triple figcaption { font-size: 13px; color: #4a4a55; }
    .triple img, .layered img { display: block; width: 100%; height: auto; }
    .layered { position: relative; width: min(240px, 100%); }
    .diffed { position: relative; background: #fff; }
    .diffed img.faded { filter: grayscale(1) opacity(0.1); }
    .diffed img.marks { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
    .review-cell h4 { margin: 0; overflow-wrap: anywhere; }
    .review-list button.primary, #review-list button.primary { max-width: 100%; overflow-wrap: anywhere; text-align: start; }
    @media (max-width: 480px) { main { padding: 8px 12px 40px; } .top { padding: 10px 12px; } }
    .layered img.top { position: absolute; inset: 0; }
    .approved { color: #14532d; font-weight: 600; }
    """#
}
