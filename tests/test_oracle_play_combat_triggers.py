"""Combat triggers and restrictions compiled from Oracle text and played: "whenever this
creature blocks or becomes blocked by a creature, it deals N damage to that creature",
"blocks a creature with flying", "deals combat damage to a creature, tap that creature and
it doesn't untap ...", "target creature can't block this creature this turn" (CR 509,
510, 603.2)."""

from __future__ import annotations

from boards import add_mana, board, to_blockers
from test_oracle_play import (
    BOB,
    Action,
    activate,
    cast,
    chars,
    grave,
    hand,
    life,
    obj,
    plays,
    resolve,
)

from tolaria import Game, IllegalAction


def declare_blocks(game: Game, *pairs: tuple[int, int]) -> None:
    """Bob blocks; the triggers go on the stack (CR 509.2a)."""
    game.act(Action("block", 1, choice=tuple(pairs)))
    while game.decision.kind != "priority":
        game.act(game.legal_actions()[0])       # the order of Alice's triggers


def damage(game: Game, oid: int) -> int:
    return game.state.objects[oid].damage


def gone(game: Game, oid: int) -> bool:
    """Has the permanent left the battlefield (a new object elsewhere, CR 400.7)?"""
    return oid not in game.state.battlefield


def on_battlefield(game: Game, oid: int) -> bool:
    return oid in game.state.battlefield


# -- "deals N damage to that creature" ---------------------------------------------------------

@plays("Ashmouth Hound", "trigger.blocks_creature", "effect.damage_event_object")
def test_509_5d_becomes_blocked_by_two_creatures_deals_damage_to_each():
    game = board(["Ashmouth Hound"], ["Grizzly Bears", "Savannah Lions"],
                 step="declare attackers")
    hound, bears, lions = obj(game, "Ashmouth Hound"), obj(game, "Grizzly Bears"), \
        obj(game, "Savannah Lions")
    to_blockers(game, hound)
    declare_blocks(game, (bears, hound), (lions, hound))
    assert len(game.state.stack) == 2                   # once per blocking creature
    resolve(game)
    assert gone(game, lions) and grave(game, 1) == ["Savannah Lions"]     # 1 to the 2/1
    assert damage(game, bears) == 1
    assert on_battlefield(game, hound)


@plays("Ashmouth Hound", "trigger.blocks_creature", "effect.damage_event_object")
def test_509_5b_blocks_a_creature_deals_damage_to_it():
    game = board(["Savannah Lions"], ["Ashmouth Hound"], step="declare attackers")
    lions, hound = obj(game, "Savannah Lions"), obj(game, "Ashmouth Hound")
    to_blockers(game, lions)
    declare_blocks(game, (hound, lions))
    resolve(game)
    assert grave(game, 0) == ["Savannah Lions"]      # before combat damage (CR 510.1)
    assert damage(game, hound) == 0


@plays("Ashmouth Hound", "trigger.blocks_creature", "effect.damage_event_object")
def test_400_7_that_creature_returned_to_hand_is_dealt_no_damage():
    game = board(["Ashmouth Hound"], ["Grizzly Bears"], step="declare attackers",
                 hands=(["Unsummon"], []))
    hound, bears = obj(game, "Ashmouth Hound"), obj(game, "Grizzly Bears")
    to_blockers(game, hound)
    declare_blocks(game, (bears, hound))
    assert game.decision.player == 0 and len(game.state.stack) == 1
    add_mana(game, "{U}")
    cast(game, "Unsummon", bears)
    resolve(game)
    assert gone(game, bears) and hand(game, 1) == ["Grizzly Bears"]
    assert not game.state.stack and life(game, 1) == 20


@plays("Assembled Alphas", "trigger.blocks_creature", "effect.damage_event_object",
       "player.that_controller")
def test_603_2_damage_to_that_creature_and_its_controller():
    game = board(["Assembled Alphas"], ["Grizzly Bears"], step="declare attackers")
    alphas, bears = obj(game, "Assembled Alphas"), obj(game, "Grizzly Bears")
    to_blockers(game, alphas)
    declare_blocks(game, (bears, alphas))
    resolve(game)
    assert grave(game, 1) == ["Grizzly Bears"]
    assert life(game, 1) == 17


@plays("Caltrops", "effect.damage_event_object")
def test_603_2_caltrops_deals_damage_to_each_attacking_creature():
    game = board(["Grizzly Bears", "Savannah Lions"], ["Caltrops"], step="declare attackers")
    bears, lions = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions")
    game.act(Action("attack", 0, choice=((bears, BOB), (lions, BOB))))
    resolve(game)
    assert grave(game, 0) == ["Savannah Lions"]
    assert damage(game, bears) == 1


# -- "blocks a creature with flying" -------------------------------------------------------------

