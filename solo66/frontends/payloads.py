"""The shapes of the JSON the front ends send to JavaScript, as :class:`~typing.TypedDict`
classes (issue 25), so that mypy checks the code that builds them against what the
scripts read (``solo66/frontends/widgets/*.js``, the play page's ``tools/play/play.js``).

A widget's ``data`` is one of the ``…Data`` classes; the cards, suits and tables in it are
shared by every widget (:mod:`solo66.frontends.cards`, :mod:`solo66.frontends.table`).
The parts still typed ``dict[str, Any]`` are steps a widget builds up and then stores as
differences (:func:`solo66.frontends.table.diff`).

Only types: importing this module costs nothing at run time, in Pyodide too.

>>> from solo66.frontends.cards import suit_json
>>> from solo66 import Suit
>>> suit: SuitJSON = suit_json(Suit.SPADES)
>>> sorted(suit) == sorted(SuitJSON.__annotations__)
True
"""

from __future__ import annotations

from typing import Any, Literal, TypedDict

__all__ = [
    "AgainstPar",
    "AuctionData",
    "AuctionHand",
    "AuctionRecord",
    "CardJSON",
    "DealData",
    "DealHand",
    "DealPattern",
    "DiscardChoice",
    "DiscardData",
    "DiscardPosition",
    "DrillData",
    "PackData",
    "PackDetail",
    "PackRow",
    "PlayAnswer",
    "PlayCard",
    "PlayChoice",
    "PlayCode",
    "PlayError",
    "PlayHint",
    "PlayHintCard",
    "PlayLastTrick",
    "PlayLevel",
    "PlayLogLine",
    "PlayNew",
    "PlayPack",
    "PlayRequest",
    "PlayResult",
    "PlayReview",
    "PlayReviewEntry",
    "PlaySeatCard",
    "PlaySet",
    "PlaySetPlace",
    "PlayState",
    "PlaySummary",
    "PlaySummaryRow",
    "PlayTrump",
    "PlayWords",
    "ReplayData",
    "ReplayFairMark",
    "ReplayHindsightMark",
    "ReplayMark",
    "ScoringData",
    "SeatJSON",
    "SuitJSON",
    "TableJSON",
    "TalonJSON",
    "TrickCardJSON",
    "TrickData",
    "TrickJSON",
    "TrickPlayJSON",
    "TrickPlayed",
    "TrickPosition",
]


# ---------------------------------------------------------------------------
# Cards and tables, shared by every widget and the play page


class CardJSON(TypedDict):
    """A card: what to draw and what to say (:func:`~solo66.frontends.cards.card_json`)."""

    id: str
    label: str
    suit: str
    symbol: str
    rank: str
    red: bool
    points: int
    spoken: str
    svg: str
    svg4: str


class SuitJSON(TypedDict):
    """A suit (:func:`~solo66.frontends.cards.suit_json`)."""

    name: str
    german: str
    symbol: str
    red: bool


class SeatJSON(TypedDict):
    """One seat of a table (:func:`~solo66.frontends.table.seat_json`)."""

    seat: int
    name: str
    place: str
    hand: list[str] | None
    count: int
    roles: list[str]
    you: bool
    turn: bool
    said: list[str]
    taken: dict[str, int] | None
    discards: dict[str, Any] | None
    note: str | None


class TrickPlayJSON(TypedDict):
    """A card in the trick; ``mark`` the replayer's solver mark (``kind``, ``text``) or ``None``."""

    seat: int
    card: str
    mark: dict[str, str] | None


class TrickJSON(TypedDict):
    """The trick in the middle (:func:`~solo66.frontends.table.trick_json`)."""

    number: int
    leader: int
    winner: int | None
    ahead: int | None
    plays: list[TrickPlayJSON]


class TalonJSON(TypedDict):
    """The cards in the middle outside the trick: ids, or ``None`` face down."""

    label: str
    cards: list[str] | None
    count: int


