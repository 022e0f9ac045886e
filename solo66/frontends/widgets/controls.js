// @ts-check
// Shared controls of the step-through widgets (solo66/frontends/widgets/controls.py):
// Previous/Next buttons with a counter, and arrow keys, Home and End to step.

// Closed (Readonly): a misspelt helper is an error for TypeScript's checker, not `any`
// as a JavaScript object literal's unknown property would be.
const s66steps = (() => {
  const steps = {
    /**
     * Previous and Next buttons and a counter; go(step) moves, returns the elements.
     * `counter(step, last)` writes the counter (default: "Step 2 of 9"); `t` the words
     * (the widget's ctx.t; default English).
     * @param {(step: number) => void} go
     * @param {() => number} current
     * @param {{t?: ReturnType<typeof s66.translator>,
     *   counter?: (step: number, last: number) => string}} [options]
     */
    buttons(go, current, { t = s66.translator(), counter: text } = {}) {
      const { el } = s66;
      const write = text || ((step, last) => t("Step {n} of {last}", { n: step, last }));
      const prev = el("button", { class: "s66-step", onclick: () => go(current() - 1) }, t("Previous"));
      const next = el("button", { class: "s66-step", onclick: () => go(current() + 1) }, t("Next"));
      prev.dataset.s66Id = "prev";
      next.dataset.s66Id = "next";
      const counter = el("span", { class: "s66-counter", "aria-live": "off" });
      const update = (step, last) => {
        // A disabled button drops the focus, and with it the arrow keys: hand it over.
        const focused = document.activeElement;
        prev.disabled = step === 0;
        next.disabled = step === last;
        if (focused === next && next.disabled && !prev.disabled) prev.focus();
        if (focused === prev && prev.disabled && !next.disabled) next.focus();
        counter.textContent = write(step, last);
      };
      return { prev, next, counter, update };
    },

    /**
     * Stepping through a widget's steps 0 … last(): the buttons (as buttons() gives them),
     * and the keys (keys()) anywhere in `root`.  A step asked for is held within 0 … last();
     * when it differs from current(), moveTo(step) takes it there.
     * @param {HTMLElement} root
     * @param {() => number} current
     * @param {() => number} last
     * @param {(step: number) => void} moveTo
     * @param {{t?: ReturnType<typeof s66.translator>,
     *   counter?: (step: number, last: number) => string}} [options]
     */
    stepper(root, current, last, moveTo, options) {
      const go = (to) => {
        const target = Math.min(Math.max(to, 0), last());
        if (target !== current()) moveTo(target);
      };
      steps.keys(root, go, current);
      return steps.buttons(go, current, options);
    },

    /** A card as a short coloured text chip ("♦Q"), for compact lists of cards. */
    chip(info) {
      return s66.el("span", { class: `s66-chip s66-suit-${info.suit}`, "aria-hidden": "true", text: info.id });
    },

    /** Arrow keys (Left/Right), Home and End anywhere in `root` step; selects keep their keys. */
    keys(root, go, current) {
      root.addEventListener("keydown", (event) => {
        const target = event.target;
        if (target instanceof HTMLSelectElement || target instanceof HTMLInputElement) return;
        if (target.closest && target.closest("[data-s66-own-keys]")) return;
        const moves = {
          ArrowRight: current() + 1,
          ArrowLeft: current() - 1,
          Home: 0,
          End: Number.MAX_SAFE_INTEGER,
        };
        if (!(event.key in moves)) return;
        event.preventDefault();
        go(moves[event.key]);
      });
    },
  };
  return /** @type {Readonly<typeof steps>} */ (steps);
})();
