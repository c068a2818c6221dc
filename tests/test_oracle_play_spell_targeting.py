"""Target spells by what they target: "Counter target spell that targets a permanent you
control" (CR 115.1): a spell qualifies if one of its targets is of that kind, as the
counterspell is cast and again as it resolves (CR 608.2b)."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import grave, hand, life, names, obj, plays, resolve

from tolaria import IllegalAction


def _shock(game, target: str):
    """Alice passes; Bob casts Shock at `target` and passes; Alice is to respond (CR
    117.3c)."""
    game.act(game.parse("pass", 0))
    game.act(game.parse(f"cast Shock targeting {target}", 1))
    game.act(game.parse("pass", 1))


@plays("Keep Safe", "target.spell_that_targets")
def test_115_1_keep_safe_counters_a_spell_targeting_a_permanent_you_control():
    game = board(["Island", "Island", "Grizzly Bears"], ["Mountain", "Hill Giant"],
                 hands=(["Keep Safe"], ["Shock", "Shock"]))
    _shock(game, "Grizzly Bears")
    texts = [game.notation(a) for a in game.legal_actions() if a.kind == "cast"]
    assert texts == ["cast Keep Safe targeting Shock"]
    game.act(game.parse("cast Keep Safe targeting Shock", 0))
    resolve(game)
    assert obj(game, "Grizzly Bears") in game.state.battlefield      # countered
    assert "Keep Safe" not in hand(game)


def test_115_1_keep_safe_cant_target_a_spell_aimed_at_an_opponents_permanent():
    game = board(["Island", "Island", "Grizzly Bears"], ["Mountain", "Hill Giant"],
                 hands=(["Keep Safe"], ["Shock"]))
    _shock(game, "Hill Giant")
    assert not [a for a in game.legal_actions() if a.kind == "cast"]
    before = game.to_json()
    with pytest.raises(IllegalAction):
        game.act(game.parse("cast Keep Safe targeting Shock", 0))
    assert game.to_json() == before


@plays("Hindering Light", "target.spell_that_targets")
def test_115_1_hindering_light_counters_a_spell_that_targets_you():
    game = board(["Island", "Plains"], ["Mountain"], hands=(["Hindering Light"], ["Shock"]))
    _shock(game, "Alice")
    game.act(game.parse("cast Hindering Light targeting Shock", 0))
    resolve(game)
    assert life(game, 0) == 20


@plays("Mistfolk", "target.spell_that_targets")
def test_115_1_mistfolk_counters_only_a_spell_that_targets_it():
    game = board(["Island", "Mistfolk", "Grizzly Bears"], ["Mountain", "Mountain"],
                 hands=((), ["Shock", "Shock"]))
    _shock(game, "Grizzly Bears")
    assert not [a for a in game.legal_actions() if a.kind == "activate"
                and a.object == obj(game, "Mistfolk")]
    resolve(game)
    _shock(game, "Mistfolk")
    game.act(game.parse("activate Mistfolk targeting Shock", 0))
    resolve(game)
    assert obj(game, "Mistfolk") in game.state.battlefield            # 1/2: Shock countered


def _ping(game, target: str) -> None:
    """Alice passes; Bob's Prodigal Sorcerer deals 1 damage to `target`; it resolves."""
    game.act(game.parse("pass", 0))
    game.act(game.parse(f"activate Prodigal Sorcerer targeting {target}", 1))
    resolve(game)


@plays("Reciprocate", "target.damaged_this_turn")
def test_120_3_reciprocate_exiles_only_a_creature_that_dealt_damage_to_you_this_turn():
    game = board(["Plains"], ["Prodigal Sorcerer", "Grizzly Bears"], hands=(["Reciprocate"], []))
    assert not [a for a in game.legal_actions() if a.kind == "cast"]     # none has yet
    _ping(game, "Alice")
    assert life(game, 0) == 19
    texts = [game.notation(a) for a in game.legal_actions() if a.kind == "cast"]
    assert texts == ["cast Reciprocate targeting Prodigal Sorcerer"]    # not the Bears
    game.act(game.parse("cast Reciprocate targeting Prodigal Sorcerer", 0))
    resolve(game)
    assert game.state.players[1].exile and obj(game, "Grizzly Bears") is not None


@plays("Retaliate", "target.damaged_this_turn")
def test_120_3_retaliate_destroys_the_creatures_that_dealt_damage_to_you_not_the_others():
    game = board(["Plains"] * 4, ["Prodigal Sorcerer", "Prodigal Sorcerer", "Grizzly Bears"],
                 hands=(["Retaliate"], []))
    _ping(game, "Alice")                              # the first Sorcerer listed
    game.act(game.parse("cast Retaliate", 0))
    resolve(game)
    assert names(game).count("Prodigal Sorcerer") == 1 and "Grizzly Bears" in names(game)
    assert grave(game, 1) == ["Prodigal Sorcerer"]


@plays("Noxious Grasp", "phrase.thats_colors")
def test_115_1_noxious_grasp_targets_only_a_creature_or_planeswalker_thats_green_or_white():
    game = board(["Swamp", "Swamp"], ["Grizzly Bears", "Savannah Lions", "Hill Giant"],
                 hands=(["Noxious Grasp"], []))
    texts = sorted(game.notation(a) for a in game.legal_actions() if a.kind == "cast")
    assert texts == ["cast Noxious Grasp targeting Grizzly Bears",
                     "cast Noxious Grasp targeting Savannah Lions"]       # not the red Giant
    game.act(game.parse("cast Noxious Grasp targeting Savannah Lions", 0))
    resolve(game)
    assert grave(game, 1) == ["Savannah Lions"] and life(game, 0) == 21


@plays("Siren Stormtamer", "target.spell_that_targets")
def test_115_1_siren_stormtamer_counters_an_ability_that_targets_you():
    game = board(["Island", "Siren Stormtamer"], ["Prodigal Sorcerer"])
    game.act(game.parse("pass", 0))
    game.act(game.parse("activate Prodigal Sorcerer targeting Alice", 1))
    game.act(game.parse("pass", 1))
    texts = [game.notation(a) for a in game.legal_actions() if a.kind == "activate"]
    assert "activate Siren Stormtamer targeting Prodigal Sorcerer" in texts
    game.act(game.parse("activate Siren Stormtamer targeting Prodigal Sorcerer", 0))
    resolve(game)
    assert life(game, 0) == 20 and grave(game) == ["Siren Stormtamer"]
