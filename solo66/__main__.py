"""``python -m solo66``: the command line (see :mod:`solo66.frontends.cli`)."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line and return its exit status (the ``solo66`` script)."""
    from solo66.frontends.cli import main as run

    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
