var names = data.channels, box = root.querySelector("input.link"), busy = false;
names.forEach(function (name) {
  page.channel(name).on(function (t, source) {
    if (!box.checked || busy) { return; }
    busy = true;
    names.forEach(function (other) { if (other !== name) { page.channel(other).set(t, source); } });
    busy = false;
  });
});
