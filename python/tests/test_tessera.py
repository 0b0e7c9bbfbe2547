"""The Python bindings against the engine's own facts: whole games of every variant played
through the bindings with every move checked against the legal list, the perft numbers of
tests/perft, searches within limits, and errors that leave the engine as it was."""

from __future__ import annotations

import random
import re
import threading
from pathlib import Path

import pytest

import tessera

PERFT_FOLDER = Path(__file__).resolve().parents[2] / "tests" / "perft"
PERFT_DEPTH = 3  # every count to this depth, as the C perft suites check them
PERFT_NODE_BUDGET = 300_000  # and deeper counts below this many nodes
GAME_PLIES_MAX = 3000


def perft_options(text):
    """The engine options a perft file asks for with `# option NAME=VALUE` lines (the show
    rules of Wall Go: its positions are read only under them)."""
    return dict(line[len("# option "):].strip().split("=", 1)
                for line in text.splitlines() if line.startswith("# option "))


def perft_cases():
    for path in sorted(PERFT_FOLDER.glob("*.epd")):
        variant = path.stem.split("-")[0]
        text = path.read_text()
        options = perft_options(text)
        for line in text.splitlines():
            if not line.strip() or line.startswith("#"):
                continue
            fen, *depths = [part.strip() for part in line.split(";")]
            for entry in depths:
                depth, nodes = entry[1:].split()
                if int(depth) <= PERFT_DEPTH or int(nodes) <= PERFT_NODE_BUDGET:
                    yield pytest.param(variant, fen, options, int(depth), int(nodes),
                                       id=f"{path.stem}-{fen[:24]}-d{depth}")


@pytest.mark.parametrize("variant, fen, options, depth, nodes", list(perft_cases()))
def test_perft_matches_the_reference_counts(variant, fen, options, depth, nodes):
    if not options:
        assert tessera.perft(variant, fen, depth) == nodes
        return
    assert tessera.perft(variant, fen, depth, options=options) == nodes
    with tessera.Engine(variant, fen=fen, options=options) as engine:
        assert engine.perft(depth) == nodes


def test_every_perft_file_is_read():
    variants = {case.values[0] for case in perft_cases()}
    assert variants == set(tessera.variants())


@pytest.mark.parametrize("variant, players", [(v, 2) for v in tessera.variants()] + [("wallgo", 3),
                                                                                  ("wallgo", 4)])
def test_a_whole_game_is_played_to_its_end(variant, players):
    chooser = random.Random(f"{variant}-{players}")
    with tessera.Engine(variant, players) as engine:
        for ply in range(GAME_PLIES_MAX):
            status = engine.status()
            if status.is_over:
                break
            legal = engine.legal_moves()
            assert legal, f"{variant}: no legal move but the game goes on"
            if ply % 2 == 0:
                move = engine.search(nodes=400).move
            else:
                move = chooser.choice(legal)
            assert move in legal, f"{variant}: {move} is not among {legal[:8]}..."
            engine.push(move)
        status = engine.status()
        assert status.is_over, f"{variant}: no result after {GAME_PLIES_MAX} plies"
        assert engine.legal_moves() == []
        assert status.reason
        assert (status.winner is None) == (status.outcome == "draw")
        assert engine.move_count == ply
        with pytest.raises(tessera.GameOverError):
            engine.push(legal[0])


def test_a_node_limited_search_stays_near_its_limit():
    with tessera.Engine("chess") as engine:
        result = engine.search(nodes=20000)
        assert engine.is_legal(result.move)
        assert result.pv[0] == result.move
        assert 0 < result.nodes <= 20000 + 4096
        assert result.depth >= 1
        assert not result.from_book


def test_search_reports_each_iteration():
    heard = []
    with tessera.Engine("wallchess") as engine:
        result = engine.search(depth=4, on_info=heard.append)
    depths = [info.depth for info in heard if info.multipv == 1]
    assert depths[0] == 1 and depths[-1] == 4 and depths == sorted(depths)
    assert heard[-1].pv[0] == result.move


