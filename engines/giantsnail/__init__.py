"""Giant Snail Will Not Prevail! (Global Game Jam 2015): three players build a robot against a space snail."""

from engines.giantsnail.engine import GiantSnailEngine

__all__ = ["GiantSnailEngine"]
