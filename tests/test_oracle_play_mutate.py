"""Mutate and merged permanents, played (CR 702.140, 727)."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import (
    cast,
    chars,
    choose,
    grave,
    hand,
    names,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules import events
from tolaria.rules.layers import is_sick
from tolaria.rules.zones import create_object


def _mutate(game: Game, name: str, target: int, where: str) -> None:
    """Cast `name` for its mutate cost onto `target`, and put it `where` as it resolves."""
    game.act(f"cast {name} for mutate targeting {game.state.objects[target].name}")
    resolve(game)
    assert game.decision.kind == "choose" and set(game.decision.options) == {"over", "under"}
    game.act(f"choose {where}")                                     # CR 702.140c


@plays("Dreamtail Heron", "keyword.mutate", "trigger.mutates")
def test_702_140c_e_over_the_same_object_with_the_top_card_and_every_ability():
    game = board(["Island"] * 4 + ["Grizzly Bears"], [], hands=(["Dreamtail Heron"], []))
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].counters["+1/+1"] = 1
    _mutate(game, "Dreamtail Heron", bears, "over")
    found = chars(game, bears)                          # the same object (CR 727.2c)
    assert (found.name, found.power, found.toughness) == ("Dreamtail Heron", 4, 5)
    assert "flying" in found.keywords and found.subtypes == frozenset({"Elemental", "Bird"})
    assert found.mana_value == 5 and found.colors == frozenset({"U"})
    assert game.state.objects[bears].counters == {"+1/+1": 1}
    assert not is_sick(game.state, game.state.objects[bears])        # CR 727.2b
    assert game.state.players[0].hand == []
    resolve(game)                                        # "whenever this creature mutates"
    assert hand(game) == ["Wastes"]                      # (CR 702.140d)
    assert names(game).count("Dreamtail Heron") == 1 and "Grizzly Bears" not in names(game)


@plays("Dreamtail Heron", "keyword.mutate", "trigger.mutates")
def test_702_140e_under_the_top_card_with_the_abilities_from_under_it():
    game = board(["Island"] * 4 + ["Grizzly Bears"], [], hands=(["Dreamtail Heron"], []))
    bears = obj(game, "Grizzly Bears")
    _mutate(game, "Dreamtail Heron", bears, "under")
    found = chars(game, bears)
    assert (found.name, found.power, found.toughness) == ("Grizzly Bears", 2, 2)
    assert "flying" in found.keywords and found.colors == frozenset({"G"})
    resolve(game)
    assert hand(game) == ["Wastes"]                      # its ability triggered (702.140d)


@plays("Dreamtail Heron", "keyword.mutate")
def test_702_140a_a_non_human_creature_with_the_same_owner():
    game = board(["Island"] * 4 + ["Elite Vanguard"], ["Grizzly Bears"],
                 hands=(["Dreamtail Heron"], []))
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, game.state.players[0].hand[0], targets=(("object", obj(
            game, "Elite Vanguard")),), costs=("mutate",)))
    with pytest.raises(IllegalAction):                   # Bob's creature
        game.act(Action("cast", 0, game.state.players[0].hand[0], targets=(("object", obj(
            game, "Grizzly Bears")),), costs=("mutate",)))
    assert not [a for a in game.legal_actions() if a.kind == "cast"]  # {4}{U} unpayable


@plays("Dreamtail Heron", "keyword.mutate")
def test_702_140b_an_illegal_target_it_resolves_as_a_creature_spell():
    game = board(["Island"] * 4 + ["Grizzly Bears"], ["Swamp"] * 2,
                 hands=(["Dreamtail Heron"], ["Doom Blade"]))
    bears = obj(game, "Grizzly Bears")
    game.act("cast Dreamtail Heron for mutate targeting Grizzly Bears")
    game.act(Action("pass", 0))
    cast(game, "Doom Blade", bears, player=1)
    resolve(game)
    assert "Grizzly Bears" in grave(game) and "Dreamtail Heron" in names(game)
    heron = obj(game, "Dreamtail Heron")
    assert game.state.objects[heron].merged == () and game.decision.kind == "priority"
    assert hand(game) == []                             # it didn't mutate (CR 702.140d)


@plays("Dreamtail Heron", "keyword.mutate")
def test_727_3_each_card_goes_to_the_graveyard_and_a_token_ceases_to_exist():
    game = board(["Island"] * 8 + ["Grizzly Bears"], ["Swamp"] * 2,
                 hands=(["Dreamtail Heron", "Dreamtail Heron"], ["Doom Blade"]))
    bears = obj(game, "Grizzly Bears")
    _mutate(game, "Dreamtail Heron", bears, "under")
    resolve(game)
    _mutate(game, "Dreamtail Heron", bears, "over")            # a second merge: on top
    resolve(game)
    assert [c.name for c, _ in game.state.objects[bears].merged] == [
        "Dreamtail Heron", "Grizzly Bears", "Dreamtail Heron"]
    assert len(game.state.players[0].hand) == 3          # then one "whenever it mutates" from each
    game.act(Action("pass", 0))
    cast(game, "Doom Blade", bears, player=1)
    resolve(game)
    assert sorted(grave(game)) == ["Dreamtail Heron", "Dreamtail Heron", "Grizzly Bears"]
    assert bears not in game.state.battlefield


@plays("Dreamtail Heron", "keyword.mutate")
def test_727_2d_a_token_only_if_the_topmost_component_is():
    game = board(["Island"] * 8 + ["Plains"] * 2, [],
                 hands=(["Raise the Alarm", "Dreamtail Heron", "Dreamtail Heron"], []))
    game.act("cast Raise the Alarm")
    resolve(game)
    first, second = [i for i in game.state.battlefield if game.state.objects[i].is_token]
    _mutate(game, "Dreamtail Heron", first, "over")
    resolve(game)
    _mutate(game, "Dreamtail Heron", second, "under")
    resolve(game)
    assert not game.state.objects[first].is_token and game.state.objects[second].is_token
    for soldier in (first, second):
        events.destroy(game.state, game.state.objects[soldier])
    game.act(Action("pass", 0))                          # the tokens cease (CR 704.5d)
    assert sorted(grave(game)) == ["Dreamtail Heron", "Dreamtail Heron", "Raise the Alarm"]
    assert not [i for i in game.state.players[0].graveyard
                if game.state.objects[i].card.token]


@plays("Dreamtail Heron", "keyword.mutate")
def test_707_2_a_copy_of_a_merged_permanent_copies_its_merged_characteristics():
    game = board(["Island"] * 8 + ["Grizzly Bears"], [],
                 hands=(["Dreamtail Heron", "Clone"], []))
    bears = obj(game, "Grizzly Bears")
    _mutate(game, "Dreamtail Heron", bears, "under")
    resolve(game)
    game.act("cast Clone")
    resolve(game)
    choose(game, bears)                                  # Clone enters as a copy (707.9)
    clone = next(i for i in game.state.battlefield if i != bears and chars(
        game, i).name == "Grizzly Bears" and "Island" not in chars(game, i).subtypes)
    found = chars(game, clone)
    assert (found.power, found.toughness) == (2, 2) and "flying" in found.keywords
    assert game.state.objects[clone].merged == ()
    with pytest.raises(IllegalAction):                   # (CR 727.2a: a copying permanent)
        game.act(Action("cast", 0, game.state.players[0].hand[0], targets=(
            ("object", clone),), costs=("mutate",)))


@plays("Dreamtail Heron", "keyword.mutate")
def test_727_2_a_merged_permanent_is_saved_and_loaded():
    game = board(["Island"] * 4 + ["Grizzly Bears"], [], hands=(["Dreamtail Heron"], []))
    bears = obj(game, "Grizzly Bears")
    _mutate(game, "Dreamtail Heron", bears, "over")
    game = Game.from_json(game.to_json())
    assert chars(game, bears).name == "Dreamtail Heron" and "flying" in chars(game, bears).keywords
    assert [c.name for c, _ in game.state.objects[bears].merged] == [
        "Dreamtail Heron", "Grizzly Bears"]
    events.destroy(game.state, game.state.objects[bears])
    assert sorted(grave(game)) == ["Dreamtail Heron", "Grizzly Bears"]


def test_702_140c_bob_cant_answer_alices_over_or_under():
    game = board(["Island"] * 4 + ["Grizzly Bears"], [], hands=(["Dreamtail Heron"], []))
    game.act("cast Dreamtail Heron for mutate targeting Grizzly Bears")
    resolve(game)
    assert game.decision.player == 0
    with pytest.raises(IllegalAction):
        game.act(Action("choose", 1, choice=("over",)))


@plays("Insatiable Hemophage", "keyword.mutate", "trigger.mutates", "quantity.times_mutated",
       "quantity.where_x")
def test_702_140d_the_number_of_times_this_creature_has_mutated():
    game = board(["Swamp"] * 6 + ["Grizzly Bears"], [],
                 hands=(["Insatiable Hemophage", "Insatiable Hemophage"], []))
    bears = obj(game, "Grizzly Bears")
    _mutate(game, "Insatiable Hemophage", bears, "over")
    resolve(game)
    assert (game.state.players[0].life, game.state.players[1].life) == (21, 19)    # X = 1
    _mutate(game, "Insatiable Hemophage", bears, "under")
    assert len(game.state.stack) == 2                    # alike: no order to choose
    resolve(game)                                        # two abilities, X = 2 each
    assert (game.state.players[0].life, game.state.players[1].life) == (25, 15)


@plays("Porcuparrot", "keyword.mutate", "quantity.times_mutated", "quantity.where_x")
def test_727_2b_a_merged_permanent_isnt_summoning_sick_and_taps_at_once():
    game = board(["Mountain"] * 3 + ["Grizzly Bears"], [], hands=(["Porcuparrot"], []))
    bears = obj(game, "Grizzly Bears")
    _mutate(game, "Porcuparrot", bears, "under")
    game.act("activate Grizzly Bears targeting Bob")     # "{T}: ... X damage" (X = 1)
    resolve(game)
    assert game.state.players[1].life == 19


@plays("Huntmaster Liger", "keyword.mutate", "trigger.mutates", "quantity.times_mutated")
def test_702_140d_other_creatures_get_x_for_each_time_it_mutated():
    game = board(["Plains"] * 3 + ["Grizzly Bears", "Grizzly Bears"], [],
                 hands=(["Huntmaster Liger"], []))
    bears, other = obj(game, "Grizzly Bears"), obj(game, "Grizzly Bears", 1)
    _mutate(game, "Huntmaster Liger", bears, "over")
    resolve(game)
    assert (chars(game, other).power, chars(game, other).toughness) == (3, 3)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (3, 4)


@plays("Dreamtail Heron", "keyword.mutate")
def test_702_140f_what_modifies_the_mutating_spell_modifies_the_merged_permanent():
    game = board(["Generator Servant", "Island", "Island", "Grizzly Bears"], [],
                 hands=(["Dreamtail Heron"], []))
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].since = None                 # summoning sick (CR 302.6)
    game.act("activate Generator Servant")                  # {C}{C}: "it gains haste"
    _mutate(game, "Dreamtail Heron", bears, "under")
    assert "haste" in chars(game, bears).keywords and "flying" in chars(game, bears).keywords


@plays("Dreamtail Heron", "keyword.mutate")
def test_727_3_each_card_goes_to_the_hand_or_the_top_of_the_library():
    game = board(["Island"] * 13 + ["Grizzly Bears", "Grizzly Bears"], [],
                 hands=(["Dreamtail Heron", "Dreamtail Heron", "Unsummon", "Griptide"], []))
    bears, other = obj(game, "Grizzly Bears"), obj(game, "Grizzly Bears", 1)
    _mutate(game, "Dreamtail Heron", bears, "over")
    resolve(game)
    _mutate(game, "Dreamtail Heron", other, "under")
    resolve(game)
    game.act("cast Unsummon targeting Dreamtail Heron")
    resolve(game)
    assert sorted(n for n in hand(game) if n != "Wastes") == [
        "Dreamtail Heron", "Griptide", "Grizzly Bears"]
    game.act("cast Griptide targeting Grizzly Bears")
    resolve(game)
    game.act("choose Grizzly Bears")                # the owner arranges them (727.3a)
    library = [game.state.objects[i].name for i in game.state.players[0].library]
    assert library[-2:] == ["Dreamtail Heron", "Grizzly Bears"]      # on top


def _griptided(game: Game, under: str) -> None:
    """Grizzly Bears, with Dreamtail Heron merged `under` it, put on top of its owner's
    library by Griptide."""
    bears = obj(game, "Grizzly Bears")
    _mutate(game, "Dreamtail Heron", bears, under)
    resolve(game)
    game.act("cast Griptide targeting Dreamtail Heron" if under == "over"
             else "cast Griptide targeting Grizzly Bears")
    resolve(game)


@plays("Dreamtail Heron", "keyword.mutate")
def test_727_3a_the_owner_arranges_the_cards_put_on_top_of_the_library():
    game = board(["Island"] * 8 + ["Grizzly Bears"], [],
                 hands=(["Dreamtail Heron", "Griptide"], []))
    _griptided(game, "over")
    d = game.decision
    assert d.kind == "replacement" and d.player == 0 and "727.3a" in d.prompt
    assert sorted(game.notation(a) for a in game.legal_actions()) == [
        "choose Dreamtail Heron", "choose Grizzly Bears"]
    game.act("choose Grizzly Bears")
    library = [game.state.objects[i].name for i in game.state.players[0].library]
    assert library[-2:] == ["Dreamtail Heron", "Grizzly Bears"]      # Bears uppermost
    assert not any("above" in e.text for e in game.log)              # unrevealed (727.3a)


@plays("Dreamtail Heron", "keyword.mutate")
def test_727_3a_the_other_order():
    game = board(["Island"] * 8 + ["Grizzly Bears"], [],
                 hands=(["Dreamtail Heron", "Griptide"], []))
    _griptided(game, "under")
    game.act("choose Dreamtail Heron")
    library = [game.state.objects[i].name for i in game.state.players[0].library]
    assert library[-2:] == ["Grizzly Bears", "Dreamtail Heron"]      # Heron uppermost


@plays("Dreamtail Heron", "keyword.mutate")
def test_727_3c_exiled_and_returned_each_card_returns_as_a_permanent():
    game = board(["Island"] * 4 + ["Plains"] + ["Grizzly Bears"], [],
                 hands=(["Dreamtail Heron", "Cloudshift"], []))
    bears = obj(game, "Grizzly Bears")
    _mutate(game, "Dreamtail Heron", bears, "over")
    resolve(game)
    game.act("cast Cloudshift targeting Dreamtail Heron")
    resolve(game)
    assert sorted(n for n in names(game) if n not in ("Island", "Plains")) == [
        "Dreamtail Heron", "Grizzly Bears"]                 # two creatures now
    assert not [i for i in game.state.battlefield if game.state.objects[i].merged]


@plays("Dreamtail Heron", "keyword.mutate")
def test_727_3c_oblivion_ring_returns_every_card():
    game = board(["Island"] * 4 + ["Plains"] * 3 + ["Grizzly Bears"], ["Plains"] * 2,
                 hands=(["Dreamtail Heron", "Oblivion Ring"], ["Disenchant"]))
    bears = obj(game, "Grizzly Bears")
    _mutate(game, "Dreamtail Heron", bears, "under")
    resolve(game)
    game.act("cast Oblivion Ring")
    resolve(game)
    if game.decision.kind == "targets":
        game.act("choose Grizzly Bears")
    resolve(game)
    exiled = sorted(game.state.objects[i].name for i in game.state.players[0].exile)
    assert exiled == ["Dreamtail Heron", "Grizzly Bears"]
    game.act(Action("pass", 0))
    game.act("cast Disenchant targeting Oblivion Ring")
    resolve(game)
    assert game.state.players[0].exile == []
    assert {"Dreamtail Heron", "Grizzly Bears"} <= set(names(game))


@plays("Dreamtail Heron", "keyword.mutate")
def test_727_3c_returned_at_the_next_end_step_each_card_with_its_counter():
    game = board(["Island"] * 4 + ["Plains"] * 2 + ["Grizzly Bears"], [],
                 hands=(["Dreamtail Heron", "Otherworldly Journey"], []))
    bears = obj(game, "Grizzly Bears")
    _mutate(game, "Dreamtail Heron", bears, "over")
    resolve(game)
    game.act("cast Otherworldly Journey targeting Dreamtail Heron")
    resolve(game)
    assert len(game.state.players[0].exile) == 2
    to_step(game, "end")
    resolve(game)
    back = [i for i in game.state.battlefield if chars(game, i).name in (
        "Dreamtail Heron", "Grizzly Bears")]
    assert len(back) == 2 and all(game.state.objects[i].counters == {"+1/+1": 1} for i in back)


@plays("Young Wolf", "keyword.undying")
def test_727_3c_undying_returns_each_card_with_a_counter():
    game = board(["Island"] * 4 + ["Young Wolf"], ["Swamp"] * 2,
                 hands=(["Dreamtail Heron"], ["Doom Blade"]))
    wolf = obj(game, "Young Wolf")
    _mutate(game, "Dreamtail Heron", wolf, "over")
    resolve(game)
    assert "undying" in chars(game, wolf).keywords
    game.act(Action("pass", 0))
    cast(game, "Doom Blade", wolf, player=1)
    resolve(game)
    back = {chars(game, i).name: i for i in game.state.battlefield
            if "Creature" in chars(game, i).types}
    assert set(back) == {"Dreamtail Heron", "Young Wolf"}       # two permanents now
    assert all(game.state.objects[i].counters == {"+1/+1": 1} for i in back.values())
    assert grave(game) == []


@plays("Endless Cockroaches", "library.own_death")
def test_727_3c_when_it_dies_each_card_returns_to_the_hand():
    game = board(["Island"] * 4 + ["Endless Cockroaches"], ["Mountain"],
                 hands=(["Dreamtail Heron"], ["Lightning Bolt"]))
    roaches = obj(game, "Endless Cockroaches")
    _mutate(game, "Dreamtail Heron", roaches, "under")
    resolve(game)
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", roaches, player=1)
    resolve(game)
    assert sorted(n for n in hand(game) if n != "Wastes") == [
        "Dreamtail Heron", "Endless Cockroaches"]
    assert grave(game) == []


@plays("Squee's Embrace", "library.dead_card")
def test_727_3c_the_dead_merged_creature_returns_as_each_card():
    game = board(["Island"] * 4 + ["Grizzly Bears"], ["Mountain"] * 2,
                 hands=(["Dreamtail Heron"], ["Lightning Bolt", "Lightning Bolt"]))
    bears = obj(game, "Grizzly Bears")
    create_object(game.state, card_def("Squee's Embrace"), 0, "battlefield").attached_to = bears
    _mutate(game, "Dreamtail Heron", bears, "under")        # a 4/4 flier with the Aura
    resolve(game)
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", bears, player=1)
    cast(game, "Lightning Bolt", bears, player=1)           # holding priority (CR 117.3c)
    resolve(game)
    assert sorted(n for n in hand(game) if n != "Wastes") == ["Dreamtail Heron", "Grizzly Bears"]
    assert grave(game) == ["Squee's Embrace"]


@plays("Brokkos, Apex of Forever", "keyword.mutate", "graveyard.cast_permission")
def test_601_2b_brokkos_is_cast_from_the_graveyard_only_for_mutate():
    game = board(["Forest"] * 3 + ["Swamp"] * 2 + ["Island"] * 2 + ["Grizzly Bears"], [])
    create_object(game.state, card_def("Brokkos, Apex of Forever"), 0, "graveyard")
    game.state.changed()
    offered = [a for a in game.legal_actions() if a.kind == "cast"]
    assert offered and all(a.costs == ("mutate",) for a in offered)     # not its mana cost
    _mutate(game, "Brokkos, Apex of Forever", obj(game, "Grizzly Bears"), "over")
    found = chars(game, obj(game, "Brokkos, Apex of Forever"))
    assert (found.power, found.toughness) == (6, 6) and "trample" in found.keywords
    assert grave(game) == []


@plays("Dreamtail Heron", "keyword.mutate")
def test_707_10f_a_copy_of_a_mutating_spell_merges_as_a_token():
    from tolaria.rules.effects import copy_spell
    game = board(["Island"] * 4 + ["Grizzly Bears"], [], hands=(["Dreamtail Heron"], []))
    bears = obj(game, "Grizzly Bears")
    game.act("cast Dreamtail Heron for mutate targeting Grizzly Bears")
    spell = game.state.objects[game.state.stack[-1]]
    copy_spell(game.state, spell, 0, False, None)           # CR 707.10: mutating, same target
    resolve(game)
    game.act("choose over")                                 # the copy, on top: a token
    assert game.state.objects[bears].is_token and chars(game, bears).name == "Dreamtail Heron"
    resolve(game)
    game.act("choose under")                                # the spell itself
    assert [c.token for c, _ in game.state.objects[bears].merged] == [True, False, False]
    resolve(game)
    events.destroy(game.state, game.state.objects[bears])
    game.act(Action("pass", 0))                             # the token ceases (CR 704.5d)
    assert sorted(grave(game)) == ["Dreamtail Heron", "Grizzly Bears"]


@plays("Dreamtail Heron", "keyword.mutate")
def test_727_3_terminus_puts_each_card_on_the_bottom():
    game = board(["Island"] * 4 + ["Plains"] * 6 + ["Grizzly Bears"], [],
                 hands=(["Dreamtail Heron", "Terminus"], []))
    bears = obj(game, "Grizzly Bears")
    _mutate(game, "Dreamtail Heron", bears, "over")
    resolve(game)
    top_before = game.state.players[0].library[-1]
    game.act("cast Terminus")
    resolve(game)
    assert game.decision.kind == "replacement" and "727.3a" in game.decision.prompt
    game.act("choose Grizzly Bears")                # the owner arranges them (727.3a)
    library = [game.state.objects[i].name for i in game.state.players[0].library]
    assert library[:2] == ["Dreamtail Heron", "Grizzly Bears"]      # the bottom, Bears above
    assert game.state.players[0].library[-1] == top_before


@plays("Dreamtail Heron", "keyword.mutate")
def test_727_2e_merging_with_a_face_down_creature_is_refused_as_unsupported():
    game = board(["Island"] * 8, [],
                 hands=(["Alley Assailant", "Dreamtail Heron"], []))
    game.act("cast Alley Assailant for disguise")
    resolve(game)
    face_down = next(i for i in game.state.battlefield if game.state.objects[i].face_down)
    heron = next(i for i in game.state.players[0].hand
                 if game.state.objects[i].name == "Dreamtail Heron")
    with pytest.raises(IllegalAction, match="727.2"):
        game.act(Action("cast", 0, heron, targets=(("object", face_down),), costs=("mutate",)))
    casts = [a for a in game.legal_actions() if a.kind == "cast" and a.object == heron]
    assert casts and all(a.costs != ("mutate",) for a in casts)     # only its mana cost


@plays("Dreamtail Heron", "keyword.mutate")
def test_727_2_each_card_of_a_merged_permanent_is_on_the_battlefield_for_the_fuzz_check():
    """CR 727.2, 400.1: the cards under a merged permanent are on the battlefield with it;
    the random-play checks (`tolaria.fuzz.zones`) find each card in exactly one zone."""
    from tolaria import fuzz
    game = board(["Island"] * 4 + ["Plains"] * 2 + ["Grizzly Bears"], [],
                 hands=(["Dreamtail Heron"], []))
    owned = fuzz.owned_cards(game)
    _mutate(game, "Dreamtail Heron", obj(game, "Grizzly Bears"), "under")
    resolve(game)
    assert len(game.state.objects[obj(game, "Grizzly Bears")].merged) == 2
    fuzz.zones(game, owned)                             # raises if a card is in no zone


@plays("Dreamtail Heron", "keyword.mutate")
@plays("Quest for Ancient Secrets", "trigger.into_graveyard")
def test_727_3_each_card_of_a_dead_merged_creature_is_a_card_put_into_the_graveyard():
    game = board(["Island"] * 5 + ["Grizzly Bears", "Quest for Ancient Secrets"], ["Swamp"] * 2,
                 hands=(["Dreamtail Heron"], ["Doom Blade"]))
    bears = obj(game, "Grizzly Bears")
    _mutate(game, "Dreamtail Heron", bears, "over")
    resolve(game)                                        # "whenever this creature mutates"
    game.act(Action("pass", 0))
    cast(game, "Doom Blade", bears, player=1)
    resolve(game)
    while game.decision.kind != "priority" or game.state.stack:     # two triggers (603.10a)
        if game.decision.kind == "priority":
            resolve(game)
        else:
            game.act(game.legal_actions()[0] if game.decision.kind != "choose"
                     else "choose yes")
    quest = game.state.objects[obj(game, "Quest for Ancient Secrets")]
    assert sorted(grave(game)) == ["Dreamtail Heron", "Grizzly Bears"]
    assert quest.counters.get("quest") == 2              # one card each (CR 727.3)
