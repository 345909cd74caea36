/// The viewer dialog's fixed markup; `HTMLReport+Script` fills it for the cell being shown.
extension HTMLReport {
    package static let viewer = #"""
<dialog id="viewer" class="viewer" aria-labelledby="viewer-title" aria-describedby="viewer-message">
<div class="viewer-head">
<div class="viewer-heading">
<p class="eyebrow" id="viewer-screen"></p>
<h2 id="viewer-title" tabindex="-1">Cell</h2>
<p class="viewer-facets"><span id="viewer-badge"></span><span id="viewer-facets"></span></p>
</div>
<div class="viewer-nav">
<button type="button" class="button" id="viewer-prev" aria-keyshortcuts="ArrowLeft"><span aria-hidden="true">←</span> Previous</button>
<span class="viewer-position" id="viewer-position" aria-live="polite"></span>
<button type="button" class="button" id="viewer-next" aria-keyshortcuts="ArrowRight">Next <span aria-hidden="true">→</span></button>
<button type="button" class="button button-close" id="viewer-close" aria-label="Close viewer" aria-keyshortcuts="Escape"><svg class="icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M3.5 3.5l9 9M12.5 3.5l-9 9"/></svg></button>
</div>
</div>
<p class="viewer-message" id="viewer-message" dir="auto"></p>
<div class="viewer-body">
<div class="viewer-images">
<fieldset class="modes">
<legend>Compare</legend>
<label><input type="radio" name="view" value="side" checked><span>Side by side</span></label>
<label><input type="radio" name="view" value="slider"><span>Slider</span></label>
<label><input type="radio" name="view" value="onion"><span>Onion skin</span></label>
<label><input type="radio" name="view" value="a11y"><span>Accessibility</span></label>
</fieldset>
<div class="panel panel-side" data-view="side">
<figure><figcaption>Expected <span class="figure-note">golden</span></figcaption><div class="frame" data-slot="expected"><div class="shot"><img alt=""><img alt="" class="band" hidden><div class="findings-layer" aria-hidden="true"></div></div><p class="placeholder" hidden></p></div></figure>
<figure><figcaption>Actual <span class="figure-note">this run</span></figcaption><div class="frame" data-slot="actual"><div class="shot"><img alt=""><div class="findings-layer" aria-hidden="true"></div></div><p class="placeholder" hidden></p></div></figure>
<figure><figcaption>Diff <span class="figure-note">changed pixels</span></figcaption><div class="frame" data-slot="diff"><div class="shot shot-diff"><div class="faded"><img alt=""><img alt="" class="band" hidden></div><img alt="" class="marks"><div class="findings-layer" aria-hidden="true"></div></div><p class="placeholder" hidden></p></div></figure>
</div>
<div class="panel panel-stack" data-view="slider" hidden>
<div class="stack" id="slider-stack"><img alt="" data-layer="expected"><img alt="" data-layer="band" class="band" hidden><img alt="" data-layer="actual" class="layer-clip"><span class="split-line" aria-hidden="true"></span><div class="findings-layer" aria-hidden="true"></div></div>
<p class="placeholder" hidden></p>
<label class="range"><span>Expected</span><input type="range" id="slider-split" min="0" max="100" value="50" aria-label="Split position: expected on the left, actual on the right"><span>Actual</span></label>
</div>
<div class="panel panel-stack" data-view="onion" hidden>
<div class="stack" id="onion-stack"><img alt="" data-layer="expected"><img alt="" data-layer="band" class="band" hidden><img alt="" data-layer="actual" class="layer-onion"><div class="findings-layer" aria-hidden="true"></div></div>
<p class="placeholder" hidden></p>
<label class="range"><span>Expected</span><input type="range" id="onion-opacity" min="0" max="100" value="50" aria-label="Opacity of the actual image over the expected one"><span>Actual</span></label>
</div>
<div class="panel panel-side" data-view="a11y" hidden>
<figure><figcaption>Accessibility <span class="figure-note">reading order of this run</span></figcaption><div class="frame" data-slot="legend"><div class="shot shot-legend"><img alt=""><img alt="" class="legend-screenshot" hidden></div><div class="page-legend" hidden><div class="legend-shot"><div class="legend-frame"><img alt=""><div class="legend-boxes" aria-hidden="true"></div></div></div><ol class="legend-list"></ol></div><p class="placeholder" hidden></p></div></figure>
<ul class="a11y-changes" id="a11y-changes" aria-label="Changes of the accessibility snapshot"></ul>
</div>
</div>
<aside class="viewer-evidence" id="viewer-evidence" aria-labelledby="evidence-title">
<h3 id="changes-title">Inputs since the golden <span class="count" id="changes-count">0</span></h3>
<p class="evidence-problem" id="changes-cause" dir="auto" hidden></p>
<ul class="evidence-list input-changes" id="input-changes" aria-labelledby="changes-title"></ul>
<p class="placeholder" id="changes-none">No input changes listed: the cell passed, is new, or could not be compared.</p>
<div class="approve cause-approve" id="cause-approve" hidden>
<p class="approve-label" id="cause-approve-label">Approve its cause group</p>
<div class="approve-row"><code id="cause-command"></code><button type="button" class="button" data-copy-from="cause-command" aria-describedby="cause-approve-label">Copy</button></div>
</div>
<h3 id="layout-title">Layout since the golden <span class="count" id="layout-count">0</span></h3>
<ul class="evidence-list layout-changes" id="layout-changes" aria-labelledby="layout-title"></ul>
<p class="placeholder" id="layout-none">No layout changes listed: the cell passed, nothing moved, or its golden has no layout record yet.</p>
<h3 id="evidence-title">Audit findings <span class="count" id="evidence-count">0</span></h3>
<p class="evidence-problem" id="evidence-problem" hidden></p>
<ol class="evidence-list" id="evidence-list"></ol>
<p class="placeholder" id="evidence-none">No audit findings in this cell.</p>
</aside>
</div>
<div class="viewer-foot">
<div class="approve" id="viewer-approve">
<p class="approve-label">Approve this cell</p>
<div class="approve-row"><code id="approve-command"></code><button type="button" class="button" id="approve-copy">Copy</button></div>
<p class="copy-status" id="copy-status" aria-live="polite"></p>
</div>
<p class="viewer-files" id="viewer-files"></p>
<p class="viewer-hint"><kbd>←</kbd> <kbd>→</kbd> move between failing cells · <kbd>Esc</kbd> closes</p>
</div>
</dialog>

"""#
}
