"""Play tests for the constructs the Commander decks commander-edgar-2020 and
commander-krenko-2018 needed (issue 17): "whenever one or more nontoken Vampires you
control attack" (CR 508.3d), "an opponent has 10 or less life" (CR 119.1, 611.3a), a
planeswalker dying (CR 700.4), "instead exile that card and create ..." (CR 614.6), the
top card of a library played revealed, cast from and lending its abilities (CR 401.5,
601.3, 613.1f), eminence (CR 113.6b), "attacks this combat if able" (CR 508.1d), searching
for cards put on top in any order (CR 401.4), Chaos Warp (CR 701.20a), Coat of Arms
(CR 205.3m), "Pay life equal to ..." (CR 602.2b) and a dead creature's controller
(CR 603.10a)."""

from __future__ import annotations

import pytest
from boards import board, declare_attackers, ids
from test_commander import find, in_command_zone, table
from test_oracle_play import (
    BOB,
    cast,
    chars,
    choose,
    life,
    names,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.data.ir import token_def
from tolaria.rules.zones import create_object, move

# -- attacks (CR 508.1, 508.3d) ----------------------------------------------------------

@plays("Mavren Fein, Dusk Apostle", "trigger.some_attack", "effect.tokens")
def test_508_3d_one_or_more_nontoken_vampires_attack_once_per_declaration():
    game = board(["Mavren Fein, Dusk Apostle", "Vampire Nighthawk", "Grizzly Bears"], [],
                 step="declare attackers")
    declare_attackers(game, obj(game, "Mavren Fein, Dusk Apostle"), obj(game, "Vampire Nighthawk"))
    resolve(game)
    made = ids(game, "Vampire")                     # one trigger for two Vampires
    assert len(made) == 1
    token = chars(game, made[0])
    assert (token.power, token.toughness) == (1, 1) and "lifelink" in token.keywords
    assert token.colors == frozenset({"W"})


@plays("Mavren Fein, Dusk Apostle", "trigger.some_attack")
def test_508_3d_no_nontoken_vampire_attacking_no_trigger():
    game = board(["Mavren Fein, Dusk Apostle", "Grizzly Bears"], [], step="declare attackers")
    declare_attackers(game, obj(game, "Grizzly Bears"))                # not a Vampire
    resolve(game)
    assert not ids(game, "Vampire")
    bat = token_def({"name": "Vampire", "types": ("Creature",), "subtypes": ("Vampire",),
                     "colors": ("B",), "power": 1, "toughness": 1, "keywords": ()})
    game = board(["Mavren Fein, Dusk Apostle", bat], [], step="declare attackers")
    declare_attackers(game, ids(game, "Vampire")[0])               # a token: not nontoken (CR 111.1)
    resolve(game)
    assert len(ids(game, "Vampire")) == 1


# -- "as long as an opponent has N or less life" (CR 611.3a, 119.1) ----------------------

@plays("Bloodghast", "condition.static_suffix", "condition.opponent")
def test_611_3a_bloodghast_has_haste_while_an_opponent_has_10_or_less_life():
    game = board(["Bloodghast"], [], sick=True)
    ghast = obj(game, "Bloodghast")
    assert "haste" not in chars(game, ghast).keywords
    game.state.players[1].life = 11
    game.state.changed()
    assert "haste" not in chars(game, ghast).keywords
    game.state.players[1].life = 10                    # "10 or less"
    game.state.changed()
    assert "haste" in chars(game, ghast).keywords
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    declare_attackers(game, ghast)                                # summoning sick, but hasty (302.6)
    assert game.state.objects[ghast].tapped
    game.state.players[0].life = 5                     # Alice's own life doesn't count
    game.state.players[1].life = 20
    game.state.changed()
    assert "haste" not in chars(game, ghast).keywords


# -- dies (CR 700.4) ---------------------------------------------------------------------

@plays("Cruel Celebrant", "trigger.or_another")
def test_700_4_cruel_celebrant_a_planeswalker_you_control_dies_too():
    game = board(["Cruel Celebrant", "Island", "Island", "Island"], ["Mountain"],
                 hands=(["Jace Beleren"], ["Lightning Bolt"]))
    cast(game, "Jace Beleren")
    resolve(game)
    jace = obj(game, "Jace Beleren")
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", jace, player=1)         # 3 damage: 3 loyalty gone
    resolve(game)
    assert "Jace Beleren" not in names(game)            # it died (CR 704.5i)
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (21, 19)


@plays("Cruel Celebrant", "trigger.or_another")
def test_700_4_cruel_celebrant_itself_and_another_creature_you_control():
    game = board(["Cruel Celebrant", "Grizzly Bears"], ["Grizzly Bears", "Mountain"],
                 hands=([], ["Lightning Bolt", "Lightning Bolt"]))
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", ids(game, "Grizzly Bears")[1], player=1)   # Bob's: no
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (20, 20)
    game.state.players[1].pool.add_text("{R}")
    game.state.changed()
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", obj(game, "Cruel Celebrant"), player=1)
    resolve(game)
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (21, 19)


# -- "instead exile that card and create ..." (CR 614.1a, 614.6) ------------------------

@plays("Kalitas, Traitor of Ghet", "static.dies_exile_create")
def test_614_6_kalitas_exiles_a_dying_opponents_creature_and_makes_a_zombie():
    game = board(["Kalitas, Traitor of Ghet", "Mountain", "Mountain", "Grizzly Bears"],
                 ["Grizzly Bears"], hands=(["Lightning Bolt", "Lightning Bolt"], []))
    theirs = ids(game, "Grizzly Bears")[1]
    cast(game, "Lightning Bolt", theirs)
    resolve(game)
    bob = game.state.players[1]
    assert not bob.graveyard and [game.state.objects[i].name for i in bob.exile] == [
        "Grizzly Bears"]                          # it never died (CR 614.6)
    zombie = obj(game, "Zombie")
    made = chars(game, zombie)
    assert made.controller == 0 and (made.power, made.toughness) == (2, 2)
    assert made.colors == frozenset({"B"}) and "Zombie" in made.subtypes
    cast(game, "Lightning Bolt", obj(game, "Grizzly Bears"))     # Alice's own: it dies
    resolve(game)
    assert "Grizzly Bears" in [game.state.objects[i].name
                               for i in game.state.players[0].graveyard]
    assert len(ids(game, "Zombie")) == 1


@plays("Kalitas, Traitor of Ghet", "static.dies_exile_create")
def test_614_6_kalitas_leaves_an_opponents_token_alone():
    wolf = token_def({"name": "Wolf", "types": ("Creature",), "subtypes": ("Wolf",),
                      "colors": ("G",), "power": 2, "toughness": 2, "keywords": ()})
    game = board(["Kalitas, Traitor of Ghet", "Mountain"], [wolf],
                 hands=(["Lightning Bolt"], []))
    cast(game, "Lightning Bolt", obj(game, "Wolf"))
    resolve(game)
    assert not ids(game, "Wolf") and not ids(game, "Zombie")     # a token: not "nontoken"


# -- the top card of a library (CR 401.5) -----------------------------------------------

def _on_top(game, name: str, player: int = 0) -> int:
    made = create_object(game.state, card_def(name), player, "library")
    game.state.changed()
    return made.id


@plays("Vampire Nocturnus", "condition.static_prefix", "condition.library_top")
def test_611_3a_vampire_nocturnus_while_the_top_card_of_your_library_is_black():
    game = board(["Vampire Nocturnus", "Bloodghast", "Grizzly Bears"], ["Vampire Nighthawk"])
    night, ghast, bears = (obj(game, n) for n in ("Vampire Nocturnus", "Bloodghast",
                                                  "Grizzly Bears"))
    assert (chars(game, night).power, chars(game, night).toughness) == (3, 3)  # Wastes on top
    assert "flying" not in chars(game, ghast).keywords
    _on_top(game, "Dark Ritual")                            # black
    for oid, pt in ((night, (5, 4)), (ghast, (4, 2))):     # itself and other Vampires
        c = chars(game, oid)
        assert (c.power, c.toughness) == pt and "flying" in c.keywords
    assert (chars(game, bears).power, chars(game, bears).keywords) == (2, frozenset())
    assert chars(game, obj(game, "Vampire Nighthawk")).power == 2      # not Alice's
    _on_top(game, "Lightning Bolt")                         # red: the bonus ends
    assert chars(game, night).power == 3 and "flying" not in chars(game, ghast).keywords
    game.state.players[0].library.clear()                   # no top card at all
    game.state.changed()
    assert chars(game, night).power == 3


@plays("Vampire Nocturnus", "static.top_of_library_revealed")
def test_401_5_the_top_card_of_the_library_is_revealed_to_every_player():
    game = board(["Vampire Nocturnus"], [])
    top = _on_top(game, "Dark Ritual")
    under = game.state.players[0].library[-2]
    bob = game.seat(1)
    assert bob.sees(game.state.objects[top]) and not bob.sees(game.state.objects[under])
    assert game.view(1)["players"][0]["library_top"]["name"] == "Dark Ritual"
    assert "Dark Ritual" not in [c.name for c in bob.unseen_cards(0)]
    assert not game.seat(0).sees(game.state.objects[game.state.players[1].library[-1]])
    game = board([], [])                                    # without it: hidden (CR 401.2)
    top = _on_top(game, "Dark Ritual")
    assert not game.seat(1).sees(game.state.objects[top])
    assert "library_top" not in game.view(1)["players"][0]


# -- a triggered ability working from the command zone (CR 113.6b, 603.4, 903) -----------

def _resolve_all(game) -> None:
    for _ in range(20):
        if not game.state.stack and game.decision.kind == "priority":
            return
        game.act(Action("pass", game.decision.player))


@plays("Edgar Markov", "trigger.command_zone_if", "trigger.cast")
def test_113_6b_edgar_triggers_from_the_command_zone():
    game = table(["Edgar Markov", "Krenko, Mob Boss"], [["Swamp", "Swamp"], []],
                 [["Vampire Lacerator", "Dark Ritual"], []])
    assert in_command_zone(game) == ["Edgar Markov", "Krenko, Mob Boss"]
    game.act("cast Dark Ritual")                       # not a Vampire spell
    _resolve_all(game)
    assert not ids(game, "Vampire")
    game.act("cast Vampire Lacerator")
    assert len(game.state.stack) == 2                  # the trigger is above the spell
    _resolve_all(game)
    made = ids(game, "Vampire")
    assert len(made) == 1 and ids(game, "Vampire Lacerator")
    token = chars(game, made[0])
    assert token.controller == 0 and (token.power, token.toughness) == (1, 1)
    assert token.colors == frozenset({"B"})


@plays("Edgar Markov", "trigger.command_zone_if", "trigger.cast")
def test_113_6b_edgar_triggers_on_the_battlefield_but_not_from_a_graveyard():
    game = board(["Edgar Markov", "Swamp"], [], hands=(["Vampire Lacerator"], []))
    game.act("cast Vampire Lacerator")
    resolve(game)
    assert len(ids(game, "Vampire")) == 1
    game = board(["Swamp"], [], hands=(["Vampire Lacerator"], []))
    create_object(game.state, card_def("Edgar Markov"), 0, "graveyard")
    game.state.changed()
    game.act("cast Vampire Lacerator")
    resolve(game)
    assert not ids(game, "Vampire")                    # not a zone it names (CR 113.6b)


@plays("Edgar Markov", "trigger.command_zone_if", "trigger.cast")
def test_603_4_edgar_cast_before_the_trigger_resolves_makes_no_token():
    game = table(["Edgar Markov", "Krenko, Mob Boss"],
                 [["Vedalken Orrery", "Swamp", "Swamp", "Plains", "Mountain", "Wastes", "Wastes",
                   "Wastes"], []],
                 [["Vampire Lacerator"], []])
    game.act("cast Vampire Lacerator")
    assert len(game.state.stack) == 2
    edgar = find(game, "Edgar Markov")
    game.act(Action("cast", 0, edgar))               # in response (flash), from the command zone
    assert game.state.objects[find(game, "Edgar Markov")].zone == "stack"
    assert len(game.state.stack) == 3                 # Edgar itself: not "another" spell
    _resolve_all(game)
    assert not ids(game, "Vampire")                   # it left the command zone (CR 603.4)
    assert ids(game, "Edgar Markov") and ids(game, "Vampire Lacerator")


# -- "attacks this combat if able" (CR 508.1d, 511.3) -----------------------------------

@plays("Legion Warboss", "effect.attack_this_combat", "trigger.step", "effect.tokens",
       "tokens.it")
def test_508_1d_legion_warboss_token_has_haste_and_attacks_this_combat_if_able():
    game = board(["Legion Warboss"], [], step="beginning of combat")
    resolve(game)
    goblin = obj(game, "Goblin")
    assert "haste" in chars(game, goblin).keywords
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    assert game.decision.kind == "attackers"
    with pytest.raises(IllegalAction):
        game.act(Action("attack", 0, choice=()))            # it must attack (CR 508.1d)
    with pytest.raises(IllegalAction):
        declare_attackers(game, obj(game, "Legion Warboss"))
    declare_attackers(game, goblin)
    assert game.state.objects[goblin].attacking is not None
    to_step(game, "end of combat")
    while game.state.step == "end of combat":
        game.act(Action("pass", game.decision.player))
    assert not any(e.until == "end of combat" for e in game.state.effects)   # CR 511.3


# -- searching for several cards to put on top (CR 701.19b, 701.20a, 401.4) --------------

@plays("Goblin Recruiter", "library.search_to_top", "library.search_any", "trigger.enters")
def test_401_4_goblin_recruiter_puts_the_goblins_found_on_top_in_the_chosen_order():
    game = board(["Mountain", "Mountain"], [], hands=(["Goblin Recruiter"], []))
    for name in ("Goblin Guide", "Raging Goblin", "Goblin Piledriver"):
        _on_top(game, name)
    game.act("cast Goblin Recruiter")
    resolve(game)                                     # the spell, then its trigger
    library = game.state.players[0].library
    name_of = {game.state.objects[i].name: i for i in library}
    assert game.decision.kind == "choose"             # any number of Goblin cards
    choose(game, name_of["Goblin Guide"])
    choose(game, name_of["Raging Goblin"])
    choose(game, "nothing")
    assert game.decision.kind == "choose"             # their order, top card first
    assert set(game.decision.options) == {name_of["Goblin Guide"], name_of["Raging Goblin"]}
    choose(game, name_of["Raging Goblin"])
    resolve(game)
    top = [game.state.objects[i].name for i in reversed(library)]
    assert top[:2] == ["Raging Goblin", "Goblin Guide"] and len(library) == 13
    assert "Goblin Piledriver" in top[2:]             # not found: shuffled in (701.20a)


# -- the owner shuffles it in, then reveals (CR 108.3, 701.20a, 701.16a) -----------------

@plays("Chaos Warp", "library.owner_shuffles_reveals")
def test_701_20a_chaos_warp_the_owner_shuffles_it_in_and_reveals_the_top_card():
    game = board(["Mountain"] * 3, ["Grizzly Bears"], hands=(["Chaos Warp"], []), library=0)
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].tapped = True
    cast(game, "Chaos Warp", bears)
    resolve(game)
    back = ids(game, "Grizzly Bears")               # the only card there: it is on top
    assert len(back) == 1 and back[0] != bears      # a new object (CR 400.7)
    assert chars(game, back[0]).controller == 1 and not game.state.objects[back[0]].tapped
    assert not game.state.players[1].library


