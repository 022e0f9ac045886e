"""The bots: legal, repeatable, honest (they see only their own seat), and sensible."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence

import pytest

from solo66 import Card, Deal, Game, IllegalAction, Rules, Suit
from solo66.analysis import levels
from solo66.analysis.bots import Bot, HeuristicBot, RandomBot, play_out, suit_strength
from solo66.analysis.fair import FairValues
from solo66.analysis.levels import FairBot, honour_into_higher_trump
from solo66.analysis.levels import bot as level_bot
from solo66.analysis.sampling import DealSampler
from solo66.analysis.solver import solve
from solo66.core.cards import PACK, parse_cards
from solo66.core.game import Action, SeatView, trick_winner

RULES_VARIANTS = [
    Rules(),
    Rules(auction="single-round"),
    Rules(auction="re-entry"),
    Rules(talon_order="talon-first"),
    Rules(all_pass="last-trick"),
    Rules(must_overtrump=True),
    Rules(auction="single-round", all_pass="last-trick", talon_order="talon-first"),
]


def position(
    hands: dict[int, str],
    talon: str = "",
    actions: Sequence[str] = (),
    dealer: int = 0,
    rules: Rules | None = None,
) -> Game:
    """A game from partly given hands (the rest filled from the pack) after ``actions``."""
    given = {seat: list(parse_cards(text)) for seat, text in hands.items()}
    talon_cards = list(parse_cards(talon))
    used = {c for cards in given.values() for c in cards} | set(talon_cards)
    rest = [c for c in PACK if c not in used]
    full = []
    for seat in range(5):
        cards = given.get(seat, [])
        while len(cards) < 6:
            cards.append(rest.pop())
        full.append(cards)
    while len(talon_cards) < 2:
        talon_cards.append(rest.pop())
    game = Game(Deal.from_hands(full, talon_cards, dealer), rules)
    for action in actions:
        game.apply(action)
    return game


def decisions(games: int, rules: Rules | None = None) -> Iterator[tuple[Game, HeuristicBot]]:
    """Every decision point of heuristic games, with a fresh bot for the acting seat."""
    for seed in range(games):
        game = Game.new(seed, rules, dealer=seed % 5)
        while not game.is_over():
            yield game.clone(), HeuristicBot(seed)
            seat = game.current_player
            assert seat is not None
            game.apply(HeuristicBot(seed * 5 + seat).choose(game))


# -- legal and repeatable ------------------------------------------------------


@pytest.mark.parametrize("rules", RULES_VARIANTS, ids=repr)
def test_bots_play_legal_hands_under_every_procedure(rules: Rules) -> None:
    for seed in range(40):
        mixed: list[Bot] = [
            HeuristicBot(seed),
            RandomBot(seed),
            HeuristicBot(-seed),
            RandomBot(-seed),
            HeuristicBot(seed + 1),
        ]
        every: list[Bot] = [HeuristicBot(seed + i) for i in range(5)]
        for bots in (every, mixed):
            game = Game.new(seed, rules, dealer=seed % 5)
            result = play_out(game, bots)  # apply() refuses any illegal choice
            assert game.is_over() and result is game.result
            if result.outcome == "redeal":
                assert sum(game.points) == 0
            elif result.outcome == "last-trick":  # the talon stays face down
                assert sum(game.points) == 130 - sum(c.points for c in game.talon)
            else:
                assert sum(game.points) == 130


def test_random_bot_is_repeatable_and_uses_all_choices() -> None:
    game = Game.new(seed=3)
    first = [RandomBot(seed=9).choose(game) for _ in range(3)]
    assert first == [RandomBot(seed=9).choose(game) for _ in range(3)]
    bot = RandomBot(seed=1)
    assert {bot.choose(game) for _ in range(200)} == set(game.legal_actions())


def test_play_out_is_repeatable() -> None:
    a = play_out(Game.new(11), [HeuristicBot(i) for i in range(5)])
    b = play_out(Game.new(11), [HeuristicBot(i) for i in range(5)])
    assert a == b


def test_play_out_needs_five_bots() -> None:
    with pytest.raises(ValueError, match="one bot or five"):
        play_out(Game.new(1), [RandomBot(), RandomBot()])


def test_a_finished_hand_has_nobody_to_choose() -> None:
    game = Game.new(1)
    play_out(game, RandomBot(1))
    with pytest.raises(ValueError, match="over"):
        HeuristicBot().choose(game)


def test_bots_accept_a_seat_view() -> None:
    game = Game.new(123)
    view = game.view(game.forehand)
    assert HeuristicBot().choose(view) == HeuristicBot().choose(game)
    assert RandomBot(4).choose(view) == RandomBot(4).choose(game)
    with pytest.raises(ValueError, match="not to act"):
        HeuristicBot().choose(game.view(0))


# -- honest: only what the acting seat may see -----------------------------------


def reshuffle_unseen(game: Game, seat: int, rng: random.Random) -> Game | None:
    """The same game with every card ``seat`` has not seen dealt differently among the
    other hands (and the talon, if ``seat`` has not seen it), replaying the same actions.

    ``None`` when the new deal cannot replay the actions (say, a player who showed
    out of a suit would now hold it).
    """
    deal = game.deal
    view = game.view(seat)
    played = {(s, a.card) for s, a in game.history if a.card is not None and a.kind == "play"}
    fixed: set[Card] = set(deal.hands[seat]) | {c for _, c in played if c is not None}
    if view.talon is not None or (game.soloist is not None and game.discards):
        # seen by seat, or put away by another soloist: keep the talon and discards
        fixed |= set(deal.talon) | set(game.discards)
    slots = [
        (s, i)
        for s in range(5)
        for i, c in enumerate(deal.hands[s])
        if s != seat and c not in fixed
    ]
    talon = list(deal.talon)
    talon_slots = [i for i, c in enumerate(talon) if c not in fixed]
    pool = [deal.hands[s][i] for s, i in slots] + [talon[i] for i in talon_slots]
    rng.shuffle(pool)
    hands = [list(h) for h in deal.hands]
    for (s, i), card in zip(slots, pool, strict=False):
        hands[s][i] = card
    for i, card in zip(talon_slots, pool[len(slots) :], strict=True):
        talon[i] = card
    other = Game(Deal.from_hands(hands, talon, deal.dealer), game.rules)
    try:
        for _, action in game.history:
            other.apply(action)
    except IllegalAction:
        return None
    assert other.view(seat).hand == view.hand
    return other


def check_honest(bot_factory: type[HeuristicBot], games: int, rules: Rules) -> tuple[int, int]:
    """(positions checked, positions where the choice changed)."""
    rng = random.Random(66)
    checked = changed = 0
    for game, _ in decisions(games, rules):
        seat = game.current_player
        assert seat is not None
        mine = bot_factory(seed=seat).choose(game)
        for _ in range(3):
            other = reshuffle_unseen(game, seat, rng)
            if other is None:
                continue
            checked += 1
            if other.hands != game.hands or other.talon != game.talon:
                changed += bot_factory(seed=seat).choose(other) != mine
    return checked, changed


@pytest.mark.parametrize(
    "rules",
    [Rules(), Rules(talon_order="talon-first"), Rules(all_pass="last-trick")],
    ids=repr,
)
def test_heuristic_choice_does_not_depend_on_the_other_hands(rules: Rules) -> None:
    checked, changed = check_honest(HeuristicBot, 12, rules)
    assert checked > 300
    assert changed == 0


class PeekingBot(HeuristicBot):
    """A cheat: picks by the cards of the next seat."""

    def choose(self, game: Game | SeatView, rules: Rules | None = None) -> Action:
        assert isinstance(game, Game) and game.current_player is not None
        legal = game.legal_actions()
        peek = sum(c.index for c in game.hands[(game.current_player + 1) % 5])
        return legal[peek % len(legal)]


def test_the_honesty_check_catches_a_peeking_bot() -> None:
    _, changed = check_honest(PeekingBot, 3, Rules())
    assert changed > 0


def sampled_twins(games: int, every: int, rules: Rules) -> list[tuple[Game, Game]]:
    """Every ``every``-th decision of heuristic games, each with a twin drawn from the
    acting seat's view (:class:`DealSampler`) that holds the hidden cards differently."""
    pairs: list[tuple[Game, Game]] = []
    for n, (game, _) in enumerate(decisions(games, rules)):
        seat = game.current_player
        assert seat is not None
        if n % every or len(game.legal_actions()) < 2:
            continue
        sampler = DealSampler(game.view(seat), rules)
        if sampler.count < 2:
            continue
        rng = random.Random(n)
        twin = sampler.sample(rng)
        while (twin.hands, twin.talon) == (game.hands, game.talon):
            twin = sampler.sample(rng)
        assert twin.view(seat) == game.view(seat)
        pairs.append((game, twin))
    return pairs


