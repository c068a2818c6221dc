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
from collections.abc import Callable
from pathlib import Path

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
    import uvicorn

    from tolaria.web.app import create_app

    db = Path(db) if db is not None else default_db()
    app = create_app(db)
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, port))
    sock.listen(128)
    bound = sock.getsockname()[1]
    shown = f"[{host}]" if family == socket.AF_INET6 else host
    say = announce or (lambda text: print(text, flush=True))
    say(f"Tolaria's table: http://{shown}:{bound}/  (games kept in {db}; Ctrl-C stops)")
    config = uvicorn.Config(app, log_level=os.environ.get("TOLARIA_LOG", "warning"),
                            ws="websockets-sansio", lifespan="off", ws_max_size=1 << 16)
    server = uvicorn.Server(config)
    try:
        server.run(sockets=[sock])
    finally:
        sock.close()
        sys.stdout.flush()


__all__ = ["DEFAULT_PORT", "default_db", "serve"]
