"""Tables of whole families as data frames: :func:`sweep` (the period of every subtraction
set of 2, 3 or 4 elements up to a bound), :func:`records` (each row's longest period and
preperiod) and :func:`atlas` (every octal code of a few digits, compared with the
literature), with the columns and rows of ``nimseq sweep``, ``nimseq records`` and
``nimseq atlas``.

Each is computed by the core on every core as the command line computes it, without the GIL;
Ctrl-C raises ``KeyboardInterrupt`` within a second, and ``progress`` (a function
``f(done, total)``, a tqdm bar or ``True``) is told how far the work is.

A data frame when pandas is installed (``as_frame=True`` insists on it); otherwise, or with
``as_frame=False``, a numpy structured array with the same field names, where a missing value
is written as documented on each function.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Dict, List, Optional, Union

import numpy as np
import numpy.typing as npt

from . import _nimseq
from ._links import query_link
from ._progress import Progress

if TYPE_CHECKING:  # pragma: no cover
    import pandas  # type: ignore[import-untyped,unused-ignore]

__all__ = ["sweep", "records", "atlas"]

Number = Union[int, str]
"""A count as the command line reads it: a whole number, or text such as ``"2^20"``."""


def sweep(
    dims: Number = 3,
    max: Number = 200,
    cap: Optional[Number] = None,
    rule: str = "normal",
    primitive: bool = False,
    family: Optional[str] = None,
    progress: Progress = None,
    as_frame: Optional[bool] = None,
) -> Union["pandas.DataFrame", npt.NDArray[np.void]]:
    """The preperiod and period of every subtraction set ``{a,b}``, ``{a,b,c}`` or
    ``{a,b,c,d}`` with largest element at most ``max``: ``nimseq sweep --dims D --max N``.

    Parameters
    ----------
    dims : 2, 3 or 4
        The number of elements of each set.
    max : int
        The largest element N (up to 4096 for pairs, 400 for triples, 200 for 4-element sets;
        with a ``family``, as far as for pairs).
    cap : int or str, optional
        Values computed per set before it is called unresolved (default 2^20; ``"2^16"``
        style allowed).
    rule : str
        ``normal``, ``misere``, ``take-all`` or ``misere-take-all``.
    primitive : bool
        Only the sets whose elements have greatest common divisor 1 (``{4,10,14}``, twice
        ``{2,5,7}``, is left out).
    family : str, optional
        With ``dims=3``, only a family of sets: ``"additive"`` (``{a, b, a+b}``) or
        ``"smallest=A"`` (``{A, b, c}``).
    progress : callable, tqdm bar or True, optional
        Called as ``f(done, total)`` with the number of sets done and of all sets.
    as_frame : bool, optional
        ``None`` (default): a data frame when pandas is installed, else a structured array.

    Returns
    -------
    pandas.DataFrame or numpy.ndarray
        One row per set in lexicographic order, with the columns of the command line's CSV
        header: ``a, b[, c[, d]], preperiod, period``. The elements are ``uint32``;
        ``preperiod`` and ``period`` are pandas' nullable ``UInt32``, missing (``<NA>``) for a
        set whose period was not certified within the cap. In the structured array (fields of
        the same names, all ``uint32``) such a set has ``period == 0`` and ``preperiod == 0``,
        as the core stores it: a certified period is at least 1. ``frame.attrs["nimseq_link"]``
        (pandas) is the page's link to the same heatmap, when the page can show it.

    Raises ``ValueError`` with the command line's message for a bad request
    (``dims=5``, ``max=100000``, ``rule="sideways"``).

    Examples
    --------
    >>> import nimseq
    >>> t = nimseq.sweep(dims=2, max=6, cap=1000)
    >>> list(t.columns)
    ['a', 'b', 'preperiod', 'period']
    >>> t[(t.a == 2) & (t.b == 5)].period.tolist()
    [7]
    >>> a = nimseq.sweep(dims=3, max=7, cap=20, as_frame=False)
    >>> a.dtype.names
    ('a', 'b', 'c', 'preperiod', 'period')
    >>> a[a["period"] == 0].tolist()  # {2,5,7}, period 22: unresolved within 20 values
    [(2, 5, 7, 0, 0)]
    """
    names, columns, k, query = _nimseq.sweep_columns(
        dims, max, cap, rule, primitive, family, progress
    )
    pd = _pandas(as_frame)
    if pd is None:
        out = np.empty(len(columns[0]), dtype=[(name, np.uint32) for name in names])
        for name, column in zip(names, columns):
            out[name] = column
        return out
    resolved = columns[-1] != 0
    data: Dict[str, Any] = {name: column for name, column in zip(names[:k], columns[:k])}
    for name, column in zip(names[k:], columns[k:]):
        data[name] = pd.arrays.IntegerArray(column, ~resolved)
    frame = pd.DataFrame(data, copy=False)
    if query is not None:  # the page draws the same sets
        frame.attrs["nimseq_link"] = query_link(query)
    return frame


def records(
    size: Number = 3,
    max: Number = 40,
    cap: Number = "auto",
    from_: Optional[Number] = None,
    primitive: bool = False,
    rule: str = "normal",
    progress: Progress = None,
    as_frame: Optional[bool] = None,
) -> Union["pandas.DataFrame", npt.NDArray[np.void]]:
    """For each largest element m up to ``max``, the sets of ``size`` elements with the longest
    certified period and the longest preperiod: ``nimseq records --size S --max N``.

    Parameters
    ----------
    size : 2, 3 or 4
        The number of elements of each set.
    max : int
        The last row's largest element (as for sweeps: up to 4096, 400 or 200).
    cap : int, str or "auto"
        Values computed per set before it is reported unresolved. ``"auto"`` (default): 2^20,
        and a set left unresolved is computed again within 2^24. A row with unresolved sets
        gives lower bounds (``lower_bound`` is true, ``settle_cap`` names the next cap and
        ``unresolved_sets`` the sets it would have to settle).
    from_ : int, optional
        Only the rows from this largest element on (``--from``).
    primitive : bool
        Only the sets whose elements have greatest common divisor 1 (the others not counted).
    rule : str
        ``normal``, ``misere``, ``take-all`` or ``misere-take-all``.
    progress : callable, tqdm bar or True, optional
        Called as ``f(done, total)`` with the number of rows done and of all rows.
    as_frame : bool, optional
        ``None`` (default): a data frame when pandas is installed, else a structured array.

    Returns
    -------
    pandas.DataFrame or numpy.ndarray
        One row per largest element, with the columns of the command line's CSV: ``max, sets,
        unresolved, longest_period, period_sets, longest_preperiod, preperiod_sets,
        lower_bound, settle_cap, unresolved_sets`` (the first 8 unresolved sets in
        lexicographic order; ``unresolved`` counts them all). Numbers are pandas' nullable ``Int64`` (``<NA>`` where the
        CSV field is empty: no set of the row resolved, or a certain record's ``settle_cap``),
        ``lower_bound`` is ``bool``, the sets are text as the CSV writes them
        (``"{1,4,7} {2,5,7}"``, ``""`` for none). In the structured array numbers are
        ``int64`` with ``-1`` for a missing value and the sets are ``str`` objects.

    Examples
    --------
    >>> import nimseq
    >>> r = nimseq.records(size=2, max=6, cap=1000)
    >>> r[["max", "longest_period", "period_sets"]].tail(2).values.tolist()
    [[5, 9, '{4,5}'], [6, 11, '{5,6}']]
    """
    return _table(
        _nimseq.records_columns(size, max, cap, from_, primitive, rule, progress), as_frame
    )


def atlas(
    digits: Optional[int] = None,
    cap: Optional[Number] = None,
    d0: int = 0,
    family: Optional[str] = None,
    n_max: Optional[int] = None,
    first_digit: Optional[int] = None,
    progress: Progress = None,
    as_frame: Optional[bool] = None,
) -> Union["pandas.DataFrame", npt.NDArray[np.void]]:
    """Every octal code ``0.d1…dk`` (or ``4.d1…dk``) with up to ``digits`` digits, or
    Flammenkamp's family ``0.0n7``, computed, certified where it can be and compared with the
    literature's tables: ``nimseq atlas --digits K``.

    Parameters
    ----------
    digits : int, optional
        Codes with up to this many digits, 1 to 4 (default 2: 63 codes; none with a family).
    cap : int or str, optional
        Values computed per code before it is called unresolved (default 2^16).
    d0 : int
        The digit before the point: 0, or 4 for the codes ``4.d1…dk``, whose moves may also
        split a heap in two without removing anything (and the code ``4.`` itself).
    family : str, optional
        ``"0.0n7"``: the codes ``0.7, 0.07, 0.007, …`` whose only move removes exactly n tokens
        (n = 1 to ``n_max``, default 25).
    n_max : int, optional
        With ``family="0.0n7"``: the largest n.
    first_digit : int, optional
        Only the codes whose first digit d1 is this (0 to 7).
    progress : callable, tqdm bar or True, optional
        Called as ``f(done, total)`` with the number of codes done and of all codes.
    as_frame : bool, optional
        ``None`` (default): a data frame when pandas is installed, else a structured array.

    Returns
    -------
    pandas.DataFrame or numpy.ndarray
        One row per code, with the columns of the command line's CSV (``code, status,
        preperiod, period, certificate_until, checked_to, largest, rare_mask, rare_count,
        last_rare, literature, source, errata, largest_at, rare_mask_by, conventions,
        oeis``). Numbers are pandas' nullable ``Int64`` (``<NA>`` where the CSV field is
        empty), the others text (``""`` where empty; ``rare_mask`` is hexadecimal text, as
        in the CSV). In the structured array numbers are ``int64`` with ``-1`` for a missing
        value and text fields are ``str`` objects.

    Examples
    --------
    >>> import nimseq
    >>> t = nimseq.atlas(digits=1, cap=4096)
    >>> t.code.tolist()
    ['0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7']
    >>> row = t.set_index("code").loc["0.7"]
    >>> row.status, int(row.preperiod), int(row.period)
    ('certified', 0, 2)
    """
    return _table(
        _nimseq.atlas_columns(digits, cap, d0, family, n_max, first_digit, progress), as_frame
    )


def _table(table: _nimseq.Table, as_frame: Optional[bool]) -> Any:
    """A table of the Rust module (its columns' names and typed columns) as a data frame or a
    structured array: numbers nullable (``Int64``; ``-1`` for a missing one in the array),
    booleans, text (``object``)."""
    names, columns = table
    pd = _pandas(as_frame)
    if pd is None:
        kinds = {"int": np.int64, "bool": bool, "str": object}
        rows = len(columns[0][1]) if columns else 0
        out = np.empty(rows, dtype=[(name, kinds[kind]) for name, (kind, _, _) in zip(names, columns)])
        for name, (_, values, _) in zip(names, columns):
            out[name] = values
        return out
    data: Dict[str, Any] = {}
    for name, (kind, values, missing) in zip(names, columns):
        if kind == "int":
            data[name] = pd.arrays.IntegerArray(values, missing)
        elif kind == "bool":
            data[name] = values
        else:
            data[name] = pd.Series(values, dtype=object)
    return pd.DataFrame(data)


def _pandas(as_frame: Optional[bool]) -> Any:
    """pandas when a data frame is wanted and pandas is installed; ``None`` for an array."""
    if as_frame is False:
        return None
    try:
        import pandas
    except ImportError:
        if as_frame:
            raise ImportError("as_frame=True needs pandas: pip install pandas") from None
        return None
    return pandas
