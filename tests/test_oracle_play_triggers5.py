"""Event triggers that aren't combat, played (CR 603.2), fifth part: "Whenever you cast a
spell that's both <colour> and <colour>" (the Eventide Mimics, CR 105.2, 601.2i).
"""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import BOB, cast, chars, hand, in_hand, life, obj, plays, resolve, to_step

from tolaria import Action

# -- "Whenever you cast a spell that's both white and black" (CR 105.2, 601.2i) ------------


@plays("Nightsky Mimic", "trigger.cast_thats_both", "animation.base_pt")
def test_105_2_nightsky_mimic_a_hybrid_spell_is_both_colours_whatever_was_paid():
    game = board(["Nightsky Mimic"], [], hands=(["Savannah Lions", "Nightsky Mimic"], []))
    mimic = obj(game, "Nightsky Mimic")
    add_mana(game, "{W}")
    cast(game, "Savannah Lions")                       # white only: no trigger
    assert len(game.state.stack) == 1
    resolve(game)
    add_mana(game, "{1}{W}")
    cast(game, "Nightsky Mimic")                       # {W/B} paid with white: still both
    assert len(game.state.stack) == 2
    resolve(game)
    now = chars(game, mimic)
    assert (now.power, now.toughness) == (4, 4) and "flying" in now.keywords
    to_step(game, "upkeep")                            # Bob's turn: the effect has ended
    now = chars(game, mimic)
    assert (now.power, now.toughness) == (2, 1) and "flying" not in now.keywords


@plays("Battlegate Mimic", "trigger.cast_thats_both", "animation.base_pt")
def test_105_2_battlegate_mimic_a_spell_of_three_colours_is_both_too():
    game = board(["Battlegate Mimic"], ["Grizzly Bears"], hands=(["Naya Charm"], []))
    mimic = obj(game, "Battlegate Mimic")
    add_mana(game, "{R}{G}{W}")
    cast(game, "Naya Charm", obj(game, "Grizzly Bears"), mode=0)   # red, green and white
    assert len(game.state.stack) == 2
    resolve(game)
    now = chars(game, mimic)
    assert (now.power, now.toughness) == (4, 2) and "first strike" in now.keywords


@plays("Woodlurker Mimic", "trigger.cast_thats_both", "animation.base_pt")
def test_105_2_woodlurker_mimic_not_a_spell_of_one_colour():
    game = board(["Woodlurker Mimic"], [], hands=(["Grizzly Bears", "Woodlurker Mimic"], []))
    mimic = obj(game, "Woodlurker Mimic")
    add_mana(game, "{1}{G}")
    cast(game, "Grizzly Bears")                        # green only
    assert len(game.state.stack) == 1
    resolve(game)
    assert (chars(game, mimic).power, chars(game, mimic).toughness) == (2, 1)
    add_mana(game, "{1}{G}")
    cast(game, "Woodlurker Mimic")
    resolve(game)
    now = chars(game, mimic)
    assert (now.power, now.toughness) == (4, 5) and "wither" in now.keywords


@plays("Shorecrasher Mimic", "trigger.cast_thats_both", "animation.base_pt")
def test_105_2_shorecrasher_mimic_becomes_5_3_with_trample():
    game = board(["Shorecrasher Mimic"], [], hands=(["Shorecrasher Mimic"], []))
    mimic = obj(game, "Shorecrasher Mimic")
    add_mana(game, "{1}{U}")
    cast(game, "Shorecrasher Mimic")
    resolve(game)
    now = chars(game, mimic)
    assert (now.power, now.toughness) == (5, 3) and "trample" in now.keywords


@plays("Riverfall Mimic", "trigger.cast_thats_both", "animation.base_pt")
def test_509_1b_riverfall_mimic_3_3_and_cant_be_blocked_this_turn():
    game = board(["Riverfall Mimic"], ["Grizzly Bears"], hands=(["Riverfall Mimic"], []))
    mimic = obj(game, "Riverfall Mimic")
    add_mana(game, "{1}{R}")
    cast(game, "Riverfall Mimic")
    resolve(game)
    assert (chars(game, mimic).power, chars(game, mimic).toughness) == (3, 3)
    to_step(game, "beginning of combat")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    game.act(Action("attack", 0, choice=((mimic, BOB),)))
    while game.state.step != "end of combat":
        d = game.decision
        if d.kind == "blockers":                       # no legal block (CR 509.1b)
            assert not any(a.choice for a in game.legal_actions() if a.kind == "block")
            game.act(Action("block", d.player, choice=()))
        else:
            game.act(Action("pass", d.player))
    assert life(game, 1) == 17


# -- "Whenever you cast a creature spell that has an Adventure" (CR 715.2a, 601.2i) --------

def _in_exile(game, name: str) -> int:
    return next(o.id for o in game.state.objects.values()
                if o.zone == "exile" and o.name.startswith(name))


@plays("Edgewall Innkeeper", "trigger.cast_has_adventure")
def test_715_2a_edgewall_innkeeper_an_adventurer_cast_as_a_creature_even_from_exile():
    game = board(["Edgewall Innkeeper"], [],
                 hands=(["Grizzly Bears", "Bonecrusher Giant // Stomp"], []))
    add_mana(game, "{1}{G}")
    cast(game, "Grizzly Bears")                        # no Adventure: no trigger
    assert len(game.state.stack) == 1
    resolve(game)
    add_mana(game, "{1}{R}")
    game.act(Action("cast", 0, in_hand(game, "Bonecrusher Giant"), targets=(BOB,), mode=0,
                    face=1))                           # Stomp: not a creature spell
    assert len(game.state.stack) == 1
    resolve(game)
    cards = len(hand(game))
    add_mana(game, "{2}{R}")
    game.act(Action("cast", 0, _in_exile(game, "Bonecrusher Giant")))   # CR 715.3d
    assert len(game.state.stack) == 2
    resolve(game)
    assert len(hand(game)) == cards + 1
    assert obj(game, "Bonecrusher Giant") in game.state.battlefield


@plays("Garenbrig Squire", "trigger.cast_has_adventure")
def test_715_2a_garenbrig_squire_gets_1_1_until_end_of_turn():
    game = board(["Garenbrig Squire"], [], hands=(["Bonecrusher Giant // Stomp"], []))
    squire = obj(game, "Garenbrig Squire")
    add_mana(game, "{2}{R}")
    cast(game, "Bonecrusher Giant")
    assert len(game.state.stack) == 2
    resolve(game)
    assert (chars(game, squire).power, chars(game, squire).toughness) == (3, 3)
    to_step(game, "upkeep")
    assert (chars(game, squire).power, chars(game, squire).toughness) == (2, 2)


@plays("Wandermare", "trigger.cast_has_adventure")
def test_715_2a_wandermare_gets_a_counter_not_for_other_creatures():
    game = board(["Wandermare"], [], hands=(["Grizzly Bears", "Bonecrusher Giant // Stomp"],
                                            []))
    mare = obj(game, "Wandermare")
    add_mana(game, "{1}{G}")
    cast(game, "Grizzly Bears")
    resolve(game)
    assert not game.state.objects[mare].counters.get("+1/+1")
    add_mana(game, "{2}{R}")
    cast(game, "Bonecrusher Giant")
    resolve(game)
    assert game.state.objects[mare].counters.get("+1/+1") == 1
