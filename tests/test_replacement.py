"""Replacement and prevention effects (CR 614-616), regeneration (CR 701.15), opening-hand
actions (CR 103.6) and "can't lose the game" (CR 104.3)."""

from __future__ import annotations

from dataclasses import replace

from boards import board, ids

from tolaria import Action, Game
from tolaria.cards.dsl import (
    ANY,
    activated,
    damage,
    enters_tapped,
    enters_with_counters,
    put_counters,
    replacement,
    spell,
)
from tolaria.cards.registry import card_def
from tolaria.data.ir import ReplacementSpec
from tolaria.data.state import PreventionShield, RegenerationShield
from tolaria.rules.zones import create_object

SLEEPY_BEAR = replace(card_def("Grizzly Bears"), name="Sleepy Bear",
                      static=(enters_tapped("This creature enters tapped."),))
GROWING_BEAR = replace(card_def("Grizzly Bears"), name="Growing Bear", static=(
    enters_with_counters("+1/+1", 2, "This creature enters with two +1/+1 counters on it."),))
FEEDING_BEAR = replace(card_def("Grizzly Bears"), name="Feeding Bear", activated=(
    activated("{G}", put_counters("+1/+1", 1),
              text="{G}: Put a +1/+1 counter on this creature."),))
# "Deal 2 damage to any target. [If ...,] it deals 4 damage instead." (CR 614.15)
SURGING_BOLT = replace(card_def("Lightning Bolt"), name="Surging Bolt", spell=spell(
    damage(2, instead=(ReplacementSpec("damage", "set", amount=4),)), targets=[ANY]))
SEARING_BOLT = replace(card_def("Lightning Bolt"), name="Searing Bolt", spell=spell(
    damage(3, unpreventable=True), targets=[ANY]))


def pass_priority(game: Game, times: int = 1) -> None:
    for _ in range(times):
        game.act(Action("pass", game.decision.player))


def resolve_top(game: Game) -> None:
    """Both players pass: the top of the stack resolves (or a decision comes up)."""
    pass_priority(game, 2)


def cast(game: Game, name: str, *, target: tuple | None = None, mode: int | None = None) -> None:
    for action in game.legal_actions():
        if action.kind == "cast" and game.state.objects[action.object].name == name \
                and (target is None or action.targets == (target,)) \
                and (mode is None or action.mode == mode):
            game.act(action)
            return
    raise AssertionError(f"can't cast {name}")


def bobs_priority(game: Game) -> None:
    """Hand priority to Bob, as if it were his turn (the boards start on Alice's)."""
    game.state.active = game.state.priority = 1
    game.state.decision = None
    game._advance()


def shield(game: Game, target: tuple, amount: int) -> None:
    """A Healing Salve shield, as if Alice's Healing Salve (now in her graveyard) made it."""
    salve = create_object(game.state, card_def("Healing Salve"), 0, "graveyard")
    game.state.shields.append(PreventionShield(target, amount, "Healing Salve",
                                               sid=game.state.timestamp(), source_id=salve.id,
                                               uid=salve.card_uid))


def finish_turn(game: Game) -> None:
    turn = game.state.turn
    while game.state.turn == turn:
        if game.decision.kind == "attackers":
            game.act("attack with nothing")
        else:
            pass_priority(game)


# -- CR 616.1: who orders the effects, and when there is nothing to choose ------------------

def test_616_1_affected_controller_orders_replacements():
    """Bob's Furnace of Rath and Alice's shield both apply to damage to Alice's creature:
    Alice, the creature's controller, chooses, although it's Bob's spell and turn."""
    game = board(["Hill Giant"], ["Mountain", "Furnace of Rath"],
                 hands=((), ["Lightning Bolt"]))
    state = game.state
    bobs_priority(game)
    giant = ids(game, "Hill Giant")[0]
    shield(game, ("object", giant), 3)
    cast(game, "Lightning Bolt", target=("object", giant))
    resolve_top(game)
    d = game.decision
    assert d.kind == "replacement" and d.player == 0
    assert sorted(game.notation(a) for a in game.legal_actions()) == [
        "choose Furnace of Rath", "choose Healing Salve"]
    assert state.objects[giant].zone == "battlefield" and not state.replacing[0].answers


