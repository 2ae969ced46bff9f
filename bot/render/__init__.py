"""Renderers: pure functions from an engine's view to text, embeds, board images with their alt text, and
close-ups.

Each game has ``bot/render/<engine key>.py``, or a package ``bot/render/<engine key>/`` once its boards are
redesigned for phones (docs/rendering.md), exposing a module-level ``RENDERER`` that satisfies
``bot.render.base.Renderer``. Renderers receive views, never raw states, so a renderer bug cannot leak
a hand. ``draw.py`` holds the shared drawing helpers, ``measure.py`` what the tests learn through them
(text sizes and contrast), ``colour.py`` contrast and colour-vision checks.
"""
