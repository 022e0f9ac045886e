"""Properties over thousands of random hands under random rules (hypothesis).

Each hand is played by random choices (with a bias to pass, so that all-pass hands
come up as well) and checked at every step against the rules as docs/rules.md states
them, restated here independently of the engine.
"""

from __future__ import annotations

import contextlib
import math
import random
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from solo66 import PACK, Card, Deal, Game, IllegalAction, Rules, Suit
from solo66.core.record import dumps, loads
from solo66.core.record import json as record_json
from solo66.core.scoring import Outcome, outcome, soloist_scores
from solo66.i18n import speaking
from tests.strategies import ALL_ACTIONS, SETTINGS, choose, hands, rules

# -- the rules, restated -------------------------------------------------------


def reference_plays(
    hand: tuple[Card, ...], trick: tuple[Card, ...], trump: Suit | None, over: bool
):
    """docs/rules.md: follow suit; else trump (any, or a higher one if must-overtrump and
    possible); else any card."""
    if not trick:
        return set(hand)
    led = trick[0].suit
    same = {c for c in hand if c.suit == led}
    if same:
        return same
    trumps = {c for c in hand if c.suit == trump}
    if not trumps:
        return set(hand)
    if over:
        in_trick = [c.rank for c in trick if c.suit == trump]
        higher = {c for c in trumps if not in_trick or c.rank > max(in_trick)}
        if higher:
            return higher
    return trumps


def reference_winner(cards: tuple[Card, ...], trump: Suit | None) -> int:
    """docs/rules.md: the highest trump, or else the highest card of the suit led."""
    led = cards[0].suit
    return max(
        range(len(cards)),
        key=lambda i: (cards[i].suit == trump, cards[i].suit == led, cards[i].rank),
    )


def reference_score(points: int, tricks: int, rules: Rules) -> int:
    """docs/rules.md, "Scoring": the soloist's score under each scheme, before payments."""
    limit = 33 if rules.schneider == "under-33" else 31
    if points >= 66:
        times = 3 if tricks == 6 else 2 if 130 - points < limit else 1
        base = points
    elif points == 65 and rules.tie_at_65:
        return 0
    else:
        times = -4 if tricks == 0 else -3 if points < limit else -2
        base = 130 - points if rules.scoring == "winners-points" else points
    if rules.scoring == "agreed-value":
        base = rules.game_value
    return times * base


def check_cards_accounted_for(game: Game) -> None:
    held = [c for hand in game.hands for c in hand]
    played = [c for t in game.tricks for c in t.cards] + list(game.current_trick)
    seen = held + played + list(game.discards)
    assert len(seen) == len(set(seen))
    rest = set(PACK) - set(seen)
    assert rest in (set(), set(game.talon))  # only the talon may lie face down
    assert len(seen) + len(rest) == 32


