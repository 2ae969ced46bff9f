"""A session's values and rules, with no I/O: the records the pipeline passes around, a game as loaded,
the refusals players read, who may take back what, turn clocks in words, and results and ratings."""
