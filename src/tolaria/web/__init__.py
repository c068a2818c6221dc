"""The web table: play in a browser against an agent or another person (`tolaria serve`).

`tolaria serve` starts a local web server (Starlette with websockets, served by uvicorn)
and prints its address. The lobby starts a game against an agent (`tolaria.agents`) or
another person, who joins with a seat link; the table shows one seat's board, hand,
stack, log with CR citations, life totals, mana pool and phase bar, card text on hover,
the legal actions as buttons, and targets chosen by clicking them; priority is passed as
on Arena and MTGO (`tolaria.autopass`). A replay page steps through a saved game.

- `tolaria.web.table`: one game and its seats; what each seat is sent (its view only),
  the token every message carries, the actions taken;
- `tolaria.web.store`: the games in an SQLite file, written after every action;
- `tolaria.web.app`: the HTTP and websocket routes;
- `tolaria.web.static`: the pages (plain HTML, CSS and JavaScript: nothing to build).

Needs the web extra: `pip install 'tolaria[web]'`.
"""

from __future__ import annotations

import os
import socket
import sys
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from tolaria import catalog

DEFAULT_PORT = 8000


def default_db() -> Path:
    """Where `tolaria serve` keeps its games unless told: games.sqlite in tolaria's data
    folder (`$TOLARIA_HOME`, else `$XDG_DATA_HOME/tolaria`, else `~/.local/share/tolaria`)."""
    return Path(catalog.user_data_dir()) / "games.sqlite"


def serve(host: str = "127.0.0.1", port: int = DEFAULT_PORT, db: str | Path | None = None,
          announce: Callable[[str], None] | None = None) -> None:
    """Serve the web table until interrupted; `announce` (default: print) is told the
    address once the port is open (port 0: a free one)."""
    db = Path(db) if db is not None else default_db()
    server, sock = _server(host, port, db)
    say = announce or (lambda text: print(text, flush=True))
    say(f"Tolaria's table: {address(sock)}  (games kept in {db}; Ctrl-C stops)")
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()
        sys.stdout.flush()


@contextmanager
def running(db: str | Path, host: str = "127.0.0.1") -> Iterator[str]:
    """A server on a free port in a thread of this process, for tests and benchmarks:
    yields its address, stops it on leaving."""
    server, sock = _server(host, 0, Path(db))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    try:
        for _ in range(500):
            if server.started:
                break
            time.sleep(0.01)
        yield address(sock)
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()


def _server(host: str, port: int, db: Path) -> tuple[Any, socket.socket]:
    import uvicorn

    from tolaria.web.app import create_app

    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.listen(128)
    config = uvicorn.Config(create_app(db), log_level=os.environ.get("TOLARIA_LOG", "warning"),
                            ws="websockets-sansio", lifespan="off", ws_max_size=1 << 16)
    return uvicorn.Server(config), sock


def address(sock: socket.socket) -> str:
    """The http address of a listening socket."""
    host, port = sock.getsockname()[:2]
    return f"http://[{host}]:{port}/" if sock.family == socket.AF_INET6 else f"http://{host}:{port}/"


__all__ = ["DEFAULT_PORT", "address", "default_db", "running", "serve"]
