"""Triggered abilities (CR 603): APNAP order, ordering your own, targets, removal."""

from __future__ import annotations

from dataclasses import replace

from boards import board, ids

from tolaria import Action, Game
from tolaria.cards.dsl import ANY, damage, draw, gain_life, triggered, when_you_do
from tolaria.cards.registry import card_def
from tolaria.data.ir import ObjectFilter
from tolaria.rules import events, triggers
from tolaria.rules.layers import characteristics

# Test-only cards: printed like Grizzly Bears, with the triggers each test needs.
TWIN_TRIGGERS = replace(card_def("Grizzly Bears"), name="Twin Herald", triggered=(
    triggered("enters", draw(1), text="When this creature enters, draw a card."),
    triggered("enters", gain_life(2, who="you"), text="When this creature enters, you gain 2 life."),
))
PINGER = replace(card_def("Grizzly Bears"), name="Entering Pinger", triggered=(
    triggered("enters", damage(1), targets=(ANY,),
              text="When this creature enters, it deals 1 damage to any target."),
))


def main_phase(hand_card, lands: int = 2) -> Game:
    forests = ["Forest"] * lands
    return board(forests, forests, hands=([hand_card], []))


def cast_and_resolve(game: Game) -> None:
    cast = next(a for a in game.legal_actions() if a.kind == "cast")
    game.act(cast)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))


def test_603_3b_controller_orders_simultaneous_triggers():
    game = main_phase(TWIN_TRIGGERS)
    cast_and_resolve(game)
    d = game.decision
    assert d.kind == "order_triggers" and d.player == 0
    game.act(Action("order", 0, choice=(1, 0)))      # life trigger first: it resolves last
    top = game.state.objects[game.state.stack[-1]]
    assert top.ability.text.endswith("draw a card.")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert len(game.state.players[0].hand) == 1 and game.state.players[0].life == 20
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.state.players[0].life == 22


def test_603_3d_trigger_targets_chosen_when_put_on_stack():
    game = main_phase(PINGER)
    cast_and_resolve(game)
    d = game.decision
    assert d.kind == "targets" and d.player == 0
    bob = next(a for a in game.legal_actions() if a.targets == (("player", 1),))
    game.act(bob)
    assert game.state.objects[game.state.stack[-1]].targets == (("player", 1),)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.state.players[1].life == 19


# -- helpers for the tests below ----------------------------------------------------------

def both_pass(game: Game) -> None:
    """The player with priority and the other pass: the top of the stack resolves."""
    first = game.decision.player
    game.act(Action("pass", first))
    game.act(Action("pass", 1 - first))


def stack_names(game: Game) -> list[str]:
    """Sources of the objects on the stack, top first."""
    state = game.state
    return [state.objects[i].source_name or state.objects[i].name for i in reversed(state.stack)]


def pending_names(game: Game) -> list[str]:
    return sorted(t.source_name for t in game.state.pending)


def to_step(game: Game, step: str) -> None:
    """Everyone passes (nobody attacks or blocks) until `step` begins."""
    while game.state.step != step or game.decision.kind != "priority":
        d = game.decision
        if d.kind == "attackers":
            game.act(Action("attack", d.player, choice=()))
        elif d.kind == "blockers":
            game.act(Action("block", d.player, choice=()))
        elif d.kind == "priority":
            game.act(Action("pass", d.player))
        else:
            raise AssertionError(f"unexpected decision {d.kind}")


# -- CR 603.6a, 603.6c, 603.10a: zone-change triggers ----------------------------------------

def test_603_6a_soul_warden_sees_another_creature_enter():
    game = board(["Soul Warden", "Forest", "Forest"], [], hands=(["Grizzly Bears"], []))
    game.act("cast Grizzly Bears")
    both_pass(game)
    assert stack_names(game) == ["Soul Warden"]
    both_pass(game)
    assert game.state.players[0].life == 21


