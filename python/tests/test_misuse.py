"""The Python bindings misused, the way a careless user and an attacker would: calls on a
closed engine, Ctrl-C during a search or perft, two threads on one engine, exceptions in
callbacks, wrong types, numbers out of range, strings with NUL. Each case asserts the exact
exception and its message, and that the engine (or a new one) still works afterwards.
Each test runs in a forked child with a time limit (isolated), so a regression to a crash or
a hang fails its test instead of ending or stalling the test run."""

from __future__ import annotations

import copy
import functools
import os
import pickle
import signal
import tempfile
import threading
import time
import traceback

import pytest

import tessera

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
START_MOVES = 20
LONG_SEARCH = {"depth": 40}  # far more than the tests wait: minutes on this machine
LONG_PERFT = 7  # 3,195,901,860 paths: seconds
SIGNAL_AFTER_S = 0.3
INTERRUPT_LATENCY_S = 0.5  # the goal is 0.1 s; slack for a loaded 2-core machine
THREAD_SETTLE_S = 0.3  # for a background search to have started
ISOLATED_TIMEOUT_S = 60


def isolated(test):
    """Runs test in a forked child: a crash (the child killed by a signal) or a hang (killed
    after ISOLATED_TIMEOUT_S) fails the test. What the test returns, a line of text, is
    printed past pytest's capture (when the test takes capsys)."""

    @functools.wraps(test)
    def run(*args, **kwargs):
        with tempfile.TemporaryFile() as report:
            pid = os.fork()
            if pid == 0:
                status = 0
                try:
                    said = test(*args, **kwargs)
                    report.write((said or "").encode())
                except BaseException:
                    status = 1
                    report.write(traceback.format_exc().encode())
                report.flush()
                os._exit(status)
            status = wait_for_child(pid)
            report.seek(0)
            said = report.read().decode()
        if os.WIFSIGNALED(status):
            pytest.fail(f"the test process died of signal {os.WTERMSIG(status)}")
        if os.WEXITSTATUS(status) != 0:
            pytest.fail(said, pytrace=False)
        if said and "capsys" in kwargs:
            with kwargs["capsys"].disabled():
                print(f"\n  {said}")

    return run


def wait_for_child(pid: int) -> int:
    deadline = time.monotonic() + ISOLATED_TIMEOUT_S
    while True:
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            return status
        if time.monotonic() > deadline:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            pytest.fail(f"the test hung for more than {ISOLATED_TIMEOUT_S} s")
        time.sleep(0.01)


def assert_works(engine: tessera.Engine, fen: str = START) -> None:
    """The engine is where it was and still searches, counts and plays."""
    assert engine.fen == fen
    result = engine.search(depth=3)
    assert engine.is_legal(result.move)
    assert engine.perft(1) == len(engine.legal_moves())
    engine.push(result.move)
    engine.pop()
    assert engine.fen == fen


def expect(error_type: type, message: str, call) -> BaseException:
    """call raises exactly error_type with exactly message."""
    with pytest.raises(BaseException) as caught:
        call()
    assert type(caught.value) is error_type, repr(caught.value)
    assert str(caught.value) == message
    return caught.value


def in_background(call):
    """Runs call on a new thread; returns the thread and a dict that gets its result or
    exception."""
    outcome: dict = {}

    def run():
        try:
            outcome["result"] = call()
        except BaseException as error:  # the test looks at it
            outcome["error"] = error

    thread = threading.Thread(target=run)
    thread.start()
    time.sleep(THREAD_SETTLE_S)
    return thread, outcome


# -- a closed engine ---------------------------------------------------------------------------

