"""The narrator: every sentence that tells what happened in a hand.

An action, the end of the auction, a trick taken, the result: each is told here,
from the engine's state and from the rules in force (the schneider threshold,
the scoring scheme, the agreed value), so that the replayer, the table picture,
the records, the command line, the play page and the class sets all tell a hand
the same way.  Front ends pass the seats' names and choose what a seat may see;
they never word an event themselves.

>>> from solo66 import Rules
>>> from solo66.core.scoring import Outcome
>>> from solo66.core.game import Result
>>> names = [f"Seat {s}" for s in range(5)]
>>> skat_style = Rules(schneider="at-most-30")
>>> loss = Result(Outcome.LOSS_SCHNEIDER, (0, 0, -90, 0, 0), 2, 30, 2, 4, skat_style)
>>> for sentence in result_sentence(loss, names).split(". "):
...     print(sentence)
Seat 2, the soloist, loses with 30 card points and 2 tricks, 30 or fewer: schneider
Score: −90 (−3 × 30).
"""

from __future__ import annotations

from collections.abc import Sequence

from solo66.core.cards import Suit, cards_str, sort_key
from solo66.core.game import Action, AuctionEnd, Game, Phase, Result, Trick, trick_winner
from solo66.core.rules import Rules
from solo66.core.scoring import (
    LAST_TRICK_BONUS,
    TOTAL_POINTS,
    WIN_THRESHOLD,
    Outcome,
    hand_base,
)
from solo66.i18n import N_, _, ngettext, pgettext

__all__ = [
    "Narrator",
    "action_line",
    "auction_end",
    "auction_note",
    "auction_outbid",
    "auction_reason",
    "auction_unheard",
    "auction_waited_out",
    "auction_won_why",
    "plural",
    "result_label",
    "result_sentence",
    "result_summary",
    "schneider_words",
    "seat_names",
    "signed",
    "talon_taken",
    "trick_holds",
    "trick_note",
    "trick_taken",
    "trick_won",
]


def seat_names(names: Sequence[str] | None = None) -> list[str]:
    """The seats' names: the ones given, or ``Seat 0`` … ``Seat 4``."""
    return list(names) if names is not None else [_("Seat {seat}").format(seat=s) for s in range(5)]


