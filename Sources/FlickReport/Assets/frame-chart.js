var channel = page.channel(data.channel);
channel.count = Math.max(channel.count, data.ticks);
var count = Math.max(1, data.ticks);
var W = 1000, H = 250, L = 58, R = 14, T = 16, B = 46;
var plotW = W - L - R, plotH = H - T - B;
var n = Math.floor(data.work.length / 6);
var ticks = [], wall = [], cpu = [], pivots = [], changed = [], inputs = [];
var maxWork = 0, maxJudged = 0;
for (var i = 0; i < n; i++) {
  var o = i * 6;
  ticks.push(data.work[o]);
  wall.push(data.work[o + 1] / 10);
  cpu.push(data.work[o + 2] / 10);
  pivots.push(data.work[o + 3]);
  changed.push(data.work[o + 4]);
  inputs.push(data.work[o + 5]);
  maxWork = Math.max(maxWork, wall[i], cpu[i]);
}
var judged = data.clock === "cpu" ? cpu : wall;
for (var j = 0; j < n; j++) { maxJudged = Math.max(maxJudged, judged[j]); }
var budget = data.budget / 1000;
var stride = data.stride;
var violationsAt = {};
for (var v = 0; v < data.violations.length; v++) {
  var tv = data.violations[v][0];
  (violationsAt[tv] = violationsAt[tv] || []).push(data.violations[v][1]);
}

var svg = page.svg("svg", { "class": "chart", viewBox: "0 0 " + W + " " + H, role: "img",
  "aria-label": "work per tick" });
root.querySelector(".chart-box").appendChild(svg);
var controls = page.el("p", { "class": "muted" });
var scaleButton = page.el("button", { type: "button" }, "");
controls.appendChild(scaleButton);
root.querySelector(".chart-box").appendChild(controls);

function x(t) { return L + (t + 0.5) / count * plotW; }
function tickAt(clientX) {
  var r = svg.getBoundingClientRect();
  var vx = (clientX - r.left) * W / r.width;
  return Math.max(0, Math.min(count - 1, Math.floor((vx - L) / plotW * count)));
}
function sampleAt(t) {
  var lo = 0, hi = n - 1, found = -1;
  while (lo <= hi) {
    var mid = (lo + hi) >> 1;
    if (ticks[mid] <= t) { found = mid; lo = mid + 1; } else { hi = mid - 1; }
  }
  if (found < 0 || t >= ticks[found] + stride) { return -1; }
  return found;
}

var layer = page.svg("g", {});
svg.appendChild(layer);
var cursor = page.svg("line", { "class": "cursor", y1: T, y2: T + plotH });
var overlay = page.svg("rect", { x: L, y: 0, width: plotW, height: H, fill: "transparent" });
svg.appendChild(cursor);
svg.appendChild(overlay);

