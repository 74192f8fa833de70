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
