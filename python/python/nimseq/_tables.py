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

import csv
import io
from typing import Any, Dict, List, Optional, Tuple, Union

import numpy as np

from . import _nimseq
from ._links import page_link
from ._progress import Progress, callback

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
) -> Any:
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
    header, columns, (k, top, cap_used, rule_used) = _nimseq.sweep_columns(
        _text(dims, "dims"),
        _text(max, "max"),
        _text(1 << 20 if cap is None else cap, "cap"),
        str(rule),
        _flag(primitive, "primitive"),
        "all" if family is None else str(family),
        callback(progress, "sets"),
    )
    names = header.split(",")
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
    if family is None:
        pairs = [("view", "heatmap"), ("dims", str(k)), ("max", str(top)), ("cap", str(cap_used))]
        if rule_used != "normal":
            pairs.append(("rule", rule_used))
        if primitive:
            pairs.append(("primitive", "1"))
        try:
            frame.attrs["nimseq_link"] = page_link(pairs)
        except ValueError:  # a sweep larger than the page draws
            pass
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
) -> Any:
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
        gives lower bounds (``lower_bound`` is true and ``settle_cap`` names the next cap).
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
        lower_bound, settle_cap``. Numbers are pandas' nullable ``Int64`` (``<NA>`` where the
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
    text = _nimseq.records_csv(
        _text(size, "size"),
        _text(max, "max"),
        _text(cap, "cap"),
        str(rule),
        _flag(primitive, "primitive"),
        None if from_ is None else _text(from_, "from_"),
        callback(progress, "rows"),
    )
    return _table(text, _RECORDS_TYPES, as_frame)


def atlas(
    digits: Optional[int] = None,
    cap: Optional[Number] = None,
    d0: int = 0,
    family: Optional[str] = None,
    n_max: Optional[int] = None,
    first_digit: Optional[int] = None,
    progress: Progress = None,
    as_frame: Optional[bool] = None,
) -> Any:
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
    text = _nimseq.atlas_csv(
        None if digits is None else _whole(digits, "digits"),
        None if cap is None else _text(cap, "cap"),
        _whole(d0, "d0"),
        None if family is None else str(family),
        None if n_max is None else _whole(n_max, "n_max"),
        None if first_digit is None else _whole(first_digit, "first_digit"),
        callback(progress, "codes"),
    )
    return _table(text, _ATLAS_TYPES, as_frame)


# ---- reading the command line's CSV into typed columns ----

# The type of each column that is not text: "int" (nullable) or "bool".
_RECORDS_TYPES: Dict[str, str] = {
    "max": "int",
    "sets": "int",
    "unresolved": "int",
    "longest_period": "int",
    "longest_preperiod": "int",
    "lower_bound": "bool",
    "settle_cap": "int",
}
_ATLAS_TYPES: Dict[str, str] = {
    "preperiod": "int",
    "period": "int",
    "certificate_until": "int",
    "checked_to": "int",
    "largest": "int",
    "rare_count": "int",
    "last_rare": "int",
    "largest_at": "int",
}


def _table(text: str, types: Dict[str, str], as_frame: Optional[bool]) -> Any:
    """The CSV ``text`` (a header and rows, as the command line writes them) as a data frame
    or a structured array, each column typed as ``types`` says (text otherwise)."""
    rows = list(csv.reader(io.StringIO(text)))
    names, body = rows[0], rows[1:]
    fields: List[List[str]] = [[row[i] for row in body] for i in range(len(names))]
    pd = _pandas(as_frame)
    if pd is None:
        dtype: List[Tuple[str, Any]] = []
        for name in names:
            kind = types.get(name)
            dtype.append((name, np.int64 if kind == "int" else bool if kind == "bool" else object))
        out = np.empty(len(body), dtype=dtype)
        for name, values in zip(names, fields):
            kind = types.get(name)
            if kind == "int":
                out[name] = [int(v) if v else -1 for v in values]
            elif kind == "bool":
                out[name] = [v == "true" for v in values]
            else:
                out[name] = values
        return out
    data: Dict[str, Any] = {}
    for name, values in zip(names, fields):
        kind = types.get(name)
        if kind == "int":
            data[name] = pd.array([int(v) if v else None for v in values], dtype="Int64")
        elif kind == "bool":
            data[name] = np.array([v == "true" for v in values], dtype=bool)
        else:
            data[name] = pd.Series(values, dtype=object)
    return pd.DataFrame(data)


def _pandas(as_frame: Optional[bool]) -> Any:
    """pandas when a data frame is wanted and pandas is installed; ``None`` for an array."""
    if as_frame is False:
        return None
    try:
        import pandas  # type: ignore[import-untyped]
    except ImportError:
        if as_frame:
            raise ImportError("as_frame=True needs pandas: pip install pandas") from None
        return None
    return pandas


def _text(value: Any, what: str) -> str:
    """A count for the core to read as the command line reads its argument."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer, str)):
        raise TypeError(f"{what} must be a whole number, not {type(value).__name__}")
    return str(int(value)) if not isinstance(value, str) else value


def _whole(value: Any, what: str) -> int:
    """A whole number at least 0, or ``ValueError`` / ``TypeError`` naming ``what``."""
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)):
        raise TypeError(f"{what} must be a whole number, not {type(value).__name__}")
    value = int(value)
    if value < 0 or value >= 1 << 64:
        raise ValueError(f"{what} = {value} is not a count")
    return value


def _flag(value: Any, what: str) -> bool:
    if not isinstance(value, (bool, np.bool_)):
        raise TypeError(f"{what} must be True or False, not {type(value).__name__}")
    return bool(value)