@plays("Chaos Warp", "library.owner_shuffles_reveals")
def test_701_20a_chaos_warp_a_token_on_top_is_no_permanent_card():
    wolf = token_def({"name": "Wolf", "types": ("Creature",), "subtypes": ("Wolf",),
                      "colors": ("G",), "power": 2, "toughness": 2, "keywords": ()})
    game = board(["Mountain"] * 3, [wolf], hands=(["Chaos Warp"], []), library=0)
    cast(game, "Chaos Warp", obj(game, "Wolf"))
    resolve(game)
    assert not ids(game, "Wolf")                    # a token is no card (CR 108.2, 111.7)
    game = board(["Mountain"] * 3, ["Grizzly Bears"], hands=(["Chaos Warp"], []), library=0)
    for _ in range(3):
        _on_top(game, "Lightning Bolt", 1)
    cast(game, "Chaos Warp", obj(game, "Grizzly Bears"))
    resolve(game)
    library = game.state.players[1].library
    top = game.state.objects[library[-1]].name if library else None
    assert bool(ids(game, "Grizzly Bears")) == (len(library) == 3)  # on top: it came back
    assert top in (None, "Lightning Bolt") and len(library) in (3, 4)


# -- "for each other creature ... that shares at least one creature type with it" -------

@plays("Coat of Arms", "quantity.its_kin")
def test_613_4c_coat_of_arms_counts_the_kin_of_each_creature():
    game = board(["Coat of Arms", "Raging Goblin", "Raging Goblin", "Grizzly Bears"],
                 ["Goblin Guide", "Changeling Outcast"])
    pt = {name: (chars(game, obj(game, name)).power, chars(game, obj(game, name)).toughness)
          for name in ("Raging Goblin", "Goblin Guide", "Grizzly Bears", "Changeling Outcast")}
    assert pt["Raging Goblin"] == (4, 4)              # a Goblin, the Guide, the changeling
    assert pt["Goblin Guide"] == (5, 5)               # both Raging Goblins, the changeling
    assert pt["Grizzly Bears"] == (3, 3)              # the changeling has every type (702.73a)
    assert pt["Changeling Outcast"] == (5, 5)         # everyone else
    move(game.state, game.state.objects[obj(game, "Changeling Outcast")], "exile")
    assert (chars(game, obj(game, "Grizzly Bears")).power,
            chars(game, obj(game, "Raging Goblin")).power) == (2, 3)


