"""Phases added to a turn, compiled from Oracle text and played: "After this main phase,
there is an additional combat phase followed by an additional main phase.", "After this
phase, there is an additional combat phase.", "If it's your main phase, there is an
additional combat phase after this phase", "if it's the first combat phase of the turn",
"untap all creatures that attacked this turn" (CR 500.8, 505.1a, 506.1, 508.1)."""

from __future__ import annotations

import pytest
from boards import add_mana, board, declare_attackers
from test_oracle_play import (
    BOB,
    Action,
    activate,
    cast,
    chars,
    life,
    obj,
    plays,
    resolve,
)

from tolaria import Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def steps_to(game: Game, step: str) -> list[str]:
    """Pass (attacking and blocking with nothing) until a priority decision in `step`;
    the steps where a player got priority on the way."""
    seen: list[str] = []
    for _ in range(80):
        d = game.decision
        if d.kind == "priority" and game.state.step == step and seen:
            return seen
        if d.kind == "priority":
            if not seen or seen[-1] != game.state.step:
                seen.append(game.state.step)
            game.act(Action("pass", d.player))
        elif d.kind == "attackers":
            game.act(Action("attack", d.player, choice=()))
        elif d.kind == "blockers":
            game.act(Action("block", d.player, choice=()))
        else:
            raise AssertionError(f"unexpected decision {d.kind}")
    raise AssertionError(f"never reached {step}")




def through_combat(game: Game) -> None:
    """Bob blocks nothing; everyone passes to the next main phase or declaration of
    attackers."""
    while not (game.decision.kind == "priority" and game.state.step.endswith("main")
               or game.decision.kind == "attackers"):
        d = game.decision
        if d.kind == "blockers":
            game.act(Action("block", d.player, choice=()))
        else:
            game.act(Action("pass", d.player))


@plays("Relentless Assault", "turn.additional_phases", "filter.attacked_this_turn",
       "effect.tap_all")
def test_500_8_relentless_assault_a_second_combat_and_main_phase():
    """CR 500.8, 505.1a: cast in the postcombat main phase, the creatures that attacked
    untap, and a second combat phase (where they attack again: damage twice) and a second
    postcombat main phase follow; then the end step."""
    game = board(["Grizzly Bears", "Craw Wurm"], [], hands=(["Relentless Assault"], []))
    bears, wurm = obj(game, "Grizzly Bears"), obj(game, "Craw Wurm")
    declare_attackers(game, bears)
    through_combat(game)
    assert game.state.step == "postcombat main" and life(game, 1) == 18
    assert game.state.objects[bears].tapped
    add_mana(game, "{2}{R}{R}")
    cast(game, "Relentless Assault")
    resolve(game)
    assert not game.state.objects[bears].tapped          # it attacked this turn: untapped
    assert not game.state.objects[wurm].tapped
    declare_attackers(game, bears)                                  # the additional combat phase
    through_combat(game)
    assert life(game, 1) == 16                           # damage dealt in both combats
    assert game.state.step == "postcombat main"          # the additional main (505.1a)
    assert steps_to(game, "end") == ["postcombat main"]
    assert game.state.turn == 3


@plays("Relentless Assault", "turn.additional_phases", "filter.attacked_this_turn",
       "effect.tap_all")
def test_500_8_relentless_assault_in_the_first_main_phase_then_the_turns_own_combat():
    """CR 500.8: cast in the precombat main phase, the added combat and main phases come
    directly after it; the turn's own combat and postcombat main phases follow them, and
    a creature that attacked in the first combat is still tapped for the second."""
    game = board(["Grizzly Bears"], [], hands=(["Relentless Assault"], []))
    bears = obj(game, "Grizzly Bears")
    add_mana(game, "{2}{R}{R}")
    cast(game, "Relentless Assault")
    resolve(game)
    declare_attackers(game, bears)
    through_combat(game)
    assert life(game, 1) == 18 and game.state.step == "postcombat main"
    assert game.state.objects[bears].tapped
    assert steps_to(game, "end") == ["postcombat main", "beginning of combat",
                                     "declare attackers", "end of combat", "postcombat main"]
    assert life(game, 1) == 18                           # tapped: it couldn't attack again


