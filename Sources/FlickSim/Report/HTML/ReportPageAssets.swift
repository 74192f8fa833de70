/// The page's own style and the script runtime every section kind runs in (see
/// `ReportSectionKind` for what the runtime gives a kind's script).
enum ReportPageAssets {
    static let style = #"""
:root { --ink: #1d2330; --muted: #5d6575; --line: #d5d9e0; --panel: #f6f7f9; --accent: #2f6fdb;
  --bad: #c8322d; --warn: #d98a1c; --good: #2f8a4a; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif;
  color: var(--ink); background: #fff; }
.page-head { padding: 16px 24px 8px; border-bottom: 1px solid var(--line); }
.page-head h1 { margin: 0; font-size: 20px; }
.page-head .subtitle { margin: 2px 0 6px; color: var(--muted); }
.page-head nav a { margin-right: 14px; color: var(--accent); text-decoration: none; }
main { padding: 8px 24px 40px; }
.section { margin: 18px 0 8px; }
.side-by-side { display: grid; grid-template-columns: repeat(auto-fit, minmax(520px, 1fr)); gap: 0 28px; }
.side-by-side > .section { min-width: 0; }
.section h2 { font-size: 16px; margin: 0 0 8px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
.section-error { color: var(--bad); }
table.facts { border-collapse: collapse; }
table.facts th, table.facts td { text-align: left; padding: 2px 12px 2px 0; vertical-align: top; }
table.facts th { color: var(--muted); font-weight: normal; white-space: nowrap; }
pre.text { background: var(--panel); border: 1px solid var(--line); padding: 8px 10px; overflow: auto; max-height: 480px;
  font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; }
.mono { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 12px; }
.pass { color: var(--good); font-weight: 600; }
.fail { color: var(--bad); font-weight: 600; }
.muted { color: var(--muted); }
button { font: inherit; padding: 2px 10px; border: 1px solid var(--line); background: #fff; border-radius: 4px; cursor: pointer; }
button:hover { border-color: var(--accent); }
.tip { position: fixed; z-index: 10; pointer-events: none; background: #1d2330; color: #fff; padding: 6px 8px;
  border-radius: 4px; font: 12px/1.35 ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; white-space: pre; }
"""#

    /// Everything before the kinds' registrations: the helpers and `register`.
    static let runtimeHead = #"""
(function () {
"use strict";
var SVG_NS = "http://www.w3.org/2000/svg";
var kinds = {};
function register(name, init) { kinds[name] = init; }
var channels = {};
var tipElement = null;
var page = {
  channel: function (name) {
    var c = channels[name];
    if (c) { return c; }
    var listeners = [];
    c = {
      tick: 0,
      count: 1,
      set: function (tick, source) {
        var t = Math.max(0, Math.min(c.count - 1, Math.round(tick)));
        if (t === c.tick && source !== "init") { return; }
        c.tick = t;
        for (var i = 0; i < listeners.length; i++) { listeners[i](t, source); }
      },
      on: function (listener) { listeners.push(listener); }
    };
    channels[name] = c;
    return c;
  },
  el: function (tag, attributes, text) {
    var e = document.createElement(tag);
    for (var k in attributes || {}) { e.setAttribute(k, attributes[k]); }
    if (text !== undefined && text !== null) { e.textContent = String(text); }
    return e;
  },
  svg: function (tag, attributes) {
    var e = document.createElementNS(SVG_NS, tag);
    for (var k in attributes || {}) { e.setAttribute(k, attributes[k]); }
    return e;
  },
  tip: function (event, lines) {
    if (!tipElement) { tipElement = page.el("div", { "class": "tip" }); document.body.appendChild(tipElement); }
    tipElement.textContent = lines.join("\n");
    tipElement.hidden = false;
    var x = event.clientX + 14, y = event.clientY + 14;
    var w = tipElement.offsetWidth, h = tipElement.offsetHeight;
    if (x + w > window.innerWidth - 4) { x = Math.max(4, event.clientX - w - 14); }
    if (y + h > window.innerHeight - 4) { y = Math.max(4, event.clientY - h - 14); }
    tipElement.style.left = x + "px";
    tipElement.style.top = y + "px";
  },
  untip: function () { if (tipElement) { tipElement.hidden = true; } },
  fmt: function (v, decimals) {
    if (v === null || v === undefined || !isFinite(v)) { return "–"; }
    return Number(v).toFixed(decimals === undefined ? 0 : decimals);
  }
};
"""#

    /// Everything after the registrations: runs each section's kind on it.
    static let runtimeTail = #"""
var sections = document.querySelectorAll("section[data-kind]");
for (var i = 0; i < sections.length; i++) {
  var section = sections[i];
  var init = kinds[section.getAttribute("data-kind")];
  if (!init) { continue; }
  var block = section.querySelector(":scope > script.section-data");
  var body = section.querySelector(":scope > .section-body");
  try {
    init(body, block ? JSON.parse(block.textContent) : null, page);
  } catch (error) {
    body.appendChild(page.el("p", { "class": "section-error" }, "This section could not be drawn: " + error));
    console.error(error);
  }
}
document.body.setAttribute("data-report-ready", "true");
})();
"""#
}