def test_603_6a_another_excludes_itself():
    game = board(["Soul Warden", "Plains"], [], hands=(["Soul Warden"], []))
    game.act("cast Soul Warden")
    both_pass(game)
    assert stack_names(game) == ["Soul Warden"]     # only the one already there
    both_pass(game)
    assert game.state.players[0].life == 21 and not game.state.stack


def test_603_6a_permanents_entering_together_see_each_other():
    game = board([], [], hands=(["Soul Warden", "Soul Warden"], []))
    state = game.state
    triggers.new_event(state)
    for oid in list(state.players[0].hand):
        events.put_onto_battlefield(state, state.objects[oid], controller=0)
    seen = sorted((t.source_id, t.data[0][1]) for t in state.pending)
    a, b = state.battlefield[-2:]
    assert seen == sorted([(a, b), (b, a)])


def test_603_10a_wrath_every_death_triggers_and_the_dead_look_back():
    alice = ["Moonlit Wake", "Doomed Traveler", "Deathgreeter", "Gristle Grinner"] + ["Plains"] * 4
    game = board(alice, ["Grizzly Bears"], hands=(["Wrath of God"], []))
    game.act("cast Wrath of God")
    both_pass(game)
    assert game.decision.kind == "order_triggers"
    names = pending_names(game)
    assert names.count("Moonlit Wake") == 4          # a creature dies, four times
    assert names.count("Doomed Traveler") == 1       # its own death, seen from the graveyard
    assert names.count("Deathgreeter") == 3          # the other three, though it died with them
    assert names.count("Gristle Grinner") == 4       # itself and the three others
    # Many triggers: the player picks the next one to put on the stack (CR 603.3b).
    assert all(len(a.choice) == 1 for a in game.legal_actions())


def test_603_3b_many_triggers_ordered_one_at_a_time():
    alice = ["Moonlit Wake", "Doomed Traveler", "Deathgreeter", "Gristle Grinner"] + ["Plains"] * 4
    game = board(alice, ["Grizzly Bears"], hands=(["Wrath of God"], []))
    game.act("cast Wrath of God")
    both_pass(game)
    while game.decision.kind == "order_triggers":
        game.act(game.legal_actions()[0])
    assert game.decision.kind == "priority"
    assert len(game.state.stack) == 12 and not game.state.pending


def test_603_6c_leaves_the_battlefield_to_any_zone():
    game = board(["Circuit Mender", "Island"], [], hands=(["Unsummon"], []))
    game.act("cast Unsummon targeting Circuit Mender")
    both_pass(game)
    assert stack_names(game) == ["Circuit Mender"]
    hand = len(game.state.players[0].hand)
    both_pass(game)
    assert len(game.state.players[0].hand) == hand + 1


def test_603_10a_dies_trigger_resolves_after_its_source_left():
    game = board(["Doomed Traveler", "Mountain"], [], hands=(["Shock"], []))
    game.act("cast Shock targeting Doomed Traveler")
    both_pass(game)
    both_pass(game)
    spirit = [game.state.objects[i] for i in game.state.battlefield
              if game.state.objects[i].name == "Spirit"]
    assert len(spirit) == 1 and "flying" in spirit[0].card.keywords


# -- CR 702.108: prowess ------------------------------------------------------------------------

def test_702_108a_prowess_noncreature_spell_only():
    game = board(["Monastery Swiftspear", "Mountain", "Mountain", "Forest", "Forest"], [],
                 hands=(["Shock", "Grizzly Bears"], []))
    swift = ids(game, "Monastery Swiftspear")[0]
    game.act("cast Grizzly Bears")
    assert not game.state.pending and len(game.state.stack) == 1    # a creature spell
    both_pass(game)
    game.act("cast Shock targeting Bob")
    assert stack_names(game) == ["Monastery Swiftspear", "Shock"]   # on top of the spell
    both_pass(game)
    chars = characteristics(game.state, game.state.objects[swift])
    assert (chars.power, chars.toughness) == (2, 3)


