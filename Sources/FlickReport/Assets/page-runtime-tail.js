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
