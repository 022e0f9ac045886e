"""Teaching content: drills, exercises, example deals and class sets.

Built on the game and the analysis layer; drawn by the front ends."""
