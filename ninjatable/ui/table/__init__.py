"""A match at the table: the session that plays it, the scene every game's table builds on, and their parts."""
