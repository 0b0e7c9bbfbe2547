"""The C API of libtessera (include/tessera.h) declared for ctypes.

The library is the libtessera.so inside this package, or the file named by the environment
variable TESSERA_LIBRARY. ctypes releases the GIL for every call, so searches in other
threads go on while Python runs; the callbacks take it back on the engine's thread.
"""

from __future__ import annotations

import ctypes
import os
from pathlib import Path

MAX_PLAYERS = 4
MAX_CHOICES = 15


class GameInfo(ctypes.Structure):
    _fields_ = [
        ("name", ctypes.c_char_p),
        ("alias", ctypes.c_char_p),
        ("files", ctypes.c_int),
        ("ranks", ctypes.c_int),
        ("min_players", ctypes.c_int),
        ("max_players", ctypes.c_int),
        ("player_names", ctypes.c_char_p * MAX_PLAYERS),
    ]


class Option(ctypes.Structure):
    _fields_ = [
        ("name", ctypes.c_char_p),
        ("type", ctypes.c_int),
        ("min", ctypes.c_int),
        ("max", ctypes.c_int),
        ("choices", ctypes.c_char_p * (MAX_CHOICES + 1)),
        ("value", ctypes.c_char * 260),
    ]


class Status(ctypes.Structure):
    _fields_ = [
        ("outcome", ctypes.c_int),
        ("winner", ctypes.c_int),
        ("side_to_move", ctypes.c_int),
        ("players", ctypes.c_int),
        ("reason", ctypes.c_char_p),
        ("has_scores", ctypes.c_bool),
        ("scores", ctypes.c_int * MAX_PLAYERS),
    ]


class Limits(ctypes.Structure):
    _fields_ = [
        ("time_ms", ctypes.c_int64 * MAX_PLAYERS),
        ("increment_ms", ctypes.c_int64 * MAX_PLAYERS),
        ("movestogo", ctypes.c_int),
        ("movetime_ms", ctypes.c_int64),
        ("depth", ctypes.c_int),
        ("nodes", ctypes.c_uint64),
        ("mate", ctypes.c_int),
        ("infinite", ctypes.c_bool),
        ("ponder", ctypes.c_bool),
        ("searchmoves", ctypes.POINTER(ctypes.c_char_p)),
        ("searchmoves_count", ctypes.c_int),
    ]


class Info(ctypes.Structure):
    _fields_ = [
        ("multipv", ctypes.c_int),
        ("depth", ctypes.c_int),
        ("seldepth", ctypes.c_int),
        ("score", ctypes.c_int),
        ("is_mate", ctypes.c_bool),
        ("mate", ctypes.c_int),
        ("nodes", ctypes.c_uint64),
        ("nps", ctypes.c_uint64),
        ("time_ms", ctypes.c_int64),
        ("hashfull", ctypes.c_int),
        ("pv", ctypes.c_char_p),
    ]


class Result(ctypes.Structure):
    _fields_ = [
        ("move", ctypes.c_char * 32),
        ("ponder", ctypes.c_char * 32),
        ("from_book", ctypes.c_bool),
        ("depth", ctypes.c_int),
        ("score", ctypes.c_int),
        ("mate", ctypes.c_int),
        ("is_mate", ctypes.c_bool),
        ("nodes", ctypes.c_uint64),
        ("time_ms", ctypes.c_int64),
        ("pv", ctypes.c_char * 1024),
    ]


INFO_CALLBACK = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.POINTER(Info))
BESTMOVE_CALLBACK = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_char_p, ctypes.c_char_p,
                                     ctypes.c_bool)
DIVIDE_CALLBACK = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_char_p, ctypes.c_uint64)
DONE_CALLBACK = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_uint64, ctypes.c_bool)


class Callbacks(ctypes.Structure):
    _fields_ = [
        ("context", ctypes.c_void_p),
        ("info", INFO_CALLBACK),
        ("bestmove", BESTMOVE_CALLBACK),
    ]


_engine = ctypes.c_void_p
_code = ctypes.c_int

