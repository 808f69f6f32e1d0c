// Swagger UI's stock colours and markup miss WCAG 2.2 AA in a few places; these fixes make /api/docs
// pass axe like every other page. The script is served from our origin, so the CSP stays as it is.

/** Darker method badges and links: white or coloured text at 4.5:1 at least. */
const css = `
.swagger-ui .opblock .opblock-summary-method { min-width: 80px; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #0b5cad; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1e6b3a; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a4b00; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f6b5c; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b3261e; }
.swagger-ui .info .title small, .swagger-ui .info .title small pre { background: #4a5160; }
.swagger-ui .info .title small.version-stamp { background: #3b6e00; }
.swagger-ui .info .url, .swagger-ui .info a { color: #1f4f99; }
.swagger-ui .btn.authorize { color: #1e6b3a; border-color: #1e6b3a; }
.swagger-ui .btn.authorize svg { fill: #1e6b3a; }
.swagger-ui .json-schema-2020-12-expand-deep-button { color: #4a5160; }
.swagger-ui .opblock-tag small, .swagger-ui .parameter__in, .swagger-ui .prop-format { color: #4a5160; }
`;

/** A parameter's <select> (enumerations, booleans) gets the parameter's name as its label. */
const js = `
(function () {
  function label() {
    document.querySelectorAll("tr[data-param-name] select:not([aria-label])").forEach(function (select) {
      var row = select.closest("tr[data-param-name]");
      select.setAttribute("aria-label", row.getAttribute("data-param-name"));
    });
  }
  new MutationObserver(label).observe(document.documentElement, { childList: true, subtree: true });
})();
`;

export const docsTheme = {
  title: "PropLedger API reference",
  css: [{ filename: "propledger.css", content: css }],
  js: [{ filename: "labels.js", content: js }],
};
