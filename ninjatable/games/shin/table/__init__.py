"""The SHIN table: `layout` (where things are), `model` (what the mouse can do, from the view), `paint`,
`motion` (the animations), `words`, and `scene` (`TABLE_SCENE`, wiring them on the shared table scene)."""
