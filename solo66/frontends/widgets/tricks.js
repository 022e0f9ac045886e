// Your turn in a trick (solo66/frontends/widgets/tricks.py precomputes, for every card in the
// hand, the engine's verdict: the rule that forbids it, or who wins the trick so far).
// Uses `s66` from base.js and `s66steps` from controls.js.

function renderTricks(body, { data, fourColour, model }) {
  const { el } = s66;
  const positions = data.positions || [];
  if (!positions.length) return;
  let index = Math.min(Math.max(model.get("position") || 0, 0), positions.length - 1);
  let tried = model.get("tried") || "";

  const save = () => {
    model.set("position", index);
    model.set("tried", tried);
    model.save_changes();
  };

  const choices = positions.map((p, i) => {
    const button = el(
      "button",
      {
        class: "s66-choice",
        "aria-pressed": "false",
        onclick: () => {
          index = i;
          tried = "";
          save();
          build();
        },
      },
      p.label,
    );
    button.dataset.s66Id = `position-${i}`;
    return button;
  });
  const intro = el("p", { class: "s66-intro" });
  const about = el("p", { class: "s66-about" });
  const trumpBox = el("p", { class: "s66-trump" });
  const table = el("div", { class: "s66-trick-table", role: "group", "aria-label": "The trick on the table" });
  const handRow = el("div", { class: "s66-card-row s66-trick-hand", role: "group", "aria-label": "Your hand" });
  const result = s66.live("s66-panel s66-trick-result");
  let buttons = [];

  function slot(seat, id, note, winning) {
    const p = positions[index];
    const who = `Seat ${seat}` + (seat === p.soloist ? " (soloist)" : "") + (seat === p.seat ? " — you" : "");
    return el(
      "div",
      { class: "s66-trick-slot" + (winning ? " s66-winning" : "") + (id ? "" : " s66-empty-slot") },
      el("p", { class: "s66-seat-name", text: who }),
      id ? s66.card(data.cards[id], { fourColour }) : el("span", { class: "s66-slot-blank", "aria-hidden": "true" }),
      el("p", { class: "s66-slot-note", text: note || (id ? "" : "your card?") }),
    );
  }

  function drawTable() {
    const p = positions[index];
    const verdict = tried ? p.cards[tried] : null;
    const legalTry = verdict && verdict.legal;
    const winner = legalTry ? verdict.winner : p.winning_now;
    const slots = p.trick.map((t, i) =>
      slot(t.seat, t.card, (i === 0 ? "led" : "") + (t.seat === winner ? (i === 0 ? ", " : "") + "wins so far" : ""), t.seat === winner),
    );
    slots.push(slot(p.seat, legalTry ? tried : "", legalTry && winner === p.seat ? "wins so far" : "", legalTry && winner === p.seat));
    s66.replace(table, ...slots);
  }

  function tryCard(id) {
    tried = id;
    save();
    update();
  }

  function update() {
    const p = positions[index];
    for (const button of buttons) {
      button.setAttribute("aria-pressed", button.dataset.s66Id === tried ? "true" : "false");
    }
    drawTable();
    if (!tried) {
      s66.replace(result, el("p", { text: `Allowed here: ${p.legal.join(" ")}. Try any card.` }));
      return;
    }
    const v = p.cards[tried];
    if (v.legal) {
      s66.replace(result, el("p", { class: "s66-verdict s66-ok", text: `✓ ${v.text}` }));
    } else {
      s66.replace(result,
        el("p", { class: "s66-verdict s66-no", text: `✗ ${tried} is not allowed.` }),
        el("p", { class: "s66-why", text: v.why }),
      );
    }
  }

  function build() {
    const p = positions[index];
    choices.forEach((c, i) => c.setAttribute("aria-pressed", i === index ? "true" : "false"));
    intro.textContent = p.intro;
    about.textContent = p.about;
    s66.replace(trumpBox,
      "Trump: ",
      el("span", { class: `s66-trump-symbol s66-suit-${p.trump}`, "aria-hidden": "true", text: p.trump_symbol }),
      ` ${p.trump}`,
    );
    buttons = p.hand.map((id) => {
      const info = data.cards[id];
      const ok = p.cards[id].legal;
      const button = s66.cardButton(info, { fourColour, extra: ok ? "allowed" : "not allowed", onclick: () => tryCard(id) });
      button.classList.add(ok ? "s66-legal" : "s66-illegal");
      button.setAttribute("aria-pressed", "false");
      s66.append(button,
        el("span", { class: "s66-card-caption", "aria-hidden": "true", text: ok ? "✓ allowed" : "✗ not allowed" }),
      );
      return button;
    });
    s66.replace(handRow, ...buttons);
    s66.arrowGrid([buttons]);
    update();
  }

  s66.append(body,
    el("p", { class: "s66-hint", text: data.hint }),
    positions.length > 1
      ? el("div", { class: "s66-controls", role: "group", "aria-label": "Position" }, choices)
      : null,
    about,
    el("div", { class: "s66-trick-head" }, trumpBox, intro),
    table,
    el("p", { class: "s66-seat-name", text: "Your hand:" }),
    handRow,
    result,
  );
  build();
}

export default {
  render({ model, el }) {
    return s66.mount(model, el, renderTricks);
  },
};
