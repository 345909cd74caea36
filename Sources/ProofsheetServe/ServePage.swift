/// The page `proofsheet serve` sends for `/`: the live matrix, the review of the last check, and the cell viewer.
///
/// The page is a product too: text reaches 4.5:1 against its background (WCAG 2.2 §1.4.3), every control is a
/// native button, link or input at least 24 × 24 CSS px (§2.5.8) reachable with Tab (§2.1.1), with a visible focus
/// ring (§2.4.7). The per-run secret is written into a `meta` element: another site can send requests to the
/// server but cannot read this page, so it never learns the secret.
package enum ServePage {
    package static func html(secret: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="proofsheet-secret" content="\(secret)">
        <title>Proofsheet serve</title>
        <link rel="icon" href="data:,">
        <style>\(style)</style>
        </head>
        <body data-generation="0" data-current="0" data-errors="0" data-ready="0">
        <a class="skip" href="#grid">Skip to the matrix</a>
        <header class="top">
          <h1>Proofsheet <span class="muted">serve</span></h1>
          <p id="status" class="status" role="status" aria-live="polite">Connecting to the server…</p>
          <nav aria-label="Sections"><a href="#matrix">Live matrix</a> <a href="#review">Review</a></nav>
        </header>
        <main>
          <section id="matrix" aria-labelledby="matrix-title">
            <h2 id="matrix-title" tabindex="-1">Live matrix</h2>
            <p class="hint">Re-rendered when a project file is saved. Choose a cell to see it large with its layout tree and findings.</p>
            <p id="problem" class="problem" role="alert" hidden></p>
            <div id="grid"></div>
          </section>
          <section id="review" aria-labelledby="review-title">
            <h2 id="review-title" tabindex="-1">Review the last check</h2>
            <p id="review-summary" class="hint"></p>
            <div id="review-list"></div>
          </section>
          <ol id="page-error-list" class="problem" hidden></ol>
        </main>
        <dialog id="viewer" class="viewer" aria-labelledby="viewer-title">
          <div class="viewer-head">
            <h2 id="viewer-title">Cell</h2>
            <button id="viewer-close" type="button">Close</button>
          </div>
          <div class="viewer-body">
            <div class="stage"><img id="viewer-image" alt=""><span id="viewer-boxes" class="boxes"></span></div>
            <div class="side">
              <h3>Findings</h3>
              <ul id="viewer-findings" class="findings"></ul>
              <h3>Layout tree</h3>
              <p class="hint">Hover or focus a node to outline its frame.</p>
              <ul id="viewer-tree" class="tree"></ul>
            </div>
          </div>
        </dialog>
        <script>\(script)</script>
        </body>
        </html>
        """
    }
}
