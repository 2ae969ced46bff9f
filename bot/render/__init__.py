"""Renderers: pure functions from an engine's view to text, embeds and board images.

Each game has ``bot/render/<engine key>.py`` exposing a module-level ``RENDERER`` that satisfies
``bot.render.base.Renderer``. Renderers receive views, never raw states, so a renderer bug cannot leak
a hand.
"""
