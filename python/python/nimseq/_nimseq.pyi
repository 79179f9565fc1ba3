"""Type stubs of the Rust module ``nimseq._nimseq`` (python/src). The package's classes and
functions (``nimseq.Game``, ``nimseq.sweep``, …) extend or wrap these; use those.

Every result is typed: its fields (the command line's ``--json`` documents) as attributes, a
nested object as a ``TypedDict``, and ``to_dict()`` as JSON values (:data:`Json`)."""

from typing import (
    Callable,
    Dict,
    Iterable,
    List,
    Literal,
    Mapping,
    Optional,
    Protocol,
    Sequence,
    Tuple,
    Type,
    TypeVar,
    TypedDict,
    Union,
    final,
)

import numpy as np
import numpy.typing as npt
from typing_extensions import Self

__version__: str

#: A JSON value, as a document's fields hold them.
Json = Union[None, bool, int, float, str, List["Json"], Dict[str, "Json"]]

class _Bar(Protocol):
    def update(self, n: int = ...) -> object: ...

#: ``progress=``: ``None``/``False``, ``True`` (a new tqdm bar), a bar or ``f(done, total)``.
Progress = Union[None, bool, Callable[[int, int], object], _Bar]


# ---- the documents' parts ----

#: A game's entry in the OEIS.
Oeis = TypedDict("Oeis", {"id": str, "title": str, "url": str, "offset": int, "from": int})

class Rare(TypedDict):
    """The rare values of a sequence, under a mask."""

    mask: str
    mask_by: str
    mask_text: str
    count: int
    last: Optional[int]
    convention: str

class Outcome(TypedDict):
    """The outcomes' (P or N) preperiod and period, certified."""

    preperiod: int
    period: int
    certificate: Dict[str, Json]
    certificate_text: str

class Arithmetic(TypedDict):
    """An arithmetic period: G(n + period) = G(n) + saltus from the preperiod on."""

    preperiod: int
    period: int
    saltus: int
    law: str
    certified: bool
    theorem: Optional[str]
    checked_to: int
    text: str

class Candidate(TypedDict):
    """A period seen and not certified: where its certificate would hold."""

    preperiod: int
    period: int
    certifies_at: Optional[int]

class Minimal(TypedDict):
    """The minimal preperiod and period of a checked claim that holds."""

    preperiod: int
    period: int
    is_claim: bool

class PretendingPeriod(TypedDict):
    """A certified period of a misère quotient's pretending function."""

    preperiod: int
    period: int
    certified_at: int

class Bound(TypedDict):
    """Where and which bound stopped a misère quotient's search."""

    at_heap: int
    bound: Literal["elements", "candidate-size", "candidates"]
    limit: int
    order_with_heap: Optional[int]

class Exceeded(Bound):
    """A bound that stopped a quotient's search and the keyword that raises it."""

    option: Optional[str]

class Move(TypedDict):
    """A move in one heap of a sum (heaps counted from 0)."""

    heap: int
    take: int
    leaves: List[int]

#: A winning move of a sum and the heaps it leaves.
WinningMove = TypedDict("WinningMove", {"move": Move, "result": List[str]})

class SumQuotient(TypedDict):
    """What a misère quotient says of a sum it decides."""

    game: str
    heaps: int
    status: str
    order: int
    presentation: str
    p_portion: List[str]
    period: Optional[PretendingPeriod]
    images: List[str]
    product: str
    p: bool
    move_products: List[str]

class SumSearch(TypedDict):
    """What the search of a misère sum's positions did."""

    reason: str
    quotient_exceeded: Optional[Bound]
    positions: int
    max_positions: int

# ---- python/src/game.rs ----

