"""The project compiled once, before the parallel workers start (``tests/conftest.py``).

Where ``PYTHONDONTWRITEBYTECODE`` is set (as on our CI machines), Python compiles nothing ahead and keeps
nothing it compiled: each of the eight workers would compile the whole project again and rewrite every
test module's assertions again (about 10 s of CPU each), and so would every bot process a test starts.
Python still reads compiled files that exist, so one collection of the tests in a process allowed to write
them, before the workers start, pays that once; a file changed since is compiled again, as always.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest


def compile_once(config: pytest.Config) -> None:
    """Collect the tests in a process of its own that writes what it compiles, when this run starts
    parallel workers (this process is their controller)."""
    if hasattr(config, "workerinput") or not getattr(config.option, "numprocesses", None):
        return
    environment = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:xdist", "-p", "no:cacheprovider"]
        + [str(arg) for arg in config.args],  # the tests this run collects, not more
        cwd=config.invocation_params.dir,
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        check=False,  # a module that does not compile is the workers' to report, with its test
    )
