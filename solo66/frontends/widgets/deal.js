// @ts-check
// The deal, packet by packet (solo66/frontends/widgets/deal.py computes every step).
// Uses the shared helpers `s66` from base.js, which is put in front of this file.

function renderDeal(body, { data, fourColour, model, t }) {
  const { el } = s66;
  const hands = data.hands || [];
  if (!hands.length) return;
  let hand = s66.within(model.get("hand"), hands.length);
  let pattern = s66.oneOf(model.get("pattern"), data.patterns, data.default_pattern);
  let step = model.get("step") || 0;

  const save = () => s66.store(model, { hand, pattern, step });

  const picker = s66.picker(hands, "hand", hand, (i) => {
    hand = i;
    step = 0;
    save();
    draw();
  });

  const patternButtons = data.patterns.map((p) =>
    s66.choice(`pattern-${p}`, data.pattern_labels[p], () => {
      pattern = p;
      step = 0;
      save();
      draw();
    }),
  );

  const stepper = s66steps.stepper(body, () => step, () => steps().length - 1, (to) => {
    step = to;
    save();
    draw();
  }, { t });
  const table = el("div", { class: "s66-deal-table" });
  const status = s66.live("s66-panel s66-deal-text");
  const code = el("p", { class: "s66-deal-code" });

  function steps() {
    return hands[hand].patterns[pattern].steps;
  }

  // Every step's table, put back together from what each step changed (deal.py).
  const tables = new Map();
  function tableAt(n) {
    const key = `${hand} ${pattern}`;
    if (!tables.has(key)) {
      const h = hands[hand];
      tables.set(key, s66.tableSteps([h.table, ...steps().slice(1).map((st) => st.table)]));
    }
    return tables.get(key)[n];
  }

  function draw() {
    const h = hands[hand];
    const all = steps();
    step = Math.min(step, all.length - 1);
    const s = all[step];
    for (const [i, p] of data.patterns.entries()) {
      patternButtons[i].setAttribute("aria-pressed", p === pattern ? "true" : "false");
    }
    picker.value = String(hand);
    stepper.update(step, all.length - 1);
    s66.table(table, tableAt(step), {
      cards: data.cards,
      fourColour,
      fresh: s.packet,
      empty: t("no cards yet"),
      turnWord: t("receives"),
      t,
      label: t("The table, {hand}", { hand: h.label }),
    });
    status.textContent = s.text;
    code.textContent = t("Deal code ({pattern}): {code}", { pattern, code: h.patterns[pattern].code });
  }

  s66.append(body,
    el("p", { class: "s66-hint", text: data.hint }),
    el(
      "div",
      { class: "s66-controls" },
      el("label", { class: "s66-control" }, t("Hand "), picker),
      el(
        "div",
        { class: "s66-control", role: "group", "aria-label": t("Packet pattern") },
        el("span", { text: t("Packets: ") }),
        patternButtons,
      ),
    ),
    el("div", { class: "s66-controls" }, stepper.prev, stepper.next, stepper.counter),
    status,
    table,
    code,
  );
  draw();
}

export default {
  render({ model, el }) {
    return s66.mount(model, el, renderDeal, { wide: true });
  },
};
