"""Keyword mechanics newer than the rules file, played from their reminder text (README,
"Mechanics newer than the rules file"): mobilize, firebending, warp, job select, mayhem,
impending, power-up, airbend, waterbend, the void condition and expend; and "crews
Vehicles as though its power were N greater"."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose_targets,
    grave,
    move_on,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules import combat, events
from tolaria.rules.keywords.entering import HERO
from tolaria.rules.zones import create_object, move

# -- mobilize (reminder text; CR 508.4, 111, 603.7) -----------------------------------------

@plays("Dalkovan Packbeasts", "keyword.mobilize")
def test_508_4_mobilize_3_three_warriors_attack_and_are_sacrificed_at_end_step():
    game = board(["Dalkovan Packbeasts"], [], step="declare attackers")
    beasts = obj(game, "Dalkovan Packbeasts")
    game.act(Action("attack", 0, choice=((beasts, BOB),)))
    resolve(game)
    warriors = ids(game, "Warrior")
    assert len(warriors) == 3 and len(game.state.delayed) == 3
    for w in warriors:
        token = game.state.objects[w]
        assert token.tapped and token.is_token and token in combat.attackers(game.state)
    to_step(game, "combat damage")
    assert game.state.players[1].life == 20 - 0 - 3        # a 0/4 and three 1/1s
    to_step(game, "end")
    while game.state.stack:
        resolve(game)
    assert not ids(game, "Warrior") and ids(game, "Dalkovan Packbeasts")
    assert grave(game) == []                              # tokens cease to exist (CR 111.7)


@plays("Bone-Cairn Butcher", "keyword.mobilize")
def test_603_2_mobilize_triggers_on_each_attack_only():
    game = board(["Bone-Cairn Butcher"], [], step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Bone-Cairn Butcher"), BOB),)))
    resolve(game)
    assert len(ids(game, "Warrior")) == 2
    to_step(game, "combat damage")                         # 4 + two 1/1 deathtouch Warriors
    assert game.state.players[1].life == 14


@plays("Avenger of the Fallen", "keyword.mobilize")
def test_107_3_mobilize_x_counts_creature_cards_in_your_graveyard_as_it_resolves():
    game = board(["Avenger of the Fallen"], [], step="declare attackers")
    for name in ("Grizzly Bears", "Grizzly Bears", "Shock"):
        create_object(game.state, card_def(name), 0, "graveyard")
    game.act(Action("attack", 0, choice=((obj(game, "Avenger of the Fallen"), BOB),)))
    resolve(game)
    warriors = ids(game, "Warrior")
    assert len(warriors) == 2 and all(
        game.state.objects[w] in combat.attackers(game.state) for w in warriors)
    to_step(game, "end")
    while game.state.stack:
        resolve(game)
    assert not ids(game, "Warrior")


# -- firebending (reminder text; CR 106.4, 500.4) -------------------------------------------

def _pool(game, player: int = 0) -> int:
    return game.state.players[player].pool.total()


@plays("Mai and Zuko", "keyword.firebending", "keyword.list")
def test_500_4_firebending_mana_lasts_until_end_of_combat():
    game = board(["Mai and Zuko"], [], step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Mai and Zuko"), BOB),)))
    resolve(game)
    assert game.state.players[0].pool.count("R") == 3
    game = Game.from_json(game.to_json())                 # saved with its duration
    to_step(game, "declare blockers")
    assert _pool(game) == 3                               # kept as combat steps end
    to_step(game, "end of combat")
    assert _pool(game) == 3
    to_step(game, "postcombat main")
    assert _pool(game) == 0                               # lost as combat ends


@plays("Fire Sages", "keyword.firebending", "keyword.list")
def test_106_4_firebending_mana_pays_for_an_ability_during_combat():
    game = board(["Fire Sages", "Mountain", "Mountain"], [], step="declare attackers")
    sages = obj(game, "Fire Sages")
    game.act(Action("attack", 0, choice=((sages, BOB),)))
    resolve(game)
    to_step(game, "declare blockers")
    assert _pool(game) == 1
    activate(game, sages)                                 # {1}{R}{R}: the {R} and two lands
    resolve(game)
    assert game.state.objects[sages].counters.get("+1/+1") == 1 and _pool(game) == 0
    to_step(game, "combat damage")
    assert game.state.players[1].life == 17


# -- warp (reminder text; CR 118.9, 601.3, 603.7) -------------------------------------------

def _to_turn(game, turn: int, step: str = "precombat main") -> None:
    while not (game.state.turn == turn and game.state.step == step
               and game.decision.kind == "priority"):
        move_on(game)


def _casts(game, oid: int, player: int = 0) -> list:
    return [a for a in game.legal_actions() if a.kind == "cast" and a.object == oid
            and a.player == player]


@plays("Knight Luminary", "keyword.warp", "keyword.list")
def test_118_9_warp_exiled_at_next_end_step_then_cast_from_exile_on_a_later_turn():
    game = board(["Plains"] * 4, [], hands=(["Knight Luminary"], []))
    game.act("cast Knight Luminary for warp")              # {1}{W} rather than {3}{W}
    resolve(game)
    knight, = ids(game, "Knight Luminary")
    assert len(ids(game, "Human Soldier")) == 1             # its enters trigger
    assert sum(game.state.objects[p].tapped for p in ids(game, "Plains")) == 2
    to_step(game, "end")
    resolve(game)                                           # the delayed trigger (603.7)
    assert not ids(game, "Knight Luminary") and ids(game, "Human Soldier")
    exiled, = [o for o in game.state.players[0].exile
               if game.state.objects[o].name == "Knight Luminary"]
    assert _casts(game, exiled) == []                       # not this turn
    game = Game.from_json(game.to_json())                   # saved with its permission
    _to_turn(game, 4)
    assert _casts(game, exiled, 1) == [] and _casts(game, exiled) == []   # Bob's turn
    _to_turn(game, 5)
    offered = _casts(game, exiled)
    assert offered and all("warp" not in a.costs for a in offered)   # from a hand only
    game.act(offered[0])                                    # for its mana cost, {3}{W}
    resolve(game)
    assert ids(game, "Knight Luminary") and len(ids(game, "Human Soldier")) == 2
    to_step(game, "end")
    assert not game.state.stack and ids(game, "Knight Luminary")   # not warped this time


@plays("Bygone Colossus", "keyword.warp", "keyword.list")
def test_603_7c_warp_a_new_object_is_not_exiled():
    game = board(["Island"] * 3, [], hands=(["Bygone Colossus"], []))
    game.act("cast Bygone Colossus for warp")
    resolve(game)
    colossus, = ids(game, "Bygone Colossus")
    assert game.state.delayed
    card = game.state.objects[colossus]
    back = move(game.state, game.state.objects[move(game.state, card, "hand").id],
                "battlefield")                              # a new object (CR 400.7)
    to_step(game, "end")
    resolve(game)
    assert ids(game, "Bygone Colossus") == [back.id]
    assert not [o for o in game.state.players[0].exile]


# -- job select (reminder text; CR 111, 701.3) ------------------------------------------------

@plays("Bard's Bow", "keyword.job_select")
def test_701_3_job_select_a_hero_token_wearing_the_equipment():
    game = board(["Forest"] * 3, [], hands=(["Bard's Bow"], []))
    cast(game, "Bard's Bow")
    resolve(game)                                          # the spell, then the trigger
    resolve(game)
    hero, = ids(game, "Hero")
    bow, = ids(game, "Bard's Bow")
    assert game.state.objects[bow].attached_to == hero
    found = chars(game, hero)
    assert (found.power, found.toughness, found.colors) == (3, 3, frozenset())
    assert "reach" in found.keywords and {"Hero", "Bard"} <= set(found.subtypes)


# -- mayhem (reminder text; CR 118.9, 601.3, 701.8a) ------------------------------------------

def _loot(game, *names: str) -> None:
    """Alice casts Faithless Looting and discards `names` (Wastes for the rest)."""
    cast(game, "Faithless Looting")
    resolve(game)
    assert game.decision.kind == "discard"
    hand_ids = game.state.players[0].hand
    chosen = [next(o for o in hand_ids if game.state.objects[o].name == n) for n in names]
    chosen += [o for o in hand_ids if game.state.objects[o].name == "Wastes"][:2 - len(chosen)]
    game.act(Action("choose", 0, choice=tuple(chosen)))


@plays("Electro's Bolt", "keyword.mayhem", "keyword.list")
def test_118_9_mayhem_cast_from_graveyard_the_turn_it_was_discarded():
    game = board(["Mountain"] * 3, ["Grizzly Bears"],
                 hands=(["Faithless Looting", "Electro's Bolt"], []))
    bolt = next(o for o in game.state.players[0].hand
                if game.state.objects[o].name == "Electro's Bolt")
    offered = _casts(game, bolt)
    assert offered and all("mayhem" not in a.costs for a in offered)    # not from a hand
    _loot(game, "Electro's Bolt")
    assert "Electro's Bolt" in grave(game)
    in_grave = next(o for o in game.state.players[0].graveyard
                    if game.state.objects[o].name == "Electro's Bolt")
    offered = _casts(game, in_grave)
    assert offered and all(a.costs == ("mayhem",) for a in offered)   # that cost only
    game.act("cast Electro's Bolt for mayhem targeting Grizzly Bears")  # {1}{R}
    resolve(game)
    assert not ids(game, "Grizzly Bears") and "Electro's Bolt" in grave(game)


@plays("Raging Goblinoids", "keyword.mayhem", "keyword.list")
def test_601_3_mayhem_only_this_turn_and_only_if_discarded():
    game = board(["Mountain"] * 4, [], hands=(["Faithless Looting", "Raging Goblinoids"], []))
    _loot(game, "Raging Goblinoids")
    goblins = next(o for o in game.state.players[0].graveyard
                   if game.state.objects[o].name == "Raging Goblinoids")
    assert _casts(game, goblins)
    game = Game.from_json(game.to_json())                  # saved with its mark
    assert _casts(game, goblins)
    _to_turn(game, 5)
    assert _casts(game, goblins) == []                     # discarded on an earlier turn
    milled = create_object(game.state, card_def("Raging Goblinoids"), 0, "graveyard")
    assert _casts(game, milled.id) == []                   # not discarded


@plays("Sun Warriors", "keyword.firebending", "quantity.where_x")
def test_608_2h_firebending_x_counts_as_the_trigger_resolves():
    game = board(["Sun Warriors", "Grizzly Bears", "Grizzly Bears"], [],
                 step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Sun Warriors"), BOB),)))
    resolve(game)
    assert game.state.players[0].pool.count("R") == 3
    to_step(game, "postcombat main")
    assert _pool(game) == 0


# -- impending (reminder text; CR 118.9, 122.6, 205.1b, 613.1d) -------------------------------

@plays("Overlord of the Mistmoors", "keyword.impending")
def test_613_1d_impending_not_a_creature_while_it_has_a_time_counter():
    game = board(["Plains"] * 4, [], hands=(["Overlord of the Mistmoors"], []))
    game.act("cast Overlord of the Mistmoors for impending")     # {2}{W}{W}
    resolve(game)
    overlord, = ids(game, "Overlord of the Mistmoors")
    resolve(game)                                               # its enters trigger
    assert len(ids(game, "Insect")) == 2
    assert game.state.objects[overlord].counters.get("time") == 4
    assert set(chars(game, overlord).types) == {"Enchantment"}
    to_step(game, "end")
    resolve(game)
    assert game.state.objects[overlord].counters.get("time") == 3
    game.state.objects[overlord].counters["time"] = 1
    game.state.changed()
    _to_turn(game, 5, "end")
    resolve(game)                                               # the last one is removed
    assert not game.state.objects[overlord].counters.get("time")
    assert "Creature" in chars(game, overlord).types and chars(game, overlord).power == 6


@plays("Overlord of the Mistmoors", "keyword.impending")
def test_122_6_impending_cast_for_its_mana_cost_has_no_time_counters():
    game = board(["Plains"] * 7, [], hands=(["Overlord of the Mistmoors"], []))
    cast(game, "Overlord of the Mistmoors")
    resolve(game)
    overlord, = ids(game, "Overlord of the Mistmoors")
    resolve(game)
    assert not game.state.objects[overlord].counters.get("time")
    assert "Creature" in chars(game, overlord).types
    to_step(game, "end")
    assert not game.state.stack                                 # no end step trigger


# -- power-up (reminder text; CR 602.5b, 118.7a-c) ------------------------------------------

def _activations(game, oid: int) -> list:
    return [a for a in game.legal_actions() if a.kind == "activate" and a.object == oid]


@plays("Aerial Doombot", "keyword.power_up")
def test_118_7c_power_up_costs_its_mana_cost_less_the_turn_it_entered():
    game = board(["Island"] * 6, [], hands=(["Aerial Doombot"], []))
    cast(game, "Aerial Doombot")                           # {U}: five Islands left
    resolve(game)
    doombot, = ids(game, "Aerial Doombot")
    assert _activations(game, doombot)                     # {5}{U} less {U}: {5}
    activate(game, doombot)
    resolve(game)
    assert game.state.objects[doombot].counters.get("+1/+1") == 3
    assert sum(game.state.objects[i].tapped for i in ids(game, "Island")) == 6
    _to_turn(game, 5)
    assert _activations(game, doombot) == []               # only once (CR 602.5b)


@plays("Brave Brawler", "keyword.power_up")
def test_602_5b_power_up_full_cost_on_a_later_turn_and_once_only():
    game = board(["Brave Brawler"] + ["Plains"] * 4, [])
    brawler = obj(game, "Brave Brawler")
    assert _activations(game, brawler) == []               # {4}{W}: five mana, four lands
    game = board(["Brave Brawler"] + ["Plains"] * 10, [])
    brawler = obj(game, "Brave Brawler")
    activate(game, brawler)
    resolve(game)
    assert game.state.objects[brawler].counters.get("+1/+1") == 2
    assert sum(game.state.objects[i].tapped for i in ids(game, "Plains")) == 5
    assert _activations(game, brawler) == []               # five Plains still untapped


# -- airbend (reminder text; CR 406.2, 601.3, 118.9) -------------------------------------------

@plays("Airbending Lesson", "keyword.airbend")
def test_118_9_airbend_exiles_and_its_owner_may_cast_it_for_2():
    game = board(["Plains"] * 3, ["Grizzly Bears", "Mountain", "Mountain"],
                 hands=(["Airbending Lesson"], []))
    cast(game, "Airbending Lesson", obj(game, "Grizzly Bears"))
    resolve(game)
    assert not ids(game, "Grizzly Bears") and len(game.state.players[0].hand) == 1
    bears, = [o for o in game.state.players[1].exile
              if game.state.objects[o].name == "Grizzly Bears"]
    assert _casts(game, bears) == []                        # Alice isn't its owner
    game = Game.from_json(game.to_json())                   # saved with its permission
    _to_turn(game, 4)
    offered = _casts(game, bears, 1)
    assert offered and all(a.costs == ("airbend",) for a in offered)   # {2}, not {1}{G}
    game.act(offered[0])                                    # two Mountains pay {2}
    resolve(game)
    assert ids(game, "Grizzly Bears")
    assert game.state.objects[ids(game, "Grizzly Bears")[0]].controller == 1


@plays("Airbender Ascension", "keyword.airbend")
def test_111_7_airbend_a_token_ceases_to_exist():
    game = board(["Plains"] * 2, [], hands=(["Airbender Ascension"], []))
    token = events.create_token(game.state, HERO, 1)
    cast(game, "Airbender Ascension")
    resolve(game)
    choose_targets(game, token.id)                          # "up to one target creature"
    resolve(game)
    assert token.id not in game.state.battlefield and not game.state.may_play
    assert not game.state.players[1].exile                  # gone (CR 111.7)


# -- waterbend (reminder text; CR 601.2g-h) ------------------------------------------------

@plays("Foggy Swamp Vinebender", "cost.waterbend")
def test_601_2h_waterbend_artifacts_and_creatures_tapped_pay_for_1_each():
    game = board(["Foggy Swamp Vinebender", "Forest", "Forest", "Grizzly Bears"], [])
    vinebender = obj(game, "Foggy Swamp Vinebender")
    assert _activations(game, vinebender) == []            # four can pay, not five
    thopter = create_object(game.state, card_def("Ornithopter"), 0, "battlefield")
    thopter.since = 0
    game.state.changed()
    assert _activations(game, vinebender)
    activate(game, vinebender)                             # {5}: two Forests, three tapped
    resolve(game)
    assert game.state.objects[vinebender].counters.get("+1/+1") == 1
    assert all(game.state.objects[i].tapped for i in game.state.battlefield)
    assert game.state.players[0].pool.total() == 0


@plays("North Pole Patrol", "cost.waterbend")
def test_602_2b_waterbend_with_tap_symbol_the_source_taps_only_once():
    game = board(["North Pole Patrol", "Island", "Grizzly Bears"], ["Grizzly Bears"])
    patrol = obj(game, "North Pole Patrol")
    theirs = ids(game, "Grizzly Bears")[-1]
    assert not [a for a in _activations(game, patrol) if a.ability == 1]   # not itself
    create_object(game.state, card_def("Ornithopter"), 0, "battlefield").since = 0
    game.state.changed()
    activate(game, patrol, theirs, index=1)
    resolve(game)
    assert game.state.objects[theirs].tapped and game.state.objects[patrol].tapped


# -- void: "if a nonland permanent left the battlefield this turn or a spell was warped
# this turn" (CR 603.4, 608.2c) -------------------------------------------------------------

@plays("Insatiable Skittermaw", "condition.void")
def test_603_4_void_a_nonland_permanent_left_the_battlefield():
    game = board(["Insatiable Skittermaw", "Mountain"], ["Grizzly Bears", "Forest"],
                 hands=(["Shock"], []))
    skittermaw = obj(game, "Insatiable Skittermaw")
    events.sacrifice(game.state, game.state.objects[obj(game, "Forest")])   # a land: no
    assert "Forest" in grave(game, 1)
    to_step(game, "end")
    assert not game.state.stack                               # the "if" is false (603.4)
    _to_turn(game, 5)
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    to_step(game, "end")
    resolve(game)
    assert game.state.objects[skittermaw].counters.get("+1/+1") == 1


@plays("Plasma Bolt", "condition.void")
def test_608_2c_void_a_spell_was_warped_this_turn():
    game = board(["Mountain", "Plains", "Plains"], [],
                 hands=(["Knight Luminary", "Plasma Bolt"], []))
    game.act("cast Knight Luminary for warp")
    resolve(game)
    resolve(game)
    cast(game, "Plasma Bolt", BOB)
    resolve(game)
    assert game.state.players[1].life == 17                  # 3 instead of 2


@plays("Fire Nation Attacks", "tokens.with_text")
def test_111_4_a_token_created_with_firebending_1():
    game = board(["Mountain"] * 5, [], hands=(["Fire Nation Attacks"], []))
    cast(game, "Fire Nation Attacks")
    resolve(game)
    soldier, _ = ids(game, "Soldier")
    _to_turn(game, 5, "beginning of combat")
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((soldier, BOB),)))
    resolve(game)
    assert game.state.players[0].pool.count("R") == 1


# -- expend (reminder text; CR 601.2h, 603.2) ------------------------------------------------

@plays("Wandertale Mentor", "trigger.expend")
def test_601_2h_expend_4_triggers_as_the_fourth_mana_is_spent_on_spells():
    game = board(["Wandertale Mentor"] + ["Forest"] * 6, [],
                 hands=(["Grizzly Bears"] * 3, []))
    mentor = obj(game, "Wandertale Mentor")
    cast(game, "Grizzly Bears")                            # two mana
    resolve(game)
    assert not game.state.objects[mentor].counters
    cast(game, "Grizzly Bears")                            # the third and fourth
    assert len(game.state.stack) == 2                      # the trigger above the spell
    resolve(game)
    assert game.state.objects[mentor].counters.get("+1/+1") == 1
    cast(game, "Grizzly Bears")                            # the fifth and sixth: no more
    resolve(game)
    assert game.state.objects[mentor].counters.get("+1/+1") == 1


# -- "crews Vehicles as though its power were N greater" (CR 702.122a, 702.171a) -------------

@plays("Deathless Pilot", "cost.crew_power")
def test_702_122a_crews_as_though_its_power_were_2_greater():
    game = board(["Aradara Express", "Grizzly Bears"], [])
    express = obj(game, "Aradara Express")
    assert _activations(game, express) == []                 # a 2/2: crew 4 needs 4
    game = board(["Aradara Express", "Deathless Pilot"], [])
    express = obj(game, "Aradara Express")
    activate(game, express, costs=(obj(game, "Deathless Pilot"),))    # 2 + 2
    resolve(game)
    assert game.state.objects[obj(game, "Deathless Pilot")].tapped
    assert "Creature" in chars(game, express).types


@plays("Hotshot Mechanic", "cost.crew_power")
def test_702_171a_crews_vehicles_only_not_saddling_mounts():
    game = board(["Aradara Express", "Hotshot Mechanic"], [], sick=True)
    express = obj(game, "Aradara Express")
    activate(game, express, costs=(obj(game, "Hotshot Mechanic"),))   # 2 + 2: crew 4
    resolve(game)
    assert "Creature" in chars(game, express).types
    game = board(["Brightfield Glider", "Hotshot Mechanic"], [])
    glider = obj(game, "Brightfield Glider")
    assert _activations(game, glider) == []                  # saddle 3: just 2