@plays("Seize the Day", "turn.additional_phases")
def test_500_8_after_this_main_phase_names_no_phase_in_combat():
    """"After this main phase": cast outside a main phase (as though it had flash), no
    phase is added (CR 500.8); the turn has one combat phase."""
    game = board(["Grizzly Bears", "Leyline of Anticipation"], [], hands=(["Seize the Day"], []),
                 step="beginning of combat")
    game.state.objects[obj(game, "Grizzly Bears")].tapped = True
    add_mana(game, "{3}{R}")
    cast(game, "Seize the Day", obj(game, "Grizzly Bears"))
    resolve(game)
    assert not game.state.objects[obj(game, "Grizzly Bears")].tapped
    assert game.state.added_phases == []
    assert steps_to(game, "end") == ["beginning of combat", "declare attackers",
                                     "end of combat", "postcombat main"]


@plays("Genji Glove", "turn.additional_phases", "condition.phase_is")
def test_506_1_genji_glove_only_the_first_combat_adds_another():
    """"if it's the first combat phase of the turn" (an intervening if, CR 603.4): the
    first attack untaps the creature and adds a combat phase; the attack in that second
    combat phase doesn't (CR 500.8, 506.1): two combats, not three."""
    game = board(["Grizzly Bears", "Genji Glove"], [])
    bears, glove = obj(game, "Grizzly Bears"), obj(game, "Genji Glove")
    add_mana(game, "{1}{1}{1}")
    activate(game, glove, bears)
    resolve(game)
    declare_attackers(game, bears)
    resolve(game)
    assert not game.state.objects[bears].tapped           # untapped by the trigger
    through_combat(game)
    assert life(game, 1) == 16                           # double strike: 2 + 2
    assert game.state.step == "declare attackers"         # no main phase between
    declare_attackers(game, bears)                                   # the additional combat phase
    assert not game.state.stack                           # not the first: no trigger
    through_combat(game)
    assert life(game, 1) == 12
    assert game.state.objects[bears].tapped
    assert game.state.added_phases == [] and game.state.step == "postcombat main"


def settle(game: Game) -> None:
    """Resolve the stack, ordering triggers the first legal way."""
    while game.state.stack or game.decision.kind == "order_triggers":
        d = game.decision
        if d.kind == "priority":
            game.act(Action("pass", d.player))
        else:
            game.act(game.legal_actions()[0])


@plays("Aurelia, the Warleader", "trigger.attacks_first", "turn.additional_phases")
def test_508_3a_aurelia_attacks_for_the_first_time_each_turn_once():
    """"Whenever Aurelia attacks for the first time each turn": her first attack untaps the
    creatures and adds a combat phase (CR 500.8); in that second combat she attacks again
    and it doesn't trigger, while "whenever this creature attacks" (battle cry, CR 508.3a)
    triggers in both combats."""
    game = board(["Aurelia, the Warleader", "Accorder Paladin"], [])
    aurelia, paladin = obj(game, "Aurelia, the Warleader"), obj(game, "Accorder Paladin")
    declare_attackers(game, aurelia, paladin)
    assert len(game.state.stack) + len(game.state.pending) == 2
    settle(game)
    assert not game.state.objects[paladin].tapped         # untapped by Aurelia
    assert game.state.added_phases == ["combat"]
    through_combat(game)
    assert life(game, 1) == 20 - 4 - 3                    # battle cry: Aurelia 4
    assert game.state.step == "declare attackers"         # the additional combat phase
    declare_attackers(game, aurelia, paladin)
    assert len(game.state.stack) + len(game.state.pending) == 1   # battle cry only
    settle(game)
    through_combat(game)
    assert life(game, 1) == 13 - 5 - 3                    # two battle cries: Aurelia 5
    assert game.state.step == "postcombat main" and game.state.added_phases == []
    assert steps_to(game, "end") == ["postcombat main"]


