"""Gentoo Rules: see engines/gentoo/engine.py for the rules in brief."""

from engines.gentoo.engine import GentooEngine

__all__ = ["GentooEngine"]
