// The hand replayer: step through a finished hand computed by solo66/frontends/widgets/replay.py.
// Every step (hands, trick, points, comment, solver mark, each seat's view) is in
// data.steps; this file only shows the chosen step in the chosen view.
// Uses the shared helpers `s66` from base.js, which is put in front of this file.

function buildReplay(body, { data, fourColour, model }, state) {
  const { el } = s66;
  const steps = data.steps || [];
  const last = steps.length - 1;
  const names = data.names;
  state.step = Math.max(0, Math.min(state.step, last));

  // Spades and hearts look the same in both packs: their four-colour picture is the usual one.
  const cardFace = (id) => {
    const info = data.cards[id];
    return s66.card(info.svg4 || !info.svg ? info : { ...info, svg4: info.svg }, { fourColour });
  };
  const backs = (count, what) => {
    const group = el("span", {
      class: "s66-backs",
      role: "img",
      "aria-label": count === 1 ? `1 face-down card${what}` : `${count} face-down cards${what}`,
    });
    for (let i = 0; i < count; i += 1) {
      const back = el("span", { class: "s66-card s66-card-svg s66-back", "aria-hidden": "true" });
      if (data.back.svg) back.innerHTML = data.back.svg;
      else back.textContent = "▒";
      s66.append(group, back);
    }
    return group;
  };
  const cardRow = (ids, label) =>
    el("div", { class: "s66-card-row", role: "group", "aria-label": label }, ids.map(cardFace));

  // --- controls -------------------------------------------------------------------
  const button = (id, text, label, onclick) => {
    const b = el("button", { class: "s66-step-button", "aria-label": label, onclick }, text);
    b.dataset.s66Id = id;
    return b;
  };
  const go = (n) => show(Math.max(0, Math.min(n, last)), true);
  const first = button("first", "Start", "Go to the start", () => go(0));
  const prev = button("prev", "Previous", "Previous step", () => go(state.step - 1));
  const next = button("next", "Next", "Next step", () => go(state.step + 1));
  const end = button("end", "End", "Go to the end", () => go(last));
  const slider = el("input", {
    type: "range",
    class: "s66-slider",
    min: 0,
    max: last,
    step: 1,
    value: state.step,
    "aria-label": "Step",
  });
  slider.dataset.s66Id = "slider";
  slider.addEventListener("input", () => go(Number(slider.value)));

  const select = el(
    "select",
    { class: "s66-view-select", id: `s66-view-${Math.random().toString(36).slice(2)}` },
    el("option", { value: "open", text: "All hands open" }),
    names.map((name, seat) => el("option", { value: String(seat), text: `${name}’s view only` })),
  );
  select.dataset.s66Id = "view";
  select.value = state.view;
  select.addEventListener("change", () => {
    state.view = select.value;
    model.set("view", state.view);
    model.save_changes();
    show(state.step, false);
  });

  const controls = el(
    "div",
    { class: "s66-replay-controls" },
    el("div", { class: "s66-replay-buttons" }, first, prev, slider, next, end),
    el(
      "div",
      { class: "s66-replay-viewbar" },
      el("label", { for: select.id, text: "Show: " }),
      select,
      el("span", {
        class: "s66-hint",
        text: "Keys: the left and right arrows step, Home and End jump.",
      }),
    ),
  );

  // --- the parts redrawn at every step ------------------------------------------------
  const panel = el("div", { class: "s66-panel s66-replay-panel", role: "status", "aria-live": "polite" });
  const finalBox = el("p", { class: "s66-replay-final" });
  const table = el("div", {
    class: "s66-replay-table",
    tabindex: "0",
    role: "group",
    "aria-label": "The table. Use the arrow keys to step through the hand.",
  });
  table.dataset.s66Id = "table";

  const seatPanel = (step, seat, open, viewSeat) => {
    const badges = [];
    const badge = (text, cls = "") => badges.push(el("span", { class: `s66-badge ${cls}`, text }));
    if (viewSeat === seat) badge("you", "s66-badge-you");
    if (data.dealer === seat) badge("dealer");
    if (data.forehand === seat) badge("forehand");
    if (step.soloist === seat) badge("soloist", "s66-badge-soloist");
    if (step.said[seat]) badge(step.said[seat], "s66-badge-said");
    if (step.to_act === seat) badge("to act", "s66-badge-turn");
    let hand;
    const ids = open ? step.hands[seat] : step.views[viewSeat].hands[seat];
    if (ids) {
      hand = ids.length
        ? cardRow(ids, `${names[seat]}’s hand`)
        : el("p", { class: "s66-muted", text: "no cards left" });
    } else {
      const count = step.sizes[seat];
      hand = count
        ? backs(count, ` in ${names[seat]}’s hand`)
        : el("p", { class: "s66-muted", text: "no cards left" });
    }
    const parts = [hand];
    if (step.soloist === seat && step.discards.length) {
      const seen = open ? step.discards : step.views[viewSeat].discards;
      parts.push(
        el(
          "div",
          { class: "s66-discards" },
          el("span", { class: "s66-discards-label", text: "Discarded:" }),
          seen ? cardRow(seen, `${names[seat]}’s discards`) : backs(step.discards.length, ", discarded"),
        ),
      );
    }
    return el(
      "section",
      {
        class:
          "s66-seat" +
          (step.to_act === seat ? " s66-seat-turn" : "") +
          (step.soloist === seat ? " s66-seat-soloist" : ""),
        "aria-label": names[seat],
      },
      el("div", { class: "s66-seat-head" }, el("span", { class: "s66-seat-name", text: names[seat] }), badges),
      el("div", { class: "s66-seat-cards" }, parts),
    );
  };

  const middle = (step, open, viewSeat) => {
    const parts = [];
    const trick = step.trick;
    const line = [];
    if (step.contract) line.push(el("span", { class: "s66-contract", text: step.contract }));
    if (trick) {
      if (line.length) line.push(" · ");
      line.push(el("span", { class: "s66-trick-title", text: `Trick ${trick.number} of 6` }));
    }
    if (line.length) parts.push(el("p", { class: "s66-table-line" }, line));
    if (trick) {
      const played = new Map(trick.plays.map((p) => [p.seat, p]));
      const slots = [];
      for (const [i, seat] of trick.order.entries()) {
        const play = played.get(seat);
        const lines = [el("span", { class: "s66-slot-name", text: names[seat] })];
        if (i === 0) lines.push(el("span", { class: "s66-slot-tag", text: "leads" }));
        if (trick.winner === seat) lines.push(el("span", { class: "s66-slot-tag s66-slot-wins", text: "takes the trick" }));
        const mark = play ? steps[play.step].mark : null;
        if (open && mark) {
          lines.push(
            el("span", {
              class: "s66-mark " + (mark.cost ? "s66-mark-cost" : "s66-mark-best"),
              text: mark.cost ? `✗ ${mark.short}` : "★ best",
            }),
          );
        }
        slots.push(
          el(
            "li",
            { class: "s66-slot" + (trick.winner === seat ? " s66-slot-winner" : "") },
            play ? cardFace(play.card) : el("span", { class: "s66-slot-empty", "aria-label": `${names[seat]}: not played yet`, role: "img" }),
            lines,
          ),
        );
      }
      parts.push(el("ol", { class: "s66-trick", "aria-label": `Trick ${trick.number}, in the order played` }, slots));
    }
    if (step.talon.length) {
      parts.push(
        el(
          "div",
          { class: "s66-talon" },
          el("span", { class: "s66-discards-label", text: step.talon_label }),
          (open ? step.talon : step.views[viewSeat].talon)
            ? cardRow(open ? step.talon : step.views[viewSeat].talon, "The talon")
            : backs(step.talon.length, ", the talon"),
        ),
      );
    }
    return el("div", { class: "s66-middle" }, parts);
  };

  // Card points and tricks so far, one column per side (or per seat without a soloist).
  const pointsTable = (rows) =>
    el(
      "table",
      { class: "s66-points" },
      el("caption", { text: "Taken so far" }),
      el(
        "thead",
        {},
        el("tr", {}, el("td", {}), rows.map((row) => el("th", { scope: "col", text: row.label }))),
      ),
      el(
        "tbody",
        {},
        el(
          "tr",
          {},
          el("th", { scope: "row", text: "card points" }),
          rows.map((row) =>
            el("td", {}, String(row.points), row.note ? el("span", { class: "s66-points-note", text: ` (${row.note})` }) : null),
          ),
        ),
        el(
          "tr",
          {},
          el("th", { scope: "row", text: "tricks" }),
          rows.map((row) => el("td", { text: String(row.tricks) })),
        ),
      ),
    );

  function show(n, fromUser) {
    state.step = n;
    if (model.get("step") !== n) {
      model.set("step", n);
      model.save_changes();
    }
    const step = steps[n];
    const open = state.view === "open";
    const viewSeat = open ? null : Number(state.view);
    // A seat's view draws only from what that seat may know (step.views[seat]).
    const seen = open ? step : step.views[viewSeat];
    slider.value = String(n);
    slider.setAttribute("aria-valuetext", `Step ${n} of ${last}`);
    for (const [b, off] of [[first, n === 0], [prev, n === 0], [next, n === last], [end, n === last]]) {
      b.setAttribute("aria-disabled", off ? "true" : "false");
    }

    const heading = n === 0 ? "The deal" : `Step ${n} of ${last}: ${names[step.seat]} — ${seen.action}`;
    const panelParts = [
      el("p", { class: "s66-step-heading", text: heading }),
      el("p", { class: "s66-comment", text: seen.comment }),
    ];
    if (step.mark && open) {
      const best = step.mark.cost ? ` Best was ${step.mark.best.join(" or ")}.` : "";
      panelParts.push(
        el("p", {
          class: "s66-mark-line " + (step.mark.cost ? "s66-mark-cost" : "s66-mark-best"),
          text: step.mark.cost ? `Solver: ✗ this card ${step.mark.text}.${best}` : "Solver: ★ best play.",
        }),
      );
    }
    if (step.note) panelParts.push(el("p", { class: "s66-note" }, el("strong", { text: "Note: " }), step.note));
    s66.replace(panel, ...panelParts);

    if (n === last && data.final) {
      finalBox.hidden = false;
      s66.replace(finalBox, el("strong", { text: "Final score: " }), data.final);
    } else {
      finalBox.hidden = true;
      s66.replace(finalBox);
    }

    s66.replace(table,
      el("div", { class: "s66-seats" }, names.map((_, seat) => seatPanel(step, seat, open, viewSeat))),
      el(
        "div",
        { class: "s66-side" },
        middle(step, open, viewSeat),
        seen.points ? pointsTable(seen.points) : null,
      ),
    );
  }

  // Arrow keys, Home and End anywhere in the widget (its header too) except where the
  // control itself uses them (the view menu; the slider handles them natively).  A
  // click on anything in it that takes no focus of its own gives the focus to the
  // table, so the keys work after a click too.
  const onKey = (event) => {
    if (event.target === select || event.target === slider || event.altKey || event.ctrlKey || event.metaKey) return;
    const moves = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
    if (event.key in moves) go(state.step + moves[event.key]);
    else if (event.key === "Home") go(0);
    else if (event.key === "End") go(last);
    else return;
    event.preventDefault();
  };
  const onClick = (event) => {
    if (event.target.closest("button, input, select, a, summary, [tabindex]")) return;
    table.focus({ preventScroll: true });
  };
  for (const part of [body, body.previousElementSibling]) {
    if (!part) continue;
    part.addEventListener("keydown", onKey);
    part.addEventListener("click", onClick);
  }

  const transcript = el(
    "ol",
    { class: "s66-transcript", start: 0, "aria-label": "The whole hand, step by step" },
    steps.map((step) =>
      el(
        "li",
        {},
        step.comment,
        step.mark ? el("span", { class: "s66-transcript-mark", text: ` [solver: ${step.mark.text}]` }) : null,
        step.note ? el("em", { text: ` Note: ${step.note}` }) : null,
      ),
    ),
  );

  s66.append(body, controls, panel, finalBox, table);
  if (data.marks_note) {
    s66.append(body, el("p", { class: "s66-hint s66-marks-note", text: `${data.marks_note} Shown with all hands open.` }));
  }
  s66.append(body,
    el("div", { class: "s66-print-only" }, el("p", { class: "s66-step-heading", text: "The whole hand" }), transcript),
  );
  show(state.step, false);
  state.show = (n) => {
    if (n !== state.step && n >= 0 && n <= last) show(n, false);
  };
  state.setView = (v) => {
    if (v !== state.view) {
      state.view = v;
      select.value = v;
      show(state.step, false);
    }
  };
}

export default {
  render({ model, el }) {
    const state = { step: model.get("step") || 0, view: model.get("view") || "open" };
    const onStep = () => state.show && state.show(model.get("step"));
    const onView = () => state.setView && state.setView(model.get("view"));
    model.on("change:step", onStep);
    model.on("change:view", onView);
    const cleanup = s66.mount(model, el, (body, ctx) => buildReplay(body, ctx, state));
    return () => {
      model.off("change:step", onStep);
      model.off("change:view", onView);
      if (cleanup) cleanup();
    };
  },
};
