"""A search or a perft on the engine's own thread, waited for by the Python thread that
started it in short slices, so that Ctrl-C (or any signal handler) interrupts the wait.

The job runs through the asynchronous calls of the C API (tessera_search_start,
tessera_perft_start). Its callbacks run on the engine's thread: an exception raised in one,
KeyboardInterrupt and SystemExit included, is kept, the job is stopped, and the waiting
thread raises it again. Nothing is ever raised into ctypes, which would print and swallow it.
"""

from __future__ import annotations

import threading
from typing import Any, Callable, Optional

from ._native import lib

WAIT_SLICE_S = 0.02  # a signal delivered to another thread is seen within this time


class Job:
    """One job's state, shared by its callbacks (engine thread) and its waiter."""

    def __init__(self) -> None:
        self.changed = threading.Event()  # something below changed: the waiter looks again
        self.done = False  # the last callback (bestmove, done) has run
        self.error: Optional[BaseException] = None  # the first exception of a callback
        self.stop_wanted = False  # stop() was called, possibly from a callback
        self.stop_sent = False
        self.callback_thread: Optional[int] = None  # the thread inside a user callback
        self.keep: list[Any] = []  # the ctypes objects the C side points to while it runs

    def fail(self, error: BaseException) -> None:
        """Keeps the first exception of a callback; the waiter stops the job and raises it."""
        if self.error is None:
            self.error = error
        self.changed.set()

    def callback(self, function: Callable[..., None], last: bool = False) -> Callable[..., None]:
        """function as a C callback: what it raises is kept, never passed to ctypes. The last
        callback of a job (bestmove, done) marks it finished whatever happens."""

        def called(*args: Any) -> None:
            try:
                function(*args)
            except BaseException as error:  # raised again by the waiting thread
                self.fail(error)
            finally:
                if last:
                    self.finish()

        return called

    def call_user(self, function: Callable[..., None], *args: Any) -> None:
        """Calls the user's function from a callback, unless an earlier one failed (the job
        is being stopped); the engine refuses calls from this thread meanwhile."""
        if self.error is not None:
            return
        self.callback_thread = threading.get_ident()
        try:
            function(*args)
        finally:
            self.callback_thread = None

    def finish(self) -> None:
        """The job's last callback has run."""
        self.done = True
        self.changed.set()

    def request_stop(self) -> None:
        """Asks the waiter to stop the job (callable from any thread, callbacks included)."""
        self.stop_wanted = True
        self.changed.set()

    def wait(self, handle: object, closing: Callable[[], bool]) -> None:
        """Waits until the job's last callback, stopping it when a callback failed, stop()
        was asked or the engine is being closed. Signals interrupt the wait."""
        while True:
            self.changed.clear()
            if self.done:
                return
            if not self.stop_sent and (self.error is not None or self.stop_wanted or closing()):
                lib.tessera_stop(handle)
                self.stop_sent = True
            self.changed.wait(WAIT_SLICE_S)


def end(handle: object, job: Optional[Job]) -> None:
    """Stops the engine's job unless it has finished, and joins its thread, so that the
    callbacks the job holds may be freed. Both calls do nothing on an idle engine (a job that
    never started); tessera_busy is not asked, since it turns false at the last callback,
    before the thread is joined."""
    if job is None or not job.done:
        lib.tessera_stop(handle)
    lib.tessera_wait(handle)