def plural(n: int, word: str) -> str:
    """``1 trick``, ``2 tricks`` (English only: the engine's own sentences use
    :func:`~solo66.i18n.ngettext`)."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def signed(n: int) -> str:
    """A score change with its sign, and a true minus sign: +78, −78, 0."""
    return f"{n:+d}".replace("-", "\u2212") if n else "0"


def _suit(suit: Suit) -> str:
    return f"{suit.symbol} {suit.label}"


def _card_points(n: int) -> str:
    return ngettext("{n} card point", "{n} card points", n).format(n=n)


def _with_taken(points: int, tricks: int) -> str:
    """``with 70 card points and 3 tricks``."""
    return ngettext(
        "with {points} card points and {tricks} trick",
        "with {points} card points and {tricks} tricks",
        tricks,
    ).format(points=points, tricks=tricks)


def schneider_words(rules: Rules) -> str:
    """How the rules in force put the schneider threshold: ``under 33``, ``30 or fewer``.

    >>> schneider_words(Rules()), schneider_words(Rules(schneider="at-most-30"))
    ('under 33', '30 or fewer')
    """
    limit = rules.schneider_limit
    if rules.schneider == "under-33":
        return _("under {limit}").format(limit=limit)
    return _("{limit} or fewer").format(limit=limit - 1)


# -- the result ------------------------------------------------------------------------


def result_summary(result: Result) -> str:
    """The result in one line, seats by number (``str(result)``).

    >>> from solo66.core.scoring import Outcome
    >>> print(result_summary(Result(Outcome.REDEAL, (0, 0, 0, 0, 0))))
    Everyone passed: the cards are dealt again; nobody scores.
    """
    kind = result.outcome
    if kind is Outcome.REDEAL:
        return _("Everyone passed: the cards are dealt again; nobody scores.")
    if kind is Outcome.LAST_TRICK:
        return _("Seat {seat} took the last trick and wins.").format(seat=result.last_trick_winner)
    assert result.soloist is not None
    return _("Soloist (seat {seat}) {verb} {taken}: {score}.").format(
        seat=result.soloist,
        verb=_verb(kind),
        taken=_with_taken(result.soloist_points, result.soloist_tricks),
        score=f"{result.scores[result.soloist]:+d}",
    )


_VERBS = {
    (True, False, False): N_("wins"),
    (True, True, False): N_("wins (schneider)"),
    (True, False, True): N_("wins (schwarz)"),
    (False, False, False): N_("loses"),
    (False, True, False): N_("loses (schneider)"),
    (False, False, True): N_("loses (schwarz)"),
}


def _verb(kind: Outcome) -> str:
    """``wins``, ``loses (schneider)``, ``draws``: what the soloist does."""
    if not kind.won and not kind.lost:
        return _("draws")
    return _(_VERBS[(kind.won, kind.schneider, kind.schwarz)])


def result_label(result: Result, names: Sequence[str]) -> str:
    """The result as a short caption (the table picture's).

    >>> from solo66.core.scoring import Outcome
    >>> result_label(Result(Outcome.WIN_SCHWARZ, (0, 390, 0, 0, 0), 1, 130, 6, 1), seat_names())
    'Seat 1 wins (schwarz): +390'
    """
    kind = result.outcome
    if kind is Outcome.REDEAL:
        return _("everyone passed: deal again")
    if result.soloist is None:
        return _("{name} took the last trick and wins").format(
            name=names[result.last_trick_winner or 0]
        )
    score = f"{result.scores[result.soloist]:+d}".replace("-", "\u2212")
    return _("{name} {verb}: {score}").format(
        name=names[result.soloist], verb=_verb(kind), score=score
    )


def result_sentence(result: Result, names: Sequence[str] | None = None) -> str:
    """The result of a hand told in full, in the terms of the rules it was played under.

    >>> from solo66.core.scoring import Outcome
    >>> text = result_sentence(Result(Outcome.WIN_SCHNEIDER, (0, 206, 0, 0, 0), 1, 103, 5, 1))
    >>> text.split(";")[0]
    'Seat 1, the soloist, wins with 103 card points and 5 tricks'
    >>> text.split(": ")[-1]
    '+206 (2 × 103).'
    """
    names = seat_names(names)
    rules = result.rules
    kind = result.outcome
    if kind is Outcome.REDEAL:
        return _("Everyone passed: the hand is void and the cards are dealt again; nobody scores.")
    if kind is Outcome.LAST_TRICK:
        assert result.last_trick_winner is not None
        winner = names[result.last_trick_winner]
        changes = ", ".join(f"{names[s]} {signed(v)}" for s, v in enumerate(result.scores) if v)
        return _(
            "{winner} took the sixth trick and wins the last-trick game, whatever the other "
            "tricks and card points. Score: {changes}."
        ).format(winner=winner, changes=changes)
    assert result.soloist is not None
    points, tricks = result.soloist_points, result.soloist_tricks
    sentence = _(_RESULT_SENTENCES[kind]).format(
        soloist=names[result.soloist],
        taken=_with_taken(points, tricks),
        points=points,
        defenders=TOTAL_POINTS - points,
        schneider=schneider_words(rules),
        needed=WIN_THRESHOLD,
    )
    score = result.scores[result.soloist]
    multiplier = kind.multiplier
    base = hand_base(points, tricks, rules)
    factor = str(multiplier).replace("-", "\u2212")
    how = ""
    if multiplier not in (0, 1):
        if base != points and rules.scoring == "winners-points":
            how = _(" ({factor} × {base}, the defenders' card points)")
        else:
            how = _(" ({factor} × {base})")
        how = how.format(factor=factor, base=base)
    others = [
        f"{names[s]} {signed(v)}" for s, v in enumerate(result.scores) if v and s != result.soloist
    ]
    extra = f"; {', '.join(others)}" if others else ""
    return _("{sentence} Score: {score}{how}{others}.").format(
        sentence=sentence, score=signed(score), how=how, others=extra
    )


#: How :func:`result_sentence` tells each outcome of a hand with a soloist.
_RESULT_SENTENCES = {
    Outcome.WIN: N_("{soloist}, the soloist, wins {taken}."),
    Outcome.WIN_SCHNEIDER: N_(
        "{soloist}, the soloist, wins {taken}; the defenders have {defenders}, "
        "{schneider}: they are schneider."
    ),
    Outcome.WIN_SCHWARZ: N_(
        "{soloist}, the soloist, wins all six tricks: the defenders are schwarz."
    ),
    Outcome.DRAW: N_(
        "{soloist}, the soloist, and the defenders have {points} card points each: a draw "
        "(tie-at-65)."
    ),
    Outcome.LOSS: N_("{soloist}, the soloist, loses {taken}: {needed} were needed."),
    Outcome.LOSS_SCHNEIDER: N_("{soloist}, the soloist, loses {taken}, {schneider}: schneider."),
    Outcome.LOSS_SCHWARZ: N_(
        "{soloist}, the soloist, loses without a trick: schwarz ({points} card "
        "points from the discards)."
    ),
}


# -- events ----------------------------------------------------------------------------


def auction_end(after: Game, names: Sequence[str]) -> str | None:
    """Who won the auction (or that everyone passed), once it is over; else ``None``."""
    if after.auction_end is None:
        return None
    if after.soloist is not None:
        assert after.bid is not None
        return _("{name} wins the auction with {suit} and plays alone as soloist.").format(
            name=names[after.soloist], suit=_suit(after.bid)
        )
    if after.phase is Phase.PLAY:
        return _(
            "Everyone passed: the last-trick game — no trumps, and whoever takes the sixth "
            "trick wins."
        )
    return _("Everyone passed: the hand is void and the cards are dealt again; nobody scores.")


def auction_reason(game: Game, names: Sequence[str]) -> str | None:
    """Why the auction ended and who won it, in the procedure's terms (from
    :attr:`Game.auction_end <solo66.core.game.Game.auction_end>`); ``None`` while it goes on.

    >>> g = Game.new(seed=123)
    >>> for call in ["bid diamonds", "pass", "pass", "pass", "pass"]:
    ...     g.apply(call)
    >>> print(auction_reason(g, seat_names()))
    Every other player has passed after Seat 1's bid of ♦: it stands.
    """
    why = game.auction_end
    if why is None:
        return None
    if why is AuctionEnd.ALL_PASSED:
        return _("Everyone passed: nobody bid a suit.")
    assert game.soloist is not None and game.bid is not None
    who = names[game.soloist]
    if why is AuctionEnd.CLUBS:
        return _(
            "{name} bid ♣, the highest suit: nothing can beat it, so the auction ends at once."
        ).format(name=who)
    if why is AuctionEnd.ALL_SPOKEN:
        return _("Every player has spoken once; the highest bid, {suit} by {name}, wins.").format(
            suit=game.bid.symbol, name=who
        )
    if why is AuctionEnd.FOUR_PASSES:
        return _("Four players in a row passed after {name}'s bid of {suit}: it stands.").format(
            name=who, suit=game.bid.symbol
        )
    return _("Every other player has passed after {name}'s bid of {suit}: it stands.").format(
        name=who, suit=game.bid.symbol
    )


def trick_taken(trick: Trick, number: int, names: Sequence[str], *, soloist: bool = True) -> str:
    """Who took a trick, with which card, and its card points (the last-trick bonus too)."""
    bonus = ""
    if number == 6 and soloist:
        bonus = _(" + {bonus} for the last trick").format(bonus=LAST_TRICK_BONUS)
    return _("{name} takes trick {number} ({cards}): {points}{bonus}").format(
        name=names[trick.winner],
        number=number,
        cards=cards_str(trick.cards),
        points=_card_points(trick.points),
        bonus=bonus,
    )


def trick_won(trick: Trick, trump: Suit | None, names: Sequence[str]) -> str:
    """Who takes a finished trick, with which card and why, and its card points.

    >>> from solo66.core.cards import parse_cards
    >>> trick = Trick(0, parse_cards("♥10 ♥A ♣7 ♥K ♥7"), (0, 1, 2, 3, 4), 2)
    >>> trick_won(trick, Suit.CLUBS, seat_names())
    'Seat 2 takes the trick with ♣7 (the highest trump): 25 card points.'
    """
    top = trick.cards[trick_winner(trick.cards, trump)]
    if trump is not None and top.suit is trump:
        why = _("the highest trump")
    elif trump is None:
        why = _("the highest {suit}; there are no trumps").format(suit=top.suit.symbol)
    else:
        why = _("the highest {suit}, no trump in the trick").format(suit=top.suit.symbol)
    return _("{name} takes the trick with {card} ({why}): {points}.").format(
        name=names[trick.winner], card=top, why=why, points=_card_points(trick.points)
    )


def trick_holds(trick: Trick, names: Sequence[str]) -> str:
    """Who wins a trick with which card, and what it holds (the class sets' answer).

    >>> from solo66.core.cards import parse_cards
    >>> trick_holds(Trick(0, parse_cards("♥10 ♥A ♣7 ♥K ♥7"), (0, 1, 2, 3, 4), 2), seat_names())
    'Seat 2 wins with ♣7; the trick holds 25 card points.'
    """
    return _("{name} wins with {card}; the trick holds {points}.").format(
        name=names[trick.winner],
        card=trick.card_of(trick.winner),
        points=_card_points(trick.points),
    )


# -- why each seat did or did not win the auction ---------------------------------------
#
# The drills (solo66.teaching.drills) ask who wins an auction and explain every seat's
# part; what the auction's end (Game.auction_end) and its procedure decided is told here.


def _over(game: Game) -> AuctionEnd:
    if game.auction_end is None:
        raise ValueError("the auction is still going on: nobody has won or lost it yet")
    return game.auction_end


def _naming(game: Game) -> bool:
    """Under first-highest a player names a suit (bids it once); else the bids go up."""
    return game.rules.auction == "first-highest"


def auction_won_why(game: Game, names: Sequence[str]) -> str:
    """Why the soloist won the auction, in the procedure's terms.

    >>> g = Game.new(seed=123)
    >>> g.apply("bid clubs")
    >>> print(auction_won_why(g, seat_names()))
    Seat 1 bid clubs, and nothing beats clubs: the auction ended there.
    """
    why = _over(game)
    soloist, bid = game.soloist, game.bid
    if soloist is None or bid is None:
        raise ValueError("everyone passed: nobody won the auction")
    naming = _naming(game)
    later = [
        names[s] for s, a in game.history if a.kind == "bid" and s != soloist and a.suit is bid
    ]
    if why is AuctionEnd.CLUBS:
        text = (
            _("{name} named clubs, and nothing beats clubs: the auction ended there.")
            if naming
            else _("{name} bid clubs, and nothing beats clubs: the auction ended there.")
        )
    elif not naming:
        text = _("{name} made the last and highest bid, {bid}: nobody bid higher.")
    elif later:
        text = ngettext(
            "{name} named {bid}, the highest suit named, and named it first; "
            "{later} named it later.",
            "{name} named {bid}, the highest suit named, and named it first; "
            "{later} named it later.",
            len(later),
        )
    else:
        text = _("{name} named {bid}, and nobody named a higher suit.")
    return text.format(
        name=names[soloist], bid=bid.label, later=pgettext("list", " and ").join(later)
    )


def auction_unheard(game: Game, seat: int, names: Sequence[str]) -> str:
    """Why ``seat`` never spoke: clubs, which nothing beats, ended the auction first.

    >>> g = Game.new(seed=123)
    >>> g.apply("bid clubs")
    >>> print(auction_unheard(g, 3, seat_names()))
    Seat 3 never spoke: Seat 1 bid clubs, which ends the auction at once.
    """
    if _over(game) is not AuctionEnd.CLUBS or game.soloist is None:
        raise ValueError("only clubs ends an auction before every seat has spoken")
    if any(s == seat for s, _a in game.history):
        raise ValueError(f"seat {seat} spoke in this auction")
    text = (
        _("{name} never spoke: {other} named clubs, which ends the auction at once.")
        if _naming(game)
        else _("{name} never spoke: {other} bid clubs, which ends the auction at once.")
    )
    return text.format(name=names[seat], other=names[game.soloist])


def auction_waited_out(game: Game, seat: int, names: Sequence[str]) -> str:
    """Why ``seat``, who passed at the first turn to bid later, never bid: the procedure
    gave no later turn (pass-final: a pass is final; re-entry: the auction ended first;
    single-round and first-highest: each player speaks once).

    >>> g = Game.new(seed=123)
    >>> for call in ["pass", "bid diamonds", "pass", "pass", "pass"]:
    ...     g.apply(call)
    >>> print(auction_waited_out(g, 1, seat_names()))
    Seat 1 passed at the first turn, to wait, and under pass-final a pass is final.
    """
    _over(game)
    procedure = game.rules.auction
    if procedure == "pass-final":
        text = _("{name} passed at the first turn, to wait, and under pass-final a pass is final.")
    elif procedure == "re-entry":
        text = _(
            "{name} passed at the first turn, to wait, and the auction ended before "
            "{name}'s next turn."
        )
    else:
        text = _(
            "{name} passed at the first turn, to wait, and under {procedure} each "
            "player speaks only once."
        )
    return text.format(name=names[seat], procedure=procedure)


def auction_outbid(game: Game, seat: int, names: Sequence[str]) -> str | None:
    """Why ``seat``, who bid, did not win, when the procedure or the auction's end says
    why: under first-highest the soloist named a higher suit, or the same one first;
    under single-round ``seat`` had no turn after being outbid; clubs ended the auction.
    ``None`` when ``seat`` had a turn after being outbid and chose not to bid higher.

    >>> g = Game.new(seed=123, rules=Rules(auction="single-round"))
    >>> for call in ["bid diamonds", "bid hearts", "pass", "pass", "pass"]:
    ...     g.apply(call)
    >>> print(auction_outbid(g, 1, seat_names()))
    Seat 1 bid diamonds, but Seat 2 then bid hearts, and under single-round Seat 1 had no
    turn after that.
    """
    why = _over(game)
    bids = [(s, a) for s, a in game.history if a.kind == "bid"]
    mine = [a for s, a in bids if s == seat]
    if not mine or seat == game.soloist:
        raise ValueError(f"seat {seat} made no bid that was beaten in this auction")
    last = mine[-1].suit
    assert last is not None
    if _naming(game):
        soloist, bid = game.soloist, game.bid
        assert soloist is not None and bid is not None
        text = (
            _("{name} named {suit} too, but {soloist} named it first.")
            if last is bid
            else _("{name} named {suit}, but {soloist} named a higher suit, {bid}.")
        )
        return text.format(name=names[seat], suit=last.label, soloist=names[soloist], bid=bid.label)
    other, higher = [(s, a) for s, a in bids if s != seat][-1]
    assert higher.suit is not None
    if game.rules.auction == "single-round":
        text = _(
            "{name} bid {suit}, but {other} then bid {higher}, and under single-round "
            "{name} had no turn after that."
        )
    elif why is AuctionEnd.CLUBS:
        text = _("{name} bid {suit}, but {other} then bid {higher}, which ends the auction.")
    else:
        return None
    return text.format(
        name=names[seat], suit=last.label, other=names[other], higher=higher.suit.label
    )


def auction_note(game: Game) -> str | None:
    """The record's note after the auction (seats by number), or ``None`` after a redeal."""
    if game.soloist is not None:
        assert game.bid is not None
        return _("seat {seat} wins the auction with {suit} and plays alone").format(
            seat=game.soloist, suit=game.bid.label
        )
    if game.is_over():
        return None
    return _("everyone passed: the last-trick game, without trumps")


def trick_note(game: Game) -> str:
    """The record's note after a trick: who took it, with which card, its points."""
    trick = game.tricks[-1]
    number = len(game.tricks)
    card = trick.card_of(trick.winner)
    bonus = ""
    if number == 6:
        bonus = _(" and {bonus} for the last trick").format(bonus=LAST_TRICK_BONUS)
    return ngettext(
        "seat {seat} takes trick {number} with {card}: {points} point{bonus}",
        "seat {seat} takes trick {number} with {card}: {points} points{bonus}",
        trick.points,
    ).format(seat=trick.winner, number=number, card=card, points=trick.points, bonus=bonus)


def action_line(action: Action | None, name: str, *, hidden: bool = False) -> str:
    """An action in the past tense, for a log; ``hidden`` keeps a discard face down,
    and so does ``None`` (a discard the reader's view does not show, as
    :attr:`SeatView.history <solo66.core.game.SeatView.history>` gives it).

    >>> from solo66.core.game import Action
    >>> action_line(Action.from_str("bid hearts"), "Seat 2")
    'Seat 2 bid ♥ hearts'
    >>> action_line(Action.from_str("discard ♣A ♦7"), "Seat 2", hidden=True)
    'Seat 2 discarded two cards face down'
    >>> action_line(None, "Seat 2")
    'Seat 2 discarded two cards face down'
    """
    if action is None or (action.kind == "discard" and hidden):
        return _("{name} discarded two cards face down").format(name=name)
    if action.kind == "pass":
        return _("{name} passed").format(name=name)
    if action.suit is not None:
        if action.kind == "bid":
            return _("{name} bid {suit}").format(name=name, suit=_suit(action.suit))
        return _("{name} announced trump: {suit}").format(name=name, suit=_suit(action.suit))
    if action.kind == "discard":
        return _("{name} discarded {cards}").format(name=name, cards=cards_str(action.cards))
    return _("{name} played {cards}").format(name=name, cards=cards_str(action.cards))


class Narrator:
    """Tells each step of a hand from the engine's state before and after it.

    :meth:`step` gives two comments: the open one (every card face up, as in a
    replay) and the public one (what every seat at the table may know).
    """

    def __init__(self, names: Sequence[str] | None = None) -> None:
        self.names = seat_names(names)

    def deal(self, g: Game) -> str:
        """The deal: who deals, who is forehand."""
        return _(
            "{dealer} deals six cards to each player and two to the talon. "
            "{forehand}, on the dealer’s left, is forehand, who speaks "
            "first in the auction and leads to the first trick."
        ).format(dealer=self.names[g.dealer], forehand=self.names[g.forehand])

    def step(self, before: Game, seat: int, action: Action, after: Game) -> tuple[str, str]:
        """(open comment, public comment) for ``seat`` taking ``action``."""
        name = self.names[seat]
        kind = action.kind
        if kind in ("pass", "bid"):
            text = self._auction(before, seat, action, after)
            return text, text
        first_lead = " " + _("Forehand leads to the first trick.")
        if kind == "declare":
            assert action.suit is not None and before.bid is not None
            if action.suit is before.bid:
                text = _("{name} announces {suit} as trump, the suit bid.")
            else:
                text = _(
                    "{name} announces {suit} as trump (the bid was {bid}; the soloist may "
                    "announce the suit bid or a higher one)."
                )
            text = text.format(name=name, suit=_suit(action.suit), bid=_suit(before.bid))
            if after.phase is Phase.DISCARD:
                return (
                    text
                    + " "
                    + _("{name} picks up the talon: {cards}.").format(
                        name=name, cards=cards_str(after.talon)
                    ),
                    text + " " + _("{name} picks up the two talon cards.").format(name=name),
                )
            text += first_lead
            return text, text
        if kind == "discard":
            points = sum(c.points for c in action.cards)
            private = ngettext(
                "{name} discards {cards} face down: {points} card point, which count for the "
                "soloist.",
                "{name} discards {cards} face down: {points} card points, which count for the "
                "soloist.",
                points,
            ).format(name=name, cards=cards_str(action.cards), points=points)
            public = _(
                "{name} discards two cards face down; their points count for the soloist."
            ).format(name=name)
            if after.phase is Phase.PLAY:
                private += first_lead
                public += first_lead
            return private, public
        text = self._play(before, seat, action, after)
        return text, text

    def _auction(self, before: Game, seat: int, action: Action, after: Game) -> str:
        name = self.names[seat]
        if action.kind == "pass":
            text = _("{name} passes.").format(name=name)
        else:
            assert action.suit is not None
            if before.bid is None:
                text = _("{name} bids {suit}.")
            elif action.suit > before.bid:
                text = _("{name} bids {suit}, higher than {bid}.")
            elif action.suit is before.bid:
                text = _(
                    "{name} names {suit} too; it was named earlier by another "
                    "player, so it does not take the bid (first-highest)."
                )
            else:
                text = _(
                    "{name} names {suit}, lower than {bid}, which "
                    "stays the highest bid (first-highest)."
                )
            bid = _suit(before.bid) if before.bid is not None else ""
            text = text.format(name=name, suit=_suit(action.suit), bid=bid)
            if after.auction_end is AuctionEnd.CLUBS:
                text += " " + _("Nothing beats clubs, so the auction ends at once.")
        if after.auction_end is None:
            return text
        if after.auction_end is not AuctionEnd.ALL_PASSED:
            assert after.soloist is not None and after.bid is not None
            soloist = self.names[after.soloist]
            text += " " + _(
                "{name} wins the auction with {suit} and plays alone, as soloist, against the "
                "other four."
            ).format(name=soloist, suit=_suit(after.bid))
            if after.phase is Phase.DISCARD:
                text += " " + _("{name} picks up the two talon cards first (talon-first).").format(
                    name=soloist
                )
            return text
        text += " " + _("Everyone has passed.")
        if after.phase is Phase.DONE:
            return text + " " + _("The hand is void: nobody scores and the cards are dealt again.")
        return (
            text
            + " "
            + _(
                "By the agreed last-trick rule they play without trumps and without a soloist: "
                "whoever takes the sixth trick wins."
            )
        )

    def _play(self, before: Game, seat: int, action: Action, after: Game) -> str:
        name = self.names[seat]
        card = action.card
        assert card is not None
        trick = before.current_trick
        trump = before.trump
        if not trick:
            text = _("{name} leads {card}.")
            led = card.suit
        else:
            led = trick[0].suit
            if card.suit is led:
                text = _("{name} follows suit with {card}.")
            elif trump is not None and card.suit is trump:
                text = _("{name} has no {led} and must trump: {card}.")
            elif trump is None:
                text = _("{name} has no {led} and may play any card: {card}.")
            elif led is trump:
                text = _("{name} has no trump left and may play any card: {card}.")
            else:
                text = _("{name} has neither {led} nor a trump and may play any card: {card}.")
        text = text.format(name=name, card=card, led=led.symbol)
        if len(trick) < 4:
            return text
        done = after.tricks[-1]
        text += " " + trick_won(done, trump, self.names)
        if after.is_over():
            if after.soloist is not None:
                text += " " + _("It is the last trick: {bonus} more.").format(
                    bonus=LAST_TRICK_BONUS
                )
            else:
                text += " " + _("It is the sixth and last trick.")
        else:
            text += " " + _("{name} leads next.").format(name=self.names[done.winner])
        return text


def talon_taken(after: Game, names: Sequence[str], *, sees_talon: bool) -> str:
    """The soloist picks up the talon (with its cards, for a seat that may see them)."""
    assert after.soloist is not None
    if sees_talon:
        return _("{name} picks up the talon: {cards}").format(
            name=names[after.soloist], cards=cards_str(sorted(after.talon, key=sort_key))
        )
    return _("{name} picks up the talon").format(name=names[after.soloist])
