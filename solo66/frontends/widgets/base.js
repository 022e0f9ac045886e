// Shared helpers for the Solo 66 widgets.
//
// solo66/frontends/widgets/base.py puts this file in front of every widget's own module,
// so a widget's .js uses these helpers as `s66.…` and ends with its own
// `export default { render({ model, el }) { … } }`.  On the built book this file
// is loaded once per page instead (runtime/widgets/helpers.js), as a classic script:
// it declares only the one global `s66`, which the widgets' modules find there.  Nothing here knows a rule
// of the game: the Python side computes everything into the `data` trait.

const s66 = (() => {
  "use strict";

  const PREF_KEY = "solo66-four-colour";
  const FOUR_COLOUR_EVENT = "solo66-four-colour";

  /** Create an element: s66.el("button", { class: "x", "aria-label": "…", onclick: f }, child…). */
  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (value === undefined || value === null || value === false) continue;
      if (key.startsWith("on") && typeof value === "function") {
        node.addEventListener(key.slice(2), value);
      } else if (key === "text") {
        node.textContent = value;
      } else if (key === "class") {
        node.className = value;
      } else {
        node.setAttribute(key, value === true ? "" : String(value));
      }
    }
    return append(node, ...children);
  }

  /**
   * The children to put into a node: arrays flattened, strings and numbers as text,
   * and nothing for undefined, null or false, so `cond ? el(…) : null` adds nothing
   * (the DOM's own append() would show the word "null").
   */
  function nodes(children) {
    return children
      .flat(Infinity)
      .filter((child) => child !== undefined && child !== null && child !== false)
      .map((child) => (child instanceof Node ? child : document.createTextNode(String(child))));
  }

  /** Append children to `node` (see nodes()); returns `node`.  Use it, not node.append(). */
  function append(node, ...children) {
    node.append(...nodes(children));
    return node;
  }

  /** Replace the children of `node` (see nodes()); returns `node`.  Not node.replaceChildren(). */
  function replace(node, ...children) {
    node.replaceChildren(...nodes(children));
    return node;
  }

  /**
   * A card face from card_json(): the SVG picture when the Python side drew one,
   * otherwise suit symbol and rank as large text.  `label` is the text alternative.
   */
  function card(info, { fourColour = false, hidden = false } = {}) {
    const svg = fourColour ? info.svg4 : info.svg;
    const face = el("span", {
      class: `s66-card s66-suit-${info.suit}` + (svg ? " s66-card-svg" : " s66-card-text"),
      role: hidden ? undefined : "img",
      "aria-label": hidden ? undefined : info.label,
      "aria-hidden": hidden ? "true" : undefined,
    });
    if (svg) {
      face.innerHTML = svg;
      for (const pic of face.querySelectorAll("svg")) pic.setAttribute("aria-hidden", "true");
    } else {
      append(
        face,
        el("span", { class: "s66-card-rank", "aria-hidden": "true", text: info.rank }),
        el("span", { class: "s66-card-symbol", "aria-hidden": "true", text: info.symbol }),
      );
    }
    return face;
  }

  /**
   * A card as a button: the face is hidden from assistive technology and the
   * button is named by visually hidden text (the card's label plus `extra`), so
   * a screen reader says "ten of clubs, 10 card points" rather than "10 ♣".
   */
  function cardButton(info, { fourColour = false, extra = "", onclick } = {}) {
    const name = extra ? `${info.label}, ${extra}` : info.label;
    const button = el(
      "button",
      { class: "s66-card-button", type: "button", onclick },
      card(info, { fourColour, hidden: true }),
      el("span", { class: "s66-sr", text: name }),
    );
    button.dataset.s66Id = info.id;
    return button;
  }

  const SUITS = { "♣": "clubs", "♠": "spades", "♥": "hearts", "♦": "diamonds" };

  /** Text with each suit symbol in its suit's colour (which follows four-colour mode). */
  function suitText(text) {
    return String(text)
      .split(/([♣♠♥♦])/)
      .filter((part) => part !== "")
      .map((part) => (part in SUITS ? el("span", { class: `s66-suit-${SUITS[part]}`, text: part }) : part));
  }

  /** A polite live region: announce(text) tells screen readers what just changed. */
  function live(className = "s66-live") {
    const region = el("div", { class: className, role: "status", "aria-live": "polite" });
    return region;
  }

  /**
   * Arrow-key navigation over a grid of buttons (rows of equal or unequal length):
   * one button is in the tab order at a time ("roving tabindex"); arrows, Home and
   * End move the focus; Enter and Space press the button as usual.
   */
  function arrowGrid(rows, start = [0, 0]) {
    let [r0, c0] = start;
    const all = rows.flat();
    for (const button of all) button.tabIndex = -1;
    if (all.length) rows[r0][c0].tabIndex = 0;
    rows.forEach((row, r) =>
      row.forEach((button, c) => {
        button.addEventListener("focus", () => {
          rows[r0][c0].tabIndex = -1;
          [r0, c0] = [r, c];
          button.tabIndex = 0;
        });
        button.addEventListener("keydown", (event) => {
          let [r1, c1] = [r, c];
          switch (event.key) {
            case "ArrowRight": c1 = Math.min(c + 1, row.length - 1); break;
            case "ArrowLeft": c1 = Math.max(c - 1, 0); break;
            case "ArrowDown": r1 = Math.min(r + 1, rows.length - 1); break;
            case "ArrowUp": r1 = Math.max(r - 1, 0); break;
            case "Home": c1 = 0; if (event.ctrlKey) r1 = 0; break;
            case "End": c1 = row.length - 1; if (event.ctrlKey) r1 = rows.length - 1; break;
            default: return;
          }
          event.preventDefault();
          c1 = Math.min(c1, rows[r1].length - 1);
          rows[r1][c1].focus();
        });
      }),
    );
  }

  function storedFourColour() {
    try {
      const value = window.localStorage.getItem(PREF_KEY);
      return value === null ? null : value === "1";
    } catch (error) {
      return null;
    }
  }

  function storeFourColour(on) {
    try {
      window.localStorage.setItem(PREF_KEY, on ? "1" : "0");
    } catch (error) {
      // Storage can be unavailable (private windows, some file:// set-ups): the
      // choice then lasts as long as the page.
    }
  }

  /**
   * Card pictures each carry their own <defs> (ids s66-face, s66-c, …).  Move them
   * into one hidden <svg> per document, each id once, so the page keeps unique ids
   * however many cards and widgets it shows (the built book's pages start with such
   * an <svg> already; a notebook gets one from the first widget).
   */
  function adoptDefs(root) {
    const pictures = root.querySelectorAll("svg defs");
    if (!pictures.length) return;
    let shared = document.querySelector("svg.s66-defs > defs");
    if (!shared) {
      const ns = pictures[0].namespaceURI; // SVG's
      const sprite = document.createElementNS(ns, "svg");
      sprite.setAttribute("class", "s66-defs");
      sprite.setAttribute("aria-hidden", "true");
      sprite.setAttribute("focusable", "false");
      sprite.setAttribute("width", "0");
      sprite.setAttribute("height", "0");
      sprite.setAttribute("style", "position:absolute;width:0;height:0;overflow:hidden");
      shared = document.createElementNS(ns, "defs");
      sprite.append(shared);
      document.body.prepend(sprite);
    }
    for (const defs of pictures) {
      if (defs === shared) continue;
      for (const item of [...defs.children]) {
        if (item.id && !shared.querySelector(`#${CSS.escape(item.id)}`)) shared.append(item);
      }
      defs.remove();
    }
  }

  /**
   * Mount a widget: a titled, high-contrast box with a four-colour switch, built by
   * `build(body, ctx)` from the model alone and rebuilt whenever `data` or
   * `four_colour` changes.  ctx = { data, fourColour, model, rebuild }.
   */
  function mount(model, el0, build) {
    const stored = storedFourColour();
    if (stored !== null && stored !== model.get("four_colour")) {
      model.set("four_colour", stored);
    }
    const root = el("div", { class: "s66-widget" });
    replace(el0, root);
    const render = () => {
      const data = model.get("data") || {};
      const fourColour = Boolean(model.get("four_colour"));
      root.classList.toggle("s66-four-colour", fourColour);
      const focusedId = root.contains(document.activeElement)
        ? document.activeElement.getAttribute("data-s66-id")
        : null;
      const toggle = el(
        "button",
        {
          class: "s66-toggle",
          "aria-pressed": fourColour ? "true" : "false",
          onclick: () => {
            const on = !model.get("four_colour");
            storeFourColour(on);
            model.set("four_colour", on);
            model.save_changes();
            window.dispatchEvent(new CustomEvent(FOUR_COLOUR_EVENT, { detail: on }));
          },
        },
        "Four-colour pack",
      );
      toggle.setAttribute("data-s66-id", "four-colour");
      const header = el(
        "div",
        { class: "s66-header" },
        data.title ? el("p", { class: "s66-title", text: data.title }) : null,
        toggle,
      );
      const body = el("div", { class: "s66-body" });
      replace(root, header, body);
      build(body, { data, fourColour, model, rebuild: render });
      if (focusedId) {
        const again = root.querySelector(`[data-s66-id="${CSS.escape(focusedId)}"]`);
        if (again) again.focus();
      }
    };
    // Four-colour mode switched in any widget of the page applies to all of them.
    const follow = (event) => {
      if (Boolean(model.get("four_colour")) === event.detail) return;
      model.set("four_colour", event.detail);
      model.save_changes();
    };
    model.on("change:data", render);
    model.on("change:four_colour", render);
    // Pictures a widget draws later (a step, a click) give up their <defs> too,
    // before the browser paints them.
    const pictures = new MutationObserver(() => adoptDefs(root));
    pictures.observe(root, { childList: true, subtree: true });
    window.addEventListener(FOUR_COLOUR_EVENT, follow);
    render();
    adoptDefs(root);
    return () => {
      pictures.disconnect();
      model.off("change:data", render);
      model.off("change:four_colour", render);
      window.removeEventListener(FOUR_COLOUR_EVENT, follow);
    };
  }

  return { el, append, replace, card, cardButton, live, arrowGrid, adoptDefs, mount, suitText };
})();