# -- "Pay life equal to <quantity>" (CR 119.4, 601.2f, 602.2b, 903.4) -------------------

def _war_room(game) -> None:
    room = find(game, "War Room")
    game.act(Action("activate", 0, room, ability=1))


@plays("War Room", "cost.life_equal_to", "quantity.commander_colors")
def test_602_2b_war_room_pays_life_equal_to_the_commanders_colors():
    game = table(["Atraxa, Praetors' Voice", "Krenko, Mob Boss"],
                 [["War Room", "Wastes", "Wastes", "Wastes"], []])
    hand = len(game.state.players[0].hand)
    _war_room(game)
    assert game.state.players[0].life == 36           # W, U, B, G (CR 903.4)
    _resolve_all(game)
    assert len(game.state.players[0].hand) == hand + 1
    game = table(["Krenko, Mob Boss", "Atraxa, Praetors' Voice"],
                 [["War Room", "Wastes", "Wastes", "Wastes"], []])
    _war_room(game)
    assert game.state.players[0].life == 39           # red alone


@plays("War Room", "cost.life_equal_to", "quantity.commander_colors")
def test_119_4_war_room_without_a_commander_pays_no_life_and_needs_enough_life():
    game = board(["War Room", "Wastes", "Wastes", "Wastes"], [])
    hand = len(game.state.players[0].hand)
    game.act(Action("activate", 0, obj(game, "War Room"), ability=1))
    resolve(game)
    assert game.state.players[0].life == 20 and len(game.state.players[0].hand) == hand + 1
    game = table(["Atraxa, Praetors' Voice", "Krenko, Mob Boss"],
                 [["War Room", "Wastes", "Wastes", "Wastes"], []])
    game.state.players[0].life = 3                    # can't pay 4 life (CR 119.4)
    game.state.changed()
    with pytest.raises(IllegalAction):
        _war_room(game)


