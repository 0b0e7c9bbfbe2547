"""The exceptions of the bindings: TesseraError and its subclasses, one per kind of refusal.

A refusal of the library carries its TesseraCode (include/tessera.h) and its one-line reason.
A refusal of the bindings themselves (a closed engine, an engine busy in another thread, a
call from inside the engine's own callback) has code None. The library's own refusal of a
call from inside a callback (CALLBACK) never reaches Python, since the bindings refuse such a
call first; it would raise TesseraError.
"""

from __future__ import annotations

from typing import NoReturn, Optional

# The TesseraCode values of include/tessera.h.
(OK, ARGUMENT, OPTION, POSITION, MOVE, GAME_OVER, NO_MOVE, BOOK, MEMORY, THREAD, STOPPED, CALLBACK,
 NO_CLAIM) = range(13)


class TesseraError(Exception):
    """A call the engine refused, with the engine's one-line reason."""

    def __init__(self, code: Optional[int], message: str):
        super().__init__(message)
        self.code = code


class ArgumentError(TesseraError, ValueError):
    """An argument out of range: a number, a string with a NUL, a player count, a variant."""


class IllegalMoveError(TesseraError, ValueError):
    """A move that is not legal in the position (or nothing left to take back)."""


class PositionError(TesseraError, ValueError):
    """A position string the game does not read."""


class GameOverError(TesseraError):
    """The game has ended: no move may follow and there is nothing to search."""


class NoClaimError(TesseraError):
    """A draw claimed where there is none to claim (in chess: no threefold repetition and no
    fifty moves; in the other games: no draw by claim at all)."""


class OptionError(TesseraError, ValueError):
    """An unknown option, or a value it does not take."""


_BY_CODE = {ARGUMENT: ArgumentError, POSITION: PositionError, MOVE: IllegalMoveError,
            NO_MOVE: IllegalMoveError, GAME_OVER: GameOverError, OPTION: OptionError,
            NO_CLAIM: NoClaimError, CALLBACK: TesseraError}


def raise_for(code: int, message: str) -> NoReturn:
    """Raises the exception of a library code."""
    raise _BY_CODE.get(code, TesseraError)(code, message)


def closed() -> TesseraError:
    return TesseraError(None, "engine is closed")


def busy_elsewhere() -> TesseraError:
    return TesseraError(None, "engine is busy in another thread")


def busy_here() -> TesseraError:
    return TesseraError(None, "engine is busy in another call of this thread")


def in_callback() -> TesseraError:
    return TesseraError(None, "engine called from inside its own callback (only stop() may be)")
