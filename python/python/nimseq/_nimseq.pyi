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

# ---- python/src/figures.rs ----
class Drawn:
    """A figure computed and ready to draw (heatmap, atlas or overview)."""

    @property
    def kind(self) -> str: ...
    def size(
        self,
        width: Optional[int] = None,
        height: Optional[int] = None,
        scale: float = 1.0,
        theme: str = "light",
    ) -> Tuple[int, int, float, int, int, str]: ...
    def svg(
        self,
        width: Optional[int] = None,
        height: Optional[int] = None,
        scale: float = 1.0,
        theme: str = "light",
    ) -> str: ...
    def png(
        self,
        width: Optional[int] = None,
        height: Optional[int] = None,
        scale: float = 1.0,
        theme: str = "light",
    ) -> bytes: ...

def figure_size(
    kind: str, width: Optional[int] = None, height: Optional[int] = None, scale: float = 1.0
) -> str: ...
def heatmap_figure(
    link: str, changes: List[Tuple[str, str]], progress: Progress = None
) -> Tuple[Drawn, str]: ...
def atlas_figure(
    link: str, changes: List[Tuple[str, str]], progress: Progress = None
) -> Tuple[Drawn, str]: ...
# Its third parameter is named `from` in Rust (a keyword in Python): pass it by position.
def overview_figure(
    spec: str,
    limit: Optional[int] = None,
    start: Optional[int] = None,
    to: Optional[int] = None,
    progress: Progress = None,
    /,
) -> Drawn: ...

# ---- python/src/play.rs ----
def misere_quotient(
    spec: str,
    heaps: int,
    max_elements: int = 1024,
    max_candidate_size: Optional[int] = None,
    progress: Progress = None,
) -> Tuple[str, str]: ...
def sum_heaps(
    heaps: List[str],
    rule: Optional[str] = None,
    limit: Optional[int] = None,
    max_elements: int = 1024,
    max_candidate_size: Optional[int] = None,
) -> Tuple[str, List[str], List[str]]: ...
def nimber_value(text: str) -> int: ...
def nim_product(a: int, b: int) -> int: ...
