// @ts-check
// The scoring calculator (solo66/frontends/widgets/scoring.py precomputes the outcome and
// score of every pair of card points and tricks under each scheme).
// Uses `s66` from base.js.

function renderScoring(body, { data, model, t }) {
  const { el } = s66;
  const total = data.total;
  let points = Math.min(Math.max(Number(model.get("points")) || 0, 0), total);
  let tricks = Math.min(Math.max(Number(model.get("tricks")) || 0, 0), 6);

  const save = () => s66.store(model, { points, tricks });

  const slider = el("input", {
    type: "range",
    min: "0",
    max: String(total),
    step: "1",
    class: "s66-points-slider",
    "aria-label": t("Soloist's card points"),
  });
  slider.dataset.s66Id = "points-slider";
  const number = el("input", {
    type: "number",
    min: "0",
    max: String(total),
    step: "1",
    class: "s66-points-number",
    "aria-label": t("Soloist's card points (type a number)"),
  });
  number.dataset.s66Id = "points-number";
  const setPoints = (value) => {
    const v = Math.round(Number(value));
    if (!Number.isFinite(v)) return;
    points = Math.min(Math.max(v, 0), total);
    save();
    update();
  };
  slider.addEventListener("input", () => setPoints(slider.value));
  number.addEventListener("change", () => setPoints(number.value));
  const minus = el("button", { class: "s66-step", "aria-label": t("−1: one point fewer"), onclick: () => setPoints(points - 1) }, "−1");
  const plus = el("button", { class: "s66-step", "aria-label": t("+1: one point more"), onclick: () => setPoints(points + 1) }, "+1");
  minus.dataset.s66Id = "minus";
  plus.dataset.s66Id = "plus";

  const trickButtons = [0, 1, 2, 3, 4, 5, 6].map((n) =>
    s66.choice(
      `tricks-${n}`,
      String(n),
      () => {
        tricks = n;
        save();
        update();
      },
      { extra: "s66-trick-count", attrs: { "aria-label": t.n("{n} trick", "{n} tricks", n, { n }) } },
    ),
  );
  s66.arrowGrid([trickButtons], [0, tricks]);

  const summary = s66.live("s66-panel s66-score-summary");
  const tableBody = el("tbody");
  const table = el(
    "table",
    { class: "s66-table s66-score-table" },
    el("caption", { text: t("Under each scheme") }),
    el(
      "thead",
      {},
      el(
        "tr",
        {},
        el("th", { scope: "col", text: t("Scheme") }),
        el("th", { scope: "col", text: t("Outcome") }),
        el("th", { scope: "col", text: t("Soloist's score") }),
        el("th", { scope: "col", text: t("Worked out") }),
      ),
    ),
    tableBody,
  );

  /** A score with its sign, the minus as the language writes it. @param {number} n */
  const scoreText = (n) => s66.signed(n, data.minus);

  function update() {
    slider.value = String(points);
    number.value = String(points);
    trickButtons.forEach((b, n) => b.setAttribute("aria-pressed", n === tricks ? "true" : "false"));
    const cell = data.grid[tricks][points];
    const values = { points, tricks, defenders: total - points };
    const head = tricks === 1
      ? t("Soloist: {points} card points, {tricks} trick; defenders: {defenders}.", values)
      : t("Soloist: {points} card points, {tricks} tricks; defenders: {defenders}.", values);
    if (typeof cell === "number") {
      s66.replace(summary,
        el("p", { class: "s66-detail-heading", text: head }),
        el("p", { class: "s66-verdict s66-no", text: t("Impossible: {why}.", { why: data.messages[cell] }) }),
      );
      table.hidden = true;
      return;
    }
    table.hidden = false;
    const [first, score] = cell[0];
    s66.replace(summary,
      el("p", { class: "s66-detail-heading", text: head }),
      el("p", { class: "s66-verdict", text: t("This book's rules: {outcome}, {score}.", { outcome: data.words[first], score: scoreText(score) }) }),
    );
    s66.replace(tableBody,
      ...cell.map(([name, value], i) =>
        el(
          "tr",
          {},
          el("th", { scope: "row", text: data.schemes[i] }),
          el("td", { text: data.words[name] }),
          el("td", { class: "s66-score", text: scoreText(value) }),
          el("td", { class: "s66-working", text: data.working[tricks][points][i] }),
        ),
      ),
    );
  }

  s66.append(body,
    el("p", { class: "s66-hint", text: data.hint }),
    el(
      "div",
      { class: "s66-controls" },
      el("span", { class: "s66-seat-name", text: t("Card points:") }),
      minus,
      slider,
      plus,
      number,
    ),
    el(
      "div",
      { class: "s66-controls", role: "group", "aria-label": t("Soloist's tricks") },
      el("span", { class: "s66-seat-name", text: t("Tricks:") }),
      trickButtons,
    ),
    summary,
    table,
  );
  update();
}

export default {
  render({ model, el }) {
    return s66.mount(model, el, renderScoring);
  },
};
