"""The Ronin table: `layout` (where things are), `model` (what the mouse can do, from the view and the
decision), `pieces` (figures, goods, cards and tiles as images), `paint` (the table drawn from the view),
`words` (the status line, hover sentences, result lines), `records` (the solo player's best scores) and `scene`
(`TABLE_SCENE`, wiring them on the shared table scene)."""