@plays("Relentless Assault", "turn.additional_phases")
def test_506_1_beginning_of_combat_triggers_in_each_combat_phase():
    """"At the beginning of combat on your turn" (Legion Warboss) triggers at the beginning
    of each combat phase, the additional one too (CR 506.1, 500.8): two Goblins."""
    game = board(["Legion Warboss"], [], hands=(["Relentless Assault"], []))
    add_mana(game, "{2}{R}{R}")
    cast(game, "Relentless Assault")
    resolve(game)
    for _ in range(2):
        while game.decision.kind != "attackers":
            game.act(Action("pass", game.decision.player))
        goblins = [g for g in game.state.battlefield
                   if game.state.objects[g].name == "Goblin" and not
                   game.state.objects[g].tapped]
        declare_attackers(game, *goblins)                           # "attacks this combat if able"
        through_combat(game)
    assert len([g for g in game.state.battlefield
                if game.state.objects[g].name == "Goblin"]) == 2
    assert life(game, 1) == 20 - 1 - 1


@plays("Grim Reaper's Sprint", "turn.additional_phases", "condition.phase_is")
def test_500_8_grim_reapers_sprint_in_the_main_phase_adds_a_combat_phase():
    """"If it's your main phase, there is an additional combat phase after this phase":
    entering in the precombat main phase, a combat phase comes directly after it and the
    turn's own combat phase after that, no main phase between them (CR 500.8); Serra Angel
    (vigilance) attacks in both."""
    game = board(["Serra Angel"], [], hands=(["Grim Reaper's Sprint"], []))
    angel = obj(game, "Serra Angel")
    add_mana(game, "{4}{R}")
    cast(game, "Grim Reaper's Sprint", angel)
    resolve(game)
    resolve(game)                                         # the enters trigger
    assert game.state.added_phases == ["combat"]
    declare_attackers(game, angel)
    through_combat(game)
    assert life(game, 1) == 14 and game.state.step == "declare attackers"
    declare_attackers(game, angel)
    through_combat(game)
    assert life(game, 1) == 8 and game.state.step == "postcombat main"
    assert steps_to(game, "end") == ["postcombat main"]


@plays("Grim Reaper's Sprint", "turn.additional_phases", "condition.phase_is")
def test_500_8_grim_reapers_sprint_outside_a_main_phase_adds_nothing():
    """Entering in the beginning of combat step (cast as though it had flash), "if it's your
    main phase" is false: one combat phase (CR 505.1, 506.1)."""
    game = board(["Grizzly Bears", "Leyline of Anticipation"], [],
                 hands=(["Grim Reaper's Sprint"], []), step="beginning of combat")
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].tapped = True
    add_mana(game, "{4}{R}")
    cast(game, "Grim Reaper's Sprint", bears)
    resolve(game)
    resolve(game)
    assert not game.state.objects[bears].tapped          # the untap still happens
    assert game.state.added_phases == []
    declare_attackers(game, bears)
    through_combat(game)
    assert life(game, 1) == 16 and game.state.step == "postcombat main"
    assert steps_to(game, "end") == ["postcombat main"]


@plays("Finest Hour", "turn.additional_phases", "condition.phase_is")
def test_603_4_finest_hour_only_in_the_first_combat_phase():
    """Finest Hour's intervening if (CR 603.4): attacking alone in the first combat phase
    untaps the creature and adds a combat phase; attacking alone in that one only exalts
    (CR 702.83a): 3 damage, then 4, and no third combat (CR 500.8, 506.1)."""
    game = board(["Grizzly Bears", "Finest Hour"], [])
    bears = obj(game, "Grizzly Bears")
    declare_attackers(game, bears)
    settle(game)
    assert not game.state.objects[bears].tapped
    through_combat(game)
    assert life(game, 1) == 17 and game.state.step == "declare attackers"
    declare_attackers(game, bears)
    assert len(game.state.stack) + len(game.state.pending) == 1      # exalted only
    settle(game)
    through_combat(game)
    assert life(game, 1) == 13 and game.state.step == "postcombat main"
    assert game.state.objects[bears].tapped and game.state.added_phases == []