# Every public method and property of Engine, with arguments that would be fine on an open one.
CLOSED_CALLS = {
    "variant": lambda e: e.variant,
    "players": lambda e: e.players,
    "move_count": lambda e: e.move_count,
    "fen": lambda e: e.fen,
    "key": lambda e: e.key,
    "side_to_move": lambda e: e.side_to_move,
    "options": lambda e: e.options,
    "set_position": lambda e: e.set_position(None, ["e2e4"]),
    "new_game": lambda e: e.new_game(),
    "push": lambda e: e.push("e2e4"),
    "pop": lambda e: e.pop(),
    "legal_moves": lambda e: e.legal_moves(),
    "is_legal": lambda e: e.is_legal("e2e4"),
    "illegal_reason": lambda e: e.illegal_reason("e2e4"),
    "board": lambda e: e.board(),
    "evaluation": lambda e: e.evaluation(),
    "status": lambda e: e.status(),
    "draw_claim": lambda e: e.draw_claim("e2e4"),
    "claim_draw": lambda e: e.claim_draw(),
    "san": lambda e: e.san("e2e4"),
    "san_moves": lambda e: e.san_moves(["e2e4"]),
    "parse_san": lambda e: e.parse_san("e4"),
    "gives_check": lambda e: e.gives_check("e2e4"),
    "in_check": lambda e: e.in_check,
    "perft": lambda e: e.perft(2),
    "set_option": lambda e: e.set_option("Hash", 8),
    "search": lambda e: e.search(depth=2),
    "stop": lambda e: e.stop(),
}


def test_every_public_name_of_engine_has_a_closed_case():
    public = {name for name in dir(tessera.Engine) if not name.startswith("_")}
    assert public - {"close"} == set(CLOSED_CALLS)


CLOSINGS = {
    "close": lambda e: e.close(),
    "close twice": lambda e: (e.close(), e.close()),
    "with": lambda e: e.__exit__(None, None, None),
}


@pytest.mark.parametrize("closing", CLOSINGS)
@pytest.mark.parametrize("name", CLOSED_CALLS)
@isolated
def test_a_closed_engine_refuses_every_call_without_crashing(name, closing):
    e = tessera.Engine("chess")
    CLOSINGS[closing](e)
    error = expect(tessera.TesseraError, "engine is closed", lambda: CLOSED_CALLS[name](e))
    assert error.code is None
    e.close()
    assert_works(tessera.Engine())


@isolated
def test_a_with_block_closes_its_engine():
    with tessera.Engine("chess") as e:
        assert_works(e)
    expect(tessera.TesseraError, "engine is closed", e.legal_moves)
    assert_works(tessera.Engine())


@isolated
def test_an_engine_that_was_never_made_reads_as_closed():
    half = tessera.Engine.__new__(tessera.Engine)
    expect(tessera.TesseraError, "engine is closed", lambda: half.fen)
    expect(tessera.TesseraError, "engine is closed", half.stop)
    half.close()
    assert_works(tessera.Engine())


@isolated
def test_an_engine_cannot_be_copied_or_pickled():
    with tessera.Engine() as engine:
        expect(TypeError, "an Engine cannot be copied: make a new one", lambda: copy.copy(engine))
        expect(TypeError, "an Engine cannot be copied: make a new one",
               lambda: copy.deepcopy(engine))
        expect(TypeError, "an Engine cannot be pickled", lambda: pickle.dumps(engine))
        assert_works(engine)


# -- Ctrl-C ---------------------------------------------------------------------------------------

def send_sigint(how: str, sent: dict) -> threading.Timer:
    main = threading.main_thread().ident

    def fire():
        sent["at"] = time.monotonic()
        if how == "process":
            os.kill(os.getpid(), signal.SIGINT)
        else:
            signal.pthread_kill(main, signal.SIGINT)

    timer = threading.Timer(SIGNAL_AFTER_S, fire)
    timer.start()
    return timer


@pytest.mark.parametrize("how", ["process", "main thread"])
@pytest.mark.parametrize("job", ["search", "perft"])
@isolated
def test_ctrl_c_interrupts_a_long_job_and_the_engine_plays_on(job, how, capsys):
    with tessera.Engine("chess", moves=["e2e4"]) as engine:
        fen = engine.fen
        sent: dict = {}
        timer = send_sigint(how, sent)
        with pytest.raises(KeyboardInterrupt):
            if job == "search":
                engine.search(**LONG_SEARCH)
            else:
                engine.perft(LONG_PERFT)
        latency = time.monotonic() - sent["at"]
        timer.join()
        assert latency < INTERRUPT_LATENCY_S, latency
        assert_works(engine, fen)
        result = engine.search(nodes=20000)
        assert engine.is_legal(result.move) and result.depth >= 4
    return f"Ctrl-C ({how}) ended {job} in {latency * 1000:.1f} ms"


# -- exceptions in callbacks --------------------------------------------------------------------

