"""Command line: `python3 -m powergrid simulate ...` (see `python3 -m powergrid simulate --help`)."""
import sys


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] != "simulate":
        print("usage: python3 -m powergrid simulate [--map germany|usa|korea] [--players N] [--games N] [--seed N]")
        return 2
    from .simulate import main as simulate
    return simulate(argv[1:])


if __name__ == "__main__":
    sys.exit(main())