def test_702_108a_prowess_only_for_its_controllers_spells():
    game = board(["Mountain"], ["Monastery Swiftspear"], hands=(["Shock"], []))
    game.act("cast Shock targeting Bob")
    assert not game.state.pending and stack_names(game) == ["Shock"]


# -- CR 603.2b: the beginning of steps --------------------------------------------------------

def test_603_2b_each_upkeep_triggers_on_every_turn():
    game = board([], ["Celestial Force"], step="upkeep")
    assert stack_names(game) == ["Celestial Force"]     # Alice's upkeep, Bob's Force
    both_pass(game)
    assert game.state.players[1].life == 23


def test_603_2b_your_upkeep_only_on_your_turn():
    mine = replace(card_def("Grizzly Bears"), name="Upkeep Bear", triggered=(
        triggered("upkeep", gain_life(1, who="you"), text="At the beginning of your upkeep, "
                                                          "you gain 1 life."),))
    game = board([], [mine], step="upkeep")
    assert not game.state.stack and not game.state.pending


def test_603_2b_ball_lightning_sacrificed_at_end_step():
    game = board(["Ball Lightning"], [])
    to_step(game, "end")
    assert stack_names(game) == ["Ball Lightning"]
    both_pass(game)
    assert "Ball Lightning" in [game.state.objects[i].name for i in game.state.players[0].graveyard]


# -- combat triggers ------------------------------------------------------------------------------

def attack_with(game: Game, name: str) -> None:
    to_step(game, "beginning of combat")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    attacker = ids(game, name)[0]
    game.act(Action("attack", 0, choice=((attacker, ("player", 1)),)))


def test_603_2_combat_damage_to_a_player_draws():
    game = board(["Scroll Thief"], [])
    attack_with(game, "Scroll Thief")
    hand = len(game.state.players[0].hand)
    to_step(game, "combat damage")
    assert stack_names(game) == ["Scroll Thief"]
    both_pass(game)
    assert len(game.state.players[0].hand) == hand + 1


def test_603_2_combat_damage_to_a_creature_doesnt_trigger():
    game = board(["Scroll Thief"], ["Grizzly Bears"])
    attack_with(game, "Scroll Thief")
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    assert game.decision.kind == "blockers"
    game.act(Action("block", 1, choice=((ids(game, "Grizzly Bears")[0],
                                         ids(game, "Scroll Thief")[0]),)))
    to_step(game, "combat damage")
    assert not game.state.stack and not game.state.pending


def test_509_3c_blocks_trigger():
    game = board(["Grizzly Bears"], ["Giant Badger"])
    attack_with(game, "Grizzly Bears")
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    badger, bears = ids(game, "Giant Badger")[0], ids(game, "Grizzly Bears")[0]
    game.act(Action("block", 1, choice=((badger, bears),)))
    assert stack_names(game) == ["Giant Badger"]
    both_pass(game)
    chars = characteristics(game.state, game.state.objects[badger])
    assert (chars.power, chars.toughness) == (4, 4)


def test_509_3d_becomes_blocked_triggers_once_for_two_blockers():
    game = board(["Deeproot Warrior"], ["Grizzly Bears", "Grizzly Bears"])
    attack_with(game, "Deeproot Warrior")
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    warrior = ids(game, "Deeproot Warrior")[0]
    b1, b2 = ids(game, "Grizzly Bears")
    game.act(Action("block", 1, choice=((b1, warrior), (b2, warrior))))
    while game.decision.kind == "order_blockers":
        game.act(game.legal_actions()[0])
    assert stack_names(game) == ["Deeproot Warrior"]


# -- CR 603.4: intervening "if" -----------------------------------------------------------------

def test_603_4_intervening_if_false_no_trigger():
    game = board(["Shoreline Salvager"], [])
    attack_with(game, "Shoreline Salvager")
    to_step(game, "combat damage")
    assert not game.state.stack and not game.state.pending       # no Island: no trigger


