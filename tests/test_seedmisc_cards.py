"""The seed cards' finer points beyond their scenarios (tests/scenarios/seedmisc_*.yaml)."""

from __future__ import annotations

from boards import board, ids

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules import priority
from tolaria.rules.layers import characteristics
from tolaria.rules.zones import create_object


def resolve(game: Game) -> None:
    game.act(Action("pass", game.decision.player))
    game.act(Action("pass", game.decision.player))


def chars(game: Game, name: str):
    return characteristics(game.state, game.state.objects[ids(game, name)[0]])


def test_604_3_ajani_avatar_power_is_its_controller_s_life():
    game = board([], ["Mountain"], hands=([], ["Lightning Bolt"]))
    ajani = create_object(game.state, card_def("Ajani Goldmane"), 0, "battlefield")
    ajani.counters["loyalty"] = 6
    game.state.changed()
    game.act("activate Ajani Goldmane:3")
    resolve(game)
    assert ids(game, "Ajani Goldmane") == []                   # 0 loyalty (CR 704.5i)
    avatar = chars(game, "Avatar Token")
    assert (avatar.power, avatar.toughness, avatar.colors) == (20, 20, frozenset("W"))
    game.act("pass")
    game.act(Action("cast", 1, game.state.players[1].hand[0], targets=(("player", 0),)))
    resolve(game)
    assert chars(game, "Avatar Token").power == 17             # a CDA, always current
    back = Game.from_json(game.to_json())
    assert chars(back, "Avatar Token").toughness == 17         # the token keeps its ability


def test_614_15_urza_lands_add_one_without_the_other_two():
    game = board(["Urza's Mine", "Urza's Tower"])
    sources = {game.state.objects[s.id].name: s.options
               for s in priority.mana_sources(game.state, 0)}
    assert sources == {"Urza's Mine": ("C",), "Urza's Tower": ("C",)}
    full = board(["Urza's Mine", "Urza's Power Plant", "Urza's Tower"])
    assert sorted(s.options for s in priority.mana_sources(full.state, 0)) == \
        [("CC",), ("CC",), ("CCC",)]


def test_605_4a_mana_flare_counts_when_paying_automatically():
    game = board(["Mana Flare", "Mountain", "Mountain"], ["Forest"],
                 hands=(["Hill Giant"], []))
    game.act("cast Hill Giant")                                # 2 Mountains make {R}{R}{R}{R}
    resolve(game)
    assert ids(game, "Hill Giant")
    assert sum(1 for e in game.log if "Mana Flare:" in e.text) == 2
    bob_sources = priority.mana_sources(game.state, 1)
    assert [s.options for s in bob_sources] == [("GG",)]       # "a player": Bob's lands too


def test_106_12a_mana_flare_sees_a_land_creature_tapped_for_mana():
    game = board(["Mana Flare"])
    land = create_object(game.state, card_def("Dryad Arbor"), 0, "battlefield")
    land.since = 0
    game.state.changed()
    [source] = priority.mana_sources(game.state, 0)
    assert source.options == ("GG",)


def test_603_4_pestilence_stays_while_a_creature_survives():
    game = board(["Pestilence", "Swamp", "Hill Giant"], step="end")
    assert game.state.stack == []                              # no trigger: a creature is here
    assert ids(game, "Pestilence")


def test_122_5_no_counters_move_if_the_first_target_is_gone():
    game = board(["Island"] * 4 + ["Grizzly Bears"], ["Hill Giant"],
                 hands=(["Fate Transfer", "Unsummon"], []))
    giant = game.state.objects[ids(game, "Hill Giant")[0]]
    giant.counters["+1/+1"] = 2
    game.state.changed()
    bears = ids(game, "Grizzly Bears")[0]
    fate = next(a for a in game.legal_actions() if a.kind == "cast"
                and game.state.objects[a.object].name == "Fate Transfer"
                and a.targets == (("object", giant.id), ("object", bears)))
    game.act(fate)
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"
                  and game.state.objects[a.object].name == "Unsummon"
                  and a.targets == (("object", giant.id),)))
    resolve(game)                                              # the giant returns to hand
    resolve(game)
    assert game.state.objects[bears].counters == {}


def test_701_10c_mirror_universe_equal_life_changes_nothing():
    game = board(["Mirror Universe"], step="upkeep")
    game.act("activate Mirror Universe targeting Bob")
    resolve(game)
    assert [p.life for p in game.state.players] == [20, 20]
    assert not any("gains" in e.text or "loses" in e.text for e in game.log)


def test_500_4_upwelling_keeps_every_player_s_mana():
    game = board(["Upwelling"], ["Forest"])
    game.state.players[1].pool.add_text("{G}")
    game.state.players[0].pool.add_text("{R}{R}")
    game.state.changed()
    for _ in range(6):
        game.act(Action("pass", game.decision.player))
    assert game.state.step != "precombat main"
    assert [p.pool.total() for p in game.state.players] == [2, 1]


def test_305_9_darksteel_citadel_is_played_not_cast():
    game = board(hands=(["Darksteel Citadel"], []))
    assert [a.kind for a in game.legal_actions() if a.object is not None] == ["play"]
    citadel = game.state.players[0].hand[0]
    assert "305.9" in priority.why_illegal(game.state, Action("cast", 0, citadel))
