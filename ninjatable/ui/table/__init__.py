"""A match at the table: the one screen class for every table played (a client of its judge), the replay, the scene
every game's table builds on, and their parts."""
