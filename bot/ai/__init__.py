"""AI players: the agents that play any engine through its contract, the driver that plays a session's AI
seats through the same path as people, and the worker processes the searches run in."""
