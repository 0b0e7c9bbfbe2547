#!/usr/bin/env python3
"""The layer check (`make layers`): every quoted #include in the C sources must point down
the layers of docs/ARCHITECTURE.md, never up or sideways, and be written from the root; and
a game stays in its own places (docs/ARCHITECTURE.md, "Adding a game").

Usage: check.py [ROOT]. ROOT defaults to the repository this script sits in. Prints one line
per violation (file:line: rule: the include) and exits 1 if there is any, 0 otherwise.

The layers are the table below, lowest first; a file may include its own layer and any
lower level, never a higher level nor another layer of its own level. A quoted include names
a file from the repository root (`#include "engine/engine.h"`), or a file of the including
file's own folder by its bare name (`#include "chess.h"`); `../` is refused. Angle-bracket
includes (<stdio.h>, <tessera.h> in examples/) are not checked.

A game's places are src/games/<game>/, eval/<game>/, engine/games/<game>.c and its terminal
view play/games/<game>.c: none includes another game's places. Outside them and the tests,
no C string literal is a game's name or alias (the names of engine/games/*.c's `.name` and
`.alias`): code that differs between games asks the descriptor, not the name.
"""

import os
import re
import sys

# (level, layer, folders). A file belongs to the layer of the longest folder that holds it.
LAYERS = [
    (0, "src", ["src"]),
    (1, "eval", ["eval"]),
    (1, "search", ["search"]),
    (2, "books", ["books"]),
    (3, "include", ["include"]),
    (4, "engine", ["engine"]),
    (5, "tools", ["tools"]),
    (5, "match", ["match"]),
    (6, "protocol", ["protocol"]),
    (6, "play", ["play"]),
    (6, "bench", ["bench"]),
    (6, "train", ["train"]),
    (6, "books/tools", ["books/tools"]),
    (7, "cli", ["cli"]),
    (8, "tests", ["tests"]),
    (8, "examples", ["examples"]),
    (8, "python", ["python"]),
    (8, "wasm", ["wasm"]),
]

# Layers that only reach the engine through the public header, whatever their level.
PUBLIC_ONLY = {"examples", "python", "wasm"}

# tessera-match is its own program: no other layer includes match/.
PROGRAMS = {"match"}

# A game's rules (src/games/<game>/) and evaluation (eval/<game>/) are included by that
# game's places, its descriptor (engine/games/) and the tests; src/games/common/ is shared.
GAME_READERS = ["engine/games", "tests"]

# The folders that hold one place of every game, as <folder>/<game>/... or <folder>/<game>.c.
GAME_FOLDERS = ["src/games", "eval", "engine/games", "play/games"]
SHARED_GAME_CODE = {"src/games/common"}

# Files outside a game's places that name games, left for later: (file, name).
NAME_EXCEPTIONS = {
    # The take-back cost is measured on the game whose positions are the largest.
    ("bench/undo/undo_cost.c", "wallchess"),
}

# Known crossings (docs/ARCHITECTURE.md would name each): (file, include). None is left.
EXCEPTIONS = set()

SKIP_DIRS = {"build", "node_modules", "dist", ".git"}
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')


def layer_of(path):
    best = None
    for level, name, folders in LAYERS:
        for folder in folders:
            if path.startswith(folder + "/") and (best is None or len(folder) > len(best[2])):
                best = (level, name, folder)
    return best


def game_of(path):
    """The game whose places hold path, or None."""
    for folder in GAME_FOLDERS:
        if not path.startswith(folder + "/"):
            continue
        rest = path[len(folder) + 1:]
        if "/" in rest:
            game = rest.split("/")[0]
            if folder + "/" + game not in SHARED_GAME_CODE and folder != "engine/games":
                return game
        elif folder in ("engine/games", "play/games") and rest.endswith(".c"):
            return rest[:-2]
    return None


