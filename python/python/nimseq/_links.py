"""Links to nimseq's page, in the page's own link grammar (spelled by the Rust core)."""

from __future__ import annotations

import html
import os
from typing import Optional, Sequence, Tuple

from . import _nimseq

__all__ = ["config", "page_link"]


class Config:
    """Settings of the package.

    ``page_url`` is the address of a nimseq page (``https://…/nimseq/``, or the ``dist``
    folder of ``trunk build`` served locally). When it is set, results link to the same view
    on the page and ``Game.board`` shows the page's board in an ``<iframe>``. It starts as the
    environment variable ``NIMSEQ_PAGE_URL`` (unset: no links, only the query to paste).

    >>> import nimseq
    >>> nimseq.config.page_url = "https://example.org/nimseq/"
    >>> nimseq.Game("kayles").link()
    'https://example.org/nimseq/?game=octal:0.77'
    >>> nimseq.config.page_url = None
    """

    def __init__(self) -> None:
        self.page_url: Optional[str] = os.environ.get("NIMSEQ_PAGE_URL") or None

    def __repr__(self) -> str:
        return f"Config(page_url={self.page_url!r})"


config = Config()


def page_query(pairs: Sequence[Tuple[str, str]]) -> str:
    """The page's query string (with its ``?``) setting each (parameter, value) pair.

    Raises ``ValueError`` with the page's notice when the page cannot use a value.
    """
    return _nimseq.page_query([(str(k), str(v)) for k, v in pairs])


def page_link(pairs: Sequence[Tuple[str, str]]) -> str:
    """The page's link setting each pair: ``config.page_url`` followed by the query, or the
    query alone when no page is configured."""
    return query_link(page_query(pairs))


def query_link(query: str) -> str:
    """The page's link of a query the page wrote (``config.page_url`` followed by it)."""
    return _nimseq.page_link(query, config.page_url)


def link_html(pairs: Sequence[Tuple[str, str]], words: str = "open on the page") -> str:
    """An ``<a>`` to the page when one is configured, else the query to paste, in ``<code>``."""
    link = page_link(pairs)
    if config.page_url:
        return f'<a href="{html.escape(link)}" target="_blank" rel="noopener">{html.escape(words)}</a>'
    return (
        f"<code>{html.escape(link)}</code> "
        "<small>(set <code>nimseq.config.page_url</code> to make this a link)</small>"
    )