class PeekingFairBot(FairBot):
    """A cheat: plays the card that is best with every hand open."""

    def choose(self, game: Game | SeatView, rules: Rules | None = None) -> Action:
        assert isinstance(game, Game)
        if game.phase == "play" and game.soloist is not None:
            return solve(game).best[0]
        return super().choose(game, rules)


@pytest.mark.parametrize("level", ["medium", "strong"])
def test_fair_bots_choose_from_the_seats_view_alone(level: str) -> None:
    """Twin games whose views for the acting seat are equal, with different hidden
    cards, get the same choice from a bot of the same level and seed: in the auction
    (the strong bot bids by simulation), at the discard and in the play."""
    pairs = sampled_twins(6, 5, Rules())
    phases = {game.phase for game, _ in pairs}
    assert {"auction", "play"} <= phases and len(pairs) > 25
    for i, (game, twin) in enumerate(pairs):
        assert level_bot(level, i).choose(game) == level_bot(level, i).choose(twin), (i, game.phase)


def test_the_twin_check_catches_a_peeking_fair_bot() -> None:
    pairs = [(g, t) for g, t in sampled_twins(6, 5, Rules()) if g.phase == "play"]
    changed = sum(
        PeekingFairBot("medium", i).choose(game) != PeekingFairBot("medium", i).choose(twin)
        for i, (game, twin) in enumerate(pairs)
    )
    assert changed > 0