def resolve(root, path, inc):
    """The root-relative file an include names (its own folder first, then the root)."""
    local = os.path.normpath(os.path.join(os.path.dirname(path), inc))
    if "/" not in inc and os.path.isfile(os.path.join(root, local)):
        return local
    if os.path.isfile(os.path.join(root, inc)):
        return inc
    return None


def check_include(root, path, inc):
    """The rule an include breaks, or None."""
    if inc.startswith("../") or inc.startswith("./") or "/../" in inc:
        return "from-root (write the path from the repository root)"
    target = resolve(root, path, inc)
    if target is None:
        return "unresolved (no such file in its folder or from the root)"
    src, dst = layer_of(path), layer_of(target)
    if src is None:
        return "no-layer (%s is in no layer of tests/layers/check.py)" % path
    if dst is None:
        return "no-layer (%s is in no layer of tests/layers/check.py)" % target
    if (path, target) in EXCEPTIONS or src[1] == dst[1]:
        pass
    elif src[1] in PUBLIC_ONLY:
        if target != "include/tessera.h":
            return "public-only (%s uses include/tessera.h only)" % src[1]
    elif dst[1] in PROGRAMS and src[1] != "tests":
        return "program (%s/ is its own program, %s/ may not include it)" % (dst[1], src[1])
    elif dst[0] > src[0]:
        return "up (%s/ is below %s/)" % (src[1], dst[1])
    elif dst[0] == src[0]:
        return "sideways (%s/ and %s/ are on one level)" % (src[1], dst[1])
    game = game_of(target)
    if game and game_of(path) != game and (path, target) not in EXCEPTIONS:
        if game_of(path):
            return "game (the places of %s may not include another game's)" % game_of(path)
        if not any(path.startswith(r + "/") for r in GAME_READERS):
            return "game (only the game's places, %s/ include %s)" % (
                "/, ".join(GAME_READERS), target)
    return None


# String and character literals and comments, in the order they come: a quote inside a
# comment or a character literal starts no string.
TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'(?:[^\'\\\n]|\\.)*\'|/\*.*?\*/|//[^\n]*', re.S)
NAME_FIELD = re.compile(r'\.(?:name|alias)\s*=\s*"([^"]+)"')


def game_names(root):
    """Every game's name and alias, from the descriptors in engine/games/."""
    names = set()
    folder = os.path.join(root, "engine", "games")
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        if name.endswith(".c"):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                names.update(NAME_FIELD.findall(f.read()))
    return names


def named_games(path, text, names):
    """(line, name) of each string literal of text that is a game's name, outside a game's
    places and the tests."""
    if game_of(path) or path.startswith("tests/"):
        return []
    found = []
    for match in TOKEN.finditer(text):
        name = match.group(0)[1:-1]
        if match.group(0)[0] == '"' and name in names and (path, name) not in NAME_EXCEPTIONS:
            found.append((text.count("\n", 0, match.start()) + 1, name))
    return found


def sources(root):
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
        for name in sorted(files):
            if name.endswith((".c", ".h")):
                yield os.path.relpath(os.path.join(folder, name), root)


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", ".."))
    names = game_names(root)
    bad = files = 0
    for path in sources(root):
        files += 1
        with open(os.path.join(root, path), encoding="utf-8") as f:
            text = f.read()
        for number, line in enumerate(text.split("\n"), 1):
            match = INCLUDE.match(line)
            if not match:
                continue
            rule = check_include(root, path, match.group(1))
            if rule:
                print('%s:%d: %s: #include "%s"' % (path, number, rule, match.group(1)))
                bad += 1
        for number, name in named_games(path, text, names):
            print('%s:%d: game-name (ask the descriptor, not the name): "%s"' % (path, number, name))
            bad += 1
    if bad:
        print("layers: %d include(s) or game names break docs/ARCHITECTURE.md's layers" % bad)
        return 1
    print("layers: %d files, every include points down the layers, no game named outside its "
          "places" % files)
    return 0


if __name__ == "__main__":
    sys.exit(main())