// "fit" scales to the verdict clock's largest tick (the other clock's spikes, such as a
// preempted thread's wall time, are clipped and marked); "budget" to 1.5 × the budget.
var mode = budget > 0 && maxJudged > budget ? "budget" : "fit";
function draw() {
  while (layer.firstChild) { layer.removeChild(layer.firstChild); }
  var yMax = mode === "budget" ? budget * 1.5 : Math.max(maxJudged * 1.15, 1);
  if (mode === "budget" && maxWork > yMax) { yMax = Math.min(maxWork * 1.05, budget * 3); }
  scaleButton.textContent = mode === "budget" ? "Scale to the work" : "Scale to the budget";
  function y(us) { return T + plotH - Math.min(us, yMax) / yMax * plotH; }
  for (var g = 0; g <= 4; g++) {
    var us = yMax * g / 4, gy = y(us);
    layer.appendChild(page.svg("line", { "class": g === 0 ? "axis" : "grid", x1: L, x2: L + plotW, y1: gy, y2: gy }));
    var label = page.svg("text", { "class": "label", x: L - 6, y: gy + 4, "text-anchor": "end" });
    label.textContent = us >= 1000 ? page.fmt(us / 1000, 2) + " ms" : page.fmt(us, us < 10 ? 1 : 0) + " µs";
    layer.appendChild(label);
  }
  var seconds = (count / data.hz);
  var step = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 120, 300, 600].find(function (s) { return seconds / s <= 10; }) || 1200;
  for (var s = 0; s <= seconds + 1e-9; s += step) {
    var sx = x(s * data.hz - 0.5);
    layer.appendChild(page.svg("line", { "class": "axis", x1: sx, x2: sx, y1: T + plotH, y2: T + plotH + 4 }));
    var sl = page.svg("text", { "class": "label", x: sx, y: T + plotH + 16, "text-anchor": "middle" });
    sl.textContent = page.fmt(s, step < 1 ? 2 : 0) + " s";
    layer.appendChild(sl);
  }
  var barWidth = Math.max(0.6, plotW / count * stride * 0.8);
  var bars = [], line = [], over = [], clipped = [];
  for (var i = 0; i < n; i++) {
    var bx = x(ticks[i] + (stride - 1) / 2);
    bars.push("M" + bx.toFixed(1) + " " + y(0).toFixed(1) + "V" + y(cpu[i]).toFixed(1));
    line.push(bx.toFixed(1) + "," + y(wall[i]).toFixed(1));
    if (budget > 0 && judged[i] > budget) {
      over.push("M" + (bx - 3).toFixed(1) + " " + (T - 10) + "h6l-3 7z");
    }
    if (Math.max(cpu[i], wall[i]) > yMax) { clipped.push("M" + (bx - 3).toFixed(1) + " " + (T + 1) + "h6l-3 -5z"); }
  }
  layer.appendChild(page.svg("path", { "class": "cpu", d: bars.join(""), "stroke-width": barWidth.toFixed(2) }));
  if (line.length > 1) { layer.appendChild(page.svg("polyline", { "class": "wall", points: line.join(" ") })); }
  if (budget > 0 && budget <= yMax) {
    layer.appendChild(page.svg("line", { "class": "budget", x1: L, x2: L + plotW, y1: y(budget), y2: y(budget) }));
    var bl = page.svg("text", { "class": "label", x: L + plotW, y: y(budget) - 4, "text-anchor": "end" });
    bl.textContent = "budget " + page.fmt(budget / 1000, 2) + " ms";
    layer.appendChild(bl);
  } else if (budget > 0) {
    var above = page.svg("text", { "class": "label", x: L + plotW, y: T - 4, "text-anchor": "end" });
    above.textContent = "budget " + page.fmt(budget / 1000, 2) + " ms is above the chart";
    layer.appendChild(above);
  }
  if (over.length) { layer.appendChild(page.svg("path", { "class": "over", d: over.join("") })); }
  if (clipped.length) { layer.appendChild(page.svg("path", { "class": "clipped", d: clipped.join("") })); }
  var marks = [];
  for (var key in violationsAt) {
    var vx = x(Number(key));
    marks.push("M" + (vx - 3).toFixed(1) + " " + (T + plotH + 30) + "l3 -6l3 6l-3 6z");
  }
  if (marks.length) { layer.appendChild(page.svg("path", { "class": "violation", d: marks.join("") })); }
}
scaleButton.addEventListener("click", function () { mode = mode === "budget" ? "fit" : "budget"; draw(); });
draw();

function moveCursor(t) { cursor.setAttribute("x1", x(t)); cursor.setAttribute("x2", x(t)); }
channel.on(moveCursor);
moveCursor(channel.tick);

overlay.addEventListener("mousemove", function (event) {
  var t = tickAt(event.clientX);
  var k = sampleAt(t);
  var lines = ["tick " + t + " · " + page.fmt(t / data.hz, 3) + " s"];
  if (k < 0) {
    lines.push("not run (idle)");
  } else {
    if (stride > 1) { lines.push("ticks " + ticks[k] + "–" + (ticks[k] + stride - 1) + " (largest)"); }
    lines.push("cpu  " + page.fmt(cpu[k], 1) + " µs");
    lines.push("wall " + page.fmt(wall[k], 1) + " µs");
    if (budget > 0 && judged[k] > budget) { lines.push("over budget by " + page.fmt(judged[k] - budget, 1) + " µs"); }
    lines.push("pivots " + pivots[k] + " · frames changed " + changed[k] + " · input frames " + inputs[k]);
  }
  var here = violationsAt[t];
  if (here) { lines.push("violations: " + here.join(", ")); }
  page.tip(event, lines);
});
overlay.addEventListener("mouseleave", function () { page.untip(); });
overlay.addEventListener("click", function (event) { channel.set(tickAt(event.clientX), "chart"); });
