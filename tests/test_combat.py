"""Combat damage assignment and combat keywords (CR 509-511, 702)."""

from __future__ import annotations

import pytest
from boards import board, ids

from tolaria import Action, Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules import combat


def position(alice: list[str], bob: list[str], step: str = "declare attackers") -> Game:
    return board(alice, bob, step=step)


def graveyard_names(game: Game, player: int) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].graveyard]


def attack_and_block(game: Game, attacker: int, blockers: list[int]) -> None:
    game.act(Action("attack", 0, choice=((attacker, ("player", 1)),)))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    game.act(Action("block", 1, choice=tuple((b, attacker) for b in blockers)))


def test_509_2_attacker_orders_its_blockers():
    game = position(["Craw Wurm"], ["Grizzly Bears", "Wall of Wood"])
    wurm = ids(game, "Craw Wurm")[0]
    bears, wall = ids(game, "Grizzly Bears")[0], ids(game, "Wall of Wood")[0]
    attack_and_block(game, wurm, [bears, wall])
    d = game.decision
    assert d.kind == "order_blockers" and d.player == 0 and d.subject == wurm
    assert {a.choice for a in game.legal_actions()} == {(bears, wall), (wall, bears)}


def test_509_2_many_blockers_are_ordered_one_at_a_time():
    """Six blockers would make 720 orders; past four, the attacking player puts the next
    blocker in place at each answer (as triggers are ordered, CR 603.3b), then orders the
    last four at once (24 answers); the order is set then (CR 509.2)."""
    game = position(["Craw Wurm"], ["Grizzly Bears"] * 3 + ["Wall of Wood"] * 3)
    wurm = ids(game, "Craw Wurm")[0]
    blockers = ids(game, "Grizzly Bears") + ids(game, "Wall of Wood")
    attack_and_block(game, wurm, blockers)
    wanted = blockers[::-1]
    for placed in range(2):
        d = game.decision
        assert d.kind == "order_blockers" and set(d.options) == set(wanted[placed:])
        assert sorted(a.choice for a in game.legal_actions()) == sorted(
            (b,) for b in wanted[placed:])
        game.act(Action("order", 0, object=wurm, choice=(wanted[placed],)))
    assert len(game.legal_actions()) == 24 and set(game.decision.options) == set(wanted[2:])
    game.act(Action("order", 0, object=wurm, choice=tuple(wanted[2:])))
    assert game.decision.kind != "order_blockers"
    assert game.state.damage_order[wurm] == tuple(wanted)
    assert any("damage assignment order for Craw Wurm" in str(e) for e in game.log)


def test_509_2_a_whole_order_may_be_given_at_once():
    """`order A, B, C, D, E` answers it all at once, as a scenario file writes it; an answer
    naming a blocker twice or one not blocking is refused with the game unchanged."""
    game = position(["Craw Wurm"], ["Grizzly Bears"] * 3 + ["Wall of Wood"] * 2)
    wurm = ids(game, "Craw Wurm")[0]
    blockers = ids(game, "Wall of Wood") + ids(game, "Grizzly Bears")
    attack_and_block(game, wurm, blockers)
    with pytest.raises(IllegalAction, match="each once"):
        game.act(Action("order", 0, object=wurm, choice=(blockers[0], blockers[0])))
    assert game.decision.kind == "order_blockers" and game.decision.options == tuple(
        game.state.damage_order[wurm])
    game.act(Action("order", 0, object=wurm, choice=tuple(blockers)))
    assert game.decision.kind != "order_blockers"
    assert game.state.damage_order[wurm] == tuple(blockers)