@pytest.mark.parametrize("error", [ValueError("bad info"), KeyboardInterrupt(), SystemExit(3)],
                         ids=["ValueError", "KeyboardInterrupt", "SystemExit"])
@isolated
def test_an_exception_in_on_info_stops_the_search_and_is_raised(error):
    heard = []

    def on_info(info):
        heard.append(info)
        raise error

    with tessera.Engine() as engine:
        started = time.monotonic()
        with pytest.raises(type(error)) as caught:
            engine.search(**LONG_SEARCH, on_info=on_info)
        assert caught.value is error
        assert time.monotonic() - started < INTERRUPT_LATENCY_S
        assert len(heard) == 1  # not called again once it failed
        assert_works(engine)


@pytest.mark.parametrize("error", [ValueError("bad move"), KeyboardInterrupt()],
                         ids=["ValueError", "KeyboardInterrupt"])
@isolated
def test_an_exception_in_divide_stops_the_perft_and_is_raised(error):
    heard = []

    def divide(move, nodes):
        heard.append((move, nodes))
        raise error

    with tessera.Engine() as engine:
        started = time.monotonic()
        with pytest.raises(type(error)) as caught:
            engine.perft(LONG_PERFT, divide=divide)
        assert caught.value is error
        assert time.monotonic() - started < 30  # one root move's count, not all twenty
        assert len(heard) == 1
        assert_works(engine)


@isolated
def test_divide_hears_every_root_move():
    heard = {}
    with tessera.Engine() as engine:
        assert engine.perft(3, divide=heard.__setitem__) == 8902
    assert len(heard) == START_MOVES and sum(heard.values()) == 8902


@isolated
def test_a_callback_may_not_call_its_engine_but_may_stop_it():
    with tessera.Engine() as engine:
        for call in (lambda info: engine.fen, lambda info: engine.close(),
                     lambda info: engine.search(depth=1)):
            expect(tessera.TesseraError,
                   "engine called from inside its own callback (only stop() may be)",
                   lambda: engine.search(**LONG_SEARCH, on_info=call))
            assert_works(engine)

        def stop_at_depth_3(info):
            if info.depth >= 3:
                engine.stop()

        result = engine.search(**LONG_SEARCH, on_info=stop_at_depth_3)
        assert engine.is_legal(result.move) and result.depth < 20
        assert_works(engine)


# -- threads -----------------------------------------------------------------------------------

@isolated
def test_a_second_thread_gets_busy_instead_of_a_deadlock():
    with tessera.Engine() as engine:
        thread, outcome = in_background(lambda: engine.search(**LONG_SEARCH))
        for call in (lambda: engine.fen, lambda: engine.search(depth=1), engine.legal_moves,
                     lambda: engine.push("e2e4")):
            expect(tessera.TesseraError, "engine is busy in another thread", call)
        engine.stop()
        thread.join(timeout=10)
        assert not thread.is_alive()
        assert engine.is_legal(outcome["result"].move)
        assert_works(engine)


@isolated
def test_close_from_another_thread_stops_the_search_first():
    engine = tessera.Engine()
    legal = engine.legal_moves()
    thread, outcome = in_background(lambda: engine.search(**LONG_SEARCH))
    started = time.monotonic()
    engine.close()
    assert time.monotonic() - started < INTERRUPT_LATENCY_S
    thread.join(timeout=10)
    assert outcome["result"].move in legal  # the search still answered
    expect(tessera.TesseraError, "engine is closed", lambda: engine.fen)
    assert_works(tessera.Engine())


@isolated
def test_stop_or_close_from_another_thread_ends_a_perft():
    with tessera.Engine() as engine:
        thread, outcome = in_background(lambda: engine.perft(LONG_PERFT))
        engine.stop()
        thread.join(timeout=10)
        error = outcome["error"]
        assert (type(error), str(error), error.code) == (tessera.TesseraError, "perft stopped", 10)
        assert_works(engine)
        thread, outcome = in_background(lambda: engine.perft(LONG_PERFT))
        engine.close()
        thread.join(timeout=10)
        assert str(outcome["error"]) == "perft stopped"
        expect(tessera.TesseraError, "engine is closed", engine.legal_moves)


