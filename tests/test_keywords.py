"""Keyword abilities and attachments (CR 702.6, 702.8, 702.11, 702.12, 702.16, 702.18,
701.3, 301.5, 303.4, 704.5m-n) and the rules-changing statics of their cards."""

from __future__ import annotations

from dataclasses import replace

import pytest
from boards import board, ids

from tolaria import Action, Game, IllegalAction
from tolaria.cards.registry import card_def, keyword_line
from tolaria.data.objects import GameObject
from tolaria.rules import combat, events, sba
from tolaria.rules.keywords import attach, hand_size
from tolaria.rules.layers import characteristics
from tolaria.rules.zones import create_object


def cast(game: Game, player: int, name: str, *targets: int) -> Action:
    """The cast action for a card in `player`'s hand (raises IllegalAction if refused)."""
    state = game.state
    card = next(i for i in state.players[player].hand if state.objects[i].name == name)
    action = Action("cast", player, card, targets=tuple(("object", t) for t in targets),
                    mode=0 if state.objects[card].card.spell is not None else None)
    game.act(action)
    return action


def resolve_top(game: Game) -> None:
    while game.state.stack and game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))


def put(game: Game, name: str, attached_to: int | None = None) -> GameObject:
    """Put a permanent onto Alice's battlefield as it is, without state-based actions."""
    obj = create_object(game.state, card_def(name), 0, "battlefield")
    obj.attached_to = attached_to
    game.state.changed()
    return obj


def with_keywords(name: str, *keywords: str):
    card = card_def(name)
    return replace(card, name=f"{name} ({', '.join(keywords)})",
                   keywords=card.keywords | frozenset(keywords))


# -- reading keyword lines -------------------------------------------------------------------

def test_702_16a_protection_from_two_colours_is_two_qualities():
    keywords = card_def("Paladin en-Vec").keywords
    assert {"first strike", "protection from black", "protection from red"} <= keywords
    assert card_def("Beloved Chaplain").keywords == {"protection from creatures"}


def test_702_16a_unknown_qualities_are_not_read():
    assert keyword_line("Protection from the chosen color") is None
    assert keyword_line("Protection from Arcane") is None        # not a creature type
    assert keyword_line("Protection from Human") is None         # a creature type: plural
    assert keyword_line("Protection from Humans") == {"protection from humans"}   # 205.3m
    assert keyword_line("Protection from die rolls") is None
    assert keyword_line("Hexproof from white") == {"hexproof from white"}
    assert keyword_line("Flash") == {"flash"}


def test_702_6a_equip_line_is_a_sorcery_speed_ability():
    (ability,) = card_def("Bonesplitter").activated
    assert ability.sorcery_speed and str(ability.cost.mana) == "{1}"
    assert ability.targets[0].text == "target creature you control"
    assert ability.effects[0].op == "attach"


# -- protection (DEBT) --------------------------------------------------------------------------

def test_702_16b_black_spell_cant_target_white_knight():
    game = board(["Swamp", "Swamp"], ["White Knight", "Grizzly Bears"],
                 hands=(["Doom Blade"], []))
    knight = ids(game, "White Knight")[0]
    with pytest.raises(IllegalAction, match="115.1"):
        cast(game, 0, "Doom Blade", knight)
    casts = [a for a in game.legal_actions() if a.kind == "cast"]
    assert [a.targets for a in casts] == [(("object", ids(game, "Grizzly Bears")[0]),)]


def test_702_16b_ability_from_creature_source_cant_target_protection_from_creatures():
    game = board(["Prodigal Pyromancer"], ["Beloved Chaplain"])
    chaplain = ids(game, "Beloved Chaplain")[0]
    targets = {a.targets for a in game.legal_actions() if a.kind == "activate"}
    assert (("object", chaplain),) not in targets
    assert (("player", 1),) in targets


def test_702_16e_damage_from_a_black_source_is_prevented():
    game = board(["Typhoid Rats", "Grizzly Bears"], ["White Knight"])
    state = game.state
    knight = ids(game, "White Knight")[0]
    rats, bears = state.objects[ids(game, "Typhoid Rats")[0]], state.objects[ids(game,
                                                                             "Grizzly Bears")[0]]
    assert events.deal_damage(state, rats, ("object", knight), 1) == 0
    assert state.objects[knight].damage == 0 and not state.objects[knight].deathtouched
    assert any("702.16e" in e.rules for e in state.log)
    assert events.deal_damage(state, bears, ("object", knight), 1) == 1
    assert state.objects[knight].damage == 1


