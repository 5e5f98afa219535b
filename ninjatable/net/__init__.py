"""One judge for every table, and the network around it.

`judge` (with `shares` and `seams`) is the only judge of a table, here or at a host: who is awaited, secret answers,
computer seats, stand-ins, undo, hand-over. `protocol` holds the messages between a judge and its screens, `codec`
a seat's redacted state on the wire, `local` the in-process link of a table here, `host` the host's tables,
invites and tokens, `transport` the websockets server, `store` the host's SQLite file, `client` a screen's
connection to a host, `commands` the command line of network play. Nothing here imports the window, a game or
pygame.
"""
