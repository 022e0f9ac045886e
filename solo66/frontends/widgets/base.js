// @ts-check
// Shared helpers for the Solo 66 widgets.
//
// solo66/frontends/widgets/base.py puts this file in front of every widget's own module,
// so a widget's .js uses these helpers as `s66.…` and ends with its own
// `export default { render({ model, el }) { … } }`.  On the built book this file
// is loaded once per page instead (runtime/widgets/helpers.js), as a classic script:
// it declares only the one global `s66`, which the widgets' modules find there.  Nothing here knows a rule
// of the game: the Python side computes everything into the `data` trait.
//
// The shapes of that data are solo66/frontends/payloads.py's TypedDicts; the ones every
// widget shares are mirrored here for editors (`// @ts-check`).

/**
 * A card (payloads.CardJSON): what to draw and what to say.
 * @typedef {{id: string, label: string, suit: string, symbol: string, rank: string,
 *   red: boolean, points: number, spoken: string, svg: string, svg4?: string}} CardJSON
 */
/**
 * A suit (payloads.SuitJSON).
 * @typedef {{name: string, german: string, symbol: string, red: boolean}} SuitJSON
 */
/**
 * One seat of a table (payloads.SeatJSON).
 * @typedef {{seat: number, name: string, place: string, hand: string[] | null, count: number,
 *   roles: string[], you: boolean, turn: boolean, said: string[],
 *   taken: {tricks: number, points: number} | null,
 *   discards: {cards: string[] | null, count: number} | null, note: string | null}} SeatJSON
 */
/**
 * The trick in the middle (payloads.TrickJSON).
 * @typedef {{number: number, leader: number, winner: number | null, ahead: number | null,
 *   plays: {seat: number, card: string, mark: {kind: string, text: string} | null}[]}} TrickJSON
 */
/**
 * A whole table (payloads.TableJSON).
 * @typedef {{seats: SeatJSON[], bottom: number | null, to_act: number | null,
 *   trick: TrickJSON | null, talon: {label: string, cards: string[] | null, count: number} | null,
 *   lines: string[], score: string | null, trump: string | null}} TableJSON
 */

/**
 * A widget's or page's words (s66.translator): t("English", {names}), t.n(singular,
 * plural, count, {names}), t.number(value, digits) and t.lang.
 * @typedef {((english: string, values?: object) => string) & {
 *   n: (singular: string, plural: string, count: number, values?: object) => string,
 *   lang: string, number: (value: number, digits?: number) => string}} Words
 */

