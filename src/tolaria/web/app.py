"""The web table's server: a Starlette app (HTTP and websockets), served by uvicorn.

Routes:

| route | what |
|---|---|
| `GET /` | the lobby: start a game against an agent or another person, upload a save to replay |
| `GET /play/{id}#TOKEN` | the table, for the seat whose token follows `#` (the seat link) |
| `GET /replay/{id}#TOKEN` | a game stepped through from its start, as that seat saw it |
| `POST /api/games` | a new game: `{"seats": ["person", "heuristic"], "decks": ["green", "red"], "seed": 7}`; answers the seat links |
| `POST /api/replays` | a save (`tolaria play --save`) to replay; answers a link for each seat's view |
| `WS /ws/{id}` | the table's messages (below) |
| `POST /api/games/{id}` | one such message over HTTP; answers the seat's state |
| `GET /api/games/{id}/replay?step=N&log_from=M` | one step of a replay (header `X-Tolaria-Token`) |

A message is a JSON object with the seat's `token` and a `type`: `hello` (send me the
table), `act` (`action`: a number from the list sent, with its `version`; `parts`: numbers
of parts of a declaration of attackers or blockers; or `text`: an action in the notation),
`pass_until` (`until`: "end of turn" or "something happens"), `stops` (`stops`: steps for
`mine`, `theirs`, `combat`) and `concede`. The server answers with `state` messages (to
every connection of the game when it changed, each with its own seat's view) or an
`error`, which changed nothing.

Each game has a lock: one message at a time changes it, in a worker thread so that the
server goes on answering other games meanwhile.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections import OrderedDict
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Mount, Route, WebSocketRoute
from starlette.staticfiles import StaticFiles
from starlette.websockets import WebSocket, WebSocketDisconnect, WebSocketState

from tolaria.decks import BUILTIN_DECKS
from tolaria.terminal import Replay
from tolaria.web.store import Store
from tolaria.web.table import AGENTS, PERSON, Refused, Table, replay_step

LOG = logging.getLogger("tolaria.web")
MAX_MESSAGE = 16_384                  # bytes of one message
MAX_SAVE = 8_000_000                  # bytes of an uploaded save
REPLAYS_KEPT = 4                      # replays kept in memory (each holds every position)
STATIC = Path(str(resources.files("tolaria.web") / "static"))
HEADERS = {
    "Content-Security-Policy": "default-src 'self'; script-src 'self'; style-src 'self'; "
                               "img-src 'self' data:; connect-src 'self'; base-uri 'none'; "
                               "form-action 'self'; frame-ancestors 'none'",
    "Referrer-Policy": "no-referrer",
    "X-Content-Type-Options": "nosniff",
}


@dataclass
class Watcher:
    """A connection watching a game as one seat: how much of the log and which cards'
    text it has been sent."""

    seat: int
    log_sent: int = 0
    cards_sent: set[str] = field(default_factory=set)


class Tables:
    """The games the server has open: loaded from the store when first asked for, each with
    its lock and the connections watching it."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.open: dict[str, Table] = {}
        self.locks: dict[str, asyncio.Lock] = {}
        self.watchers: dict[str, dict[WebSocket, Watcher]] = {}
        self.replays: OrderedDict[tuple[str, int, int], tuple[asyncio.Lock, Replay]] = \
            OrderedDict()

    def save(self, table: Table) -> None:
        """Write the game to the store (after every action)."""
        game = table.game
        self.store.put(table.id, table.meta(), game.to_json(), len(game.history), game.over)

    def lock(self, game_id: str) -> asyncio.Lock:
        return self.locks.setdefault(game_id, asyncio.Lock())

    async def create(self, body: Any) -> dict[str, Any]:
        """A new game from the lobby's request; its seat links."""
        if not isinstance(body, dict):
            raise Refused("a JSON object with seats and decks")
        game_id = secrets.token_urlsafe(9)
        async with self.lock(game_id):
            table, tokens = await asyncio.to_thread(
                Table.new, game_id, body.get("decks", ["green", "red"]), body.get("seats"),
                body.get("names"), body.get("seed"), self.save)
            self.open[game_id] = table
        return {"id": game_id, "seats": [
            {"name": p.name, "kind": s.kind,
             **({"link": f"/play/{game_id}#{t}", "token": t} if t else {})}
            for p, s, t in zip(table.game.state.players, table.seats, tokens, strict=True)]}

    async def upload(self, text: str) -> dict[str, Any]:
        """A save to replay; a link for each seat's view."""
        game_id = secrets.token_urlsafe(9)
        async with self.lock(game_id):
            table, tokens = await asyncio.to_thread(Table.of_save, game_id, text, self.save)
            self.open[game_id] = table
        return {"id": game_id, "seats": [
            {"name": p.name, "link": f"/replay/{game_id}#{t}", "token": t}
            for p, t in zip(table.game.state.players, tokens, strict=True)]}

    async def table(self, game_id: str) -> Table:
        """The open game, loaded from the store if it isn't (and brought to where a person
        decides, in case the server stopped on the way)."""
        table = self.open.get(game_id)
        if table is not None:
            return table
        async with self.lock(game_id):
            if game_id not in self.open:
                row = await asyncio.to_thread(self.store.get, game_id) \
                    if len(game_id) <= 64 else None
                if row is None:
                    raise Refused("there is no such game")
                table = Table.load(game_id, row.meta, row.save, self.save)
                before = table.version
                await asyncio.to_thread(table.advance)
                if table.version != before:
                    await asyncio.to_thread(self.save, table)
                self.open[game_id] = table
        return self.open[game_id]

    async def receive(self, game_id: str, text: str | bytes,
                      ws: WebSocket | None = None) -> dict[str, Any]:
        """Take one message; answer the sender (the others watching are sent their own
        state when the game changed)."""
        message = parse_message(text)
        table = await self.table(game_id)
        async with self.lock(game_id):
            seat = table.seat_of(message.get("token"))
            watchers = self.watchers.setdefault(game_id, {})
            watcher = watchers.get(ws) if ws is not None else None
            if watcher is not None and watcher.seat != seat:
                raise Refused("this connection plays another seat")
            if ws is not None and watcher is None:
                watcher = watchers[ws] = Watcher(seat)
            changed = await asyncio.to_thread(table.receive, seat, message)
            if not changed:
                return await asyncio.to_thread(self._state, table, watcher or Watcher(seat))
            others = [(w, v) for w, v in watchers.items() if w is not ws]
            messages = await asyncio.to_thread(
                lambda: [(w, self._state(table, v)) for w, v in others])
            for other, state in messages:
                await self._send(game_id, other, state)
            return await asyncio.to_thread(self._state, table, watcher or Watcher(seat))

    def _state(self, table: Table, watcher: Watcher) -> dict[str, Any]:
        state = table.message(watcher.seat, watcher.log_sent, watcher.cards_sent)
        watcher.log_sent = state["log_length"]
        return state

    async def _send(self, game_id: str, ws: WebSocket, message: dict[str, Any]) -> None:
        try:
            if ws.application_state == WebSocketState.CONNECTED:
                await ws.send_json(message)
        except (RuntimeError, OSError, WebSocketDisconnect):
            self.leave(game_id, ws)

    def leave(self, game_id: str, ws: WebSocket) -> None:
        self.watchers.get(game_id, {}).pop(ws, None)

    async def replay(self, game_id: str, token: Any, step: Any,
                     log_from: Any) -> dict[str, Any]:
        """One step of a game's replay, as the token's seat saw it."""
        table = await self.table(game_id)
        async with self.lock(game_id):
            seat = table.seat_of(token)
            key = (game_id, seat, table.version)
            if key not in self.replays:
                replay = await asyncio.to_thread(Replay, table.game.copy(), seat)
                self.replays[key] = (asyncio.Lock(), replay)
                while len(self.replays) > REPLAYS_KEPT:
                    self.replays.popitem(last=False)
            self.replays.move_to_end(key)
            lock, replay = self.replays[key]
        async with lock:
            return await asyncio.to_thread(replay_step, replay, step, log_from)