def test_616_1e_prevention_first_leaves_nothing_to_double():
    game = board(["Hill Giant"], ["Mountain", "Furnace of Rath"],
                 hands=((), ["Lightning Bolt"]))
    bobs_priority(game)
    giant = ids(game, "Hill Giant")[0]
    shield(game, ("object", giant), 3)
    cast(game, "Lightning Bolt", target=("object", giant))
    resolve_top(game)
    game.act("choose Healing Salve")
    assert game.state.objects[giant].zone == "battlefield"
    assert game.state.objects[giant].damage == 0 and game.state.shields == []   # CR 614.7a


def test_616_1f_doubling_first_then_shield():
    game = board(["Hill Giant"], ["Mountain", "Furnace of Rath"],
                 hands=((), ["Lightning Bolt"]))
    bobs_priority(game)
    giant = ids(game, "Hill Giant")[0]
    furnace = ids(game, "Furnace of Rath")[0]
    shield(game, ("object", giant), 3)
    cast(game, "Lightning Bolt", target=("object", giant))
    resolve_top(game)
    game.act(Action("choose", 0, choice=(furnace,)))
    assert game.state.objects[giant].zone != "battlefield"   # 6 damage, 3 prevented: lethal
    assert "Hill Giant" in [game.state.objects[i].name for i in game.state.players[0].graveyard]


def test_614_5_replacement_applies_once():
    """One Furnace doubles 3 to 6 once, not again and again (CR 614.5)."""
    game = board(["Mountain", "Furnace of Rath"], hands=(["Lightning Bolt"], []))
    cast(game, "Lightning Bolt", target=("player", 1))
    resolve_top(game)
    assert game.state.players[1].life == 14


def test_616_1_no_choice_when_every_order_gives_the_same_result():
    """Two Furnaces (6 then 12 either way): no decision; Rest in Peace and Leyline of the
    Void on the same card: exiled either way."""
    game = board(["Mountain", "Furnace of Rath", "Furnace of Rath"],
                 ["Rest in Peace", "Leyline of the Void"], hands=(["Lightning Bolt"], []))
    cast(game, "Lightning Bolt", target=("player", 1))
    resolve_top(game)
    assert game.decision.kind == "priority"
    assert game.state.players[1].life == 8
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == [
        "Lightning Bolt"]


def test_616_1a_self_replacement_effects_apply_first():
    """The spell's own "4 instead" applies before Furnace of Rath: 8, and no choice."""
    game = board(["Mountain", "Furnace of Rath"], hands=([SURGING_BOLT], []))
    cast(game, "Surging Bolt", target=("player", 1))
    resolve_top(game)
    assert game.decision.kind == "priority"
    assert game.state.players[1].life == 12


def test_616_1_replacement_choice_in_combat_damage():
    """Combat damage waits for the choice (CR 510.2, 616.1), then is dealt as chosen."""
    game = board(["Hill Giant", "Furnace of Rath"], step="declare attackers")
    shield(game, ("player", 1), 3)
    game.act("attack with Hill Giant")
    while game.decision.kind == "priority":
        pass_priority(game)
    d = game.decision
    assert d.kind == "replacement" and d.player == 1 and game.state.step == "combat damage"
    assert game.state.players[1].life == 20
    game.act(Action("choose", 1, choice=(ids(game, "Furnace of Rath")[0],)))
    assert game.state.players[1].life == 17 and game.state.shields == []


def test_616_1_pending_choice_is_data():
    """Mid-choice, a copy and a JSON round trip give the same game and the same outcome."""
    game = board(["Hill Giant"], ["Mountain", "Furnace of Rath"],
                 hands=((), ["Lightning Bolt"]))
    bobs_priority(game)
    giant = ids(game, "Hill Giant")[0]
    shield(game, ("object", giant), 3)
    cast(game, "Lightning Bolt", target=("object", giant))
    resolve_top(game)
    asked = game.decision
    saved = Game.from_json(game.to_json())
    copied = game.copy()
    for g in (game, saved, copied):
        assert g.decision == asked
        g.act(Action("choose", 0, choice=(ids(g, "Furnace of Rath")[0],)))
        assert g.state.objects[giant].zone != "battlefield"
        assert g.state.replacing == []