def test_a_search_finds_the_mate_in_one():
    with tessera.Engine("chess", fen="6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1") as engine:
        result = engine.search(depth=3)
    assert result.move == "d1d8"
    assert result.mate == 1


def test_searchmoves_restrict_the_choice():
    with tessera.Engine("chess") as engine:
        assert engine.search(depth=2, searchmoves=["a2a3"]).move == "a2a3"


def test_stop_from_another_thread_ends_a_long_search():
    with tessera.Engine("chess") as engine:
        timer = threading.Timer(0.2, engine.stop)
        timer.start()
        result = engine.search(movetime=60_000)
        timer.join()
        assert result.time_ms < 30_000
        assert engine.is_legal(result.move)


def test_refused_moves_and_positions_change_nothing():
    with tessera.Engine("chess", moves=["e2e4"]) as engine:
        before = engine.fen
        with pytest.raises(tessera.IllegalMoveError, match="e2e4"):
            engine.push("e2e4")
        with pytest.raises(tessera.PositionError):
            engine.set_position("not a position")
        with pytest.raises(tessera.IllegalMoveError, match="move 2 of the list"):
            engine.set_position(None, ["d2d4", "d2d4"])
        assert engine.fen == before
        engine.pop()
        assert engine.fen == tessera.start_fen("chess")
        with pytest.raises(tessera.IllegalMoveError):
            engine.pop()


def test_the_referee_says_why_a_move_is_illegal():
    with tessera.Engine("wallchess", moves=["e7v"]) as engine:
        assert engine.illegal_reason("e7h") == "it crosses the wall at e7v"
        assert engine.illegal_reason("e8") == ""
        with pytest.raises(tessera.IllegalMoveError, match="it crosses the wall at e7v"):
            engine.push("e7h")


def test_options_are_read_and_checked():
    with tessera.Engine("wallgo", 3) as engine:
        assert engine.options["UCI_Variant"] == "wallgo"
        assert engine.options["Players"] == "3"
        engine.set_option("Skill Level", 5)
        assert engine.options["Skill Level"] == "5"
        with pytest.raises(tessera.OptionError, match="Skill Level"):
            engine.set_option("Skill Level", 99)
        assert engine.options["Skill Level"] == "5"


def test_a_games_own_options_come_through_the_option_path():
    with tessera.Engine("wallgo") as engine:
        assert engine.options["WallGoRules"] == "site"
        assert engine.options["WallGoStart"] == "free"
        engine.set_option("WallGoRules", "show")
        assert engine.fen == "7/7/7/7/7/7/7 A 20,20 - 4,4 show"
        engine.set_option("WallGoStart", "fixed")
        assert engine.fen == "7/1A3B1/7/7/7/1B3A1/7 A 20,20 - 2,2 show"
        assert len(engine.legal_moves()) == 45
        with pytest.raises(tessera.PositionError, match="under the site rules but WallGoRules is show"):
            engine.set_position("7/7/7/7/7/7/7 A 20,20 - 4,4")
        assert engine.fen == "7/1A3B1/7/7/7/1B3A1/7 A 20,20 - 2,2 show"
        with pytest.raises(tessera.OptionError, match="WallGoRules"):
            engine.set_option("WallGoRules", "tv")
        assert engine.options["WallGoRules"] == "show"


def test_the_bundled_book_answers_in_every_game():
    for variant in tessera.variants():
        with tessera.Engine(variant, options={"OwnBook": True}) as engine:
            result = engine.search(depth=1)
            assert result.from_book, variant
            assert engine.is_legal(result.move)


def test_the_show_rules_play_their_own_bundled_book():
    show_start = "7/7/7/7/7/7/7 A 20,20 - 4,4 show"
    with tessera.Engine("wallgo", options={"WallGoRules": "show", "OwnBook": True}) as engine:
        assert engine.fen == show_start
        result = engine.search(depth=1)
        assert result.from_book
        assert engine.is_legal(result.move)
        engine.set_option("WallGoRules", "site")
        assert engine.search(depth=1).from_book
        engine.set_option("WallGoRules", "show")
        assert engine.search(depth=1).from_book


