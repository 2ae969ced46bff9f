"""As The Earth Crumbles (Slinky Gibbon Games, 2020): salvage a crumbling Earth to build an island city."""

from engines.earthcrumbles.engine import EarthEngine

__all__ = ["EarthEngine"]
