// @ts-check
// The hand replayer: step through a finished hand computed by solo66/frontends/widgets/replay.py.
// Every step's table (solo66/frontends/table.py: the open table, and for each seat what it
// changes there) and comment is in data.steps; this file puts the steps back together,
// shows the chosen one in the chosen view with s66.table, and steps on keys and clicks.
// Uses the shared helpers `s66` from base.js, which is put in front of this file.

/** Every step's open table, and each seat's changes to it, from the stored differences. */
function replayTables(data) {
  const opens = [];
  const seats = [];
  let table = null;
  let changes = [{}, {}, {}, {}, {}];
  for (const step of data.steps || []) {
    table = table ? s66.tableMerge(table, step.table) : step.table;
    changes = changes.map((change, seat) => step.views[String(seat)] || change);
    opens.push(table);
    seats.push(changes);
  }
  return (n, view) => {
    if (view === "open") return opens[n];
    const seat = Number(view);
    const seen = s66.tableMerge(opens[n], seats[n][seat]);
    seen.bottom = seat;
    seen.seats = seen.seats.map((s, i) => ({ ...s, place: data.places[view][i], you: i === seat }));
    return seen;
  };
}

function buildReplay(body, { data, fourColour, model, root, t }, state) {
  const { el } = s66;
  const steps = data.steps || [];
  const last = steps.length - 1;
  const names = data.names;
  const tableAt = replayTables(data);
  state.step = Math.max(0, Math.min(state.step, last));

  // --- controls -------------------------------------------------------------------
  const button = (id, text, label, onclick) => {
    const b = el("button", { class: "s66-step-button", type: "button", "aria-label": label, onclick }, text);
    b.dataset.s66Id = id;
    return b;
  };
  const go = (n) => show(Math.max(0, Math.min(n, last)), true);
  const first = button("first", t("Start"), t("Go to the start"), () => go(0));
  const prev = button("prev", t("Previous"), t("Previous step"), () => go(state.step - 1));
  const next = button("next", t("Next"), t("Next step"), () => go(state.step + 1));
  const end = button("end", t("End"), t("Go to the end"), () => go(last));
  const slider = el("input", {
    type: "range",
    class: "s66-slider",
    min: 0,
    max: last,
    step: 1,
    value: state.step,
    "aria-label": t("Step"),
  });
  slider.dataset.s66Id = "slider";
  slider.addEventListener("input", () => go(Number(slider.value)));

  const select = el(
    "select",
    { class: "s66-view-select", id: `s66-view-${Math.random().toString(36).slice(2)}` },
    el("option", { value: "open", text: t("All hands open") }),
    names.map((name, seat) => el("option", { value: String(seat), text: t("{name}’s view only", { name }) })),
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
    el("div", { class: "s66-replay-viewbar" }, el("label", { for: select.id, text: t("Show: ") }), select),
  );

  // --- the parts redrawn at every step ------------------------------------------------
  const panel = el("div", { class: "s66-panel s66-replay-panel", role: "status", "aria-live": "polite" });
  const finalBox = el("p", { class: "s66-replay-final" });
  const table = el("div", {
    class: "s66-replay-table",
    tabindex: "0",
    role: "group",
    "aria-label": t("The table. Use the arrow keys to step through the hand."),
  });
  table.dataset.s66Id = "table";

  function show(n, fromUser) {
    state.step = n;
    if (model.get("step") !== n) {
      model.set("step", n);
      model.save_changes();
    }
    const step = steps[n];
    const open = state.view === "open";
    // A seat's view draws only from what that seat may know (its changes to the table).
    const drawn = tableAt(n, state.view);
    const comment = open ? step.comment : step.comments[state.view] || step.comment;
    const action = open ? step.action_text : (step.told || {})[state.view] || step.action_text;
    slider.value = String(n);
    slider.setAttribute("aria-valuetext", t("Step {n} of {last}", { n, last }));
    for (const [b, off] of [[first, n === 0], [prev, n === 0], [next, n === last], [end, n === last]]) {
      b.setAttribute("aria-disabled", off ? "true" : "false");
    }

    const heading = n === 0
      ? t("The deal")
      : t("Step {n} of {last}: {name} — {action}", { n, last, name: names[step.seat], action });
    // The verdict on the card, in the engine's words: the fair judgement first, by what its
    // player had seen, then hindsight, with every hand open (none in the last-trick game).
    const mark = step.mark && open
      ? el(
          "div",
          { class: "s66-mark-lines" },
          step.mark.fair
            ? el("p", { class: "s66-mark-line s66-mark-fair s66-mark-" + step.mark.kind }, s66.suitText(step.mark.fair.line))
            : null,
          el(
            "p",
            { class: "s66-mark-line s66-mark-hindsight" + (step.mark.fair ? "" : " s66-mark-" + step.mark.kind) },
            s66.suitText(step.mark.hindsight.line),
          ),
        )
      : null;
    const panelParts = [
      el("p", { class: "s66-step-heading", text: heading }),
      mark,
      el("p", { class: "s66-comment" }, s66.suitText(comment)),
    ];
    if (step.note) panelParts.push(el("p", { class: "s66-note" }, el("strong", { text: t("Note: ") }), s66.suitText(step.note)));
    s66.replace(panel, ...panelParts);

    if (n === last && data.final) {
      finalBox.hidden = false;
      s66.replace(finalBox, el("strong", { text: t("Final score: ") }), data.final);
    } else {
      finalBox.hidden = true;
      s66.replace(finalBox);
    }
    s66.table(table, drawn, {
      cards: data.cards,
      back: data.back,
      fourColour,
      marks: open,
      t,
      label: open ? t("The table, all hands open") : t("The table as {name} sees it", { name: names[Number(state.view)] }),
    });
    if (fromUser && !root.contains(document.activeElement)) table.focus({ preventScroll: true });
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
  root.onkeydown = onKey;
  root.onclick = onClick;

  const transcript = el(
    "ol",
    { class: "s66-transcript", start: 0, "aria-label": t("The whole hand, step by step") },
    steps.map((step) =>
      el(
        "li",
        {},
        step.comment,
        step.mark ? el("span", { class: "s66-transcript-mark", text: ` [${step.mark.text}]` }) : null,
        step.note ? el("em", { text: t(" Note: {note}", { note: step.note }) }) : null,
      ),
    ),
  );

  s66.append(body, controls, panel, finalBox, table);
  const keys = t("Keys: the left and right arrows step, Home and End jump.");
  s66.append(
    body,
    data.marks_note
      ? el(
          "details",
          { class: "s66-hint s66-marks-note" },
          el("summary", {}, t("{keys} About the solver’s marks", { keys })),
          el("p", { text: t("{note} Shown with all hands open.", { note: data.marks_note }) }),
        )
      : el("p", { class: "s66-hint s66-marks-note", text: keys }),
  );
  s66.append(body,
    el(
      "div",
      { class: "s66-print-only" },
      el("p", { class: "s66-step-heading", text: t("The whole hand") }),
      transcript,
      data.final
        ? el("p", { class: "s66-print-final" }, el("strong", { text: t("Final score: ") }), data.final)
        : null,
    ),
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
    const cleanup = s66.mount(model, el, (body, ctx) => buildReplay(body, ctx, state), { wide: true, fullscreen: true });
    return () => {
      model.off("change:step", onStep);
      model.off("change:view", onView);
      if (cleanup) cleanup();
    };
  },
};
