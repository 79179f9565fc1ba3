"""Results in notebooks: the facts of a result as a table, with a link to the page's view.

The results themselves (their fields, ``to_dict()``, equality) are the Rust module's classes
(``nimseq._nimseq.Period``, …); the package's classes extend them with :class:`Result`, which
only shows them.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Dict, List, Optional, Sequence, Tuple

from ._links import link_html, page_link

if TYPE_CHECKING:  # pragma: no cover
    from ._nimseq import Json

__all__ = ["Result"]


class Result:
    """A document of the command line (``nimseq … --json``) with its fields as attributes.

    ``result.to_dict()`` is the document itself, field for field as the command line writes
    it (``nimseq_version`` included); ``result["field"]`` and ``result.field`` read one field.
    In a notebook a result shows its facts as a table, with a link to the page's same view.
    """

    _title = "nimseq"

    # Given by the Rust class each result extends.
    if TYPE_CHECKING:  # pragma: no cover

        @property
        def nimseq_version(self) -> str: ...

        def to_dict(self) -> Dict[str, Json]: ...

        def _page_pairs(self) -> Optional[List[Tuple[str, str]]]: ...

    def _facts(self) -> List[Tuple[str, str]]:
        """The rows of the table a notebook shows: (name, value in words)."""
        return [
            (k, _words(v))
            for k, v in self.to_dict().items()
            if v is not None and k != "nimseq_version"
        ]

    def _link_pairs(self) -> Optional[Sequence[Tuple[str, str]]]:
        """The page's parameters of the same view, when it has one."""
        return self._page_pairs()

    def _extra_html(self) -> str:
        """What a notebook shows after the facts (a product table, the winning moves)."""
        return ""

    #: The words of the link to the page.
    _link_words = "open on the page"

    def link(self) -> Optional[str]:
        """The page's link to the same view (``config.page_url`` and the query), or ``None``
        when the page has no view of it."""
        pairs = self._link_pairs()
        return page_link(pairs) if pairs else None

    def _repr_html_(self) -> str:
        rows = "".join(
            f'<tr><th style="text-align:left;padding-right:1em">{html.escape(k)}</th>'
            f'<td style="text-align:left">{html.escape(v)}</td></tr>'
            for k, v in self._facts()
        )
        pairs = self._link_pairs()
        link = f"<p>{link_html(pairs, self._link_words)}</p>" if pairs else ""
        version = html.escape(self.nimseq_version)
        foot = f"<p><small>computed by nimseq {version}</small></p>"
        return (
            f'<div class="nimseq"><strong>{html.escape(self._title)}</strong>'
            f"<table>{rows}</table>{self._extra_html()}{link}{foot}</div>"
        )

    def __repr__(self) -> str:
        facts = ", ".join(f"{k}={v}" for k, v in self._facts()[:6])
        return f"{type(self).__name__}({facts})"


def _words(value: object) -> str:
    """A field's value as a notebook's table shows it."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return ", ".join(_words(v) for v in value)
    if isinstance(value, dict):
        return "; ".join(f"{k} {_words(v)}" for k, v in value.items() if v is not None)
    return str(value)
