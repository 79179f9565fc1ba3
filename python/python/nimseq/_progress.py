"""Progress callbacks: a function ``f(done, total)``, a tqdm bar, or ``True`` for a new bar."""

from __future__ import annotations

from typing import Any, Callable, Optional, Union

Progress = Union[None, bool, Callable[[int, int], Any], Any]


def callback(progress: Progress, unit: str = "values") -> Optional[Callable[[int, int], None]]:
    """The callback the Rust side calls between pieces of work, as ``f(done, total)``.

    ``progress`` may be ``None``/``False`` (no callback), ``True`` (a new ``tqdm`` bar, if
    tqdm is installed), an object with ``update`` (a tqdm bar: its total is set and it is
    advanced), or any callable taking ``(done, total)``.
    """
    if progress is None or progress is False:
        return None
    if progress is True:
        try:
            from tqdm.auto import tqdm  # type: ignore[import-not-found]
        except ImportError:  # pragma: no cover - depends on the environment
            return None
        progress = tqdm(unit=unit, unit_scale=True)
    if hasattr(progress, "update"):
        bar = progress
        seen = [0]

        def advance(done: int, total: int) -> None:
            if getattr(bar, "total", None) != total:
                bar.total = total
                if hasattr(bar, "refresh"):
                    bar.refresh()
            if done > seen[0]:
                bar.update(done - seen[0])
                seen[0] = done

        return advance
    if callable(progress):
        return progress
    raise TypeError("progress must be a function f(done, total), a tqdm bar, True or None")
