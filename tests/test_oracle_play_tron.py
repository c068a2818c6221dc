"""The Tron deck's engines, played: Oblivion Stone's fate counters (CR 122.1), Karn
Liberated restarting the game (CR 724)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from boards import add_mana, board
from test_oracle_play import BOB, activate, cast, grave, names, obj, plays, resolve, to_step

from tolaria import Action, Game
from tolaria.agents import make_agent
from tolaria.cards.registry import card_def
from tolaria.rules import zones
from tolaria.rules.layers import is_sick
from tolaria.rules.zones import create_object


@plays("Oblivion Stone", "target.with_counter", "effect.remove_counters", "effect.destroy_all")
def test_122_1_oblivion_stone_spares_permanents_with_a_fate_counter():
    game = board(["Oblivion Stone", "Grizzly Bears", "Hill Giant", "Forest"],
                 ["Serra Angel", "Sol Ring"])
    stone, bears = obj(game, "Oblivion Stone"), obj(game, "Grizzly Bears")
    add_mana(game, "{4}")
    activate(game, stone, bears, index=0)
    resolve(game)
    assert game.state.objects[bears].counters.get("fate") == 1
    game.state.objects[stone].tapped = False        # as if untapped: a second activation
    add_mana(game, "{5}")
    activate(game, stone, index=1)
    resolve(game)
    assert sorted(names(game)) == ["Forest", "Grizzly Bears"]   # lands and fated survive
    assert "Oblivion Stone" in grave(game, 0) and "Serra Angel" in grave(game, 1)
    assert not game.state.objects[bears].counters.get("fate")    # then all removed


# -- Karn Liberated: restarting the game (CR 724) -----------------------------------------

def _karn(alice: list[str], bob: list[str], loyalty: int,
          hands: tuple[list[str], list[str]] = ([], [])) -> tuple[Game, int]:
    game = board(alice, bob, hands=hands)
    karn = create_object(game.state, card_def("Karn Liberated"), 0, "battlefield")
    karn.counters["loyalty"], karn.since = loyalty, 0
    game.state.changed()
    return game, karn.id


def _next_main(game: Game) -> None:
    """On to Alice's next precombat main phase."""
    turn = game.state.turn
    while game.state.turn < turn + 2:
        to_step(game, "end")
        to_step(game, "precombat main")


def _owned(game: Game, player: int) -> int:
    return sum(1 for o in game.state.objects.values() if o.owner == player and o.zone in (
        "library", "hand", "battlefield", "graveyard", "exile") and not o.card.token)


