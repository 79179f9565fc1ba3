"""(Filled in by the work on issue 48.)"""

from __future__ import annotations

__all__: list = []
