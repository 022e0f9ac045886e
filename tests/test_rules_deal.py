"""docs/rules.md, "Players, cards, seats" (forehand, dealer) and "The deal" (packets, talon,
codes)."""

from __future__ import annotations

import pytest

from solo66 import PACK, Deal, Game, Rules
from solo66.core.cards import cards_str
from solo66.core.deal import shuffled_pack


@pytest.mark.parametrize("dealer", range(5))
def test_forehand_is_the_dealers_left_and_speaks_first(dealer: int):
    game = Game.new(seed=1, dealer=dealer)
    assert game.dealer == dealer
    assert game.forehand == (dealer + 1) % 5 == game.deal.forehand
    assert game.phase == "auction"
    assert game.current_player == game.forehand


def test_six_cards_to_each_of_five_players_and_two_to_the_talon():
    deal = Deal.shuffle(seed=3)
    assert [len(h) for h in deal.hands] == [6, 6, 6, 6, 6]
    assert len(deal.talon) == 2
    assert sorted(c.index for h in (*deal.hands, deal.talon) for c in h) == list(range(32))


def test_default_packets_three_each_from_forehand_two_to_the_talon_three_each():
    # Dealt from the unshuffled pack (top card first) by seat 0: forehand is seat 1.
    deal = Deal.from_pack(PACK, dealer=0)
    top = [cards_str(PACK[i : i + 3]) for i in range(0, 15, 3)]
    second = [cards_str(PACK[i : i + 3]) for i in range(17, 32, 3)]
    for n, seat in enumerate([1, 2, 3, 4, 0]):
        assert cards_str(deal.hands[seat]) == f"{top[n]} {second[n]}"
    assert cards_str(deal.talon) == cards_str(PACK[15:17])
    assert [who for who, _ in deal.packets()] == [1, 2, 3, 4, 0, "talon", 1, 2, 3, 4, 0]


@pytest.mark.parametrize(
    ("pattern", "recipients", "talon_at"),
    [
        ("3-T-3", [1, 2, 3, 4, 0, "talon", 1, 2, 3, 4, 0], 15),
        ("2-2-2-T", [1, 2, 3, 4, 0] * 3 + ["talon"], 30),
        ("3-3-T", [1, 2, 3, 4, 0] * 2 + ["talon"], 30),
        ("T-3-3", ["talon"] + [1, 2, 3, 4, 0] * 2, 0),
        ("1-T-5", [1, 2, 3, 4, 0, "talon", 1, 2, 3, 4, 0], 5),
    ],
)
def test_every_packet_pattern_deals_in_its_order(
    pattern: str, recipients: list[object], talon_at: int
):
    rules = Rules(packets=pattern)
    deal = Deal.from_pack(PACK, dealer=0, rules=rules)
    packets = deal.packets(rules)
    assert [who for who, _ in packets] == recipients
    assert deal.talon == PACK[talon_at : talon_at + 2]
    # Reading the packets in order gives back the pack as it was dealt.
    assert [c for _, cards in packets for c in cards] == list(PACK)


@pytest.mark.parametrize("dealer", range(5))
def test_dealing_starts_with_forehand_whoever_deals(dealer: int):
    deal = Deal.from_pack(PACK, dealer=dealer)
    assert deal.hands[(dealer + 1) % 5][:3] == PACK[:3]
    assert deal.hands[dealer][:3] == PACK[12:15]


@pytest.mark.parametrize("pattern", ["3-3", "3-T-2", "T-T-6", "3-x-3", "", "4-T-3", "0-T-6"])
def test_impossible_packet_patterns_are_refused(pattern: str):
    with pytest.raises(ValueError, match="bad packet pattern"):
        Rules(packets=pattern)


def test_the_shuffle_and_cut_are_reproducible_from_a_seed():
    assert Deal.shuffle(seed=11).hands == Deal.shuffle(seed=11).hands
    assert Deal.shuffle(seed=11) != Deal.shuffle(seed=12)
    pack, cut = shuffled_pack(11)
    assert 4 <= cut <= 28
    assert sorted(c.index for c in pack) == list(range(32))
    assert Deal.shuffle(seed=11).hands == Deal.from_pack(pack).hands


