"""Shared fixtures: the command line, to compare the package's results with its own."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import threading
import time
from pathlib import Path
from typing import Any, Callable, List, Tuple

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _binary() -> Path:
    """The `nimseq` command line: $NIMSEQ_CLI, else the test command's build, else built now."""
    given = os.environ.get("NIMSEQ_CLI")
    if given:
        return Path(given)
    built = ROOT / "target" / "debug" / "nimseq"
    if not built.exists():
        subprocess.run(["cargo", "build", "--quiet", "--bin", "nimseq"], cwd=ROOT, check=True)
    return built


class Cli:
    """Runs the command line: ``cli.run(args)`` (the completed process), ``cli.json(args)``
    (its ``--json`` document) and ``cli.text(args)`` (its standard output)."""

    def __init__(self, binary: Path) -> None:
        self.binary = binary

    def run(self, args: List[str], check: bool = True) -> subprocess.CompletedProcess:
        done = subprocess.run([str(self.binary), *args], capture_output=True, text=True)
        if check and done.returncode != 0:
            raise AssertionError(f"nimseq {' '.join(args)} exited {done.returncode}: {done.stderr}")
        return done

    def text(self, args: List[str]) -> str:
        return self.run(args).stdout

    def json(self, args: List[str], check: bool = True) -> Any:
        return json.loads(self.run([*args, "--json"], check=check).stdout)


@pytest.fixture(scope="session")
def cli() -> Cli:
    return Cli(_binary())


def stop_on_ctrl_c(run: Callable[[], Any], after: float = 0.5) -> Tuple[pytest.ExceptionInfo, float]:
    """Runs `run()` (work far longer than `after` seconds), presses Ctrl-C (a real SIGINT to
    this process) after `after` seconds, and returns the `KeyboardInterrupt` raised and how
    many seconds after the signal it came."""
    sent: List[float] = []

    def interrupt() -> None:
        sent.append(time.monotonic())
        os.kill(os.getpid(), signal.SIGINT)

    timer = threading.Timer(after, interrupt)
    timer.start()
    try:
        with pytest.raises(KeyboardInterrupt) as raised:
            run()
        caught = time.monotonic()
    finally:
        timer.cancel()
    assert sent, "the run ended before Ctrl-C was pressed"
    return raised, caught - sent[0]