@plays("Karn Liberated", "effect.restart_game", "ability.loyalty")
def test_724_karn_liberated_restarts_the_game_with_its_exiled_cards():
    """+4 and −3 exile cards "with Karn" (CR 607.2a); −14 restarts the game (CR 724.1):
    every card goes to its owner's new library but the non-Aura permanent cards exiled
    with Karn (CR 724.2, 724.5), life totals start again (103.4), Alice (who controlled
    the ability) goes first (724.1a), and the exiled cards enter under her control just
    before the first untap step (CR 724.4)."""
    game, karn = _karn(["Grizzly Bears"], ["Serra Angel"], 20, hands=([], ["Sol Ring"]))
    state = game.state
    bears, angel = obj(game, "Grizzly Bears"), obj(game, "Serra Angel")
    aura = create_object(state, card_def("Pacifism"), 1, "battlefield")
    aura.attached_to, pacifism = bears, aura.id
    state.players[1].life, state.players[0].poison = 7, 3
    activate(game, karn, BOB, index=0)                    # +4: Bob exiles his only card
    resolve(game)
    assert [state.objects[c].name for s, c in state.exiled_with if s == karn] == ["Sol Ring"]
    _next_main(game)
    activate(game, karn, angel, index=1)                  # −3: Serra Angel
    resolve(game)
    _next_main(game)
    activate(game, karn, pacifism, index=1)               # −3: an Aura
    resolve(game)
    _next_main(game)
    cards = _owned(game, 0), _owned(game, 1)
    activate(game, karn, index=2)                         # −14
    resolve(game)
    state = game.state
    assert any("724.1" in e.rules for e in game.log) and not game.over
    assert state.turn == 1 and state.active == 0          # CR 724.1a
    assert sorted(names(game)) == ["Serra Angel", "Sol Ring"]          # CR 724.4
    for name in ("Serra Angel", "Sol Ring"):
        new = state.objects[obj(game, name)]
        assert new.controller == 0 and new.owner == 1                    # CR 724.2
    assert [state.players[p].life for p in (0, 1)] == [20, 20]           # CR 103.4
    assert state.players[0].poison == 0 and not state.exiled_with
    assert [len(state.players[p].hand) for p in (0, 1)] == [7, 7]        # CR 103.5
    assert _owned(game, 0) == cards[0] and _owned(game, 1) == cards[1]
    pacifism_now = [o for o in state.objects.values() if o.name == "Pacifism"]
    assert [o.zone for o in pacifism_now] in (["library"], ["hand"])   # an Aura: not kept
    assert not any(o.zone == "exile" for o in state.objects.values())
    to_step(game, "precombat main")
    assert game.state.turn == 1 and game.state.active == 0
    angel = game.state.objects[obj(game, "Serra Angel")]      # there as the turn began:
    assert not is_sick(game.state, angel)                     # it may attack (CR 302.6)


def test_724_1_a_restarted_game_begins_with_mulligans_the_restarter_declaring_first():
    """CR 724.1: the new game follows CR 103, so opening hands may be mulliganed, the
    starting player (Karn's controller, 724.1a) declaring first (103.5); the exempted
    cards enter only after that, before the first untap step (CR 724.4)."""
    game, karn = _karn([], ["Serra Angel"], 20)
    state = game.state
    activate(game, karn, obj(game, "Serra Angel"), index=1)
    resolve(game)
    _next_main(game)
    state.options = replace(state.options, skip_mulligans=False)
    activate(game, karn, index=2)
    resolve(game)
    assert game.decision.kind == "mulligan" and game.decision.player == 0
    assert not game.state.exiled_with and len(game.state.players[1].exile) == 1   # Bob's
    game = Game.from_json(game.to_json())               # saved while the restart waits
    game.act("mulligan")
    game.act(Action("keep", 1))
    assert game.decision.kind == "bottom" and game.decision.player == 0
    game.act(game.legal_actions()[0])
    game.act(Action("keep", 0))
    assert len(game.state.players[0].hand) == 6
    assert game.state.turn == 1 and names(game) == ["Serra Angel"]


@plays("Wave Goodbye", "target.with_counter")
def test_122_1_wave_goodbye_returns_each_creature_without_a_counter():
    game = board(["Island"] * 4 + ["Grizzly Bears", "Hill Giant"], ["Serra Angel"],
                 hands=(["Wave Goodbye"], []))
    game.state.objects[obj(game, "Hill Giant")].counters["+1/+1"] = 1
    cast(game, "Wave Goodbye")
    resolve(game)
    assert sorted(n for n in names(game) if n != "Island") == ["Hill Giant"]


@plays("Aether Snap", "effect.remove_counters")
def test_122_1_aether_snap_removes_all_counters_from_all_permanents():
    game = board(["Swamp"] * 5 + ["Grizzly Bears"], ["Serra Angel"],
                 hands=(["Aether Snap"], []))
    bears, angel = obj(game, "Grizzly Bears"), obj(game, "Serra Angel")
    game.state.objects[bears].counters.update({"+1/+1": 2, "fate": 1})
    game.state.objects[angel].counters["-1/-1"] = 1
    cast(game, "Aether Snap")
    resolve(game)
    assert not any(game.state.objects[o].counters.get(k) for o in (bears, angel)
                   for k in ("+1/+1", "fate", "-1/-1"))


