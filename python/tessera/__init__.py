"""Tessera from Python: five games as a rules referee and a searching engine.

The module functions follow pyffish: each takes the variant, a start position (None for the
game's own) and the moves played since, and answers without keeping any state::

    >>> import tessera
    >>> tessera.variants()
    ['chess', 'voidchess', 'wallchess', 'wallgo', 'wallrunner']
    >>> len(tessera.legal_moves("chess", None, ["e2e4"]))
    20

Each also takes the keyword options, engine options as Engine takes them, set before the
position is read: a Wall Go position of the show rules reads with {"WallGoRules": "show"}::

    >>> tessera.start_fen("wallgo", options={"WallGoRules": "show"})
    '7/7/7/7/7/7/7 A 20,20 - 4,4 show'

Moves are written in Standard Algebraic Notation by get_san and get_san_moves (pyffish's
names; a wall game's move is its own text)::

    >>> tessera.get_san_moves("chess", None, ["e2e4", "e7e5", "g1f3"])
    ['e4', 'e5', 'Nf3']

An :class:`Engine` keeps a game going and searches it; in chess, threefold repetition and
fifty moves are drawn when claimed (draw_claim, claim_draw)::

    >>> with tessera.Engine("wallchess") as engine:
    ...     engine.push("e2")
    ...     result = engine.search(nodes=10000)

Errors raise :class:`TesseraError` (its subclasses say which kind), and a wrong type
TypeError; the engine is then as it was. Ctrl-C interrupts a search or a perft and leaves
the engine usable. python/README.md lists the errors and the rules for threads.
"""

from __future__ import annotations

import ctypes
import functools
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Optional, Sequence, TypeVar

from . import _arguments, _errors, _jobs, _native
from ._errors import (ArgumentError, GameOverError, IllegalMoveError, NoClaimError, OptionError,
                      PositionError, TesseraError)
from ._native import lib

__all__ = [
    "Engine", "Info", "SearchResult", "Status", "TesseraError", "ArgumentError",
    "IllegalMoveError", "PositionError", "GameOverError", "NoClaimError", "OptionError",
    "version", "variants", "start_fen", "legal_moves", "get_fen", "game_result", "get_san",
    "get_san_moves", "gives_check", "perft",
]


def _text(value: Optional[bytes]) -> str:
    return value.decode() if value is not None else ""


def _move_array(moves: list[bytes]) -> Any:
    """Checked moves as the C array of strings the library takes (never of length 0)."""
    return (ctypes.c_char_p * max(1, len(moves)))(*moves)


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


_Method = TypeVar("_Method", bound=Callable[..., Any])
_Options = Optional[Mapping[str, object]]  # engine option names with their values


def _exclusive(method: _Method) -> _Method:
    """Runs method with the engine to itself: refused when the engine is closed, busy in
    another thread, or called from inside its own callback (the C API allows one thread at a
    time, and a call from a callback would wait for itself)."""

    @functools.wraps(method)
    def run(self: "Engine", *args: Any, **kwargs: Any) -> Any:
        self._enter()
        try:
            if self._job is not None:  # left by a refused call, or one interrupted while
                _jobs.end(self._handle, self._job)  # it ended its job
                self._job = None
            return method(self, *args, **kwargs)
        finally:
            self._owner = None
            self._lock.release()

    return run  # type: ignore[return-value]


def _game_info(variant: object) -> _native.GameInfo:
    """The facts of a game, or ArgumentError naming the variants there are."""
    name = _arguments.text("variant", variant)
    info = _native.GameInfo()
    if lib.tessera_game_info(name, ctypes.byref(info)) != _errors.OK:
        raise _arguments.refuse(f"unknown variant {variant!r} (the variants: "
                                f"{', '.join(variants())})")
    return info


def _checked_players(info: _native.GameInfo, players: object) -> int:
    count = _arguments.whole("players", players)
    low, high = info.min_players, info.max_players
    if not low <= count <= high:
        played_by = f"{low}" if low == high else f"{low} to {high}"
        raise _arguments.refuse(f"{_text(info.name)} is played by {played_by} players, "
                                f"not {count}")
    return count


