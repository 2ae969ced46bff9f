"""What the tests share, in one place; test modules import from here and never from each other.

- ``support.fakediscord``: a fake Discord (REST + gateway on 127.0.0.1) the real discord.py client talks to.
- ``support.harness``: the real bot against that fake: ``running_bot``, ``World`` and the helpers that
  find boards, buttons and answers. Its fixtures ``fake`` and ``world`` live in ``tests/conftest.py``.
- ``support.toygames``: small engines (Race to Ten, Secret Bids) for the AI and terminal tests.
- ``support.secretgame`` and ``support.secretgame_render``: the test-only Secret Cards game (secret hands,
  a simultaneous phase) and its renderer, for the host's private paths.
- ``support.boards`` and ``support.renders``: for the renderer tests, seeded random positions to draw and
  what a board message holds; a drawn picture read back through the measurement (texts in a box, pixels
  of a colour, a close-up and its picture).
- ``support.variants``: each game's option values worth testing and the player counts they allow, for the
  tests that play every engine under every option.

``tests/`` is on ``sys.path`` (``pythonpath`` in pyproject.toml), so they are imported as ``support.…``.
"""
