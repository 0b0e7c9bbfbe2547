"""Tessera from Python: five games as a rules referee and a searching engine.

The module functions follow pyffish: each takes the variant, a start position (None for the
game's own) and the moves played since, and answers without keeping any state::

    >>> import tessera
    >>> tessera.variants()
    ['chess', 'voidchess', 'wallchess', 'wallgo', 'wallrunner']
    >>> len(tessera.legal_moves("chess", None, ["e2e4"]))
    20

An :class:`Engine` keeps a game going and searches it::

    >>> with tessera.Engine("wallchess") as engine:
    ...     engine.push("e2")
    ...     result = engine.search(nodes=10000)

Errors raise :class:`TesseraError` (its subclasses say which kind); the engine is then
as it was.
"""

from __future__ import annotations

import ctypes
import threading
from dataclasses import dataclass, field
from typing import Callable, Iterable, Optional, Sequence

from . import _native
from ._native import lib

__all__ = [
    "Engine", "Info", "SearchResult", "Status", "TesseraError", "IllegalMoveError",
    "PositionError", "GameOverError", "OptionError", "version", "variants", "start_fen",
    "legal_moves", "get_fen", "game_result", "perft",
]

_OK, _ARGUMENT, _OPTION, _POSITION, _MOVE, _GAME_OVER, _NO_MOVE, _BOOK = range(8)


class TesseraError(Exception):
    """A call the engine refused, with the engine's one-line reason."""

    def __init__(self, code: int, message: str):
        super().__init__(message)
        self.code = code


class IllegalMoveError(TesseraError, ValueError):
    """A move that is not legal in the position (or nothing left to take back)."""


class PositionError(TesseraError, ValueError):
    """A position string the game does not read."""


class GameOverError(TesseraError):
    """The game has ended: no move may follow and there is nothing to search."""


class OptionError(TesseraError, ValueError):
    """An unknown option, or a value it does not take."""


_ERRORS = {_POSITION: PositionError, _MOVE: IllegalMoveError, _NO_MOVE: IllegalMoveError,
           _GAME_OVER: GameOverError, _OPTION: OptionError}


def _text(value: Optional[bytes]) -> str:
    return value.decode() if value is not None else ""


def _raise_for(code: int, message: str) -> None:
    raise _ERRORS.get(code, TesseraError)(code, message)


def version() -> str:
    """The version of the loaded libtessera."""
    return _text(lib.tessera_version())


__version__ = version()


def variants() -> list[str]:
    """The games, in the order the engine lists them (the first is the default)."""
    return [_text(lib.tessera_game_name(i)) for i in range(lib.tessera_game_count())]


@dataclass(frozen=True)
class Status:
    """Where a game stands: ``outcome`` is "ongoing", "win" or "draw"."""

    outcome: str
    winner: Optional[int]  # player index for a win
    reason: str  # "checkmate", "goal", "repetition", ...; "" while ongoing
    side_to_move: int
    players: int
    scores: Optional[tuple[int, ...]] = None  # Wall Go territory per player

    @property
    def is_over(self) -> bool:
        return self.outcome != "ongoing"


@dataclass(frozen=True)
class Info:
    """One search iteration as the engine reports it."""

    depth: int
    seldepth: int
    multipv: int
    score: int  # in the game's units, from the side to move's view
    mate: Optional[int]  # moves to mate (negative: mated), None when no mate is seen
    nodes: int
    nps: int
    time_ms: int
    hashfull: int
    pv: list[str]


@dataclass(frozen=True)
class SearchResult:
    """The move a search chose, with its score and line."""

    move: Optional[str]  # None when the position has no legal move
    ponder: Optional[str]
    score: int
    mate: Optional[int]
    depth: int
    nodes: int
    time_ms: int
    pv: list[str] = field(default_factory=list)
    from_book: bool = False


_OUTCOMES = ("ongoing", "win", "draw")