# -- prevention (CR 615) ----------------------------------------------------------------

def test_615_12_damage_that_cant_be_prevented_keeps_the_shield():
    game = board(["Mountain"], hands=([SEARING_BOLT], []))
    shield(game, ("player", 1), 3)
    cast(game, "Searing Bolt", target=("player", 1))
    resolve_top(game)
    assert game.state.players[1].life == 17
    assert [s.amount for s in game.state.shields] == [3]          # not reduced (CR 615.12)


def test_615_7_shielded_player_chooses_which_damage_the_shield_prevents():
    """Two attackers at once, a 3-damage shield: Bob chooses whose damage it meets first."""
    for first, life, alice_life in (("Child of Night", 19, 20), ("Grizzly Bears", 19, 21)):
        game = board(["Grizzly Bears", "Child of Night"], step="declare attackers")
        shield(game, ("player", 1), 3)
        game.act("attack with Grizzly Bears, Child of Night")
        while game.decision.kind == "priority":
            pass_priority(game)
        d = game.decision
        assert d.kind == "replacement" and d.player == 1
        assert {game.state.objects[o].name for o in d.options} == {"Grizzly Bears",
                                                                    "Child of Night"}
        game.act(Action("choose", 1, choice=(ids(game, first)[0],)))
        assert game.state.players[1].life == life
        assert game.state.players[0].life == alice_life            # lifelink (CR 702.15b)


def test_615_7_no_choice_when_the_shield_covers_everything():
    game = board(["Grizzly Bears", "Child of Night"], step="declare attackers")
    shield(game, ("player", 1), 4)
    game.act("attack with Grizzly Bears, Child of Night")
    while game.decision.kind == "priority" and game.state.step != "combat damage":
        pass_priority(game)
    assert game.decision.kind == "priority" and game.state.players[1].life == 20


def test_615_9_shield_rechecks_the_sources_colour():
    """A shield for a source that must be green: as the (red) spell would deal damage its
    colour is checked, the shield prevents nothing and isn't used up (CR 609.7b, 615.9)."""
    game = board(["Mountain", "Mountain"], hands=(["Lightning Bolt"], []))
    bolt = game.state.players[0].hand[0]
    game.state.shields.append(PreventionShield(
        ("player", 1), 0, "Circle of Protection: Green", sid=1, from_source=bolt + 100,
        colors=frozenset("G"), next_instance=True))
    cast(game, "Lightning Bolt", target=("player", 1))
    spell_id = game.state.stack[-1]
    game.state.shields[0] = replace(game.state.shields[0], from_source=spell_id)
    resolve_top(game)
    assert game.state.players[1].life == 17 and len(game.state.shields) == 1


# -- regeneration (CR 701.15) ------------------------------------------------------------

def test_701_15_regeneration_taps_and_removes_from_combat():
    """An attacking Drudge Skeletons, killed by a first-striking blocker, regenerates: it
    is tapped, its damage removed, and it leaves combat (no regular damage)."""
    game = board(["Swamp", "Drudge Skeletons"], ["Youthful Knight"], step="declare attackers")
    skeletons = ids(game, "Drudge Skeletons")[0]
    knight = ids(game, "Youthful Knight")[0]
    game.act("attack with Drudge Skeletons")
    while game.decision.kind == "priority":
        pass_priority(game)
    game.act("block Drudge Skeletons with Youthful Knight")
    game.act("activate Drudge Skeletons")
    resolve_top(game)
    while game.state.step != "end of combat":
        pass_priority(game)
    obj = game.state.objects[skeletons]
    assert obj.zone == "battlefield" and obj.tapped and obj.damage == 0
    assert obj.attacking is None and game.state.objects[knight].damage == 0
    assert game.state.shields == []                               # used up


def test_701_15a_shield_ends_at_cleanup():
    game = board(["Swamp", "Drudge Skeletons"])
    game.act("activate Drudge Skeletons")
    resolve_top(game)
    assert [type(s) for s in game.state.shields] == [RegenerationShield]
    finish_turn(game)
    assert game.state.shields == []


