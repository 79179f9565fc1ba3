"""Results: the command line's JSON documents, read as attributes, shown in notebooks."""

from __future__ import annotations

import html
import json
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple

from ._links import link_html, page_link

__all__ = ["Result"]


class Result:
    """A document of the command line (``nimseq … --json``) with its fields as attributes.

    ``result.to_dict()`` is the document itself, field for field as the command line writes
    it (``nimseq_version`` included); ``result["field"]`` and ``result.field`` read one field.
    In a notebook a result shows its facts as a table, with a link to the page's same view.
    """

    _title = "nimseq"

    def __init__(self, document: Dict[str, Any]) -> None:
        self._document = document

    @classmethod
    def _from_json(cls, text: str, *args: Any) -> "Result":
        return cls(json.loads(text), *args)

    def to_dict(self) -> Dict[str, Any]:
        """The document, as the command line's ``--json`` writes it."""
        return json.loads(json.dumps(self._document))

    def to_json(self, indent: Optional[int] = 2) -> str:
        """The document as JSON text."""
        return json.dumps(self._document, indent=indent, ensure_ascii=False)

    def __getitem__(self, name: str) -> Any:
        return self._document[name]

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(name)
        try:
            return self._document[name]
        except KeyError:
            raise AttributeError(
                f"{type(self).__name__} has no field {name!r}; its fields: {', '.join(self._document)}"
            ) from None

    def __dir__(self) -> Iterable[str]:
        return list(super().__dir__()) + list(self._document)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other._document == self._document  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash(self.to_json(indent=None))

    # ---- shown in notebooks ----

    def _facts(self) -> List[Tuple[str, str]]:
        """The rows of the table a notebook shows: (name, value in words)."""
        return [(k, _words(v)) for k, v in self._document.items() if v is not None and k != "nimseq_version"]

    def _link_pairs(self) -> Optional[Sequence[Tuple[str, str]]]:
        """The page's parameters of the same view, when it has one."""
        return None

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
        version = self._document.get("nimseq_version")
        foot = f'<p><small>computed by nimseq {html.escape(str(version))}</small></p>' if version else ""
        return (
            f'<div class="nimseq"><strong>{html.escape(self._title)}</strong>'
            f"<table>{rows}</table>{self._extra_html()}{link}{foot}</div>"
        )

    def __repr__(self) -> str:
        facts = ", ".join(f"{k}={v}" for k, v in self._facts()[:6])
        return f"{type(self).__name__}({facts})"


def _words(value: Any) -> str:
    """A field's value as a notebook's table shows it."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return ", ".join(_words(v) for v in value)
    if isinstance(value, dict):
        return "; ".join(f"{k} {_words(v)}" for k, v in value.items() if v is not None)
    return str(value)
