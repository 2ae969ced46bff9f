"""A fresh Python process asked what it holds: for the checks of what a bot's process loads (nothing of
the searches, nothing of the web companion while it is off), which one test process could not tell once
another test had loaded it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent


def printed_by(script: str) -> list[str]:
    """The lines a fresh Python process running ``script`` in the project's folder printed."""
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120, check=True
    )
    return done.stdout.splitlines()
