// @ts-check
// Your turn in a trick (solo66/frontends/widgets/tricks.py precomputes, for every card in the
// hand, the engine's verdict: the rule that forbids it, or who wins the trick so far).
// Uses `s66` from base.js and `s66steps` from controls.js.

function renderTricks(body, { data, fourColour, model, t }) {
  const { el } = s66;
  const positions = data.positions || [];
  if (!positions.length) return;
  let index = s66.within(model.get("position"), positions.length);
  let tried = model.get("tried") || "";
  let revealed = false;

  const save = () => s66.store(model, { position: index, tried });

  const choices = positions.map((p, i) =>
    s66.choice(`position-${i}`, p.label, () => {
      index = i;
      tried = "";
      revealed = false;
      save();
      build();
    }),
  );
  const intro = el("p", { class: "s66-intro" });
  const table = el("div", { class: "s66-trick-table" });
  const handRow = el("div", { class: "s66-hand s66-card-row s66-trick-hand", role: "group", "aria-label": t("Your hand") });
  const result = s66.live("s66-panel s66-trick-result");
  const reveal = el(
    "button",
    {
      class: "s66-step s66-reveal",
      onclick: () => {
        revealed = true;
        update();
        result.focus();
      },
    },
    t("Show every card"),
  );
  reveal.dataset.s66Id = "reveal";
  result.tabIndex = -1;
  let buttons = [];

  // The table as the player to act sees it (tricks.py); a card tried and allowed is
  // drawn in front of the reader's seat, with who would be winning the trick then.
  function drawTable() {
    const p = positions[index];
    const verdict = tried ? p.cards[tried] : null;
    let shown = p.table;
    if (verdict && verdict.legal) {
      const trick = p.table.trick;
      shown = {
        ...p.table,
        trick: { ...trick, ahead: verdict.winner, plays: [...trick.plays, { seat: p.seat, card: tried, mark: null }] },
      };
    }
    const focused = document.activeElement;
    s66.table(table, shown, {
      cards: data.cards,
      back: data.back,
      fourColour,
      hand: (seat) => (seat === p.seat ? handRow : null),
      t,
      label: t("The table: the trick so far, your hand at the bottom"),
    });
    if (focused instanceof HTMLElement && handRow.contains(focused)) {
      focused.focus({ preventScroll: true });
    }
  }

  // The verdict is announced (a live region) and shown under the hand: scrolled into
  // view if the window cut it off, so the click never seems to do nothing.
  function tryCard(id) {
    tried = id;
    save();
    update();
    const box = result.getBoundingClientRect();
    if (box.bottom > window.innerHeight || box.top < 0) {
      const smooth = window.matchMedia && !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      result.scrollIntoView({ block: "nearest", behavior: smooth ? "smooth" : "auto" });
    }
  }

  // The widget asks first: a card shows its verdict only once it has been tried,
  // every card's verdict only after "Show every card".
  function mark(button) {
    const id = button.dataset.s66Id;
    const ok = positions[index].cards[id].legal;
    const shown = revealed || id === tried;
    button.classList.toggle("s66-legal", shown && ok);
    button.classList.toggle("s66-illegal", shown && !ok);
    button.setAttribute("aria-pressed", id === tried ? "true" : "false");
    button.querySelector(".s66-sr").textContent = data.cards[id].label + (shown ? (ok ? t(", allowed") : t(", not allowed")) : "");
    // The mark, then the words (which a phone's narrow cards leave out: the button's name has them).
    s66.replace(
      button.querySelector(".s66-card-caption"),
      shown ? [ok ? "✓" : "✗", el("span", { class: "s66-caption-words", text: ok ? t(" allowed") : t(" not allowed") })] : [],
    );
  }

  function update() {
    const p = positions[index];
    for (const button of buttons) mark(button);
    drawTable();
    reveal.hidden = !tried || revealed;
    if (!tried) {
      s66.replace(result, el("p", { text: t("Which card would you play? Pick one of your cards.") }));
      return;
    }
    const v = p.cards[tried];
    const parts = v.legal
      ? [el("p", { class: "s66-verdict s66-ok" }, "✓ ", ...s66.suitText(v.text))]
      : [el("p", { class: "s66-verdict s66-no", text: t("✗ {card} is not allowed.", { card: tried }) }), el("p", { class: "s66-why" }, ...s66.suitText(v.why))];
    if (p.about) parts.push(el("p", { class: "s66-rule" }, t("The rule here: "), ...s66.suitText(p.about)));
    if (revealed) parts.push(el("p", { class: "s66-all-legal" }, ...s66.suitText(t("Allowed here: {cards}.", { cards: p.legal.join(" ") }))));
    s66.replace(result, ...parts);
  }

  function build() {
    const p = positions[index];
    choices.forEach((c, i) => c.setAttribute("aria-pressed", i === index ? "true" : "false"));
    s66.replace(intro, ...s66.suitText(p.intro));
    buttons = p.hand.map((id) => {
      const button = s66.cardButton(data.cards[id], { fourColour, onclick: () => tryCard(id) });
      button.dataset.card = id;
      s66.append(button, el("span", { class: "s66-card-caption", "aria-hidden": "true" }));
      return button;
    });
    s66.replace(handRow, ...buttons);
    s66.arrowGrid([buttons]);
    update();
  }

  s66.append(body,
    el("p", { class: "s66-hint", text: data.hint }),
    positions.length > 1
      ? el("div", { class: "s66-controls", role: "group", "aria-label": t("Position") }, choices)
      : null,
    intro,
    table,
    result,
    el("div", { class: "s66-controls" }, reveal),
  );
  build();
}

export default {
  render({ model, el }) {
    return s66.mount(model, el, renderTricks, { wide: true });
  },
};