def test_pyffish_style_functions_agree_with_an_engine():
    moves = ["e2e4", "e7e5", "g1f3"]
    assert tessera.variants()[0] == "chess"
    assert len(tessera.legal_moves("chess", None, moves)) == 29
    assert tessera.get_fen("chess", None, moves).startswith("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2")
    fools_mate = ["f2f3", "e7e5", "g2g4", "d8h4"]
    result = tessera.game_result("chess", None, fools_mate)
    assert (result.outcome, result.winner, result.reason) == ("win", 1, "checkmate")
    assert tessera.game_result("wallgo", None, [], players=3).scores is not None
    assert tessera.start_fen("wallchess") == "e1 e9 10 10 s - 0"


SHOW_FILE = PERFT_FOLDER / "wallgo-show.epd"
SHOW = perft_options(SHOW_FILE.read_text())  # {"WallGoRules": "show"}
SHOW_POSITIONS = [line.split(";")[0].strip() for line in SHOW_FILE.read_text().splitlines()
                  if line.strip() and not line.startswith("#")]


def test_the_show_perft_file_asks_for_the_show_rules():
    assert SHOW == {"WallGoRules": "show"}
    assert len(SHOW_POSITIONS) >= 8
    assert all(fen.endswith(" show") for fen in SHOW_POSITIONS)


