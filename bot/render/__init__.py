"""Renderers: pure functions from an engine's view to text, embeds, board images with their alt text, and
close-ups.

Each game has a package ``bot/render/<game>/`` exposing a module-level ``RENDERER`` that satisfies
``bot.render.protocol.Renderer``. Every package has the same parts under the same names (docs/rendering.md):
``__init__.py`` (the package's entry: ``RENDERER`` and what the rest of the bot imports), ``renderer.py``
(the renderer class over the parts), ``style.py`` (sizes, colours, type sizes), ``words.py`` (the game
in words), ``text.py`` (terminal text and the embed), ``alt.py`` (the alt text of every picture),
``pieces.py`` (pieces drawn once and pasted), ``layout.py`` (the board picture), ``palette.py`` (its
fixed palette and encoding) and ``closeups.py``; a game's own extra parts are modules named for what
they draw. Renderers receive views, never raw states, so a renderer bug cannot leak a hand.

The shared helpers: ``base.py`` the renderer interface, ``draw.py`` drawing, ``lettering.py`` fonts and
text that fits, ``measure.py`` what the tests learn through them (text sizes and contrast),
``colour.py`` contrast and colour-vision checks.
"""
