"""The web table's server (issue 13, item 4): it keeps the rules and the secrets.

Each seat is sent only what its view shows; every message needs its seat's token; a bad or
forged message gets an error and changes nothing; every game is in SQLite after every
action, so a restarted server goes on with it. Played through Starlette's TestClient (HTTP
and websockets, no network).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from tolaria import Game
from tolaria.fuzz import view_ids
from tolaria.web.app import MAX_MESSAGE, create_app
from tolaria.web.table import Table, token_hash

ROOT = Path(__file__).resolve().parents[1]
# Short games: 14-card decks (a player who can't draw loses, CR 704.5b).
SHORT = [{"list": "6 Mountain\n5 Raging Goblin\n3 Shock\n"},
         {"list": "6 Forest\n5 Grizzly Bears\n3 Giant Growth\n"}]


def client(db: Path) -> TestClient:
    return TestClient(create_app(db))


def new_game(c: TestClient, seats: list[str], seed: int = 3,
             decks: list[Any] | None = None) -> tuple[str, list[str | None]]:
    reply = c.post("/api/games", json={"seats": seats, "decks": decks or ["green", "red"],
                                       "seed": seed})
    assert reply.status_code == 200, reply.text
    body = reply.json()
    return body["id"], [s.get("token") for s in body["seats"]]


def table_of(c: TestClient, game_id: str) -> Table:
    return c.app.state.tables.open[game_id]


def send(c: TestClient, game_id: str, message: Any) -> tuple[int, dict[str, Any]]:
    text = message if isinstance(message, str) else json.dumps(message)
    reply = c.post(f"/api/games/{game_id}", content=text)
    return reply.status_code, reply.json()


def check_secrets(game: Game, seat: int, state: dict[str, Any]) -> None:
    """Everything a seat is sent names only what its view shows."""
    seen = view_ids(game.view(seat))
    assert view_ids(state) <= seen
    refs = re.findall(r'"o:(\d+)"', json.dumps(state["actions"]))
    assert {int(r) for r in refs} <= seen
    names = json.dumps(game.view(seat))
    assert all(json.dumps(name) in names for name in state["cards"])
    opponent = game.state.players[1 - seat]
    assert "hand" not in state["view"]["players"][1 - seat]
    hidden = set(opponent.hand) | set(opponent.library)
    assert not hidden & view_ids(state), "a hidden card's id was sent"


def play_first_actions(c: TestClient, game_id: str, token: str, limit: int = 2000) -> dict:
    """Answer every question with the first action offered until the game ends."""
    code, state = send(c, game_id, {"type": "hello", "token": token})
    for _ in range(limit):
        assert code == 200, state
        if not state["actions"]:
            break
        code, state = send(c, game_id, {"type": "act", "token": token, "action": 0,
                                        "version": state["version"]})
    return state


def test_a_new_game_gives_each_person_a_seat_link_and_the_agent_none(tmp_path):
    c = client(tmp_path / "g.sqlite")
    reply = c.post("/api/games", json={"seats": ["person", "heuristic"],
                                       "decks": ["green", "red"], "seed": 3}).json()
    person, agent = reply["seats"]
    assert person["link"] == f"/play/{reply['id']}#{person['token']}"
    assert len(person["token"]) >= 32 and "token" not in agent and "link" not in agent
    table = table_of(c, reply["id"])
    assert table.seats[0].token_hash == token_hash(person["token"])
    assert person["token"] not in json.dumps(table.meta())        # only its hash is kept


@pytest.mark.parametrize("body, reason", [
    ({"seats": ["heuristic", "random"], "decks": ["green", "red"]}, "at least one person"),
    ({"seats": ["person"], "decks": ["green", "red"]}, "two of"),
    ({"seats": ["person", "god"], "decks": ["green", "red"]}, "two of"),
    ({"seats": ["person", "heuristic"], "decks": ["green", "/etc/passwd"]}, "deck: one of"),
    ({"seats": ["person", "heuristic"], "decks": ["green", {"list": "4 Not A Real Card\n"}]}, "Not A Real Card"),
    ({"seats": ["person", "heuristic"], "decks": ["green"]}, "one deck per seat"),
    ({"seats": ["person", "heuristic"], "decks": ["green", {"list": "999999999 Forest"}]},
     "at most 250 cards"),
    ({"seats": ["person", "heuristic"], "decks": ["green", "red"], "seed": "x"}, "seed"),
    ([1, 2], "JSON object"),
])
def test_a_bad_new_game_is_refused_and_nothing_is_stored(tmp_path, body, reason):
    c = client(tmp_path / "g.sqlite")
    reply = c.post("/api/games", json=body)
    assert reply.status_code == 400 and reason in reply.json()["error"]
    assert c.app.state.tables.store.ids() == []


def test_a_game_from_a_pasted_deck_list(tmp_path):
    c = client(tmp_path / "g.sqlite")
    deck = {"list": "20 Mountain\n20 Raging Goblin\n"}
    game_id, _ = new_game(c, ["person", "random"], decks=[deck, "green"])
    names = {c_.name for c_ in table_of(c, game_id).game.state.objects.values()
             if c_.owner == 0}
    assert names == {"Mountain", "Raging Goblin"}


def test_a_person_plays_a_whole_game_against_an_agent_seeing_only_their_view(tmp_path):
    c = client(tmp_path / "g.sqlite")
    game_id, (token, _) = new_game(c, ["person", "heuristic"])
    table = table_of(c, game_id)
    code, state = send(c, game_id, {"type": "hello", "token": token})
    asked = 0
    while state["actions"]:
        assert code == 200
        check_secrets(table.game, 0, state)
        assert state["view"]["decision"]["player"] == 0
        asked += 1
        code, state = send(c, game_id, {"type": "act", "token": token, "action": 0,
                                        "version": state["version"]})
    assert table.game.over and state["view"]["players"][0]["life"] is not None
    assert 0 < asked < len(table.game.history)     # the person was asked; auto-passing did
    row = c.app.state.tables.store.get(game_id)     # the rest; the last position is stored
    assert row.over and row.save == table.game.to_json()


def test_each_of_two_people_is_sent_only_their_own_view(tmp_path):
    c = client(tmp_path / "g.sqlite")
    game_id, tokens = new_game(c, ["person", "person"], seed=5, decks=SHORT)
    table = table_of(c, game_id)
    for _ in range(3000):
        game = table.game
        if game.over:
            break
        seat = game.decision.player
        code, state = send(c, game_id, {"type": "hello", "token": tokens[seat]})
        other_code, other = send(c, game_id, {"type": "hello", "token": tokens[1 - seat]})
        assert code == other_code == 200 and other["actions"] == []
        check_secrets(game, seat, state)
        check_secrets(game, 1 - seat, other)
        code, _ = send(c, game_id, {"type": "act", "token": tokens[seat], "action": 0,
                                    "version": state["version"]})
        assert code == 200
    assert table.game.over


def test_every_message_needs_its_seats_token_and_a_forged_one_changes_nothing(tmp_path):
    c = client(tmp_path / "g.sqlite")
    game_id, (token, _) = new_game(c, ["person", "heuristic"])
    other_id, (other_token, _) = new_game(c, ["person", "heuristic"], seed=4)
    before = table_of(c, game_id).game.to_json()
    act = {"type": "act", "action": 0, "version": table_of(c, game_id).version}
    for forged in (None, "", 7, ["x"], token[:-1] + ("A" if token[-1] != "A" else "B"),
                   other_token, "x" * 500):
        code, reply = send(c, game_id, act | {"token": forged})
        assert code == 400 and reply["type"] == "error" and "token" in reply["error"]
    assert table_of(c, game_id).game.to_json() == before
    assert c.app.state.tables.store.get(game_id).save == before


@pytest.mark.parametrize("message, reason", [
    ("not json", "JSON object"),
    ("[1, 2]", "JSON object"),
    ({"type": "fly"}, "unknown message type"),
    ({"type": "act", "action": 99}, "a number from 0"),
    ({"type": "act", "action": -1}, "a number from 0"),
    ({"type": "act", "action": True}, "a number from 0"),
    ({"type": "act", "action": 0, "version": 999}, "moved on"),
    ({"type": "act", "action": 0, "version": "0"}, "moved on"),
    ({"type": "act"}, "give the action"),
    ({"type": "act", "text": "cast Lightning Bolt targeting Bob"}, ""),
    ({"type": "act", "text": ""}, "notation"),
    ({"type": "act", "text": "x" * 2000}, "notation"),
    ({"type": "act", "parts": [0]}, "only attackers and blockers"),
    ({"type": "pass_until", "until": "forever"}, "until"),
    ({"type": "stops", "stops": {"mine": ["lunch"]}}, "lunch"),
    ({"type": "stops", "stops": {"yours": []}}, "keys"),
    ({"type": "stops", "stops": "all"}, "stops"),
])
def test_a_bad_message_gets_an_error_and_changes_nothing(tmp_path, message, reason):
    c = client(tmp_path / "g.sqlite")
    game_id, (token, _) = new_game(c, ["person", "heuristic"])
    table = table_of(c, game_id)
    before, stops = table.game.to_json(), table.meta()
    if isinstance(message, dict):
        message = message | {"token": token}
        message.setdefault("version", table.version)
    code, reply = send(c, game_id, message)
    assert code == 400 and reply["type"] == "error" and reason in reply["error"], reply
    assert table.game.to_json() == before and table.meta() == stops
    assert c.app.state.tables.store.get(game_id).save == before


def test_a_message_too_long_is_refused(tmp_path):
    c = client(tmp_path / "g.sqlite")
    game_id, (token, _) = new_game(c, ["person", "heuristic"])
    code, reply = send(c, game_id, json.dumps({"type": "hello", "token": token,
                                               "pad": "x" * MAX_MESSAGE}))
    assert code == 400 and "at most" in reply["error"]


def test_a_person_cant_answer_the_other_persons_decision(tmp_path):
    c = client(tmp_path / "g.sqlite")
    game_id, tokens = new_game(c, ["person", "person"])
    table = table_of(c, game_id)
    deciding = table.game.decision.player
    before = table.game.to_json()
    code, reply = send(c, game_id, {"type": "act", "token": tokens[1 - deciding],
                                    "action": 0, "version": table.version})
    assert code == 400 and "isn't your decision" in reply["error"]
    code, reply = send(c, game_id, {"type": "act", "token": tokens[1 - deciding],
                                    "text": "concede" if False else "keep"})
    assert code == 400 and table.game.to_json() == before


def test_a_person_may_concede_at_any_time_and_the_game_ends(tmp_path):
    c = client(tmp_path / "g.sqlite")
    game_id, tokens = new_game(c, ["person", "person"])
    table = table_of(c, game_id)
    waiting = 1 - table.game.decision.player
    code, state = send(c, game_id, {"type": "concede", "token": tokens[waiting]})  # CR 104.3a
    assert code == 200 and table.game.over and state["view"]["over"]
    assert table.game.winner == table.game.state.players[1 - waiting].name
    code, refused = send(c, game_id, {"type": "act", "token": tokens[1 - waiting],
                                      "action": 0, "version": table.version})
    assert code == 400 and "the game is over" in refused["error"]
    assert c.app.state.tables.store.get(game_id).over


def test_no_such_game(tmp_path):
    c = client(tmp_path / "g.sqlite")
    code, reply = send(c, "nope", {"type": "hello", "token": "x"})
    assert code == 400 and reply["error"] == "there is no such game"


def test_a_restarted_server_goes_on_with_every_game(tmp_path):
    db = tmp_path / "g.sqlite"
    c = client(db)
    game_id, (token, _) = new_game(c, ["person", "heuristic"])
    _, state = send(c, game_id, {"type": "hello", "token": token})
    for _ in range(6):
        _, state = send(c, game_id, {"type": "act", "token": token, "action": 0,
                                     "version": state["version"]})
    stops = {"mine": ["upkeep", "precombat main"], "theirs": [], "combat": []}
    send(c, game_id, {"type": "stops", "token": token, "stops": stops})
    saved = table_of(c, game_id).game.to_json()
    c.app.state.tables.store.close()                   # the server stops...
    again = client(db)                                 # ...and starts on the same file
    _, back = send(again, game_id, {"type": "hello", "token": token})
    assert table_of(again, game_id).game.to_json() == saved
    assert back["version"] == state["version"] and back["view"] == state["view"]
    assert back["stops"] == stops and back["log_length"] == state["log_length"]
    final = play_first_actions(again, game_id, token)
    assert final["view"]["decision"] is None and table_of(again, game_id).game.over


def test_a_server_stopped_among_the_agents_actions_takes_them_again(tmp_path):
    """The file holds a game where the agent (Bob) is to decide, as when the server stopped
    after a person's action was stored and before the agent's answers: the game goes on
    from there when it is next asked for, and the person is asked their next question."""
    from tolaria.web.store import Store
    from tolaria.web.table import Seat, new_token
    game = Game.new(["green", "red"], seed=3)
    while game.decision.player != 1:
        game.act(game.legal_actions()[0])
    token = new_token()
    meta = {"mode": "play", "seats": [Seat("person", token_hash(token)).to_json(),
                                      Seat("heuristic").to_json()]}
    db = tmp_path / "g.sqlite"
    store = Store(db)
    store.put("stopped", meta, game.to_json(), len(game.history), False)
    store.close()
    c = client(db)
    code, state = send(c, "stopped", {"type": "hello", "token": token})
    assert code == 200 and state["version"] > len(game.history)
    assert state["view"]["decision"]["player"] == 0 and state["actions"]
    assert c.app.state.tables.store.get("stopped").actions == state["version"]


def test_a_websocket_sends_each_watcher_its_own_state_when_the_game_changes(tmp_path):
    c = client(tmp_path / "g.sqlite")
    game_id, tokens = new_game(c, ["person", "person"])
    table = table_of(c, game_id)
    with c.websocket_connect(f"/ws/{game_id}") as alice, \
            c.websocket_connect(f"/ws/{game_id}") as bob:
        sockets = [alice, bob]
        for ws, token in zip(sockets, tokens, strict=True):
            ws.send_text(json.dumps({"type": "hello", "token": token}))
            hello = ws.receive_json()
            assert hello["type"] == "state" and hello["log_from"] == 0
        deciding = table.game.decision.player
        ws = sockets[deciding]
        ws.send_text(json.dumps({"type": "act", "token": tokens[deciding], "action": 0,
                                 "version": 0}))
        mine, theirs = ws.receive_json(), sockets[1 - deciding].receive_json()
        assert mine["version"] == theirs["version"] == 1
        assert mine["seat"] == deciding and theirs["seat"] == 1 - deciding
        assert theirs["log"] and theirs["log_from"] == hello["log_length"]   # what's new
        ws.send_text(json.dumps({"type": "hello", "token": tokens[1 - deciding]}))
        assert "another seat" in ws.receive_json()["error"]
        ws.send_text("{")
        assert ws.receive_json()["type"] == "error"


def test_stops_and_pass_until_end_of_turn(tmp_path):
    c = client(tmp_path / "g.sqlite")
    game_id, (token, _) = new_game(c, ["person", "heuristic"], seed=3)
    table = table_of(c, game_id)
    everything = {"mine": ["upkeep", "draw", "precombat main", "end"], "theirs": ["upkeep"],
                  "combat": []}
    _, state = send(c, game_id, {"type": "stops", "token": token, "stops": everything})
    assert state["stops"]["mine"] == everything["mine"]
    while state["view"]["decision"]["kind"] != "priority":
        _, state = send(c, game_id, {"type": "act", "token": token, "action": 0,
                                     "version": state["version"]})
    turn = table.game.state.turn
    _, state = send(c, game_id, {"type": "pass_until", "token": token,
                                 "until": "end of turn"})
    game = table.game
    assert game.state.turn > turn or game.decision.kind != "priority" or game.over


def test_the_replay_of_a_game_steps_through_it_as_one_seat_saw_it(tmp_path):
    c = client(tmp_path / "g.sqlite")
    game = Game.new(["green", "red"], seed=2)
    from tolaria.agents import HeuristicAgent, play_out
    play_out(game, [HeuristicAgent(), HeuristicAgent()])
    reply = c.post("/api/replays", content=game.to_json())
    assert reply.status_code == 200
    game_id, seats = reply.json()["id"], reply.json()["seats"]
    assert seats[1]["link"].startswith(f"/replay/{game_id}#")
    get = lambda step, token: c.get(f"/api/games/{game_id}/replay?step={step}",  # noqa: E731
                                    headers={"X-Tolaria-Token": token})
    first, last = get(0, seats[0]["token"]).json(), get(10 ** 6, seats[0]["token"]).json()
    assert first["step"] == 0 and last["step"] == last["last"] == len(game.history)
    assert last["view"] == json.loads(json.dumps(_without_log(game.view(0))))
    middle = get(40, seats[1]["token"]).json()
    assert middle["view"]["viewer"] == 1 and "hand" not in middle["view"]["players"][0]
    assert middle["title"].startswith("Step 40 of ")
    assert get(3, "forged").status_code == 400
    assert c.get(f"/api/games/{game_id}/replay?step=x",
                 headers={"X-Tolaria-Token": seats[0]["token"]}).status_code == 400
    code, refused = send(c, game_id, {"type": "act", "token": seats[0]["token"],
                                      "text": "pass"})
    assert code == 400 and "replay" in refused["error"]
    assert c.post("/api/replays", content="{}").status_code == 400


def test_a_replay_never_names_a_card_another_seat_kept_hidden(tmp_path):
    """Alice mulligans and puts a card on the bottom (CR 103.5): Bob's replay tells the
    step from the log, never in the notation that names the card."""
    game = Game.new(["green", "red"], seed=1)
    for text in ("choose play", "mulligan", "keep"):
        game.act(text)
    assert game.decision.kind == "bottom"
    bottomed = game.notation(game.legal_actions()[0])          # "choose Giant Spider"
    game.act(game.legal_actions()[0])
    c = client(tmp_path / "g.sqlite")
    uploaded = c.post("/api/replays", content=game.to_json()).json()
    step = len(game.history)
    titles = [c.get(f"/api/games/{uploaded['id']}/replay?step={step}",
                    headers={"X-Tolaria-Token": s["token"]}).json()["title"]
              for s in uploaded["seats"]]
    assert titles[0] == f"Step {step} of {step}: Alice: {bottomed}"
    assert titles[1] == f"Step {step} of {step}: Alice puts 1 card on the bottom of their library"


def _without_log(view: dict[str, Any]) -> dict[str, Any]:
    view.pop("log", None)
    return view


def test_the_pages_are_served_with_a_strict_content_security_policy(tmp_path):
    c = client(tmp_path / "g.sqlite")
    for path in ("/", "/play/x", "/replay/x"):
        page = c.get(path)
        assert page.status_code == 200 and "<html" in page.text
        assert "script-src 'self'" in page.headers["content-security-policy"]
    assert c.get("/api/options").json()["seats"] == ["person", "heuristic", "random"]


def test_tolaria_serve_prints_its_address_and_serves(tmp_path):
    env = {"TOLARIA_HOME": str(tmp_path), "PYTHONPATH": str(ROOT / "src"),
           "TOLARIA_CARDS": "bundled", "PATH": "/usr/bin:/bin"}
    server = subprocess.Popen([sys.executable, "-m", "tolaria.cli", "serve", "--port", "0"],
                              stdout=subprocess.PIPE, text=True, env=env)
    try:
        line = server.stdout.readline()
        address = re.search(r"http://127\.0\.0\.1:\d+/", line)
        assert address and str(tmp_path / "games.sqlite") in line
        with urllib.request.urlopen(address.group(0) + "api/options", timeout=10) as answer:
            assert json.loads(answer.read())["decks"]
    finally:
        server.terminate()
        server.wait(timeout=10)