const s66 = (() => {
  "use strict";

  const PREF_KEY = "solo66-four-colour";
  const FOUR_COLOUR_EVENT = "solo66-four-colour";

  /**
   * The words of a widget in the reader's language, from the `words` its Python sent
   * (English → the language spoken when the state was computed; see base.py).
   * t("Step {n} of {last}", { n: 2, last: 9 }) fills the {placeholders}; a word not in
   * `words` stays English.  t.n("{n} trick", "{n} tricks", n, { n }) says the singular or
   * the plural for the count n (each sent under its English).  t.number(2.5, 1) writes a
   * figure with the language's decimal sign ("2,5" in German); t.lang is the language's code.
   * Python reads the words from these calls (solo66/frontends/jswords.py): only literal
   * English goes into t() and t.n().
   * @returns {Words}
   */
  function translator(words = {}, lang = "en") {
    const known = words || {};
    const say = (english, values) => {
      const text = Object.prototype.hasOwnProperty.call(known, english) ? known[english] : english;
      if (!values) return text;
      return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
    };
    const t = /** @type {Words} */ (say);
    t.n = (singular, plural, count, values) => say(count === 1 ? singular : plural, values);
    t.lang = lang || "en";
    t.number = (value, digits = 1) =>
      new Intl.NumberFormat(t.lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
    return t;
  }

  /**
   * `say` with a t.n (the singular or the plural for a count), for a caller that passes
   * its own word function without one (the play page's, to s66.table).
   */
  function withPlurals(say) {
    if (say.n) return say;
    const t = (english, values) => say(english, values);
    t.n = (singular, plural, count, values) => say(count === 1 ? singular : plural, values);
    return t;
  }

  /** English, for callers that pass no words. */
  const english = translator();

  /** Create an element: s66.el("button", { class: "x", "aria-label": "…", onclick: f }, child…). */
  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attrs)) {
      if (value === undefined || value === null || value === false) continue;
      if (key.startsWith("on") && typeof value === "function") {
        node.addEventListener(key.slice(2), value);
      } else if (key === "text") {
        node.textContent = value;
      } else if (key === "class") {
        node.className = value;
      } else {
        node.setAttribute(key, value === true ? "" : String(value));
      }
    }
    return append(node, ...children);
  }

  /**
   * The children to put into a node: arrays flattened, strings and numbers as text,
   * and nothing for undefined, null or false, so `cond ? el(…) : null` adds nothing
   * (the DOM's own append() would show the word "null").
   */
  function nodes(children) {
    return children
      .flat(Infinity)
      .filter((child) => child !== undefined && child !== null && child !== false)
      .map((child) => (child instanceof Node ? child : document.createTextNode(String(child))));
  }

  /** Append children to `node` (see nodes()); returns `node`.  Use it, not node.append(). */
  function append(node, ...children) {
    node.append(...nodes(children));
    return node;
  }

  /** Replace the children of `node` (see nodes()); returns `node`.  Not node.replaceChildren(). */
  function replace(node, ...children) {
    node.replaceChildren(...nodes(children));
    return node;
  }

  /**
   * A card face from card_json(): the SVG picture when the Python side drew one,
   * otherwise suit symbol and rank as large text.  `label` is the text alternative.
   * @param {CardJSON} info
   */
  function card(info, { fourColour = false, hidden = false } = {}) {
    // A card without a four-colour picture of its own (♠, ♥) looks the same in both packs.
    const svg = fourColour ? info.svg4 || info.svg : info.svg;
    const face = el("span", {
      class: `s66-card s66-suit-${info.suit}` + (svg ? " s66-card-svg" : " s66-card-text"),
      role: hidden ? undefined : "img",
      "aria-label": hidden ? undefined : info.label,
      "aria-hidden": hidden ? "true" : undefined,
    });
    if (svg) {
      face.innerHTML = svg;
      for (const pic of face.querySelectorAll("svg")) pic.setAttribute("aria-hidden", "true");
    } else {
      append(
        face,
        el("span", { class: "s66-card-rank", "aria-hidden": "true", text: info.rank }),
        el("span", { class: "s66-card-symbol", "aria-hidden": "true", text: info.symbol }),
      );
    }
    return face;
  }

  /**
   * A card as a button: the face is hidden from assistive technology and the
   * button is named by visually hidden text (the card's label plus `extra`), so
   * a screen reader says "ten of clubs, 10 card points" rather than "10 ♣".
   * @param {CardJSON} info
   * @param {{fourColour?: boolean, extra?: string, onclick?: (event: MouseEvent) => void}} [options]
   */
  function cardButton(info, { fourColour = false, extra = "", onclick } = {}) {
    const name = extra ? `${info.label}, ${extra}` : info.label;
    const button = el(
      "button",
      { class: "s66-card-button", type: "button", onclick },
      card(info, { fourColour, hidden: true }),
      el("span", { class: "s66-sr", text: name }),
    );
    button.dataset.s66Id = info.id;
    return button;
  }

  const SUITS = { "♣": "clubs", "♠": "spades", "♥": "hearts", "♦": "diamonds" };

  /**
   * A score as the book writes it: its sign, `minus` for a negative one, 0 unsigned.
   * @param {number} n
   * @param {string} [minus] the minus sign (the true minus unless the language says otherwise)
   */
  function signed(n, minus = "\u2212") {
    return n > 0 ? `+${n}` : n < 0 ? `${minus}${-n}` : "0";
  }

  /** Text with each suit symbol in its suit's colour (which follows four-colour mode). */
  function suitText(text) {
    return String(text)
      .split(/([♣♠♥♦])/)
      .filter((part) => part !== "")
      .map((part) => (part in SUITS ? el("span", { class: `s66-suit-${SUITS[part]}`, text: part }) : part));
  }

  /** A polite live region: announce(text) tells screen readers what just changed. */
  function live(className = "s66-live") {
    const region = el("div", { class: className, role: "status", "aria-live": "polite" });
    return region;
  }

  /** A position read from the model (`model.get(name)`; unset: 0), held within 0 … count − 1. */
  function within(value, count) {
    return Math.min(Math.max(value || 0, 0), count - 1);
  }

  /** A choice read from the model: `value` if it is one of `allowed`, else `fallback`. */
  function oneOf(value, allowed, fallback) {
    return allowed.includes(value) ? value : fallback;
  }

  /** The reader's position into the model: each of `values` into its synced trait, saved once. */
  function store(model, values) {
    for (const [name, value] of Object.entries(values)) model.set(name, value);
    model.save_changes();
  }

  /**
   * A select of `items` by their labels, showing item `current`; choosing one calls
   * choose(index).  `id` is its data-s66-id (the focus stays on it through a redraw).
   */
  function picker(items, id, current, choose) {
    const node = el(
      "select",
      { class: "s66-select" },
      items.map((item, i) => el("option", { value: String(i), text: item.label })),
    );
    node.dataset.s66Id = id;
    node.value = String(current);
    node.addEventListener("change", () => choose(Number(node.value)));
    return node;
  }

  /**
   * One button of a set of choices (class s66-choice, plus `extra`), not pressed yet:
   * aria-pressed marks the chosen one.  `id` is its data-s66-id; `attrs` more attributes.
   */
  function choice(id, label, onclick, { extra = "", pressed = false, attrs = {} } = {}) {
    const button = el(
      "button",
      { class: "s66-choice" + (extra ? ` ${extra}` : ""), "aria-pressed": pressed ? "true" : "false", ...attrs, onclick },
      label,
    );
    button.dataset.s66Id = id;
    return button;
  }

  /** redraw(), then the focus back on the control of `root` with the same data-s66-id. */
  function keepingFocus(root, redraw) {
    const active = document.activeElement;
    const focusedId = active && root.contains(active) ? active.getAttribute("data-s66-id") : null;
    redraw();
    if (focusedId) {
      const again = root.querySelector(`[data-s66-id="${CSS.escape(focusedId)}"]`);
      if (again && again !== document.activeElement) again.focus();
    }
  }

  /**
   * Arrow-key navigation over a grid of buttons (rows of equal or unequal length):
   * one button is in the tab order at a time ("roving tabindex"); arrows, Home and
   * End move the focus; Enter and Space press the button as usual.
   */
  function arrowGrid(rows, start = [0, 0]) {
    let [r0, c0] = start;
    const all = rows.flat();
    for (const button of all) button.tabIndex = -1;
    if (all.length) rows[r0][c0].tabIndex = 0;
    rows.forEach((row, r) =>
      row.forEach((button, c) => {
        button.addEventListener("focus", () => {
          rows[r0][c0].tabIndex = -1;
          [r0, c0] = [r, c];
          button.tabIndex = 0;
        });
        button.addEventListener("keydown", (event) => {
          let [r1, c1] = [r, c];
          switch (event.key) {
            case "ArrowRight": c1 = Math.min(c + 1, row.length - 1); break;
            case "ArrowLeft": c1 = Math.max(c - 1, 0); break;
            case "ArrowDown": r1 = Math.min(r + 1, rows.length - 1); break;
            case "ArrowUp": r1 = Math.max(r - 1, 0); break;
            case "Home": c1 = 0; if (event.ctrlKey) r1 = 0; break;
            case "End": c1 = row.length - 1; if (event.ctrlKey) r1 = rows.length - 1; break;
            default: return;
          }
          event.preventDefault();
          c1 = Math.min(c1, rows[r1].length - 1);
          rows[r1][c1].focus();
        });
      }),
    );
  }

  function storedFourColour() {
    try {
      const value = window.localStorage.getItem(PREF_KEY);
      return value === null ? null : value === "1";
    } catch (error) {
      return null;
    }
  }

  function storeFourColour(on) {
    try {
      window.localStorage.setItem(PREF_KEY, on ? "1" : "0");
    } catch (error) {
      // Storage can be unavailable (private windows, some file:// set-ups): the
      // choice then lasts as long as the page.
    }
  }

  /**
   * Card pictures each carry their own <defs> (ids s66-face, s66-c, …).  Move them
   * into one hidden <svg> per document, each id once, so the page keeps unique ids
   * however many cards and widgets it shows (the built book's pages start with such
   * an <svg> already; a notebook gets one from the first widget).
   */
  function adoptDefs(root) {
    const pictures = root.querySelectorAll("svg defs");
    if (!pictures.length) return;
    let shared = document.querySelector("svg.s66-defs > defs");
    if (!shared) {
      const ns = pictures[0].namespaceURI; // SVG's
      const sprite = document.createElementNS(ns, "svg");
      sprite.setAttribute("class", "s66-defs");
      sprite.setAttribute("aria-hidden", "true");
      sprite.setAttribute("focusable", "false");
      sprite.setAttribute("width", "0");
      sprite.setAttribute("height", "0");
      sprite.setAttribute("style", "position:absolute;width:0;height:0;overflow:hidden");
      shared = document.createElementNS(ns, "defs");
      sprite.append(shared);
      document.body.prepend(sprite);
    }
    for (const defs of pictures) {
      if (defs === shared) continue;
      for (const item of [...defs.children]) {
        if (item.id && !shared.querySelector(`#${CSS.escape(item.id)}`)) shared.append(item);
      }
      defs.remove();
    }
  }


  // --- the card table -------------------------------------------------------------------

  /**
   * Face-down cards, overlapped, announced as one picture: `label` is its whole name
   * ("6 face-down cards in Ben’s hand"), or a function of the count giving it.
   */
  function backs(count, label, back) {
    const group = el("span", {
      class: "s66-backs",
      role: "img",
      "aria-label": typeof label === "function" ? label(count) : label,
    });
    for (let i = 0; i < count; i += 1) {
      const one = el("span", { class: "s66-card s66-card-svg s66-back", "aria-hidden": "true" });
      if (back && back.svg) one.innerHTML = back.svg;
      append(group, one);
    }
    return group;
  }

  /** The words of the roles table.py gives a seat (the badges), as t() knows them. */
  function roleWord(role, t) {
    switch (role) {
      case "dealer": return t("dealer");
      case "forehand": return t("forehand");
      case "soloist": return t("soloist");
      default: return role;
    }
  }

  /** Where each card of `host` is now (by card id), for the slide into the trick. */
  function cardPlaces(host) {
    const found = new Map();
    for (const node of host.querySelectorAll("[data-card]")) {
      found.set(node.dataset.card, { rect: node.getBoundingClientRect(), played: Boolean(node.closest(".s66-play")) });
    }
    return found;
  }

  /** Cards newly in the trick slide there from where they were (none if motion is reduced). */
  function slide(host, before) {
    if (!before.size || !window.matchMedia || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    for (const node of host.querySelectorAll(".s66-play [data-card]")) {
      const was = before.get(node.dataset.card);
      if (!was || was.played) continue;
      const now = node.getBoundingClientRect();
      const dx = was.rect.left - now.left;
      const dy = was.rect.top - now.top;
      if (!dx && !dy) continue;
      node.classList.remove("s66-slide");
      node.style.transform = `translate(${dx}px, ${dy}px)`;
      void node.offsetWidth; // the browser takes the start position before the move
      node.classList.add("s66-slide");
      node.style.transform = "";
    }
  }

  /**
   * Draw a card table into `host` (its children are replaced): the JSON of
   * solo66/frontends/table.py (`table_json`, `view_table`), which says everything:
   * five seats at their places, the trick in the middle with each card in front of
   * the seat that played it, the talon, the contract.  Nothing here decides anything.
   *
   * opts: { cards: id → card_json, back: the face-down picture ({svg}), fourColour,
   *   hand(seat, ids) → a Node to draw instead of the seat's face-up cards (a widget's
   *   own buttons), marks: false to leave out the plays' marks, fresh: ids of cards to
   *   outline as just arrived (a packet dealt), empty: the words for a seat without cards
   *   ("no cards left"), turnWord: the badge of the seat whose turn it is ("to play"),
   *   middle: a Node to add under the trick, label: the table's accessible name,
   *   t: the words in the reader's language, s66.translator(words, lang) (default:
   *   English; table_words() in solo66/frontends/table.py gives the words of this file
   *   translated) }.  Returns the table element.
   * Cards played since the last drawing of `host` slide from the hand to the middle.
   * @param {HTMLElement} host
   * @param {TableJSON} data
   */
  function table(host, data, opts = {}) {
    const cards = opts.cards || {};
    const t = withPlurals(opts.t || english);
    const turnWord = opts.turnWord || t("to play");
    const facedown = (where) => (n) =>
      n === 1 ? t("1 face-down card{where}", { where }) : t("{n} face-down cards{where}", { n, where });
    const fourColour = Boolean(opts.fourColour);
    const face = (id) => {
      const node = card(cards[id] || { id, label: id, suit: "", rank: id, symbol: "" }, { fourColour });
      node.dataset.card = id;
      if (opts.fresh && opts.fresh.includes(id)) node.classList.add("s66-fresh");
      return node;
    };
    host.classList.add("s66-table-host");
    const before = cardPlaces(host);
    const seats = data.seats || [];
    const names = seats.map((s) => s.name);

    const seatBox = (s) => {
      const badges = [];
      const badge = (text, cls = "") => badges.push(el("span", { class: `s66-badge ${cls}`, text }));
      if (s.you) badge(t("you"), "s66-badge-you");
      for (const role of s.roles) badge(roleWord(role, t), role === "soloist" ? "s66-badge-soloist" : "");
      if (s.turn) badge(turnWord, "s66-badge-turn");
      let hand = opts.hand ? opts.hand(s.seat, s.hand) : null;
      if (!hand) {
        if (s.hand && s.hand.length) {
          hand = el("div", { class: "s66-hand", role: "group", "aria-label": t("{name}’s hand", { name: s.name }) }, s.hand.map(face));
        } else if (!s.hand && s.count) {
          hand = el("div", { class: "s66-hand" }, backs(s.count, facedown(t(" in {name}’s hand", { name: s.name })), opts.back));
        } else {
          hand = el("p", { class: "s66-hand s66-hand-empty s66-muted", text: opts.empty || t("no cards left") });
        }
      }
      const foot = [];
      if (s.said.length) {
        foot.push(
          el(
            "p",
            { class: "s66-said" },
            el("span", { class: "s66-sr", text: t("{name} said: {calls}", { name: s.name, calls: s.said.join(", ") }) }),
            s.said.map((call, i) =>
              el("span", { class: "s66-call" + (i === s.said.length - 1 ? " s66-call-last" : ""), "aria-hidden": "true" }, suitText(call)),
            ),
          ),
        );
      }
      if (s.note) foot.push(el("p", { class: "s66-seat-note" }, suitText(s.note)));
      if (s.taken) {
        foot.push(
          el("p", {
            class: "s66-taken",
            text: [
              t.n("{n} trick", "{n} tricks", s.taken.tricks, { n: s.taken.tricks }),
              t.n("{n} point", "{n} points", s.taken.points, { n: s.taken.points }),
            ].join(" · "),
          }),
        );
      }
      const discards = s.discards
        ? el(
            "div",
            { class: "s66-discards" },
            el("span", { class: "s66-discards-label", text: t("Discarded:") }),
            s.discards.cards
              ? el("div", { class: "s66-hand s66-hand-small", role: "group", "aria-label": t("{name}’s discards", { name: s.name }) }, s.discards.cards.map(face))
              : backs(s.discards.count, facedown(t(", discarded")), opts.back),
          )
        : null;
      const label = [s.name, ...s.roles.map((role) => roleWord(role, t)), s.you ? t("you") : null, s.turn ? turnWord : null]
        .filter(Boolean)
        .join(", ");
      return el(
        "section",
        {
          class:
            `s66-seat s66-at-${s.place}` +
            (s.turn ? " s66-seat-turn" : "") +
            (s.you ? " s66-seat-you" : "") +
            (s.roles.includes("soloist") ? " s66-seat-soloist" : ""),
          "aria-label": label,
        },
        el("div", { class: "s66-seat-head" }, el("span", { class: "s66-seat-name", text: s.name }), badges),
        hand,
        foot.length ? el("div", { class: "s66-seat-foot" }, foot) : null,
        discards,
      );
    };

    const felt = el("div", { class: "s66-felt" });
    const trick = data.trick;
    if (trick) {
      const played = new Set(trick.plays.map((p) => p.seat));
      const plays = trick.plays.map((p) => {
        const tags = [];
        if (p.seat === trick.leader) tags.push(el("span", { class: "s66-tag", text: t("led") }));
        if (p.seat === trick.winner) tags.push(el("span", { class: "s66-tag s66-tag-wins", text: t("wins") }));
        if (trick.winner === null && p.seat === trick.ahead) {
          tags.push(el("span", { class: "s66-tag s66-tag-wins", text: t("winning so far") }));
        }
        if (p.mark && opts.marks !== false) {
          tags.push(
            el("span", {
              class: `s66-mark s66-mark-${p.mark.kind}`,
              text: p.mark.kind === "best" ? t("★ best") : `${p.mark.kind === "good" ? "✓" : "✗"} ${p.mark.text}`,
            }),
          );
        }
        const place = seats[p.seat] ? seats[p.seat].place : "bottom";
        return el(
          "li",
          {
            class:
              `s66-play s66-at-${place}` +
              (p.seat === trick.winner ? " s66-play-winner" : "") +
              (trick.winner === null && p.seat === trick.ahead ? " s66-play-ahead" : "") +
              (opts.fresh && opts.fresh.includes(p.card) ? " s66-fresh" : ""),
            "aria-label": `${names[p.seat]}: ${(cards[p.card] || { label: p.card }).label}` +
              (p.seat === trick.leader ? t(", led") : "") +
              (p.seat === trick.winner ? t(", takes the trick") : "") +
              (trick.winner === null && p.seat === trick.ahead ? t(", winning so far") : ""),
          },
          face(p.card),
          el("span", { class: "s66-play-tags", "aria-hidden": "true" }, el("span", { class: "s66-play-name", text: names[p.seat] }), tags),
        );
      });
      const waiting = trick.winner === null && data.to_act !== null && !played.has(data.to_act) && seats[data.to_act]
        ? el(
            "li",
            { class: `s66-play s66-play-waiting s66-at-${seats[data.to_act].place}`, "aria-label": `${names[data.to_act]}: ${turnWord}` },
            el("span", { class: "s66-slot-empty", "aria-hidden": "true" }),
            el("span", { class: "s66-play-tags", "aria-hidden": "true" }, el("span", { class: "s66-play-name", text: names[data.to_act] }), el("span", { class: "s66-tag", text: turnWord })),
          )
        : null;
      append(
        felt,
        el(
          "ol",
          {
            class: "s66-plays",
            "aria-label": trick.plays.length
              ? t("Trick {number}, in the order played", { number: trick.number })
              : t("Trick {number}, in the order played: no card yet", { number: trick.number }),
          },
          plays,
          waiting,
        ),
      );
    }
    let talon = null;
    if (data.talon) {
      const pile = data.talon;
      talon = el(
        "div",
        { class: "s66-talon" + (trick ? " s66-talon-aside" : "") },
        el("span", { class: "s66-discards-label", text: `${pile.label}:` }),
        pile.cards
          ? el("div", { class: "s66-hand s66-hand-small", role: "group", "aria-label": pile.label }, pile.cards.map(face))
          : backs(pile.count, facedown(t(", the talon")), opts.back),
      );
      if (!trick) append(felt, talon);
    }
    const middle = el(
      "div",
      { class: "s66-middle" },
      data.lines.length || data.score
        ? el(
            "p",
            { class: "s66-table-lines" },
            suitText(data.lines.join(" · ")),
            data.score ? el("span", { class: "s66-table-score", text: data.score }) : null,
          )
        : null,
      felt,
      trick && talon ? talon : null,
      opts.middle || null,
    );
    const node = el(
      "div",
      {
        class: "s66-cardtable" + (data.trump ? ` s66-trump-${data.trump}` : ""),
        role: "group",
        "aria-label": opts.label || t("The table"),
      },
      seats.map(seatBox),
      middle,
    );
    replace(host, node);
    slide(host, before);
    return node;
  }

  /** A table with the changes of solo66.frontends.table.diff() applied (a new object). */
  function tableMerge(base, change) {
    const out = { ...base };
    for (const [key, value] of Object.entries(change || {})) {
      out[key] = key === "seats" ? base.seats.map((seat, n) => ({ ...seat, ...(value[String(n)] || {}) })) : value;
    }
    return out;
  }

  /** The tables of solo66.frontends.table.changes(), whole again: the first, then each changed. */
  function tableSteps(stored) {
    const tables = [];
    for (const change of stored) tables.push(tables.length ? tableMerge(tables[tables.length - 1], change) : change);
    return tables;
  }

  /**
   * Let a widget that draws a table use more than the text column: as wide as the room to
   * the right of its column allows, up to 1920 px (only in the built book, whose pages
   * have the room; in JupyterLab the output area keeps it).  Returns a clean-up function.
   */
  function breakout(root) {
    const fit = () => {
      if (!root.parentElement || !root.closest(".bd-article, .bd-content")) return;
      if (document.fullscreenElement === root) {
        root.style.width = "";
        return;
      }
      const column = root.parentElement.getBoundingClientRect();
      const room = document.documentElement.clientWidth - column.left - 16;
      const width = room > column.width + 24 ? `${Math.floor(Math.min(room, 1920))}px` : "";
      if (root.style.width !== width) root.style.width = width;
    };
    // The column's width and place are known once the widget is in the page.
    const watch = new ResizeObserver(fit);
    if (root.parentElement) watch.observe(root.parentElement);
    window.addEventListener("resize", fit);
    document.addEventListener("fullscreenchange", fit);
    fit();
    return () => {
      watch.disconnect();
      window.removeEventListener("resize", fit);
      document.removeEventListener("fullscreenchange", fit);
    };
  }

  /** A button that shows `target` full screen (a projector) and back; none without the API. */
  function fullscreenButton(target, t = english) {
    if (!document.fullscreenEnabled || !target.requestFullscreen) return null;
    const button = el("button", { class: "s66-fullscreen", type: "button", "aria-pressed": "false" });
    const draw = () => {
      const on = document.fullscreenElement === target;
      button.setAttribute("aria-pressed", on ? "true" : "false");
      replace(button, on ? t("Leave full screen") : t("Full screen"));
    };
    button.addEventListener("click", () => {
      if (document.fullscreenElement === target) document.exitFullscreen();
      else target.requestFullscreen().catch(() => {});
    });
    document.addEventListener("fullscreenchange", draw);
    button.dataset.s66Id = "fullscreen";
    draw();
    return button;
  }

  /**
   * Mount a widget: a titled, high-contrast box with a four-colour switch, built by
   * `build(body, ctx)` from the model alone and rebuilt whenever `data` or
   * `four_colour` (or `words`) changes.  ctx = { data, fourColour, model, rebuild, root, t },
   * t the widget's words in the reader's language (translator() of its `words` and `lang`).
   * options: { wide: use the room beside the text column (a table, see breakout()),
   * fullscreen: a full-screen button in the header }.
   */
  function mount(model, el0, build, options = {}) {
    const stored = storedFourColour();
    if (stored !== null && stored !== model.get("four_colour")) {
      model.set("four_colour", stored);
    }
    const root = el("div", { class: "s66-widget" + (options.wide ? " s66-wide" : "") });
    replace(el0, root);
    const unwide = options.wide ? breakout(root) : () => {};
    const words = () => translator(model.get("words"), model.get("lang"));
    const full = options.fullscreen ? fullscreenButton(root, words()) : null;
    const render = () => {
      const data = model.get("data") || {};
      const fourColour = Boolean(model.get("four_colour"));
      const t = words();
      root.classList.toggle("s66-four-colour", fourColour);
      const toggle = el(
        "button",
        {
          class: "s66-toggle",
          "aria-pressed": fourColour ? "true" : "false",
          onclick: () => {
            const on = !model.get("four_colour");
            storeFourColour(on);
            model.set("four_colour", on);
            model.save_changes();
            window.dispatchEvent(new CustomEvent(FOUR_COLOUR_EVENT, { detail: on }));
          },
        },
        t("Four-colour pack"),
      );
      toggle.setAttribute("data-s66-id", "four-colour");
      const header = el(
        "div",
        { class: "s66-header" },
        data.title ? el("p", { class: "s66-title", text: data.title }) : null,
        el("div", { class: "s66-header-buttons" }, full, toggle),
      );
      const body = el("div", { class: "s66-body" });
      keepingFocus(root, () => {
        replace(root, header, body);
        build(body, { data, fourColour, model, rebuild: render, root, t });
      });
    };
    // Four-colour mode switched in any widget of the page applies to all of them.
    const follow = (event) => {
      if (Boolean(model.get("four_colour")) === event.detail) return;
      model.set("four_colour", event.detail);
      model.save_changes();
    };
    model.on("change:data", render);
    model.on("change:four_colour", render);
    model.on("change:words", render);
    // Pictures a widget draws later (a step, a click) give up their <defs> too,
    // before the browser paints them.
    const pictures = new MutationObserver(() => adoptDefs(root));
    pictures.observe(root, { childList: true, subtree: true });
    window.addEventListener(FOUR_COLOUR_EVENT, follow);
    render();
    adoptDefs(root);
    return () => {
      unwide();
      pictures.disconnect();
      model.off("change:data", render);
      model.off("change:four_colour", render);
      model.off("change:words", render);
      window.removeEventListener(FOUR_COLOUR_EVENT, follow);
    };
  }

  const helpers = {
    el, append, replace, card, cardButton, live, arrowGrid, adoptDefs, mount, suitText, signed,
    translator, backs, table, tableMerge, tableSteps, breakout, fullscreenButton, within, oneOf,
    store, picker, choice, keepingFocus,
  };
  // Closed (Readonly): a misspelt helper is an error for TypeScript's checker, not `any`
  // as a JavaScript object literal's unknown property would be.
  return /** @type {Readonly<typeof helpers>} */ (helpers);
})();
