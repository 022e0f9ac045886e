"""Players and analysis: the bots, the open-hand solver and its review of a hand, the bid advisor
and the strategy samples.

These read the game (:mod:`solo66.core`) and nothing above it."""