@isolated
def test_a_stop_while_search_checks_its_arguments_still_stops_it():
    checks = tessera._arguments.texts

    def slow_checks(*arguments):  # the window between search() and the engine's start
        time.sleep(THREAD_SETTLE_S)
        return checks(*arguments)

    tessera._arguments.texts = slow_checks
    with tessera.Engine() as engine:
        timer = threading.Timer(THREAD_SETTLE_S / 3, engine.stop)
        timer.start()
        started = time.monotonic()
        result = engine.search(**LONG_SEARCH)
        assert time.monotonic() - started < THREAD_SETTLE_S + INTERRUPT_LATENCY_S
        assert engine.is_legal(result.move)
        timer.join()
        tessera._arguments.texts = checks
        assert_works(engine)


# -- limits that would never end a search --------------------------------------------------------

@isolated
def test_negative_clocks_count_as_zero():
    with tessera.Engine() as engine:
        started = time.monotonic()
        result = engine.search(clocks=[-50, 1000], increments=[-10, -10])
        assert time.monotonic() - started < 5
        assert engine.is_legal(result.move)
        assert_works(engine)


# -- wrong types, numbers out of range, NUL ------------------------------------------------------

A = tessera.ArgumentError
SHOW_CROSS = "7/1B3A1/7/2BAA2/3B3/1A3B1/7 A 20,20 - 0,0 show"  # a Wall Go show-rules position
PAWN_RULE = "a pawn moves straight forward and captures one square diagonally forward"
BAD_CALLS = [
    # (call on an engine e at the start position, exception type, message)
    (lambda e: e.search(nodes=-1), A, "nodes must be 1 to 9223372036854775807, not -1"),
    (lambda e: e.search(nodes=2**64), A,
     "nodes must be 1 to 9223372036854775807, not 18446744073709551616"),
    (lambda e: e.search(depth=0), A, "depth must be 1 to 127, not 0"),
    (lambda e: e.search(depth=2**32 + 3), A, "depth must be 1 to 127, not 4294967299"),
    (lambda e: e.search(mate=64), A, "mate must be 1 to 63, not 64"),
    (lambda e: e.search(movetime=-5), A, "movetime must be 1 to 1000000000, not -5"),
    (lambda e: e.search(depth=3, movestogo=-1), A, "movestogo must be 0 to 10000, not -1"),
    (lambda e: e.search(clocks=[2**63, 0]), A,
     "clocks[0] must be -1000000000 to 1000000000, not 9223372036854775808"),
    (lambda e: e.search(clocks=[1000]), A, "clocks has 1 values for 2 players (one per player)"),
    (lambda e: e.search(clocks=[1, 2, 3, 4, 5]), A,
     "clocks has 5 values for 2 players (one per player)"),
    (lambda e: e.search(depth=3, increments=[1, 2, 3]), A,
     "increments has 3 values for 2 players (at most one per player)"),
    (lambda e: e.search(), A, "search needs a limit: depth, nodes, movetime, mate or clocks"),
    (lambda e: e.search(depth=3, searchmoves=["e2e4"] * 300), A,
     "searchmoves has 300 moves (at most 256)"),
    (lambda e: e.search(depth=3, searchmoves=["e2e5"]), tessera.IllegalMoveError,
     "searchmoves: illegal move 'e2e5': " + PAWN_RULE),
    (lambda e: e.perft(0), A, "depth must be 1 to 20, not 0"),
    (lambda e: e.perft(2**32 + 3), A, "depth must be 1 to 20, not 4294967299"),
    (lambda e: e.push("e2e4\0junk"), A, "move contains a NUL character"),
    (lambda e: e.is_legal("e2e4\0"), A, "move contains a NUL character"),
    (lambda e: e.illegal_reason("\0"), A, "move contains a NUL character"),
    (lambda e: e.push("\ud800"), A, "move cannot be encoded as UTF-8"),
    (lambda e: e.set_position(START + "\0x"), A, "fen contains a NUL character"),
    (lambda e: e.set_position(None, ["e2e4", "e7e5\0"]), A, "moves[1] contains a NUL character"),
    (lambda e: e.search(depth=3, searchmoves=["e2e4\0"]), A,
     "searchmoves[0] contains a NUL character"),
    (lambda e: e.set_option("Hash\0", 8), A, "option name contains a NUL character"),
    (lambda e: e.set_option("BookFile", "a\0b"), A,
     "the value of option 'BookFile' contains a NUL character"),
    (lambda e: e.set_option("Hash", 2**70), tessera.OptionError,
     "option Hash takes a whole number from 1 to 65536, not '1180591620717411303424'"),
    (lambda e: e.push(5), TypeError, "move must be a str, not int"),
    (lambda e: e.push(b"e2e4"), TypeError, "move must be a str, not bytes"),
    (lambda e: e.is_legal(None), TypeError, "move must be a str, not NoneType"),
    (lambda e: e.set_position(42), TypeError, "fen must be a str, not int"),
    (lambda e: e.set_position(None, "e2e4"), TypeError, "moves must be a list of str, not str"),
    (lambda e: e.set_position(None, None), TypeError,
     "moves must be a list of str, not NoneType"),
    (lambda e: e.set_position(None, [b"e2e4"]), TypeError, "moves[0] must be a str, not bytes"),
    (lambda e: e.search(depth=True), TypeError, "depth must be an int, not bool"),
    (lambda e: e.search(depth=2.0), TypeError, "depth must be an int, not float"),
    (lambda e: e.search(nodes="100"), TypeError, "nodes must be an int, not str"),
    (lambda e: e.search(clocks=1000), TypeError, "clocks must be a list of int, not int"),
    (lambda e: e.search(clocks=[1000, None]), TypeError,
     "clocks[1] must be an int, not NoneType"),
    (lambda e: e.search(depth=3, searchmoves="e2e4"), TypeError,
     "searchmoves must be a list of str, not str"),
    (lambda e: e.search(depth=3, on_info=5), TypeError,
     "on_info must be callable or None, not int"),
    (lambda e: e.perft("3"), TypeError, "depth must be an int, not str"),
    (lambda e: e.perft(3, divide=[]), TypeError, "divide must be callable or None, not list"),
    (lambda e: e.set_option(None, 1), TypeError, "option name must be a str, not NoneType"),
    (lambda e: e.set_option("Skill Level", 3.5), TypeError,
     "the value of option 'Skill Level' must be a str, int, bool, path or None, not float"),
]