class TableJSON(TypedDict):
    """A whole table (:func:`~solo66.frontends.table.table_json`)."""

    seats: list[SeatJSON]
    bottom: int | None
    to_act: int | None
    trick: TrickJSON | None
    talon: TalonJSON | None
    lines: list[str]
    score: str | None
    trump: str | None


# ---------------------------------------------------------------------------
# The play page (solo66/frontends/playpage.py, tools/play/play.js)


class PlayRequest(TypedDict, total=False):
    """A request to :func:`~solo66.frontends.playpage.handle`: ``op`` and the fields it
    takes (the module's docstring lists them).  It comes from JSON: the engine checks
    every value it reads."""

    op: str
    seed: int | str | None
    text: str
    code: str
    seat: int
    level: str
    actions: list[str]
    action: str
    step: int
    set: str
    deal: int
    tag: int
    results: list[str]
    name: str


class PlayError(TypedDict):
    """A refused request: the reason, in the engine's words."""

    ok: Literal[False]
    error: str


class PlayPack(TypedDict):
    """The ``cards`` answer: every card's picture and words, and the back's."""

    ok: Literal[True]
    cards: dict[str, CardJSON]
    back: dict[str, str]


class PlayNew(TypedDict):
    """The ``new`` answer: a fresh deal's code."""

    ok: Literal[True]
    code: str


class PlayCode(TypedDict):
    """The ``code`` answer: what a typed code names (a deal or a set), as the engine
    writes it."""

    ok: Literal[True]
    kind: Literal["deal", "set"]
    code: str


class PlayCard(TypedDict):
    """A card of the reader's hand: may it be played, and if not, why not."""

    card: str
    legal: bool
    why: str | None


class PlayChoice(TypedDict):
    """A bid, a pass or an announcement the reader may make, and its words."""

    action: str
    label: str


class PlaySeatCard(TypedDict):
    """A card a seat played."""

    seat: int
    card: str


class PlayLevel(TypedDict):
    """A level of the bots (:data:`solo66.analysis.levels.LEVELS`) and its words."""

    name: str
    label: str


class PlayWords(TypedDict):
    """The page's words in one language (:func:`~solo66.frontends.playpage.page_words`)."""

    lang: str
    players: list[str]
    levels: list[PlayLevel]
    table: dict[str, str]
    said: dict[str, str]
    decimal: str


class PlayTrump(TypedDict):
    """The trump suit's name and symbol."""

    name: str
    symbol: str


class PlayLastTrick(TypedDict):
    """The last trick taken: its cards by seat, who took it, its card points, its number."""

    plays: list[PlaySeatCard]
    winner: int
    points: int
    number: int


class PlayLogLine(TypedDict):
    """One action of the hand so far, told."""

    seat: int
    text: str


class PlayResult(TypedDict):
    """How the hand ended: the outcome's name, the sentence and each seat's score."""

    outcome: str
    text: str
    scores: list[int]


class PlaySetPlace(TypedDict):
    """Which deal of which set is played: ``deal`` from 0, ``number`` from 1."""

    code: str
    deal: int
    number: int
    count: int


class _PlayStateBase(TypedDict):
    ok: Literal[True]
    code: str
    seat: int
    level: str
    set: PlaySetPlace | None
    seats: list[str]
    table: TableJSON
    actions: list[str]
    step: int
    phase: str
    to_act: int | None
    your_turn: bool
    dealer: int
    forehand: int
    bid: str | None
    trump: PlayTrump | None
    soloist: int | None
    hand: list[PlayCard]
    choices: list[PlayChoice]
    hand_sizes: list[int]
    hands: list[list[str] | None] | None
    talon: list[str] | None
    discards: list[str] | None
    trick: list[PlaySeatCard]
    last_trick: PlayLastTrick | None
    tricks_won: list[int]
    points: list[int]
    log: list[PlayLogLine]
    message: str
    result: PlayResult | None