def test_702_16f_black_creature_cant_block_white_knight():
    game = board(["White Knight"], ["Typhoid Rats", "Grizzly Bears"], step="declare attackers")
    state = game.state
    knight = state.objects[ids(game, "White Knight")[0]]
    game.act(Action("attack", 0, choice=((knight.id, ("player", 1)),)))
    rats = state.objects[ids(game, "Typhoid Rats")[0]]
    bears = state.objects[ids(game, "Grizzly Bears")[0]]
    assert "702.16f" in combat.can_block(state, rats, knight)
    assert combat.can_block(state, bears, knight) is None


def test_702_16d_equipment_with_the_quality_becomes_unattached():
    black_splitter = replace(card_def("Bonesplitter"), colors=frozenset("B"))
    game = board([black_splitter, "White Knight"])
    state = game.state
    splitter = state.objects[ids(game, "Bonesplitter")[0]]
    knight = ids(game, "White Knight")[0]
    splitter.attached_to = knight
    state.changed()
    assert sba.check(state) is True
    assert splitter.attached_to is None and splitter.zone == "battlefield"
    assert any("704.5n" in e.rules for e in state.log)
    assert characteristics(state, state.objects[knight]).power == 2


def test_702_16c_aura_with_the_quality_goes_to_the_graveyard():
    game = board(["Paladin en-Vec"])
    state = game.state
    aura = put(game, "Unholy Strength", attached_to=ids(game, "Paladin en-Vec")[0])
    sba.check(state)
    assert aura.zone == "gone:battlefield"
    assert [state.objects[i].name for i in state.players[0].graveyard] == ["Unholy Strength"]


# -- hexproof and shroud ------------------------------------------------------------------------

def test_702_11b_opponents_ability_cant_target_hexproof_controllers_can():
    game = board(["Prodigal Pyromancer", "Gladecover Scout"], ["Gladecover Scout"])
    mine, theirs = ids(game, "Gladecover Scout")
    targets = {a.targets for a in game.legal_actions() if a.kind == "activate"}
    assert (("object", mine),) in targets
    assert (("object", theirs),) not in targets


def test_702_18a_shroud_nobody_may_target():
    shrouded = with_keywords("Grizzly Bears", "shroud")
    game = board(["Forest", shrouded], hands=(["Giant Growth"], []))
    assert not [a for a in game.legal_actions() if a.kind == "cast"]


def test_702_11d_hexproof_from_black_stops_only_black_opponents():
    guarded = with_keywords("Grizzly Bears", "hexproof from black")
    game = board(["Swamp", "Swamp", "Mountain"], [guarded],
                 hands=(["Doom Blade", "Lightning Bolt"], []))
    bears = ids(game, guarded.name)[0]
    names = {game.state.objects[a.object].name for a in game.legal_actions()
             if a.kind == "cast" and a.targets == (("object", bears),)}
    assert names == {"Lightning Bolt"}


# -- indestructible -----------------------------------------------------------------------------

def test_702_12b_indestructible_ignores_lethal_and_deathtouch_damage():
    game = board(["Typhoid Rats"], ["Darksteel Myr"])
    state = game.state
    myr = state.objects[ids(game, "Darksteel Myr")[0]]
    rats = state.objects[ids(game, "Typhoid Rats")[0]]
    events.deal_damage(state, rats, ("object", myr.id), 1)
    assert myr.deathtouched and myr.damage == 1
    assert sba.check(state) is False
    assert myr.zone == "battlefield"
    assert events.destroy(state, myr) is myr and myr.zone == "battlefield"


# -- flash and "as though" ----------------------------------------------------------------------

def test_702_8a_flash_creature_castable_in_opponents_turn():
    game = board(["Hill Giant"], ["Forest", "Forest"], hands=([], ["Ambush Viper", "Grizzly Bears"]),
                 step="end")
    game.act(Action("pass", 0))
    cast_names = {game.state.objects[a.object].name for a in game.legal_actions()
                  if a.kind == "cast"}
    assert cast_names == {"Ambush Viper"}