@plays("Raiyuu, Storm's Edge", "turn.additional_phases", "condition.phase_is")
def test_500_8_raiyuu_untaps_each_time_adds_a_combat_only_the_first():
    """"untap it. If it's the first combat phase of the turn, there is an additional combat
    phase after this phase." (checked as it resolves, CR 608.2c): the second attack alone
    untaps Raiyuu but adds no third combat (CR 500.8, 506.1)."""
    game = board(["Raiyuu, Storm's Edge"], [])
    raiyuu = obj(game, "Raiyuu, Storm's Edge")
    declare_attackers(game, raiyuu)
    settle(game)
    assert game.state.added_phases == ["combat"]
    through_combat(game)
    declare_attackers(game, raiyuu)
    settle(game)
    assert not game.state.objects[raiyuu].tapped and game.state.added_phases == []
    through_combat(game)
    assert life(game, 1) == 14 and game.state.step == "postcombat main"


@plays("Hexplate Wallbreaker", "turn.additional_phases", "condition.phase_is")
def test_506_1_hexplate_wallbreaker_untaps_each_attacker_once():
    """Hexplate Wallbreaker: in the first combat phase, each attacking creature untaps and
    a combat phase is added; both attack again in it (CR 500.8, 506.1)."""
    game = board(["Grizzly Bears", "Hexplate Wallbreaker", "Savannah Lions"], [])
    bears, lions = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions")
    add_mana(game, "{3}{R}")
    activate(game, obj(game, "Hexplate Wallbreaker"), bears)
    resolve(game)
    declare_attackers(game, bears, lions)
    settle(game)
    assert not game.state.objects[bears].tapped and not game.state.objects[lions].tapped
    through_combat(game)
    assert life(game, 1) == 20 - 4 - 2
    declare_attackers(game, bears, lions)
    assert not game.state.stack and not game.state.pending
    through_combat(game)
    assert life(game, 1) == 14 - 4 - 2 and game.state.step == "postcombat main"


@plays("Aggravated Assault", "turn.additional_phases")
def test_500_8_aggravated_assault_activated_after_combat():
    """Aggravated Assault's ability in the postcombat main phase: the creatures untap, and
    a combat phase and a main phase follow it (CR 500.8, 505.1a)."""
    game = board(["Grizzly Bears", "Aggravated Assault"], [])
    bears = obj(game, "Grizzly Bears")
    declare_attackers(game, bears)
    through_combat(game)
    add_mana(game, "{3}{R}{R}")
    activate(game, obj(game, "Aggravated Assault"))
    resolve(game)
    assert not game.state.objects[bears].tapped
    declare_attackers(game, bears)
    through_combat(game)
    assert life(game, 1) == 16 and game.state.step == "postcombat main"
    assert steps_to(game, "end") == ["postcombat main"]


@plays("Karlach, Fury of Avernus", "effect.those_group", "turn.additional_phases",
       "condition.phase_is")
def test_506_1_karlach_first_strike_and_a_second_combat():
    """Karlach: attacking in the first combat phase untaps the attackers, which gain first
    strike until end of turn (the same creatures, still attacking: CR 608.2c, 611.2c), and a
    combat phase is added; attacking in it triggers nothing (CR 603.4, 500.8), and the
    Bears' first strike still kills a blocking 2/2 before it deals damage (CR 702.7b)."""
    game = board(["Karlach, Fury of Avernus", "Grizzly Bears"], ["Grizzly Bears"])
    karlach, bears = obj(game, "Karlach, Fury of Avernus"), obj(game, "Grizzly Bears")
    blocker = obj(game, "Grizzly Bears", 1)
    declare_attackers(game, karlach, bears)
    settle(game)
    assert not game.state.objects[bears].tapped
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=()))
    through_combat(game)
    assert life(game, 1) == 13 and game.state.step == "declare attackers"
    declare_attackers(game, karlach, bears)
    assert not game.state.stack and not game.state.pending
    assert "first strike" in chars(game, bears).keywords      # until end of turn
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((blocker, bears),)))
    through_combat(game)
    assert life(game, 1) == 8                                 # Karlach's 5
    assert bears in game.state.battlefield and blocker not in game.state.battlefield


