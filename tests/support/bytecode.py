"""The project compiled once, before the parallel workers start (``tests/conftest.py``).

Where ``PYTHONDONTWRITEBYTECODE`` is set (as on our CI machines), Python compiles nothing ahead and keeps
nothing it compiled: each of the workers would compile the whole project again and rewrite every
test module's assertions again (about 10 s of CPU each), and so would every bot process a test starts.
Python still reads compiled files that exist, so a collection of the tests in processes allowed to write
them, before the workers start, pays that once (one process a core, each with its share of the test
files); a file changed since is compiled again, as always.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def compile_once(config: pytest.Config) -> None:
    """Collect the tests in processes of their own that write what they compile, when this run starts
    parallel workers (this process is their controller): one process a core, each collecting its share of
    the test files (their assertions rewritten, the project compiled as they import it), side by side."""
    if hasattr(config, "workerinput") or not getattr(config.option, "numprocesses", None):
        return
    environment = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    here = Path(config.invocation_params.dir)
    command = [
        sys.executable,
        "-m",
        "pytest",
        "--collect-only",
        "-q",
        "-p",
        "no:xdist",
        "-p",
        "no:cacheprovider",
    ]
    collecting = [
        subprocess.Popen(
            command + share,  # the tests this run collects, not more
            cwd=here,
            env=environment,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        for share in shares([str(arg) for arg in config.args], here, os.cpu_count() or 1)
    ]
    for process in collecting:
        process.wait()  # a module that does not compile is the workers' to report, with its test


def shares(args: list[str], here: Path, cores: int) -> list[list[str]]:
    """The run's arguments as ``cores`` shares of about equal size: each folder named becomes its test
    files, dealt out largest first to the share with the fewest bytes so far; a file or a test named by
    itself goes to a share as it is."""
    files: list[tuple[int, str]] = []
    for arg in args:
        path = here / arg
        if "::" not in arg and path.is_dir():
            files += [(found.stat().st_size, str(found)) for found in sorted(path.rglob("test_*.py"))]
        elif "::" not in arg and path.is_file():
            files.append((path.stat().st_size, arg))
        else:
            files.append((0, arg))
    dealt: list[tuple[int, list[str]]] = [(0, []) for _ in range(max(1, min(cores, len(files))))]
    for size, name in sorted(files, key=lambda item: -item[0]):
        least = min(range(len(dealt)), key=lambda index: dealt[index][0])
        dealt[least] = (dealt[least][0] + size, [*dealt[least][1], name])
    return [share for _, share in dealt if share]
