var channel = page.channel(data.channel);
channel.count = Math.max(channel.count, data.ticks);
var count = Math.max(1, data.ticks), hz = data.hz;
var sw = data.screen[0], sh = data.screen[1], scale = data.screen[2] || 1;
var views = data.views, V = views.length, steps = data.steps, stepTicks = data.stepTicks;
var FULL = 127;
function bits(m) { var c = 0; while (m) { c += m & 1; m >>= 1; } return c; }
function freshState() { return { present: new Uint8Array(V), hidden: new Uint8Array(V), v: new Float64Array(V * 6) }; }
function copyInto(to, from) { to.present.set(from.present); to.hidden.set(from.hidden); to.v.set(from.v); }
function apply(state, k) {
  var a = steps[k], i = 0;
  while (i < a.length) {
    var view = a[i], mask = a[i + 1];
    i += 2;
    if (mask === 0) { state.present[view] = 0; continue; }
    if (mask === FULL) { state.present[view] = 1; }
    else if (!state.present[view]) { i += bits(mask); continue; }
    for (var f = 0; f < 6; f++) {
      if (mask & (1 << f)) { var value = a[i++]; state.v[view * 6 + f] = value === null ? NaN : value; }
    }
    if (mask & 64) { state.hidden[view] = a[i++]; }
  }
}
// Checkpoints every `spacing` steps, so any tick is at most `spacing` steps of replay away.
var spacing = Math.max(16, Math.ceil(steps.length * Math.max(1, V) / 3000000));
var checkpoints = [], running = freshState();
for (var k = 0; k < steps.length; k++) {
  if (k % spacing === 0) { var cp = freshState(); copyInto(cp, running); checkpoints.push(cp); }
  apply(running, k);
}
var scratch = freshState();
function lastAtOrBefore(list, t) {
  var lo = 0, hi = list.length - 1, found = -1;
  while (lo <= hi) { var mid = (lo + hi) >> 1; if (list[mid] <= t) { found = mid; lo = mid + 1; } else { hi = mid - 1; } }
  return found;
}
function stateAt(t) {
  var last = lastAtOrBefore(stepTicks, t);
  if (last < 0) { copyInto(scratch, freshState()); return scratch; }
  var c = Math.floor(last / spacing);
  copyInto(scratch, checkpoints[c]);
  for (var k = c * spacing; k <= last; k++) { apply(scratch, k); }
  return scratch;
}

// Touches: per event, in order.
var touches = [];
for (var i = 0; i + 4 < data.touches.length; i += 5) {
  touches.push({ tick: data.touches[i], id: data.touches[i + 1], phase: data.phases[data.touches[i + 2]],
    x: data.touches[i + 3] / 10, y: data.touches[i + 4] / 10 });
}
var touchTicks = touches.map(function (e) { return e.tick; });
function touchesAt(t) {
  var end = lastAtOrBefore(touchTicks, t), last = {}, order = [];
  for (var i = 0; i <= end; i++) {
    var e = touches[i];
    if (!(e.id in last)) { order.push(e.id); }
    last[e.id] = e;
  }
  var out = [];
  for (var j = 0; j < order.length; j++) {
    var e2 = last[order[j]];
    var ended = e2.phase === "up" || e2.phase === "cancel";
    if (!ended || e2.tick === t) { out.push({ id: e2.id, x: e2.x, y: e2.y, lifted: ended }); }
  }
  return out;
}

// Recognizer and animator changes, per recognizer and animator, in tick order.
var recognizerChanges = data.recognizers.map(function () { return []; });
for (var r = 0; r + 3 < data.transitions.length; r += 4) {
  var list = recognizerChanges[data.transitions[r + 1]];
  if (list) { list.push({ tick: data.transitions[r], state: data.states[data.transitions[r + 2]],
    reason: data.transitions[r + 3] >= 0 ? data.reasons[data.transitions[r + 3]] : null }); }
}
var animatorChanges = data.animators.map(function () { return []; });
for (var a = 0; a + 3 < data.animatorChanges.length; a += 4) {
  var alist = animatorChanges[data.animatorChanges[a + 1]];
  if (alist) { alist.push({ tick: data.animatorChanges[a], state: data.animatorStates[data.animatorChanges[a + 2]],
    fraction: data.animatorChanges[a + 3] / 1000 }); }
}

