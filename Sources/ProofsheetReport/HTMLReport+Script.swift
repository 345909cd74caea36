import ProofsheetVerify

/// The report page's two inline scripts: an error trap that runs first and records script errors in the page
/// (so a headless browser's DOM dump shows them), and the viewer.
extension HTMLReport {
    /// Runs in `<head>`: records uncaught errors, unhandled rejections and `console.error` calls in
    /// `#page-error-list` and `body[data-errors]`.
    package static let errorTrap = #"""
(function () {
  "use strict";
  var errors = [];
  function show() {
    var list = document.getElementById("page-error-list");
    if (!list || !document.body) return;
    document.body.setAttribute("data-errors", String(errors.length));
    while (list.childNodes.length < errors.length) {
      var item = document.createElement("li");
      item.textContent = errors[list.childNodes.length];
      list.appendChild(item);
    }
    if (errors.length > 0) document.getElementById("page-errors").hidden = false;
  }
  function record(text) { errors.push(String(text)); show(); }
  window.addEventListener("error", function (event) {
    record((event.message || "script error") + " (" + (event.filename || "inline") + ":" + (event.lineno || 0) + ")");
  });
  window.addEventListener("unhandledrejection", function (event) {
    var reason = event.reason;
    record("unhandled rejection: " + (reason && reason.message ? reason.message : String(reason)));
  });
  var consoleError = console.error;
  console.error = function () {
    record(Array.prototype.map.call(arguments, String).join(" "));
    return consoleError.apply(console, arguments);
  };
  document.addEventListener("DOMContentLoaded", show);
})();

"""#

    /// Runs at the end of `<body>`: opens cells in the viewer, moves between failing cells, switches the
    /// comparison modes, copies the approve command, and finally sets `body[data-ready="1"]` with counts.
    package static let script = #"""
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("report-data").textContent);
  var cells = data.cells;
  var failing = data.failing;
  var dialog = document.getElementById("viewer");
  var current = -1;
  var opener = null;
  var byId = {};
  cells.forEach(function (cell) { byId[cell.id] = cell.index; });

  function $(id) { return document.getElementById(id); }

  function setImage(img, src, alt) {
    if (src) {
      if (img.getAttribute("src") !== src) img.setAttribute("src", src);
      img.alt = alt;
      img.hidden = false;
    } else {
      img.removeAttribute("src");
      img.alt = "";
      img.hidden = true;
    }
  }

  // Replaces the items of the list `id` with one <li> per text.
  function fillList(id, texts) {
    var list = $(id);
    while (list.firstChild) list.removeChild(list.firstChild);
    texts.forEach(function (text) {
      var item = document.createElement("li");
      item.textContent = text;
      list.appendChild(item);
    });
  }

  function fillSlot(name, src, alt, missing) {
    var frame = dialog.querySelector('.frame[data-slot="' + name + '"]');
    var shot = frame.querySelector(".shot");
    var placeholder = frame.querySelector(".placeholder");
    setImage(shot.querySelector("img"), src, alt);
    shot.hidden = !src;
    placeholder.hidden = !!src;
    placeholder.textContent = src ? "" : missing;
  }

  // Manifest store: the expected image written as the band of rows that differ from the actual image
  // (cell.expectedBand: top, height, image height, in pixels) is drawn over the actual image at its rows.
  function setBand(img, cell, shown) {
    var band = shown ? cell.expectedBand : null;
    setImage(img, band ? cell.expected : null, "");
    img.style.top = band ? (100 * band[0] / band[2]) + "%" : "";
    img.style.height = band ? (100 * band[1] / band[2]) + "%" : "";
  }

  // The image under the expected band: the actual image when the expected one is a band, else the expected image.
  function expectedBase(cell) { return cell.expectedBand ? cell.actual : cell.expected; }

  // The diff image holds the marks alone (changed pixels red, anti-aliased ones yellow, the rest transparent), over
  // the rows that differ when cell.diffBand (top, height, image height) says so: it is shown over the expected image,
  // faded toward white as a whole (band included), at its rows.
  function fillDiff(cell) {
    var frame = dialog.querySelector('.frame[data-slot="diff"]');
    var base = cell.diff && cell.expected ? expectedBase(cell) : null;
    fillSlot("diff", cell.diff ? (base || cell.diff) : null, "",
      cell.status === "pass" ? "No difference." : "No diff image for this cell.");
    setBand(frame.querySelector("img.band"), cell, !!base);
    var marks = frame.querySelector("img.marks"), rows = base ? cell.diffBand : null;
    setImage(marks, base ? cell.diff : null, "Changed pixels of " + cell.name);
    marks.style.top = rows ? (100 * rows[0] / rows[2]) + "%" : "";
    marks.style.height = rows ? (100 * rows[1] / rows[2]) + "%" : "";
    if (!base) frame.querySelector("img").alt = cell.diff ? "Changed pixels of " + cell.name : "";
  }

  // The accessibility legend (cell.pageLegend: rtl, the screen's size in points, then per element its number, frame
  // x, y, width, height in points and its line): a numbered box over the actual image on every element, in the
  // colours of the legend image `render --a11y` draws (each carries its white number at 4.5:1 or more), and the
  // elements' lines beside it, on the side a reader of
  // the cell's direction starts from. A report of an earlier build names a legend image instead (cell.legend, laid
  // over the actual image at cell.legendScreenshot: x, y, width, height, the legend's width and height in pixels).
  var legendPalette = [\#(AccessibilityLegend.palette.map { "\"" + $0.opaqueHex + "\"" }.joined(separator: ", "))];
  function fillLegend(cell) {
    var frame = dialog.querySelector('.frame[data-slot="legend"]');
    var data = cell.pageLegend && cell.actual ? cell.pageLegend : null;
    var page = frame.querySelector(".page-legend");
    fillSlot("legend", data ? null : cell.legend, "Accessibility legend of " + cell.name + ": numbered elements in reading order",
      "No accessibility legend: written for cells whose accessibility snapshot is new or changed.");
    var place = !data && cell.legend && cell.actual ? cell.legendScreenshot : null;
    var shot = frame.querySelector("img.legend-screenshot");
    setImage(shot, place ? cell.actual : null, "");
    shot.style.left = place ? (100 * place[0] / place[4]) + "%" : "";
    shot.style.top = place ? (100 * place[1] / place[5]) + "%" : "";
    shot.style.width = place ? (100 * place[2] / place[4]) + "%" : "";
    shot.style.height = place ? (100 * place[3] / place[5]) + "%" : "";
    page.hidden = !data;
    var boxes = page.querySelector(".legend-boxes"), list = page.querySelector(".legend-list");
    while (boxes.firstChild) boxes.removeChild(boxes.firstChild);
    while (list.firstChild) list.removeChild(list.firstChild);
    setImage(page.querySelector(".legend-shot img"), data ? cell.actual : null,
      data ? "Actual render of " + cell.name + ", its accessibility elements boxed and numbered in reading order" : "");
    if (!data) return;
    if (frame.querySelector(".placeholder")) { frame.querySelector(".placeholder").hidden = true; }
    page.dir = data.rtl ? "rtl" : "ltr";
    var width = data.size[0], height = data.size[1];
    data.elements.forEach(function (element) {
      var colour = legendPalette[(element[0] - 1) % legendPalette.length];
      var box = document.createElement("div");
      box.className = "legend-box";
      box.style.left = (100 * element[1] / width) + "%";
      box.style.top = (100 * element[2] / height) + "%";
      box.style.width = (100 * element[3] / width) + "%";
      box.style.height = (100 * element[4] / height) + "%";
      box.style.borderColor = colour;
      var badge = document.createElement("span");
      badge.className = "legend-badge";
      badge.style.backgroundColor = colour;
      badge.textContent = String(element[0]);
      box.appendChild(badge);
      boxes.appendChild(box);
      var item = document.createElement("li");
      var swatch = document.createElement("span");
      swatch.className = "legend-swatch";
      swatch.style.backgroundColor = colour;
      var text = document.createElement("span");
      text.textContent = element[5];
      item.appendChild(swatch);
      item.appendChild(text);
      list.appendChild(item);
    });
  }

  function fillStack(stackId, cell) {
    var stack = $(stackId);
    var both = !!(cell.expected && cell.actual);
    setImage(stack.querySelector('[data-layer="expected"]'), both ? expectedBase(cell) : null, "Expected render of " + cell.name);
    setBand(stack.querySelector('[data-layer="band"]'), cell, both);
    setImage(stack.querySelector('[data-layer="actual"]'), both ? cell.actual : null, "Actual render of " + cell.name);
    stack.hidden = !both;
    var placeholder = stack.parentNode.querySelector(".placeholder");
    placeholder.hidden = both;
    placeholder.textContent = both ? "" : "This comparison needs both an expected and an actual image.";
  }

  var selectedProblem = null;

  // The cell's findings beside the images: the chosen problem's first, each with its severity word and shape.
  function listEvidence(cell) {
    var list = $("evidence-list");
    while (list.firstChild) list.removeChild(list.firstChild);
    var ordered = cell.findings.slice().sort(function (a, b) {
      return (b.problem === selectedProblem) - (a.problem === selectedProblem);
    });
    ordered.forEach(function (finding) {
      var item = document.createElement("li");
      item.className = "evidence evidence-" + finding.severity;
      if (finding.problem === selectedProblem) item.setAttribute("aria-current", "true");
      var badge = document.querySelector('#severity-badges [data-severity="' + finding.severity + '"]');
      if (badge) item.appendChild(badge.cloneNode(true));
      var head = document.createElement("p");
      head.className = "evidence-head";
      head.textContent = finding.criterion + " · " + finding.node + (finding.blocking ? " · blocks the check" : "") +
        (finding.waived ? " · waived" : "");
      item.appendChild(head);
      var text = document.createElement("p");
      text.className = "evidence-text";
      text.setAttribute("dir", "auto");
      text.textContent = finding.text;
      item.appendChild(text);
      var facts = document.createElement("dl");
      facts.className = "evidence-facts";
      finding.evidence.forEach(function (pair) {
        var row = document.createElement("div");
        var name = document.createElement("dt");
        name.textContent = pair[0];
        var value = document.createElement("dd");
        value.textContent = pair[1];
        row.appendChild(name);
        row.appendChild(value);
        facts.appendChild(row);
      });
      item.appendChild(facts);
      list.appendChild(item);
    });
    $("evidence-count").textContent = String(cell.findings.length);
    $("evidence-none").hidden = cell.findings.length > 0;
    var note = $("evidence-problem");
    var chosen = selectedProblem && cell.findings.some(function (f) { return f.problem === selectedProblem; });
    note.hidden = !chosen;
    note.textContent = chosen ? "Showing problem " + selectedProblem + " in its worst cell (box marked “selected”)." : "";
  }

  // Audit findings as boxes in image pixels over every image of the cell: solid (error), dashed (warning) or
  // dotted (info) outlines, each with its word, so severity is not told by colour alone. An image that has not
  // loaded yet gets its boxes when it loads (`redrawFindings`); a layer records how many it holds.
  function drawFindings(cell) {
    var layers = dialog.querySelectorAll(".findings-layer");
    Array.prototype.forEach.call(layers, function (layer) {
      while (layer.firstChild) layer.removeChild(layer.firstChild);
      var img = layer.parentNode.querySelector("img:not([hidden])");
      var width = img ? img.naturalWidth : 0;
      var height = img ? img.naturalHeight : 0;
      layer.setAttribute("data-findings", String(cell.findings.length));
      layer.setAttribute("data-drawn", "0");
      if (!width || !height) return;
      layer.setAttribute("data-drawn", String(cell.findings.length));
      cell.findings.forEach(function (finding) {
        var box = document.createElement("span");
        box.className = "finding finding-" + finding.severity + (finding.problem === selectedProblem ? " finding-selected" : "");
        var tag = document.createElement("span");
        // The tag goes above the box, or below it when the box is too near the image's top to show it there.
        tag.className = "finding-tag" + (finding.y < 0.08 * height ? " finding-tag-below" : "");
        tag.textContent = finding.label + (finding.problem === selectedProblem ? " · selected" : "");
        box.appendChild(tag);
        box.style.left = (100 * finding.x / width) + "%";
        box.style.top = (100 * finding.y / height) + "%";
        box.style.width = (100 * finding.width / width) + "%";
        box.style.height = (100 * finding.height / height) + "%";
        box.title = finding.message || "";
        layer.appendChild(box);
      });
    });
  }

  // The boxes again once an image of the open cell has loaded, and after a resize (the layout may have moved).
  function redrawFindings() {
    if (dialog.open && cells[current]) drawFindings(cells[current]);
  }
  Array.prototype.forEach.call(dialog.querySelectorAll(".findings-layer"), function (layer) {
    Array.prototype.forEach.call(layer.parentNode.querySelectorAll("img"), function (img) {
      img.addEventListener("load", redrawFindings);
    });
  });
  var resizeFrame = 0;
  window.addEventListener("resize", function () {
    cancelAnimationFrame(resizeFrame);
    resizeFrame = requestAnimationFrame(redrawFindings);
  });

  function navigation() {
    return cells[current] && cells[current].failing ? failing : cells.map(function (cell) { return cell.index; });
  }

  function show(index) {
    var cell = cells[index];
    if (!cell) return;
    current = index;
    $("viewer-screen").textContent = cell.screen;
    $("viewer-title").textContent = cell.id;
    $("viewer-facets").textContent = cell.facets;
    var badge = document.querySelector('button[data-cell="' + index + '"] .badge');
    var badgeSlot = $("viewer-badge");
    while (badgeSlot.firstChild) badgeSlot.removeChild(badgeSlot.firstChild);
    if (badge) badgeSlot.appendChild(badge.cloneNode(true));
    $("viewer-message").textContent = cell.message;
    fillSlot("expected", cell.expected ? expectedBase(cell) : null, "Expected render of " + cell.name, cell.status === "pass"
      ? "No image kept: the golden is a pixel hash (manifest store); 'proofsheet render' draws the cell."
      : "No golden yet: approving the cell records one.");
    setBand(dialog.querySelector('.frame[data-slot="expected"] img.band'), cell, !!cell.expected);
    fillSlot("actual", cell.actual, "Actual render of " + cell.name,
      cell.status === "error" ? "No image: the cell could not be rendered." : "No actual image.");
    fillDiff(cell);
    fillLegend(cell);
    fillList("a11y-changes", cell.a11yChanges || []);
    fillList("input-changes", cell.changes || []);
    $("changes-count").textContent = String((cell.changes || []).length);
    $("changes-none").hidden = (cell.changes || []).length > 0;
    $("changes-cause").hidden = !cell.cause;
    $("changes-cause").textContent = cell.cause ? "Cause: " + cell.cause.title + " (" + cell.cause.count + (cell.cause.count === 1 ? " cell)" : " cells)") : "";
    $("cause-approve").hidden = !cell.cause;
    $("cause-command").textContent = cell.cause ? cell.cause.approve : "";
    fillList("layout-changes", cell.layoutChanges || []);
    $("layout-count").textContent = String((cell.layoutChanges || []).length);
    $("layout-none").hidden = (cell.layoutChanges || []).length > 0;
    fillStack("slider-stack", cell);
    fillStack("onion-stack", cell);
    drawFindings(cell);
    listEvidence(cell);
    $("viewer-approve").hidden = !cell.approve;
    $("approve-command").textContent = cell.approve || "";
    $("copy-status").textContent = "";
    var files = $("viewer-files");
    while (files.firstChild) files.removeChild(files.firstChild);
    [["Golden", cell.expected], ["Actual", cell.status === "pass" ? null : cell.actual], ["Diff", cell.diff], ["Strip", cell.strip], ["Accessibility legend", cell.legend]]
      .forEach(function (pair) {
        if (!pair[1]) return;
        var link = document.createElement("a");
        link.href = pair[1];
        link.textContent = "Open " + pair[0].toLowerCase() + " image";
        files.appendChild(link);
      });
    var list = navigation();
    var position = list.indexOf(index);
    $("viewer-position").textContent = (position + 1) + " of " + list.length + (cell.failing ? " failing" : "");
    var prev = $("viewer-prev"), next = $("viewer-next");
    prev.disabled = position <= 0;
    next.disabled = position < 0 || position >= list.length - 1;
    // A button that becomes disabled drops focus to the page; hand it to the other one (or the title).
    if (document.activeElement === prev && prev.disabled) (next.disabled ? $("viewer-title") : next).focus();
    if (document.activeElement === next && next.disabled) (prev.disabled ? $("viewer-title") : prev).focus();
    try { history.replaceState(null, "", "#cell=" + encodeURIComponent(cell.id)); } catch (ignored) {}
  }

  function open(index, from) {
    opener = from || null;
    show(index);
    if (!dialog.open) {
      dialog.showModal();
      $("viewer-title").focus();
    }
  }

  function step(delta) {
    var list = navigation();
    var position = list.indexOf(current) + delta;
    if (position >= 0 && position < list.length) show(list[position]);
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button[data-cell]") : null;
    if (button) { selectedProblem = null; open(Number(button.getAttribute("data-cell")), button); }
    var cause = event.target.closest ? event.target.closest("button[data-cause-cell]") : null;
    if (cause) { selectedProblem = null; open(Number(cause.getAttribute("data-cause-cell")), cause); }
    var problem = event.target.closest ? event.target.closest("button[data-problem]") : null;
    if (problem) {
      selectedProblem = problem.getAttribute("data-problem");
      open(Number(problem.getAttribute("data-problem-cell")), problem);
    }
  });

  // Problem filters: a problem shows when it matches every chosen value (locales, modes and scales are lists).
  var filterForm = $("problem-filters");
  function applyFilters() {
    var items = document.querySelectorAll("#problem-list .problem");
    var selects = filterForm ? filterForm.querySelectorAll("select[data-filter]") : [];
    var shown = 0;
    Array.prototype.forEach.call(items, function (item) {
      var visible = Array.prototype.every.call(selects, function (select) {
        var wanted = select.value;
        if (!wanted) return true;
        var have = item.getAttribute("data-" + select.getAttribute("data-filter")) || "";
        return have === wanted || have.indexOf(" " + wanted + " ") >= 0;
      });
      item.hidden = !visible;
      if (visible) shown += 1;
    });
    // The info problems are collapsed; a filter that leaves some of them showing opens their group.
    var filtering = Array.prototype.some.call(selects, function (select) { return select.value !== ""; });
    var info = $("problem-info");
    if (info && filtering && info.querySelector(".problem:not([hidden])")) info.open = true;
    if ($("problem-count")) $("problem-count").textContent = "Showing " + shown + " of " + items.length + " problems";
    document.body.setAttribute("data-visible-problems", String(shown));
  }
  if (filterForm) {
    filterForm.addEventListener("change", applyFilters);
    filterForm.addEventListener("reset", function () { setTimeout(applyFilters, 0); });
    filterForm.addEventListener("submit", function (event) { event.preventDefault(); });
  }
  applyFilters();
  $("viewer-prev").addEventListener("click", function () { step(-1); });
  $("viewer-next").addEventListener("click", function () { step(1); });
  $("viewer-close").addEventListener("click", function () { dialog.close(); });
  document.addEventListener("keydown", function (event) {
    if (!dialog.open) return;
    var tag = event.target && event.target.tagName;
    if (tag === "INPUT" || tag === "TEXTAREA" || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowRight") { step(1); event.preventDefault(); }
    if (event.key === "ArrowLeft") { step(-1); event.preventDefault(); }
  });
  dialog.addEventListener("close", function () {
    try { history.replaceState(null, "", location.pathname + location.search); } catch (ignored) {}
    var target = opener || document.querySelector('button[data-cell="' + current + '"]');
    if (target) target.focus();
  });
  dialog.addEventListener("click", function (event) {
    if (event.target === dialog) dialog.close();
  });

  Array.prototype.forEach.call(document.querySelectorAll('.modes input[name="view"]'), function (radio) {
    radio.addEventListener("change", function () {
      Array.prototype.forEach.call(dialog.querySelectorAll(".panel"), function (panel) {
        panel.hidden = panel.getAttribute("data-view") !== radio.value;
      });
    });
  });
  $("slider-split").addEventListener("input", function (event) {
    $("slider-stack").style.setProperty("--split", event.target.value + "%");
  });
  $("onion-opacity").addEventListener("input", function (event) {
    $("onion-stack").style.setProperty("--onion", String(event.target.value / 100));
  });
  // Copies `text`; where the clipboard is refused, selects `node` and says how to copy it, in `status`.
  function copy(text, node, status) {
    function selectText() {
      var range = document.createRange();
      range.selectNodeContents(node);
      var selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      status.textContent = "Selected: press Ctrl+C (or Cmd+C) to copy.";
    }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text).then(function () { status.textContent = "Copied to the clipboard."; }, selectText);
    } else {
      selectText();
    }
  }
  $("approve-copy").addEventListener("click", function () {
    copy($("approve-command").textContent, $("approve-command"), $("copy-status"));
  });
  // The causes view's and the viewer's cause-group commands: the copied text is the command beside the button.
  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button[data-copy], button[data-copy-from]") : null;
    if (!button) return;
    var node = button.hasAttribute("data-copy-from") ? $(button.getAttribute("data-copy-from")) : button.previousElementSibling;
    copy(node.textContent, node, dialog.contains(button) ? $("copy-status") : $("cause-copy-status"));
  });

  // `#cell=ID` opens that cell, at load and whenever the hash changes later (a pasted link, the back button).
  function openFromHash() {
    var hash = location.hash.indexOf("#cell=") === 0 ? decodeURIComponent(location.hash.slice(6)) : null;
    if (hash === null || !byId.hasOwnProperty(hash) || (dialog.open && cells[current] && cells[current].id === hash)) return;
    selectedProblem = null;
    open(byId[hash], dialog.open ? opener : null);
  }
  window.addEventListener("hashchange", openFromHash);
  openFromHash();

  var body = document.body;
  body.setAttribute("data-cell-buttons", String(document.querySelectorAll("button[data-cell]").length));
  body.setAttribute("data-failing", String(failing.length));
  body.setAttribute("data-problems", String(document.querySelectorAll("#problem-list .problem").length));
  body.setAttribute("data-causes", String(document.querySelectorAll("#cause-list .cause").length));
  if (!body.hasAttribute("data-errors")) body.setAttribute("data-errors", "0");
  body.setAttribute("data-ready", "1");
})();

"""#
}
