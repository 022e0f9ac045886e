"""The game itself: cards, rules, the deal, the state machine, scoring, sessions and records.

Nothing here imports from the other layers."""