// The screen.
var screenBox = root.querySelector(".viewer-screen");
var svg = page.svg("svg", { "class": "screen", viewBox: "0 0 " + sw + " " + sh, role: "img", "aria-label": "the scene's views" });
screenBox.insertBefore(svg, screenBox.firstChild);
var viewLayer = page.svg("g", {}), touchLayer = page.svg("g", {});
svg.appendChild(viewLayer);
svg.appendChild(touchLayer);
var rects = {}, shownOrder = "", highlighted = {};
for (var hv = 0; hv < (data.highlight || []).length; hv++) { highlighted[data.highlight[hv]] = true; }
var slider = root.querySelector(".scrub"), playButton = root.querySelector(".play");
var tickLabel = root.querySelector(".tick-label"), hoverLine = root.querySelector(".hover-line");
var current = null;

function fill(depth) { return "hsl(215, 42%, " + Math.max(32, 93 - depth * 7) + "%)"; }
function stroke(depth) { return "hsl(215, 38%, " + Math.max(18, 70 - depth * 7) + "%)"; }
function viewName(k) { return views[k][0] || ("view #" + k); }
function describe(k, state) {
  var o = k * 6, v = state.v;
  function pt(n) { return isFinite(n) ? page.fmt(n / scale, 2).replace(/\.?0+$/, "") : "non-finite"; }
  var lines = [viewName(k), "frame " + pt(v[o]) + " " + pt(v[o + 1]) + " " + pt(v[o + 2]) + " " + pt(v[o + 3]) + " pt",
    "alpha " + (isFinite(v[o + 4]) ? page.fmt(v[o + 4] / 1000, 3) : "non-finite") + (state.hidden[k] ? " (hidden)" : ""),
    "depth " + views[k][1]];
  if (v[o + 5]) { lines.push("rotation " + page.fmt(v[o + 5] / 10000, 4) + " rad"); }
  return lines;
}
var lastState = null;
function drawViews(state) {
  var order = [];
  var broken = 0;
  for (var k = 0; k < V; k++) {
    if (!state.present[k]) { continue; }
    var o = k * 6;
    if (!(isFinite(state.v[o]) && isFinite(state.v[o + 1]) && isFinite(state.v[o + 2]) && isFinite(state.v[o + 3]))) { broken++; continue; }
    order.push(k);
  }
  order.sort(function (p, q) { return views[p][1] - views[q][1] || p - q; });
  var key = order.join(",");
  for (var n = 0; n < order.length; n++) {
    var id = order[n], rect = rects[id];
    if (!rect) {
      rect = page.svg("rect", { "class": highlighted[id] ? "view highlight" : "view", "data-view": id, fill: fill(views[id][1]), stroke: stroke(views[id][1]) });
      rects[id] = rect;
    }
    var b = id * 6, v = state.v;
    var w = v[b + 2] / scale, h = v[b + 3] / scale, x = v[b] / scale, y = v[b + 1] / scale;
    if (w < 0) { x += w; w = -w; }
    if (h < 0) { y += h; h = -h; }
    rect.setAttribute("x", x); rect.setAttribute("y", y);
    rect.setAttribute("width", w); rect.setAttribute("height", h);
    var alpha = isFinite(v[b + 4]) ? Math.max(0, Math.min(1, v[b + 4] / 1000)) : 1;
    var hidden = state.hidden[id] === 1;
    rect.setAttribute("fill-opacity", hidden ? 0 : (0.15 + 0.75 * alpha).toFixed(3));
    rect.setAttribute("stroke-opacity", hidden || alpha === 0 ? 0.7 : (0.35 + 0.65 * alpha).toFixed(3));
    if (hidden) { rect.setAttribute("stroke-dasharray", "4 3"); }
    else if (alpha === 0) { rect.setAttribute("stroke-dasharray", "1 2"); }
    else { rect.removeAttribute("stroke-dasharray"); }
    var rot = v[b + 5];
    if (rot && isFinite(rot)) {
      rect.setAttribute("transform", "rotate(" + (rot / 10000 * 180 / Math.PI).toFixed(3) + " " + (x + w / 2) + " " + (y + h / 2) + ")");
    } else { rect.removeAttribute("transform"); }
  }
  if (key !== shownOrder) {
    while (viewLayer.firstChild) { viewLayer.removeChild(viewLayer.firstChild); }
    for (var m = 0; m < order.length; m++) { viewLayer.appendChild(rects[order[m]]); }
    shownOrder = key;
  }
  return { shown: order.length, broken: broken };
}
function drawTouches(list) {
  while (touchLayer.firstChild) { touchLayer.removeChild(touchLayer.firstChild); }
  for (var i = 0; i < list.length; i++) {
    var t = list[i];
    var g = page.svg("g", { "class": "touch" + (t.lifted ? " lifted" : ""), "data-touch": t.id });
    g.appendChild(page.svg("circle", { cx: t.x, cy: t.y, r: 18 }));
    var label = page.svg("text", { x: t.x, y: t.y + 5 });
    label.textContent = String(t.id);
    g.appendChild(label);
    touchLayer.appendChild(g);
  }
}