_SIGNATURES = {
    "tessera_api_version": (ctypes.c_int, []),
    "tessera_version": (ctypes.c_char_p, []),
    "tessera_code_name": (ctypes.c_char_p, [_code]),
    "tessera_game_count": (ctypes.c_int, []),
    "tessera_game_name": (ctypes.c_char_p, [ctypes.c_int]),
    "tessera_game_info": (_code, [ctypes.c_char_p, ctypes.POINTER(GameInfo)]),
    "tessera_new": (_code, [ctypes.c_char_p, ctypes.c_int, ctypes.POINTER(_engine)]),
    "tessera_free": (None, [_engine]),
    "tessera_error": (ctypes.c_char_p, [_engine]),
    "tessera_game": (ctypes.c_char_p, [_engine]),
    "tessera_players": (ctypes.c_int, [_engine]),
    "tessera_new_game": (_code, [_engine]),
    "tessera_option_count": (ctypes.c_int, []),
    "tessera_option": (_code, [_engine, ctypes.c_int, ctypes.POINTER(Option)]),
    "tessera_set_option": (_code, [_engine, ctypes.c_char_p, ctypes.c_char_p]),
    "tessera_set_position": (_code, [_engine, ctypes.c_char_p, ctypes.POINTER(ctypes.c_char_p),
                                     ctypes.c_int]),
    "tessera_play": (_code, [_engine, ctypes.c_char_p]),
    "tessera_undo": (_code, [_engine]),
    "tessera_move_count": (ctypes.c_int, [_engine]),
    "tessera_position": (ctypes.c_char_p, [_engine]),
    "tessera_key": (ctypes.c_uint64, [_engine]),
    "tessera_side_to_move": (ctypes.c_int, [_engine]),
    "tessera_legal_moves": (ctypes.c_char_p, [_engine, ctypes.POINTER(ctypes.c_int)]),
    "tessera_is_legal": (ctypes.c_bool, [_engine, ctypes.c_char_p]),
    "tessera_illegal_reason": (ctypes.c_char_p, [_engine, ctypes.c_char_p]),
    "tessera_board": (ctypes.c_char_p, [_engine]),
    "tessera_eval": (ctypes.c_char_p, [_engine]),
    "tessera_status": (_code, [_engine, ctypes.POINTER(Status)]),
    "tessera_draw_claim": (ctypes.c_char_p, [_engine, ctypes.c_char_p]),
    "tessera_claim_draw": (_code, [_engine, ctypes.c_char_p]),
    "tessera_san": (_code, [_engine, ctypes.c_char_p, ctypes.POINTER(ctypes.c_char_p)]),
    "tessera_san_moves": (_code, [_engine, ctypes.POINTER(ctypes.c_char_p), ctypes.c_int,
                                  ctypes.POINTER(ctypes.c_char_p)]),
    "tessera_parse_san": (_code, [_engine, ctypes.c_char_p, ctypes.POINTER(ctypes.c_char_p)]),
    "tessera_gives_check": (ctypes.c_bool, [_engine, ctypes.c_char_p]),
    "tessera_in_check": (ctypes.c_bool, [_engine]),
    "tessera_perft": (_code, [_engine, ctypes.c_int, DIVIDE_CALLBACK, ctypes.c_void_p,
                              ctypes.POINTER(ctypes.c_uint64)]),
    "tessera_perft_start": (_code, [_engine, ctypes.c_int, DIVIDE_CALLBACK, DONE_CALLBACK,
                                    ctypes.c_void_p]),
    "tessera_limits_init": (None, [ctypes.POINTER(Limits)]),
    "tessera_search_start": (_code, [_engine, ctypes.POINTER(Limits), ctypes.POINTER(Callbacks)]),
    "tessera_stop": (None, [_engine]),
    "tessera_wait": (None, [_engine]),
    "tessera_busy": (ctypes.c_bool, [_engine]),
    "tessera_search": (_code, [_engine, ctypes.POINTER(Limits), INFO_CALLBACK, ctypes.c_void_p,
                               ctypes.POINTER(Result)]),
}


def _library_path() -> str:
    override = os.environ.get("TESSERA_LIBRARY")
    if override:
        return override
    return str(Path(__file__).resolve().parent / "libtessera.so")


def load() -> ctypes.CDLL:
    library = ctypes.CDLL(_library_path())
    for name, (restype, argtypes) in _SIGNATURES.items():
        function = getattr(library, name)
        function.restype = restype
        function.argtypes = argtypes
    return library


lib = load()
