"""Progress callbacks: a function ``f(done, total)``, a tqdm bar, or ``True`` for a new bar.

The Rust module reads ``progress=`` (and refuses anything else with a ``TypeError``); these are
its types, for the signatures.
"""

from __future__ import annotations

from typing import Callable, Protocol, Union


class Bar(Protocol):
    """A progress bar, as tqdm's: its ``total`` is set and it is advanced by ``update``."""

    def update(self, n: int = ...) -> object: ...


#: ``progress=`` of every long computation: ``None``/``False`` (nothing is told), ``True`` (a
#: new tqdm bar, if tqdm is installed), a tqdm bar (anything with ``update``), or a function
#: called as ``f(done, total)``.
Progress = Union[None, bool, Callable[[int, int], object], Bar]
