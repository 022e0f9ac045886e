// Tell require.js where the site's widget runtime lives, so that html-manager
// (embed-amd.js) finds the anywidget front-end and its own fonts next to this
// file, whatever the page's folder, web path prefix or file:// location.
// Loaded on widget pages only, after require.js and before embed-amd.js
// (see nb_ipywidgets_js in _config.yml).
(function () {
  "use strict";
  var src = document.currentScript.src;
  var base = src.slice(0, src.lastIndexOf("/") + 1);
  window.requirejs.config({
    baseUrl: base,
    paths: { anywidget: "anywidget/index" },
  });
})();
