"""Battles played (CR 310, issue 17 item 2): defense counters, the protector, attacking a
battle, damage removing defense counters, the Siege's defeated ability and the battle
state-based actions (CR 704.5v-x)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import ALICE, BOB, cast, choose, grave, names, plays, resolve, to_step

from tolaria import Action, Game
from tolaria.cards.database import card_data
from tolaria.cards.oracle.compiler import compile_card
from tolaria.cards.registry import card_def
from tolaria.rules import combat
from tolaria.rules.zones import create_object

BELENON = "Invasion of Belenon"     # {2}{W} Battle — Siege, defense 5; ETB: a 2/2 Knight


def _siege(game: Game, name: str = BELENON, defense: int = 5) -> int:
    """`name` on Alice's side, protected by Bob, with `defense` defense counters."""
    siege = create_object(game.state, card_def(name), 0, "battlefield")
    siege.counters["defense"] = defense
    siege.protector = 1
    game.state.changed()
    return siege.id


def _shock(game: Game, target: int, times: int = 1) -> None:
    for _ in range(times):
        cast(game, "Shock", ("object", target))
        resolve(game)


@plays(BELENON, "phrase.self", "trigger.enters", "effect.tokens")
def test_310_4b_310_11a_a_siege_enters_with_defense_counters_and_the_opponent_protecting_it():
    """Cast at sorcery speed (CR 310.1), it enters with defense counters equal to its
    printed defense (310.4b, 614.1c) and, with one opponent, Bob as its protector
    (310.8a, 310.11a); "When this Siege enters" is its own name (201.5)."""
    game = board(["Plains"] * 3, hands=([BELENON], []))
    cast(game, BELENON)
    resolve(game)
    siege = game.state.objects[ids(game, BELENON)[0]]
    assert siege.counters["defense"] == 5 and siege.protector == 1
    assert "Knight" in names(game)


def test_310_1_a_battle_is_cast_only_at_sorcery_speed():
    """CR 310.1: not in combat, not with Bob holding priority."""
    game = board(["Plains"] * 3, hands=([BELENON], []), step="upkeep")
    oid = game.state.players[0].hand[0]
    assert not game.is_legal(Action("cast", 0, oid, mode=0))


def test_310_8b_508_1b_its_controller_may_attack_it_and_its_protector_may_not():
    """A Siege can be attacked by its controller (CR 310.8b) and never by its protector."""
    game = board()
    siege = _siege(game)
    assert ("object", siege) in combat.defenders(game.state, 0)
    assert ("object", siege) not in combat.defenders(game.state, 1)
    assert combat.attacked_player(game.state, ("object", siege)) == 1       # CR 310.8d


def test_310_6_120_3h_damage_removes_defense_counters():
    """CR 120.3h, 310.6: Shock to a battle removes two defense counters; no damage is marked."""
    game = board(["Mountain"] * 2, hands=(["Shock"], []))
    siege = _siege(game)
    _shock(game, siege)
    obj = game.state.objects[siege]
    assert obj.counters["defense"] == 3 and obj.damage == 0


def test_310_8c_506_2_attacking_a_battle_its_protector_blocks_and_damage_defeats_it():
    """Alice attacks her own Siege (CR 310.8b); Bob, its protector, is the defending player
    and may block (310.8c, 509.1a); unblocked combat damage removes defense counters."""
    game = board(["Hill Giant", "Grizzly Bears"], ["Llanowar Elves"], step="declare attackers")
    siege = _siege(game, defense=5)
    giant, bears = ids(game, "Hill Giant")[0], ids(game, "Grizzly Bears")[0]
    game.act(Action("attack", 0, choice=((giant, ("object", siege)), (bears, BOB))))
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    assert game.decision.player == 1
    elves = ids(game, "Llanowar Elves")[0]
    assert game.is_legal(Action("block", 1, choice=((elves, giant),)))
    game.act(Action("block", 1, choice=()))
    to_step(game, "end of combat")
    assert game.state.objects[siege].counters["defense"] == 2
    assert game.state.players[1].life == 18


def test_310_11b_704_5v_a_defeated_siege_is_exiled_then_cast_transformed():
    """The last defense counter removed: the Siege's ability triggers (CR 310.11b); it
    isn't put into the graveyard while that ability waits (704.5v); on resolution it is
    exiled and Alice casts it transformed for free (712.11a): the back face enters."""
    game = board(["Mountain"] * 4, hands=(["Shock", "Shock"], []))
    siege = _siege(game, defense=4)
    cast(game, "Shock", ("object", siege))
    resolve(game)
    cast(game, "Shock", ("object", siege))
    resolve(game)
    assert game.decision.kind == "cast" and game.decision.player == 0
    assert BELENON not in grave(game)
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"))
    resolve(game)
    assert "Belenon War Anthem" in names(game) and BELENON not in names(game)


def test_310_11b_a_siege_not_cast_stays_exiled_front_face_up():
    """Declining the cast: it stays in exile, its front face up (CR 712.8a)."""
    game = board(["Mountain"] * 2, hands=(["Shock"], []))
    siege = _siege(game, defense=2)
    cast(game, "Shock", ("object", siege))
    resolve(game)
    choose(game, "no")
    exiled = [game.state.objects[i].name for i in game.state.players[0].exile]
    assert exiled == [BELENON]