@pytest.mark.parametrize("call, error_type, message", BAD_CALLS,
                         ids=[message[:48] for _, _, message in BAD_CALLS])
@isolated
def test_a_bad_argument_is_refused_and_changes_nothing(call, error_type, message):
    with tessera.Engine() as engine:
        engine.set_option("Skill Level", 12)
        error = expect(error_type, message, lambda: call(engine))
        if isinstance(error, tessera.TesseraError):
            assert isinstance(error, ValueError) and error.code in (1, 2, 4)
        assert engine.options["Skill Level"] == "12" and engine.options["Hash"] == "16"
        assert_works(engine)


BAD_ENGINES = [
    (lambda: tessera.Engine("chess", players=4), A, "chess is played by 2 players, not 4"),
    (lambda: tessera.Engine("wallgo", players=5), A, "wallgo is played by 2 to 4 players, not 5"),
    (lambda: tessera.Engine("wallgo", players=0), A, "wallgo is played by 2 to 4 players, not 0"),
    (lambda: tessera.Engine("wallgo", players=2**32 + 3), A,
     "wallgo is played by 2 to 4 players, not 4294967299"),
    (lambda: tessera.Engine("wallgo", players=True), TypeError, "players must be an int, not bool"),
    (lambda: tessera.Engine("nope"), A,
     "unknown variant 'nope' (the variants: chess, voidchess, wallchess, wallgo, wallrunner)"),
    (lambda: tessera.Engine("chess\0nope"), A, "variant contains a NUL character"),
    (lambda: tessera.Engine(None), TypeError, "variant must be a str, not NoneType"),
    (lambda: tessera.Engine(options=[("Hash", 8)]), TypeError,
     "options must be a mapping, not list"),
    (lambda: tessera.Engine(options={"Nope": 1}), tessera.OptionError, "unknown option 'Nope'"),
    (lambda: tessera.Engine(moves=["e2e5"]), tessera.IllegalMoveError,
     "illegal move 'e2e5' (move 1 of the list): " + PAWN_RULE),
    (lambda: tessera.legal_moves(["chess"], None), TypeError, "variant must be a str, not list"),
    (lambda: tessera.start_fen("wallgo", players=9), A,
     "wallgo is played by 2 to 4 players, not 9"),
    (lambda: tessera.perft("chess", None, 2**32 + 3), A, "depth must be 1 to 20, not 4294967299"),
    (lambda: tessera.get_fen("chess", None, ["e2e4\0"]), A, "moves[0] contains a NUL character"),
    # the referee functions' options, checked as an engine's
    (lambda: tessera.legal_moves("wallgo", None, options={"Nope": 1}), tessera.OptionError,
     "unknown option 'Nope'"),
    (lambda: tessera.perft("wallgo", SHOW_CROSS, 1, options={"WallGoRules": "tv"}),
     tessera.OptionError, "unknown WallGoRules 'tv'"),
    (lambda: tessera.start_fen("wallgo", options={"WallGoRules": None}), tessera.OptionError,
     "option WallGoRules needs a value"),
    (lambda: tessera.perft("wallgo", SHOW_CROSS, 1, options={"WallGoRules": "show", "Hash": 0}),
     tessera.OptionError, "option Hash takes a whole number from 1 to 65536, not '0'"),
    (lambda: tessera.get_fen("wallgo", None, options={"WallGoRules": ["show"]}), TypeError,
     "the value of option 'WallGoRules' must be a str, int, bool, path or None, not list"),
    (lambda: tessera.game_result("wallgo", None, options={1: "show"}), TypeError,
     "option name must be a str, not int"),
    (lambda: tessera.get_san_moves("wallgo", None, [], options=[("WallGoRules", "show")]),
     TypeError, "options must be a mapping, not list"),
    (lambda: tessera.gives_check("chess", None, options="WallGoRules=show"), TypeError,
     "options must be a mapping, not str"),
    (lambda: tessera.get_san("wallgo", None, "d4", options={"WallGoRules\0": "show"}), A,
     "option name contains a NUL character"),
    (lambda: tessera.legal_moves("wallgo", None, [], 2, {"WallGoRules": "show"}), TypeError,
     "legal_moves() takes from 2 to 4 positional arguments but 5 were given"),
    (lambda: tessera.perft("wallgo", SHOW_CROSS, 1), tessera.PositionError,
     "bad wallgo position: the position is under the show rules but WallGoRules is site "
     "(set it to show first)"),
    (lambda: tessera.legal_moves("wallgo", SHOW_CROSS[:-5], options={"WallGoRules": "show"}),
     tessera.PositionError, "bad wallgo position: the position is under the site rules but "
     "WallGoRules is show (set it to site first)"),
]