@plays("Hellkite Charger", "turn.additional_phases")
def test_500_8_hellkite_charger_a_combat_phase_each_time_it_is_paid_for():
    """"Whenever this creature attacks, you may pay {5}{R}{R}. If you do, untap all attacking
    creatures and after this phase, there is an additional combat phase.": paid twice, it
    attacks in three combat phases; not paid the third time, the turn goes on to its
    postcombat main phase (CR 500.8, 603.5)."""
    game = board(["Hellkite Charger"], [])
    hellkite = obj(game, "Hellkite Charger")
    for pay in ("yes", "yes", "no"):
        declare_attackers(game, hellkite)
        add_mana(game, "{5}{R}{R}")
        while game.decision.kind != "yes_no":
            game.act(Action("pass", game.decision.player))
        game.act(Action("choose", 0, choice=(pay,)))
        settle(game)
        assert game.state.objects[hellkite].tapped == (pay == "no")
        through_combat(game)
    assert life(game, 1) == 5 and game.state.step == "postcombat main"
    assert steps_to(game, "end") == ["postcombat main"]


@plays("Tifa, Martial Artist", "turn.additional_phases", "condition.phase_is")
def test_506_1_tifa_first_combat_phase_of_your_turn():
    """Tifa: a 9/9 dealing combat damage untaps the creatures; "If it's the first combat
    phase of your turn", a combat phase is added; in that one it untaps them again but adds
    none (CR 500.8, 506.1, 608.2c)."""
    game = board(["Tifa, Martial Artist", "Ancient Brontodon"], [])
    brontodon = obj(game, "Ancient Brontodon")
    declare_attackers(game, brontodon)
    through_combat(game)                     # the trigger resolves in the damage step
    assert life(game, 1) == 11 and game.state.step == "declare attackers"
    assert not game.state.objects[brontodon].tapped
    declare_attackers(game, brontodon)
    through_combat(game)
    assert life(game, 1) == 2 and not game.state.objects[brontodon].tapped
    assert game.state.step == "postcombat main" and game.state.added_phases == []


def test_500_8_a_saved_game_keeps_its_added_phases():
    """A game saved between the phases of a turn with added ones (CR 500.8) plays on the
    same once loaded: the added combat phase and main phase still come."""
    game = board(["Grizzly Bears"], [], hands=(["Relentless Assault"], []))
    add_mana(game, "{2}{R}{R}")
    cast(game, "Relentless Assault")
    resolve(game)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                  # the additional combat phase begins
    loaded = Game.from_json(game.to_json())
    assert loaded.state.added_phases == ["postcombat main"]
    assert loaded.state.resume_step == "precombat main"
    assert loaded.to_json() == game.to_json()
    declare_attackers(loaded, obj(loaded, "Grizzly Bears"))
    through_combat(loaded)
    assert life(loaded, 1) == 18
    assert steps_to(loaded, "end") == ["postcombat main", "beginning of combat",
                                       "declare attackers", "end of combat",
                                       "postcombat main"]


@plays("Godo, Bandit Warlord", "effect.tap_it_and_all", "trigger.attacks_first",
       "turn.additional_phases")
def test_500_8_godo_untaps_itself_and_the_samurai():
    """Godo's first attack untaps it and the Samurai (not the Bears) and adds a combat
    phase, where Godo attacks again without triggering it (CR 508.3a, 500.8)."""
    game = board(["Godo, Bandit Warlord", "Araba Mothrider", "Grizzly Bears"],
                 [])
    godo, samurai = obj(game, "Godo, Bandit Warlord"), obj(game, "Araba Mothrider")
    bears = obj(game, "Grizzly Bears")
    declare_attackers(game, godo, samurai, bears)
    settle(game)
    tapped = [game.state.objects[o].tapped for o in (godo, samurai, bears)]
    assert tapped == [False, False, True]
    through_combat(game)
    assert life(game, 1) == 14 and game.state.step == "declare attackers"
    declare_attackers(game, godo, samurai)
    assert not game.state.stack and not game.state.pending
    through_combat(game)
    assert life(game, 1) == 10 and game.state.step == "postcombat main"