def test_510_1c_no_damage_past_a_blocker_without_lethal():
    game = position(["Craw Wurm"], ["Grizzly Bears", "Wall of Wood"])
    wurm = ids(game, "Craw Wurm")[0]
    bears, wall = ids(game, "Grizzly Bears")[0], ids(game, "Wall of Wood")[0]
    attack_and_block(game, wurm, [bears, wall])
    game.act(Action("order", 0, object=wurm, choice=(bears, wall)))
    options = combat.assignment_options(game.state, game.state.objects[wurm])
    # Six damage, Bears first (lethal 2), then Wall (lethal 3): Wall gets damage only
    # after Bears has at least 2.
    for assignment in options:
        amounts = {ref[1]: n for ref, n in assignment}
        assert sum(amounts.values()) == 6
        if amounts.get(wall):
            assert amounts.get(bears, 0) >= 2
    assert len(options) == 5          # Bears takes 6, 5, 4, 3 or 2; Wall the rest


def test_702_19b_trample_excess_to_player_only_after_lethal():
    game = position(["Colossal Dreadmaw"], ["Grizzly Bears"])
    maw = ids(game, "Colossal Dreadmaw")[0]
    bears = ids(game, "Grizzly Bears")[0]
    attack_and_block(game, maw, [bears])
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    d = game.decision
    assert d.kind == "assign_damage"
    to_player = {dict((r[0], n) for r, n in a).get("player", 0) for a in d.options}
    assert max(to_player) == 4                  # 6 power, 2 lethal to the Bears
    best = next(a for a in game.legal_actions()
                if dict((r[0], n) for r, n in a.choice).get("player") == 4)
    game.act(best)
    assert game.state.players[1].life == 16
    assert bears not in game.state.battlefield


def test_702_2c_deathtouch_makes_one_damage_lethal_for_trample():
    game = position(["Typhoid Rats"], ["Craw Wurm"])
    rats = game.state.objects[ids(game, "Typhoid Rats")[0]]
    wurm = game.state.objects[ids(game, "Craw Wurm")[0]]
    attrs = combat.characteristics(game.state, rats)
    assert combat.lethal(game.state, wurm, attrs) == 1


def test_702_4_double_strike_deals_damage_in_both_steps():
    game = position(["Fencing Ace"], [])
    ace = ids(game, "Fencing Ace")[0]
    game.act(Action("attack", 0, choice=((ace, ("player", 1)),)))
    for _ in range(12):
        if game.state.step == "end of combat":
            break
        game.act(Action("pass", game.decision.player))
    assert game.state.players[1].life == 18


def test_702_7_first_strike_kills_before_regular_damage():
    game = position(["Elvish Archers"], ["Grizzly Bears"])
    archers = ids(game, "Elvish Archers")[0]
    bears = ids(game, "Grizzly Bears")[0]
    attack_and_block(game, archers, [bears])
    for _ in range(12):
        if game.state.step == "end of combat":
            break
        game.act(Action("pass", game.decision.player))
    assert game.state.objects[archers].zone == "battlefield"
    assert game.state.objects[archers].damage == 0
    assert bears not in game.state.battlefield
    assert graveyard_names(game, 1) == ["Grizzly Bears"]


def test_702_110b_menace_needs_two_blockers():
    game = position(["Boggart Brute"], ["Grizzly Bears", "Wall of Wood"])
    brute = ids(game, "Boggart Brute")[0]
    bears = ids(game, "Grizzly Bears")[0]
    game.act(Action("attack", 0, choice=((brute, ("player", 1)),)))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    one = Action("block", 1, choice=((bears, brute),))
    assert not game.is_legal(one)
    two = Action("block", 1, choice=((bears, brute), (ids(game, "Wall of Wood")[0], brute)))
    assert game.is_legal(two)


def test_702_9b_flying_blocked_only_by_flying_or_reach():
    game = position(["Wind Drake"], ["Grizzly Bears", "Giant Spider"])
    drake = ids(game, "Wind Drake")[0]
    game.act(Action("attack", 0, choice=((drake, ("player", 1)),)))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    blockers = {a.choice[0][0] for a in game.legal_actions() if a.choice}
    assert blockers == {ids(game, "Giant Spider")[0]}


def test_702_3b_defender_and_302_6_sickness_cant_attack():
    game = position(["Wall of Wood", "Grizzly Bears"], [])
    bears = ids(game, "Grizzly Bears")[0]
    options = {a.choice[0][0] for a in game.legal_actions() if a.choice}
    assert options == {bears}