class Game:
    """An impartial game (``nimseq.Game`` extends it)."""

    def __new__(cls, spec: Union[str, Game], rule: Optional[str] = None) -> Self: ...
    @property
    def spec(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def name(self) -> Optional[str]: ...
    @property
    def rule(self) -> str: ...
    @property
    def rules(self) -> List[str]: ...
    def values(self, n: int, progress: Progress = None) -> npt.NDArray[np.uint16]: ...
    def period(
        self,
        limit: Optional[int] = None,
        mask: Optional[int] = None,
        progress: Progress = None,
    ) -> Period: ...
    def check(
        self,
        preperiod: int,
        period: int,
        saltus: int = 0,
        progress: Progress = None,
    ) -> Check: ...
    def genus(
        self,
        to: int,
        max_positions: Optional[int] = None,
        progress: Progress = None,
    ) -> List[Genus]: ...
    def _page_pairs(self, view: str = "sequence") -> List[Tuple[str, str]]: ...
    def _board_pairs(self, heaps: Union[int, str, Sequence[int]]) -> List[Tuple[str, str]]: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...

@final
class Genus:
    """One heap's misère genus as Winning Ways writes it (``4^146``): ``Game.genus``."""

    @property
    def heap(self) -> int: ...
    @property
    def values(self) -> List[int]: ...
    @property
    def normal(self) -> int: ...
    @property
    def misere(self) -> int: ...
    @property
    def superscript(self) -> Tuple[int, ...]: ...
    @property
    def symbol(self) -> str: ...
    def term(self, k: int) -> int: ...
    def __eq__(self, other: object, /) -> bool: ...

class _Document:
    """What every result has (the methods of ``result_class!``). Periods, checks and sums are
    pickled as their documents; a misère quotient is not (``TypeError``)."""

    def to_dict(self) -> Dict[str, Json]: ...
    def to_json(self, indent: Optional[int] = 2) -> str: ...
    def __getitem__(self, name: str, /) -> Json: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    @property
    def nimseq_version(self) -> str: ...

_P = TypeVar("_P", bound="Period")
_C = TypeVar("_C", bound="Check")
_S = TypeVar("_S", bound="Sum")

class Period(_Document):
    """The document of ``nimseq period --json``."""

    def __new__(cls, result: Period) -> Self: ...
    @property
    def game(self) -> str: ...
    @property
    def rule(self) -> str: ...
    @property
    def status(self) -> Literal["periodic", "arithmetic-periodic", "no-period-found"]: ...
    @property
    def preperiod(self) -> Optional[int]: ...
    @property
    def period(self) -> Optional[int]: ...
    @property
    def checked_to(self) -> int: ...
    @property
    def certificate(self) -> Optional[Dict[str, Json]]: ...
    @property
    def certificate_text(self) -> Optional[str]: ...
    @property
    def outcome(self) -> Optional[Outcome]: ...
    @property
    def max_value(self) -> int: ...
    @property
    def saltus(self) -> Optional[int]: ...
    @property
    def theorem(self) -> Optional[str]: ...
    @property
    def arithmetic(self) -> Optional[Arithmetic]: ...
    @property
    def candidate(self) -> Optional[Candidate]: ...
    @property
    def largest(self) -> int: ...
    @property
    def largest_at(self) -> Optional[int]: ...
    @property
    def rare(self) -> Optional[Rare]: ...
    @property
    def oeis(self) -> Optional[Oeis]: ...
    @property
    def certified(self) -> bool: ...
    @property
    def settle(self) -> Optional[str]: ...
    @property
    def _game_title(self) -> str: ...
    def _page_pairs(self) -> Optional[List[Tuple[str, str]]]: ...

class Check(_Document):
    """The document of ``nimseq check --json``."""

    def __new__(cls, result: Check) -> Self: ...
    @property
    def game(self) -> str: ...
    @property
    def rule(self) -> str: ...
    @property
    def preperiod(self) -> int: ...
    @property
    def period(self) -> int: ...
    @property
    def saltus(self) -> int: ...
    @property
    def holds(self) -> Optional[bool]: ...
    @property
    def counterexample(self) -> Optional[int]: ...
    @property
    def certificate(self) -> Optional[Dict[str, Json]]: ...
    @property
    def certificate_text(self) -> Optional[str]: ...
    @property
    def shifted(self) -> Optional[Dict[str, Json]]: ...
    @property
    def checked_to(self) -> int: ...
    @property
    def minimal(self) -> Optional[Minimal]: ...
    def _page_pairs(self) -> Optional[List[Tuple[str, str]]]: ...

def _restore_period(cls: Type[_P], document: str, state: str) -> _P: ...
def _restore_check(cls: Type[_C], document: str, state: str) -> _C: ...
def page_query(pairs: List[Tuple[str, str]]) -> str: ...
def page_link(query: str, base: Optional[str] = None) -> str: ...
def embed_code(pairs: List[Tuple[str, str]], base: str) -> str: ...

# ---- python/src/tables.rs ----

#: A column of a table: ``("int", int64 values with -1 for none, which are missing)``,
#: ``("bool", values, None)`` or ``("str", values, None)``.
Column = Union[
    Tuple[Literal["int"], npt.NDArray[np.int64], npt.NDArray[np.bool_]],
    Tuple[Literal["bool"], npt.NDArray[np.bool_], None],
    Tuple[Literal["str"], List[str], None],
]
#: A table: its columns' names and its columns.
Table = Tuple[List[str], List[Column]]
#: A count as the command line reads it: a whole number or its spelling (``"2^20"``).
#: (Wherever a whole number is asked for, numpy's integers are read too, by ``__index__``.)
Count = Union[int, str]

def sweep_columns(
    dims: Optional[Count] = None,
    max: Optional[Count] = None,
    cap: Optional[Count] = None,
    rule: Optional[str] = None,
    primitive: Optional[bool] = None,
    family: Optional[str] = None,
    progress: Progress = None,
) -> Tuple[List[str], List[npt.NDArray[np.uint32]], int, Optional[str]]: ...
def records_columns(
    size: Optional[Count] = None,
    max: Optional[Count] = None,
    cap: Optional[Count] = None,
    from_: Optional[Count] = None,
    primitive: Optional[bool] = None,
    rule: Optional[str] = None,
    progress: Progress = None,
) -> Table: ...
def atlas_columns(
    digits: Optional[int] = None,
    cap: Optional[Count] = None,
    d0: Optional[int] = None,
    family: Optional[str] = None,
    n_max: Optional[int] = None,
    first_digit: Optional[int] = None,
    progress: Progress = None,
) -> Table: ...

# ---- python/src/figures.rs ----

NOTEBOOK_WIDTH: int

#: A value of a page parameter: its spelling, a whole number, a switch, or a window.
PageValue = Union[None, bool, int, str, Tuple[Tuple[int, int], Tuple[int, int]]]

@final
class Drawn:
    """A figure computed and ready to draw (heatmap, atlas or overview), at a chosen size.
    Not picklable: ``pickle.dumps`` raises ``TypeError``."""

    @property
    def kind(self) -> Literal["heatmap", "atlas", "overview"]: ...
    @property
    def query(self) -> str: ...
    @property
    def width(self) -> Optional[int]: ...
    @property
    def height(self) -> Optional[int]: ...
    @property
    def scale(self) -> float: ...
    @property
    def theme(self) -> Literal["light", "dark"]: ...
    @property
    def size(self) -> Tuple[int, int]: ...
    @property
    def pixels(self) -> Tuple[int, int]: ...
    def describe(self) -> str: ...
    def resized(
        self,
        width: Optional[int] = None,
        height: Optional[int] = None,
        scale: Optional[float] = None,
        dpi: Optional[float] = None,
        theme: Optional[str] = None,
    ) -> Drawn: ...
    def resolution(self, scale: Optional[float] = None, dpi: Optional[float] = None) -> float: ...
    def svg(self) -> str: ...
    def png(self, scale: Optional[float] = None, dpi: Optional[float] = None) -> bytes: ...
    def file(
        self,
        name: str,
        format: Optional[str] = None,
        scale: Optional[float] = None,
        dpi: Optional[float] = None,
    ) -> Tuple[bytes, str]: ...
    def __copy__(self) -> Drawn: ...
    def __deepcopy__(self, memo: object) -> Drawn: ...

def figure_parameters(kind: Literal["heatmap", "atlas"]) -> List[str]: ...
def heatmap_figure(
    link: Optional[str] = None,
    params: Optional[Mapping[str, PageValue]] = None,
    progress: Progress = None,
    width: Optional[int] = None,
    height: Optional[int] = None,
    scale: Optional[float] = None,
    dpi: Optional[float] = None,
    theme: Optional[str] = None,
) -> Drawn: ...
def atlas_figure(
    link: Optional[str] = None,
    params: Optional[Mapping[str, PageValue]] = None,
    progress: Progress = None,
    width: Optional[int] = None,
    height: Optional[int] = None,
    scale: Optional[float] = None,
    dpi: Optional[float] = None,
    theme: Optional[str] = None,
) -> Drawn: ...
def overview_figure(
    game: Union[Game, str],
    n: Optional[int] = None,
    limit: Optional[int] = None,
    start: Optional[int] = None,
    width: Optional[int] = None,
    height: Optional[int] = None,
    scale: Optional[float] = None,
    dpi: Optional[float] = None,
    theme: Optional[str] = None,
    progress: Progress = None,
) -> Drawn: ...

# ---- python/src/play.rs ----

DEFAULT_MAX_ELEMENTS: int

class Quotient(_Document):
    """A misère quotient: the document of ``nimseq misere --json`` and its algebra."""

    def __new__(cls, result: Quotient) -> Self: ...
    @property
    def game(self) -> str: ...
    @property
    def heaps(self) -> int: ...
    @property
    def order(self) -> int: ...
    @property
    def elements(self) -> List[str]: ...
    @property
    def identity(self) -> int: ...
    @property
    def product(self) -> List[List[int]]: ...
    @property
    def p_positions(self) -> List[int]: ...
    @property
    def pretending(self) -> List[int]: ...
    @property
    def presentation(self) -> str: ...
    @property
    def period(self) -> Optional[PretendingPeriod]: ...
    @property
    def status(self) -> Literal["periodic", "partial", "exceeded", "interrupted"]: ...
    @property
    def heaps_done(self) -> int: ...
    @property
    def exceeded(self) -> Optional[Exceeded]: ...
    @property
    def p_portion(self) -> List[str]: ...
    @property
    def pretending_elements(self) -> List[str]: ...
    @property
    def table(self) -> npt.NDArray[np.uint32]: ...
    @property
    def summary(self) -> str: ...
    @property
    def generators(self) -> List[Tuple[str, int]]: ...
    def index_of(self, heap: int) -> int: ...
    def element_of(self, heap: int) -> str: ...
    def product_of(self, *heaps: int) -> str: ...
    def is_p(self, *heaps: int) -> bool: ...
    @property
    def _game_title(self) -> str: ...
    @property
    def _pretty_names(self) -> List[str]: ...
    @property
    def _pretty_presentation(self) -> str: ...
    @property
    def _period_words(self) -> str: ...
    def _page_pairs(self) -> Optional[List[Tuple[str, str]]]: ...

class Sum(_Document):
    """A sum of heaps: the document of ``nimseq sum --json`` and its moves in words."""

    def __new__(cls, result: Sum) -> Self: ...
    @property
    def heaps(self) -> List[str]: ...
    @property
    def values(self) -> Optional[List[int]]: ...
    @property
    def nim_sum(self) -> Optional[int]: ...
    @property
    def first_player_wins(self) -> bool: ...
    @property
    def winning_moves(self) -> List[WinningMove]: ...
    @property
    def rule(self) -> Optional[Literal["misere"]]: ...
    @property
    def outcome(self) -> Optional[Literal["N", "P"]]: ...
    @property
    def decided_by(self) -> Optional[Literal["quotient", "search"]]: ...
    @property
    def quotient(self) -> Optional[SumQuotient]: ...
    @property
    def search(self) -> Optional[SumSearch]: ...
    @property
    def moves(self) -> List[str]: ...
    @property
    def misere(self) -> bool: ...
    @property
    def _nouns(self) -> List[str]: ...
    def _page_pairs(self) -> Optional[List[Tuple[str, str]]]: ...

@final
class Nimber:
    """A nimber ``*n``: ``+``/``-`` the nim-sum, ``*`` the nim-product, ``**`` a power."""

    def __new__(cls, value: Union[int, Nimber] = 0) -> Self: ...
    @property
    def value(self) -> int: ...
    def __int__(self) -> int: ...
    def __index__(self) -> int: ...
    def __bool__(self) -> bool: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __hash__(self) -> int: ...
    def __add__(self, other: Union[int, Nimber], /) -> Nimber: ...
    def __radd__(self, other: Union[int, Nimber], /) -> Nimber: ...
    def __sub__(self, other: Union[int, Nimber], /) -> Nimber: ...
    def __rsub__(self, other: Union[int, Nimber], /) -> Nimber: ...
    def __mul__(self, other: Union[int, Nimber], /) -> Nimber: ...
    def __rmul__(self, other: Union[int, Nimber], /) -> Nimber: ...
    def __pow__(self, exponent: int, mod: None = None, /) -> Nimber: ...
    def __neg__(self) -> Nimber: ...
    def __pos__(self) -> Nimber: ...

HeapSpelling = Union[str, int, Nimber, Tuple[Union[str, Game], int]]

def _restore_quotient(cls: Type[Quotient], document: str, state: str) -> Quotient: ...
def _restore_sum(cls: Type[_S], document: str, state: str) -> _S: ...
def misere_quotient(
    game: Union[str, Game],
    heaps: int,
    max_elements: Optional[int] = None,
    max_candidate_size: Optional[int] = None,
    progress: Progress = None,
) -> Quotient: ...
def sum_heaps(
    *heaps: Union[HeapSpelling, List[HeapSpelling]],
    rule: Optional[str] = None,
    limit: Optional[int] = None,
    max_elements: Optional[int] = None,
    max_candidate_size: Optional[int] = None,
) -> Sum: ...
def nim_sum(*xs: Union[int, Nimber]) -> int: ...
def nim_product(a: Union[int, Nimber], b: Union[int, Nimber]) -> int: ...
def mex(values: Iterable[Union[int, Nimber]]) -> int: ...
