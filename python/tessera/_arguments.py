"""Checks of the arguments the bindings pass to libtessera, made before any C call.

ctypes would otherwise truncate big integers, stop a string at its first NUL, and give
AttributeError or ctypes.ArgumentError for a wrong type. Here a wrong type raises TypeError
and a value out of range raises ArgumentError (a ValueError). bool is not taken where an int
is meant: True as a depth is a mistake, not a depth of 1. The ranges are the protocol's
(protocol/go.c), so a search the bindings start is one `go` would start.
"""

from __future__ import annotations

import operator
import os
from collections.abc import Mapping
from typing import Iterable, Optional

from ._errors import ARGUMENT, ArgumentError

INT32_MAX = 2**31 - 1
INT64_MAX = 2**63 - 1
MAX_DEPTH = 127  # MAX_PLY - 1
MAX_MATE = 63  # MAX_PLY / 2 - 1
MAX_PERFT_DEPTH = 20
MAX_CLOCK_MS = 1_000_000_000  # about eleven days
MAX_MOVESTOGO = 10_000
MAX_SEARCHMOVES = 256


def refuse(message: str) -> ArgumentError:
    return ArgumentError(ARGUMENT, message)


def _type_name(value: object) -> str:
    return type(value).__name__


def whole(name: str, value: object) -> int:
    """value as an int: an int or what has __index__, but not a bool."""
    if isinstance(value, bool):
        raise TypeError(f"{name} must be an int, not bool")
    try:
        return operator.index(value)
    except TypeError:
        raise TypeError(f"{name} must be an int, not {_type_name(value)}") from None


def integer(name: str, value: object, low: int, high: int) -> int:
    """value as an int within low .. high."""
    number = whole(name, value)
    if not low <= number <= high:
        raise refuse(f"{name} must be {low} to {high}, not {number}")
    return number


def optional_integer(name: str, value: object, low: int, high: int) -> Optional[int]:
    return None if value is None else integer(name, value, low, high)


def text(name: str, value: object) -> bytes:
    """value, a str without NUL, as UTF-8."""
    if not isinstance(value, str):
        raise TypeError(f"{name} must be a str, not {_type_name(value)}")
    if "\0" in value:
        raise refuse(f"{name} contains a NUL character")
    try:
        return value.encode()
    except UnicodeEncodeError:
        raise refuse(f"{name} cannot be encoded as UTF-8") from None


def optional_text(name: str, value: object) -> Optional[bytes]:
    return None if value is None else text(name, value)


def sequence(name: str, values: object, kind: str) -> list:
    """values as a list: any iterable but a str or bytes, which would be split in letters."""
    if isinstance(values, (str, bytes, bytearray)):
        raise TypeError(f"{name} must be a list of {kind}, not {_type_name(values)}")
    try:
        return list(values)  # type: ignore[call-overload]
    except TypeError:
        raise TypeError(f"{name} must be a list of {kind}, not {_type_name(values)}") from None


def texts(name: str, values: Iterable[str], most: int = INT32_MAX) -> list[bytes]:
    """A list of at most most moves, each checked by text()."""
    found = sequence(name, values, "str")
    if len(found) > most:
        raise refuse(f"{name} has {len(found)} moves (at most {most})")
    return [text(f"{name}[{index}]", value) for index, value in enumerate(found)]


def per_player(name: str, values: Iterable[int], players: int, exact: bool) -> list[int]:
    """Milliseconds per player (none, or exactly one each when exact; else at most one each);
    negative values count as 0, as the protocol counts them (a GUI sends them after a flag
    fall)."""
    found = sequence(name, values, "int")
    if len(found) > players or (exact and found and len(found) != players):
        wanted = "one per player" if exact else "at most one per player"
        raise refuse(f"{name} has {len(found)} values for {players} players ({wanted})")
    return [max(0, integer(f"{name}[{index}]", value, -MAX_CLOCK_MS, MAX_CLOCK_MS))
            for index, value in enumerate(found)]


def callback(name: str, value: object) -> None:
    if value is not None and not callable(value):
        raise TypeError(f"{name} must be callable or None, not {_type_name(value)}")


def options(values: object) -> list[tuple[bytes, Optional[bytes]]]:
    """Engine options, a mapping of names to values (None: none), as the library reads them:
    each name checked by text() and each value by option_value(), in the mapping's order."""
    if values is None:
        return []
    if not isinstance(values, Mapping):
        raise TypeError(f"options must be a mapping, not {_type_name(values)}")
    return [option(name, value) for name, value in values.items()]


def option(name: str, value: object) -> tuple[bytes, Optional[bytes]]:
    """One option's name and value as the library reads them."""
    return text("option name", name), option_value(name, value)


def option_value(name: str, value: object) -> Optional[bytes]:
    """An option's value as the library reads it: None (a button), a bool, an int, a str or
    a path."""
    if value is None:
        return None
    if isinstance(value, bool):
        return b"true" if value else b"false"
    if isinstance(value, int):
        return str(value).encode()
    if isinstance(value, os.PathLike):
        value = os.fspath(value)
    if isinstance(value, str):
        return text(f"the value of option {name!r}", value)
    raise TypeError(f"the value of option {name!r} must be a str, int, bool, path or None, "
                    f"not {_type_name(value)}")