@plays("Alpha Status", "quantity.its_kin")
def test_613_4c_alpha_status_counts_the_enchanted_creatures_kin():
    game = board(["Raging Goblin", "Goblin Guide", "Grizzly Bears"], ["Mogg Fanatic"])
    host = obj(game, "Raging Goblin")
    aura = create_object(game.state, card_def("Alpha Status"), 0, "battlefield")
    aura.attached_to = host
    game.state.changed()
    c = chars(game, host)
    assert (c.power, c.toughness) == (1 + 4, 1 + 4)    # two other Goblins, Bob's too
    assert chars(game, obj(game, "Goblin Guide")).power == 2          # not enchanted


# -- "its controller" of a creature that died (CR 603.10a, 608.2h) ----------------------

@plays("Archfiend of the Dross", "phrase.dead_creature_controller", "trigger.dies")
def test_603_10a_archfiend_of_the_dross_the_dead_creatures_controller_loses_life():
    game = board(["Archfiend of the Dross", "Mountain", "Mountain", "Grizzly Bears"],
                 ["Grizzly Bears"], hands=(["Lightning Bolt", "Lightning Bolt"], []))
    cast(game, "Lightning Bolt", ids(game, "Grizzly Bears")[1])      # Bob's
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (20, 18)
    cast(game, "Lightning Bolt", obj(game, "Grizzly Bears"))          # Alice's own: no
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (20, 18)


