"""AI players: the agents that play any engine through its contract, and the AI coach (its search and its
pure logic). Nothing here knows sessions, storage or a game by its key: the driver of a session's AI seats
is ``bot.services.aidriver``, and the games' specs (``bot.catalogue``) name the AIs of each game."""