@plays("Full Throttle", "turn.additional_phases", "delayed.each_combat_this_turn",
       "filter.attacked_this_turn")
def test_500_8_full_throttle_three_combats_in_a_row():
    """Full Throttle in the precombat main phase: two combat phases come directly after it,
    then the turn's own (CR 500.8); at the beginning of each, the creatures that attacked
    this turn untap (a delayed trigger lasting the turn, CR 603.7b): the Bears attack
    three times."""
    game = board(["Grizzly Bears"], [], hands=(["Full Throttle"], []))
    bears = obj(game, "Grizzly Bears")
    add_mana(game, "{4}{R}{R}")
    cast(game, "Full Throttle")
    resolve(game)
    for n in range(3):
        declare_attackers(game, bears)
        through_combat(game)
        assert life(game, 1) == 20 - 2 * (n + 1)
    assert game.state.step == "postcombat main"
    assert steps_to(game, "end") == ["postcombat main"]
    steps_to(game, "upkeep")                             # Bob's turn: it ended (514.2)
    assert game.state.turn == 4 and not game.state.delayed


@plays("Time Stop", "effect.end_turn")
def test_721_1d_ending_the_turn_skips_the_added_phases():
    """"End the turn." after Relentless Assault: the game goes straight to the cleanup step,
    skipping the phases added to the turn as well (CR 721.1d, 500.8); Bob's turn follows."""
    game = board(["Grizzly Bears"], [], hands=(["Relentless Assault", "Time Stop"], []))
    add_mana(game, "{2}{R}{R}")
    cast(game, "Relentless Assault")
    resolve(game)
    assert game.state.added_phases == ["combat", "postcombat main"]
    add_mana(game, "{4}{U}{U}")
    cast(game, "Time Stop")
    resolve(game)
    assert game.state.added_phases == [] and game.state.resume_step == ""
    steps_to(game, "upkeep")
    assert game.state.turn == 4 and game.state.active == 1


@plays("Savage Beating", "spell.cast_only", "turn.additional_phases")
def test_500_8_savage_beating_during_combat_on_your_turn():
    """"Cast this spell only during combat on your turn." (CR 601.3): refused in the main
    phase; cast in the declare attackers step, its second mode untaps the creatures and
    adds a combat phase (CR 500.8), where the Bears attack again."""
    game = board(["Grizzly Bears"], [], hands=(["Savage Beating"], []))
    bears = obj(game, "Grizzly Bears")
    add_mana(game, "{3}{R}{R}")
    try:
        cast(game, "Savage Beating", mode=1)
        raise AssertionError("cast in the precombat main phase")
    except IllegalAction:
        pass
    declare_attackers(game, bears)
    add_mana(game, "{3}{R}{R}")
    cast(game, "Savage Beating", mode=1)
    resolve(game)
    assert not game.state.objects[bears].tapped
    through_combat(game)
    declare_attackers(game, bears)
    through_combat(game)
    assert life(game, 1) == 16 and game.state.step == "postcombat main"


@plays("Combat Celebrant", "keyword.exert_once", "keyword.exert", "turn.additional_phases")
def test_701_39a_combat_celebrant_exerts_once_each_turn():
    """Combat Celebrant exerted as it attacks: the other creatures untap and a combat phase
    is added (CR 500.8); attacking again in it (vigilance from Brave the Sands), it may not
    be exerted: it has been this turn (CR 701.39a), and no third combat follows."""
    game = board(["Combat Celebrant", "Grizzly Bears", "Brave the Sands"], [])
    celebrant, bears = obj(game, "Combat Celebrant"), obj(game, "Grizzly Bears")
    declare_attackers(game, celebrant, bears)
    assert game.decision.kind == "exert" and game.decision.subject == celebrant
    game.act(Action("choose", 0, choice=("yes",)))
    settle(game)
    assert not game.state.objects[bears].tapped
    through_combat(game)
    assert life(game, 1) == 14 and game.state.step == "declare attackers"
    declare_attackers(game, celebrant, bears)
    assert game.decision.kind == "priority" and not game.state.stack
    through_combat(game)
    assert life(game, 1) == 8 and game.state.step == "postcombat main"


