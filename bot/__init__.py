"""Tabletop Host: the Discord bot, AI players and terminal front end around the pure engines."""
