"""The web table under load (issue 13, item 4): 50 games at once on a real server on
localhost, each with two seats played by agents over websockets, with no
error and nothing lost (every game over, in the SQLite file as the server holds it, and the
same after the server is started again on the file).
"""

from __future__ import annotations

import asyncio
import json
import random
import urllib.request
from typing import Any

from websockets.asyncio.client import connect

from tolaria import Game
from tolaria.web import running
from tolaria.web.store import Store

GAMES = 50
WAIT = 300.0                 # seconds a seat waits for a message before calling it lost
# 14-card decks: a game ends by turn 16 at the latest (a player who can't draw loses, CR
# 704.5b), so the 50 games stay short and their time bounded.
RED = "6 Mountain\n5 Raging Goblin\n3 Shock\n"
GREEN = "6 Forest\n5 Grizzly Bears\n3 Giant Growth\n"


def create(address: str, seed: int) -> dict[str, Any]:
    body = json.dumps({"seats": ["person", "person"], "seed": seed,
                       "decks": [{"list": RED}, {"list": GREEN}]}).encode()
    request = urllib.request.Request(address + "api/games", data=body,
                                     headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(request, timeout=30) as answer:
        return json.loads(answer.read())


def choose(state: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """An agent on the client's side: whatever the server offers, played mostly eagerly."""
    actions = state["actions"]
    if state["combinable"]:
        parts = [i for i, a in enumerate(actions) if a.get("parts") and rng.random() < 0.5]
        if parts:
            return {"type": "act", "parts": parts[:1] if state["view"]["decision"]["kind"]
                    == "blockers" else parts, "version": state["version"]}
    doing = [i for i, a in enumerate(actions) if a["kind"] != "pass" and not a.get("mana")]
    number = rng.choice(doing) if doing and rng.random() < 0.7 else 0
    return {"type": "act", "action": number, "version": state["version"]}


async def seat(address: str, game_id: str, token: str, rng: random.Random,
               errors: list[str]) -> dict[str, Any]:
    """Play one seat over a websocket until the game is over; its last state."""
    url = address.replace("http://", "ws://") + f"ws/{game_id}"
    async with connect(url, max_size=1 << 24) as ws:
        await ws.send(json.dumps({"type": "hello", "token": token}))
        while True:
            state = json.loads(await asyncio.wait_for(ws.recv(), WAIT))
            if state["type"] == "error":
                errors.append(f"{game_id}: {state['error']}")
                # a state can be overtaken by the other seat's move: ask again
                await ws.send(json.dumps({"type": "hello", "token": token}))
                continue
            if state["view"]["over"]:
                return state
            if state["actions"]:
                await ws.send(json.dumps(choose(state, rng) | {"token": token}))


async def play_all(address: str) -> tuple[list[tuple[str, dict[str, Any]]], list[str]]:
    made = await asyncio.gather(*(asyncio.to_thread(create, address, seed)
                                  for seed in range(GAMES)))
    errors: list[str] = []
    finals = await asyncio.gather(*(
        seat(address, g["id"], s["token"], random.Random(f"{g['id']}{i}"), errors)
        for g in made for i, s in enumerate(g["seats"])))
    return [(g["id"], finals[2 * n]) for n, g in enumerate(made)], errors


def test_fifty_games_at_once_with_agents_on_both_sides_lose_nothing(tmp_path):
    db = tmp_path / "games.sqlite"
    with running(db) as address:          # (how long it takes is measured, not tested here)
        games, errors = asyncio.run(play_all(address))
    assert errors == []
    store = Store(db)                               # the server stopped: what it left
    assert len(store.ids()) == GAMES
    for game_id, final in games:
        row = store.get(game_id)
        assert row is not None and row.over
        game = Game.from_json(row.save)
        assert game.over and row.actions == len(game.history) == final["version"]
        assert game.replay().to_json() == game.to_json()       # every action is in it
        assert game.view(0)["players"] == final["view"]["players"]
