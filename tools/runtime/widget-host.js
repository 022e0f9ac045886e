// @ts-check
// The built book's host for anywidget front-end modules, in place of html-manager
// and require.js.  Loaded with `defer` on widget pages only (nb_ipywidgets_js in
// _config.yml), after the shared helpers (widgets/helpers.js, which define `s66`
// and `s66steps` for the widgets' modules).
//
// What it does, following the anywidget front-end module (AFM) specification:
//
// 1. Reads the widget state myst-nb embeds in the page
//    (<script type="application/vnd.jupyter.widget-state+json">) and, for each
//    view (<script type="application/vnd.jupyter.widget-view+json">), puts a
//    <div class="widget-subarea"> just before it.
// 2. For each anywidget model, imports its `_esm` (a string in the state) as an ES
//    module through a Blob URL (works from file://, where module scripts and
//    fetch() of sibling files are blocked, and under any path prefix), adds its
//    `_css` once as a <style>, calls `initialize({ model })` once per model and
//    `render({ model, el })` once per view.
// 3. The model offers get, set, on, off, save_changes, send and widget_manager.
//    There is no kernel: save_changes() and send() reach nobody, as in any static
//    export; views of the same model still see each other's changes.
//
// 4. Renders the views one by one, those in sight first (see renderInOrder).
//
// A widget that fails (bad state, a module that does not load, a render that
// throws) shows a plain message in its place; the other widgets and the page
// carry on.  The same modules run unchanged in JupyterLab through anywidget.

