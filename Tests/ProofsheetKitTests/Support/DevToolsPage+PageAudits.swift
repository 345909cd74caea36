import Foundation
import XCTest

/// The page-wide checks issue #42 item 4 asks of the report and serve: no horizontal scroll at any width from
/// 320 to 1440 CSS px, and no axe-core violation (axe-core 4.12.1, installed by scripts/setup).
extension DevToolsPage {
    /// The widths the layout is measured at: the narrowest phone, a common phone, a tablet, a laptop, a desktop.
    static let auditWidths = [320, 390, 768, 1024, 1440]

    /// Emulates a window `width` CSS px wide (900 tall) and waits two frames for the layout to settle.
    func setViewport(width: Int, height: Int = 900) throws {
        _ = try call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
        _ = try evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(() => r(true))))")
    }

    /// What scrolls sideways: the document (`scrollWidth` past `clientWidth`) and an open dialog (past its own box or
    /// past the window), each with the elements that stick out, for the failure message. Empty when nothing does.
    func horizontalOverflow() throws -> [String] {
        try evaluate("""
            (() => {
              const out = [];
              const root = document.documentElement, width = root.clientWidth;
              const describe = e => e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ')[0] : '');
              // An element past the right (or left) edge that is not inside a box that scrolls or clips it.
              const clipped = e => { for (let p = e.parentElement; p; p = p.parentElement) { const o = getComputedStyle(p).overflowX; if (o !== 'visible') return p; } return null; };
              const sticking = (limitLeft, limitRight, scope) => [...scope.querySelectorAll('*')].filter(e => {
                  const r = e.getBoundingClientRect(); if (!r.width || e.closest('[hidden]')) return false;
                  const c = clipped(e); if (c && c !== scope && scope.contains(c)) return false;
                  return r.right > limitRight + 1 || r.left < limitLeft - 1; })
                .slice(0, 5).map(e => describe(e) + ' ' + Math.round(e.getBoundingClientRect().left) + '…' + Math.round(e.getBoundingClientRect().right));
              const widest = () => [...document.body.querySelectorAll('*')].filter(e => !e.closest('dialog') && e.getBoundingClientRect().right > width + 1)
                .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right).slice(0, 3)
                .map(e => describe(e) + ' →' + Math.round(e.getBoundingClientRect().right))
                .concat((() => { const found = [], walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT); let node;
                  while ((node = walker.nextNode()) && found.length < 3) { if (node.parentElement.closest('dialog') || clipped(node.parentElement)) continue;
                    const range = document.createRange(); range.selectNodeContents(node); const r = range.getBoundingClientRect();
                    if (r.right > width + 1) found.push('text "' + node.textContent.trim().slice(0, 40) + '" in ' + describe(node.parentElement) + ' →' + Math.round(r.right)); }
                  return found; })());
              if (root.scrollWidth > width) out.push('document ' + root.scrollWidth + ' > ' + width + ': ' + sticking(0, width, document.body).join(', ') + ' | widest: ' + widest().join(', '));
              const dialog = document.querySelector('dialog[open]');
              if (dialog) {
                const r = dialog.getBoundingClientRect();
                if (r.right > width + 1 || r.left < -1) out.push('dialog ' + Math.round(r.left) + '…' + Math.round(r.right) + ' past the window ' + width);
                if (dialog.scrollWidth > dialog.clientWidth + 1) out.push('dialog content ' + dialog.scrollWidth + ' > ' + dialog.clientWidth + ': ' + sticking(r.left, r.right, dialog).join(', '));
              }
              return out;
            })()
            """) as? [String] ?? ["the overflow probe returned nothing"]
    }

    /// Runs axe-core on the page as it is now and returns each violation as `rule: target, target` (empty when none).
    func axeViolations() throws -> [String] {
        let script = try AxeCore.script()
        _ = try evaluate(script + "\n;true")
        let result = try evaluate("""
            axe.run(document, { resultTypes: ['violations'] }).then(r => r.violations.map(v =>
              v.id + ' (' + v.impact + '): ' + v.nodes.slice(0, 4).map(n => n.target.join(' ') + ' — ' + (n.failureSummary || '').split('\\n').slice(1, 2).join('')).join(' ; ')))
            """)
        guard let violations = result as? [String] else { throw RawHTTPError(message: "axe.run returned \(String(describing: result))") }
        return violations
    }
}

/// axe-core's `axe.min.js` where scripts/setup installs it (or `PROOFSHEET_AXE`). Missing: the test skips, except
/// under `CI=true`, where it fails, as a missing Chromium does.
enum AxeCore {
    static let installedPath = "/usr/local/share/proofsheet/axe-core-4.12.1/axe.min.js"

    static func script() throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let path = environment["PROOFSHEET_AXE"].flatMap { $0.isEmpty ? nil : $0 } ?? installedPath
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("axe v4.") else {
            let message = "axe-core is not installed at \(path) (run scripts/setup)"
            if environment["CI"] == "true" { throw RawHTTPError(message: message + "; CI=true requires it") }
            throw XCTSkip(message)
        }
        return text
    }
}
