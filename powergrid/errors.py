"""The one error type the engine raises for a move that the rules do not allow."""


class IllegalAction(ValueError):
    """An action that is not legal now; the message says why in plain words.

    When `apply` raises it, the game state is exactly as it was before the call.
    """