(function () {
  "use strict";

  var STATE = 'script[type="application/vnd.jupyter.widget-state+json"]';
  var VIEW = 'script[type="application/vnd.jupyter.widget-view+json"]';

  function Model(id, state, manager) {
    this.model_id = id;
    this.widget_manager = manager;
    this._state = state;
    this._listeners = new Map();
  }

  Model.prototype.get = function (name) {
    return this._state[name];
  };

  Model.prototype.set = function (name, value) {
    var old = this._state[name];
    this._state[name] = value;
    if (old !== value) {
      this._emit("change:" + name, [value]);
      this._emit("change", []);
    }
  };

  Model.prototype.on = function (event, callback) {
    if (!this._listeners.has(event)) this._listeners.set(event, new Set());
    this._listeners.get(event).add(callback);
  };

  Model.prototype.off = function (event, callback) {
    if (event === undefined || event === null) {
      this._listeners.clear();
    } else if (callback === undefined || callback === null) {
      this._listeners.delete(event);
    } else if (this._listeners.has(event)) {
      this._listeners.get(event).delete(callback);
    }
  };

  // No kernel on a static page: changes stay in the page.
  Model.prototype.save_changes = function () {};
  Model.prototype.send = function () {};

  Model.prototype._emit = function (event, args) {
    var callbacks = this._listeners.get(event);
    if (!callbacks) return;
    Array.from(callbacks).forEach(function (callback) {
      try {
        callback.apply(null, args);
      } catch (error) {
        console.error("solo66 widget host: a " + event + " listener failed", error);
      }
    });
  };

  /** Import an ES module given as text (one import per distinct text). */
  var modules = new Map();
  function importSource(source) {
    if (!modules.has(source)) {
      var url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
      modules.set(
        source,
        import(url).finally(function () {
          URL.revokeObjectURL(url);
        }),
      );
    }
    return modules.get(source);
  }

  /** The widget definition of an AFM module: { initialize?, render? }. */
  function definition(module) {
    var exported = module.default !== undefined ? module.default : module;
    if (typeof exported === "function") return Promise.resolve(exported());
    return Promise.resolve(exported);
  }

  var styles = new Set();
  function addStyle(css) {
    if (!css || styles.has(css)) return;
    styles.add(css);
    var style = document.createElement("style");
    style.textContent = css;
    document.head.append(style);
  }

  function failed(area, reason) {
    var message = document.createElement("p");
    message.className = "s66-host-error";
    message.setAttribute("role", "note");
    message.textContent =
      "This interactive part of the page could not be shown (" +
      reason +
      "). The rest of the page works; the notebook version runs it in Jupyter.";
    area.replaceChildren(message);
  }

  function start() {
    var views = document.querySelectorAll(VIEW);
    if (!views.length) return;
    var states = {};
    var stateError = null;
    try {
      var script = document.querySelector(STATE);
      states = script ? JSON.parse(script.textContent).state || {} : {};
    } catch (error) {
      stateError = error;
      console.error("solo66 widget host: the page's widget state does not parse", error);
    }
    var models = new Map();
    var manager = {
      get_model: function (id) {
        return models.has(id) ? Promise.resolve(models.get(id).model) : Promise.reject(new Error("no model " + id));
      },
    };
    function ready(id) {
      if (models.has(id)) return models.get(id).ready;
      var entry = states[id];
      var model = null;
      var promise;
      if (!entry || entry.model_name !== "AnyModel") {
        promise = Promise.reject(new Error(entry ? "not an anywidget model" : "no such widget in the page"));
      } else {
        model = new Model(id, Object.assign({}, entry.state), manager);
        addStyle(model.get("_css"));
        promise = importSource(model.get("_esm") || "")
          .then(definition)
          .then(function (widget) {
            if (!widget || typeof widget.render !== "function") {
              throw new Error("the module has no render function");
            }
            var init = typeof widget.initialize === "function" ? widget.initialize({ model: model }) : null;
            return Promise.resolve(init).then(function () {
              return widget;
            });
          });
      }
      var record = { model: model, ready: promise };
      models.set(id, record);
      promise.catch(function () {});
      return promise;
    }
    var queue = [];
    views.forEach(function (script) {
      var area = document.createElement("div");
      area.className = "widget-subarea s66-host";
      script.before(area);
      var id = null;
      try {
        id = JSON.parse(script.textContent).model_id;
      } catch (error) {
        console.error("solo66 widget host: a widget view does not parse", error);
        failed(area, "its description in the page is damaged");
        return;
      }
      if (stateError) {
        failed(area, "the page's widget data is damaged");
        return;
      }
      queue.push({ id: id, area: area });
      // Start loading its module now, while the page is laid out for the queue's order.
      var entry = states[id];
      if (entry && entry.model_name === "AnyModel" && entry.state) {
        importSource(entry.state._esm || "").catch(function () {});
      }
    });
    renderInOrder(queue, function (view) {
      return ready(view.id)
        .then(function (widget) {
          return widget.render({ model: models.get(view.id).model, el: view.area });
        })
        .catch(function (error) {
          console.error("solo66 widget host: widget " + view.id + " failed", error);
          failed(view.area, String((error && error.message) || error));
        });
    });
  }

  /**
   * Render the views one at a time, those the reader can see first (in document
   * order), then the others, the browser painting between two: the first widget
   * shows as soon as its own module has run, not after every widget of the page.
   * A view scrolled into sight moves to the front of the queue.
   */
  function renderInOrder(queue, render) {
    // In the viewport first, then those the reader meets scrolling on (up to two
    // screens below), then up to a screen above, then the rest; each group in
    // document order.  A page opened at a #section is not scrolled there yet when
    // this runs: the viewport is then taken to start at that section.
    var height = window.innerHeight || 800;
    var top = 0;
    var target = null;
    try {
      target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    } catch (error) {
      target = null;
    }
    if (target) top = target.getBoundingClientRect().top;
    function distance(view) {
      var box = view.area.getBoundingClientRect();
      var from = box.top - top;
      var to = box.bottom - top;
      if (to >= 0 && from <= height) return 0;
      if (from > height) return from <= 2 * height ? 1 : 3;
      return to >= -height ? 2 : 3;
    }
    var rank = new Map();
    queue.forEach(function (view, index) {
      rank.set(view, distance(view) * queue.length + index);
    });
    queue = queue.slice().sort(function (a, b) {
      return rank.get(a) - rank.get(b);
    });
    var observer = null;
    var primed = false;
    if (typeof IntersectionObserver === "function") {
      observer = new IntersectionObserver(
        function (entries) {
          // The first call reports where the views are now: ranked above already.
          if (!primed) {
            primed = true;
            return;
          }
          var seen = entries
            .filter(function (entry) {
              return entry.isIntersecting;
            })
            .map(function (entry) {
              return entry.target;
            });
          var come = queue.filter(function (view) {
            return seen.indexOf(view.area) >= 0;
          });
          queue = come.concat(
            queue.filter(function (view) {
              return come.indexOf(view) < 0;
            }),
          );
        },
        { rootMargin: "50% 0px" },
      );
      queue.forEach(function (view) {
        observer.observe(view.area);
      });
    }
    function afterPaint(next) {
      // After the next frame (so what was rendered shows), or soon if no frame comes
      // (a page in a background tab).
      var done = false;
      function once() {
        if (!done) {
          done = true;
          next();
        }
      }
      if (typeof requestAnimationFrame === "function") {
        requestAnimationFrame(function () {
          setTimeout(once, 0);
        });
      }
      setTimeout(once, 100);
    }
    function step() {
      var view = queue.shift();
      if (!view) {
        if (observer) observer.disconnect();
        return;
      }
      if (observer) observer.unobserve(view.area);
      Promise.resolve(render(view)).then(function () {
        afterPaint(step);
      });
    }
    step();
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();
