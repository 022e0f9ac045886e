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
from solo66.core.game import Action, Game, Phase, Result, Trick, trick_winner
from solo66.core.rules import Rules
from solo66.core.scoring import (
    LAST_TRICK_BONUS,
    TOTAL_POINTS,
    WIN_THRESHOLD,
    Outcome,
    hand_base,
)

__all__ = [
    "Narrator",
    "action_line",
    "auction_end",
    "auction_note",
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
    return list(names) if names is not None else [f"Seat {s}" for s in range(5)]


def plural(n: int, word: str) -> str:
    """``1 trick``, ``2 tricks``."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def signed(n: int) -> str:
    """A score change with its sign, and a true minus sign: +78, −78, 0."""
    return f"{n:+d}".replace("-", "\u2212") if n else "0"


def _suit(suit: Suit) -> str:
    return f"{suit.symbol} {suit}"


def schneider_words(rules: Rules) -> str:
    """How the rules in force put the schneider threshold: ``under 33``, ``30 or fewer``.

    >>> schneider_words(Rules()), schneider_words(Rules(schneider="at-most-30"))
    ('under 33', '30 or fewer')
    """
    limit = rules.schneider_limit
    return f"under {limit}" if rules.schneider == "under-33" else f"{limit - 1} or fewer"


# -- the result ------------------------------------------------------------------------


def result_summary(result: Result) -> str:
    """The result in one line, seats by number (``str(result)``).

    >>> from solo66.core.scoring import Outcome
    >>> print(result_summary(Result(Outcome.REDEAL, (0, 0, 0, 0, 0))))
    Everyone passed: the cards are dealt again; nobody scores.
    """
    kind = result.outcome
    if kind is Outcome.REDEAL:
        return "Everyone passed: the cards are dealt again; nobody scores."
    if kind is Outcome.LAST_TRICK:
        return f"Seat {result.last_trick_winner} took the last trick and wins."
    assert result.soloist is not None
    return (
        f"Soloist (seat {result.soloist}) {_verb(kind)}{_degree(kind)} with "
        f"{result.soloist_points} card points and {plural(result.soloist_tricks, 'trick')}: "
        f"{result.scores[result.soloist]:+d}."
    )


def _verb(kind: Outcome) -> str:
    return "wins" if kind.won else "loses" if kind.lost else "draws"


def _degree(kind: Outcome) -> str:
    return " (schneider)" if kind.schneider else " (schwarz)" if kind.schwarz else ""


def result_label(result: Result, names: Sequence[str]) -> str:
    """The result as a short caption (the table picture's).

    >>> from solo66.core.scoring import Outcome
    >>> result_label(Result(Outcome.WIN_SCHWARZ, (0, 390, 0, 0, 0), 1, 130, 6, 1), seat_names())
    'Seat 1 wins (schwarz): +390'
    """
    kind = result.outcome
    if kind is Outcome.REDEAL:
        return "everyone passed: deal again"
    if result.soloist is None:
        return f"{names[result.last_trick_winner or 0]} took the last trick and wins"
    score = f"{result.scores[result.soloist]:+d}".replace("-", "\u2212")
    return f"{names[result.soloist]} {_verb(kind)}{_degree(kind)}: {score}"


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
        return "Everyone passed: the hand is void and the cards are dealt again; nobody scores."
    if kind is Outcome.LAST_TRICK:
        assert result.last_trick_winner is not None
        winner = names[result.last_trick_winner]
        changes = ", ".join(f"{names[s]} {signed(v)}" for s, v in enumerate(result.scores) if v)
        return (
            f"{winner} took the sixth trick and wins the last-trick game, whatever the other "
            f"tricks and card points. Score: {changes}."
        )
    assert result.soloist is not None
    who = f"{names[result.soloist]}, the soloist,"
    points, tricks = result.soloist_points, result.soloist_tricks
    defenders = TOTAL_POINTS - points
    took = f"{points} card points and {plural(tricks, 'trick')}"
    schneider = schneider_words(rules)
    sentence = {
        Outcome.WIN: f"{who} wins with {took}.",
        Outcome.WIN_SCHNEIDER: f"{who} wins with {took}; the defenders have {defenders}, "
        f"{schneider}: they are schneider.",
        Outcome.WIN_SCHWARZ: f"{who} wins all six tricks: the defenders are schwarz.",
        Outcome.DRAW: f"{who} and the defenders have {points} card points each: a draw "
        "(tie-at-65).",
        Outcome.LOSS: f"{who} loses with {took}: {WIN_THRESHOLD} were needed.",
        Outcome.LOSS_SCHNEIDER: f"{who} loses with {took}, {schneider}: schneider.",
        Outcome.LOSS_SCHWARZ: f"{who} loses without a trick: schwarz ({points} card "
        "points from the discards).",
    }[kind]
    score = result.scores[result.soloist]
    multiplier = kind.multiplier
    base = hand_base(points, tricks, rules)
    factor = str(multiplier).replace("-", "\u2212")
    how = ""
    if multiplier not in (0, 1):
        whose = (
            ", the defenders' card points"
            if base != points and rules.scoring == ("winners-points")
            else ""
        )
        how = f" ({factor} × {base}{whose})"
    others = [
        f"{names[s]} {signed(v)}" for s, v in enumerate(result.scores) if v and s != result.soloist
    ]
    extra = f"; {', '.join(others)}" if others else ""
    return f"{sentence} Score: {signed(score)}{how}{extra}."


# -- events ----------------------------------------------------------------------------


def auction_end(after: Game, names: Sequence[str]) -> str | None:
    """Who won the auction (or that everyone passed), once it is over; else ``None``."""
    if after.phase is Phase.AUCTION:
        return None
    if after.soloist is not None:
        assert after.bid is not None
        return (
            f"{names[after.soloist]} wins the auction with {_suit(after.bid)} and plays alone "
            "as soloist."
        )
    if after.phase is Phase.PLAY:
        return (
            "Everyone passed: the last-trick game — no trumps, and whoever takes the sixth "
            "trick wins."
        )
    return "Everyone passed: the hand is void and the cards are dealt again; nobody scores."


def trick_taken(trick: Trick, number: int, names: Sequence[str], *, soloist: bool = True) -> str:
    """Who took a trick, with which card, and its card points (the last-trick bonus too)."""
    bonus = f" + {LAST_TRICK_BONUS} for the last trick" if number == 6 and soloist else ""
    return (
        f"{names[trick.winner]} takes trick {number} ({cards_str(trick.cards)}): "
        f"{plural(trick.points, 'card point')}{bonus}"
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
        why = "the highest trump"
    elif trump is None:
        why = f"the highest {top.suit.symbol}; there are no trumps"
    else:
        why = f"the highest {top.suit.symbol}, no trump in the trick"
    return (
        f"{names[trick.winner]} takes the trick with {top} ({why}): "
        f"{plural(trick.points, 'card point')}."
    )


def trick_holds(trick: Trick, names: Sequence[str]) -> str:
    """Who wins a trick with which card, and what it holds (the class sets' answer).

    >>> from solo66.core.cards import parse_cards
    >>> trick_holds(Trick(0, parse_cards("♥10 ♥A ♣7 ♥K ♥7"), (0, 1, 2, 3, 4), 2), seat_names())
    'Seat 2 wins with ♣7; the trick holds 25 card points.'
    """
    return (
        f"{names[trick.winner]} wins with {trick.card_of(trick.winner)}; the trick holds "
        f"{plural(trick.points, 'card point')}."
    )


def auction_note(game: Game) -> str | None:
    """The record's note after the auction (seats by number), or ``None`` after a redeal."""
    if game.soloist is not None:
        assert game.bid is not None
        return f"seat {game.soloist} wins the auction with {game.bid} and plays alone"
    if game.is_over():
        return None
    return "everyone passed: the last-trick game, without trumps"


def trick_note(game: Game) -> str:
    """The record's note after a trick: who took it, with which card, its points."""
    trick = game.tricks[-1]
    number = len(game.tricks)
    card = trick.card_of(trick.winner)
    bonus = f" and {LAST_TRICK_BONUS} for the last trick" if number == 6 else ""
    s = "" if trick.points == 1 else "s"
    return f"seat {trick.winner} takes trick {number} with {card}: {trick.points} point{s}{bonus}"


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
        return f"{name} discarded two cards face down"
    if action.kind == "pass":
        return f"{name} passed"
    if action.suit is not None:
        verb = "bid" if action.kind == "bid" else "announced trump:"
        return f"{name} {verb} {_suit(action.suit)}"
    verb = "discarded" if action.kind == "discard" else "played"
    return f"{name} {verb} {cards_str(action.cards)}"


class Narrator:
    """Tells each step of a hand from the engine's state before and after it.

    :meth:`step` gives two comments: the open one (every card face up, as in a
    replay) and the public one (what every seat at the table may know).
    """

    def __init__(self, names: Sequence[str] | None = None) -> None:
        self.names = seat_names(names)

    def deal(self, g: Game) -> str:
        """The deal: who deals, who is forehand."""
        return (
            f"{self.names[g.dealer]} deals six cards to each player and two to the talon. "
            f"{self.names[g.forehand]}, on the dealer’s left, is forehand, who speaks "
            "first in the auction and leads to the first trick."
        )

    def step(self, before: Game, seat: int, action: Action, after: Game) -> tuple[str, str]:
        """(open comment, public comment) for ``seat`` taking ``action``."""
        name = self.names[seat]
        kind = action.kind
        if kind in ("pass", "bid"):
            text = self._auction(before, seat, action, after)
            return text, text
        if kind == "declare":
            assert action.suit is not None and before.bid is not None
            text = f"{name} announces {_suit(action.suit)} as trump"
            if action.suit is before.bid:
                text += ", the suit bid."
            else:
                text += (
                    f" (the bid was {_suit(before.bid)}; the soloist may announce the suit bid "
                    "or a higher one)."
                )
            if after.phase is Phase.DISCARD:
                return (
                    text + f" {name} picks up the talon: {cards_str(after.talon)}.",
                    text + f" {name} picks up the two talon cards.",
                )
            text += " Forehand leads to the first trick."
            return text, text
        if kind == "discard":
            points = sum(c.points for c in action.cards)
            private = (
                f"{name} discards {cards_str(action.cards)} face down: "
                f"{plural(points, 'card point')}, which count for the soloist."
            )
            public = f"{name} discards two cards face down; their points count for the soloist."
            if after.phase is Phase.PLAY:
                private += " Forehand leads to the first trick."
                public += " Forehand leads to the first trick."
            return private, public
        text = self._play(before, seat, action, after)
        return text, text

    def _auction(self, before: Game, seat: int, action: Action, after: Game) -> str:
        name = self.names[seat]
        if action.kind == "pass":
            text = f"{name} passes."
        else:
            assert action.suit is not None
            if before.bid is None:
                text = f"{name} bids {_suit(action.suit)}."
            elif action.suit > before.bid:
                text = f"{name} bids {_suit(action.suit)}, higher than {_suit(before.bid)}."
            elif action.suit is before.bid:
                text = (
                    f"{name} names {_suit(action.suit)} too; it was named earlier by another "
                    "player, so it does not take the bid (first-highest)."
                )
            else:
                text = (
                    f"{name} names {_suit(action.suit)}, lower than {_suit(before.bid)}, which "
                    "stays the highest bid (first-highest)."
                )
            if action.suit is Suit.CLUBS and after.phase is not Phase.AUCTION:
                text += " Nothing beats clubs, so the auction ends at once."
        if after.phase is Phase.AUCTION:
            return text
        if after.soloist is not None:
            assert after.bid is not None
            text += (
                f" {self.names[after.soloist]} wins the auction with {_suit(after.bid)} and "
                "plays alone, as soloist, against the other four."
            )
            if after.phase is Phase.DISCARD:
                text += (
                    f" {self.names[after.soloist]} picks up the two talon cards first "
                    "(talon-first)."
                )
            return text
        text += " Everyone has passed."
        if after.phase is Phase.DONE:
            return text + " The hand is void: nobody scores and the cards are dealt again."
        return text + (
            " By the agreed last-trick rule they play without trumps and without a soloist: "
            "whoever takes the sixth trick wins."
        )

    def _play(self, before: Game, seat: int, action: Action, after: Game) -> str:
        name = self.names[seat]
        card = action.card
        assert card is not None
        trick = before.current_trick
        trump = before.trump
        if not trick:
            text = f"{name} leads {card}."
        else:
            led = trick[0].suit
            if card.suit is led:
                text = f"{name} follows suit with {card}."
            elif trump is not None and card.suit is trump:
                text = f"{name} has no {led.symbol} and must trump: {card}."
            elif trump is None:
                text = f"{name} has no {led.symbol} and may play any card: {card}."
            elif led is trump:
                text = f"{name} has no trump left and may play any card: {card}."
            else:
                text = f"{name} has neither {led.symbol} nor a trump and may play any card: {card}."
        if len(trick) < 4:
            return text
        done = after.tricks[-1]
        text += " " + trick_won(done, trump, self.names)
        if after.is_over():
            if after.soloist is not None:
                text += f" It is the last trick: {LAST_TRICK_BONUS} more."
            else:
                text += " It is the sixth and last trick."
        else:
            text += f" {self.names[done.winner]} leads next."
        return text


def talon_taken(after: Game, names: Sequence[str], *, sees_talon: bool) -> str:
    """The soloist picks up the talon (with its cards, for a seat that may see them)."""
    assert after.soloist is not None
    if sees_talon:
        return (
            f"{names[after.soloist]} picks up the talon: "
            f"{cards_str(sorted(after.talon, key=sort_key))}"
        )
    return f"{names[after.soloist]} picks up the talon"
