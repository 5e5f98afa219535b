"""One package per game: pure rules, data, view, AI heuristics, and the table scene that draws it."""
