"""The pictures: well-formed, accessible, honest about hidden cards, and deterministic."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo66 import PACK, Card, Deal, Game, Rules, Suit
from solo66.core.cards import parse_cards
from solo66.frontends import svg

NS = "{http://www.w3.org/2000/svg}"


def parse(picture: str) -> ET.Element:
    """Parse a picture and check what every picture must have."""
    assert isinstance(picture, svg.Svg)
    root = ET.fromstring(picture)
    assert root.tag == NS + "svg"
    assert picture.startswith('<svg xmlns="http://www.w3.org/2000/svg"')
    assert root.get("viewBox") and root.get("width") and root.get("height")
    assert root.get("font-family") == "DejaVu Sans, Arial, sans-serif"
    assert root.get("aria-label")
    title = root.find(NS + "title")
    assert title is not None and title.text == root.get("aria-label")
    # No external references of any kind: every link points into the picture itself.
    ids = {e.get("id") for e in root.iter() if e.get("id")}
    for element in root.iter():
        for name, value in element.attrib.items():
            if name.endswith("href"):
                assert value.startswith("#") and value[1:] in ids, value
    assert "http" not in picture.replace('xmlns="http://www.w3.org/2000/svg"', "")
    assert "url(" not in picture and "@import" not in picture
    return root


def card_labels(root: ET.Element) -> list[str]:
    """The text alternative of every card in a picture; each card must have one."""
    labels = []
    for element in root.iter():
        if element.get("role") == "img":
            label = element.get("aria-label")
            title = element.find(NS + "title")
            assert label and title is not None and title.text == label
            labels.append(label)
    return labels


def open_cards(root: ET.Element) -> set[Card]:
    """The cards a picture shows face up, read back from their text alternatives."""
    found = set()
    for label in card_labels(root):
        match = re.search(r"\((\S+)\)", label)
        if match:
            found.add(Card.from_str(match.group(1)))
        else:
            assert label == "face-down card"
    return found


def played_game(seed: int, actions: int, rules: Rules | None = None) -> Game:
    rng = random.Random(seed)
    game = Game.new(seed=seed, rules=rules)
    for _ in range(actions):
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


# --- one card ------------------------------------------------------------------------


@pytest.mark.parametrize("card", PACK, ids=str)
@pytest.mark.parametrize("four_colour", [False, True])
def test_every_card_is_well_formed_and_labelled(card: Card, four_colour: bool) -> None:
    root = parse(svg.card(card, four_colour=four_colour))
    assert root.get("role") == "img"
    label = root.get("aria-label")
    assert label == svg.card_label(card)
    assert f"({card})" in label and f"{card.points} points" in label
    assert str(card.rank) in "".join(root.itertext())


def test_label_reads_well() -> None:
    root = parse(svg.card(Card.from_str("♣A")))
    assert root.get("aria-label") == "ace of clubs (♣A), 11 points"
    assert svg.card_label(Card.from_str("♦10"), "best") == "ten of diamonds (♦10), 10 points, best"


def fills(picture: str) -> set[str]:
    return set(re.findall(r'fill="(#[0-9a-f]+)"', picture))


def test_four_colours_change_clubs_and_diamonds_only() -> None:
    for text in ("♣A", "♦7"):
        c = Card.from_str(text)
        assert fills(svg.card(c)) != fills(svg.card(c, four_colour=True))
    for text in ("♠A", "♥7"):
        c = Card.from_str(text)
        assert svg.card(c) == svg.card(c, four_colour=True)
    colours = set()
    for suit in Suit:
        c = Card(suit, PACK[0].rank)
        colours |= fills(svg.card(c, four_colour=True)) - fills(svg.card(Card.from_str("♠A")))
    # Four suits, four colours: black (spades) plus three others.
    assert len(colours) == 3


def test_two_colours_are_red_and_black() -> None:
    assert fills(svg.card(Card.from_str("♥A"))) == fills(svg.card(Card.from_str("♦A")))
    assert fills(svg.card(Card.from_str("♣A"))) == fills(svg.card(Card.from_str("♠A")))


def test_face_down_hides_the_card() -> None:
    backs = {svg.card(c, face_down=True) for c in PACK}
    assert backs == {svg.card(None)}
    root = parse(svg.card(PACK[0], face_down=True))
    assert root.get("aria-label") == "face-down card"
    text = svg.card(PACK[0], face_down=True)
    assert not any(symbol in text for symbol in "♣♠♥♦")
    assert "".join(root.itertext()).replace("face-down card", "").strip() == "66"


def test_face_down_ignores_marks() -> None:
    assert svg.card(PACK[0], face_down=True, marked="best") == svg.card(None)


@pytest.mark.parametrize("mark", ["legal", "illegal", "best"])
def test_marks_show_and_are_read_out(mark: svg.Mark) -> None:
    c = Card.from_str("♥K")
    picture = svg.card(c, marked=mark)
    root = parse(picture)
    assert root.get("aria-label") == svg.card_label(c, mark)
    assert f'id="s66-{mark}"' in picture and f'href="#s66-{mark}"' in picture
    assert picture != svg.card(c)


def test_size_sets_the_width() -> None:
    root = parse(svg.card(PACK[0], size=50))
    assert (root.get("width"), root.get("height")) == ("50", "70")
    assert parse(svg.card(PACK[0])).get("width") == "100"


def test_definitions_are_shared_not_repeated() -> None:
    picture = svg.hand(parse_cards("♣A ♣10 ♣K ♣Q ♣J ♣9"))
    assert picture.count('id="s66-c"') == 1
    assert picture.count('href="#s66-c"') >= 6


# --- a hand --------------------------------------------------------------------------


@pytest.mark.parametrize("layout", ["overlap", "spread", "fan"])
def test_hand_layouts(layout: svg.Layout) -> None:
    cards = parse_cards("♣A ♠10 ♥K ♦Q ♣J ♠9 ♥8 ♦7")
    root = parse(svg.hand(cards, layout=layout, label="Seat 1"))
    assert root.get("role") == "group"
    assert card_labels(root) == [svg.card_label(c) for c in cards]
    assert root.get("aria-label") == "Seat 1: ♣A, ♠10, ♥K, ♦Q, ♣J, ♠9, ♥8, ♦7"


def test_hand_face_down_and_empty() -> None:
    cards = parse_cards("♣A ♠10 ♥K")
    root = parse(svg.hand(cards, face_down=True))
    assert card_labels(root) == ["face-down card"] * 3
    assert "♣" not in svg.hand(cards, face_down=True)
    assert parse(svg.hand([], label="Seat 4")).get("aria-label") == "Seat 4: no cards"


def test_hand_marks() -> None:
    cards = parse_cards("♣A ♠10 ♥K")
    marked: dict[Card, svg.Mark] = {cards[0]: "legal", cards[1]: "illegal"}
    labels = card_labels(parse(svg.hand(cards, marked=marked)))
    assert labels[0].endswith(", legal") and labels[1].endswith(", not legal")
    assert labels[2] == svg.card_label(cards[2])


# --- a trick -------------------------------------------------------------------------


def test_trick_from_pairs_and_from_a_finished_trick() -> None:
    plays = [(1, Card.from_str("♥A")), (2, Card.from_str("♥7")), (3, Card.from_str("♣8"))]
    root = parse(svg.trick(plays, trump=Suit.CLUBS, winner=3))
    assert open_cards(root) == {c for _, c in plays}
    label = root.get("aria-label")
    assert label == "trick led by Seat 1: Seat 1 ♥A, Seat 2 ♥7, Seat 3 ♣8; Seat 3 wins; trump clubs"
    text = "".join(root.itertext())
    assert "leads" in text and "wins" in text and "trump" in text

    game = played_game(3, 200)
    finished = game.tricks[0]
    root = parse(svg.trick(finished))
    assert open_cards(root) == set(finished.cards)
    assert f"Seat {finished.winner} wins" in root.get("aria-label", "")
    assert svg.trick(finished) == finished._repr_svg_()


def test_trick_names() -> None:
    names = ["Ann", "Ben", "Cem", "Dora", "Eve"]
    root = parse(svg.trick([(4, Card.from_str("♦A"))], names=names))
    assert "Eve" in root.get("aria-label", "") and "Ann" in "".join(root.itertext())
    with pytest.raises(ValueError, match="five seat names"):
        svg.trick([], names=names[:4])


# --- the table -----------------------------------------------------------------------


def test_open_table_shows_every_card_once() -> None:
    game = Game.new(seed=5)
    root = parse(svg.table(game))
    labels = card_labels(root)
    assert len(labels) == 32
    assert open_cards(root) == set(PACK)


def test_table_marks_roles_and_turn() -> None:
    game = Game.new(seed=5, dealer=2)
    text = svg.table(game)
    assert 'aria-label="Seat 2: dealer"' in text
    assert 'aria-label="Seat 3: forehand · to bid"' in text
    assert "Auction" in text


def seat_view_is_honest(game: Game, seat: int) -> None:
    root = parse(svg.table(game, seat=seat, legal=True))
    shown = open_cards(root)
    visible = set(game.hands[seat]) | set(game.current_trick)
    if not game.current_trick and game.tricks:
        visible |= set(game.tricks[-1].cards)
    if game.soloist is not None and (seat == game.soloist or game.is_over()):
        visible |= set(game.discards)
    assert shown == visible
    text = svg.table(game, seat=seat)
    for other in range(5):
        if other != seat:
            for c in game.hands[other]:
                assert f"({c})" not in text
    count = sum(len(h) for h in game.hands) + len(game.current_trick)
    count += len(game.tricks[-1].cards) if not game.current_trick and game.tricks else 0
    talon_down = game.soloist is None or (
        game.phase == "declare" and game.rules.talon_order == "announce-first"
    )
    count += 2 * talon_down + 2 * bool(game.discards and game.soloist is not None)
    assert len(card_labels(root)) == count


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    actions=st.integers(0, 45),
    all_pass=st.sampled_from(["redeal", "last-trick"]),
    talon_order=st.sampled_from(["announce-first", "talon-first"]),
)
def test_every_phase_draws_and_seat_views_hide_what_they_must(
    seed: int, actions: int, all_pass: str, talon_order: str
) -> None:
    game = played_game(seed, actions, Rules(all_pass=all_pass, talon_order=talon_order))
    parse(svg.table(game, four_colour=True, legal=True))
    for seat in range(5):
        seat_view_is_honest(game, seat)


def test_defender_does_not_learn_the_discards_points() -> None:
    game = next(g for g in (played_game(seed, 200) for seed in range(50)) if g.soloist is not None)
    while len(game.tricks) > 2:  # back to the middle of play
        game.undo()
    soloist = game.soloist
    assert soloist is not None and game.phase == "play"
    defender = (soloist + 1) % 5
    assert "+ discards" in svg.table(game, seat=defender)
    assert "+ discards" not in svg.table(game, seat=soloist)
    assert "+ discards" not in svg.table(game)


def test_finished_hand_shows_the_result() -> None:
    for seed in range(40):
        game = played_game(seed, 200)
        if game.result is not None and game.result.soloist is not None:
            break
    assert game.result is not None and game.soloist is not None
    text = svg.table(game, seat=(game.soloist + 1) % 5)
    assert "Hand over" in text and f"Seat {game.soloist} " in text
    assert "last trick" in text
    for c in game.discards:
        assert f"({c})" in text


def test_last_trick_game_shows_the_unused_talon() -> None:
    rules = Rules(all_pass="last-trick")
    game = Game.new(seed=1, rules=rules)
    for _ in range(5):
        game.apply("pass")
    assert game.phase == "play"
    text = svg.table(game, seat=0)
    assert "talon (not used)" in text and "no trump: the last trick wins" in text


def test_table_names_size_and_repr() -> None:
    game = played_game(8, 12)
    names = ["Ann", "Ben", "Cem", "Dora", "Eve"]
    text = svg.table(game, names=names, size=500)
    assert parse(text).get("width") == "500"
    assert all(name in text for name in names) and "Seat 1" not in text
    assert game._repr_svg_() == svg.table(game)
    with pytest.raises(ValueError):
        svg.table(game, names=["A"])


def test_deal_shows_all_hands_and_the_talon() -> None:
    deal = Deal.shuffle(seed=7, dealer=3)
    root = parse(svg.deal(deal))
    assert open_cards(root) == set(PACK)
    assert deal.code in "".join(root.itertext())
    assert deal._repr_svg_() == svg.deal(deal)


# --- everything ----------------------------------------------------------------------


def test_output_is_deterministic() -> None:
    game = played_game(21, 20)
    first = [
        svg.table(game),
        svg.table(game, seat=3, four_colour=True),
        svg.hand(game.hands[0], layout="fan"),
        svg.card(PACK[5], marked="best"),
        svg.deal(game.deal),
    ]
    again = played_game(21, 20)
    second = [
        svg.table(again.clone()),
        svg.table(again, seat=3, four_colour=True),
        svg.hand(again.hands[0], layout="fan"),
        svg.card(PACK[5], marked="best"),
        svg.deal(again.deal),
    ]
    assert first == second


def test_notebook_hooks() -> None:
    picture = svg.card(PACK[0])
    assert picture._repr_svg_() == picture._repr_html_() == str(picture)
    assert PACK[0]._repr_svg_() == PACK[0]._repr_html_() == picture
    game = played_game(4, 20)
    assert game._repr_html_() == game._repr_svg_() == svg.table(game)
    assert game.tricks[0]._repr_html_() == svg.trick(game.tricks[0])
    assert game.deal._repr_html_() == svg.deal(game.deal)


def test_numbers_are_short() -> None:
    text = svg.table(played_game(2, 30))
    assert not re.search(r"\d\.\d\d", text)
    assert len(text) < 25_000
