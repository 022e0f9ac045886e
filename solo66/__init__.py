"""Solo 66: the German five-player card game, as a small, fast, pure-Python engine."""

from solo66.cards import PACK, Card, Rank, Suit

__all__ = ["PACK", "Card", "Rank", "Suit"]