@plays("Ezuri's Archers", "trigger.blocks_quality")
def test_509_5b_blocks_a_creature_with_flying_pumps():
    game = board(["Serra Angel"], ["Ezuri's Archers"], step="declare attackers")
    angel, archers = obj(game, "Serra Angel"), obj(game, "Ezuri's Archers")
    to_blockers(game, angel)
    declare_blocks(game, (archers, angel))
    resolve(game)
    assert chars(game, archers).power == 4                 # 1 + 3
    while game.state.step != "end of combat":
        game.act(game.legal_actions()[0] if game.decision.kind != "priority"
                 else Action("pass", game.decision.player))
    assert grave(game, 0) == ["Serra Angel"]


@plays("Ezuri's Archers", "trigger.blocks_quality")
def test_509_5b_blocks_a_creature_without_flying_doesnt_trigger():
    game = board(["Grizzly Bears"], ["Ezuri's Archers"], step="declare attackers")
    bears, archers = obj(game, "Grizzly Bears"), obj(game, "Ezuri's Archers")
    to_blockers(game, bears)
    declare_blocks(game, (archers, bears))
    assert not game.state.stack
    assert chars(game, archers).power == 1


@plays("Arrogant Bloodlord", "trigger.blocks_quality", "trigger.blocks_creature")
def test_509_5d_becomes_blocked_by_a_creature_with_power_1_or_less():
    game = board(["Arrogant Bloodlord", "Arrogant Bloodlord"], ["Llanowar Elves",
                                                                 "Grizzly Bears"],
                 step="declare attackers")
    first, second = obj(game, "Arrogant Bloodlord"), obj(game, "Arrogant Bloodlord", 1)
    elves, bears = obj(game, "Llanowar Elves"), obj(game, "Grizzly Bears")
    to_blockers(game, first, second)
    declare_blocks(game, (elves, first), (bears, second))
    assert len(game.state.stack) == 1                  # only the power-1 blocker
    resolve(game)
    while game.state.step != "postcombat main":
        game.act(game.legal_actions()[0] if game.decision.kind != "priority"
                 else Action("pass", game.decision.player))
    assert gone(game, first)                           # at end of combat (CR 511.2)
    assert on_battlefield(game, second)
    assert grave(game, 0) == ["Arrogant Bloodlord"]


# -- "tap that creature and it doesn't untap during its controller's next untap step" ----------

def _to_turn(game: Game, turn: int, step: str) -> None:
    while not (game.state.turn == turn and game.state.step == step):
        d = game.decision
        if d.kind == "priority":
            game.act(Action("pass", d.player))
        elif d.kind in ("attackers", "blockers"):
            game.act(Action("attack" if d.kind == "attackers" else "block", d.player,
                            choice=()))
        else:
            game.act(game.legal_actions()[0])


@plays("Kashi-Tribe Warriors", "trigger.damage")
def test_510_3a_combat_damage_to_a_creature_taps_it_and_it_stays_tapped():
    game = board(["Kashi-Tribe Warriors"], ["Hill Giant"], step="declare attackers")
    warriors, giant = obj(game, "Kashi-Tribe Warriors"), obj(game, "Hill Giant")
    to_blockers(game, warriors)
    declare_blocks(game, (giant, warriors))
    _to_turn(game, 3, "end of combat")
    assert damage(game, giant) == 2
    assert game.state.objects[giant].tapped
    _to_turn(game, 4, "precombat main")
    assert game.state.objects[giant].tapped                # CR 502.3: not this untap step
    _to_turn(game, 6, "precombat main")
    assert not game.state.objects[giant].tapped


@plays("Wall of Frost", "trigger.blocks_creature")
def test_502_3_blocked_creature_doesnt_untap_during_its_controllers_next_untap_step():
    game = board(["Grizzly Bears"], ["Wall of Frost"], step="declare attackers")
    bears, wall = obj(game, "Grizzly Bears"), obj(game, "Wall of Frost")
    to_blockers(game, bears)
    declare_blocks(game, (wall, bears))
    resolve(game)
    _to_turn(game, 5, "precombat main")
    assert game.state.objects[bears].tapped
    _to_turn(game, 7, "precombat main")
    assert not game.state.objects[bears].tapped


# -- "target creature can't block this creature this turn" ------------------------------------

@plays("Duct Crawler", "effect.cant_block_source")
def test_509_1b_target_creature_cant_block_this_creature_this_turn():
    game = board(["Duct Crawler", "Savannah Lions", "Mountain", "Mountain"],
                 ["Grizzly Bears"], step="precombat main")
    crawler, lions, bears = obj(game, "Duct Crawler"), obj(game, "Savannah Lions"), \
        obj(game, "Grizzly Bears")
    add_mana(game, "{1}{R}")
    activate(game, crawler, bears)
    resolve(game)
    to_blockers(game, crawler, lions)
    try:
        game.act(Action("block", 1, choice=((bears, crawler),)))
        raise AssertionError("the Bears blocked the Crawler")
    except IllegalAction as refused:
        assert "509.1b" in refused.reason
    assert game.is_legal(Action("block", 1, choice=((bears, lions),)))