def test_603_4_intervening_if_checked_again_on_resolution():
    game = board(["Shoreline Salvager", "Island"], [])
    attack_with(game, "Shoreline Salvager")
    to_step(game, "combat damage")
    assert stack_names(game) == ["Shoreline Salvager"]
    island = game.state.objects[ids(game, "Island")[0]]
    events.destroy(game.state, island)                            # the Island is gone
    hand = len(game.state.players[0].hand)
    both_pass(game)
    assert game.decision.kind == "priority"                      # no "may" question asked
    assert not game.state.stack and len(game.state.players[0].hand) == hand
    assert any("603.4" in e.rules for e in game.log)


def test_603_4_and_603_5_condition_true_then_may_draw():
    game = board(["Shoreline Salvager", "Island"], [])
    attack_with(game, "Shoreline Salvager")
    to_step(game, "combat damage")
    hand = len(game.state.players[0].hand)
    both_pass(game)
    assert game.decision.kind == "yes_no"
    game.act("choose yes")
    assert len(game.state.players[0].hand) == hand + 1


# -- CR 603.5: "you may" --------------------------------------------------------------------

def test_603_5_optional_trigger_asked_on_resolution():
    game = board(["Soul's Attendant", "Forest", "Forest"], [], hands=(["Grizzly Bears"], []))
    game.act("cast Grizzly Bears")
    both_pass(game)
    assert stack_names(game) == ["Soul's Attendant"]       # on the stack regardless
    both_pass(game)
    d = game.decision
    assert d.kind == "yes_no" and d.player == 0
    assert [game.notation(a) for a in game.legal_actions()] == ["choose yes", "choose no"]
    game.act("choose no")
    assert game.state.players[0].life == 20 and not game.state.stack


def test_603_5_optional_trigger_yes():
    game = board(["Soul's Attendant", "Forest", "Forest"], [], hands=(["Grizzly Bears"], []))
    game.act("cast Grizzly Bears")
    both_pass(game)
    both_pass(game)
    copy = Game.from_json(game.to_json())                        # mid-resolution, saved
    copy.act("choose yes")
    assert copy.state.players[0].life == 21


# -- CR 603.8: state triggers -----------------------------------------------------------------

def test_603_8_state_trigger_once_while_on_the_stack():
    game = board(["Emperor Crocodile", "Grizzly Bears", "Mountain", "Mountain"], [],
                 hands=(["Shock", "Shock"], []))
    game.act("cast Shock targeting Grizzly Bears")
    both_pass(game)
    assert stack_names(game) == ["Emperor Crocodile"]
    game.act("cast Shock targeting Bob")                         # priority again: no new trigger
    assert stack_names(game) == ["Shock", "Emperor Crocodile"]
    both_pass(game)
    assert stack_names(game) == ["Emperor Crocodile"]
    both_pass(game)
    assert not ids(game, "Emperor Crocodile") and not game.state.stack


def test_603_8_state_trigger_not_while_false():
    game = board(["Emperor Crocodile", "Grizzly Bears"], [])
    assert not game.state.stack and not game.state.pending


# -- CR 603.7: delayed triggered abilities ---------------------------------------------------

def test_603_7_rukh_egg_bird_at_next_end_step_once():
    game = board(["Rukh Egg", "Mountain"], [], hands=(["Lightning Bolt"], []))
    game.act("cast Lightning Bolt targeting Rukh Egg")
    both_pass(game)
    both_pass(game)                                             # the dies trigger resolves
    assert len(game.state.delayed) == 1 and not ids(game, "Bird")
    to_step(game, "end")
    assert stack_names(game) == ["Rukh Egg"] and not game.state.delayed
    both_pass(game)
    assert len(ids(game, "Bird")) == 1
    to_step(game, "upkeep")
    to_step(game, "end")                                        # Bob's end step: no second Bird
    assert not game.state.stack and len(ids(game, "Bird")) == 1


