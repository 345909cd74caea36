extension ServePage {
    /// The page script: applies each generation whole (its new images are loaded before any is shown, and the
    /// status line says when the grid is older than the newest generation), draws findings on the cells, runs the
    /// cell viewer and the review. Script errors are counted in `body[data-errors]` and listed on the page.
    package static let script = #"""
    (function () {
      "use strict";
      var body = document.body;
      var errors = [];
      window.addEventListener("error", function (event) {
        errors.push(String(event.message));
        body.setAttribute("data-errors", String(errors.length));
        var list = document.getElementById("page-error-list");
        list.hidden = false;
        list.appendChild(el("li", {}, [String(event.message)]));
      });
      var secret = document.querySelector('meta[name="proofsheet-secret"]').getAttribute("content");
      var statusLine = document.getElementById("status");
      var shown = null, loading = null, renderingGeneration = 0, offline = false;
      var loaded = {};

      function el(tag, attributes, children) {
        var node = document.createElement(tag);
        Object.keys(attributes).forEach(function (name) { node.setAttribute(name, attributes[name]); });
        (children || []).forEach(function (child) {
          node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
        });
        return node;
      }

      // Text with its quoted parts ("…") each in a <bdi>, so an Arabic name inside an English sentence keeps the
      // sentence's punctuation on the right side (Unicode Bidirectional Algorithm, isolates).
      function isolated(text) {
        return String(text).split(/("[^"]*")/).filter(function (part) { return part !== ""; }).map(function (part) {
          return /^"[^"]*"$/.test(part) ? el("bdi", {}, [part]) : part;
        });
      }

      function percent(value, total) { return (100 * value / total).toFixed(3) + "%"; }

      function box(rect, width, height, kind, severity) {
        var node = el("span", { "class": "box " + kind, "data-severity": severity || "" });
        node.style.left = percent(rect.x, width); node.style.top = percent(rect.y, height);
        node.style.width = percent(rect.width, width); node.style.height = percent(rect.height, height);
        return node;
      }

      // --- status line: which generation is shown, and whether a newer one is on its way ----------------------
      function updateStatus() {
        var generation = shown ? shown.generation : 0;
        var stale = renderingGeneration > generation || (loading !== null && loading > generation);
        var text;
        if (offline) {
          text = "Disconnected from the server; reconnecting… (showing generation " + generation + ")";
        } else if (!shown) {
          text = "Loading the matrix…";
        } else if (stale) {
          text = "Showing generation " + generation + "; generation " + Math.max(renderingGeneration, loading || 0) +
            " is being rendered, so these cells are not current yet";
        } else {
          var failing = shown.cells.filter(function (cell) { return cell.error; }).length;
          text = "Generation " + generation + ": all " + shown.cells.length + " cells current" +
            (failing ? ", " + failing + " with errors" : "") +
            (shown.changedFiles.length ? " (after " + shown.changedFiles.join(", ") + ")" : "");
        }
        statusLine.textContent = text;
        statusLine.setAttribute("data-stale", stale ? "1" : "0");
        statusLine.setAttribute("data-offline", offline ? "1" : "0");
        // Green only when every shown cell rendered: cells with errors turn the line red, as an offline server does.
        statusLine.setAttribute("data-errors", !offline && !stale && shown && shown.cells.some(function (cell) { return cell.error; }) ? "1" : "0");
        body.setAttribute("data-current", !offline && shown && !stale ? "1" : "0");
      }

      function preload(url) {
        if (loaded[url]) { return Promise.resolve(); }
        return new Promise(function (resolve, reject) {
          var image = new Image();
          image.onload = function () { loaded[url] = true; resolve(); };
          image.onerror = function () { reject(new Error("image " + url + " is gone")); };
          image.src = url;
        });
      }

      // --- focus across redraws: a generation or an approve redraws the grid and the review, so the control that
      // had the focus is found again by what it is (a cell by its name, an approve button by what it approves); when
      // it is gone (an approved cell's button), the next control of its kind (the next approve button) gets it, else
      // the control now at its place, else the section's heading. Never <body>. A focus the user moved away on
      // purpose is not brought back.
      var remembered = null;
      function focusKey(node) {
        var names = ["cell", "approveCell", "approveScreen", "approveGroup", "node"];
        for (var i = 0; i < names.length; i++) {
          var value = node.dataset[names[i]];
          if (value !== undefined) {
            var attribute = "data-" + names[i].replace(/[A-Z]/g, function (c) { return "-" + c.toLowerCase(); });
            return { kind: "[" + attribute + "]", key: "[" + attribute + '="' + CSS.escape(value) + '"]' };
          }
        }
        if (node.name && node.type === "radio") {
          return { kind: 'input[type="radio"]', key: 'input[name="' + CSS.escape(node.name) + '"][value="' + CSS.escape(node.value) + '"]' };
        }
        return { kind: node.tagName.toLowerCase(), key: node.id ? "#" + CSS.escape(node.id) : null };
      }
      function controls(container) { return Array.prototype.slice.call(container.querySelectorAll("button, input, a[href], summary")); }
      document.addEventListener("focusin", function (event) {
        var container = ["grid", "review-list"].map(function (id) { return document.getElementById(id); })
          .filter(function (node) { return node.contains(event.target); })[0];
        remembered = container ? { container: container.id, what: focusKey(event.target), index: controls(container).indexOf(event.target) } : null;
      });
      document.addEventListener("focusout", function (event) {
        var target = event.target;
        setTimeout(function () {
          // Still on the page, still usable, and nothing has the focus: the user left it (a click on the page).
          if (target.isConnected && !target.disabled && (!document.activeElement || document.activeElement === body)) { remembered = null; }
        }, 0);
      });
      function restoreFocus(container, heading) {
        if (!remembered || remembered.container !== container.id) { return; }
        var active = document.activeElement;
        if (active && active !== body && active.isConnected) { return; }
        var same = remembered.what.key ? container.querySelector(remembered.what.key) : null;
        var list = controls(container);
        var usable = function (node) { return node && !node.disabled; };
        var next = list.filter(function (node, position) { return position >= remembered.index && usable(node) && node.matches(remembered.what.kind); })[0];
        var atPlace = list.filter(function (node, position) { return position >= remembered.index && usable(node); })[0];
        var target = usable(same) ? same : next || atPlace || list.filter(usable).pop() || heading;
        target.focus({ preventScroll: true });
      }

      // A generation is shown only when all its images are loaded: never a mix of two generations.
      function receive(state) {
        loading = state.generation;
        updateStatus();
        var urls = state.cells.map(function (cell) { return cell.image; }).filter(Boolean);
        Promise.all(urls.map(preload)).then(function () {
          if (loading !== state.generation) { return; }
          loading = null;
          shown = state;
          drawGrid(state);
          restoreFocus(document.getElementById("grid"), document.getElementById("matrix-title"));
          if (viewer.open) {
            var open = state.cells.filter(function (cell) { return cell.name === viewer.getAttribute("data-cell"); })[0];
            if (open) { showInViewer(open); }
          }
          body.setAttribute("data-generation", String(state.generation));
          updateStatus();
          openFromHash();
        }, function () { /* superseded: a newer generation is on its way */ });
      }

      // --- the grid ------------------------------------------------------------------------------------------
      // A multiplier reads "2.0×"; a platform size keeps its name ("AX5", "font scale 1.3"); Bold Text says so.
      function scaleText(scale) {
        var bold = / bold$|-bold$/.test(scale) ? " bold" : "";
        var size = scale.replace(/-bold$/, "");
        if (/^[0-9.]+$/.test(size)) { return size + "×" + bold; }
        return (/^fs/.test(size) ? "font scale " + size.slice(2) : size) + bold;
      }

      function cellLabel(cell) {
        return cell.screen + ", " + cell.locale + ", " + shown.modeLabels[cell.mode] + ", text " + scaleText(cell.scale) +
          (cell.findings.length ? ", " + cell.findings.length + " finding" + (cell.findings.length === 1 ? "" : "s") : "") +
          (cell.error ? ", error" : "");
      }

      function drawCell(cell) {
        var frame = el("span", { "class": "frame" });
        if (cell.image) {
          frame.appendChild(el("img", { src: cell.image, alt: "", width: "120", height: String(Math.round(120 * cell.height / cell.width)) }));
          var boxes = el("span", { "class": "boxes" });
          cell.findings.forEach(function (finding) {
            boxes.appendChild(box(finding.rect, cell.width, cell.height, "finding", finding.severity));
          });
          frame.appendChild(boxes);
        }
        var parts = [frame];
        if (cell.error) {
          var message = cell.location ? cell.error.replace(cell.location + ": ", "") : cell.error;
          var note = [el("p", { "class": "location" }, [cell.location || "error"]), el("p", {}, isolated(message))];
          note.push(el("p", { "class": "muted" }, [cell.image ? "Beside it: the last good image (generation " + cell.imageGeneration + ")." : "No earlier image."]));
          parts.push(el("span", { "class": "cell-error", role: "alert" }, note));
        }
        var button = el("button", {
          type: "button", "class": "cell", "data-cell": cell.name, "data-error": cell.error ? "1" : "0",
          "data-image-generation": String(cell.imageGeneration), "aria-label": cellLabel(cell)
        }, parts);
        button.addEventListener("click", function () { openViewer(cell); });
        return button;
      }

      function drawGrid(state) {
        var grid = document.getElementById("grid");
        var problem = document.getElementById("problem");
        problem.hidden = !state.problem;
        problem.textContent = state.problem || "";
        var byName = {};
        state.cells.forEach(function (cell) { byName[cell.screen + "|" + cell.locale + "|" + cell.mode + "|" + cell.scale] = cell; });
        var sections = state.screens.map(function (screen) {
          var head = el("tr", {}, [el("th", { scope: "col" }, ["locale · mode"])].concat(state.scales.map(function (scale) {
            return el("th", { scope: "col" }, ["text " + scaleText(scale)]);
          })));
          var rows = [];
          state.locales.forEach(function (locale) {
            state.modes.forEach(function (mode) {
              var cells = state.scales.map(function (scale) {
                var cell = byName[screen + "|" + locale + "|" + mode + "|" + scale];
                return el("td", {}, cell ? [drawCell(cell)] : []);
              });
              rows.push(el("tr", {}, [el("th", { scope: "row" }, [locale + " · " + state.modeLabels[mode]])].concat(cells)));
            });
          });
          return el("section", { "class": "screen-block", "data-screen": screen }, [
            el("h3", {}, [screen + " on " + state.device]),
            el("div", { "class": "screen-scroll" }, [el("table", { "class": "screen" }, [el("thead", {}, [head]), el("tbody", {}, rows)])])
          ]);
        });
        // A wide matrix scrolls inside its own box (its cells are buttons, so the keyboard reaches every one):
        // the page itself never scrolls sideways.
        grid.replaceChildren.apply(grid, sections);
        body.setAttribute("data-cells", String(state.cells.length));
      }

      // --- the viewer: one cell large, its layout tree (frames on hover) and findings ---------------------------
      var viewer = document.getElementById("viewer");
      var viewerOpener = null;
      document.getElementById("viewer-close").addEventListener("click", function () { viewer.close(); });
      viewer.addEventListener("close", function () {
        try { history.replaceState(null, "", location.pathname + location.search); } catch (ignored) {}
        // Back to the cell that opened it, found by name: the grid may have been redrawn meanwhile.
        var cell = viewerOpener && document.querySelector('button.cell[data-cell="' + CSS.escape(viewerOpener) + '"]');
        (cell || document.getElementById("matrix-title")).focus();
      });

      // `#cell=NAME` opens that cell, once the matrix is shown and whenever the hash changes later.
      function openFromHash() {
        var name = location.hash.indexOf("#cell=") === 0 ? decodeURIComponent(location.hash.slice(6)) : null;
        if (name === null || !shown) { return; }
        var cell = shown.cells.filter(function (candidate) { return candidate.name === name; })[0];
        if (cell && !(viewer.open && viewer.getAttribute("data-cell") === name)) { openViewer(cell); }
      }
      window.addEventListener("hashchange", openFromHash);

      // The cell's image and its finding boxes in the viewer: on open, and again when a generation changes the cell
      // while the viewer is open (the tree, and the control that has the focus in it, stay).
      function showInViewer(cell) {
        viewer.setAttribute("data-cell", cell.name);
        viewer.setAttribute("data-image-generation", String(cell.imageGeneration));
        document.getElementById("viewer-title").textContent = cell.name + (cell.error ? " (last good image)" : "");
        var image = document.getElementById("viewer-image");
        image.src = cell.image || "";
        image.alt = "Cell " + cell.name;
        var boxes = document.getElementById("viewer-boxes");
        boxes.replaceChildren();
        var findings = document.getElementById("viewer-findings");
        findings.replaceChildren.apply(findings, cell.findings.length ? cell.findings.map(function (finding) {
          var outline = box(finding.rect, cell.width, cell.height, "finding", finding.severity);
          boxes.appendChild(outline);
          return el("li", {}, [el("strong", {}, [finding.severity + " " + finding.criterion + (finding.wcag ? " (WCAG " + finding.wcag + ")" : "")]),
            " " + finding.node + ": "].concat(isolated(finding.message)));
        }) : [el("li", {}, ["none"])]);
      }

      function openViewer(cell) {
        viewerOpener = cell.name;
        try { history.replaceState(null, "", "#cell=" + encodeURIComponent(cell.name)); } catch (ignored) {}
        showInViewer(cell);
        var boxes = document.getElementById("viewer-boxes");
        var tree = document.getElementById("viewer-tree");
        tree.replaceChildren(el("li", {}, ["loading…"]));
        if (!viewer.open) { viewer.showModal(); }
        fetch("/api/layout?cell=" + encodeURIComponent(cell.name)).then(function (response) {
          if (!response.ok) { throw new Error("no layout: " + response.status); }
          return response.json();
        }).then(function (layout) { drawTree(layout, tree, boxes); }, function (error) {
          tree.replaceChildren(el("li", {}, [String(error.message)]));
        });
      }

      function drawTree(layout, tree, boxes) {
        var lists = {}, roots = [];
        var highlight = null;
        layout.nodes.forEach(function (node) {
          var button = el("button", { type: "button", "data-node": node.id }, [node.type + (node.id ? " " + node.id : "")]);
          function show() {
            if (highlight) { highlight.remove(); }
            highlight = box(node.frame, layout.size.width, layout.size.height, "node");
            boxes.appendChild(highlight);
          }
          button.addEventListener("mouseenter", show);
          button.addEventListener("focus", show);
          var item = el("li", {}, [button]);
          var children = el("ul", {});
          item.appendChild(children);
          lists[node.id] = children;
          if (node.parent !== undefined && lists[node.parent]) { lists[node.parent].appendChild(item); } else { roots.push(item); }
        });
        tree.replaceChildren.apply(tree, roots);
      }

      // --- review: the last check's changed and new cells ----------------------------------------------------
      function approve(what, button) {
        button.disabled = true;
        fetch("/api/approve", {
          method: "POST", headers: { "Content-Type": "application/json", "X-Proofsheet-Secret": secret }, body: JSON.stringify(what)
        }).then(function (response) {
          return response.text().then(function (text) { if (!response.ok) { throw new Error(text); } });
        }).catch(function (error) {
          button.disabled = false;
          document.getElementById("review-summary").textContent = "Approve failed: " + error.message;
        });
      }

      function frame(caption, url) {
        return el("figure", {}, [url ? el("img", { src: url, alt: caption }) : el("p", { "class": "muted" }, ["none"]), el("figcaption", {}, [caption])]);
      }

      // The diff's marks (red, yellow, the rest transparent) over the expected image faded toward white, at their rows
      // (cell.diffBand: top, height, image height) when they cover only the rows that differ.
      function diffFrame(cell) {
        if (!cell.diff || !cell.expected) { return frame("diff", cell.diff); }
        var marks = el("img", { "class": "marks", src: cell.diff, alt: "diff" });
        if (cell.diffBand) {
          marks.style.top = (100 * cell.diffBand[0] / cell.diffBand[2]) + "%";
          marks.style.height = (100 * cell.diffBand[1] / cell.diffBand[2]) + "%";
        }
        return el("figure", {}, [el("div", { "class": "diffed" }, [el("img", { "class": "faded", src: cell.expected, alt: "" }), marks]),
          el("figcaption", {}, ["diff"])]);
      }

      function drawReviewCell(cell, index) {
        var article = el("article", { "class": "review-cell", "data-review-cell": cell.name, "data-approved": cell.approved ? "1" : "0" });
        var action = cell.approved ? el("span", { "class": "approved" }, ["Approved: golden written"])
          : el("button", { type: "button", "class": "primary", "data-approve-cell": cell.name }, ["Approve " + cell.name]);
        if (!cell.approved) { action.addEventListener("click", function () { approve({ cell: cell.name }, action); }); }
        article.appendChild(el("header", {}, [el("h4", {}, [cell.name]), el("span", { "class": "badge" }, [cell.status]), action]));
        if (cell.message) { article.appendChild(el("p", { "class": "hint" }, isolated(cell.message))); }
        var panel = el("div", {});
        var views = el("div", { "class": "views", role: "radiogroup", "aria-label": "How to compare " + cell.name });
        ["side by side", "slider", "onion skin"].forEach(function (view, position) {
          var input = el("input", { type: "radio", name: "view-" + index, value: view });
          if (position === 0) { input.checked = true; }
          input.addEventListener("change", function () { drawComparison(panel, cell, view); });
          views.appendChild(el("label", {}, [input, view]));
        });
        article.appendChild(views);
        article.appendChild(panel);
        drawComparison(panel, cell, "side by side");
        return article;
      }

      function drawComparison(panel, cell, view) {
        if (view === "side by side" || !cell.expected) {
          panel.replaceChildren(el("div", { "class": "triple" }, [frame("expected", cell.expected), diffFrame(cell), frame("actual", cell.actual)]));
          return;
        }
        var top = el("img", { "class": "top", src: cell.actual, alt: "actual" });
        var range = el("input", { type: "range", min: "0", max: "100", value: "50", "aria-label": view === "slider" ? "Slider position" : "Actual image opacity" });
        function update() {
          if (view === "slider") { top.style.clipPath = "inset(0 0 0 " + range.value + "%)"; } else { top.style.opacity = String(range.value / 100); }
        }
        range.addEventListener("input", update);
        update();
        panel.replaceChildren(el("div", { "class": "layered" }, [el("img", { src: cell.expected, alt: "expected" }), top]), range);
      }

      function restoreAfter(list, redraw) {
        redraw();
        restoreFocus(list, document.getElementById("review-title"));
      }

      function drawReview(review) {
        var summary = document.getElementById("review-summary");
        var list = document.getElementById("review-list");
        if (!review.report) {
          summary.textContent = "No check to review yet (" + (review.problem || "no report") + "). Run proofsheet check; this section updates when it ends.";
          restoreAfter(list, function () { list.replaceChildren(); });
          return;
        }
        var open = review.cells.filter(function (cell) { return !cell.approved; }).length;
        summary.textContent = review.cells.length + " changed or new cell(s) in " + review.report + ", " + open + " not approved yet.";
        var screens = [];
        review.cells.forEach(function (cell) { if (screens.indexOf(cell.screen) < 0) { screens.push(cell.screen); } });
        var index = 0;
        var groups = review.groups.filter(function (group) { return group.open > 0; });
        var groupList = el("section", { "data-review-groups": String(groups.length) }, groups.length ? [el("h3", {}, ["Problems and causes"]),
          el("ul", { "class": "findings" }, groups.map(function (group) {
            var button = el("button", { type: "button", "class": "primary", "data-approve-group": group.kind + ":" + group.id },
              ["Approve " + group.open + " cell(s)"]);
            var what = {};
            what[group.kind] = group.id;
            button.addEventListener("click", function () { approve(what, button); });
            // A cause by the id report.json, the terminal and `proofsheet approve --cause` give it.
            var label = (group.kind === "cause" ? ["cause ", el("code", {}, [group.id]), ": "] : [group.kind + ": "]).concat(isolated(group.title), [" "]);
            return el("li", {}, label.concat([button]));
          }))] : []);
        restoreAfter(list, function () { list.replaceChildren.apply(list, [groupList].concat(screens.map(function (screen) {
          var cells = review.cells.filter(function (cell) { return cell.screen === screen; });
          var pending = cells.filter(function (cell) { return !cell.approved; }).length;
          var head = [el("h3", {}, [screen])];
          if (pending) {
            var all = el("button", { type: "button", "class": "primary", "data-approve-screen": screen }, ["Approve all " + pending + " of " + screen]);
            all.addEventListener("click", function () { approve({ screen: screen }, all); });
            head.push(all);
          }
          return el("section", { "data-review-screen": screen }, head.concat(cells.map(function (cell) { return drawReviewCell(cell, index++); })));
        }))); });
        body.setAttribute("data-review-open", String(open));
      }

      // --- the event stream ------------------------------------------------------------------------------------
      var source = new EventSource("/events");
      source.addEventListener("state", function (event) { offline = false; receive(JSON.parse(event.data)); });
      source.addEventListener("rendering", function (event) {
        renderingGeneration = JSON.parse(event.data).generation;
        updateStatus();
      });
      source.addEventListener("review", function (event) { drawReview(JSON.parse(event.data)); });
      source.addEventListener("open", function () { offline = false; updateStatus(); });
      source.addEventListener("error", function () { offline = true; updateStatus(); });
      updateStatus();
      body.setAttribute("data-ready", "1");
    })();
    """#
}