class Engine:
    """One game in progress, with its options and search; use from one thread at a time."""

    def __init__(self, variant: str = "chess", players: int = 2, fen: Optional[str] = None,
                 moves: Iterable[str] = (), options: Optional[dict[str, object]] = None):
        self._handle = None
        handle = ctypes.c_void_p()
        code = lib.tessera_new(variant.encode(), players, ctypes.byref(handle))
        if code != _OK:
            raise TesseraError(code, f"no engine for variant {variant!r} with {players} players")
        self._handle = handle
        for name, value in (options or {}).items():
            self.set_option(name, value)
        if fen is not None or moves:
            self.set_position(fen, moves)

    # -- lifetime ---------------------------------------------------------------------------

    def close(self) -> None:
        """Frees the engine (a running search is stopped first)."""
        if self._handle:
            lib.tessera_free(self._handle)
            self._handle = None

    def __enter__(self) -> "Engine":
        return self

    def __exit__(self, *exception) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # at interpreter exit the library may already be gone
            pass

    def _check(self, code: int) -> None:
        if code != _OK:
            _raise_for(code, _text(lib.tessera_error(self._handle)))

    # -- the game ----------------------------------------------------------------------------

    @property
    def variant(self) -> str:
        """The game being played: "chess", "wallgo", ..."""
        return _text(lib.tessera_game(self._handle))

    @property
    def players(self) -> int:
        """The number of players of the position."""
        return lib.tessera_players(self._handle)

    def set_position(self, fen: Optional[str] = None, moves: Iterable[str] = ()) -> None:
        """Sets the position string (None: the start) and the moves played from it."""
        encoded = [move.encode() for move in moves]
        array = (ctypes.c_char_p * max(1, len(encoded)))(*encoded)
        self._check(lib.tessera_set_position(self._handle, fen.encode() if fen else None, array,
                                             len(encoded)))

    def new_game(self) -> None:
        """Back to the start position, forgetting the hash table and histories."""
        self._check(lib.tessera_new_game(self._handle))

    def push(self, move: str) -> None:
        """Plays a legal move; raises IllegalMoveError or GameOverError otherwise."""
        self._check(lib.tessera_play(self._handle, move.encode()))

    def pop(self) -> None:
        """Takes back the last move."""
        self._check(lib.tessera_undo(self._handle))

    @property
    def move_count(self) -> int:
        """Moves played since the position string."""
        return lib.tessera_move_count(self._handle)

    @property
    def fen(self) -> str:
        """The position string."""
        return _text(lib.tessera_position(self._handle))

    @property
    def key(self) -> int:
        """The position's Zobrist key."""
        return lib.tessera_key(self._handle)

    @property
    def side_to_move(self) -> int:
        """The player to move, from 0."""
        return lib.tessera_side_to_move(self._handle)

    def legal_moves(self) -> list[str]:
        """The legal moves; none once the game is over."""
        text = _text(lib.tessera_legal_moves(self._handle, None))
        return text.split() if text else []

    def is_legal(self, move: str) -> bool:
        """Whether move could be played now."""
        return bool(lib.tessera_is_legal(self._handle, move.encode()))

    def illegal_reason(self, move: str) -> str:
        """Why move may not be played now ("it crosses the wall at e7v"); "" when it is legal."""
        return _text(lib.tessera_illegal_reason(self._handle, move.encode()))

    def board(self) -> str:
        """A drawing of the board."""
        return _text(lib.tessera_board(self._handle))

    def evaluation(self) -> str:
        """The static evaluation with its terms."""
        return _text(lib.tessera_eval(self._handle))

    def status(self) -> Status:
        """Who won and why, repetition and fifty-move draws included."""
        found = _native.Status()
        self._check(lib.tessera_status(self._handle, ctypes.byref(found)))
        scores = tuple(found.scores[:found.players]) if found.has_scores else None
        return Status(outcome=_OUTCOMES[found.outcome],
                      winner=found.winner if found.winner >= 0 else None,
                      reason=_text(found.reason), side_to_move=found.side_to_move,
                      players=found.players, scores=scores)

    def perft(self, depth: int) -> int:
        """The number of move paths of depth plies from the position."""
        nodes = ctypes.c_uint64()
        self._check(lib.tessera_perft(self._handle, depth, _native.DIVIDE_CALLBACK(), None,
                                      ctypes.byref(nodes)))
        return nodes.value

    # -- options -----------------------------------------------------------------------------

    def set_option(self, name: str, value: object = None) -> None:
        """Sets an engine option (as in `setoption`); None presses a button."""
        if isinstance(value, bool):
            value = "true" if value else "false"
        code = lib.tessera_set_option(self._handle, name.encode(),
                                      None if value is None else str(value).encode())
        self._check(code)

    @property
    def options(self) -> dict[str, str]:
        """Every option with its current value, as text."""
        found = {}
        for index in range(lib.tessera_option_count()):
            option = _native.Option()
            self._check(lib.tessera_option(self._handle, index, ctypes.byref(option)))
            found[_text(option.name)] = option.value.decode()
        return found

    # -- search ------------------------------------------------------------------------------

    def search(self, *, depth: Optional[int] = None, nodes: Optional[int] = None,
               movetime: Optional[int] = None, clocks: Sequence[int] = (),
               increments: Sequence[int] = (), movestogo: int = 0, mate: Optional[int] = None,
               searchmoves: Sequence[str] = (),
               on_info: Optional[Callable[[Info], None]] = None) -> SearchResult:
        """Searches the position until a limit is reached and returns the chosen move.

        movetime and the clocks (one per player, remaining milliseconds) are in ms. on_info,
        when given, hears each iteration (on the engine's search thread).
        """
        limits = _native.Limits()
        lib.tessera_limits_init(ctypes.byref(limits))
        limits.depth = depth or 0
        limits.nodes = nodes or 0
        limits.movetime_ms = movetime or 0
        limits.movestogo = movestogo
        limits.mate = mate or 0
        for player, clock in enumerate(clocks):
            limits.time_ms[player] = clock
        for player, increment in enumerate(increments):
            limits.increment_ms[player] = increment
        encoded = [move.encode() for move in searchmoves]
        array = (ctypes.c_char_p * max(1, len(encoded)))(*encoded)
        limits.searchmoves = ctypes.cast(array, ctypes.POINTER(ctypes.c_char_p))
        limits.searchmoves_count = len(encoded)
        if not (limits.depth or limits.nodes or limits.movetime_ms or limits.mate or clocks):
            raise ValueError("search needs a limit: depth, nodes, movetime, mate or clocks")
        callback = _native.INFO_CALLBACK(_info_adapter(on_info)) if on_info else \
            _native.INFO_CALLBACK()
        result = _native.Result()
        self._check(lib.tessera_search(self._handle, ctypes.byref(limits), callback, None,
                                       ctypes.byref(result)))
        move = result.move.decode()
        return SearchResult(move=move or None, ponder=result.ponder.decode() or None,
                            score=result.score, mate=result.mate if result.is_mate else None,
                            depth=result.depth, nodes=result.nodes, time_ms=result.time_ms,
                            pv=result.pv.decode().split(), from_book=result.from_book)

    def stop(self) -> None:
        """Asks a search running in another thread to end now."""
        lib.tessera_stop(self._handle)