def test_609_4_orrery_helps_only_its_controller():
    game = board(["Vedalken Orrery", "Forest", "Forest"], ["Forest", "Forest"],
                 hands=(["Grizzly Bears"], ["Grizzly Bears"]), step="end")
    assert [a for a in game.legal_actions() if a.kind == "cast"]           # Alice: Orrery
    game.act(Action("pass", 0))
    assert game.decision.player == 1
    assert not [a for a in game.legal_actions() if a.kind == "cast"]       # Bob: none
    bears = characteristics(game.state, game.state.objects[game.state.players[0].hand[0]])
    assert "flash" not in bears.keywords                                   # CR 609.4


# -- maximum hand size --------------------------------------------------------------------------

def test_402_2_spellbook_removes_only_its_controllers_maximum():
    game = board(["Spellbook"])
    assert hand_size.maximum(game.state, 0) is None
    assert hand_size.maximum(game.state, 1) == 7


# -- attaching ----------------------------------------------------------------------------------

def test_613_7e_equipping_gives_a_new_timestamp_and_701_3b_same_host_does_nothing():
    game = board(["Mountain", "Mountain", "Bonesplitter", "Grizzly Bears"])
    state = game.state
    splitter = ids(game, "Bonesplitter")[0]
    bears = ids(game, "Grizzly Bears")[0]
    before = state.objects[splitter].timestamp
    game.act(Action("activate", 0, splitter, ability=0, targets=(("object", bears),)))
    resolve_top(game)
    stamp = state.objects[splitter].timestamp
    assert state.objects[splitter].attached_to == bears and stamp > before
    assert characteristics(state, state.objects[bears]).power == 4
    game.act(Action("activate", 0, splitter, ability=0, targets=(("object", bears),)))
    resolve_top(game)
    assert state.objects[splitter].timestamp == stamp                     # CR 701.3b


def test_702_6a_equip_refused_outside_sorcery_timing():
    game = board(["Mountain", "Bonesplitter", "Grizzly Bears"], step="beginning of combat")
    splitter, bears = ids(game, "Bonesplitter")[0], ids(game, "Grizzly Bears")[0]
    with pytest.raises(IllegalAction, match="602.5d"):
        game.act(Action("activate", 0, splitter, ability=0, targets=(("object", bears),)))


def test_701_3b_attaching_to_an_illegal_object_does_nothing():
    game = board(["Forest", "Bonesplitter"])
    state = game.state
    splitter = state.objects[ids(game, "Bonesplitter")[0]]
    forest = state.objects[ids(game, "Forest")[0]]
    stamp = splitter.timestamp
    assert attach.attach(state, splitter, forest) is False                # CR 301.5
    assert attach.attach(state, splitter, splitter) is False              # CR 301.5c
    assert splitter.attached_to is None and splitter.timestamp == stamp
    assert attach.can_attach(state, put(game, "Holy Strength"), forest) is False


def test_704_5m_aura_on_an_object_its_enchant_forbids_goes_to_the_graveyard():
    game = board(["Forest"])
    aura = put(game, "Holy Strength", attached_to=ids(game, "Forest")[0])
    sba.check(game.state)
    assert aura.zone == "gone:battlefield"


def test_702_6a_two_equipment_both_offer_their_equip():
    game = board(["Mountain", "Bonesplitter", "Bonesplitter", "Grizzly Bears", "Hill Giant"])
    state = game.state
    first, second = ids(game, "Bonesplitter")
    state.objects[first].attached_to = ids(game, "Grizzly Bears")[0]
    state.changed()
    sources = {a.object for a in game.legal_actions() if a.kind == "activate"
               and state.objects[a.object].name == "Bonesplitter"}
    assert sources == {first, second}


def test_702_6a_equip_ability_on_the_stack_survives_save_and_load():
    game = board(["Mountain", "Bonesplitter", "Grizzly Bears"])
    splitter, bears = ids(game, "Bonesplitter")[0], ids(game, "Grizzly Bears")[0]
    game.act(Action("activate", 0, splitter, ability=0, targets=(("object", bears),)))
    loaded = Game.from_json(game.to_json())
    assert loaded.legal_actions() == game.legal_actions()
    resolve_top(loaded)
    assert loaded.state.objects[splitter].attached_to == bears
