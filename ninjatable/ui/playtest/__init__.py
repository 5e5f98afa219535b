"""The playtest robot: whole games played through the screen (`ninjatable playtest`)."""