// Recognizers and animators.
var recognizerTable = root.querySelector("table.recognizers"), animatorTable = root.querySelector("table.animators");
var recognizerRows = data.recognizers.map(function (rec) {
  var row = page.el("tr");
  row.appendChild(page.el("td", {}, rec[0]));
  row.appendChild(page.el("td", { "class": "muted" }, rec[1]));
  var cell = page.el("td", {}, "possible");
  row.appendChild(cell);
  recognizerTable.appendChild(row);
  return { row: row, cell: cell };
});
if (!recognizerRows.length) { var none = page.el("tr"); none.appendChild(page.el("td", { "class": "muted" }, "none")); recognizerTable.appendChild(none); }
var animatorRows = data.animators.map(function (label) {
  var row = page.el("tr");
  row.appendChild(page.el("td", {}, label));
  var state = page.el("td", {}, "–");
  var bar = page.el("span", { "class": "fraction" }), fillBar = page.el("span");
  bar.appendChild(fillBar);
  var fractionCell = page.el("td");
  var fractionText = page.el("span", { "class": "mono" }, "");
  fractionCell.appendChild(bar);
  fractionCell.appendChild(fractionText);
  row.appendChild(state);
  row.appendChild(fractionCell);
  animatorTable.appendChild(row);
  return { row: row, state: state, fill: fillBar, text: fractionText };
});
if (!animatorRows.length) { var noneA = page.el("tr"); noneA.appendChild(page.el("td", { "class": "muted" }, "none")); animatorTable.appendChild(noneA); }
function lastChange(list, t) {
  var lo = 0, hi = list.length - 1, found = -1;
  while (lo <= hi) { var mid = (lo + hi) >> 1; if (list[mid].tick <= t) { found = mid; lo = mid + 1; } else { hi = mid - 1; } }
  return found;
}
function drawStates(t) {
  for (var i = 0; i < recognizerRows.length; i++) {
    var list = recognizerChanges[i], k = lastChange(list, t), row = recognizerRows[i];
    var state = k >= 0 ? list[k].state : "possible";
    var chain = [];
    for (var j = k; j >= 0 && list[j].tick === t; j--) { chain.unshift(list[j].state + (list[j].reason ? " (" + list[j].reason + ")" : "")); }
    row.cell.textContent = chain.length ? "→ " + chain.join(" → ") : state;
    row.cell.className = "state-" + state;
    row.row.className = chain.length ? "changed" : "";
  }
  for (var a = 0; a < animatorRows.length; a++) {
    var alist = animatorChanges[a], ak = lastChange(alist, t), arow = animatorRows[a];
    if (ak < 0) { arow.state.textContent = "not yet"; arow.state.className = "muted"; arow.fill.style.width = "0"; arow.text.textContent = ""; continue; }
    var c = alist[ak];
    arow.state.textContent = c.state;
    arow.state.className = "state-" + c.state.split(" ")[0];
    var f = data.fractions === false ? 0 : Math.max(0, Math.min(1, c.fraction));
    arow.fill.style.width = (f * 100).toFixed(1) + "%";
    arow.text.textContent = data.fractions === false ? "" : c.fraction >= 0 ? "fractionComplete " + page.fmt(c.fraction, 3) : "fractionComplete non-finite";
    arow.row.className = c.tick === t ? "changed" : "";
  }
}