def _info_adapter(on_info: Callable[[Info], None]):
    def adapter(context, pointer):
        found = pointer.contents
        on_info(Info(depth=found.depth, seldepth=found.seldepth, multipv=found.multipv,
                     score=found.score, mate=found.mate if found.is_mate else None,
                     nodes=found.nodes, nps=found.nps, time_ms=found.time_ms,
                     hashfull=found.hashfull, pv=_text(found.pv).split()))
    return adapter


# -- pyffish-style functions ---------------------------------------------------------------

_referees = threading.local()


def _referee(variant: str, fen: Optional[str], moves: Iterable[str], players: int) -> Engine:
    """This thread's engine for variant, set to the position (engines are reused)."""
    cache = getattr(_referees, "engines", None)
    if cache is None:
        cache = _referees.engines = {}
    engine = cache.get((variant, players))
    if engine is None:
        engine = cache[(variant, players)] = Engine(variant, players)
    engine.set_position(fen, moves)
    return engine


def start_fen(variant: str, players: int = 2) -> str:
    """The start position string of variant."""
    return _referee(variant, None, (), players).fen


def legal_moves(variant: str, fen: Optional[str], moves: Iterable[str] = (),
                players: int = 2) -> list[str]:
    """The legal moves after moves from fen (None: the start)."""
    return _referee(variant, fen, moves, players).legal_moves()


def get_fen(variant: str, fen: Optional[str], moves: Iterable[str] = (), players: int = 2) -> str:
    """The position string after moves from fen (None: the start)."""
    return _referee(variant, fen, moves, players).fen


def game_result(variant: str, fen: Optional[str], moves: Iterable[str] = (),
                players: int = 2) -> Status:
    """Who won and why after moves from fen (None: the start)."""
    return _referee(variant, fen, moves, players).status()


def perft(variant: str, fen: Optional[str], depth: int, moves: Iterable[str] = (),
          players: int = 2) -> int:
    """The number of move paths of depth plies after moves from fen (None: the start)."""
    return _referee(variant, fen, moves, players).perft(depth)