# -- controlling another player (CR 720) ----------------------------------------------------

def _to_turn(game: Game, turn: int) -> None:
    """Pass (declaring nothing) until turn `turn`'s precombat main phase."""
    while game.state.turn < turn:
        to_step(game, "end")
        to_step(game, "precombat main")


@plays("Sorin Markov", "effect.control_player", "ability.loyalty")
def test_720_sorin_markov_controls_bob_during_his_next_turn():
    """CR 720.1: Alice controls Bob during his next turn, the whole turn; 720.3: Bob is
    still the active player and his objects stay his; 720.5: Alice makes his decisions,
    with his resources (720.5a); 720.4: her seat sees his hand; then it ends."""
    game = board(["Swamp"] * 2, ["Forest"] * 2, hands=([], ["Grizzly Bears"]))
    sorin = create_object(game.state, card_def("Sorin Markov"), 0, "battlefield")
    sorin.counters["loyalty"], sorin.since = 8, 0
    game.state.changed()
    activate(game, sorin.id, BOB, index=2)
    resolve(game)
    assert game.decider == 0 and game.state.active == 0       # not yet: his next turn
    _to_turn(game, 4)
    game = Game.from_json(game.to_json())                      # saved while controlled
    state = game.state
    assert state.active == 1 and game.decision.player == 1     # CR 720.3
    assert game.decider == 0 and game.seat().player == 0       # CR 720.5
    assert game.seat(0).decision is game.decision and game.seat(1).decision is None
    assert "Grizzly Bears" in [c["name"] for c in game.view(0)["players"][1]["hand"]]
    assert "hand" not in game.view(1)["players"][0]            # Alice's stays hers
    assert game.view(0)["decision"]["decider"] == 0 and game.view(0)["decision"]["actions"]
    bears = next(i for i in state.players[1].hand if state.objects[i].name == "Grizzly Bears")
    game.act(game.seat(0).parse("cast Grizzly Bears"))         # Bob's spell, Bob's mana
    resolve(game)
    assert state.objects[obj(game, "Grizzly Bears")].controller == 1 and bears not in \
        state.players[1].hand
    _to_turn(game, 5)
    assert game.state.active == 0 and not game.state.player_control
    _to_turn(game, 6)
    assert game.state.active == 1 and game.decider == 1        # only his next turn


@plays("Emrakul, the Promised End", "effect.control_player")
def test_720_500_7_emrakul_controls_bob_then_he_takes_an_extra_turn():
    """Emrakul's cast trigger (CR 603.2): Alice controls Bob during his next turn (CR
    720.1); after that turn Bob takes an extra turn (CR 500.7), his own to decide."""
    game = board(["Island"], [], hands=(["Emrakul, the Promised End"], []))
    add_mana(game, "{13}")
    cast(game, "Emrakul, the Promised End")
    resolve(game)
    assert "Emrakul, the Promised End" in names(game)
    _to_turn(game, 4)
    assert game.state.active == 1 and game.decider == 0
    _to_turn(game, 5)
    assert game.state.active == 1 and game.decider == 1        # the extra turn: his own
    _to_turn(game, 6)
    assert game.state.active == 0


def test_720_6_a_controlled_player_still_concedes_alone():
    """CR 720.6: the controller can't make the player concede, but the player may."""
    game = board([], [])
    sorin = create_object(game.state, card_def("Sorin Markov"), 0, "battlefield")
    sorin.counters["loyalty"], sorin.since = 8, 0
    game.state.changed()
    activate(game, sorin.id, BOB, index=2)
    resolve(game)
    _to_turn(game, 4)
    assert game.decider == 0
    game.act(Action("concede", 1))
    assert game.over and game.winner == "Alice"