@settings(SETTINGS, max_examples=1500)
@given(st.integers(0, 2**32), rules(), st.integers(0, 4), st.integers(0, 2**32))
def test_random_hands_follow_the_rules(
    snapshot, seed: int, game_rules: Rules, dealer: int, choices: int
):
    game = Game.new(seed=seed, rules=game_rules, dealer=dealer)
    rng = random.Random(choices)
    probe = rng.randrange(40)
    bids: list[Suit] = []
    bidders: list[int] = []
    speakers: list[int] = []
    while not game.is_over():
        check_cards_accounted_for(game)
        legal = game.legal_actions()
        assert legal and game.current_player is not None
        seat = game.current_player
        if game.phase == "auction":
            top = max(bids, default=None)
            any_suit = game_rules.auction == "first-highest"
            expected = ["pass"] + [
                f"bid {s}" for s in sorted(Suit) if top is None or s > top or any_suit
            ]
            assert [str(a) for a in legal] == expected
            speakers.append(seat)
        elif game.phase == "declare":
            assert game.bid is not None
            assert {a.suit for a in legal} == {s for s in Suit if s >= game.bid}
        elif game.phase == "discard":
            assert len(game.hands[seat]) == 8 and len(legal) == 28
        else:
            expected_cards = reference_plays(
                game.hands[seat], game.current_trick, game.trump, game_rules.must_overtrump
            )
            assert {a.card for a in legal} == expected_cards
        if len(game.history) == probe:
            # A refused action changes nothing and is explained.
            before = snapshot(game)
            for action in rng.sample(ALL_ACTIONS, 12):
                if action in legal:
                    assert game.why_not(action) is None
                    continue
                assert game.why_not(action)
                try:
                    game.apply(action)
                except IllegalAction:
                    pass
                else:
                    raise AssertionError(f"{action} was applied but is not legal")
                assert snapshot(game) == before
        action = choose(game, rng)
        assert game.why_not(action) is None
        game.apply(action)
        if action.kind == "bid":
            assert action.suit is not None
            bids.append(action.suit)
            bidders.append(seat)
            if action.suit is Suit.CLUBS:
                assert game.phase != "auction"  # ends at once
        if game.tricks and not game.current_trick and game.phase in ("play", "done"):
            trick = game.tricks[-1]
            assert trick.seats[reference_winner(trick.cards, game.trump)] == trick.winner
    check_cards_accounted_for(game)
    if game_rules.auction in ("single-round", "first-highest"):
        # Each player speaks exactly once, in order (clubs ends it at once).
        assert len(speakers) == len(set(speakers)) <= 5
        assert len(speakers) == 5 or bids[-1] is Suit.CLUBS
    if bids:
        # The highest suit named wins; of those who named it, the first to name it.
        assert game.bid == max(bids) and game.soloist == bidders[bids.index(max(bids))]
    result = game.result
    assert result is not None
    if result.outcome == "redeal":
        assert not bids and result.scores == (0, 0, 0, 0, 0) and not game.tricks
        return
    assert len(game.tricks) == 6
    assert game.tricks[0].leader == game.forehand
    for previous, trick in zip(game.tricks, game.tricks[1:], strict=False):
        assert trick.leader == previous.winner
    talon_points = sum(c.points for c in game.talon)
    if result.outcome == "last-trick":
        assert not bids and game.trump is None and game.soloist is None
        assert sum(game.points) + talon_points == 130  # the talon is never played
        assert result.last_trick_winner == game.tricks[-1].winner
        return
    assert bids and game.soloist is not None
    assert sum(game.points) == 130
    points, tricks = game.points[game.soloist], game.tricks_won[game.soloist]
    assert result.soloist_points == points and result.soloist_tricks == tricks
    assert result.outcome == outcome(points, tricks, game_rules)
    assert result.scores == soloist_scores(game.soloist, points, tricks, game_rules)
    value = reference_score(points, tricks, game_rules)
    payments = game_rules.settlement == "payments"
    assert result.scores[game.soloist] == (4 * value if payments else value)
    assert sum(result.scores) == 0 or not payments
    if points >= 66:
        assert result.outcome.won and not result.outcome.lost
    elif points == 65 and game_rules.tie_at_65:
        assert result.outcome is Outcome.DRAW
    else:
        assert result.outcome.lost and not result.outcome.won


@settings(SETTINGS, max_examples=150)
@given(st.integers(0, 2**32), rules(), st.integers(0, 4), st.integers(0, 2**32))
def test_random_hands_follow_the_rules_in_german(snapshot, seed, game_rules, dealer, choices):
    body = test_random_hands_follow_the_rules.hypothesis.inner_test  # type: ignore[attr-defined]
    with speaking("de"):
        body(snapshot, seed, game_rules, dealer, choices)


# -- records ---------------------------------------------------------------------


@settings(SETTINGS, max_examples=300)
@given(hands(stop_early=True))
def test_records_round_trip(game: Game):
    text = dumps(game)
    loaded = loads(text)
    assert loaded.history == game.history and loaded.result == game.result
    assert dumps(loaded) == text
    json_text = record_json.dumps(game)
    assert record_json.dumps(record_json.loads(json_text)) == json_text
    assert dumps(record_json.loads(json_text)) == text


CARD = re.compile(r"[♣♠♥♦](?:10|[AKQJ987])")


