"""Tabletop Host: the Discord host, AI players and terminal front end around the pure engines."""