@plays("Mindslaver", "effect.control_player")
def test_720_1a_720_9_the_last_mindslaver_wins_and_bob_controls_himself():
    """CR 720.1a: of two effects controlling Bob during his next turn, the last created
    works; 720.9: Bob's own Mindslaver gives him control of himself: he decides."""
    game = board(["Mindslaver"], ["Mindslaver"])
    add_mana(game, "{4}")
    activate(game, obj(game, "Mindslaver"), BOB)
    resolve(game)
    game.act(Action("pass", 0))
    assert game.decision.player == 1
    add_mana(game, "{4}", player=1)
    activate(game, obj(game, "Mindslaver"), BOB, player=1)
    resolve(game)
    assert not names(game)
    _to_turn(game, 4)
    assert game.state.active == 1 and game.decider == 1


class _Recording:
    """An agent that answers as `inner` does and notes whose decisions it made."""

    def __init__(self, inner: Any) -> None:
        self.inner, self.decided_for = inner, set()

    def choose(self, seat: Any) -> Action:
        self.decided_for.add((seat.turn, seat.decision.player))
        return self.inner.choose(seat)


def test_720_5_agents_decide_for_the_player_they_control():
    """The agents' loop asks the controlling player's agent for the controlled player's
    decisions (CR 720.5), attacks and blocks included, from the controller's seat."""
    game = board(["Swamp"] * 2, ["Forest"] * 3 + ["Grizzly Bears"],
                 hands=([], ["Grizzly Bears", "Giant Growth"]), library=30)
    sorin = create_object(game.state, card_def("Sorin Markov"), 0, "battlefield")
    sorin.counters["loyalty"], sorin.since = 8, 0
    game.state.changed()
    activate(game, sorin.id, BOB, index=2)
    resolve(game)
    agents = [_Recording(make_agent(kind, 1)) for kind in ("random", "heuristic")]
    taken = 0
    while game.state.turn < 7 and not game.over and taken < 800:
        game.act(agents[game.decider].choose(game.seat()))
        taken += 1
    assert (4, 1) in agents[0].decided_for                # Alice decided for Bob
    assert not any(turn == 4 for turn, _ in agents[1].decided_for)
    assert any(turn == 6 and who == 1 for turn, who in agents[1].decided_for)


def test_724_5a_903_6_a_restarted_commander_game():
    """A Commander game restarted (CR 724.1): life totals of 40 again (CR 903.7), each
    commander in the command zone (103.2c, 903.6) but Bob's, exiled with Karn, which stays
    his commander though it begins the new game on Alice's battlefield (724.5a); the
    commander tax starts again with the new game."""
    filler = ["Forest"] * 40 + ["Mountain"] * 40 + ["Grizzly Bears"] * 19
    game = Game.new([filler + ["Krenko, Mob Boss"]] * 2, seed=3, variant="commander",
                    starting_player=0, skip_mulligans=True,
                    commanders=[["Krenko, Mob Boss"]] * 2)
    to_step(game, "precombat main")
    state = game.state
    karn = create_object(state, card_def("Karn Liberated"), 0, "battlefield")
    karn.counters["loyalty"], karn.since = 20, 0
    bobs = next(o for o in state.objects.values() if o.owner == 1 and o.zone == "command")
    krenko = zones.move(state, bobs, "battlefield")          # as if Bob had cast it
    state.commander_casts.append(krenko.card_uid)            # (CR 903.8)
    state.players[1].life = 33
    state.changed()
    activate(game, karn.id, ("object", krenko.id), index=1)  # −3
    resolve(game)
    while game.decision.kind != "priority":                  # Bob leaves it in exile
        game.act(Action("choose", 1, choice=("stay",)))        # (CR 903.9a)
    _next_main(game)
    activate(game, karn.id, index=2)                         # −14
    resolve(game)
    state = game.state
    assert [p.life for p in state.players] == [40, 40]
    assert not state.commander_casts
    kept = [o for o in state.objects.values() if o.name == "Krenko, Mob Boss"]
    assert sorted((o.owner, o.zone, o.controller) for o in kept) == [
        (0, "command", 0), (1, "battlefield", 0)]
    assert all(o.card_uid in state.commanders for o in kept)       # CR 724.5a