@plays("Najeela, the Blade-Blossom", "turn.additional_phases", "effect.those_group")
@plays("Relentless Assault", "filter.attacked_this_turn")
def test_508_4_a_token_put_onto_the_battlefield_attacking_never_attacked():
    """"Untap all creatures that attacked this turn": the Warrior token Najeela makes
    enters tapped and attacking, but was never declared as an attacker (CR 508.4), so it
    stays tapped; Najeela untaps (CR 508.1, 500.8)."""
    game = board(["Najeela, the Blade-Blossom"], [], hands=(["Relentless Assault"], []))
    najeela = obj(game, "Najeela, the Blade-Blossom")
    declare_attackers(game, najeela)
    while game.decision.kind != "yes_no":
        game.act(Action("pass", game.decision.player))
    game.act(Action("choose", 0, choice=("yes",)))
    settle(game)
    token = obj(game, "Warrior")
    assert game.state.objects[token].attacking is not None
    through_combat(game)
    assert life(game, 1) == 16
    add_mana(game, "{2}{R}{R}")
    cast(game, "Relentless Assault")
    resolve(game)
    assert not game.state.objects[najeela].tapped and game.state.objects[token].tapped


@plays("Port Razer", "static.not_attacked_player", "turn.additional_phases")
def test_508_1c_port_razer_cant_attack_the_player_again():
    """Port Razer's combat damage to Bob untaps the creatures and adds a combat phase (CR
    500.8); in it Port Razer can't attack Bob, whom it already attacked this turn, but may
    attack Bob's planeswalker, and the Bears attack Bob again (CR 508.1c)."""
    game = board(["Port Razer", "Grizzly Bears"], [])
    razer, bears = obj(game, "Port Razer"), obj(game, "Grizzly Bears")
    declare_attackers(game, razer, bears)
    through_combat(game)
    assert life(game, 1) == 14 and game.state.step == "declare attackers"
    assert not game.state.objects[razer].tapped
    jace = create_object(game.state, card_def("Jace Beleren"), 1, "battlefield")
    jace.counters["loyalty"] = 3
    game.state.changed()
    with pytest.raises(IllegalAction, match="already attacked"):
        game.act(Action("attack", 0, choice=((razer, BOB), (bears, BOB))))
    game.act(Action("attack", 0, choice=((razer, ("object", jace.id)), (bears, BOB))))
    through_combat(game)
    assert life(game, 1) == 12 and jace.id not in game.state.battlefield


@plays("Fury of the Horde", "turn.additional_phases", "filter.attacked_this_turn")
@plays("Waves of Aggression", "turn.additional_phases", "filter.attacked_this_turn")
@pytest.mark.parametrize("card, mana", [("Fury of the Horde", "{5}{R}{R}"),
                                        ("Waves of Aggression", "{3}{R}{R}")])
def test_500_8_the_relentless_assault_family(card: str, mana: str):
    """Fury of the Horde, Waves of Aggression: the same text as Relentless Assault: the
    attacker untaps, a combat and a main phase follow (CR 500.8, 505.1a)."""
    game = board(["Grizzly Bears"], [], hands=([card], []))
    bears = obj(game, "Grizzly Bears")
    declare_attackers(game, bears)
    through_combat(game)
    add_mana(game, mana)
    cast(game, card)
    resolve(game)
    declare_attackers(game, bears)
    through_combat(game)
    assert life(game, 1) == 16 and game.state.step == "postcombat main"
    assert steps_to(game, "end") == ["postcombat main"]