def test_701_15c_cant_be_regenerated_leaves_the_shield_unused():
    game = board(["Swamp", "Drudge Skeletons"], ["Plains"] * 4,
                 hands=((), ["Wrath of God"]))
    game.act("activate Drudge Skeletons")
    resolve_top(game)
    bobs_priority(game)
    cast(game, "Wrath of God")
    resolve_top(game)
    assert [game.state.objects[i].name for i in game.state.players[0].graveyard] == [
        "Drudge Skeletons"]


def test_701_15_two_shields_one_destruction_no_choice():
    """Two identical shields: whichever is used, the result is the same; one is left."""
    game = board(["Swamp", "Swamp", "Drudge Skeletons"], ["Mountain"],
                 hands=((), ["Lightning Bolt"]))
    game.act("activate Drudge Skeletons")
    resolve_top(game)
    game.act("activate Drudge Skeletons")
    resolve_top(game)
    bobs_priority(game)
    skeletons = ids(game, "Drudge Skeletons")[0]
    cast(game, "Lightning Bolt", target=("object", skeletons))
    resolve_top(game)
    assert game.decision.kind == "priority"
    assert game.state.objects[skeletons].zone == "battlefield" and len(game.state.shields) == 1


# -- entering the battlefield (CR 614.1c, 614.12) and counters (CR 614.16) ------------------

def test_614_1c_enters_tapped():
    game = board(["Forest", "Forest"], hands=([SLEEPY_BEAR], []))
    cast(game, "Sleepy Bear")
    resolve_top(game)
    bear = ids(game, "Sleepy Bear")[0]
    assert game.state.objects[bear].tapped


def test_614_1c_enters_with_counters_doubled_by_doubling_season():
    game = board(["Forest", "Forest", "Doubling Season"], hands=([GROWING_BEAR], []))
    cast(game, "Growing Bear")
    resolve_top(game)
    bear = game.state.objects[ids(game, "Growing Bear")[0]]
    assert bear.counters == {"+1/+1": 4}


def test_614_16_doubling_season_only_for_its_controllers_permanents():
    game = board(["Forest", "Forest", FEEDING_BEAR], ["Doubling Season"])
    game.act("activate Feeding Bear")
    resolve_top(game)
    assert game.state.objects[ids(game, "Feeding Bear")[0]].counters == {"+1/+1": 1}
    game = board(["Forest", "Forest", FEEDING_BEAR, "Doubling Season"])
    game.act("activate Feeding Bear")
    resolve_top(game)
    assert game.state.objects[ids(game, "Feeding Bear")[0]].counters == {"+1/+1": 2}


def test_614_16_loyalty_cost_is_not_doubled():
    game = board(["Island", "Island", "Island", "Doubling Season"], hands=(["Jace Beleren"], []))
    cast(game, "Jace Beleren")
    resolve_top(game)
    jace = ids(game, "Jace Beleren")[0]
    assert game.state.objects[jace].counters == {"loyalty": 6}
    game.act("activate Jace Beleren:1")
    assert game.state.objects[jace].counters == {"loyalty": 8}


# -- Leyline of the Void (CR 103.6a) and Platinum Angel (CR 104.3) --------------------------

def test_103_6a_begin_the_game_with_leyline_on_the_battlefield():
    deck = ["Leyline of the Void"] * 30 + ["Swamp"] * 30
    game = Game.new([deck, ["Island"] * 60], seed=3, starting_player=0, skip_mulligans=True)
    d = game.decision
    assert d.kind == "opening_hand" and d.player == 0 and "nothing" in d.options
    assert game.state.turn == 0 and game.state.stage == "opening"
    game.act(Action("choose", 0, choice=(d.options[0],)))
    game.act(Action("choose", 0, choice=("nothing",)))
    assert game.state.turn == 1
    names = [game.state.objects[i].name for i in game.state.battlefield]
    assert names == ["Leyline of the Void"]


def test_103_6_opening_hand_actions_in_turn_order():
    deck = ["Leyline of the Void"] * 30 + ["Swamp"] * 30
    game = Game.new([deck, deck], seed=3, starting_player=1, skip_mulligans=True)
    assert game.decision.player == 1                           # the starting player first
    game.act(Action("choose", 1, choice=("nothing",)))
    assert game.decision.player == 0
    game.act(Action("choose", 0, choice=("nothing",)))
    assert game.state.turn == 1 and game.state.battlefield == []


