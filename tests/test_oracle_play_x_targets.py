"""X targets: X announced, then exactly X different targets ("up to X": at most X) (CR 601.2b-c,
107.3, 115.3), played."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import cast, chars, grave, hand, in_hand, life, obj, plays, resolve

from tolaria import IllegalAction
from tolaria.cards.oracle.targeting import ANY_NUMBER
from tolaria.cards.registry import card_def
from tolaria.data.actions import Action
from tolaria.rules.zones import create_object


def padded(*targets):
    """The targets chosen, then the phrase's others left unchosen (CR 601.2c)."""
    return targets + (None,) * (ANY_NUMBER - len(targets))


def in_graveyard(game, name: str, player: int = 0) -> int:
    return create_object(game.state, card_def(name), player, "graveyard").id


def chosen(action: Action) -> int:
    return sum(t is not None for t in action.targets)


@plays("Word of Binding", "target.x", "target.spread")
def test_601_2c_word_of_binding_x_2_taps_two_target_creatures():
    game = board(["Swamp"] * 5, ["Grizzly Bears", "Hill Giant"], hands=(["Word of Binding"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    casts = [a for a in game.legal_actions() if a.kind == "cast"]
    assert all(chosen(a) == a.x for a in casts)               # exactly X targets
    assert sorted({a.x for a in casts}) == [0, 1, 2]           # not 3: two creatures (601.2c)
    with pytest.raises(IllegalAction):
        cast(game, "Word of Binding", *padded(bears), x=2)           # X=2 needs two targets
    cast(game, "Word of Binding", *padded(bears, giant), x=2)
    resolve(game)
    assert game.state.objects[bears].tapped and game.state.objects[giant].tapped


@plays("Word of Binding", "target.x")
def test_601_2c_x_targets_x_cannot_exceed_the_legal_targets():
    game = board(["Swamp"] * 5, ["Grizzly Bears", "Hill Giant"], hands=(["Word of Binding"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    with pytest.raises(IllegalAction):
        cast(game, "Word of Binding", *padded(bears, giant), x=3)    # a third target is needed
    with pytest.raises(IllegalAction):
        cast(game, "Word of Binding", *padded(bears, bears), x=2)    # CR 115.3: different ones


@plays("Word of Binding", "target.x")
def test_608_2b_x_targets_one_became_illegal_the_rest_are_still_tapped():
    game = board(["Swamp"] * 4, ["Grizzly Bears", "Hill Giant", "Island"],
                 hands=(["Word of Binding"], ["Unsummon"]))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    cast(game, "Word of Binding", *padded(bears, giant), x=2)
    game.act(Action("pass", 0))
    cast(game, "Unsummon", bears, player=1)
    resolve(game)
    assert "Grizzly Bears" in hand(game, 1) and game.state.objects[giant].tapped


@plays("Restless Dreams", "target.x", "cost.discard_x")
def test_601_2b_restless_dreams_discards_x_and_returns_x_creature_cards():
    game = board(["Swamp"], [], hands=(["Restless Dreams", "Forest", "Island"], []))
    bears, giant = in_graveyard(game, "Grizzly Bears"), in_graveyard(game, "Hill Giant")
    casts = [a for a in game.legal_actions() if a.kind == "cast"]
    assert all(chosen(a) == a.x for a in casts) and max(a.x for a in casts) == 2
    game.act("cast Restless Dreams x=2 discarding Forest, Island targeting Grizzly Bears, "
             "Hill Giant" + ", no target" * (ANY_NUMBER - 2))
    resolve(game)
    assert sorted(hand(game)) == ["Grizzly Bears", "Hill Giant"]
    assert sorted(grave(game)) == ["Forest", "Island", "Restless Dreams"]
    assert bears not in game.state.objects or game.state.objects[bears].zone != "graveyard"
    assert giant not in game.state.players[0].graveyard


@plays("Restless Dreams", "target.x")
def test_107_3_restless_dreams_x_0_has_no_targets_and_does_nothing():
    game = board(["Swamp"], [], hands=(["Restless Dreams", "Forest"], []))
    in_graveyard(game, "Grizzly Bears")
    cast(game, "Restless Dreams", *padded(), x=0)
    resolve(game)
    assert hand(game) == ["Forest"] and "Grizzly Bears" in grave(game)


@plays("Firestorm", "target.x", "cost.discard_x")
def test_601_2c_firestorm_deals_x_damage_to_each_of_x_targets():
    game = board(["Mountain"], ["Grizzly Bears", "Hill Giant"],
                 hands=(["Firestorm", "Forest", "Island"], []))
    game.act("cast Firestorm x=2 discarding Forest, Island targeting Bob, Grizzly Bears"
             + ", no target" * (ANY_NUMBER - 2))
    resolve(game)
    assert life(game, 1) == 18 and not ids(game, "Grizzly Bears") and ids(game, "Hill Giant")


@plays("Divergent Equation", "target.x", "target.up_to")
def test_601_2c_divergent_equation_up_to_x_targets_fewer_than_x():
    game = board(["Island"] * 5, [], hands=(["Divergent Equation"], []))
    bolt, bears = in_graveyard(game, "Lightning Bolt"), in_graveyard(game, "Grizzly Bears")
    casts = [a for a in game.legal_actions() if a.kind == "cast"]
    assert all(chosen(a) <= a.x for a in casts) and {chosen(a) for a in casts} == {0, 1}
    with pytest.raises(IllegalAction):                   # a creature card isn't one
        cast(game, "Divergent Equation", *padded(("object", bears)), x=2)
    cast(game, "Divergent Equation", *padded(("object", bolt)), x=2)
    resolve(game)
    assert hand(game) == ["Lightning Bolt"]


@plays("Candelabra of Tawnos", "target.x")
def test_602_2b_candelabra_x_announced_then_x_target_lands_untapped():
    game = board(["Candelabra of Tawnos", "Island", "Island", "Swamp", "Forest"], [])
    candelabra = obj(game, "Candelabra of Tawnos")
    swamp, forest = obj(game, "Swamp"), obj(game, "Forest")
    for oid in (swamp, forest):
        game.state.objects[oid].tapped = True
    game.state.changed()
    acts = [a for a in game.legal_actions() if a.kind == "activate" and a.object == candelabra]
    assert acts and all(chosen(a) == a.x for a in acts)
    with pytest.raises(IllegalAction):
        game.act(Action("activate", 0, candelabra, ability=0, x=2,
                        targets=padded(("object", swamp))))
    game.act(Action("activate", 0, candelabra, ability=0, x=2,
                    targets=padded(("object", swamp), ("object", forest))))
    resolve(game)
    assert not game.state.objects[swamp].tapped and not game.state.objects[forest].tapped


@plays("Ghost-Lit Drifter", "target.x")
def test_602_2b_ghost_lit_drifter_channel_x_targets_from_the_hand():
    game = board(["Island", "Island", "Grizzly Bears"], ["Hill Giant"],
                 hands=(["Ghost-Lit Drifter"], []))
    drifter = in_hand(game, "Ghost-Lit Drifter")
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    acts = [a for a in game.legal_actions() if a.kind == "activate" and a.object == drifter]
    assert acts and all(chosen(a) == a.x for a in acts) and max(a.x for a in acts) == 1
    with pytest.raises(IllegalAction):
        game.act(Action("activate", 0, drifter, ability=1, x=1,
                        targets=padded(("object", bears), ("object", giant))))
    game.act(Action("activate", 0, drifter, ability=1, x=1, targets=padded(("object", bears))))
    resolve(game)
    assert "flying" in chars(game, bears).keywords and "flying" not in chars(game, giant).keywords


@plays("Nostalgic Dreams", "target.x", "cost.discard_x")
def test_601_2c_nostalgic_dreams_returns_x_cards_and_exiles_itself():
    game = board(["Forest", "Forest"], [], hands=(["Nostalgic Dreams", "Island"], []))
    in_graveyard(game, "Lightning Bolt")
    in_graveyard(game, "Grizzly Bears")
    game.act("cast Nostalgic Dreams x=1 discarding Island targeting Lightning Bolt"
             + ", no target" * (ANY_NUMBER - 1))
    resolve(game)
    assert hand(game) == ["Lightning Bolt"]
    assert sorted(grave(game)) == ["Grizzly Bears", "Island"]
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == ["Nostalgic Dreams"]


@plays("Distorting Wake", "target.x", "target.spread")
def test_608_2c_distorting_wake_returns_x_nonland_permanents_at_once():
    game = board(["Island"] * 5, ["Grizzly Bears", "Hill Giant", "Forest"],
                 hands=(["Distorting Wake"], []))
    bears, giant, forest = obj(game, "Grizzly Bears"), obj(game, "Hill Giant"), obj(game,
                                                                                  "Forest")
    with pytest.raises(IllegalAction):                                   # a land (CR 115.1)
        cast(game, "Distorting Wake", *padded(bears, forest), x=2)
    cast(game, "Distorting Wake", *padded(bears, giant), x=2)
    resolve(game)
    assert sorted(hand(game, 1)) == ["Grizzly Bears", "Hill Giant"] and ids(game, "Forest")


@plays("Vengeful Dreams", "target.x", "cost.discard_x")
def test_601_2c_vengeful_dreams_exiles_x_target_attacking_creatures():
    game = board(["Plains", "Plains", "Grizzly Bears", "Hill Giant"], ["Serra Angel"],
                 hands=(["Vengeful Dreams", "Forest", "Island"], []), step="declare attackers")
    game.act("attack with Grizzly Bears, Hill Giant")
    casts = [a for a in game.legal_actions() if a.kind == "cast"]
    assert all(chosen(a) == a.x for a in casts) and max(a.x for a in casts) == 2
    with pytest.raises(IllegalAction):                     # not attacking (CR 115.1)
        game.act("cast Vengeful Dreams x=1 discarding Forest targeting Serra Angel"
                 + ", no target" * (ANY_NUMBER - 1))
    game.act("cast Vengeful Dreams x=1 discarding Forest targeting Grizzly Bears"
             + ", no target" * (ANY_NUMBER - 1))
    resolve(game)
    assert not ids(game, "Grizzly Bears") and ids(game, "Hill Giant") and ids(game, "Serra Angel")
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == ["Grizzly Bears"]


@plays("Thrive", "target.x", "target.spread")
def test_601_2c_thrive_a_counter_on_each_of_x_target_creatures():
    game = board(["Forest"] * 3, ["Grizzly Bears", "Hill Giant"], hands=(["Thrive"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    cast(game, "Thrive", *padded(bears, giant), x=2)
    resolve(game)
    assert chars(game, bears).power == 3 and chars(game, giant).power == 4


@plays("Floodwater Dam", "target.x", "cost.x")
def test_107_3_floodwater_dam_pays_x_twice_and_taps_x_target_lands():
    game = board(["Floodwater Dam", "Island", "Island", "Island", "Island", "Island"],
                 ["Forest", "Mountain", "Swamp"])
    dam = obj(game, "Floodwater Dam")
    forest, mountain = obj(game, "Forest"), obj(game, "Mountain")
    acts = [a for a in game.legal_actions() if a.kind == "activate" and a.object == dam]
    assert max(a.x for a in acts) == 2                  # {2}{2}{1}: five Islands (CR 107.3)
    game.act(Action("activate", 0, dam, ability=0, x=2,
                    targets=padded(("object", forest), ("object", mountain))))
    resolve(game)
    assert game.state.objects[forest].tapped and game.state.objects[mountain].tapped
    assert not game.state.objects[obj(game, "Swamp")].tapped
    assert all(game.state.objects[i].tapped for i in ids(game, "Island"))


@plays("Scorched Earth", "target.x", "cost.discard_x")
def test_601_2h_scorched_earth_discards_x_land_cards_and_destroys_x_target_lands():
    game = board(["Mountain"] * 4, ["Plains", "Island"],
                 hands=(["Scorched Earth", "Forest", "Grizzly Bears"], []))
    casts = [a for a in game.legal_actions() if a.kind == "cast"]
    assert max(a.x for a in casts) == 1                    # one land card in hand
    with pytest.raises(IllegalAction):                     # not a land card (CR 601.2h)
        game.act("cast Scorched Earth x=1 discarding Grizzly Bears targeting Plains"
                 + ", no target" * (ANY_NUMBER - 1))
    game.act("cast Scorched Earth x=1 discarding Forest targeting Plains"
             + ", no target" * (ANY_NUMBER - 1))
    resolve(game)
    assert not ids(game, "Plains") and ids(game, "Island") and hand(game) == ["Grizzly Bears"]


@plays("Word of Binding", "target.x")
def test_601_2c_the_notation_leaves_out_the_places_closed_beyond_x():
    game = board(["Swamp"] * 5, ["Grizzly Bears", "Hill Giant"], hands=(["Word of Binding"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    action = next(a for a in game.legal_actions() if a.kind == "cast" and a.x == 2)
    assert action.targets[2:] == (None,) * (ANY_NUMBER - 2)
    text = game.notation(action)
    assert text == "cast Word of Binding x=2 targeting Grizzly Bears, Hill Giant"
    assert game.parse(text) == action                 # the closed places come back
    written = text + ", no target" * (ANY_NUMBER - 2)
    assert game.parse(written) == action              # and may still be written out
    game.act(text)
    resolve(game)
    assert game.state.objects[bears].tapped and game.state.objects[giant].tapped


@plays("Rolling Thunder", "target.divided", "target.divided_x")
def test_601_2c_the_notation_leaves_out_unchosen_places_of_any_number_of_targets():
    """CR 601.2c-d: "any number of targets" has 30 places; the unchosen ones at the end
    are left out of the line the engine writes, and a line without them is the same
    action (the division lined up with the places, 0 for the others)."""
    game = board(["Mountain"] * 5, ["Llanowar Elves", "Grizzly Bears"],
                 hands=(["Rolling Thunder"], []))
    elves = obj(game, "Llanowar Elves")
    text = "cast Rolling Thunder x=3 targeting Bob 2, Llanowar Elves 1"
    action = game.parse(text)
    assert len(action.targets) == ANY_NUMBER and action.targets[2:] == (None,) * 28
    assert action.choice == (2, 1) + (0,) * 28
    assert action in game.legal_actions()
    assert game.notation(action) == text
    listed = {game.notation(a) for a in game.legal_actions() if a.kind == "cast"}
    assert "cast Rolling Thunder x=0" in listed and not any("no target" in t for t in listed)
    written = "cast Rolling Thunder x=3 targeting Bob 2, Llanowar Elves 1, no target"
    assert game.parse(written) == action                # some of them written: the same
    game.act(text)
    resolve(game)
    assert life(game, 1) == 18 and elves not in ids(game, "Llanowar Elves")