def parse_message(text: str | bytes) -> dict[str, Any]:
    """A message: a JSON object of at most MAX_MESSAGE bytes (Refused otherwise)."""
    if len(text) > MAX_MESSAGE:
        raise Refused(f"a message is at most {MAX_MESSAGE} bytes")
    try:
        message = json.loads(text)
    except (ValueError, UnicodeDecodeError):
        raise Refused("a message is a JSON object") from None
    if not isinstance(message, dict):
        raise Refused("a message is a JSON object")
    return message


def error(reason: str) -> dict[str, str]:
    return {"type": "error", "error": reason}


def create_app(db: str | Path) -> Starlette:
    """The web table's ASGI app, keeping its games in the SQLite file `db`."""
    tables = Tables(Store(db))

    def page(name: str):
        async def serve(request: Request) -> Response:
            return FileResponse(STATIC / name, headers=HEADERS)
        return serve

    async def options(request: Request) -> Response:
        return JSONResponse({"decks": list(BUILTIN_DECKS), "agents": list(AGENTS),
                             "seats": [PERSON, *AGENTS]})

    async def create_game(request: Request) -> Response:
        try:
            body = parse_message(await request.body())
            return JSONResponse(await tables.create(body))
        except Refused as refused:
            return JSONResponse(error(str(refused)), status_code=400)

    async def upload(request: Request) -> Response:
        body = await request.body()
        if len(body) > MAX_SAVE:
            return JSONResponse(error(f"a save is at most {MAX_SAVE} bytes"), status_code=400)
        try:
            return JSONResponse(await tables.upload(body.decode("utf-8", "replace")))
        except Refused as refused:
            return JSONResponse(error(str(refused)), status_code=400)

    async def message(request: Request) -> Response:
        try:
            state = await tables.receive(request.path_params["game"], await request.body())
            return JSONResponse(state)
        except Refused as refused:
            return JSONResponse(error(str(refused)), status_code=400)

    async def replay(request: Request) -> Response:
        query = request.query_params
        try:
            step, log_from = int(query.get("step", "0")), int(query.get("log_from", "0"))
        except ValueError:
            return JSONResponse(error("step and log_from: numbers"), status_code=400)
        try:
            return JSONResponse(await tables.replay(
                request.path_params["game"], request.headers.get("x-tolaria-token"), step,
                log_from))
        except Refused as refused:
            return JSONResponse(error(str(refused)), status_code=400)

    async def socket(ws: WebSocket) -> None:
        game_id = ws.path_params["game"]
        await ws.accept()
        try:
            while True:
                text = await ws.receive_text()
                try:
                    reply = await tables.receive(game_id, text, ws)
                except Refused as refused:
                    reply = error(str(refused))
                except Exception:                     # a bug: say so, keep serving
                    LOG.exception("game %s: a message failed", game_id)
                    reply = error("the server failed on that message (its log says why)")
                await ws.send_json(reply)
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            tables.leave(game_id, ws)

    app = Starlette(routes=[
        Route("/", page("index.html")),
        Route("/play/{game}", page("table.html")),
        Route("/replay/{game}", page("replay.html")),
        Route("/api/options", options),
        Route("/api/games", create_game, methods=["POST"]),
        Route("/api/replays", upload, methods=["POST"]),
        Route("/api/games/{game}", message, methods=["POST"]),
        Route("/api/games/{game}/replay", replay),
        WebSocketRoute("/ws/{game}", socket),
        Mount("/static", StaticFiles(directory=STATIC), name="static"),
    ])
    app.state.tables = tables
    return app


__all__ = ["MAX_MESSAGE", "Tables", "create_app", "parse_message"]
