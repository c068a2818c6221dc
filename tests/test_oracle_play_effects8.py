"""Spell effect sentences played (eighth list): "Its owner gains N life / creates <token> /
shuffles it into their library" after an instruction about a target object: the target's
owner, not its controller (CR 108.3, 701.20a); "equal to target creature's power" (CR 608.2h);
"<player> mills half their library, rounded down" (CR 701.13a, 107.1a); "They can't be
regenerated." after two targets destroyed or a player's "destroy all" (CR 701.15c)."""

from __future__ import annotations

from boards import add_mana, board, declare_attackers, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    choose,
    grave,
    life,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _tokens(game, name: str, player: int) -> list[int]:
    return [i for i in ids(game, name) if game.state.objects[i].controller == player]


# -- "Its owner ..." (CR 108.3) ---------------------------------------------------------------

@plays("Path of Peace", "phrase.its_owner")
def test_108_3_path_of_peace_owner_gains_life_not_controller():
    """Alice controls Bob's Hill Giant; Path of Peace destroys it: Bob, its owner, gains 4
    life, Alice doesn't (CR 108.3)."""
    game = board(["Plains"] * 4, ["Hill Giant"], hands=(["Path of Peace"], []))
    giant = ids(game, "Hill Giant")[0]
    game.state.objects[giant].controller = 0
    game.state.changed()
    cast(game, "Path of Peace", giant)
    resolve(game)
    assert not ids(game, "Hill Giant")
    assert (life(game, 0), life(game, 1)) == (20, 24)


@plays("Misfortune's Gain", "phrase.its_owner")
def test_108_3_misfortunes_gain_owner_of_own_creature():
    game = board(["Plains"] * 4, ["Grizzly Bears"], hands=(["Misfortune's Gain"], []))
    cast(game, "Misfortune's Gain", ids(game, "Grizzly Bears")[0])
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (20, 24)


@plays("Funeral Pyre", "phrase.its_owner", "tokens.player_creates")
def test_108_3_funeral_pyre_card_owner_creates_the_spirit():
    """Exile a card from Bob's graveyard: Bob creates the 1/1 flying Spirit (CR 108.3)."""
    game = board(["Plains"], [], hands=(["Funeral Pyre"], []))
    card = create_object(game.state, card_def("Grizzly Bears"), 1, "graveyard").id
    game.state.changed()
    cast(game, "Funeral Pyre", card)
    resolve(game)
    assert game.state.objects[card].zone != "graveyard"
    assert len(_tokens(game, "Spirit", 1)) == 1 and not _tokens(game, "Spirit", 0)


@plays("Pharika, God of Affliction", "phrase.its_owner", "tokens.player_creates")
def test_108_3_pharika_owner_of_exiled_creature_card_gets_the_snake():
    game = board(["Pharika, God of Affliction"], [])
    own = create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard").id
    theirs = create_object(game.state, card_def("Hill Giant"), 1, "graveyard").id
    game.state.changed()
    pharika = ids(game, "Pharika, God of Affliction")[0]
    add_mana(game, "{B}{G}")
    activate(game, pharika, theirs)
    resolve(game)
    add_mana(game, "{B}{G}")
    activate(game, pharika, own)
    resolve(game)
    assert len(_tokens(game, "Snake", 1)) == 1 and len(_tokens(game, "Snake", 0)) == 1


@plays("Deglamer", "library.its_owner_shuffles")
def test_701_20a_deglamer_owner_shuffles_it_into_their_library():
    """Alice controls Bob's Ornithopter: Deglamer puts it into Bob's library, not Alice's
    (CR 108.3, 701.20a)."""
    game = board(["Forest"] * 2, ["Ornithopter"], hands=(["Deglamer"], []))
    bird = ids(game, "Ornithopter")[0]
    game.state.objects[bird].controller = 0
    game.state.changed()
    cast(game, "Deglamer", bird)
    resolve(game)
    assert not ids(game, "Ornithopter")
    names = [game.state.objects[i].name for i in game.state.players[1].library]
    assert names.count("Ornithopter") == 1 and len(names) == 11
    assert len(game.state.players[0].library) == 10


@plays("Unravel the Aether", "library.its_owner_shuffles")
def test_701_20a_unravel_the_aether_shuffles_an_enchantment():
    game = board(["Forest"] * 2, ["Glorious Anthem"], hands=(["Unravel the Aether"], []))
    cast(game, "Unravel the Aether", ids(game, "Glorious Anthem")[0])
    resolve(game)
    assert not ids(game, "Glorious Anthem")
    assert "Glorious Anthem" in [game.state.objects[i].name for i in game.state.players[1].library]


# -- "equal to target creature's power" (CR 115.1, 608.2h) -------------------------------------