def test_702_20b_vigilance_attacker_stays_untapped():
    game = position(["Serra Angel", "Grizzly Bears"], [])
    angel, bears = ids(game, "Serra Angel")[0], ids(game, "Grizzly Bears")[0]
    game.act(Action("attack", 0, choice=((angel, ("player", 1)), (bears, ("player", 1)))))
    assert not game.state.objects[angel].tapped
    assert game.state.objects[bears].tapped


def test_702_15b_lifelink_and_702_2b_deathtouch_in_combat():
    game = position(["Vampire Nighthawk"], ["Craw Wurm"])
    hawk = ids(game, "Vampire Nighthawk")[0]
    wurm = ids(game, "Craw Wurm")[0]
    game.state.objects[wurm].card = card_def("Giant Spider")    # a 2/4 reach blocker
    game.state.changed()
    attack_and_block(game, hawk, [wurm])
    for _ in range(12):
        if game.state.step == "end of combat":
            break
        game.act(Action("pass", game.decision.player))
    assert game.state.players[0].life == 22
    assert wurm not in game.state.battlefield
    assert graveyard_names(game, 1) == ["Giant Spider"]


# -- removal from combat (CR 506.4) ----------------------------------------------------

def _to_blockers(game: Game, attack: str) -> None:
    game.act(attack)
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))


def _to_postcombat(game: Game) -> None:
    while game.state.step != "postcombat main":
        game.act(Action("pass", game.decision.player))


def _hand(game: Game, player: int, name: str) -> int:
    state = game.state
    return next(i for i in state.players[player].hand if state.objects[i].name == name)


def test_506_4_blocker_that_stops_being_a_creature_leaves_combat_and_the_attacker_stays_blocked():
    game = board(["Grizzly Bears", "Plains", "Plains"], ["Opalescence", "Glorious Anthem"],
                 hands=(["Disenchant"], []), step="declare attackers")
    bears, anthem = ids(game, "Grizzly Bears")[0], ids(game, "Glorious Anthem")[0]
    _to_blockers(game, "attack with Grizzly Bears")
    game.act("block Grizzly Bears with Glorious Anthem")
    game.act(Action("cast", 0, _hand(game, 0, "Disenchant"),
                    targets=(("object", ids(game, "Opalescence")[0]),), mode=0))
    while game.state.stack:
        game.act(Action("pass", game.decision.player))
    state = game.state
    assert not state.objects[anthem].blocking and state.objects[bears].blocked   # CR 509.1h
    _to_postcombat(game)                       # no damage step crash: nothing to assign to
    assert state.players[1].life == 20 and state.objects[bears].damage == 0
    assert any(e.rules == ("506.4",) and e.text.startswith("Glorious Anthem") for e in game.log)


def test_506_4_attacker_that_stops_being_a_creature_leaves_combat():
    game = board(["Opalescence", "Glorious Anthem"], ["Plains", "Plains"],
                 hands=([], ["Disenchant"]), step="declare attackers")
    anthem = ids(game, "Glorious Anthem")[0]
    game.act("attack with Glorious Anthem")
    game.act(Action("pass", 0))
    game.act(Action("cast", 1, _hand(game, 1, "Disenchant"),
                    targets=(("object", ids(game, "Opalescence")[0]),), mode=0))
    while game.state.stack:
        game.act(Action("pass", game.decision.player))
    assert game.state.objects[anthem].attacking is None
    _to_postcombat(game)
    assert game.state.players[1].life == 20


def test_506_4_blocker_whose_controller_changes_leaves_combat():
    game = board(["Grizzly Bears"] + ["Mountain"] * 5, ["Hill Giant"],
                 hands=(["Act of Aggression"], []), step="declare attackers")
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    _to_blockers(game, "attack with Grizzly Bears")
    game.act("block Grizzly Bears with Hill Giant")
    game.act("cast Act of Aggression targeting Hill Giant")   # a layer-2 effect (CR 613.1b)
    while game.state.stack:
        game.act(Action("pass", game.decision.player))
    state = game.state
    assert not state.objects[giant].blocking and state.objects[bears].blocked
    _to_postcombat(game)
    assert state.objects[bears].damage == 0 and state.objects[giant].damage == 0
    assert state.players[1].life == 20