def test_704_5v_a_battle_with_defense_0_and_no_trigger_goes_to_the_graveyard():
    """CR 704.5v: a battle at defense 0 that isn't waiting on a triggered ability."""
    game = board()
    _siege(game, defense=0)
    game.act(Action("pass", 0))
    assert BELENON in grave(game)


def test_704_5x_a_siege_its_controller_protects_gets_an_opponent_as_protector():
    """CR 704.5x: its controller became its protector; the one opponent becomes it."""
    game = board()
    siege = _siege(game)
    game.state.objects[siege].protector = 0
    game.state.changed()
    game.act(Action("pass", 0))
    assert game.state.objects[siege].protector == 1


def test_704_5w_a_battle_without_a_protector_gets_one():
    """CR 704.5w: no protector and not attacked: its controller chooses one (Bob)."""
    game = board()
    siege = _siege(game)
    game.state.objects[siege].protector = None
    game.state.changed()
    game.act(Action("pass", 0))
    assert game.state.objects[siege].protector == 1


def test_310_11_control_point_battles_are_reported_unsupported():
    """CR 310.11: the Comprehensive Rules give the protector of a Siege only."""
    compiled = compile_card(card_data("Occupation of Llanowar"))
    assert any("Control Point" in gap for gap in compiled.gaps)


def test_115_4_any_target_includes_a_battle():
    """CR 115.4: Shock may target a battle."""
    game = board(["Mountain"] * 2, hands=(["Shock"], []))
    siege = _siege(game)
    shock = game.state.players[0].hand[0]
    assert game.is_legal(Action("cast", 0, shock, targets=(("object", siege),), mode=0))
    assert game.is_legal(Action("cast", 0, shock, targets=(ALICE,), mode=0))


def test_310_8_the_seat_view_terminal_and_save_show_defense_and_protector():
    """A battle's defense (its defense counters, CR 310.4c) and protector (310.8) are
    public: the seat view and the terminal show them, and a save keeps the protector."""
    from tolaria.terminal import permanent_line
    game = board()
    siege = _siege(game, defense=3)
    item = next(c for c in game.view(1)["players"][0]["battlefield"] if c["id"] == siege)
    assert item["counters"] == {"defense": 3} and item["protector"]["name"] == "Bob"
    text = "".join(part for part, _ in permanent_line(item, frozenset(), {}, game.view(1)))
    assert "3 defense counters" in text and "protected by Bob" in text
    assert Game.from_json(game.to_json()).state.objects[siege].protector == 1


def test_310_11a_in_multiplayer_its_controller_chooses_which_opponent_protects_it():
    """CR 310.11a, 614.12: with two opponents Alice chooses, as it enters; Carol (whom she
    chose) protects it, so Bob may attack it and Carol may not (310.8b)."""
    from test_multiplayer import table
    game = table([["Plains"] * 3, [], []], [[BELENON]])
    cast(game, BELENON)
    resolve(game)
    assert game.decision.kind == "replacement"
    assert set(game.decision.options) == {("player", 1), ("player", 2)}
    game.act("choose Carol")
    resolve(game)
    siege = ids(game, BELENON)[0]
    assert game.state.objects[siege].protector == 2
    assert ("object", siege) in combat.defenders(game.state, 1)
    assert ("object", siege) not in combat.defenders(game.state, 2)


def test_704_5w_310_10_in_multiplayer_its_controller_chooses_a_new_protector():
    """CR 704.5w, 310.10: Bob, its protector, has left the game; with Carol and Dave still
    in it, Alice (its controller) chooses which of them protects it now, and only players
    it defends against may attack it (310.8b)."""
    from test_multiplayer import table
    game = table([["Plains"], [], [], []], [])
    siege = _siege(game)
    game.state.players[1].lost = True
    game.state.changed()
    game.act(Action("pass", 0))
    assert game.decision.kind == "protector" and game.decision.player == 0
    assert set(game.decision.options) == {("player", 2), ("player", 3)}
    before = game.to_json()
    assert game.why_illegal(Action("choose", 0, choice=(("player", 1),))) is not None
    assert game.to_json() == before                        # a refused answer changes nothing
    game.act("choose Dave")
    assert game.state.objects[siege].protector == 3
    assert "Dave becomes the protector of Invasion of Belenon" in "\n".join(
        str(e) for e in game.log)
    assert ("object", siege) in combat.defenders(game.state, 2)
    assert ("object", siege) not in combat.defenders(game.state, 3)


def test_704_5x_in_multiplayer_a_siege_its_controller_protects_asks_for_an_opponent():
    """CR 704.5x: Alice became her own Siege's protector; she chooses Bob or Carol."""
    from test_multiplayer import table
    game = table([["Plains"], [], []], [])
    siege = _siege(game)
    game.state.objects[siege].protector = 0
    game.state.changed()
    game.act(Action("pass", 0))
    assert game.decision.kind == "protector"
    game.act("choose Carol")
    assert game.state.objects[siege].protector == 2
