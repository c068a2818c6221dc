"""Families of constructs of issue 17 item 3, played: "defending player" in attack
triggers (CR 506.2); revealing cards from among the top N (CR 701.16a, 401.4)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import (
    BOB,
    Action,
    _on_top,
    activate,
    cast,
    chars,
    choose,
    hand,
    life,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Game, IllegalAction


def refused(game: Game, action: Action) -> str:
    """Why `action` is illegal; the game is left as it was."""
    before = game.to_json()
    with pytest.raises(IllegalAction) as caught:
        game.act(action)
    assert game.to_json() == before
    return caught.value.reason


def _attack(game: Game, *attackers: int) -> None:
    """Alice attacks Bob with `attackers` (CR 508.1)."""
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=tuple((a, BOB) for a in attackers)))


def _block(game: Game, *pairs: tuple[int, int]) -> None:
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=tuple(pairs)))


# -- "defending player" (CR 506.2) -------------------------------------------------------

@plays("Shrieking Specter", "phrase.defending_player")
def test_506_2_defending_player_discards_when_this_attacks():
    game = board(["Shrieking Specter"], [], hands=([], ["Grizzly Bears", "Shock"]))
    _attack(game, obj(game, "Shrieking Specter"))
    resolve(game)
    assert game.decision.kind == "discard" and game.decision.player == 1     # Bob chooses
    game.act(Action("choose", 1, choice=(game.decision.options[0],)))
    assert hand(game, 1) == ["Shock"]


@plays("Campaign of Vengeance", "phrase.defending_player")
def test_506_2_defending_player_of_each_attacking_creature():
    """"Whenever a creature you control attacks, defending player loses 1 life": the player
    each attacker attacks, once per attacker (CR 508.3a)."""
    game = board(["Campaign of Vengeance", "Grizzly Bears", "Savannah Lions"], [])
    _attack(game, obj(game, "Grizzly Bears"), obj(game, "Savannah Lions"))
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (22, 18)


@plays("Vedalken Ghoul", "phrase.defending_player")
def test_506_2_defending_player_when_this_becomes_blocked():
    game = board(["Vedalken Ghoul"], ["Grizzly Bears"])
    ghoul, bears = obj(game, "Vedalken Ghoul"), obj(game, "Grizzly Bears")
    _attack(game, ghoul)
    _block(game, (bears, ghoul))
    resolve(game)
    assert life(game, 1) == 16


# -- library: reveal among the top N (CR 701.16a, 401.4) -----------------------------------

@plays("Lead the Stampede", "effect.look_at_top", "effect.look_reveal_any")
def test_701_16a_reveal_any_number_of_creature_cards_from_among_them():
    game = board(["Forest"] * 3, [], hands=(["Lead the Stampede"], []))
    looked = _on_top(game, 0, "Shock", "Grizzly Bears", "Opt", "Hill Giant", "Llanowar Elves")
    cast(game, "Lead the Stampede")
    resolve(game)
    assert set(game.decision.options) == {looked[1], looked[3], looked[4], "nothing"}
    choose(game, looked[1])
    choose(game, looked[4])
    choose(game, "nothing")                               # Hill Giant stays
    while game.decision.kind == "choose":                  # the rest, in any order
        choose(game, game.decision.options[0])
    assert sorted(hand(game)) == ["Grizzly Bears", "Llanowar Elves"]
    assert set(game.state.players[0].library[:3]) == {looked[0], looked[2], looked[3]}


@plays("Ancient Stirrings", "effect.look_at_top")
def test_701_16a_ancient_stirrings_a_colorless_card_then_the_rest():
    """"Then put the rest on the bottom": a colorless card, a land included (CR 105.2c)."""
    game = board(["Forest"], [], hands=(["Ancient Stirrings"], []))
    looked = _on_top(game, 0, "Shock", "Wastes", "Ornithopter", "Grizzly Bears", "Opt")
    cast(game, "Ancient Stirrings")
    resolve(game)
    assert set(game.decision.options) == {looked[1], looked[2], "nothing"}
    choose(game, looked[2])
    while game.decision.kind == "choose":
        choose(game, game.decision.options[0])
    assert hand(game) == ["Ornithopter"]


# -- historic (CR 700.6) -------------------------------------------------------------------

@plays("Jhoira, Weatherlight Captain", "phrase.historic")
def test_700_6_historic_spells_are_artifacts_legendaries_and_sagas():
    game = board(["Jhoira, Weatherlight Captain"] + ["Plains"] * 6, [],
                 hands=(["Ornithopter", "Isamaru, Hound of Konda", "Savannah Lions",
                         "History of Benalia"], []))
    drawn = 0
    for name, historic in (("Ornithopter", True), ("Isamaru, Hound of Konda", True),
                           ("Savannah Lions", False), ("History of Benalia", True)):
        before = len(hand(game))
        cast(game, name)
        resolve(game)
        drawn += historic
        assert len(hand(game)) == before - 1 + historic, name
    assert drawn == 3


# -- exhaust: an activated ability activated only once ---------------------------------------

@plays("Stampeding Scurryfoot", "keyword.exhaust")
def test_602_5b_exhaust_ability_only_once_even_on_later_turns():
    game = board(["Stampeding Scurryfoot"] + ["Forest"] * 8, [])
    mouse = obj(game, "Stampeding Scurryfoot")
    activate(game, mouse)
    resolve(game)
    assert chars(game, mouse).power == 2 and len(ids(game, "Elephant")) == 1
    assert "only once" in refused(game, Action("activate", 0, mouse, ability=0))
    for step in ("upkeep", "end", "upkeep", "precombat main"):   # Bob's turn, then hers
        to_step(game, step)
    assert game.state.active == 0
    assert "only once" in refused(game, Action("activate", 0, mouse, ability=0))


# -- combat damage to a player or planeswalker (CR 510.2, 603.2c) -------------------------

@plays("Dreadhorde Butcher", "trigger.combat_player_or_planeswalker")
def test_510_2_combat_damage_to_a_player_or_a_planeswalker_triggers():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Dreadhorde Butcher"], ["Grizzly Bears"])
    walker = create_object(game.state, card_def("Jace Beleren"), 1, "battlefield")
    walker.counters["loyalty"] = 3
    game.state.changed()
    butcher = obj(game, "Dreadhorde Butcher")
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((butcher, ("object", walker.id)),)))
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=()))
    to_step(game, "end")
    assert game.state.objects[walker.id].counters["loyalty"] == 2
    assert chars(game, butcher).power == 2                 # one +1/+1 counter
    for step in ("upkeep", "end", "upkeep", "precombat main"):   # Alice's next turn
        to_step(game, step)
    _attack(game, butcher)
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=()))
    to_step(game, "end")
    assert life(game, 1) == 18 and chars(game, butcher).power == 3


# -- searching: any number of, with different names (CR 701.19, 201.2) ----------------------

@plays("Deathbellow War Cry", "library.search", "library.search_different_names")
def test_701_19_search_for_cards_with_different_names():
    game = board(["Mountain"] * 8, [], hands=(["Deathbellow War Cry"], []))
    felhide, felhide2, border, bears = _on_top(
        game, 0, "Felhide Minotaur", "Felhide Minotaur", "Borderland Minotaur", "Grizzly Bears")
    cast(game, "Deathbellow War Cry")
    resolve(game)
    assert set(game.decision.options) == {felhide, felhide2, border, "nothing"}
    choose(game, felhide)
    assert set(game.decision.options) == {border, "nothing"}    # not a second Felhide
    choose(game, border)
    while game.decision.kind == "choose":
        choose(game, "nothing")
    resolve(game)
    assert sorted(game.state.objects[i].name for i in ids(game, "Felhide Minotaur")
                  + ids(game, "Borderland Minotaur")) == ["Borderland Minotaur",
                                                          "Felhide Minotaur"]


# -- "Whenever you cycle another card" (CR 702.29a) -------------------------------------------

@plays("Drannith Healer", "trigger.discard")
def test_702_29a_whenever_you_cycle_another_card():
    game = board(["Drannith Healer", "Plains"], [], hands=(["Drannith Stinger"], []))
    stinger = game.state.players[0].hand[0]
    game.act(Action("activate", 0, stinger, ability=0))
    resolve(game)
    assert life(game, 0) == 21 and len(hand(game)) == 1      # cycled, drew, gained 1