// The gesture timeline.
var gestureBox = root.querySelector(".gestures");
var gestures = data.gestures;
var duration = Math.max(1, count / hz * 1e6);
var GW = 1000, GL = 80, GR = 10, rowH = 16, GH = Math.max(1, gestures.length) * rowH + 22;
var gsvg = page.svg("svg", { viewBox: "0 0 " + GW + " " + GH, role: "img", "aria-label": "gesture timeline" });
var bars = [];
function gx(us) { return GL + Math.max(0, Math.min(1, us / duration)) * (GW - GL - GR); }
function tickOf(us) { return Math.max(0, Math.min(count - 1, Math.ceil(us * hz / 1e6 - 1e-6))); }
var gestureLines = page.el("div", { "class": "gesture-lines" }), lineRows = [];
for (var g = 0; g < gestures.length; g++) {
  var e = gestures[g], y = 18 + g * rowH;
  var label = page.svg("text", { "class": "label", x: GL - 6, y: y + 10, "text-anchor": "end" });
  label.textContent = e[2];
  gsvg.appendChild(label);
  var bar = page.svg("rect", { "class": "bar", x: gx(e[0]), y: y + 2, width: Math.max(2, gx(e[1]) - gx(e[0])), height: rowH - 5, "data-gesture": g });
  gsvg.appendChild(bar);
  bars.push(bar);
  var line = page.el("div", { "data-gesture": g }, e[3]);
  gestureLines.appendChild(line);
  lineRows.push(line);
}
if (!gestures.length) { gestureLines.appendChild(page.el("p", { "class": "muted" }, "no gestures")); }
var gcursor = page.svg("line", { "class": "cursor", y1: 12, y2: GH });
gsvg.appendChild(gcursor);
var axis = page.svg("text", { "class": "label", x: GW - GR, y: 10, "text-anchor": "end" });
axis.textContent = page.fmt(duration / 1e6, 2) + " s";
gsvg.appendChild(axis);
var axis0 = page.svg("text", { "class": "label", x: GL, y: 10 });
axis0.textContent = "0 s";
gsvg.appendChild(axis0);
gestureBox.appendChild(gsvg);
gestureBox.appendChild(gestureLines);
function jumpToGesture(event) {
  var target = event.target.closest("[data-gesture]");
  if (target) { channel.set(tickOf(gestures[Number(target.getAttribute("data-gesture"))][0]), "gestures"); }
}
gsvg.addEventListener("click", jumpToGesture);
gestureLines.addEventListener("click", jumpToGesture);
function drawGestures(t) {
  var now = Math.floor(t * 1e9 / hz) / 1000;
  gcursor.setAttribute("x1", gx(now)); gcursor.setAttribute("x2", gx(now));
  for (var i = 0; i < gestures.length; i++) {
    var active = gestures[i][0] <= now && now <= gestures[i][1];
    bars[i].setAttribute("class", active ? "bar active" : "bar");
    lineRows[i].className = active ? "active" : "";
  }
}