class Engine:
    """One game in progress, with its options and search.

    One thread uses an engine at a time: a call while another thread's call runs raises
    TesseraError("engine is busy in another thread"). stop() and close() may come from any
    thread. A closed engine raises TesseraError("engine is closed") from every method.
    """

    _handle: Optional[ctypes.c_void_p] = None  # so that a half-made engine reads as closed
    _closing = False
    _job: Optional[_jobs.Job] = None  # the search or perft that may still need ending
    _owner: Optional[int] = None  # the thread inside a call

    def __init__(self, variant: str = "chess", players: int = 2, fen: Optional[str] = None,
                 moves: Iterable[str] = (), options: _Options = None):
        self._lock = threading.Lock()  # one call at a time (the C API's rule)
        self._handle_lock = threading.Lock()  # stop() against close() freeing the handle
        info = _game_info(variant)
        count = _checked_players(info, players)
        settings = _arguments.options(options)
        handle = ctypes.c_void_p()
        code = lib.tessera_new(info.name, count, ctypes.byref(handle))
        if code != _errors.OK:
            _errors.raise_for(code, f"no engine for variant {variant!r} with {count} players: "
                              f"{_text(lib.tessera_code_name(code))}")
        self._handle = handle
        try:
            for name, value in settings:
                self._set_option(name, value)
            if fen is not None or moves:
                self.set_position(fen, moves)
        except BaseException:
            self.close()
            raise

    # -- lifetime ---------------------------------------------------------------------------

    def close(self) -> None:
        """Frees the engine; from any thread. A running search or perft is stopped first
        (the search still returns its move). Closing a closed engine does nothing."""
        if self._handle is None:
            return
        self._refuse_reentry()
        if not self._lock.acquire(blocking=False):
            self._closing = True  # the running call stops its job, later calls are refused
            self.stop()
            try:
                self._lock.acquire()
            except BaseException:  # interrupted: the engine stays open
                self._closing = False
                raise
        try:
            if self._handle is not None:
                _jobs.end(self._handle, self._job)
                with self._handle_lock:
                    lib.tessera_free(self._handle)
                    self._handle = None
                self._job = None
        finally:
            self._closing = False
            self._lock.release()

    def __enter__(self) -> "Engine":
        return self

    def __exit__(self, *exception: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except BaseException:  # at interpreter exit the library may already be gone
            pass

    def __copy__(self) -> "Engine":
        raise TypeError("an Engine cannot be copied: make a new one")

    def __deepcopy__(self, memo: object) -> "Engine":
        raise TypeError("an Engine cannot be copied: make a new one")

    def __reduce__(self) -> Any:
        raise TypeError("an Engine cannot be pickled")

    def _refuse_reentry(self) -> None:
        """A call from the engine's callback, or again from the thread inside a call (a
        signal handler), would wait for itself."""
        job = self._job
        me = threading.get_ident()
        if job is not None and job.callback_thread == me:
            raise _errors.in_callback()
        if self._owner == me:
            raise _errors.busy_here()

    def _enter(self) -> None:
        if self._handle is None or self._closing:
            raise _errors.closed()
        self._refuse_reentry()
        if not self._lock.acquire(blocking=False):
            raise _errors.busy_elsewhere()
        if self._handle is None or self._closing:
            self._lock.release()
            raise _errors.closed()
        self._owner = threading.get_ident()

    def _check(self, code: int) -> None:
        if code != _errors.OK:
            _errors.raise_for(code, _text(lib.tessera_error(self._handle)))

    def _new_job(self) -> _jobs.Job:
        """The job of a search or perft call, known from the call's start, so that a stop()
        that comes while the call checks its arguments still stops the job."""
        job = self._job = _jobs.Job()
        return job

    def _run_job(self, job: _jobs.Job, start: Callable[[], int]) -> None:
        """Starts a job, waits for it, and raises what a callback raised. Interrupted
        (KeyboardInterrupt, any exception of a signal handler), it stops the job, waits for
        its end and raises again: the engine stays usable."""
        try:
            self._check(start())
            job.wait(self._handle, lambda: self._closing)
        except BaseException:
            _jobs.end(self._handle, job)
            self._job = None
            raise
        _jobs.end(self._handle, job)
        self._job = None
        if job.error is not None:
            raise job.error

    # -- the game ----------------------------------------------------------------------------

    @property
    @_exclusive
    def variant(self) -> str:
        """The game being played: "chess", "wallgo", ..."""
        return _text(lib.tessera_game(self._handle))

    @property
    @_exclusive
    def players(self) -> int:
        """The number of players of the position."""
        return lib.tessera_players(self._handle)

    @_exclusive
    def set_position(self, fen: Optional[str] = None, moves: Iterable[str] = ()) -> None:
        """Sets the position string (None: the start) and the moves played from it."""
        position = _arguments.optional_text("fen", fen)
        encoded = _arguments.texts("moves", moves)
        self._check(lib.tessera_set_position(self._handle, position, _move_array(encoded),
                                             len(encoded)))

    @_exclusive
    def new_game(self) -> None:
        """Back to the start position, forgetting the hash table and histories."""
        self._check(lib.tessera_new_game(self._handle))

    @_exclusive
    def push(self, move: str) -> None:
        """Plays a legal move; raises IllegalMoveError or GameOverError otherwise."""
        self._check(lib.tessera_play(self._handle, _arguments.text("move", move)))

    @_exclusive
    def pop(self) -> None:
        """Takes back the last move."""
        self._check(lib.tessera_undo(self._handle))

    @property
    @_exclusive
    def move_count(self) -> int:
        """Moves played since the position string."""
        return lib.tessera_move_count(self._handle)

    @property
    @_exclusive
    def fen(self) -> str:
        """The position string."""
        return _text(lib.tessera_position(self._handle))

    @property
    @_exclusive
    def key(self) -> int:
        """The position's Zobrist key."""
        return lib.tessera_key(self._handle)

    @property
    @_exclusive
    def side_to_move(self) -> int:
        """The player to move, from 0."""
        return lib.tessera_side_to_move(self._handle)

    @_exclusive
    def legal_moves(self) -> list[str]:
        """The legal moves; none once the game is over."""
        text = _text(lib.tessera_legal_moves(self._handle, None))
        return text.split() if text else []

    @_exclusive
    def is_legal(self, move: str) -> bool:
        """Whether move could be played now."""
        return bool(lib.tessera_is_legal(self._handle, _arguments.text("move", move)))

    @_exclusive
    def illegal_reason(self, move: str) -> str:
        """Why move may not be played now ("it crosses the wall at e7v"); "" when it is legal."""
        return _text(lib.tessera_illegal_reason(self._handle, _arguments.text("move", move)))

    @_exclusive
    def board(self) -> str:
        """A drawing of the board."""
        return _text(lib.tessera_board(self._handle))

    @_exclusive
    def evaluation(self) -> str:
        """The static evaluation with its terms."""
        return _text(lib.tessera_eval(self._handle))

    @_exclusive
    def status(self) -> Status:
        """Who won and why, repetition and fifty-move draws included (claimed ones too)."""
        return self._status()

    def _status(self) -> Status:
        found = _native.Status()
        self._check(lib.tessera_status(self._handle, ctypes.byref(found)))
        scores = tuple(found.scores[:found.players]) if found.has_scores else None
        return Status(outcome=_OUTCOMES[found.outcome],
                      winner=found.winner if found.winner >= 0 else None,
                      reason=_text(found.reason), side_to_move=found.side_to_move,
                      players=found.players, scores=scores)

    # -- draws by claim ----------------------------------------------------------------------

    @_exclusive
    def draw_claim(self, move: Optional[str] = None) -> Optional[str]:
        """The draw the side to move may claim now, or by playing move when it is given:
        "repetition" or "fifty-moves"; None when there is none, as in a game without claims
        (all but chess) or once the game is over. A move that is not legal raises
        IllegalMoveError."""
        encoded = None if move is None else self._legal_move(move)
        return _text(lib.tessera_draw_claim(self._handle, encoded)) or None

    @_exclusive
    def claim_draw(self, move: Optional[str] = None) -> str:
        """Claims the draw draw_claim(move) names: move, when given, is played, and the game
        ends as a draw; returns its reason ("repetition" or "fifty-moves"), which status()
        gives from then on. NoClaimError (with the library's reason) when there is no draw to
        claim, IllegalMoveError for a move that is not legal, GameOverError after the end:
        nothing changes then. pop() takes the claim back with the last move."""
        self._check(lib.tessera_claim_draw(self._handle, _arguments.optional_text("move", move)))
        return self._status().reason

    # -- notation ----------------------------------------------------------------------------

    def _san(self, move: bytes) -> str:
        """The SAN of a legal move; IllegalMoveError with the library's reason otherwise."""
        san = ctypes.c_char_p()
        self._check(lib.tessera_san(self._handle, move, ctypes.byref(san)))
        return _text(san.value)

    def _legal_move(self, move: object) -> bytes:
        """move, checked to be a legal move of the position (the library's reason if not)."""
        encoded = _arguments.text("move", move)
        self._san(encoded)
        return encoded

    @_exclusive
    def san(self, move: str) -> str:
        """A legal move's Standard Algebraic Notation ("Nf3", "exd5", "O-O", "e8=Q+") in
        chess and Void Chess; the move's own text in the wall games."""
        return self._san(_arguments.text("move", move))

    @_exclusive
    def san_moves(self, moves: Iterable[str]) -> list[str]:
        """The SAN of each move of a line played from the position (nothing is played); an
        illegal move raises IllegalMoveError naming its place in the list."""
        encoded = _arguments.texts("moves", moves)
        san = ctypes.c_char_p()
        self._check(lib.tessera_san_moves(self._handle, _move_array(encoded), len(encoded),
                                          ctypes.byref(san)))
        return _text(san.value).split()

    @_exclusive
    def parse_san(self, san: str) -> str:
        """The move, as push() takes it, that san names: "Nf3" or "Ng1f3", "exd5", "O-O" or
        "0-0", "e8=Q" or "e8Q", with or without "+"/"#", or the move's own text.
        IllegalMoveError with the rule it breaks when no legal move matches."""
        move = ctypes.c_char_p()
        self._check(lib.tessera_parse_san(self._handle, _arguments.text("san", san),
                                          ctypes.byref(move)))
        return _text(move.value)

    @_exclusive
    def gives_check(self, move: str) -> bool:
        """Whether the legal move checks the opponent (always False in the wall games)."""
        return bool(lib.tessera_gives_check(self._handle, self._legal_move(move)))

    @property
    @_exclusive
    def in_check(self) -> bool:
        """Whether the side to move is in check (always False in the wall games)."""
        return bool(lib.tessera_in_check(self._handle))

    @_exclusive
    def perft(self, depth: int, divide: Optional[Callable[[str, int], None]] = None) -> int:
        """The number of move paths of depth plies (1-20) from the position. divide, when
        given, hears each root move with its count (on the engine's thread). Ctrl-C stops
        it; stop() from another thread too, with TesseraError("perft stopped")."""
        job = self._new_job()
        plies = _arguments.integer("depth", depth, 1, _arguments.MAX_PERFT_DEPTH)
        _arguments.callback("divide", divide)
        total = {"nodes": 0, "stopped": False}

        def heard(context: object, move: bytes, nodes: int) -> None:
            if divide is not None:
                job.call_user(divide, _text(move), nodes)

        def done(context: object, nodes: int, stopped: bool) -> None:
            total.update(nodes=nodes, stopped=stopped)

        job.keep = [_native.DIVIDE_CALLBACK(job.callback(heard)),
                    _native.DONE_CALLBACK(job.callback(done, last=True))]
        self._run_job(job, lambda: lib.tessera_perft_start(self._handle, plies, job.keep[0],
                                                           job.keep[1], None))
        if total["stopped"]:
            raise TesseraError(_errors.STOPPED, "perft stopped")
        return int(total["nodes"])

    # -- options -----------------------------------------------------------------------------

    @_exclusive
    def set_option(self, name: str, value: object = None) -> None:
        """Sets an engine option (as in `setoption`); None presses a button."""
        self._set_option(*_arguments.option(name, value))

    def _set_option(self, name: bytes, value: Optional[bytes]) -> None:
        """Sets an option checked and encoded by _arguments.option."""
        self._check(lib.tessera_set_option(self._handle, name, value))

    @property
    @_exclusive
    def options(self) -> dict[str, str]:
        """Every option with its current value, as text."""
        found = {}
        for index in range(lib.tessera_option_count()):
            option = _native.Option()
            self._check(lib.tessera_option(self._handle, index, ctypes.byref(option)))
            found[_text(option.name)] = option.value.decode()
        return found

    # -- search ------------------------------------------------------------------------------

    @_exclusive
    def search(self, *, depth: Optional[int] = None, nodes: Optional[int] = None,
               movetime: Optional[int] = None, clocks: Sequence[int] = (),
               increments: Sequence[int] = (), movestogo: Optional[int] = 0,
               mate: Optional[int] = None, searchmoves: Sequence[str] = (),
               on_info: Optional[Callable[[Info], None]] = None) -> SearchResult:
        """Searches the position until a limit is reached and returns the chosen move.

        movetime and the clocks (one per player, remaining milliseconds; negative counts as
        0) are in ms. on_info, when given, hears each iteration (on the engine's search
        thread); what it raises stops the search and is raised here. Ctrl-C stops the
        search and raises KeyboardInterrupt; stop() from another thread (or from on_info)
        ends it early with the best move found so far.
        """
        job = self._new_job()
        limits, moves = self._limits(depth, nodes, movetime, clocks, increments, movestogo,
                                     mate, searchmoves)
        _arguments.callback("on_info", on_info)
        found: dict[str, Any] = {"info": None, "move": None, "ponder": None, "book": False}

        def heard(context: object, pointer: Any) -> None:
            info = _info(pointer.contents)
            if info.multipv == 1:
                found["info"] = info
            if on_info is not None:
                job.call_user(on_info, info)

        def chosen(context: object, move: Optional[bytes], ponder: Optional[bytes],
                   from_book: bool) -> None:
            found.update(move=move and move.decode(), ponder=ponder and ponder.decode(),
                         book=bool(from_book))

        callbacks = _native.Callbacks(None, _native.INFO_CALLBACK(job.callback(heard)),
                                      _native.BESTMOVE_CALLBACK(job.callback(chosen, last=True)))
        job.keep = [limits, moves, callbacks]
        self._run_job(job, lambda: lib.tessera_search_start(self._handle, ctypes.byref(limits),
                                                            ctypes.byref(callbacks)))
        last = found["info"]
        return SearchResult(move=found["move"] or None, ponder=found["ponder"] or None,
                            score=last.score if last else 0, mate=last.mate if last else None,
                            depth=last.depth if last else 0, nodes=last.nodes if last else 0,
                            time_ms=last.time_ms if last else 0, pv=last.pv if last else [],
                            from_book=found["book"])

    def _limits(self, depth: object, nodes: object, movetime: object, clocks: object,
                increments: object, movestogo: object, mate: object,
                searchmoves: object) -> tuple[_native.Limits, Any]:
        """The search limits, checked (the protocol's ranges, a clock per player), and the
        array of searchmoves they point to."""
        limits = _native.Limits()
        lib.tessera_limits_init(ctypes.byref(limits))
        bounds = {"depth": (depth, _arguments.MAX_DEPTH),
                  "nodes": (nodes, _arguments.INT64_MAX),
                  "movetime": (movetime, _arguments.MAX_CLOCK_MS),
                  "mate": (mate, _arguments.MAX_MATE)}
        found = {name: _arguments.optional_integer(name, value, 1, high)
                 for name, (value, high) in bounds.items()}
        limits.depth = found["depth"] or 0
        limits.nodes = found["nodes"] or 0
        limits.movetime_ms = found["movetime"] or 0
        limits.mate = found["mate"] or 0
        limits.movestogo = _arguments.optional_integer("movestogo", movestogo, 0,
                                                       _arguments.MAX_MOVESTOGO) or 0
        players = lib.tessera_players(self._handle)
        time_ms = _arguments.per_player("clocks", clocks, players, exact=True)
        for player, clock in enumerate(time_ms):
            limits.time_ms[player] = clock
        for player, increment in enumerate(_arguments.per_player("increments", increments,
                                                                 players, exact=False)):
            limits.increment_ms[player] = increment
        moves = _arguments.texts("searchmoves", searchmoves, _arguments.MAX_SEARCHMOVES)
        array = _move_array(moves)
        limits.searchmoves = ctypes.cast(array, ctypes.POINTER(ctypes.c_char_p))
        limits.searchmoves_count = len(moves)
        if not (any(value is not None for value in found.values()) or time_ms):
            raise _arguments.refuse("search needs a limit: depth, nodes, movetime, mate or "
                                    "clocks")
        return limits, array

    def stop(self) -> None:
        """Asks the running search or perft to end now (or the one whose call is still
        checking its arguments): from another thread, or from inside on_info or divide.
        Does nothing when no search or perft call runs."""
        job = self._job
        if job is not None:
            job.request_stop()
            if job.callback_thread == threading.get_ident():
                return  # the waiting thread stops it: the callback returns first
        if self._handle is None:
            raise _errors.closed()
        with self._handle_lock:
            if self._handle is None:
                raise _errors.closed()
            lib.tessera_stop(self._handle)


def _info(found: _native.Info) -> Info:
    return Info(depth=found.depth, seldepth=found.seldepth, multipv=found.multipv,
                score=found.score, mate=found.mate if found.is_mate else None, nodes=found.nodes,
                nps=found.nps, time_ms=found.time_ms, hashfull=found.hashfull,
                pv=_text(found.pv).split())


# -- pyffish-style functions ---------------------------------------------------------------

_referees = threading.local()
_REFEREES_KEPT = 16  # engines each thread keeps for reuse, the most recently used


def _referee(variant: str, fen: Optional[str], moves: Iterable[str], players: int,
             options: _Options) -> Engine:
    """This thread's engine for variant, players and options (set first, as Engine sets
    them), at the position. Engines are reused: an engine never changes its options, so
    each set of options has its own."""
    key = (_arguments.text("variant", variant), _arguments.whole("players", players),
           tuple(_arguments.options(options)))
    cache = getattr(_referees, "engines", None)
    if cache is None:
        cache = _referees.engines = {}
    engine = cache.pop(key, None)  # put back last: the dict runs from least recently used
    if engine is None:
        engine = Engine(variant, players, options=options)
        if len(cache) >= _REFEREES_KEPT:
            cache.pop(next(iter(cache))).close()
    cache[key] = engine
    engine.set_position(fen, moves)
    return engine


def start_fen(variant: str, players: int = 2, *, options: _Options = None) -> str:
    """The start position string of variant under options (Wall Go's {"WallGoRules": "show"}
    gives the show rules' start)."""
    return _referee(variant, None, (), players, options).fen


def legal_moves(variant: str, fen: Optional[str], moves: Iterable[str] = (), players: int = 2,
                *, options: _Options = None) -> list[str]:
    """The legal moves after moves from fen (None: the start)."""
    return _referee(variant, fen, moves, players, options).legal_moves()


def get_fen(variant: str, fen: Optional[str], moves: Iterable[str] = (), players: int = 2, *,
            options: _Options = None) -> str:
    """The position string after moves from fen (None: the start)."""
    return _referee(variant, fen, moves, players, options).fen


def game_result(variant: str, fen: Optional[str], moves: Iterable[str] = (), players: int = 2,
                *, options: _Options = None) -> Status:
    """Who won and why after moves from fen (None: the start)."""
    return _referee(variant, fen, moves, players, options).status()


def get_san(variant: str, fen: Optional[str], move: str, moves: Iterable[str] = (),
            players: int = 2, *, options: _Options = None) -> str:
    """The SAN of move after moves from fen (None: the start); the move's own text in the
    wall games."""
    return _referee(variant, fen, moves, players, options).san(move)


def get_san_moves(variant: str, fen: Optional[str], moves: Iterable[str], players: int = 2, *,
                  options: _Options = None) -> list[str]:
    """The SAN of each of moves, played one after another from fen (None: the start)."""
    return _referee(variant, fen, (), players, options).san_moves(moves)


def gives_check(variant: str, fen: Optional[str], moves: Iterable[str] = (), players: int = 2,
                *, options: _Options = None) -> bool:
    """Whether the side to move is in check after moves from fen (None: the start), as
    pyffish's gives_check: whether the last of moves gave check."""
    return _referee(variant, fen, moves, players, options).in_check


def perft(variant: str, fen: Optional[str], depth: int, moves: Iterable[str] = (),
          players: int = 2, *, options: _Options = None) -> int:
    """The number of move paths of depth plies after moves from fen (None: the start)."""
    return _referee(variant, fen, moves, players, options).perft(depth)