@pytest.mark.parametrize("call, error_type, message", BAD_ENGINES,
                         ids=[message[:48] for _, _, message in BAD_ENGINES])
@isolated
def test_a_bad_engine_or_referee_call_is_refused(call, error_type, message):
    expect(error_type, message, call)
    assert tessera.legal_moves("chess", None) == tessera.Engine().legal_moves()
    with tessera.Engine("wallgo", players=4) as engine:
        assert engine.players == 4
        assert_works(engine, tessera.start_fen("wallgo", players=4))


@isolated
def test_refused_referee_options_leave_the_referee_working():
    show = {"WallGoRules": "show"}
    counted = tessera.perft("wallgo", SHOW_CROSS, 2, options=show)
    site_start = tessera.start_fen("wallgo")
    option_error = tessera.OptionError
    refused = [({"WallGoRules": "tv"}, option_error), ({"Nope": 1}, option_error),
               ({"WallGoRules": None}, option_error), ({"WallGoRules": 3}, option_error),
               ({**show, "Hash": 0}, option_error), ({"Players": 9}, option_error),
               ({None: "show"}, TypeError), ({"WallGoRules": {"show"}}, TypeError),
               (["WallGoRules"], TypeError), ({}, tessera.PositionError)]
    for options, error_type in refused:
        with pytest.raises(error_type):
            tessera.perft("wallgo", SHOW_CROSS, 2, options=options)
        assert tessera.perft("wallgo", SHOW_CROSS, 2, options=show) == counted
        assert tessera.start_fen("wallgo") == site_start
        assert tessera.start_fen("wallgo", options=show) == site_start + " show"
