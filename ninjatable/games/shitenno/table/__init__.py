"""The Shitennō table: `layout` (where things are), `model` (what the mouse can do, from the view), `pieces`
(cards, tiles and kamons drawn by code), `paint`, `words`, and `scene` (`TABLE_SCENE`, wiring them on the shared
table scene)."""