def change_a_card(text: str, rng: random.Random) -> str | None:
    """The record with one card outside the comments replaced by another card."""
    spots = [
        m
        for m in CARD.finditer(text)
        if "#" not in text[text.rfind("\n", 0, m.start()) + 1 : m.start()]
    ]
    if not spots:
        return None
    spot = rng.choice(spots)
    other = rng.choice([c for c in PACK if str(c) != spot.group()])
    return text[: spot.start()] + str(other) + text[spot.end() :]


@settings(SETTINGS, max_examples=300)
@given(hands(stop_early=True), st.randoms(use_true_random=False))
def test_mutated_records_are_refused(game: Game, rng: random.Random):
    for module in (None, record_json):
        text = dumps(game) if module is None else record_json.dumps(game)
        read = loads if module is None else record_json.loads
        # Cut short anywhere before its last character: refused.
        cut = rng.randrange(len(text.rstrip()))
        try:
            read(text[:cut])
        except ValueError:
            pass
        else:
            raise AssertionError(f"a record cut at {cut} was accepted")
        # A card changed: refused once the hand is over (every card must then be
        # played exactly once); while it runs, the change may make another legal hand.
        changed = change_a_card(text, rng)
        if changed is not None:
            try:
                read(changed)
            except ValueError:
                pass
            else:
                assert not game.is_over(), "a finished record with a card changed was accepted"
        # Characters thrown in anywhere: refused, or (inside a comment) harmless.
        noisy = list(text)
        for _ in range(rng.randrange(1, 4)):
            noisy.insert(rng.randrange(len(noisy) + 1), chr(rng.randrange(0x20, 0x3000)))
        with contextlib.suppress(ValueError):
            read("".join(noisy))


@settings(SETTINGS, max_examples=500)
@given(st.one_of(st.text(), st.binary()))
def test_garbage_is_refused_with_value_error(garbage: str | bytes):
    for read in (loads, record_json.loads):
        try:
            read(garbage)
        except ValueError:
            pass
        else:
            raise AssertionError("garbage was accepted")


@settings(SETTINGS, max_examples=200)
@given(
    st.lists(
        st.sampled_from(
            [
                "deal: 2N02-JFMC-7N6E-4EWS",
                "0: pass",
                "1: bid clubs",
                "rule: ",
                "result: ",
                "seat 1: ",
                "talon: ",
                "dealer: ",
                "unfinished",
                "♣A",
                "# ",
                "\n",
                ";",
                "scores 0",
                "play ♥A",
                "=",
                "on",
                ":",
            ]
        ),
        max_size=30,
    )
)
def test_records_made_of_record_like_pieces_never_crash(pieces: list[str]):
    text = "".join(pieces)
    with contextlib.suppress(ValueError):
        loads(text)


# -- deal codes ------------------------------------------------------------------


@settings(SETTINGS, max_examples=500)
@given(st.permutations(PACK), st.integers(0, 4))
def test_deal_codes_round_trip(pack: list[Card], dealer: int):
    deal = Deal.from_pack(pack, dealer)
    code = deal.code
    assert re.fullmatch(r"[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}", code)
    again = Deal.from_code(code)
    assert again == deal and again.dealer == dealer and again.code == code


# When a code must be accepted, stated here from the code's definition (docs and the
# engine's docstring), not from the decoder: spaces, dashes and case do not matter; the
# readable look-alikes I, L and O stand for 1, 1 and 0; what is left is 16 characters of
# Crockford's base 32 (digits, letters without I, L, O, U); the first 15 are a number
# (most significant first), 5 x the deal's rank + the dealer, with a rank below the
# number of deals; the 16th is that number modulo 29.
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
LOOK_ALIKES = {"I": "1", "L": "1", "O": "0"}
NUMBER_OF_DEALS = math.factorial(32) // (math.factorial(6) ** 5 * math.factorial(2))


def normalised_code(text: str) -> str | None:
    """The 16 canonical characters a code must be read as, or None if it must be refused."""
    chars = "".join(LOOK_ALIKES.get(ch, ch) for ch in text.upper() if not ch.isspace())
    chars = chars.replace("-", "")
    if len(chars) != 16 or any(ch not in CROCKFORD for ch in chars):
        return None
    number = 0
    for ch in chars[:15]:
        number = number * 32 + CROCKFORD.index(ch)
    if CROCKFORD[number % 29] != chars[15] or number // 5 >= NUMBER_OF_DEALS:
        return None
    return chars