def test_104_3b_platinum_angel_keeps_its_controller_in_the_game():
    game = board(["Platinum Angel"], ["Mountain"], hands=((), ["Lightning Bolt"]))
    game.state.players[0].life = 2
    bobs_priority(game)
    cast(game, "Lightning Bolt", target=("player", 0))
    resolve_top(game)
    assert not game.over and game.state.players[0].life == -1


def test_104_3c_platinum_angel_and_an_empty_library():
    game = board(["Platinum Angel"], library=0, step="upkeep", turn=3)
    while game.state.step != "precombat main":
        pass_priority(game)
    assert not game.over and not game.state.players[0].drew_from_empty


def test_104_3a_conceding_still_works_under_platinum_angel():
    game = board(["Platinum Angel"])
    game.act(Action("concede", 0))
    assert game.over and game.winner == "Bob"


def test_614_12_entering_permanent_checked_as_it_would_exist():
    """Under Humility the entering creature would have no abilities (CR 613.1f), so its
    own "enters tapped" doesn't apply (CR 614.12)."""
    game = board(["Forest", "Forest", "Humility"], hands=([SLEEPY_BEAR], []))
    cast(game, "Sleepy Bear")
    resolve_top(game)
    assert not game.state.objects[ids(game, "Sleepy Bear")[0]].tapped


# -- other replaceable events: life, draws (CR 614.1a-b, 614.11) ---------------------------

BOUNTIFUL_RELIC = replace(card_def("Ornithopter"), name="Bountiful Relic", static=(
    replacement("gain_life", "double", who="you",
                text="If you would gain life, you gain twice that much life instead."),))
SILENT_RELIC = replace(card_def("Ornithopter"), name="Silent Relic", static=(
    replacement("draw", "skip", who="opponent",
                text="Each opponent skips each draw."),))


def test_614_1a_life_gain_replaced():
    game = board(["Plains", BOUNTIFUL_RELIC], hands=(["Healing Salve"], []))
    cast(game, "Healing Salve", target=("player", 0), mode=0)
    resolve_top(game)
    assert game.state.players[0].life == 26


def test_614_11_draws_replaced_one_at_a_time():
    """Each of Bob's draws is skipped (CR 614.1b); Alice's own draws aren't."""
    game = board([SILENT_RELIC, "Island", "Island", "Island"], hands=(["Divination"], []))
    cast(game, "Divination")
    resolve_top(game)
    assert len(game.state.players[0].hand) == 2
    finish_turn(game)
    while game.state.step != "precombat main":
        pass_priority(game)
    assert game.state.players[1].hand == [] and not game.state.players[1].drew_from_empty


def test_615_7_choice_when_doubling_makes_the_shield_short():
    """3 damage in all fits a 3-damage shield, but Furnace of Rath doubles it first."""
    game = board(["Hill Giant", "Child of Night"], ["Furnace of Rath"],
                 step="declare attackers")
    game.state.objects[ids(game, "Hill Giant")[0]].counters["-1/-1"] = 1    # a 2/2 now
    shield(game, ("player", 1), 4)
    game.act("attack with Hill Giant, Child of Night")
    while game.decision.kind == "priority":
        pass_priority(game)
    d = game.decision
    assert d.kind == "replacement" and d.player == 1 and "615.7" in d.prompt
    assert {game.state.objects[o].name for o in d.options} == {"Hill Giant", "Child of Night"}


def test_704_5d_token_put_into_a_graveyard_by_sba_ceases_to_exist():
    """A token destroyed by a state-based action goes to the graveyard, then ceases to
    exist at the next check (CR 704.5d); under Rest in Peace it is exiled instead."""
    for extra, zone in (([], "graveyard"), (["Rest in Peace"], "exile")):
        game = board(["Plains", "Plains", "Mountain", *extra],
                     hands=(["Raise the Alarm", "Shock"], []))
        cast(game, "Raise the Alarm")
        resolve_top(game)
        soldier = ids(game, "Soldier")[0]
        cast(game, "Shock", target=("object", soldier))
        resolve_top(game)
        names = [game.state.objects[i].name for i in game.state.players[0].zone(zone)]
        assert "Soldier" not in names
        assert any(o.name == "Soldier" and o.zone == "none" for o in game.state.objects.values())