@plays("Soul's Grace", "quantity.target_power")
def test_608_2h_souls_grace_gains_life_equal_to_the_targets_power():
    """Bob's Hill Giant (3/3): Alice gains 3 life, Bob nothing."""
    game = board(["Plains"] * 2, ["Hill Giant"], hands=(["Soul's Grace"], []))
    cast(game, "Soul's Grace", ids(game, "Hill Giant")[0])
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (23, 20)


@plays("Dazzling Reflection", "quantity.target_power")
def test_615_dazzling_reflection_gains_life_then_prevents_that_creatures_next_damage():
    """Alice's Hill Giant: she gains 3; its combat damage to Bob this turn is prevented
    (CR 608.2h, 615.1)."""
    game = board(["Plains"] * 2 + ["Hill Giant"], [], hands=(["Dazzling Reflection"], []))
    giant = ids(game, "Hill Giant")[0]
    cast(game, "Dazzling Reflection", giant)
    resolve(game)
    assert life(game, 0) == 23
    declare_attackers(game, giant)
    to_step(game, "end")
    assert life(game, 1) == 20


# -- "<player> mills half their library, rounded down" (CR 701.13a, 107.1a) -------------------

@plays("Traumatize", "effect.mill_half")
def test_701_13a_traumatize_mills_half_rounded_down():
    """Bob's library of 11: he mills 5 (half, rounded down), 6 stay; Alice's is untouched."""
    game = board(["Island"] * 5, [], hands=(["Traumatize"], []), library=11)
    cast(game, "Traumatize", BOB)
    resolve(game)
    assert len(game.state.players[1].library) == 6 and len(game.state.players[1].graveyard) == 5
    assert len(game.state.players[0].library) == 11


@plays("Cut Your Losses", "effect.mill_half", "keyword.casualty")
def test_701_13a_cut_your_losses_copy_counts_the_library_as_it_resolves():
    """Casualty 2: the copy resolves first, 12 -> mills 6; then the spell, 6 -> mills 3
    (CR 702.153a, 608.2h: counted as each resolves)."""
    game = board(["Island"] * 6 + ["Grizzly Bears"], [], hands=(["Cut Your Losses"], []),
                 library=12)
    cast(game, "Cut Your Losses", BOB, costs=("casualty", ids(game, "Grizzly Bears")[0]))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    game.act(Action("choose", 0, targets=(BOB,)))
    resolve(game)
    assert len(game.state.players[1].library) == 3 and len(game.state.players[1].graveyard) == 9
    assert len(game.state.players[0].library) == 12


# -- "They can't be regenerated." after two targets / a player's destroy all (CR 701.15c) -------

@plays("Plague Spores", "effect.they_cant_be_regenerated", "target.list")
def test_701_15c_plague_spores_neither_target_can_be_regenerated():
    """Bob regenerates River Boa in response: it is destroyed anyway, with the Forest."""
    game = board(["Swamp", "Mountain"] * 3, ["River Boa", "Forest"],
                 hands=(["Plague Spores"], []))
    boa = obj(game, "River Boa")
    cast(game, "Plague Spores", boa, obj(game, "Forest"))
    game.act(Action("pass", 0))
    activate(game, boa, player=1)                  # a regeneration shield (CR 701.15a)
    resolve(game)
    assert {"River Boa", "Forest"} <= set(grave(game, 1))


@plays("Tsabo's Decree", "effect.they_cant_be_regenerated", "effect.destroy_all")
def test_701_15c_tsabos_decree_that_players_creatures_cant_be_regenerated():
    """Snake chosen: Bob's regenerated River Boa dies anyway; Alice's own Snake stays (that
    player controls)."""
    game = board(["Swamp"] * 6 + ["River Boa"], ["River Boa", "Forest"],
                 hands=(["Tsabo's Decree"], []))
    boa = obj(game, "River Boa", 1)
    assert game.state.objects[boa].controller == 1
    cast(game, "Tsabo's Decree", BOB)
    game.act(Action("pass", 0))
    activate(game, boa, player=1)
    resolve(game)                                  # the shield, then the Decree: its choice
    choose(game, "Snake")
    resolve(game)
    assert "River Boa" in grave(game, 1)
    assert [game.state.objects[i].controller for i in ids(game, "River Boa")] == [0]


@plays("Fleet Swallower", "effect.mill_half")
def test_701_13a_fleet_swallower_mills_half_rounded_up():
    """Bob's library of 11: its attack trigger mills 6 (half, rounded up), 5 stay."""
    game = board(["Fleet Swallower"], [], library=11)
    declare_attackers(game, ids(game, "Fleet Swallower")[0])
    assert game.decision.kind == "targets"        # the trigger's target (CR 603.3d)
    game.act(Action("choose", 0, targets=(BOB,)))
    resolve(game)
    assert len(game.state.players[1].library) == 5 and len(game.state.players[1].graveyard) == 6