class PlayState(_PlayStateBase, total=False):
    """What the page draws of a hand (``open``, ``act``, ``view``): what the reader may
    know, or every hand open in the replay.  ``pause``: the table with the trick just
    taken, shown before the bots' next cards; ``steps``: the replay's length;
    ``result_code``: a set's finished hand as its result code."""

    pause: PlayState
    steps: int
    result_code: str


class PlayHintCard(TypedDict):
    """One card of a hint: its fair value and cost, and the hindsight's cost."""

    card: str
    value: float
    cost: int
    best_in: int
    mark: str
    text: str
    hindsight_cost: int


class PlayHint(TypedDict):
    """The ``hint`` answer."""

    ok: Literal[True]
    samples: int
    value: int
    best: list[str]
    hindsight: list[str]
    cards: list[PlayHintCard]
    text: str


class PlayReviewEntry(TypedDict):
    """One card of the review: the fair verdict, then hindsight."""

    step: int
    trick: int
    card: str
    cost: int
    text: str
    best: list[str]
    told: str
    hindsight: str
    hindsight_cost: int
    hindsight_best: list[str]
    line: str


class PlayReview(TypedDict):
    """The ``review`` answer."""

    ok: Literal[True]
    plays: list[PlayReviewEntry]
    summary: str


class PlaySet(TypedDict):
    """The ``set`` answer: the set, the reader's results kept so far (those that are the
    set's next deals in order), the ones refused and why, the deal to play next (``None``
    when all are played), a fresh ``tag`` for the reader's result codes, and the lines
    to hand in (``NAME: CODE``)."""

    ok: Literal[True]
    code: str
    count: int
    seat: int
    level: str
    rules: list[str]
    deals: list[str]
    results: list[str]
    refused: list[str]
    next: int | None
    tag: int
    name: str
    lines: str


class AgainstPar(TypedDict):
    """The reader's side score, the par's and the difference, as numbers and as the
    language writes them: a deal's (:class:`PlaySummaryRow`) or the set's
    (:class:`PlaySummary`)."""

    score: int
    par: int
    against_par: int
    score_text: str
    par_text: str
    against_text: str


class PlaySummaryRow(AgainstPar):
    """One deal of the set's summary: the score against par and what happened."""

    number: int
    deal: str
    code: str
    played: str
    par_play: str


class PlaySummary(AgainstPar):
    """The ``summary`` answer: a row per deal played, the totals and a sentence."""

    ok: Literal[True]
    rows: list[PlaySummaryRow]
    text: str
    note: str


#: Every answer of :func:`~solo66.frontends.playpage.handle`.
PlayAnswer = (
    PlayError
    | PlayPack
    | PlayNew
    | PlayCode
    | PlayState
    | PlayHint
    | PlayReview
    | PlaySet
    | PlaySummary
)


# ---------------------------------------------------------------------------
# The pack explorer (solo66/frontends/widgets/pack.py, pack.js)


class PackRow(TypedDict):
    """One suit's row of the pack."""

    suit: SuitJSON
    cards: list[str]
    points: int
    label: str


class PackDetail(TypedDict):
    """What the explorer says about a card once chosen."""

    heading: str
    position: int
    lines: list[str]


class PackData(TypedDict):
    """The pack explorer's ``data`` (:func:`~solo66.frontends.widgets.pack.pack_data`)."""

    title: str
    hint: str
    empty: str
    rows: list[PackRow]
    cards: dict[str, CardJSON]
    details: dict[str, PackDetail]
    rank_order: list[str]
    total: int
    total_with_last_trick: int
    summary: str


# ---------------------------------------------------------------------------
# The deal, packet by packet (solo66/frontends/widgets/deal.py, deal.js)


class DealPattern(TypedDict):
    """A hand dealt in one packet pattern: its deal code and its steps (each the text, the
    packet and the change to the table, :func:`~solo66.frontends.table.diff`)."""

    code: str
    steps: list[dict[str, Any]]