# -- the top card of the library: cast from there, its abilities (CR 401.5, 601.3, 613.1f) --

@plays("Conspicuous Snoop", "static.cast_from_library_top", "static.top_of_library_revealed")
def test_601_3_conspicuous_snoop_casts_goblin_spells_from_the_top_of_the_library():
    game = board(["Conspicuous Snoop", "Mountain"], [])
    top = _on_top(game, "Goblin Guide")
    assert game.seat(1).sees(game.state.objects[top])         # revealed (CR 401.5)
    assert any(a.kind == "cast" and a.object == top for a in game.legal_actions())
    game.act(Action("cast", 0, top))
    resolve(game)
    assert ids(game, "Goblin Guide") and top not in game.state.players[0].library
    game = board(["Conspicuous Snoop", "Mountain"], [])
    bolt = _on_top(game, "Lightning Bolt")                    # not a Goblin spell
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, bolt, targets=(BOB,)))
    under = game.state.players[0].library[-2]                 # only the top card
    game.state.players[0].library.pop()
    game.state.players[0].library.insert(0, bolt)
    _on_top(game, "Goblin Guide")
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, under))


@plays("Conspicuous Snoop", "static.top_card_abilities")
def test_613_1f_conspicuous_snoop_has_the_activated_abilities_of_a_goblin_on_top():
    game = board(["Conspicuous Snoop"], [])
    snoop = obj(game, "Conspicuous Snoop")
    assert not chars(game, snoop).activated                   # Wastes on top
    _on_top(game, "Mogg Fanatic")
    assert len(chars(game, snoop).activated) == 1
    game.act(Action("activate", 0, snoop, ability=0, targets=(BOB,)))
    assert not ids(game, "Conspicuous Snoop")                 # "Sacrifice this creature"
    resolve(game)
    assert life(game, 1) == 19                                # it deals 1 damage
    game = board(["Conspicuous Snoop"], [])
    _on_top(game, "Mogg Fanatic")
    _on_top(game, "Lightning Bolt")                           # not a Goblin card
    assert not chars(game, obj(game, "Conspicuous Snoop")).activated