def _honour_lead() -> tuple[Game, Action, Action]:
    """Seat 1 leads as soloist in deal 105 with ♣10 ♣9 and ♣A still out; the card the
    heuristic bot would lead there."""
    game = Game.new(seed=105)
    for action in ["bid clubs", "declare clubs", "discard ♦9 ♦8"]:
        game.apply(action)
    honour = Action.from_str("play ♣10")
    view = game.view(1)
    assert honour_into_higher_trump(view, honour)
    heuristic = HeuristicBot(0).choose(game)
    assert heuristic != honour
    return game, honour, heuristic


@pytest.mark.parametrize("level", ["medium", "strong"])
def test_a_trump_honour_is_not_led_into_a_higher_trump_when_another_card_is_as_good(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The fair values given: ♣10 and another card worth the same (♣10 best in more of the
    deals), the heuristic bot's lead far behind.  Without the rule the bot leads ♣10;
    with it, the other card.  Worth strictly more, ♣10 is led."""
    game, honour, heuristic = _honour_lead()
    legal = game.legal_actions()
    other = next(a for a in legal if a not in (honour, heuristic))

    def judged(lead: float) -> Callable[..., FairValues]:
        def values(view: SeatView, rules: Rules, *, samples: int, **_: object) -> FairValues:
            worth = {a: 40.0 for a in view.legal_actions}
            worth[honour], worth[other], worth[heuristic] = lead, 60.0, 20.0
            best = {a: int(a == honour) * samples for a in view.legal_actions}
            return FairValues(view.seat or 0, samples, worth, best)

        return values

    monkeypatch.setattr(levels, "view_values", judged(60.0))
    assert level_bot(level, 0).choose(game) == other
    monkeypatch.setattr(levels, "view_values", judged(60.2))
    assert level_bot(level, 0).choose(game) == honour


# -- bidding, announcing, discarding ------------------------------------------------


def test_passes_without_a_suit_to_support() -> None:
    game = position({1: "♣8 ♠9 ♥8 ♥7 ♦9 ♦8"})
    assert str(HeuristicBot().choose(game)) == "pass"


def test_bids_a_long_strong_suit() -> None:
    game = position({1: "♣A ♣10 ♣K ♣9 ♥A ♦7"})
    assert str(HeuristicBot().choose(game)) == "bid clubs"


def test_bids_its_best_suit_and_raises_only_to_a_suit_it_can_support() -> None:
    hand = "♦A ♦10 ♦K ♦Q ♠A ♠10"  # strong in ♦, good enough in ♠, nothing in ♣
    game = position({1: hand})
    assert str(HeuristicBot().choose(game)) == "bid diamonds"
    game = position({1: hand, 2: "♥A ♥10 ♥K ♥Q ♥9 ♥8"}, actions=["bid diamonds", "bid hearts"])
    for _ in range(3):
        game.apply("pass")
    assert game.current_player == 1
    assert str(HeuristicBot().choose(game)) == "bid spades"
    game.apply("bid spades")
    game.apply("bid clubs")  # seat 2 again; clubs ends the auction
    assert game.soloist == 2


def test_single_round_bids_the_highest_supported_suit_at_once() -> None:
    game = position({1: "♦A ♦10 ♦K ♦Q ♠A ♠10"}, rules=Rules(auction="single-round"))
    assert str(HeuristicBot().choose(game)) == "bid spades"


def test_never_bids_a_suit_it_cannot_support_above_the_bid() -> None:
    game = position({2: "♦A ♦10 ♦K ♦Q ♦9 ♣7"}, actions=["bid hearts"])
    assert str(HeuristicBot().choose(game)) == "pass"


def test_announces_its_strongest_suit_at_or_above_the_bid() -> None:
    actions = ["bid diamonds", "pass", "pass", "pass", "pass"]
    game = position({1: "♠A ♠10 ♠K ♦A ♦10 ♦7"}, actions=actions)
    assert str(HeuristicBot().choose(game)) == "declare spades"
    actions = ["bid hearts", "pass", "pass", "pass", "pass"]
    game = position({1: "♠7 ♠8 ♦A ♦10 ♦K ♦Q"}, actions=actions)
    assert str(HeuristicBot().choose(game)) == "declare spades"


def test_discard_keeps_trumps_and_aces_and_banks_a_lone_ten() -> None:
    actions = ["bid spades", "pass", "pass", "pass", "pass", "declare spades"]
    game = position({1: "♠A ♠10 ♠K ♠9 ♥A ♦10"}, talon="♣7 ♥8", actions=actions)
    discard = HeuristicBot().choose(game)
    # ♦10 is banked and ♦ made void; ♣7 voids clubs; trumps and ♥A stay.
    assert set(discard.cards) == set(parse_cards("♦10 ♣7"))


def test_talon_first_discards_for_the_suit_it_then_announces() -> None:
    rules = Rules(talon_order="talon-first")
    actions = ["bid hearts", "pass", "pass", "pass", "pass"]
    game = position({1: "♠A ♠10 ♠K ♠9 ♥A ♦10"}, talon="♣7 ♠8", actions=actions, rules=rules)
    discard = HeuristicBot().choose(game)
    assert not any(c.suit is Suit.SPADES for c in discard.cards)
    game.apply(discard)
    assert str(HeuristicBot().choose(game)) == "declare spades"


# -- play: crafted positions ----------------------------------------------------------

# Seat 1 is forehand and soloist in spades; seats 2, 3, 4, 0 defend.
SOLOIST_1 = ["bid spades", "pass", "pass", "pass", "pass", "declare spades"]


@pytest.mark.parametrize(
    ("hands", "talon", "plays", "expected"),
    [
        pytest.param(
            {1: "♠A ♠10 ♠K ♥A ♦7 ♦8"},
            "♣7 ♣8",
            [],
            "play ♠A",
            id="soloist-leads-his-top-trump",
        ),
        pytest.param(
            {1: "♠A ♠10 ♠K ♥K ♦7 ♦8", 2: "♥A ♥10 ♥7 ♣9 ♣8 ♦9"},
            "♣7 ♠7",
            ["play ♥K"],
            "play ♥10",
            id="defender-beats-him-with-the-cheapest-winner",
        ),
        pytest.param(
            {1: "♠10 ♠K ♠Q ♥K ♦7 ♦8", 2: "♠A ♠7 ♣A ♣9 ♣8 ♦9"},
            "♣7 ♣10",
            ["play ♥K"],
            "play ♠7",
            id="defender-trumps-with-the-lowest-trump",
        ),
    ],
)
def test_play_when_seat_1_is_soloist(
    hands: dict[int, str], talon: str, plays: list[str], expected: str
) -> None:
    game = position(hands, talon=talon, actions=[*SOLOIST_1, f"discard {talon}", *plays])
    assert str(HeuristicBot().choose(game)) == expected


def test_defender_smears_points_on_a_fellow_defenders_sure_trick() -> None:
    # Seat 3 is soloist; forehand (seat 1) leads ♥A, the soloist follows, seat 4 smears ♥10.
    actions = ["pass", "pass", "bid spades", "pass", "pass", "declare spades", "discard ♦A ♠9"]
    game = position(
        {
            1: "♥A ♣7 ♣8 ♣9 ♦7 ♦8",
            2: "♥9 ♥K ♥Q ♠8 ♠7 ♣K",
            3: "♠A ♠10 ♠K ♠Q ♥8 ♦A",
            4: "♥10 ♥7 ♣A ♣10 ♦10 ♦9",
        },
        talon="♠J ♠9",
        actions=[*actions, "play ♥A", "play ♥9", "play ♥8"],
    )
    assert game.current_player == 4
    assert str(HeuristicBot().choose(game)) == "play ♥10"


def test_soloist_ducks_a_worthless_trick_it_cannot_surely_win() -> None:
    # Forehand (seat 1, a defender) leads ♦7; the soloist (seat 2) would have to
    # play ♦10 to head it, and an unseen ♦A may still come: he plays low.
    actions = ["pass", "bid spades", "pass", "pass", "pass", "declare spades", "discard ♣7 ♣8"]
    game = position(
        {1: "♦7 ♣9 ♣10 ♥7 ♥8 ♥9", 2: "♠A ♠10 ♠K ♦10 ♦8 ♥A"},
        talon="♣7 ♣8",
        actions=[*actions, "play ♦7"],
    )
    assert game.current_player == 2
    assert str(HeuristicBot().choose(game)) == "play ♦8"


# -- play: properties over many heuristic games ---------------------------------------


def test_play_habits_hold_throughout_many_games() -> None:
    seen = dict.fromkeys(("cheap win", "smear", "top trump lead", "last trick"), 0)
    for game, bot in decisions(150):
        if game.phase != "play" or game.soloist is None:
            continue
        seat = game.current_player
        assert seat is not None
        legal = [a.card for a in game.legal_actions() if a.card is not None]
        if len(legal) < 2:
            continue
        card = bot.choose(game).card
        assert card is not None
        trump = game.trump
        trick = game.current_trick
        hand = game.hands[seat]
        wins = [c for c in legal if trick and trick_winner((*trick, c), trump) == len(trick)]
        if trick and card.suit is trump and card not in wins:
            # a trump that does not win is only thrown when nothing else is allowed
            # or it goes onto a fellow defender's trick
            assert all(c.suit is trump for c in legal) or seat != game.soloist
        if not trick:
            continue
        seats = [(game.trick_leader + i) % 5 for i in range(len(trick))]  # type: ignore[operator]
        winner = seats[trick_winner(trick, trump)]
        if seat != game.soloist and winner == game.soloist and wins and len(hand) > 2:
            # a defender after the soloist heads him as cheaply as he can
            seen["cheap win"] += 1
            assert card in wins
            assert (card.suit is trump, card.rank) == min((c.suit is trump, c.rank) for c in wins)
        if seat != game.soloist and winner != game.soloist and game.soloist in seats:
            plain = [c for c in legal if c.suit is not trump]
            if plain:
                # the soloist has played and a fellow defender wins: smear points
                seen["smear"] += 1
                assert card.suit is not trump
                assert card.points >= max(c.points for c in plain) - 1
    for seed in range(300):
        game = Game.new(seed, dealer=seed % 5)
        while not game.is_over():
            seat = game.current_player
            assert seat is not None
            action = HeuristicBot(seed).choose(game)
            hand = game.hands[seat]
            if game.phase == "play" and game.soloist is not None and len(game.legal_actions()) > 1:
                trump = game.trump
                outstanding = [
                    c
                    for c in PACK
                    if c.suit is trump
                    and c not in hand
                    and c not in game.discards
                    and not any(c in t.cards for t in game.tricks)
                    and c not in game.current_trick
                ]
                top = max((c for c in hand if c.suit is trump), key=lambda c: c.rank, default=None)
                boss = top is not None and all(c.rank < top.rank for c in outstanding)
                leads = seat == game.soloist and not game.current_trick
                if leads and boss and outstanding and len(hand) > 2:
                    seen["top trump lead"] += 1
                    assert action.card is top
                if boss and len(hand) == 2 and sum(c.suit is trump for c in hand) == 1:
                    # a sure trump is kept for the last trick
                    seen["last trick"] += 1
                    assert action.card is not top
            game.apply(action)
    assert all(n >= 5 for n in seen.values()), seen


def is_boss(card: Card, unseen: Sequence[Card]) -> bool:
    return not any(u.suit is card.suit and u.rank > card.rank for u in unseen)


def test_last_trick_game_saves_the_best_card_for_the_sixth_trick() -> None:
    rules = Rules(all_pass="last-trick")
    kept = 0
    for seed in range(200):
        game = Game.new(seed, rules, dealer=seed % 5)
        while game.phase == "auction":
            game.apply("pass")
        while not game.is_over():
            seat = game.current_player
            assert seat is not None
            action = HeuristicBot(seed).choose(game)
            hand = game.hands[seat]
            if len(hand) == 2 and len(game.legal_actions()) == 2:
                played = {c for t in game.tricks for c in t.cards} | set(game.current_trick)
                unseen = [c for c in PACK if c not in hand and c not in played]
                best = max(hand, key=lambda c: (is_boss(c, unseen), c.rank))
                assert action.card is not best
                kept += 1
            game.apply(action)
    assert kept > 100


def test_last_trick_game_heuristic_wins_more_than_its_share() -> None:
    rules = Rules(all_pass="last-trick")
    wins = 0
    hands = 300
    for seed in range(hands):
        game = Game.new(seed, rules, dealer=seed % 5)
        while game.phase == "auction":
            game.apply("pass")
        me = seed % 5
        bots: list[HeuristicBot | RandomBot] = [RandomBot(seed * 5 + i) for i in range(5)]
        bots[me] = HeuristicBot(seed)
        wins += play_out(game, bots).last_trick_winner == me
    assert wins / hands > 0.27  # a fair share is 1/5


def test_suit_strength_counts_trumps_above_side_cards() -> None:
    hand = parse_cards("♥A ♥10 ♥K ♥8 ♣A ♠7")
    assert suit_strength(hand, Suit.HEARTS) > suit_strength(hand, Suit.CLUBS)
    assert suit_strength(parse_cards("♦A ♦10 ♦K ♦Q ♦9 ♣7"), Suit.DIAMONDS) > suit_strength(
        parse_cards("♦A ♦10 ♦K ♣Q ♣9 ♣7"), Suit.DIAMONDS
    )