class DealHand(TypedDict):
    """One hand of the deal widget, in every packet pattern."""

    label: str
    seed: int
    dealer: int
    forehand: int
    order: list[int]
    seats: list[str]
    patterns: dict[str, DealPattern]
    table: TableJSON


class DealData(TypedDict):
    """The deal widget's ``data`` (:func:`~solo66.frontends.widgets.deal.deal_data`)."""

    title: str
    hint: str
    patterns: list[str]
    default_pattern: str
    #: Each pattern as its button reads, this book's reading marked.
    pattern_labels: dict[str, str]
    hands: list[DealHand]
    cards: dict[str, CardJSON]


# ---------------------------------------------------------------------------
# The scoring calculator (solo66/frontends/widgets/scoring.py, scoring.js)


class ScoringData(TypedDict):
    """The calculator's ``data`` (:func:`~solo66.frontends.widgets.scoring.scoring_data`):
    ``grid[t][p]`` a message's index (an impossible pair) or ``[outcome, score]`` per
    scheme, ``working[t][p]`` how each score is worked out (``None``: impossible)."""

    title: str
    hint: str
    total: int
    threshold: int
    schemes: list[str]
    words: dict[str, str]
    messages: list[str]
    grid: list[list[Any]]
    working: list[list[list[str] | None]]
    minus: str


# ---------------------------------------------------------------------------
# Your turn in a trick (solo66/frontends/widgets/tricks.py, tricks.js)


class _TrickCardBase(TypedDict):
    legal: bool


class TrickCardJSON(_TrickCardBase, total=False):
    """What trying a card of the hand says: ``why`` it is not allowed, or who would win
    the trick so far with it (``winner``, ``winning_card``, ``text``)."""

    why: str
    winner: int
    winning_card: str
    text: str


class TrickPlayed(TypedDict):
    """A card already in the trick."""

    seat: int
    card: str


class TrickPosition(TypedDict):
    """One position of the trick widget: the player to act and the hand."""

    case: str | None
    label: str
    about: str
    code: str
    history: list[str]
    trump: str | None
    trump_symbol: str
    soloist: int | None
    seat: int
    trick: list[TrickPlayed]
    winning_now: int | None
    hand: list[str]
    cards: dict[str, TrickCardJSON]
    legal: list[str]
    table: TableJSON
    intro: str


class TrickData(TypedDict):
    """The trick widget's ``data`` (:func:`~solo66.frontends.widgets.tricks.trick_data`)."""

    title: str
    hint: str
    positions: list[TrickPosition]
    cards: dict[str, CardJSON]
    back: dict[str, str]
    suits: dict[str, str]


# ---------------------------------------------------------------------------
# Put two cards away (solo66/frontends/widgets/discard.py, discard.js)


class DiscardChoice(TypedDict):
    """One discard: the card points it puts away; its fair value (the soloist's mean
    card points at the end over the deals drawn), in how many it was best and what it
    costs against the fair best; its value in hindsight at best play in the real deal
    and what that costs; and what it leaves."""

    action: str
    points: int
    value: int
    fair: float
    best_in: int
    kept: list[str]
    text: str
    notes: list[str]
    fair_cost: float
    cost: int


class DiscardPosition(TypedDict):
    """The soloist at the discard, with every choice judged."""

    label: str
    code: str
    soloist: int
    trump: str
    trump_symbol: str
    hand: list[str]
    talon: list[str]
    choices: dict[str, DiscardChoice]
    ranked: list[str]
    best: list[str]
    hindsight_best: list[str]
    samples: int
    why_best: list[str]
    intro: str


class DiscardData(TypedDict):
    """The discard widget's ``data`` (:func:`~solo66.frontends.widgets.discard.discard_data`)."""

    title: str
    hint: str
    positions: list[DiscardPosition]
    cards: dict[str, CardJSON]


