"""Type stubs of the Rust module ``nimseq._nimseq`` (python/src). The package's classes and
functions (``nimseq.Game``, ``nimseq.sweep``, …) wrap these; use those."""

from typing import Callable, List, Optional, Tuple

import numpy as np
import numpy.typing as npt

__version__: str

Progress = Optional[Callable[[int, int], object]]

# ---- python/src/game.rs ----
def describe(spec: str, rule: Optional[str] = None) -> str: ...
def values(spec: str, n: int, progress: Progress = None) -> npt.NDArray[np.uint16]: ...
def period(
    spec: str,
    limit: Optional[int] = None,
    mask: Optional[int] = None,
    progress: Progress = None,
) -> Tuple[str, Optional[str]]: ...
def check(
    spec: str, preperiod: int, period: int, saltus: int = 0, progress: Progress = None
) -> str: ...
def page_query(pairs: List[Tuple[str, str]]) -> Tuple[str, List[str]]: ...
def embed_code(pairs: List[Tuple[str, str]], base: str) -> Tuple[str, List[str]]: ...

# ---- python/src/tables.rs ----
def sweep_columns(
    dims: str,
    max: str,
    cap: str,
    rule: str,
    primitive: bool,
    family: str,
    progress: Progress = None,
) -> Tuple[str, List[npt.NDArray[np.uint32]], Tuple[int, int, int, str]]: ...
def records_csv(
    size: str,
    max: str,
    cap: str,
    rule: str,
    primitive: bool,
    from_: Optional[str] = None,
    progress: Progress = None,
) -> str: ...
def atlas_csv(
    digits: Optional[int] = None,
    cap: Optional[str] = None,
    d0: int = 0,
    family: Optional[str] = None,
    n_max: Optional[int] = None,
    first_digit: Optional[int] = None,
    progress: Progress = None,
) -> str: ...