def _to_step(game: Game, step: str) -> None:
    while game.state.step != step:
        game.act(game.legal_actions()[0] if game.decision.kind != "priority"
                 else Action("pass", game.decision.player))


@plays("Deathgazer", "trigger.blocks_quality", "trigger.blocks_creature")
def test_509_5d_nonblack_blocker_destroyed_at_end_of_combat():
    game = board(["Deathgazer"], ["Hill Giant", "Dross Crocodile"], step="declare attackers")
    gazer, giant, croc = obj(game, "Deathgazer"), obj(game, "Hill Giant"), \
        obj(game, "Dross Crocodile")
    to_blockers(game, gazer)
    declare_blocks(game, (giant, gazer), (croc, gazer))
    assert len(game.state.stack) == 1                  # the black Crocodile: no trigger
    resolve(game)
    _to_step(game, "combat damage")
    assert on_battlefield(game, giant)
    _to_step(game, "postcombat main")
    assert gone(game, giant) and grave(game, 1) == ["Hill Giant"]    # CR 511.2
    assert on_battlefield(game, croc)


@plays("Engulfing Slagwurm", "trigger.blocks_creature")
def test_608_2h_gain_life_equal_to_the_destroyed_creatures_toughness():
    game = board(["Engulfing Slagwurm"], ["Hill Giant"], step="declare attackers")
    wurm, giant = obj(game, "Engulfing Slagwurm"), obj(game, "Hill Giant")
    to_blockers(game, wurm)
    declare_blocks(game, (giant, wurm))
    resolve(game)
    assert grave(game, 1) == ["Hill Giant"]
    assert life(game, 0) == 23                         # as it last existed (CR 608.2h)


# -- "hexproof from artifacts, creatures, and enchantments" -----------------------------------

@plays("Nevinyrral, Urborg Tyrant", "keyword.list")
def test_702_11d_hexproof_from_a_list_of_card_types():
    game = board(["Nevinyrral, Urborg Tyrant"], ["Prodigal Sorcerer", "Grizzly Bears"],
                 hands=([], ["Shock"]))
    nev, sorcerer = obj(game, "Nevinyrral, Urborg Tyrant"), obj(game, "Prodigal Sorcerer")
    assert chars(game, nev).keywords >= {"hexproof from artifacts", "hexproof from creatures",
                                         "hexproof from enchantments"}
    game.act(Action("pass", 0))
    assert game.decision.player == 1
    from_creature = Action("activate", 1, sorcerer, ability=0, targets=(("object", nev),))
    assert not game.is_legal(from_creature)                  # a creature source
    assert game.is_legal(Action("activate", 1, sorcerer, ability=0,
                                targets=(("object", obj(game, "Grizzly Bears")),)))
    add_mana(game, "{R}", 1)
    shock = game.state.players[1].hand[0]
    game.act(Action("cast", 1, shock, targets=(("object", nev),), mode=0))   # an instant
    resolve(game)
    assert damage(game, nev) == 2


# -- "it gets +N/+N for each creature blocking it [beyond the first]" ------------------------

@plays("General Marhault Elsdragon", "trigger.described_combat", "quantity.blocking")
def test_509_3d_a_creature_you_control_gets_more_for_each_creature_blocking_it():
    game = board(["General Marhault Elsdragon", "Grizzly Bears"],
                 ["Savannah Lions", "Llanowar Elves", "Hill Giant"], step="declare attackers")
    bears, lions, elves = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions"), \
        obj(game, "Llanowar Elves")
    to_blockers(game, bears)
    declare_blocks(game, (lions, bears), (elves, bears))
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (8, 8)   # 2 + 3 x 2


@plays("Jungle Wurm", "trigger.combat", "quantity.blocking")
def test_509_1_minus_for_each_creature_blocking_it_beyond_the_first():
    game = board(["Jungle Wurm", "Jungle Wurm"],
                 ["Savannah Lions", "Llanowar Elves", "Hill Giant"], step="declare attackers")
    first, second = obj(game, "Jungle Wurm"), obj(game, "Jungle Wurm", 1)
    lions, elves, giant = obj(game, "Savannah Lions"), obj(game, "Llanowar Elves"), \
        obj(game, "Hill Giant")
    to_blockers(game, first, second)
    declare_blocks(game, (lions, first), (elves, first), (giant, first))
    resolve(game)
    assert (chars(game, first).power, chars(game, first).toughness) == (3, 3)    # 5 - 2
    assert (chars(game, second).power, chars(game, second).toughness) == (5, 5)  # unblocked


