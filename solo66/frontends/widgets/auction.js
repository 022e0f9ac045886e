// @ts-check
// The auction under each procedure of the auction option, side by side (solo66/frontends/widgets/auction.py
// computes every call and every reason).  Uses `s66` from base.js.

function renderAuction(body, { data, fourColour, model, t }) {
  const { el } = s66;
  const auctions = data.auctions || [];
  if (!auctions.length) return;
  let index = s66.within(model.get("auction"), auctions.length);
  let procedure = s66.oneOf(model.get("procedure"), data.procedures, data.default_procedure);
  let step = model.get("step") || 0;

  const save = () => s66.store(model, { auction: index, procedure, step });

  const picker = s66.picker(auctions, "auction", index, (i) => {
    index = i;
    step = 0;
    save();
    draw();
  });
  const lastStep = () =>
    Math.max(...data.procedures.map((p) => auctions[index].runs[p].calls.length)) + 1;
  const stepper = s66steps.stepper(body, () => step, lastStep, (to) => {
    step = to;
    save();
    draw();
  }, {
    t,
    counter: (n, last) => t("Call {n} of {last}", { n, last }),
  });
  const hands = el("div", { class: "s66-auction-table" });
  // The table of each procedure at every step, put back together (auction.py).
  const tables = new Map();
  function tableAt(p, n) {
    const key = `${index} ${p}`;
    if (!tables.has(key)) {
      const a = auctions[index];
      tables.set(key, s66.tableSteps([a.table, ...a.runs[p].tables.slice(1)]));
    }
    const all = tables.get(key);
    return all[Math.min(n, all.length - 1)];
  }
  const columns = el("div", { class: "s66-auction-columns" });
  const detail = s66.live("s66-panel s66-auction-detail");

  function refusedList(refused) {
    if (!refused.length) return null;
    return el(
      "ul",
      { class: "s66-refused" },
      refused.map((r) => el("li", {}, el("strong", { text: t("{calls}: refused. ", { calls: r.calls }) }), t("“{why}”", { why: r.why }))),
    );
  }

  function explainCall(call) {
    return [
      el("p", { class: "s66-detail-heading", text: `${data.names[call.seat]}: ${call.call}` }),
      el("p", { text: call.reason }),
      el("p", {}, el("strong", { text: t("The engine allows: ") }), call.legal.join(", ")),
      refusedList(call.refused),
      el("p", { class: "s66-muted", text: call.after }),
    ];
  }

  function explainResult(result) {
    const parts = [
      el("p", { class: "s66-detail-heading", text: result.text }),
      el("p", { text: result.why }),
    ];
    if (result.declare) {
      const d = result.declare;
      parts.push(
        el("p", {}, el("strong", { text: t("Announcing trump: {call}. ", { call: d.call }) }), d.text),
        el("p", {}, el("strong", { text: t("The engine allows: ") }), d.legal.join(", ")),
        refusedList(d.refused),
      );
    }
    return parts;
  }

  // The columns are drawn afresh: keep the focus on the same control.
  const draw = () => s66.keepingFocus(body, redraw);

  function redraw() {
    const a = auctions[index];
    step = Math.min(step, lastStep());
    picker.value = String(index);
    stepper.update(step, lastStep());
    s66.table(hands, tableAt(procedure, step), {
      cards: data.cards,
      back: data.back,
      fourColour,
      turnWord: t("to speak"),
      t,
      label: t("The table ({procedure}): each seat's calls at its place", {
        procedure: data.procedure_names[procedure],
      }),
    });
    s66.replace(columns,
      ...data.procedures.map((p) => {
        const run = a.runs[p];
        const shown = run.calls.slice(0, step);
        const header = s66.choice(
          `procedure-${p}`,
          data.procedure_labels[p],
          () => {
            procedure = p;
            save();
            draw();
          },
          { extra: "s66-procedure", pressed: p === procedure },
        );
        const list = el(
          "ol",
          { class: "s66-calls", "aria-label": t("Calls ({procedure})", { procedure: data.procedure_names[p] }) },
          shown.map((c, i) =>
            el("li", { class: i === step - 1 ? "s66-current" : undefined, text: `${data.names[c.seat]}: ${c.call}` }),
          ),
        );
        const done = step > run.calls.length;
        return el(
          "section",
          { class: "s66-auction-column" + (p === procedure ? " s66-selected" : ""), "aria-label": data.procedure_names[p] },
          header,
          el("p", { class: "s66-summary-small", text: data.summaries[p] }),
          list,
          done
            ? el(
                "p",
                { class: "s66-outcome" },
                run.result.text + (run.result.declare ? ` ${run.result.declare.call}.` : ""),
              )
            : null,
        );
      }),
    );
    const run = a.runs[procedure];
    const heading = el("p", { class: "s66-muted", text: t("Reasons ({procedure}):", { procedure: data.procedure_names[procedure] }) });
    if (step === 0) {
      s66.replace(detail,
        heading,
        el("p", { text: t("{name}, forehand, speaks first. Press Next to hear the first call.", { name: data.names[a.forehand] }) }),
      );
    } else if (step <= run.calls.length) {
      s66.replace(detail, heading, ...explainCall(run.calls[step - 1]).filter(Boolean));
    } else {
      s66.replace(detail, heading, ...explainResult(run.result).filter(Boolean));
    }
  }

  s66.append(body,
    el("p", { class: "s66-hint", text: data.hint }),
    el(
      "div",
      { class: "s66-controls" },
      el("label", { class: "s66-control" }, t("Auction "), picker),
      stepper.prev,
      stepper.next,
      stepper.counter,
    ),
    hands,
    columns,
    detail,
  );
  draw();
}

export default {
  render({ model, el }) {
    return s66.mount(model, el, renderAuction, { wide: true });
  },
};