// Violation marks under the slider.
var marks = root.querySelector(".marks");
var markedTicks = {};
for (var mv = 0; mv < data.violations.length; mv++) {
  var vt = data.violations[mv][0];
  if (markedTicks[vt]) { markedTicks[vt].push(data.violations[mv]); continue; }
  markedTicks[vt] = [data.violations[mv]];
  var mark = page.el("span", { "class": "mark" + (data.violations[mv][1] === "frame-budget" ? " mark-budget" : ""), "data-tick": vt });
  mark.style.left = ((vt + 0.5) / count * 100).toFixed(3) + "%";
  marks.appendChild(mark);
}
marks.addEventListener("click", function (event) {
  var m = event.target.closest("[data-tick]");
  if (m) { channel.set(Number(m.getAttribute("data-tick")), "marks"); }
});
marks.addEventListener("mousemove", function (event) {
  var m = event.target.closest("[data-tick]");
  if (!m) { page.untip(); return; }
  page.tip(event, markedTicks[m.getAttribute("data-tick")].map(function (v) { return "tick " + v[0] + " " + v[1] + ": " + v[2]; }));
});
marks.addEventListener("mouseleave", function () { page.untip(); });

// Hover.
svg.addEventListener("mousemove", function (event) {
  var target = event.target.closest("[data-view]");
  if (current) { current.classList.remove("current"); current = null; }
  if (!target || !lastState) { page.untip(); hoverLine.textContent = "hover a view for its name"; return; }
  current = target;
  target.classList.add("current");
  var lines = describe(Number(target.getAttribute("data-view")), lastState);
  hoverLine.textContent = lines.join(" · ");
  page.tip(event, lines);
});
svg.addEventListener("mouseleave", function () {
  if (current) { current.classList.remove("current"); current = null; }
  page.untip();
});

// The cursor.
function render(t) {
  var state = stateAt(t);
  lastState = state;
  var drawn = drawViews(state);
  var list = touchesAt(t);
  drawTouches(list);
  drawStates(t);
  drawGestures(t);
  slider.value = String(t);
  tickLabel.textContent = "tick " + t + " of " + (count - 1) + " · " + page.fmt(Math.floor(t * 1e9 / hz) / 1e9, 3) + " s · "
    + drawn.shown + " views" + (drawn.broken ? " (" + drawn.broken + " non-finite)" : "") + " · "
    + list.filter(function (x) { return !x.lifted; }).length + " touches";
  svg.setAttribute("data-tick", String(t));
}
channel.on(function (t, source) {
  if (source !== "play" && playing) { stop(); }
  render(t);
});
slider.addEventListener("input", function () { channel.set(Number(slider.value), "slider"); });

// Play and pause at real speed.
var playing = false, playStart = 0, playFrom = 0, frameRequest = 0;
function step(now) {
  if (!playing) { return; }
  var t = playFrom + Math.floor((now - playStart) / 1000 * hz);
  if (t >= count - 1) { channel.set(count - 1, "play"); stop(); return; }
  channel.set(t, "play");
  frameRequest = requestAnimationFrame(step);
}
function play() {
  if (channel.tick >= count - 1) { channel.set(0, "play"); }
  playing = true;
  playStart = performance.now();
  playFrom = channel.tick;
  playButton.textContent = "Pause";
  frameRequest = requestAnimationFrame(step);
}
function stop() {
  playing = false;
  cancelAnimationFrame(frameRequest);
  playButton.textContent = "Play";
}
playButton.addEventListener("click", function () { if (playing) { stop(); } else { play(); } });

// Keys: the viewer last touched (the first on the page until then) takes them.
if (page.keyViewer === undefined) { page.keyViewer = root; }
root.addEventListener("pointerdown", function () { page.keyViewer = root; });
document.addEventListener("keydown", function (event) {
  if (page.keyViewer !== root || event.ctrlKey || event.metaKey || event.altKey) { return; }
  var target = event.target;
  if (target === slider) { return; }
  if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT")) { return; }
  var by = event.shiftKey ? 10 : 1;
  if (event.key === "ArrowRight") { channel.set(channel.tick + by, "keys"); }
  else if (event.key === "ArrowLeft") { channel.set(channel.tick - by, "keys"); }
  else if (event.key === "Home") { channel.set(0, "keys"); }
  else if (event.key === "End") { channel.set(count - 1, "keys"); }
  else if (event.key === " " && !(target && target.tagName === "BUTTON")) { if (playing) { stop(); } else { play(); } }
  else { return; }
  event.preventDefault();
});

render(channel.tick);
if (data.start !== null && data.start !== undefined && channel.tick === 0) { channel.set(data.start, "start"); }
