"""Where the web table keeps its games: one SQLite file (the standard library's `sqlite3`).

Each game is one row: its save (`Game.to_json()`, the history of actions included) and the
table's own record of it (the seats: who plays each, the hash of its token, its stops).
The row is written after every action, in one transaction, so a server that stops, or is
stopped, loses nothing: started again on the same file, it finds every game where it was.

The file is in WAL mode with `synchronous=NORMAL`: a commit survives the server process
dying at any point (only a power cut can lose the last commits), and writing is cheap
enough to do after every action.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    meta TEXT NOT NULL,          -- the table's record: seats, stops, mode (JSON)
    save TEXT NOT NULL,          -- Game.to_json()
    actions INTEGER NOT NULL,    -- len(game.history), for a quick look
    over INTEGER NOT NULL,
    created REAL NOT NULL,
    updated REAL NOT NULL
)
"""


@dataclass(frozen=True)
class Row:
    """One stored game."""

    id: str
    meta: dict[str, Any]
    save: str
    actions: int
    over: bool


class Store:
    """The games in one SQLite file; safe to use from several threads (one connection,
    one lock)."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        with self._lock:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute(SCHEMA)

    def put(self, game_id: str, meta: dict[str, Any], save: str, actions: int,
            over: bool) -> None:
        """Write a game (a new one, or its new position), committed before this returns."""
        now = time.time()
        with self._lock:
            self._db.execute(
                "INSERT INTO games (id, meta, save, actions, over, created, updated) "
                "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET meta=excluded.meta, "
                "save=excluded.save, actions=excluded.actions, over=excluded.over, "
                "updated=excluded.updated",
                (game_id, json.dumps(meta), save, actions, int(over), now, now))

    def get(self, game_id: str) -> Row | None:
        with self._lock:
            found = self._db.execute(
                "SELECT id, meta, save, actions, over FROM games WHERE id = ?",
                (game_id,)).fetchone()
        if found is None:
            return None
        return Row(found[0], json.loads(found[1]), found[2], found[3], bool(found[4]))

    def ids(self) -> list[str]:
        """Every stored game's id, oldest first."""
        with self._lock:
            return [r[0] for r in self._db.execute("SELECT id FROM games ORDER BY created")]

    def close(self) -> None:
        with self._lock:
            self._db.close()


__all__ = ["Row", "Store"]