# -- "whenever equipped creature becomes blocked by a creature" -------------------------------

@plays("Infiltration Lens", "trigger.attached", "trigger.blocks_creature")
def test_509_5d_equipped_creature_blocked_by_two_creatures_triggers_twice():
    game = board(["Infiltration Lens", "Grizzly Bears", "Plains"],
                 ["Savannah Lions", "Llanowar Elves"])
    lens, bears = obj(game, "Infiltration Lens"), obj(game, "Grizzly Bears")
    lions, elves = obj(game, "Savannah Lions"), obj(game, "Llanowar Elves")
    add_mana(game, "{1}")
    activate(game, lens, bears)
    resolve(game)
    assert game.state.objects[lens].attached_to == bears
    to_blockers(game, bears)
    declare_blocks(game, (lions, bears), (elves, bears))
    assert len(game.state.stack) == 2
    before = len(hand(game, 0))
    while game.state.stack:
        if game.decision.kind == "yes_no":
            game.act(Action("choose", 0, choice=("yes",)))
        else:
            game.act(Action("pass", game.decision.player))
    assert len(hand(game, 0)) == before + 4


@plays("Flayed Nim", "trigger.damage", "player.that_controller")
def test_510_2_that_creatures_controller_loses_that_much_life():
    game = board(["Flayed Nim"], ["Hill Giant"], step="declare attackers")
    nim, giant = obj(game, "Flayed Nim"), obj(game, "Hill Giant")
    to_blockers(game, nim)
    declare_blocks(game, (giant, nim))
    _to_turn(game, 3, "end of combat")
    assert damage(game, giant) == 2
    assert life(game, 1) == 18 and life(game, 0) == 20


@plays("Sabertooth Alley Cat", "effect.cant_block_source")
def test_509_1b_creatures_without_defender_cant_block_this_creature_this_turn():
    game = board(["Sabertooth Alley Cat"], ["Grizzly Bears", "Wall of Wood"])
    cat, bears, wall = obj(game, "Sabertooth Alley Cat"), obj(game, "Grizzly Bears"), \
        obj(game, "Wall of Wood")
    add_mana(game, "{1}{R}")
    activate(game, cat)
    resolve(game)
    to_blockers(game, cat)
    assert not game.is_legal(Action("block", 1, choice=((bears, cat),)))
    game.act(Action("block", 1, choice=((wall, cat),)))             # a creature with defender
    assert game.state.objects[wall].blocking == (cat,)


# -- "the other creature" ---------------------------------------------------------------------

@plays("Mammoth Harness", "trigger.attached", "trigger.blocks_creature",
       "phrase.the_other_creature")
def test_509_5d_the_other_creature_gains_first_strike():
    game = board(["Grizzly Bears", "Forest", "Forest", "Forest", "Forest"], ["Savannah Lions"],
                 hands=(["Mammoth Harness"], []))
    bears, lions = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions")
    add_mana(game, "{3}{G}")
    cast(game, "Mammoth Harness", bears)
    resolve(game)
    to_blockers(game, bears)
    declare_blocks(game, (lions, bears))
    resolve(game)
    assert chars(game, lions).has("first strike")
    assert not chars(game, bears).has("first strike")
    _to_turn(game, 3, "end of combat")
    assert gone(game, bears) and on_battlefield(game, lions)      # first strike (CR 510.4)


@plays("Venomous Fangs", "trigger.attached", "trigger.damage", "phrase.the_other_creature")
def test_603_2_enchanted_creature_deals_damage_to_a_creature_destroy_the_other():
    game = board(["Grizzly Bears"], ["Hill Giant"], hands=(["Venomous Fangs"], []))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    add_mana(game, "{2}{G}")
    cast(game, "Venomous Fangs", bears)
    resolve(game)
    to_blockers(game, bears)
    declare_blocks(game, (giant, bears))
    _to_turn(game, 3, "end of combat")
    assert "Hill Giant" in grave(game, 1)


@plays("Gift of the Woods", "trigger.attached")
def test_509_3c_enchanted_creature_blocks_or_becomes_blocked():
    game = board(["Grizzly Bears", "Grizzly Bears"], ["Hill Giant"],
                 hands=(["Gift of the Woods"], []))
    bears = obj(game, "Grizzly Bears")
    add_mana(game, "{G}")
    cast(game, "Gift of the Woods", bears)
    resolve(game)
    to_blockers(game, bears)
    declare_blocks(game, (obj(game, "Hill Giant"), bears))
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (2, 5)
    assert life(game, 0) == 21
    _to_turn(game, 3, "end of combat")
    assert on_battlefield(game, bears)                       # 3 damage to a 2/5
