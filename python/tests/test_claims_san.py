"""Draws by claim and Standard Algebraic Notation through the bindings: chess game records
with an unclaimed threefold repetition and with 60 moves without a capture or a pawn move
replay to their end, a claim ends them as a draw from the right ply and not one before,
fivefold repetition and 75 moves end a game by themselves, Void Chess keeps its automatic
threefold repetition; every legal move of the perft positions (and one ply deeper) reads back
from its SAN; pyffish's get_san, get_san_moves and gives_check against known values; the wall
games' own text; and the misuse of each new call, with its exact exception and message."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import tessera

PERFT_FOLDER = Path(__file__).resolve().parents[2] / "tests" / "perft"

NO_CLAIM_HERE = ("no draw to claim here: a claim needs the position to occur 3 times, or 100 "
                 "plies without a capture or a pawn move")
NO_CLAIM_AFTER = ("no draw to claim after that move: a claim needs the position to occur 3 "
                  "times, or 100 plies without a capture or a pawn move")

RECORDS = Path(__file__).resolve().parents[2] / "tests" / "records"


def read_record(name):
    """The UCI moves of a game record in tests/records (shared with the C and protocol tests)."""
    lines = (RECORDS / name).read_text().splitlines()
    return " ".join(line for line in lines if not line.startswith("#")).split()


# The Closed Ruy Lopez to 7...d6 (the last pawn move, so no later position repeats an earlier
# one), then Nc3 Bd7 Nb1 Bc8 three times and 14.h3: an unclaimed threefold (ply 22) and
# fourfold (ply 26) repetition in a game that goes on.
REPEATED = read_record("chess-repetition.txt")
RUY_LOPEZ = REPEATED[:14]
SHUFFLE = REPEATED[14:18]
THIRD_TIME = len(RUY_LOPEZ) + 8  # the plies after which the position occurs a third time
FIFTH_TIME = len(RUY_LOPEZ) + 16

# 150 plies after the Ruy Lopez without a capture, a pawn move, a check or any position twice.
QUIET = read_record("chess-quiet-moves.txt")[len(RUY_LOPEZ):]
SIXTY_MOVES = RUY_LOPEZ + QUIET[:120]  # the record that stops after 60 quiet moves

SCHOLARS_MATE = ["e2e4", "e7e5", "d1h5", "b8c6", "f1c4", "g8f6", "h5f7"]
SCHOLARS_MATE_SAN = ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"]
WALL_GAMES = ["wallchess", "wallgo", "wallrunner"]


def exactly(message):
    """A pytest.raises match for message and nothing else."""
    return f"^{re.escape(message)}$"


def replay(moves, plies=None):
    """A chess engine with the first plies of moves (all of them by default) pushed one by
    one, each refused push failing the test."""
    engine = tessera.Engine("chess")
    for move in moves[:plies]:
        engine.push(move)
    return engine


def assert_ongoing(engine):
    assert engine.status() == tessera.Status("ongoing", None, "", engine.side_to_move, 2)


def assert_draw(engine, reason):
    assert engine.status() == tessera.Status("draw", None, reason, engine.side_to_move, 2)


def assert_drawn_for_good(engine, reason, move):
    """The game is a draw for reason: no move (move among them), no claim, no search."""
    assert_draw(engine, reason)
    assert engine.legal_moves() == []
    assert engine.draw_claim() is None
    plies = engine.move_count
    with pytest.raises(tessera.GameOverError,
                       match=exactly(f"move '{move}' comes after the end of the game ({reason})")):
        engine.push(move)
    with pytest.raises(tessera.GameOverError, match=exactly(f"the game is over ({reason})")):
        engine.claim_draw()
    with pytest.raises(tessera.GameOverError):
        engine.search(depth=1)
    assert engine.move_count == plies


def assert_no_claim_here(engine):
    plies = engine.move_count
    with pytest.raises(tessera.NoClaimError, match=exactly(NO_CLAIM_HERE)) as refused:
        engine.claim_draw()
    assert refused.value.code == 12
    assert engine.move_count == plies
    assert_ongoing(engine)


# -- draws by claim ----------------------------------------------------------------------------


def test_an_unclaimed_threefold_repetition_replays_to_the_end():
    with replay(REPEATED) as engine:
        assert engine.move_count == len(REPEATED)
        assert_ongoing(engine)
        assert len(engine.legal_moves()) == 33
        assert engine.draw_claim() is None  # 14.h3 changed the pawns
        assert_no_claim_here(engine)


def test_the_threefold_repetition_is_claimed_from_its_third_occurrence():
    with replay(REPEATED, THIRD_TIME - 1) as engine:
        assert engine.draw_claim() is None
        assert_no_claim_here(engine)
        last = REPEATED[THIRD_TIME - 1]
        assert engine.draw_claim(last) == "repetition"  # claimed with the move that repeats
        assert engine.draw_claim("d7e6") is None
        with pytest.raises(tessera.NoClaimError, match=exactly(NO_CLAIM_AFTER)):
            engine.claim_draw("d7e6")
        assert engine.move_count == THIRD_TIME - 1
        engine.push(last)
        assert_ongoing(engine)
        assert engine.draw_claim() == "repetition"
        assert engine.claim_draw() == "repetition"
        assert_drawn_for_good(engine, "repetition", "b1c3")
        engine.pop()  # takes back the claim with the last move
        assert engine.move_count == THIRD_TIME - 1
        assert_ongoing(engine)
        assert engine.claim_draw(last) == "repetition"
        assert engine.move_count == THIRD_TIME
        assert_draw(engine, "repetition")


def test_a_fivefold_repetition_ends_the_game_by_itself():
    record = RUY_LOPEZ + SHUFFLE * 4
    with replay(record, FIFTH_TIME - 1) as engine:
        assert_ongoing(engine)
        assert engine.draw_claim() == "repetition"  # the fourth occurrence of the one before
        engine.push(record[FIFTH_TIME - 1])
        assert_drawn_for_good(engine, "repetition", "h2h3")
        assert engine.move_count == FIFTH_TIME
    with pytest.raises(tessera.GameOverError,
                       match=exactly("move 'h2h3' (move 31 of the list) comes after the end of "
                                     "the game (repetition)")):
        tessera.Engine("chess").set_position(None, record + ["h2h3"])


def test_sixty_quiet_moves_replay_to_the_end_and_the_fifty_moves_are_claimed():
    with replay(SIXTY_MOVES) as engine:
        assert engine.fen.split()[4] == "120"
        assert_ongoing(engine)
        assert engine.draw_claim() == "fifty-moves"
        assert engine.claim_draw() == "fifty-moves"
        assert_draw(engine, "fifty-moves")
    with replay(SIXTY_MOVES, len(RUY_LOPEZ) + 99) as engine:
        assert engine.fen.split()[4] == "99"
        assert engine.draw_claim() is None
        assert_no_claim_here(engine)
        assert engine.draw_claim(QUIET[99]) == "fifty-moves"
        assert engine.draw_claim("a6a5") is None  # a pawn move starts the count again
        assert engine.claim_draw(QUIET[99]) == "fifty-moves"
        assert engine.move_count == len(RUY_LOPEZ) + 100
        assert_draw(engine, "fifty-moves")


def test_the_fifty_moves_claim_holds_from_the_hundredth_ply_on():
    with replay(RUY_LOPEZ) as engine:
        claims = []
        for move in QUIET[:149]:
            engine.push(move)
            claims.append(engine.draw_claim())
            assert_ongoing(engine)
        assert claims == [None] * 99 + ["fifty-moves"] * 50


def test_seventy_five_moves_end_the_game_by_themselves():
    with replay(RUY_LOPEZ + QUIET) as engine:
        assert engine.fen.split()[4] == "150"
        assert_drawn_for_good(engine, "fifty-moves", "c2c3")


def test_void_chess_keeps_its_automatic_threefold_repetition():
    no_claims = "no draw to claim: voidchess has no draw by claim (its draws are automatic)"
    with tessera.Engine("voidchess") as engine:
        for move in ["h1g3", "h9g7", "g3h1", "g7h9"] * 2:
            assert_ongoing(engine)
            assert engine.draw_claim() is None
            assert engine.draw_claim(move) is None
            with pytest.raises(tessera.NoClaimError, match=exactly(no_claims)):
                engine.claim_draw()
            engine.push(move)
        assert engine.move_count == 8
        assert_drawn_for_good(engine, "repetition", "e2e3")


@pytest.mark.parametrize("variant", WALL_GAMES)
def test_the_wall_games_have_no_claims(variant):
    with tessera.Engine(variant) as engine:
        assert engine.draw_claim() is None
        assert engine.draw_claim(engine.legal_moves()[0]) is None
        with pytest.raises(tessera.NoClaimError,
                           match=exactly(f"no draw to claim: {variant} has no draw by claim "
                                         "(its draws are automatic)")):
            engine.claim_draw()
        assert engine.move_count == 0


# -- SAN ---------------------------------------------------------------------------------------


def perft_positions(variant):
    for line in (PERFT_FOLDER / f"{variant}.epd").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            yield line.split(";")[0].strip()


def round_trip(engine):
    """Every legal move of the position reads back from its SAN, which has a check mark
    exactly when the move gives check; the number of moves checked."""
    moves = engine.legal_moves()
    for move in moves:
        san = engine.san(move)
        assert engine.parse_san(san) == move, (engine.fen, move, san)
        assert engine.gives_check(move) == san.endswith(("+", "#")), (engine.fen, move, san)
    return len(moves)


@pytest.mark.parametrize("variant, positions, moves", [("chess", 6, 6637),
                                                       ("voidchess", 41, 44955)])
def test_every_move_of_the_perft_positions_round_trips_through_san(variant, positions, moves):
    checked = 0
    fens = list(perft_positions(variant))
    assert len(fens) == positions
    with tessera.Engine(variant) as engine:
        for fen in fens:
            engine.set_position(fen)
            checked += round_trip(engine)
            for move in engine.legal_moves():
                engine.push(move)
                checked += round_trip(engine)
                engine.pop()
    assert checked == moves


def test_san_against_known_values():
    assert tessera.get_san_moves("chess", None, SCHOLARS_MATE) == SCHOLARS_MATE_SAN
    assert tessera.get_san_moves("chess", None, []) == []
    assert tessera.get_san("chess", None, "g1f3") == "Nf3"
    assert tessera.get_san("chess", None, "h5f7", SCHOLARS_MATE[:6]) == "Qxf7#"
    assert tessera.gives_check("chess", None, SCHOLARS_MATE) is True
    assert tessera.gives_check("chess", None, SCHOLARS_MATE[:6]) is False
    assert tessera.gives_check("chess", None) is False
    promotion = "8/P7/8/8/8/8/8/k6K w - - 0 1"
    assert tessera.get_san("chess", promotion, "a7a8q") == "a8=Q+"
    assert tessera.get_san("chess", promotion, "a7a8n") == "a8=N"
    assert tessera.get_san("voidchess", None, "g1f3", ["g2g3", "a8a7"]) == "Mf3"
    with tessera.Engine("chess", fen="r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1") as engine:
        assert engine.san_moves(["e1g1", "e8c8"]) == ["O-O", "O-O-O"]
        assert [engine.parse_san(san) for san in ["O-O", "0-0", "O-O-O", "0-0-0"]] == [
            "e1g1", "e1g1", "e1c1", "e1c1"]
        assert engine.move_count == 0  # san_moves plays nothing
    with tessera.Engine("chess", moves=SCHOLARS_MATE[:6]) as engine:
        assert [engine.parse_san(san) for san in ["Qxf7#", "Qxf7", "Qh5xf7", "qxf7+", "h5f7"]] \
            == ["h5f7"] * 5
        assert engine.san("h5f7") == "Qxf7#"
        assert engine.gives_check("h5f7") is True
        assert engine.gives_check("c4b5") is False
        assert engine.in_check is False
        engine.push("h5f7")
        assert engine.in_check is True
        assert engine.status().reason == "checkmate"


@pytest.mark.parametrize("variant", WALL_GAMES)
def test_the_wall_games_write_a_move_as_its_own_text(variant):
    with tessera.Engine(variant) as engine:
        line = []
        for _ in range(4):
            moves = engine.legal_moves()
            assert [engine.san(move) for move in moves] == moves
            assert [engine.parse_san(move) for move in moves] == moves
            assert not any(engine.gives_check(move) for move in moves)
            assert engine.in_check is False
            line.append(moves[len(moves) // 2])
            engine.push(line[-1])
        assert tessera.get_san_moves(variant, None, line) == line
        assert tessera.get_san(variant, None, line[-1], line[:-1]) == line[-1]
        assert tessera.gives_check(variant, None, line) is False


# -- misuse ------------------------------------------------------------------------------------

ILLEGAL_E2E5 = ("illegal move 'e2e5': a pawn moves straight forward and captures one square "
                "diagonally forward")


@pytest.mark.parametrize("call, message", [
    (lambda engine: engine.san(5), "move must be a str, not int"),
    (lambda engine: engine.san(b"e2e4"), "move must be a str, not bytes"),
    (lambda engine: engine.san_moves("e2e4"), "moves must be a list of str, not str"),
    (lambda engine: engine.san_moves(["e2e4", None]), "moves[1] must be a str, not NoneType"),
    (lambda engine: engine.parse_san(None), "san must be a str, not NoneType"),
    (lambda engine: engine.gives_check(1.5), "move must be a str, not float"),
    (lambda engine: engine.draw_claim(3), "move must be a str, not int"),
    (lambda engine: engine.claim_draw(["e2e4"]), "move must be a str, not list"),
    (lambda engine: tessera.get_san("chess", None, 7), "move must be a str, not int"),
    (lambda engine: tessera.get_san_moves("chess", None, "e2e4"),
     "moves must be a list of str, not str"),
    (lambda engine: tessera.gives_check("chess", None, "e2e4"),
     "moves must be a list of str, not str"),
    (lambda engine: tessera.get_san(None, None, "e2e4"), "variant must be a str, not NoneType"),
])
def test_a_wrong_type_raises_type_error(call, message):
    with tessera.Engine("chess", moves=["e2e4"]) as engine:
        with pytest.raises(TypeError) as refused:
            call(engine)
        assert str(refused.value) == message
        assert engine.move_count == 1


@pytest.mark.parametrize("call, message", [
    (lambda engine: engine.san("e2e4\0"), "move contains a NUL character"),
    (lambda engine: engine.san_moves(["e2e4", "e7\0e5"]), "moves[1] contains a NUL character"),
    (lambda engine: engine.parse_san("Nf3\0junk"), "san contains a NUL character"),
    (lambda engine: engine.gives_check("\0"), "move contains a NUL character"),
    (lambda engine: engine.draw_claim("g1f3\0"), "move contains a NUL character"),
    (lambda engine: engine.claim_draw("g1f3\0"), "move contains a NUL character"),
    (lambda engine: tessera.get_san("chess", None, "e2e4\0"), "move contains a NUL character"),
    (lambda engine: tessera.get_san("chess\0", None, "e2e4"),
     "variant contains a NUL character"),
    (lambda engine: tessera.gives_check("chess", None, ["e2e4\0"]),
     "moves[0] contains a NUL character"),
])
def test_a_nul_character_raises_argument_error(call, message):
    with tessera.Engine("chess") as engine:
        with pytest.raises(tessera.ArgumentError) as refused:
            call(engine)
        assert str(refused.value) == message
        assert refused.value.code == 1
        assert engine.move_count == 0


@pytest.mark.parametrize("call, message", [
    (lambda engine: engine.san("e2e5"), ILLEGAL_E2E5),
    (lambda engine: engine.gives_check("e2e5"), ILLEGAL_E2E5),
    (lambda engine: engine.draw_claim("e2e5"), ILLEGAL_E2E5),
    (lambda engine: engine.claim_draw("e2e5"), ILLEGAL_E2E5),
    (lambda engine: engine.san_moves(["e2e4", "e7e5", "e4e5"]),
     "illegal move 'e4e5' (move 3 of the list): a pawn captures only diagonally"),
    (lambda engine: engine.parse_san("Nf6"), "illegal move 'Nf6': no white knight can move to f6"),
    (lambda engine: engine.parse_san("O-O"), "illegal move 'O-O': castling needs f1 empty"),
    (lambda engine: engine.parse_san("Kxe2"), "illegal move 'Kxe2': e2 holds white's own pawn"),
    (lambda engine: tessera.get_san("chess", None, "e2e5"), ILLEGAL_E2E5),
    (lambda engine: tessera.get_san_moves("chess", None, ["e2e4", "e7e5", "e4e5"]),
     "illegal move 'e4e5' (move 3 of the list): a pawn captures only diagonally"),
])
def test_an_illegal_move_raises_illegal_move_error_with_the_library_reason(call, message):
    with tessera.Engine("chess") as engine:
        before = engine.fen
        with pytest.raises(tessera.IllegalMoveError) as refused:
            call(engine)
        assert str(refused.value) == message
        assert refused.value.code == 4
        assert (engine.fen, engine.move_count, engine.status().outcome) == (before, 0, "ongoing")


def test_the_error_codes_have_their_exceptions():
    assert issubclass(tessera.NoClaimError, tessera.TesseraError)
    assert not issubclass(tessera.NoClaimError, ValueError)
    assert tessera._errors.CALLBACK == 11 and tessera._errors.NO_CLAIM == 12
    with pytest.raises(tessera.NoClaimError, match="^no claim$"):
        tessera._errors.raise_for(12, "no claim")
    with pytest.raises(tessera.TesseraError, match="^from a callback$") as refused:
        tessera._errors.raise_for(11, "from a callback")
    assert type(refused.value) is tessera.TesseraError and refused.value.code == 11