def test_from_hands_builds_the_deal_it_is_given():
    hands = [cards_str(PACK[i : i + 6]) for i in range(0, 30, 6)]
    deal = Deal.from_hands(hands, cards_str(PACK[30:]), dealer=2)
    assert deal.dealer == 2 and deal.forehand == 3
    assert [cards_str(h) for h in deal.hands] == hands


@pytest.mark.parametrize(
    ("hands", "talon", "message"),
    [
        (
            [PACK[i : i + 6] for i in range(0, 30, 6)],
            PACK[29:31],
            r"♦9 is dealt twice \(seat 4 and talon\)",
        ),
        ([PACK[i : i + 6] for i in range(0, 24, 6)], PACK[30:], "needs 5 hands"),
        ([PACK[0:5], *(PACK[i : i + 6] for i in range(6, 30, 6))], PACK[30:], "each hand needs 6"),
        (
            [PACK[i : i + 6] for i in range(0, 30, 6)],
            PACK[30:31],
            "the talon has 1 card: it needs 2",
        ),
    ],
)
def test_from_hands_refuses_impossible_deals(hands, talon, message: str):
    with pytest.raises(ValueError, match=message):
        Deal.from_hands(hands, talon)


def test_from_hands_refuses_a_dealer_who_is_not_a_seat():
    hands = [PACK[i : i + 6] for i in range(0, 30, 6)]
    with pytest.raises(ValueError, match="dealer is a seat from 0 to 4"):
        Deal.from_hands(hands, PACK[30:], dealer=5)


# -- deal codes --------------------------------------------------------------


@pytest.mark.parametrize("seed", range(20))
def test_a_deal_code_identifies_the_deal(seed: int):
    deal = Deal.shuffle(seed, dealer=seed % 5)
    code = deal.code
    assert len(code) == 19 and code.count("-") == 3
    assert Deal.from_code(code) == deal
    assert Deal.from_code(code).dealer == seed % 5
    assert Deal.from_code(code).code == code


def test_deal_codes_tolerate_case_spaces_and_look_alike_letters():
    code = Deal.shuffle(seed=7).code
    assert Deal.from_code(code.lower()) == Deal.shuffle(seed=7)
    assert Deal.from_code(code.replace("-", " ")) == Deal.shuffle(seed=7)
    assert Deal.from_code(code.replace("-", "")) == Deal.shuffle(seed=7)
    zero_one = Deal.shuffle(seed=7).code.replace("0", "O").replace("1", "l")
    assert Deal.from_code(zero_one) == Deal.shuffle(seed=7)


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("", "has 0 characters"),
        ("1CH9-M7XX-VSBG", "has 12 characters"),
        ("1CH9-M7XX-VSBG-G44NN", "has 17 characters"),
        ("1CH9-M7XX-VSBG-G4UN", "cannot occur"),
        ("1CH9-M7XX-VSBG-G4!N", "cannot occur"),
        ("1CH9-M7XX-VSBG-G440", "fails its check character"),
        ("1CH9-M7XX-VSBG-G45N", "fails its check character"),
    ],
)
def test_malformed_deal_codes_are_refused_with_the_reason(code: str, message: str):
    with pytest.raises(ValueError, match=message):
        Deal.from_code(code)


def test_a_code_beyond_the_last_deal_is_refused():
    number = 32**15 - 1
    alphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    code = "Z" * 15 + alphabet[number % 29]
    with pytest.raises(ValueError, match="out of range"):
        Deal.from_code(code)


def test_a_deal_code_must_be_text():
    with pytest.raises(ValueError, match="a deal code is text"):
        Deal.from_code(1234)  # type: ignore[arg-type]


def test_game_from_a_deal_code_opens_the_same_hands():
    deal = Deal.shuffle(seed=9, dealer=3)
    game = Game.from_deal(deal.code)
    assert game.deal == deal
    assert game.dealer == 3 and game.current_player == 4
