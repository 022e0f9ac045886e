// @ts-check
// The pack explorer: four rows of eight cards; the selected card's rank order and
// card points, all precomputed by solo66/frontends/widgets/pack.py (data.details).
// Uses the shared helpers `s66` from base.js, which is put in front of this file.

/**
 * The pack explorer's data: payloads.PackData (solo66/frontends/payloads.py).
 * @typedef {{title: string, hint: string, empty: string,
 *   rows: {suit: SuitJSON, cards: string[], points: number, label: string}[],
 *   cards: Record<string, CardJSON>,
 *   details: Record<string, {heading: string, position: number, lines: string[]}>,
 *   rank_order: string[], total: number, total_with_last_trick: number,
 *   summary: string}} PackData
 */

/**
 * @param {HTMLElement} body
 * @param {{data: PackData, fourColour: boolean, model: any, t: any}} options
 */
function renderPack(body, { data, fourColour, model, t }) {
  const { el } = s66;
  const status = s66.live("s66-panel s66-pack-detail");
  const buttons = [];
  const grid = el("div", { class: "s66-pack-grid", role: "group", "aria-label": t("The 32 cards") });

  const show = (id) => {
    for (const button of buttons.flat()) {
      button.setAttribute("aria-pressed", button.dataset.s66Id === id ? "true" : "false");
    }
    const detail = data.details[id];
    if (!detail) {
      s66.replace(status, el("p", { class: "s66-muted", text: data.empty }));
      return;
    }
    const order = el(
      "ol",
      { class: "s66-rank-order", "aria-label": t("Rank order, highest first") },
      data.rank_order.map((rank, i) =>
        el("li", { class: i === detail.position ? "s66-current" : undefined, text: rank }),
      ),
    );
    s66.replace(status,
      el("p", { class: "s66-detail-heading", text: detail.heading }),
      order,
      el("ul", { class: "s66-lines" }, detail.lines.map((line) => el("li", { text: line }))),
    );
  };

  for (const row of data.rows) {
    const suit = row.suit;
    const rowButtons = row.cards.map((id) => {
      const info = data.cards[id];
      const button = s66.cardButton(info, {
        fourColour,
        extra: t("{n} card points", { n: info.points }),
        onclick: () => {
          model.set("selected", id);
          model.save_changes();
          show(id);
        },
      });
      button.setAttribute("aria-pressed", "false");
      return button;
    });
    buttons.push(rowButtons);
    s66.append(grid,
      el(
        "div",
        { class: "s66-pack-row" },
        el(
          "p",
          { class: `s66-row-label s66-suit-${suit.name}` },
          el("span", { class: "s66-row-symbol", "aria-hidden": "true", text: suit.symbol }),
          ` ${row.label}`,
        ),
        el("div", { class: "s66-card-row" }, rowButtons),
      ),
    );
  }

  const selected = model.get("selected");
  const start = [0, 0];
  buttons.forEach((row, r) =>
    row.forEach((button, c) => {
      if (button.dataset.s66Id === selected) [start[0], start[1]] = [r, c];
    }),
  );
  s66.arrowGrid(buttons, start);
  s66.append(body,
    el("p", { class: "s66-hint", text: data.hint }),
    grid,
    status,
    el("p", { class: "s66-summary", text: data.summary }),
  );
  show(selected);
}

export default {
  render({ model, el }) {
    return s66.mount(model, el, renderPack);
  },
};