def test_603_7c_pyric_salamander_sacrificed_at_next_end_step():
    game = board(["Pyric Salamander", "Mountain", "Mountain"], [])
    game.act("activate Pyric Salamander")
    both_pass(game)
    game.act("activate Pyric Salamander")
    both_pass(game)
    assert len(game.state.delayed) == 2
    to_step(game, "end")
    assert stack_names(game) == ["Pyric Salamander", "Pyric Salamander"]
    both_pass(game)
    assert not ids(game, "Pyric Salamander")
    both_pass(game)                                             # the second finds nothing
    assert not game.state.stack


def test_603_7_delayed_trigger_saved_and_copied():
    game = board(["Rukh Egg", "Mountain"], [], hands=(["Lightning Bolt"], []))
    game.act("cast Lightning Bolt targeting Rukh Egg")
    both_pass(game)
    both_pass(game)
    saved = Game.from_json(game.to_json())
    copied = game.copy()
    for g in (saved, copied):
        to_step(g, "end")
        both_pass(g)
        assert len(ids(g, "Bird")) == 1
    assert not ids(game, "Bird") and len(game.state.delayed) == 1


# -- CR 603.12: reflexive triggered abilities -------------------------------------------------

REFLEXIVE = replace(card_def("Grizzly Bears"), name="Reflex Bear", triggered=(
    triggered("enters", gain_life(1, who="you"),
              when_you_do(damage(2, target=0), targets=(ANY,),
                          text="When you do, this creature deals 2 damage to any target."),
              optional=True,
              text="When this creature enters, you may gain 1 life. When you do, this "
                   "creature deals 2 damage to any target."),))


def test_603_12_reflexive_trigger_when_you_do():
    game = board(["Forest", "Forest"], [], hands=([REFLEXIVE], []))
    game.act("cast Reflex Bear")
    both_pass(game)
    both_pass(game)
    game.act("choose yes")
    assert game.state.players[0].life == 21
    d = game.decision
    assert d.kind == "targets"                                  # the reflexive one, new targets
    game.act(next(a for a in game.legal_actions() if a.targets == (("player", 1),)))
    both_pass(game)
    assert game.state.players[1].life == 18


def test_603_12_no_reflexive_trigger_when_you_dont():
    game = board(["Forest", "Forest"], [], hands=([REFLEXIVE], []))
    game.act("cast Reflex Bear")
    both_pass(game)
    both_pass(game)
    game.act("choose no")
    assert game.decision.kind == "priority" and not game.state.stack
    assert game.state.players[1].life == 20


# -- CR 603.3b: APNAP -------------------------------------------------------------------------

def test_603_3b_active_players_triggers_go_on_the_stack_first():
    game = board(["Soul Warden", "Forest", "Forest"], ["Soul Warden"],
                 hands=(["Grizzly Bears"], []))
    game.act("cast Grizzly Bears")
    both_pass(game)
    top, below = (game.state.objects[i] for i in reversed(game.state.stack))
    assert (top.controller, below.controller) == (1, 0)          # Bob's resolves first
    both_pass(game)
    assert game.state.players[1].life == 21 and game.state.players[0].life == 20


# -- filters: whose creature ------------------------------------------------------------------

def test_603_2_whenever_a_creature_you_control_dies():
    mine_only = replace(card_def("Grizzly Bears"), name="Grieving Bear", triggered=(
        triggered("dies", gain_life(1, who="you"), filter=ObjectFilter(
            types=frozenset({"Creature"}), controller="you", other=True),
            text="Whenever another creature you control dies, you gain 1 life."),))
    game = board([mine_only, "Grizzly Bears", "Mountain", "Mountain"], ["Grizzly Bears"],
                 hands=(["Shock", "Shock"], []))
    theirs = ids(game, "Grizzly Bears")[1]
    game.act(Action("cast", 0, next(i for i in game.state.players[0].hand),
                    targets=(("object", theirs),)))
    both_pass(game)
    assert not game.state.stack                                 # an opponent's creature
    game.act("cast Shock targeting Alice's Grizzly Bears")
    both_pass(game)
    assert stack_names(game) == ["Grieving Bear"]
