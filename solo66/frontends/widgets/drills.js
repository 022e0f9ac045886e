// @ts-check
// The classroom drills: one question at a time from a bank computed by the engine
// (solo66/teaching/drills.py via solo66/frontends/widgets/drills.py).  The answer is checked against the
// bank at once; a wrong answer is explained with the engine's own words.  The score,
// the streak and the best streak are kept for as long as the page is open.
// Uses the shared helpers `s66` from base.js, which is put in front of this file.

const drillProgress = new WeakMap();

// A number the reader typed is written as the book writes scores (s66.signed: sign, true
// minus, 0 unsigned); the bank's own answers come ready-written as answer_text.

function drillState(model, count) {
  let state = drillProgress.get(model);
  if (!state || state.count !== count) {
    state = { count, index: 0, right: 0, asked: 0, streak: 0, best: 0, answer: null };
    drillProgress.set(model, state);
  }
  return state;
}

function renderDrill(body, { data, fourColour, model, rebuild, t }) {
  const { el } = s66;
  const questions = data.questions || [];
  const state = drillState(model, questions.length);
  const q = questions[state.index];
  const cardInfo = (id) => data.cards[id];
  const face = (id) => s66.card(cardInfo(id), { fourColour });

  const score = el("p", { class: "s66-drill-score" });
  const showScore = () => {
    score.textContent = t("Question {n} of {count} · Right: {right} of {asked} · Streak: {streak} · Best streak: {best}", {
      n: state.index + 1,
      count: questions.length,
      right: state.right,
      asked: state.asked,
      streak: state.streak,
      best: state.best,
    });
  };
  showScore();

  const feedback = s66.live("s66-panel s66-feedback");
  const next = el("button", {
    class: "s66-drill-next",
    onclick: () => {
      const root = next.closest(".s66-widget");
      state.index = (state.index + 1) % questions.length;
      state.answer = null;
      rebuild();
      // Straight on to the new question's first control, so the keyboard never has to
      // travel back up the widget.
      const first = root && root.querySelector("[data-s66-first]");
      if (first) first.focus();
    },
  }, t("Next question"));
  next.setAttribute("data-s66-id", "next");
  const controls = [];

  const tell = (right, lines) => {
    s66.replace(feedback,
      el("p", { class: right ? "s66-verdict s66-right" : "s66-verdict s66-wrong",
                text: right ? t("✔ Right!") : t("✘ Not quite.") }),
      ...lines.map((line) => el("p", { text: line })),
    );
    feedback.classList.toggle("s66-feedback-right", right);
    feedback.classList.toggle("s66-feedback-wrong", !right);
  };

  // Record an answer once per question; later clicks only show the feedback again.
  const answer = (right, lines, given) => {
    if (state.answer === null) {
      state.asked += 1;
      if (right) {
        state.right += 1;
        state.streak += 1;
        state.best = Math.max(state.best, state.streak);
      } else {
        state.streak = 0;
      }
      state.answer = { right, lines, given };
    }
    tell(state.answer.right, state.answer.lines);
    for (const control of controls) control.disabled = true;
    showScore();
    next.focus();
  };

  const trumpLine = (trump) =>
    el("p", { class: "s66-trump" },
      trump ? t("Trump: {symbol} {name}", { symbol: trump.symbol, name: (data.suit_names || {})[trump.name] || trump.name }) : t("No trumps (everyone passed)"));

  const playsRow = (plays, makeItem) =>
    el("div", { class: "s66-drill-trick", role: "list", "aria-label": t("The trick, in play order") },
      plays.map((play, i) => makeItem(play, i)));

  const numberAnswer = (label, check) => {
    const input = el("input", {
      type: "text",
      inputmode: "numeric",
      class: "s66-drill-number",
      "aria-label": label,
      autocomplete: "off",
    });
    input.setAttribute("data-s66-id", "number");
    const submit = () => {
      const text = input.value.trim().replace(/\u2212/g, "-").replace(/^\+/, "");
      if (!/^-?\d+$/.test(text)) {
        s66.replace(feedback, el("p", { text: t("Type a whole number, e.g. 42 or -84.") }));
        input.focus();
        return;
      }
      check(Number(text));
    };
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter") {
        event.preventDefault();
        submit();
      }
    });
    const button = el("button", { class: "s66-drill-check", onclick: submit }, t("Check"));
    controls.push(input, button);
    return el("div", { class: "s66-drill-answer" },
      el("label", { class: "s66-drill-label" }, label, " ", input), " ", button);
  };

  const parts = [];
  if (!q) {
    s66.append(body, el("p", { text: t("No questions.") }));
    return;
  }
  parts.push(el("p", { class: "s66-hint", text: data.hint }));
  parts.push(score);
  parts.push(el("p", { class: "s66-prompt", text: q.prompt }));

  if (data.kind === "legal") {
    parts.push(trumpLine(q.trump));
    parts.push(el("p", { class: "s66-drill-caption", text: t("The trick so far:") }));
    parts.push(playsRow(q.trick, (play) =>
      el("div", { class: "s66-drill-play", role: "listitem" },
        face(play.card), el("span", { class: "s66-seat", text: play.seat_name }))));
    const chosen = new Set();
    const buttons = q.hand.map((id) => {
      const info = cardInfo(id);
      const button = el("button", {
        class: "s66-card-button",
        "aria-pressed": "false",
        onclick: () => {
          if (chosen.has(id)) chosen.delete(id); else chosen.add(id);
          button.setAttribute("aria-pressed", chosen.has(id) ? "true" : "false");
        },
      }, face(id), el("span", { class: "s66-mark" }));
      button.dataset.s66Id = id;
      return button;
    });
    s66.arrowGrid([buttons]);
    controls.push(...buttons);
    parts.push(el("p", { class: "s66-drill-caption", text: t("Your hand ({name}):", { name: q.seat_name }) }));
    parts.push(el("div", { class: "s66-card-row s66-drill-hand", role: "group",
                           "aria-label": t("Your hand") }, buttons));
    const check = el("button", {
      class: "s66-drill-check",
      onclick: () => {
        const legal = new Set(q.legal);
        const wrongPicks = [...chosen].filter((id) => !legal.has(id));
        const missed = q.legal.filter((id) => !chosen.has(id));
        const right = wrongPicks.length === 0 && missed.length === 0;
        const lines = [];
        for (const id of wrongPicks) lines.push(t("{card} is not legal: {why}", { card: id, why: q.why_not[id] }));
        if (missed.length) lines.push(t("Also legal: {cards}.", { cards: missed.join(" ") }));
        lines.push(q.rule);
        for (const button of buttons) {
          const id = button.dataset.s66Id;
          const ok = legal.has(id);
          button.classList.add(ok ? "s66-is-legal" : "s66-is-illegal");
          s66.replace(button.querySelector(".s66-mark"),
            el("span", { "aria-hidden": "true", text: ok ? "✔ " : "✘ " }),
            ok ? t("legal") : t("not legal"));
        }
        answer(right, lines, [...chosen]);
      },
    }, t("Check"));
    controls.push(check);
    parts.push(el("div", { class: "s66-drill-answer" }, check));
  } else if (data.kind === "trick") {
    parts.push(trumpLine(q.trump));
    const buttons = [];
    parts.push(playsRow(q.plays, (play, i) => {
      const button = el("button", {
        class: "s66-card-button s66-drill-play",
        onclick: () => {
          const right = i === q.answer;
          const lines = right ? [q.rule] : [play.why, q.rule];
          buttons[q.answer].classList.add("s66-is-winner");
          answer(right, lines, i);
        },
      }, face(play.card),
        el("span", { class: "s66-seat", text: i === 0 ? t("{name} led", { name: play.seat_name }) : play.seat_name }));
      button.dataset.s66Id = `play-${i}`;
      buttons.push(button);
      return el("div", { role: "listitem" }, button);
    }));
    s66.arrowGrid([buttons]);
    controls.push(...buttons);
  } else if (data.kind === "points") {
    q.tricks.forEach((trick, i) => {
      parts.push(el("p", { class: "s66-drill-caption",
                           text: q.tricks.length > 1 ? t("Trick {number}:", { number: i + 1 }) : t("The trick:") }));
      parts.push(el("div", { class: "s66-card-row s66-drill-pile", role: "list" },
        trick.map((id) => el("span", { role: "listitem" }, face(id)))));
    });
    if (q.discards.length) {
      parts.push(el("p", { class: "s66-drill-caption", text: t("The soloist's two discards:") }));
      parts.push(el("div", { class: "s66-card-row s66-drill-pile", role: "list" },
        q.discards.map((id) => el("span", { role: "listitem" }, face(id)))));
    }
    if (q.last_trick) {
      parts.push(el("p", { class: "s66-drill-caption",
                           text: t("The last of these tricks was the sixth trick of the hand.") }));
    }
    parts.push(numberAnswer(t("Card points:"), (n) => {
      const right = n === q.answer;
      answer(right, right ? [q.explanation]
        : [t("Not {n}: the pile holds {answer}.", { n, answer: q.answer }), q.explanation], n);
    }));
  } else if (data.kind === "score") {
    parts.push(el("dl", { class: "s66-drill-facts" },
      el("dt", { text: t("Soloist's card points") }), el("dd", { text: String(q.points) }),
      el("dt", { text: t("Soloist's tricks") }), el("dd", { text: String(q.tricks) }),
      el("dt", { text: t("Scoring") }), el("dd", { text: q.scheme })));
    parts.push(numberAnswer(t("Soloist's score:"), (n) => {
      const right = n === q.answer;
      answer(right, right ? [q.explanation]
        : [t("Not {n}: the soloist scores {answer}.", { n: s66.signed(n), answer: q.answer_text }), q.explanation], n);
    }));
  } else if (data.kind === "auction") {
    parts.push(el("p", { class: "s66-drill-rule" },
      el("strong", { text: `${q.procedure}: ` }), q.procedure_rule));
    parts.push(el("ol", { class: "s66-drill-players", "aria-label": t("Players in speaking order") },
      q.players.map((p) => el("li", {}, el("strong", { text: p.seat_name }), `: ${p.plan}`))));
    const options = [...q.players.map((p) => [p.seat, p.seat_name]), [5, t("Nobody: all pass")]];
    const buttons = options.map(([seat, name]) => {
      const button = el("button", {
        class: "s66-drill-choice",
        onclick: () => {
          const right = seat === q.answer;
          const lines = right ? [q.rule] : [q.why[seat], q.rule];
          lines.push(t("The auction: {transcript}.", { transcript: q.transcript }));
          answer(right, lines, seat);
        },
      }, name);
      button.dataset.s66Id = `seat-${seat}`;
      return button;
    });
    s66.arrowGrid([buttons]);
    controls.push(...buttons);
    parts.push(el("div", { class: "s66-drill-choices", role: "group",
                           "aria-label": t("Who wins the auction?") }, buttons));
  }

  // On paper the question is printed with its answer, not with empty boxes.
  const printed = {
    legal: () => t("Answer: {rule}", { rule: q.rule }),
    trick: () => t("Answer: {rule}", { rule: q.rule }),
    points: () => t("Answer: {answer} card points. {explanation}", { answer: q.answer, explanation: q.explanation }),
    score: () => t("Answer: {answer}. {explanation}", { answer: q.answer_text, explanation: q.explanation }),
    auction: () => t("Answer: {rule} The auction: {transcript}.", { rule: q.rule, transcript: q.transcript }),
  }[data.kind];
  if (printed) parts.push(el("p", { class: "s66-print-only s66-print-answer", text: printed() }));

  if (controls.length) controls[0].setAttribute("data-s66-first", "");
  parts.push(feedback, el("div", { class: "s66-drill-nav" }, next));
  s66.append(body, ...parts);
  if (state.answer !== null) {
    tell(state.answer.right, state.answer.lines);
    for (const control of controls) control.disabled = true;
  }
}

export default {
  render({ model, el }) {
    return s66.mount(model, el, renderDrill);
  },
};