def assert_accepted_exactly_when_valid(text: str) -> None:
    """from_code accepts text exactly when it is a valid code, and then reads it as written."""
    expected = normalised_code(text)
    try:
        deal = Deal.from_code(text)
    except ValueError:
        assert expected is None, f"{text!r} is a valid code but was refused"
        return
    assert expected is not None, f"{text!r} is not a valid code but was accepted"
    assert deal.code.replace("-", "") == expected


def test_the_code_rule_above_accepts_and_refuses():
    code = Deal.shuffle(7).code
    assert normalised_code(code) == code.replace("-", "")
    assert normalised_code(code.lower().replace("-", " ")) == code.replace("-", "")
    wrong_check = code[:-1] + CROCKFORD[(CROCKFORD.index(code[-1]) + 1) % 32]
    assert normalised_code(wrong_check) is None
    assert normalised_code(code[:-1] + "U") is None
    assert normalised_code(code[1:]) is None
    too_big = "ZZZZZZZZZZZZZZZ"
    number = 32**15 - 1
    assert number // 5 >= NUMBER_OF_DEALS
    assert normalised_code(too_big + CROCKFORD[number % 29]) is None


@settings(SETTINGS, max_examples=500)
@given(st.permutations(PACK), st.integers(0, 4), st.integers(0, 18), st.characters())
def test_mutated_deal_codes_are_accepted_exactly_when_valid(
    pack: list[Card], dealer: int, where: int, char: str
):
    code = Deal.from_pack(pack, dealer).code
    assert_accepted_exactly_when_valid(code[:where] + char + code[where + 1 :])


@settings(SETTINGS, max_examples=500)
@given(st.permutations(PACK), st.integers(0, 4), st.integers(0, 15), st.sampled_from(CROCKFORD))
def test_codes_with_one_digit_changed_are_accepted_exactly_when_valid(
    pack: list[Card], dealer: int, where: int, char: str
):
    # Every digit changed to every other digit: one in 29 passes the check only when the
    # two digits differ by 29 (then it names another deal); the check character itself
    # changed is always refused.
    code = Deal.from_pack(pack, dealer).code.replace("-", "")
    assert_accepted_exactly_when_valid(code[:where] + char + code[where + 1 :])


# Text that often looks like a code: the code's characters in either case, look-alikes,
# dashes and spaces, a few others, near the right length; and any text at all.
CODE_LIKE = st.text(
    alphabet=st.sampled_from([*CROCKFORD, *CROCKFORD.lower(), "I", "l", "o", "U", "-", " "]),
    min_size=14,
    max_size=22,
)


@settings(SETTINGS, max_examples=500)
@given(st.one_of(st.text(max_size=40), CODE_LIKE))
def test_random_deal_codes_are_accepted_exactly_when_valid(text: str):
    assert_accepted_exactly_when_valid(text)


@settings(SETTINGS, max_examples=300)
@given(st.permutations(PACK), st.integers(0, 4), st.data())
def test_valid_codes_written_loosely_are_accepted(
    pack: list[Card], dealer: int, data: st.DataObject
):
    # A valid code in lower case, with its dashes dropped or spaces put in, and its 0 and 1
    # written as O, I or L, is read as the same deal.
    deal = Deal.from_pack(pack, dealer)
    loose = []
    for ch in deal.code:
        if ch == "0":
            ch = data.draw(st.sampled_from(["0", "O", "o"]))
        elif ch == "1":
            ch = data.draw(st.sampled_from(["1", "I", "i", "L", "l"]))
        elif ch == "-":
            ch = data.draw(st.sampled_from(["-", "", " ", " - "]))
        else:
            ch = data.draw(st.sampled_from([ch, ch.lower()]))
        loose.append(ch)
    text = "".join(loose)
    assert_accepted_exactly_when_valid(text)
    assert Deal.from_code(text) == deal
