"""Command line: `python3 -m powergrid simulate ...` and `python3 -m powergrid tournament ...`
(each with --help)."""
from __future__ import annotations

import sys

USAGE = ("usage: python3 -m powergrid simulate [--map MAP] [--players N] [--games N] [--seed N]\n"
         "       python3 -m powergrid tournament [--map MAP] [--seats hard,normal,normal] "
         "[--games N] [--seed N] [--budget-ms MS] [--playouts N] [--jobs N] [--promos all]")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] == "simulate":
        from .simulate import main as simulate
        return simulate(argv[1:])
    if argv and argv[0] == "tournament":
        from .tournament import main as tournament
        return tournament(argv[1:])
    print(USAGE)
    return 2


if __name__ == "__main__":
    sys.exit(main())
