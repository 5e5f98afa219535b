"""The Ninja All-Stars table: `layout` (where things are), `model` (what the mouse can do, from the view and the
decision), `miniatures` (the painted figures on their bases), `pieces` (the other painted images), `paint`,
`words`, and `scene` (`TABLE_SCENE`, wiring them on the shared table scene)."""
