// @ts-check
// Put two cards away (solo66/frontends/widgets/discard.py precomputes all 28 choices, each
// with the solver's value at best play, and why the best one is best).
// Uses `s66` from base.js and `s66steps` from controls.js.

function renderDiscard(body, { data, fourColour, model, t }) {
  const { el } = s66;
  const positions = data.positions || [];
  if (!positions.length) return;
  let index = s66.within(model.get("position"), positions.length);
  let selected = (model.get("selected") || []).filter((id) => positions[index].hand.includes(id));

  const save = () => s66.store(model, { position: index, selected: selected.slice() });

  const picker = s66.picker(positions, "position", index, (i) => {
    index = i;
    selected = [];
    save();
    build();
  });
  const clear = el(
    "button",
    {
      class: "s66-step",
      onclick: () => {
        selected = [];
        save();
        update();
      },
    },
    t("Clear"),
  );
  clear.dataset.s66Id = "clear";
  const intro = el("p", { class: "s66-intro" });
  const row = el("div", { class: "s66-card-row s66-discard-hand", role: "group", "aria-label": t("The soloist's eight cards") });
  const result = s66.live("s66-panel s66-discard-result");
  const all = el("details", { class: "s66-all-choices" });
  let buttons = [];

  function key() {
    const hand = positions[index].hand;
    return selected
      .slice()
      .sort((a, b) => hand.indexOf(a) - hand.indexOf(b))
      .join(" ");
  }

  function toggle(id) {
    if (selected.includes(id)) {
      selected = selected.filter((x) => x !== id);
    } else {
      selected = [...selected, id].slice(-2);
    }
    save();
    update();
  }

  function update() {
    const p = positions[index];
    for (const button of buttons) {
      const id = button.dataset.s66Id;
      const on = selected.includes(id);
      button.setAttribute("aria-pressed", on ? "true" : "false");
    }
    if (selected.length < 2) {
      const ask = selected.length
        ? t("Chosen: {cards}. Choose 1 more card to discard.", { cards: selected.join(" ") })
        : t("Choose 2 more cards to discard.");
      s66.replace(result, el("p", { text: ask }));
      return;
    }
    const choice = p.choices[key()];
    const best = p.ranked[0];
    const n = p.samples;
    const fair = t.number(choice.fair, 1);
    const verdict = choice.fair_cost === 0
      ? t("Best discard by what you can see: {fair} card points on average over {n} deals that fit your cards (best in {k} of them).", {
          fair, n, k: choice.best_in,
        })
      : t("{fair} card points on average over {n} deals that fit your cards: {cost} fewer than the best discard ({best}, {best_fair}).", {
          fair,
          n,
          cost: t.number(choice.fair_cost, 1),
          best,
          best_fair: t.number(p.choices[best].fair, 1),
        });
    const hindsightBest = p.hindsight_best[0];
    const hindsight = choice.cost === 0
      ? t("In hindsight, with every hand open: worth {value} card points at best play.", { value: choice.value })
      : t("In hindsight, with every hand open: worth {value} card points at best play; in this very deal {best} would be worth {best_value}.", {
          value: choice.value, best: hindsightBest, best_value: p.choices[hindsightBest].value,
        });
    s66.replace(result, 
      el("p", { class: "s66-detail-heading s66-big-points", text: verdict }),
      el("p", { class: "s66-hindsight", text: hindsight }),
      el("p", { text: t("{text} Put away: {points} card points.", { text: choice.text, points: choice.points }) }),
      el(
        "p",
        {},
        el("strong", { text: t("You keep: ") }),
        el("span", { class: "s66-chips s66-inline-chips", role: "img", "aria-label": choice.kept.join(" ") }, choice.kept.map((id) => s66steps.chip(data.cards[id]))),
      ),
      el("ul", {}, choice.notes.map((n) => el("li", {}, ...s66.suitText(n)))),
      choice.fair_cost === 0 ? whyBest(p) : null,
    );
  }

  function whyBest(p) {
    return el(
      "div",
      { class: "s66-why-best" },
      el("p", { class: "s66-seat-name", text: t("Why this discard is best") }),
      el("ul", {}, p.why_best.map((n) => el("li", {}, ...s66.suitText(n)))),
    );
  }

  function build() {
    const p = positions[index];
    picker.value = String(index);
    s66.replace(intro, ...s66.suitText(p.intro));
    buttons = p.hand.map((id) => {
      const info = data.cards[id];
      const fromTalon = p.talon.includes(id);
      const points = t.n("{n} point", "{n} points", info.points, { n: info.points });
      const extra = points + (fromTalon ? t(", from talon") : "");
      const button = s66.cardButton(info, { fourColour, extra, onclick: () => toggle(id) });
      button.setAttribute("aria-pressed", "false");
      s66.append(button,
        el("span", { class: "s66-card-caption", "aria-hidden": "true", text: points }),
        fromTalon ? el("span", { class: "s66-card-caption s66-from-talon", "aria-hidden": "true", text: t("from talon") }) : "",
      );
      return button;
    });
    s66.replace(row, ...buttons);
    s66.arrowGrid([buttons]);
    s66.replace(all, 
      el("summary", { text: t("All 28 choices, best first") }),
      whyBest(p),
      el(
        "table",
        { class: "s66-table" },
        el(
          "thead",
          {},
          el(
            "tr",
            {},
            el("th", { scope: "col", text: t("Discard") }),
            el("th", { scope: "col", text: t("On average over {n} deals", { n: p.samples }) }),
            el("th", { scope: "col", text: t("With every hand open") }),
            el("th", { scope: "col", text: t("Points put away") }),
          ),
        ),
        el(
          "tbody",
          {},
          p.ranked.map((k) =>
            el("tr", {}, el("td", { text: k }), el("td", { text: t.number(p.choices[k].fair, 1) }),
              el("td", { text: String(p.choices[k].value) }), el("td", { text: String(p.choices[k].points) })),
          ),
        ),
      ),
    );
    update();
  }

  s66.append(body,
    el("p", { class: "s66-hint", text: data.hint }),
    positions.length > 1 ? el("div", { class: "s66-controls" }, el("label", { class: "s66-control" }, t("Hand "), picker)) : null,
    intro,
    row,
    el("div", { class: "s66-controls" }, clear),
    result,
    all,
  );
  build();
}

export default {
  render({ model, el }) {
    return s66.mount(model, el, renderDiscard);
  },
};