def test_506_4_attacker_whose_controller_changes_leaves_combat():
    game = board(["Grizzly Bears"], ["Mountain"] * 5, hands=([], ["Act of Aggression"]),
                 step="declare attackers")
    bears = ids(game, "Grizzly Bears")[0]
    game.act("attack with Grizzly Bears")
    game.act(Action("pass", 0))
    game.act("cast Act of Aggression targeting Grizzly Bears")          # Bob's priority
    while game.state.stack:
        game.act(Action("pass", game.decision.player))
    assert game.state.objects[bears].attacking is None
    _to_postcombat(game)
    assert game.state.players[1].life == 20


def test_506_4c_attacked_planeswalker_whose_controller_changes_leaves_combat():
    """The creature attacking it stays attacking, may be blocked, and deals no damage."""
    from tolaria.data.ir import layer_effect
    from tolaria.data.state import ContinuousEffect
    from tolaria.rules.zones import create_object
    game = board(["Grizzly Bears"], [], step="declare attackers")
    state = game.state
    jace = create_object(state, card_def("Jace Beleren"), 1, "battlefield")
    jace.counters["loyalty"] = 3
    bears = ids(game, "Grizzly Bears")[0]
    game.act(Action("attack", 0, choice=((bears, ("object", jace.id)),)))
    state.effects.append(ContinuousEffect(                # Alice gains control of Jace
        timestamp=state.timestamp(), source_name="test", affected=(jace.id,),
        parts=(layer_effect("2", "control", controller=0),), until="end of turn",
        controller=0))
    state.changed()
    game.act(Action("pass", 0))                           # checked before Bob's priority
    assert any("506.4c" in e.rules and e.text.startswith("Jace Beleren") for e in game.log)
    assert state.objects[bears].attacking is not None                      # CR 506.4c
    assert combat.attack_target(state, state.objects[bears]) is None
    _to_postcombat(game)
    assert jace.counters["loyalty"] == 3 and state.players[1].life == 20


ANIMATED = ("Glorious Anthem", "Crusade", "Honor of the Pure", "Intangible Virtue",
            "Opalescence")
CREATURES = ("Grizzly Bears", "Savannah Lions", "Hill Giant", "Serra Angel")
INSTANTS = ("Disenchant", "Naturalize", "Act of Aggression", "Shatter", "Erase")
LANDS = ("Plains", "Plains", "Mountain", "Mountain", "Mountain", "Forest", "Forest")


def random_combat(seed: int) -> Game:
    """A position at Alice's declare attackers step: each side has Opalescence (so its other
    enchantments are creatures), some of those enchantments and creatures, lands of every
    colour it needs and instants that end the animation or change control."""
    import random
    rng = random.Random(seed)
    sides = [["Opalescence", *rng.sample(ANIMATED[:-1], rng.randint(1, 3)),
              *rng.sample(CREATURES, rng.randint(0, 2)), *LANDS] for _ in range(2)]
    hands = tuple(rng.sample(INSTANTS, 3) for _ in range(2))
    return board(sides[0], sides[1], hands=hands, step="declare attackers")


def test_506_4_random_combats_where_animations_end_and_control_changes():
    """Random agents play combats in which enchantments stop being creatures and creatures
    change controller at random moments: at every decision only creatures of the right
    players are in combat (`tolaria.fuzz.combat`), and combat always ends."""
    from test_properties import count_invariants

    from tolaria.agents.random_agent import RandomAgent
    removed = 0
    for seed in range(40):
        game = random_combat(seed)
        agent = RandomAgent(seed)
        for _ in range(400):
            count_invariants(game)
            if game.over or game.state.step == "postcombat main":
                break
            game.act(agent.choose(game))
        else:
            raise AssertionError(f"seed {seed}: combat never ended")
        removed += sum(1 for e in game.log if "506.4" in e.rules)
    assert removed >= 10                  # the random moments did take creatures out
