"""Playing in a terminal, without Discord: ``python -m bot play <game>``."""