# ---------------------------------------------------------------------------
# The auction under each procedure (solo66/frontends/widgets/auction.py, auction.js)


class AuctionHand(TypedDict):
    """A seat's hand in an auction, and what its scripted bidder does."""

    name: str
    cards: list[str]
    text: str
    script: str


class AuctionRecord(TypedDict):
    """One deal's auction: ``runs`` by procedure, each its ``calls``, its ``result`` and
    its ``tables`` (the changes after the first, which is ``table``)."""

    label: str
    code: str
    forehand: int
    hands: list[AuctionHand]
    table: dict[str, Any]
    runs: dict[str, dict[str, Any]]


class AuctionData(TypedDict):
    """The auction widget's ``data`` (:func:`~solo66.frontends.widgets.auction.auction_data`)."""

    title: str
    hint: str
    procedures: list[str]
    names: list[str]
    default_procedure: str
    #: Each procedure in a few words (no option names on a rules page).
    procedure_names: dict[str, str]
    #: Each procedure as its button reads, this book's reading marked.
    procedure_labels: dict[str, str]
    summaries: dict[str, str]
    auctions: list[AuctionRecord]
    cards: dict[str, CardJSON]
    back: dict[str, str]


# ---------------------------------------------------------------------------
# The hand replayer (solo66/frontends/widgets/replay.py, replay.js)


class ReplayFairMark(TypedDict):
    """A card played, judged by what its player had seen: over ``samples`` deals that fit
    that player's view, ``value`` the soloist's mean final card points after it and
    ``best_value`` after the fair best card (``best``), ``mean_cost`` the difference from
    the player's side, ``cost`` it in whole card points (0 for a fair choice), ``best_in``
    in how many deals the card was best; ``line`` the sentence the replayer shows."""

    cost: int
    mean_cost: float
    value: float
    best_value: float
    best: list[str]
    best_in: int
    samples: int
    line: str


class ReplayHindsightMark(TypedDict):
    """The open-hand verdict on the real deal: what the card gave away against the
    best cards (``best``), the soloist's final card points after it and after them at
    best play (``None`` in the last-trick game, which counts no points), and ``line``."""

    cost: int
    value: int | None
    best_value: int | None
    best: list[str]
    line: str


class ReplayMark(TypedDict):
    """The verdict on a card played: ``fair`` first (``None`` in the last-trick game, which
    has only hindsight), then ``hindsight``.  ``kind`` is ``best``, ``good`` or ``cost`` by
    the fair verdict (a fair choice is never a ``cost``), ``cost`` and ``best`` its whole
    card points and best cards, ``short`` the words under the card on the table, ``text``
    both verdicts in one line for the printed transcript."""

    kind: Literal["best", "good", "cost"]
    cost: int
    short: str
    text: str
    best: list[str]
    fair: ReplayFairMark | None
    hindsight: ReplayHindsightMark


class ReplayData(TypedDict):
    """The replayer's ``data`` (:func:`~solo66.frontends.widgets.replay.replay_data`):
    ``steps`` the deal and each action after it (its table stored as the change from
    the step before), ``places`` each seat's place round the table by the seat at the
    bottom (``"open"``: the open table)."""

    title: str
    names: list[str]
    dealer: int
    forehand: int
    deal_code: str
    cards: dict[str, dict[str, Any]]
    back: dict[str, Any]
    places: dict[str, list[str]]
    steps: list[dict[str, Any]]
    final: str | None
    marks: bool
    marks_note: str | None


# ---------------------------------------------------------------------------
# The classroom drills (solo66/frontends/widgets/drills.py, drills.js)


class DrillData(TypedDict):
    """A drill's ``data``: its questions from :mod:`solo66.teaching.drills`, the suits'
    names as the reader says them, and the cards (none for a drill without cards)."""

    kind: str
    title: str
    hint: str
    suit_names: dict[str, str]
    questions: list[dict[str, Any]]
    cards: dict[str, CardJSON]
