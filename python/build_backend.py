"""An in-tree PEP 517 build backend for the tessera package.

It builds libtessera.so with the repository's Makefile (`make lib`), then writes a wheel
holding the Python package, that library and the bundled opening books. It needs no
setuptools and no network, so `pip install ./python` works in a fresh virtual environment.
Only wheels are built: the C sources live outside this folder, so an sdist of it alone
could not be built again.
"""

from __future__ import annotations

import base64
import hashlib
import os
import re
import subprocess
import sysconfig
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
NAME = "tessera"


def _version() -> str:
    header = (ROOT / "include" / "tessera.h").read_text()
    match = re.search(r'#define TESSERA_VERSION\s+"([^"]+)"', header)
    if not match:
        raise RuntimeError("no TESSERA_VERSION in include/tessera.h")
    return match.group(1)


def _metadata() -> str:
    readme = (HERE / "README.md").read_text()
    return (
        "Metadata-Version: 2.1\n"
        f"Name: {NAME}\n"
        f"Version: {_version()}\n"
        "Summary: Tessera: chess, Void Chess, Wall Chess, Wall Go and Wall Runner as a rules "
        "referee and engine\n"
        "Requires-Python: >=3.9\n"
        "Description-Content-Type: text/markdown\n\n" + readme
    )


def _tag() -> str:
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return f"py3-none-{platform}"


def _wheel_file() -> str:
    return (
        "Wheel-Version: 1.0\n"
        "Generator: tessera build_backend\n"
        "Root-Is-Purelib: false\n"
        f"Tag: {_tag()}\n"
    )


def _dist_info() -> str:
    return f"{NAME}-{_version()}.dist-info"


def _build_library() -> Path:
    jobs = str(os.cpu_count() or 2)
    subprocess.run(["make", "-C", str(ROOT), "--no-print-directory", f"-j{jobs}", "lib"],
                   check=True)
    library = ROOT / "build" / "lib" / "libtessera.so"
    return library.resolve()


def _package_files(library: Path) -> dict[str, bytes]:
    files = {}
    for path in sorted((HERE / NAME).rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            files[path.relative_to(HERE).as_posix()] = path.read_bytes()
    files[f"{NAME}/libtessera.so"] = library.read_bytes()
    for book in sorted((ROOT / "books").glob("*.bin")):
        files[f"{NAME}/books/{book.name}"] = book.read_bytes()
    return files


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def get_requires_for_build_wheel(config_settings=None):
    return []


def prepare_metadata_for_build_wheel(metadata_directory, config_settings=None):
    folder = Path(metadata_directory) / _dist_info()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "METADATA").write_text(_metadata())
    (folder / "WHEEL").write_text(_wheel_file())
    return folder.name


def build_wheel(wheel_directory, config_settings=None, metadata_directory=None):
    files = _package_files(_build_library())
    info = _dist_info()
    files[f"{info}/METADATA"] = _metadata().encode()
    files[f"{info}/WHEEL"] = _wheel_file().encode()
    record = [_record_line(name, data) for name, data in files.items()]
    record.append(f"{info}/RECORD,,")
    files[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()
    wheel_name = f"{NAME}-{_version()}-{_tag()}.whl"
    with zipfile.ZipFile(Path(wheel_directory) / wheel_name, "w", zipfile.ZIP_DEFLATED) as wheel:
        for name, data in files.items():
            entry = zipfile.ZipInfo(name, date_time=(2020, 1, 1, 0, 0, 0))
            entry.external_attr = (0o755 if name.endswith(".so") else 0o644) << 16
            wheel.writestr(entry, data, zipfile.ZIP_DEFLATED)
    return wheel_name


def build_sdist(sdist_directory, config_settings=None):
    raise RuntimeError(
        "tessera is built from the whole repository: install with `pip install ./python` "
        "from a checkout")
