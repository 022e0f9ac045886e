"""``python -m solo66``: the command line (see :mod:`solo66.frontends.cli`)."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line and return its exit status (the ``solo66`` script)."""
    try:
        from solo66.frontends.cli import main as run
    except KeyboardInterrupt:  # Ctrl-C while the engine is still loading
        sys.stderr.write("solo66: interrupted\n")
        return 130
    return run(argv)


if __name__ == "__main__":
    sys.exit(main())