@pytest.mark.parametrize("fen", SHOW_POSITIONS)
def test_the_referee_functions_read_a_show_position_under_the_show_options(fen):
    with tessera.Engine("wallgo", fen=fen, options=SHOW) as engine:
        legal = engine.legal_moves()
        assert tessera.legal_moves("wallgo", fen, options=SHOW) == legal
        assert tessera.get_fen("wallgo", fen, options=SHOW) == engine.fen
        assert tessera.game_result("wallgo", fen, options=SHOW) == engine.status()
        assert tessera.gives_check("wallgo", fen, options=SHOW) is False
        assert tessera.perft("wallgo", fen, 1, options=SHOW) == len(legal)
        for move in legal[:: max(1, len(legal) // 4)]:
            assert tessera.get_san("wallgo", fen, move, options=SHOW) == engine.san(move)
            assert tessera.get_san_moves("wallgo", fen, [move], options=SHOW) == [move]
            engine.push(move)
            assert tessera.get_fen("wallgo", fen, [move], options=SHOW) == engine.fen
            assert tessera.legal_moves("wallgo", fen, [move], options=SHOW) == \
                engine.legal_moves()
            assert tessera.game_result("wallgo", fen, [move], options=SHOW) == engine.status()
            engine.pop()


def test_a_show_game_played_through_the_functions_ends_as_an_engines():
    chooser = random.Random("show")
    moves: list[str] = []
    with tessera.Engine("wallgo", options=SHOW) as engine:
        while not tessera.game_result("wallgo", None, moves, options=SHOW).is_over:
            legal = tessera.legal_moves("wallgo", None, moves, options=SHOW)
            assert legal == engine.legal_moves()
            moves.append(chooser.choice(legal))
            engine.push(moves[-1])
            assert len(moves) < GAME_PLIES_MAX
        status = tessera.game_result("wallgo", None, moves, options=SHOW)
        assert status == engine.status() and status.reason and status.scores is not None
        assert tessera.get_fen("wallgo", None, moves, options=SHOW) == engine.fen
        assert tessera.legal_moves("wallgo", None, moves, options=SHOW) == []


SHOW_CALLS = {
    "legal_moves": lambda fen, **options: tessera.legal_moves("wallgo", fen, **options),
    "get_fen": lambda fen, **options: tessera.get_fen("wallgo", fen, **options),
    "game_result": lambda fen, **options: tessera.game_result("wallgo", fen, **options),
    "get_san": lambda fen, **options: tessera.get_san("wallgo", fen, "d4d4,d3n", **options),
    "get_san_moves": lambda fen, **options: tessera.get_san_moves("wallgo", fen, ["d4d4,d3n"],
                                                                  **options),
    "gives_check": lambda fen, **options: tessera.gives_check("wallgo", fen, **options),
    "perft": lambda fen, **options: tessera.perft("wallgo", fen, 2, **options),
}
SHOW_CROSS = "7/1B3A1/7/2BAA2/3B3/1A3B1/7 A 20,20 - 0,0 show"  # d4d4,d3n is legal here
SITE_CROSS = SHOW_CROSS[:-len(" show")]


def refusal(fen, options=None):
    """The PositionError an engine with options raises for fen."""
    with pytest.raises(tessera.PositionError) as refused:
        tessera.Engine("wallgo", fen=fen, options=options)
    return str(refused.value)


@pytest.mark.parametrize("name", SHOW_CALLS)
def test_a_position_of_the_other_rules_is_refused_as_an_engine_refuses_it(name):
    call = SHOW_CALLS[name]
    with pytest.raises(tessera.PositionError) as refused:
        call(SHOW_CROSS)
    assert str(refused.value) == refusal(SHOW_CROSS)
    assert "under the show rules but WallGoRules is site" in str(refused.value)
    with pytest.raises(tessera.PositionError) as refused:
        call(SITE_CROSS, options=SHOW)
    assert str(refused.value) == refusal(SITE_CROSS, SHOW)
    assert "under the site rules but WallGoRules is show" in str(refused.value)
    assert call(SHOW_CROSS, options=SHOW) is not None  # each accepts under its own rules
    assert call(SITE_CROSS) is not None


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("options", [SHOW, {"WallGoStart": "fixed"},
                                     {"WallGoRules": "show", "WallGoStart": "fixed"}])
def test_start_fen_under_options_is_an_engines_start(players, options):
    with tessera.Engine("wallgo", players, options=options) as engine:
        assert tessera.start_fen("wallgo", players, options=options) == engine.fen
    shown = tessera.start_fen("wallgo", players, options=options).endswith(" show")
    assert shown == (options.get("WallGoRules") == "show")


def default_answers():
    return ([tessera.start_fen(variant) for variant in tessera.variants()],
            tessera.start_fen("wallgo", 3), tessera.legal_moves("wallgo", None, ["d4"]),
            tessera.perft("wallgo", SITE_CROSS, 1), tessera.get_fen("wallchess", None, ["e2"]))


def test_options_leave_the_default_answers_as_they_were():
    before = default_answers()
    for variant in tessera.variants():
        with tessera.Engine(variant) as engine:
            assert tessera.start_fen(variant) == engine.fen
            assert tessera.legal_moves(variant, None) == engine.legal_moves()
            assert tessera.start_fen(variant, options={}) == engine.fen
            assert tessera.start_fen(variant, options=None) == engine.fen
    assert tessera.perft("wallgo", SHOW_CROSS, 1, options=SHOW) == 135
    for level in range(tessera._REFEREES_KEPT + 2):  # more sets of options than are kept
        assert tessera.get_fen("wallgo", SHOW_CROSS, options={**SHOW, "Skill Level": level}) == \
            SHOW_CROSS
    assert len(tessera._referees.engines) <= tessera._REFEREES_KEPT
    assert default_answers() == before
    assert tessera.perft("wallgo", SHOW_CROSS, 1, options=SHOW) == 135
    with pytest.raises(tessera.PositionError):
        tessera.perft("wallgo", SHOW_CROSS, 1)


def test_the_version_is_the_headers():
    header = (PERFT_FOLDER.parents[1] / "include" / "tessera.h").read_text()
    assert re.search(rf'#define TESSERA_VERSION +"{re.escape(tessera.version())}"', header)
    assert tessera.__version__ == tessera.version()
