"""Play over the network: the host runs the one match of each table; clients get their seat's share only."""
