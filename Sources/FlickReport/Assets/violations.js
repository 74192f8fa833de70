var channel = page.channel(data.channel);
var items = root.querySelectorAll("li.violation");
root.addEventListener("click", function (event) {
  var button = event.target.closest("button.jump");
  if (!button) { return; }
  channel.set(Number(button.getAttribute("data-tick")), "violations");
  var viewer = document.getElementById(data.viewer);
  if (viewer) { viewer.scrollIntoView({ block: "start" }); }
});
function mark(t) {
  for (var i = 0; i < items.length; i++) {
    items[i].classList.toggle("current", Number(items[i].getAttribute("data-tick")) === t);
  }
}
channel.on(mark);
mark(channel.tick);
