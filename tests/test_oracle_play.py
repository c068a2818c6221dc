"""Every construct the Oracle compiler accepts, played: a real card compiled from its
Oracle text does what its text says in a game.

Each test names, with `plays`, the card it plays and the constructs it checks;
tests/test_oracle_constructs.py checks that every construct of the grammar is played
by some test here, and that each named card's compilation does use those constructs.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from boards import board, ids

from tolaria import Action, Game, IllegalAction
from tolaria.rules.layers import characteristics

# card name -> constructs the tests check with it (read by test_oracle_constructs)
PLAYED: list[tuple[str, tuple[str, ...]]] = []


def plays(card: str, *constructs: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    PLAYED.append((card, constructs))
    return lambda fn: fn


ALICE, BOB = ("player", 0), ("player", 1)


# -- helpers -------------------------------------------------------------------------------

def obj(game: Game, name: str, n: int = 0) -> int:
    return ids(game, name)[n]


def _ref(target: Any) -> Any:
    return ("object", target) if isinstance(target, int) else target


def in_hand(game: Game, name: str, player: int = 0) -> int:
    state = game.state
    return next(i for i in state.players[player].hand if state.objects[i].name == name)


def cast(game: Game, name: str, *targets: Any, player: int = 0, mode: int | None = None,
         x: int | None = None, costs: tuple = ()) -> None:
    oid = in_hand(game, name, player)
    card = game.state.objects[oid].card
    if mode is None and card.spell is not None:
        mode = 0
    game.act(Action("cast", player, oid, targets=tuple(_ref(t) for t in targets), mode=mode,
                    x=x, costs=costs))


def activate(game: Game, oid: int, *targets: Any, index: int = 0, player: int = 0,
             costs: tuple = (), choice: tuple = ()) -> None:
    game.act(Action("activate", player, oid, ability=index,
                    targets=tuple(_ref(t) for t in targets), costs=costs, choice=choice))


def resolve(game: Game) -> None:
    """Both players pass until the stack is empty or someone must decide something else."""
    while game.state.stack and game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))


def choose(game: Game, *options: Any) -> None:
    game.act(Action("choose", game.decision.player, choice=tuple(options)))


def choose_targets(game: Game, *targets: Any) -> None:
    assert game.decision.kind == "targets"
    game.act(Action("choose", game.decision.player, targets=tuple(_ref(t) for t in targets)))


def life(game: Game, player: int) -> int:
    return game.state.players[player].life


def hand(game: Game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].hand]


def grave(game: Game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].graveyard]


def chars(game: Game, oid: int):
    return characteristics(game.state, game.state.objects[oid])


def names(game: Game) -> list[str]:
    return [game.state.objects[i].name for i in game.state.battlefield]


def to_step(game: Game, step: str) -> None:
    """Pass priority until the game reaches `step` (of any turn)."""
    for _ in range(60):
        if game.state.step == step and game.decision.kind == "priority":
            return
        move_on(game)
    raise AssertionError(f"never reached {step}")


def move_on(game: Game) -> None:
    """Answer the pending decision the quiet way: pass, attack or block with nothing, or
    the first legal action."""
    d = game.decision
    if d.kind == "priority":
        game.act(Action("pass", d.player))
    elif d.kind == "attackers":
        game.act(Action("attack", d.player, choice=()))
    elif d.kind == "blockers":
        game.act(Action("block", d.player, choice=()))
    else:
        game.act(game.legal_actions()[0])


# -- spells: damage, cards, life ------------------------------------------------------------

@plays("Shock", "spell.effects", "effect.damage", "phrase.self", "phrase.target",
       "phrase.number")
def test_120_3_shock_deals_two_damage_to_any_target():
    game = board(["Mountain"], ["Grizzly Bears"], hands=(["Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 18


@plays("Blaze", "effect.damage", "phrase.number")
def test_107_3_blaze_deals_x_damage():
    game = board(["Mountain"] * 4, [], hands=(["Blaze"], []))
    cast(game, "Blaze", BOB, x=3)
    resolve(game)
    assert life(game, 1) == 17


@plays("Divination", "effect.draw")
def test_121_1_divination_draws_two():
    game = board(["Island"] * 3, [], hands=(["Divination"], []))
    cast(game, "Divination")
    resolve(game)
    assert len(hand(game)) == 2


@plays("Mind Rot", "effect.discard", "phrase.target")
def test_701_8_mind_rot_target_player_discards_two():
    game = board(["Swamp"] * 3, [], hands=(["Mind Rot"], ["Shock", "Opt", "Duress"]))
    cast(game, "Mind Rot", BOB)
    resolve(game)
    assert game.decision.kind == "discard" and game.decision.player == 1
    game.act(Action("choose", 1, choice=tuple(game.state.players[1].hand[:2])))
    assert hand(game, 1) == ["Duress"] and sorted(grave(game, 1)) == ["Opt", "Shock"]


@plays("Tome Scour", "effect.mill")
def test_701_13_tome_scour_mills_five():
    game = board(["Island"], [], hands=(["Tome Scour"], []))
    cast(game, "Tome Scour", BOB)
    resolve(game)
    assert len(game.state.players[1].graveyard) == 5


@plays("Sign in Blood", "effect.draw", "effect.lose_life", "effect.same_subject")
def test_119_3_sign_in_blood_draws_and_loses_life():
    game = board(["Swamp"] * 2, [], hands=(["Sign in Blood"], []))
    cast(game, "Sign in Blood", BOB)
    resolve(game)
    assert len(hand(game, 1)) == 2 and life(game, 1) == 18


@plays("Lightning Helix", "effect.damage", "effect.gain_life")
def test_119_3_lightning_helix_damage_and_life():
    game = board(["Mountain", "Plains"], ["Grizzly Bears"], hands=(["Lightning Helix"], []))
    cast(game, "Lightning Helix", obj(game, "Grizzly Bears"))
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1) and life(game, 0) == 23


@plays("Flame Rift", "effect.damage_each")
def test_120_3_flame_rift_damages_each_player():
    game = board(["Mountain"] * 2, [], hands=(["Flame Rift"], []))
    cast(game, "Flame Rift")
    resolve(game)
    assert life(game, 0) == 16 and life(game, 1) == 16


@plays("Pyroclasm", "effect.damage_each")
def test_120_3_pyroclasm_damages_each_creature():
    game = board(["Mountain"] * 2 + ["Hill Giant"], ["Grizzly Bears"], hands=(["Pyroclasm"], []))
    cast(game, "Pyroclasm")
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1) and "Hill Giant" in names(game)
    assert life(game, 1) == 20


@plays("Cat-Gator", "phrase.quantity", "trigger.enters")
def test_608_2h_damage_equal_to_the_number_of_swamps():
    game = board(["Swamp"] * 7, [], hands=(["Cat-Gator"], []))
    cast(game, "Cat-Gator")
    resolve(game)
    choose_targets(game, BOB)
    resolve(game)
    assert life(game, 1) == 13


# -- spells: removal, counters, bounce ------------------------------------------------------

@plays("Doom Blade", "effect.destroy", "phrase.filter")
def test_701_7_doom_blade_destroys_only_nonblack():
    game = board(["Swamp"] * 2, ["Grizzly Bears", "Typhoid Rats"], hands=(["Doom Blade"], []))
    with pytest.raises(IllegalAction):
        cast(game, "Doom Blade", obj(game, "Typhoid Rats"))
    cast(game, "Doom Blade", obj(game, "Grizzly Bears"))
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1)


@plays("Terror", "effect.destroy")
def test_701_15c_terror_prevents_regeneration():
    game = board(["Swamp"] * 2, ["River Boa", "Forest"], hands=(["Terror"], []))
    boa = obj(game, "River Boa")
    cast(game, "Terror", boa)
    game.act(Action("pass", 0))
    activate(game, boa, player=1)                # a regeneration shield, on top of Terror
    resolve(game)
    assert "River Boa" in grave(game, 1)


@plays("Wrath of God", "effect.destroy_all")
def test_701_15c_wrath_of_god_destroys_all_creatures():
    game = board(["Plains"] * 4 + ["Grizzly Bears"], ["Hill Giant"], hands=(["Wrath of God"], []))
    cast(game, "Wrath of God")
    resolve(game)
    assert "Grizzly Bears" in grave(game, 0) and "Hill Giant" in grave(game, 1)


@plays("Swords to Plowshares", "effect.exile", "phrase.quantity", "phrase.it")
def test_608_2h_swords_exiles_and_gives_life_equal_to_power():
    game = board(["Plains"], ["Hill Giant"], hands=(["Swords to Plowshares"], []))
    cast(game, "Swords to Plowshares", obj(game, "Hill Giant"))
    resolve(game)
    assert "Hill Giant" not in names(game) and life(game, 1) == 23


@plays("Unsummon", "effect.bounce")
def test_400_3_unsummon_returns_to_owners_hand():
    game = board(["Island"], ["Grizzly Bears"], hands=(["Unsummon"], []))
    cast(game, "Unsummon", obj(game, "Grizzly Bears"))
    resolve(game)
    assert hand(game, 1) == ["Grizzly Bears"]


@plays("Essence Scatter", "effect.counter", "phrase.filter")
def test_701_5_essence_scatter_counters_a_creature_spell():
    game = board(["Forest"] * 2 + ["Mountain"], ["Island"] * 2,
                 hands=(["Grizzly Bears", "Shock"], ["Essence Scatter"]))
    cast(game, "Grizzly Bears")
    bears = game.state.stack[-1]
    game.act(Action("pass", 0))
    cast(game, "Essence Scatter", bears, player=1)
    resolve(game)
    assert "Grizzly Bears" in grave(game, 0)


@plays("Clockwork Drawbridge", "ability.activated", "cost.mana", "cost.tap", "effect.tap")
def test_701_21_drawbridge_taps_target_creature():
    game = board(["Clockwork Drawbridge", "Plains", "Plains", "Plains"], ["Grizzly Bears"])
    bridge = obj(game, "Clockwork Drawbridge")
    activate(game, bridge, obj(game, "Grizzly Bears"))
    resolve(game)
    assert game.state.objects[obj(game, "Grizzly Bears")].tapped
    assert game.state.objects[bridge].tapped


@plays("Arbor Elf", "effect.untap")
def test_701_21_arbor_elf_untaps_a_forest():
    game = board(["Arbor Elf", "Forest"], [])
    forest = obj(game, "Forest")
    game.state.objects[forest].tapped = True
    activate(game, obj(game, "Arbor Elf"), forest)
    resolve(game)
    assert not game.state.objects[forest].tapped


@plays("Mobilize", "effect.tap_all")
def test_701_21_mobilize_untaps_all_your_creatures():
    game = board(["Forest", "Grizzly Bears", "Hill Giant"], ["Typhoid Rats"],
                 hands=(["Mobilize"], []))
    for i in ids(game, "Grizzly Bears") + ids(game, "Hill Giant") + ids(game, "Typhoid Rats"):
        game.state.objects[i].tapped = True
    cast(game, "Mobilize")
    resolve(game)
    state = game.state
    assert not state.objects[obj(game, "Grizzly Bears")].tapped
    assert not state.objects[obj(game, "Hill Giant")].tapped
    assert state.objects[obj(game, "Typhoid Rats")].tapped


# -- spells: continuous effects ------------------------------------------------------------

@plays("Giant Growth", "effect.pump")
def test_611_2_giant_growth_until_end_of_turn():
    game = board(["Forest", "Grizzly Bears"], [], hands=(["Giant Growth"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Giant Growth", bears)
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (5, 5)
    to_step(game, "upkeep")
    assert chars(game, bears).power == 2


@plays("Jump", "effect.grant")
def test_613_1f_jump_grants_flying():
    game = board(["Island", "Grizzly Bears"], [], hands=(["Jump"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Jump", bears)
    resolve(game)
    assert "flying" in chars(game, bears).keywords


@plays("Shrivel", "effect.group_pump")
def test_611_2c_shrivel_affects_the_creatures_there_as_it_resolves():
    game = board(["Swamp", "Swamp", "Grizzly Bears"], ["Typhoid Rats"], hands=(["Shrivel"], []))
    cast(game, "Shrivel")
    resolve(game)
    assert "Typhoid Rats" in grave(game, 1)
    bears = obj(game, "Grizzly Bears")
    assert (chars(game, bears).power, chars(game, bears).toughness) == (1, 1)


@plays("Falter", "effect.cant_this_turn")
def test_509_1b_falter_creatures_without_flying_cant_block():
    game = board(["Mountain"] * 2, ["Grizzly Bears", "Suntail Hawk"], hands=(["Falter"], []))
    cast(game, "Falter")
    resolve(game)
    assert "cant_block" in chars(game, obj(game, "Grizzly Bears")).restrictions
    assert "cant_block" not in chars(game, obj(game, "Suntail Hawk")).restrictions
    to_step(game, "upkeep")
    assert "cant_block" not in chars(game, obj(game, "Grizzly Bears")).restrictions


@plays("Lambholt Harrier", "effect.cant_this_turn")
def test_509_1b_target_creature_cant_block_this_turn():
    game = board(["Lambholt Harrier"] + ["Mountain"] * 4, ["Grizzly Bears"])
    bears = obj(game, "Grizzly Bears")
    activate(game, obj(game, "Lambholt Harrier"), bears)
    resolve(game)
    assert "cant_block" in chars(game, bears).restrictions


@plays("Turn to Frog", "effect.become")
def test_613_turn_to_frog_becomes_a_blue_frog():
    game = board(["Island"] * 2, ["Serra Angel"], hands=(["Turn to Frog"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "Turn to Frog", angel)
    resolve(game)
    c = chars(game, angel)
    assert (c.power, c.toughness, c.subtypes, c.colors, c.keywords) == (
        1, 1, frozenset({"Frog"}), frozenset("U"), frozenset())


@plays("Twisted Image", "effect.switch_pt", "effect.draw")
def test_613_4d_twisted_image_switches_power_and_toughness():
    game = board(["Island"], ["Wall of Stone"], hands=(["Twisted Image"], []))
    wall = obj(game, "Wall of Stone")
    cast(game, "Twisted Image", wall)
    resolve(game)
    assert (chars(game, wall).power, chars(game, wall).toughness) == (8, 0)
    assert len(hand(game)) == 1


@plays("Threaten", "effect.control", "effect.untap", "effect.grant", "phrase.it")
def test_613_1b_threaten_steals_untaps_and_hastes():
    game = board(["Mountain"] * 3, ["Hill Giant"], hands=(["Threaten"], []))
    giant = obj(game, "Hill Giant")
    game.state.objects[giant].tapped = True
    cast(game, "Threaten", giant)
    resolve(game)
    c = chars(game, giant)
    assert c.controller == 0 and "haste" in c.keywords and not game.state.objects[giant].tapped


@plays("Twincast", "effect.copy_spell")
def test_707_10_twincast_copies_a_spell():
    game = board(["Mountain"], ["Island"] * 2, hands=(["Shock"], ["Twincast"]))
    cast(game, "Shock", BOB)
    shock = game.state.stack[-1]
    game.act(Action("pass", 0))
    cast(game, "Twincast", shock, player=1)
    game.act(Action("pass", 1))
    game.act(Action("pass", 0))
    if game.decision.kind == "new_targets":
        game.act(next(a for a in game.legal_actions() if a.targets == (ALICE,)))
    resolve(game)
    assert life(game, 0) == 18 and life(game, 1) == 18


@plays("Sleight of Mind", "effect.change_text")
def test_612_2_sleight_of_mind_changes_a_colour_word():
    game = board(["Island"], ["Swamp", "Swamp"], hands=(["Sleight of Mind"], []))
    cast(game, "Sleight of Mind", obj(game, "Swamp"))
    resolve(game)
    assert game.decision.kind == "choose"
    assert set(game.decision.options) == {"white", "blue", "black", "red", "green"}


@plays("Dark Ritual", "effect.add_mana")
def test_106_3_dark_ritual_adds_three_black():
    game = board(["Swamp"], [], hands=(["Dark Ritual"], []))
    cast(game, "Dark Ritual")
    resolve(game)
    assert game.state.players[0].pool.total() == 3


@plays("Healing Salve", "spell.modal", "effect.prevent", "effect.gain_life")
def test_700_2_healing_salve_modes():
    game = board(["Plains"], [], hands=(["Healing Salve"], []))
    cast(game, "Healing Salve", ALICE, mode=0)
    resolve(game)
    assert life(game, 0) == 23
    game = board(["Plains", "Mountain"], [], hands=(["Healing Salve", "Shock"], []))
    cast(game, "Healing Salve", BOB, mode=1)
    resolve(game)
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 20


@plays("Circle of Protection: Red", "effect.prevent_from_source")
def test_615_8_circle_of_protection_red():
    game = board(["Circle of Protection: Red", "Plains", "Mountain"], [],
                 hands=(["Shock"], []))
    cast(game, "Shock", ALICE)                    # a red source on the stack
    shock = game.state.stack[-1]
    activate(game, obj(game, "Circle of Protection: Red"))
    resolve(game)
    if game.decision.kind == "choose":
        choose(game, shock)
    resolve(game)
    assert life(game, 0) == 20


# -- tokens and counters --------------------------------------------------------------------

@plays("Dragon Fodder", "effect.tokens")
def test_111_1_dragon_fodder_makes_two_goblins():
    game = board(["Mountain"] * 2, [], hands=(["Dragon Fodder"], []))
    cast(game, "Dragon Fodder")
    resolve(game)
    goblins = ids(game, "Goblin")
    assert len(goblins) == 2 and chars(game, goblins[0]).colors == frozenset("R")
    assert (chars(game, goblins[0]).power, chars(game, goblins[0]).toughness) == (1, 1)


@plays("Advent of the Wurm", "effect.tokens")
def test_111_1_token_with_a_keyword():
    game = board(["Forest", "Forest", "Plains", "Plains"], [], hands=(["Advent of the Wurm"], []))
    cast(game, "Advent of the Wurm")
    resolve(game)
    assert "trample" in chars(game, obj(game, "Wurm")).keywords


@plays("Deduce", "effect.named_tokens", "effect.draw")
def test_111_10_investigate_makes_a_clue_that_draws():
    game = board(["Island"] * 4, [], hands=(["Deduce"], []))
    cast(game, "Deduce")
    resolve(game)
    clue = obj(game, "Clue")
    assert len(hand(game)) == 1
    activate(game, clue)
    resolve(game)
    assert len(hand(game)) == 2 and "Clue" not in names(game)


@plays("Gild", "effect.named_tokens", "effect.exile")
def test_111_10_gold_token_sacrifices_for_mana():
    game = board(["Swamp"] * 4, ["Grizzly Bears"], hands=(["Gild"], []))
    cast(game, "Gild", obj(game, "Grizzly Bears"))
    resolve(game)
    activate(game, obj(game, "Gold"), choice=(4,))
    assert game.state.players[0].pool.total() == 1 and "Gold" not in names(game)


@plays("Sledding Otter-Penguin", "effect.counters")
def test_122_6_put_a_counter_on_this_creature():
    game = board(["Sledding Otter-Penguin"] + ["Island"] * 3, [])
    otter = obj(game, "Sledding Otter-Penguin")
    activate(game, otter)
    resolve(game)
    assert game.state.objects[otter].counters.get("+1/+1") == 1


@plays("Basri's Solidarity", "effect.counters_each")
def test_122_6_a_counter_on_each_creature_you_control():
    game = board(["Plains"] * 2 + ["Grizzly Bears", "Hill Giant"], ["Typhoid Rats"],
                 hands=(["Basri's Solidarity"], []))
    cast(game, "Basri's Solidarity")
    resolve(game)
    state = game.state
    assert state.objects[obj(game, "Grizzly Bears")].counters.get("+1/+1") == 1
    assert not state.objects[obj(game, "Typhoid Rats")].counters


# -- sacrifice, regeneration, players' choices -------------------------------------------------

@plays("Innocent Blood", "effect.sacrifice_choice")
def test_701_17a_each_player_sacrifices_a_creature_of_their_choice():
    game = board(["Swamp", "Grizzly Bears", "Hill Giant"], ["Typhoid Rats"],
                 hands=(["Innocent Blood"], []))
    cast(game, "Innocent Blood")
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 0
    choose(game, obj(game, "Grizzly Bears"))
    assert "Grizzly Bears" in grave(game, 0) and "Hill Giant" in names(game)
    assert "Typhoid Rats" in grave(game, 1)


@plays("Drudge Skeletons", "effect.regenerate")
def test_701_15_drudge_skeletons_regenerates():
    game = board(["Drudge Skeletons", "Swamp", "Mountain"], [], hands=(["Lightning Bolt"], []))
    skeletons = obj(game, "Drudge Skeletons")
    activate(game, skeletons)
    resolve(game)
    cast(game, "Lightning Bolt", skeletons)
    resolve(game)
    assert skeletons in game.state.battlefield and game.state.objects[skeletons].tapped


@plays("Ball Lightning", "trigger.step", "effect.sacrifice", "keyword.list")
def test_603_2b_ball_lightning_is_sacrificed_at_end_step():
    game = board(["Ball Lightning"], [])
    to_step(game, "end")
    resolve(game)
    assert "Ball Lightning" in grave(game, 0)


@plays("Opt", "effect.scry", "effect.draw")
def test_701_22_opt_scry_one_to_the_bottom():
    game = board(["Island"], [], hands=(["Opt"], []))
    top = game.state.players[0].library[-1]
    cast(game, "Opt")
    resolve(game)
    assert game.decision.kind == "choose" and "done" in game.decision.options
    choose(game, top)
    resolve(game)
    assert game.state.players[0].library[0] == top


@plays("Consider", "effect.surveil")
def test_701_25_consider_surveil_into_graveyard():
    game = board(["Island"], [], hands=(["Consider"], []))
    top = game.state.players[0].library[-1]
    cast(game, "Consider")
    resolve(game)
    choose(game, top)
    resolve(game)
    assert len(game.state.players[0].graveyard) == 2 and len(hand(game)) == 1


@plays("Duress", "effect.reveal_discard", "phrase.target")
def test_701_8_duress_chooses_a_noncreature_nonland_card():
    game = board(["Swamp"], [], hands=(["Duress"], ["Grizzly Bears", "Shock", "Opt", "Forest"]))
    cast(game, "Duress", BOB)
    resolve(game)
    assert game.decision.kind == "choose"
    options = {game.state.objects[o].name: o for o in game.decision.options}
    assert sorted(options) == ["Opt", "Shock"]
    choose(game, options["Shock"])
    assert sorted(hand(game, 1)) == ["Forest", "Grizzly Bears", "Opt"]


# -- permanents: keywords, mana, costs -----------------------------------------------------------

@plays("Grizzly Bears", "card.vanilla")
def test_vanilla_creature():
    game = board(["Grizzly Bears"], [])
    c = chars(game, obj(game, "Grizzly Bears"))
    assert (c.power, c.toughness, c.keywords, c.activated) == (2, 2, frozenset(), ())


@plays("Serra Angel", "keyword.list")
def test_702_1c_keyword_line():
    game = board(["Serra Angel"], [])
    assert {"flying", "vigilance"} <= chars(game, obj(game, "Serra Angel")).keywords


@plays("Bonesplitter", "keyword.equip", "static.attached", "phrase.attached")
def test_702_6_bonesplitter_equips_and_pumps():
    game = board(["Bonesplitter", "Grizzly Bears", "Mountain"], [])
    bears = obj(game, "Grizzly Bears")
    activate(game, obj(game, "Bonesplitter"), bears)
    resolve(game)
    assert chars(game, bears).power == 4


@plays("Pacifism", "keyword.enchant", "static.restrict")
def test_303_4_pacifism_enchanted_creature_cant_attack():
    game = board(["Plains"] * 2, ["Grizzly Bears"], hands=(["Pacifism"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Pacifism", bears)
    resolve(game)
    assert {"cant_attack", "cant_block"} <= chars(game, bears).restrictions


@plays("Vestige of Emrakul", "keyword.devoid")
def test_702_114a_devoid_is_colorless():
    game = board(["Vestige of Emrakul"], [])
    assert chars(game, obj(game, "Vestige of Emrakul")).colors == frozenset()


@plays("Woodland Changeling", "keyword.changeling")
def test_702_73a_changeling_is_every_creature_type():
    game = board(["Woodland Changeling", "Lord of Atlantis"], [])
    c = chars(game, obj(game, "Woodland Changeling"))
    assert {"Merfolk", "Elf", "Goblin"} <= c.subtypes and c.power == 3     # the lord's +1/+1


@plays("Llanowar Elves", "ability.mana", "cost.tap")
def test_605_1a_llanowar_elves_taps_for_green():
    game = board(["Llanowar Elves"], [])
    activate(game, obj(game, "Llanowar Elves"))
    assert game.state.players[0].pool.total() == 1


@plays("Nightshade Dryad", "card.mana_options", "ability.mana")
def test_605_3b_two_mana_lines_are_one_choice():
    game = board(["Nightshade Dryad"], [])
    dryad = obj(game, "Nightshade Dryad")
    (ability,) = chars(game, dryad).activated
    assert ability.mana == ("C", "W", "U", "B", "R", "G")
    activate(game, dryad, choice=(3,))
    assert game.state.players[0].pool.total() == 1


@plays("Jace Beleren", "ability.loyalty", "effect.draw", "effect.mill")
def test_606_jace_beleren_loyalty_abilities():
    game = board(["Island"] * 3, [], hands=(["Jace Beleren"], []))
    cast(game, "Jace Beleren")
    resolve(game)
    jace = obj(game, "Jace Beleren")
    activate(game, jace, index=0)
    resolve(game)
    assert len(hand(game, 0)) == 1 and len(hand(game, 1)) == 1
    assert game.state.objects[jace].counters["loyalty"] == 5


@plays("Treetop Snarespinner", "ability.sorcery_speed", "effect.counters")
def test_602_5d_activate_only_as_a_sorcery():
    game = board(["Treetop Snarespinner", "Forest", "Forest", "Forest"], [],
                 step="beginning of combat")
    spider = obj(game, "Treetop Snarespinner")
    with pytest.raises(IllegalAction):
        activate(game, spider, spider)


@plays("Rummaging Goblin", "cost.discard")
def test_118_discard_a_card_as_a_cost():
    game = board(["Rummaging Goblin"], [], hands=(["Shock"], []))
    activate(game, obj(game, "Rummaging Goblin"), costs=(in_hand(game, "Shock"),))
    resolve(game)
    assert grave(game) == ["Shock"] and len(hand(game)) == 1


@plays("Greed", "cost.life", "cost.mana")
def test_119_4_pay_life_as_a_cost():
    game = board(["Greed", "Swamp"], [])
    activate(game, obj(game, "Greed"))
    resolve(game)
    assert life(game, 0) == 18 and len(hand(game)) == 1


@plays("Grim Lavamancer", "cost.exile_graveyard")
def test_118_exile_cards_from_your_graveyard_as_a_cost():
    game = board(["Grim Lavamancer", "Mountain"], [])
    state = game.state
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    cards = [create_object(state, card_def("Shock"), 0, "graveyard").id for _ in range(2)]
    activate(game, obj(game, "Grim Lavamancer"), BOB, costs=tuple(cards))
    resolve(game)
    assert life(game, 1) == 18 and not state.players[0].graveyard


@plays("Triskelion", "cost.remove_counters", "static.enters_counters")
def test_122_triskelion_removes_counters_to_ping():
    game = board(["Plains"] * 6, [], hands=(["Triskelion"], []))
    cast(game, "Triskelion")
    resolve(game)
    trisk = obj(game, "Triskelion")
    assert game.state.objects[trisk].counters.get("+1/+1") == 3
    activate(game, trisk, BOB)
    resolve(game)
    assert life(game, 1) == 19 and game.state.objects[trisk].counters.get("+1/+1") == 2


@plays("Zuran Orb", "cost.sacrifice")
def test_701_17_sacrifice_a_land_as_a_cost():
    game = board(["Zuran Orb", "Plains"], [])
    activate(game, obj(game, "Zuran Orb"), costs=(obj(game, "Plains"),))
    resolve(game)
    assert life(game, 0) == 22 and "Plains" in grave(game)


@plays("Mogg Fanatic", "cost.sacrifice_self", "effect.damage")
def test_701_17_sacrifice_this_creature_as_a_cost():
    game = board(["Mogg Fanatic"], [])
    activate(game, obj(game, "Mogg Fanatic"), BOB)
    resolve(game)
    assert life(game, 1) == 19 and "Mogg Fanatic" in grave(game)


@plays("Royal Assassin", "phrase.status")
def test_110_5_royal_assassin_targets_only_tapped_creatures():
    game = board(["Royal Assassin"], ["Grizzly Bears"])
    bears = obj(game, "Grizzly Bears")
    with pytest.raises(IllegalAction):
        activate(game, obj(game, "Royal Assassin"), bears)
    game.state.objects[bears].tapped = True
    game.state.changed()
    activate(game, obj(game, "Royal Assassin"), bears)
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1)


@plays("Regeneration", "phrase.attached", "effect.regenerate")
def test_701_15_regenerate_enchanted_creature():
    game = board(["Grizzly Bears", "Forest", "Forest", "Forest"], [], hands=(["Regeneration"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Regeneration", bears)
    resolve(game)
    activate(game, obj(game, "Regeneration"))
    resolve(game)
    assert any(getattr(s, "obj", None) == bears for s in game.state.shields)


# -- triggered abilities ---------------------------------------------------------------------------

@plays("Elvish Visionary", "trigger.enters", "effect.draw")
def test_603_6a_elvish_visionary_draws_on_entering():
    game = board(["Forest"] * 2, [], hands=(["Elvish Visionary"], []))
    cast(game, "Elvish Visionary")
    resolve(game)
    resolve(game)
    assert len(hand(game)) == 1


@plays("Doomed Traveler", "trigger.dies", "effect.tokens")
def test_700_4_doomed_traveler_dies_into_a_spirit():
    game = board(["Doomed Traveler", "Mountain"], [], hands=(["Shock"], []))
    cast(game, "Shock", obj(game, "Doomed Traveler"))
    resolve(game)
    resolve(game)
    assert "flying" in chars(game, obj(game, "Spirit")).keywords


@plays("Circuit Mender", "trigger.leaves", "effect.draw")
def test_603_6c_circuit_mender_draws_when_it_leaves():
    game = board(["Circuit Mender", "Island"], [], hands=(["Unsummon"], []))
    cast(game, "Unsummon", obj(game, "Circuit Mender"))
    resolve(game)
    resolve(game)
    assert sorted(hand(game)) == ["Circuit Mender", "Wastes"]


@plays("Scroll Thief", "trigger.combat")
def test_510_3a_scroll_thief_draws_on_combat_damage():
    game = board(["Scroll Thief"], [], step="declare attackers")
    thief = obj(game, "Scroll Thief")
    game.act(Action("attack", 0, choice=((thief, BOB),)))
    to_step(game, "end of combat")
    resolve(game)
    assert len(hand(game)) == 1 and life(game, 1) == 19


@plays("Righteous Cause", "trigger.attacks_filter", "effect.gain_life")
def test_508_3a_whenever_a_creature_attacks():
    game = board(["Righteous Cause", "Grizzly Bears"], [], step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Grizzly Bears"), BOB),)))
    resolve(game)
    assert life(game, 0) == 21


@plays("Beast Whisperer", "trigger.cast")
def test_601_2i_whenever_you_cast_a_creature_spell():
    game = board(["Beast Whisperer", "Forest", "Forest"], [], hands=(["Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    resolve(game)
    assert len(hand(game)) == 1 and "Grizzly Bears" in names(game)


@plays("Emperor Crocodile", "trigger.state", "effect.sacrifice")
def test_603_8_emperor_crocodile_state_trigger():
    game = board(["Emperor Crocodile", "Grizzly Bears", "Mountain"], [], hands=(["Shock"], []))
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    resolve(game)
    assert "Emperor Crocodile" in grave(game)


@plays("Lagonna-Band Elder", "trigger.if", "trigger.enters")
def test_603_4_intervening_if_you_control_an_enchantment():
    game = board(["Plains"] * 3, [], hands=(["Lagonna-Band Elder"], []))
    cast(game, "Lagonna-Band Elder")
    resolve(game)
    resolve(game)
    assert life(game, 0) == 20
    game = board(["Plains"] * 3 + ["Glorious Anthem"], [], hands=(["Lagonna-Band Elder"], []))
    cast(game, "Lagonna-Band Elder")
    resolve(game)
    resolve(game)
    assert life(game, 0) == 23


@plays("Soul's Attendant", "trigger.may", "trigger.enters")
def test_603_5_you_may_gain_one_life():
    game = board(["Soul's Attendant", "Forest", "Forest"], [], hands=(["Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert life(game, 0) == 21


@plays("Kor Celebrant", "trigger.or_another")
def test_603_2_this_or_another_creature_enters():
    game = board(["Plains"] * 5, [], hands=(["Kor Celebrant", "Grizzly Bears"], []))
    cast(game, "Kor Celebrant")
    resolve(game)
    resolve(game)
    assert life(game, 0) == 21
    game2 = board(["Kor Celebrant", "Forest", "Forest"], [], hands=(["Grizzly Bears"], []))
    cast(game2, "Grizzly Bears")
    resolve(game2)
    resolve(game2)
    assert life(game2, 0) == 21


@plays("Wave-Wing Elemental", "line.ability_word", "trigger.enters", "effect.pump")
def test_207_2c_landfall_is_an_ability_word():
    game = board(["Wave-Wing Elemental"], [], hands=(["Forest"], []))
    game.act(Action("play", 0, in_hand(game, "Forest")))
    resolve(game)
    assert chars(game, obj(game, "Wave-Wing Elemental")).power == 5


@plays("Rukh Egg", "effect.delayed", "trigger.dies")
def test_603_7_rukh_egg_bird_at_the_next_end_step():
    game = board(["Rukh Egg", "Mountain"], [], hands=(["Lightning Bolt"], []))
    cast(game, "Lightning Bolt", obj(game, "Rukh Egg"))
    resolve(game)
    resolve(game)
    assert not ids(game, "Bird")
    to_step(game, "end")
    resolve(game)
    assert ids(game, "Bird")


@plays("Flare", "effect.delayed_upkeep", "effect.damage")
def test_603_7_draw_at_the_beginning_of_the_next_upkeep():
    game = board(["Mountain", "Mountain", "Mountain"], [], hands=(["Flare"], []))
    cast(game, "Flare", BOB)
    resolve(game)
    assert life(game, 1) == 19 and hand(game) == []
    to_step(game, "upkeep")
    resolve(game)
    assert len(hand(game)) == 1


@plays("Coral Sword", "effect.attach", "effect.grant", "phrase.it")
def test_701_3_equipment_attaches_itself_on_entering():
    game = board(["Grizzly Bears", "Mountain"], [], hands=(["Coral Sword"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Coral Sword")
    resolve(game)                             # its only legal target is chosen for Alice
    resolve(game)
    assert game.state.objects[obj(game, "Coral Sword")].attached_to == bears
    assert "first strike" in chars(game, bears).keywords


# -- static abilities ----------------------------------------------------------------------------

@plays("Glorious Anthem", "static.anthem")
def test_613_4c_glorious_anthem():
    game = board(["Glorious Anthem", "Grizzly Bears"], ["Typhoid Rats"])
    assert chars(game, obj(game, "Grizzly Bears")).power == 3
    assert chars(game, obj(game, "Typhoid Rats")).power == 1


@plays("Deepchannel Mentor", "static.restrict")
def test_509_1b_blue_creatures_you_control_cant_be_blocked():
    game = board(["Deepchannel Mentor", "Coral Merfolk"], ["Grizzly Bears"],
                 step="declare attackers")
    merfolk = obj(game, "Coral Merfolk")
    game.act(Action("attack", 0, choice=((merfolk, BOB),)))
    blocks = [a for a in game.legal_actions() if a.kind == "block" and a.choice]
    assert not any(b == merfolk for a in blocks for _, b in a.choice)


@plays("Claustrophobia", "static.restrict", "effect.tap", "phrase.attached")
def test_502_3_claustrophobia_keeps_it_tapped():
    game = board(["Island"] * 3, ["Grizzly Bears"], hands=(["Claustrophobia"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Claustrophobia", bears)
    resolve(game)
    resolve(game)
    assert game.state.objects[bears].tapped
    to_step(game, "upkeep")                   # Bob's turn: his untap step has passed
    assert game.state.active == 1 and game.state.objects[bears].tapped


@plays("Thalia, Guardian of Thraben", "static.cost_change")
def test_601_2f_thalia_taxes_noncreature_spells():
    game = board(["Mountain", "Thalia, Guardian of Thraben"], [], hands=(["Shock"], []))
    with pytest.raises(IllegalAction):
        cast(game, "Shock", BOB)


@plays("Exploration", "static.rules")
def test_305_2_exploration_an_additional_land():
    game = board(["Exploration"], [], hands=(["Forest", "Forest"], []))
    game.act(Action("play", 0, in_hand(game, "Forest")))
    game.act(Action("play", 0, in_hand(game, "Forest")))
    assert len(ids(game, "Forest")) == 2


@plays("Rakdos Guildgate", "static.enters_tapped", "ability.mana")
def test_614_1c_enters_tapped():
    game = board([], [], hands=(["Rakdos Guildgate"], []))
    game.act(Action("play", 0, in_hand(game, "Rakdos Guildgate")))
    assert game.state.objects[obj(game, "Rakdos Guildgate")].tapped


@plays("Humility", "static.lose_abilities")
def test_613_humility():
    game = board(["Humility", "Serra Angel"], [])
    c = chars(game, obj(game, "Serra Angel"))
    assert (c.power, c.toughness, c.keywords) == (1, 1, frozenset())


@plays("Blood Moon", "static.type_change")
def test_305_7_blood_moon():
    game = board(["Blood Moon", "Urborg, Tomb of Yawgmoth"], [])
    assert chars(game, obj(game, "Urborg, Tomb of Yawgmoth")).subtypes == frozenset({"Mountain"})


@plays("Opalescence", "static.type_change")
def test_613_opalescence_makes_enchantments_creatures():
    game = board(["Opalescence", "Glorious Anthem"], [])
    c = chars(game, obj(game, "Glorious Anthem"))
    assert c.is_creature and c.power == 4


@plays("Maro", "static.cda")
def test_604_3_maro_counts_cards_in_hand():
    game = board(["Maro"], [], hands=(["Shock", "Shock"], []))
    assert chars(game, obj(game, "Maro")).power == 2


@plays("Last Word", "static.uncounterable", "effect.counter")
def test_101_2_this_spell_cant_be_countered():
    game = board(["Mountain"] + ["Island"] * 4, ["Island"] * 2,
                 hands=(["Shock", "Last Word"], ["Counterspell"]))
    cast(game, "Shock", BOB)
    shock = game.state.stack[-1]
    cast(game, "Last Word", shock)                # Alice counters her own Shock...
    last_word = game.state.stack[-1]
    game.act(Action("pass", 0))
    cast(game, "Counterspell", last_word, player=1)   # ...and Counterspell can't stop it
    resolve(game)
    assert "Last Word" in grave(game, 0) and life(game, 1) == 20


@plays("Clone", "static.copy")
def test_707_9_clone_enters_as_a_copy():
    game = board(["Island"] * 4, ["Serra Angel"], hands=(["Clone"], []))
    cast(game, "Clone")
    resolve(game)
    angel = obj(game, "Serra Angel")
    choose(game, angel)
    clone = obj(game, "Clone")
    assert chars(game, clone).name == "Serra Angel" and "flying" in chars(game, clone).keywords


@plays("Control Magic", "static.control")
def test_613_1b_control_magic():
    game = board(["Island"] * 4, ["Serra Angel"], hands=(["Control Magic"], []))
    angel = obj(game, "Serra Angel")
    cast(game, "Control Magic", angel)
    resolve(game)
    assert chars(game, angel).controller == 0


@plays("Furnace of Rath", "static.replacement")
def test_614_furnace_of_rath_doubles_damage():
    game = board(["Furnace of Rath", "Mountain"], [], hands=(["Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 1) == 16


@plays("Rest in Peace", "static.replacement", "effect.exile_graveyards", "trigger.enters")
def test_614_rest_in_peace_exiles_graveyards():
    game = board(["Plains"] * 2 + ["Mountain"], [], hands=(["Rest in Peace", "Shock"], []))
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    create_object(game.state, card_def("Shock"), 1, "graveyard")
    cast(game, "Rest in Peace")
    resolve(game)
    resolve(game)
    assert not game.state.players[1].graveyard


# -- spell costs -------------------------------------------------------------------------------------

@plays("Thrill of Possibility", "spell.additional_cost")
def test_118_8_discard_a_card_as_an_additional_cost():
    game = board(["Mountain"] * 2, [], hands=(["Thrill of Possibility", "Shock"], []))
    cast(game, "Thrill of Possibility", costs=(in_hand(game, "Shock"),))
    resolve(game)
    assert "Shock" in grave(game) and len(hand(game)) == 2


@plays("Fireblast", "spell.alternative_cost", "cost.sacrifice")
def test_118_9_fireblast_sacrifice_two_mountains():
    game = board(["Mountain", "Mountain"], [], hands=(["Fireblast"], []))
    mountains = tuple(ids(game, "Mountain"))
    cast(game, "Fireblast", BOB, costs=("alternative cost",) + mountains)
    resolve(game)
    assert life(game, 1) == 16 and not ids(game, "Mountain")


# -- zones, choices between permanents, creature against creature -----------------------------

@plays("Burglar Rat", "effect.discard_each")
def test_701_8_each_opponent_discards_a_card():
    game = board(["Swamp"] * 2, [], hands=(["Burglar Rat"], ["Shock", "Opt"]))
    cast(game, "Burglar Rat")
    resolve(game)
    resolve(game)
    assert game.decision.kind == "discard" and game.decision.player == 1
    game.act(Action("choose", 1, choice=(in_hand(game, "Opt", 1),)))
    assert hand(game, 1) == ["Shock"]


@plays("Dream Stalker", "effect.bounce_choice")
def test_400_3_return_a_permanent_you_control():
    game = board(["Island"] * 2 + ["Grizzly Bears"], [], hands=(["Dream Stalker"], []))
    cast(game, "Dream Stalker")
    resolve(game)
    resolve(game)
    assert game.decision.kind == "choose"
    choose(game, obj(game, "Grizzly Bears"))
    assert hand(game) == ["Grizzly Bears"]


@plays("Time Ebb", "effect.to_library")
def test_401_4_time_ebb_puts_it_on_top_of_the_library():
    game = board(["Island"] * 3, ["Hill Giant"], hands=(["Time Ebb"], []))
    cast(game, "Time Ebb", obj(game, "Hill Giant"))
    resolve(game)
    top = game.state.players[1].library[-1]
    assert game.state.objects[top].name == "Hill Giant"


@plays("Rabid Bite", "effect.bite")
def test_120_3_rabid_bite_your_creature_deals_the_damage():
    game = board(["Forest", "Forest", "Hill Giant"], ["Grizzly Bears"],
                 hands=(["Rabid Bite"], []))
    cast(game, "Rabid Bite", obj(game, "Hill Giant"), obj(game, "Grizzly Bears"))
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1)
    assert game.state.objects[obj(game, "Hill Giant")].damage == 0


@plays("Go for Blood", "effect.fight")
def test_701_14_go_for_blood_fights():
    game = board(["Mountain", "Mountain", "Hill Giant"], ["Grizzly Bears"],
                 hands=(["Go for Blood"], []))
    cast(game, "Go for Blood", obj(game, "Hill Giant"), obj(game, "Grizzly Bears"))
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1)
    assert game.state.objects[obj(game, "Hill Giant")].damage == 2


@plays("Rampant Growth", "effect.search")
def test_701_19_rampant_growth_puts_a_basic_land_onto_the_battlefield_tapped():
    game = board(["Forest", "Forest"], [], hands=(["Rampant Growth"], []))
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    forest = create_object(game.state, card_def("Forest"), 0, "library").id
    cast(game, "Rampant Growth")
    resolve(game)
    assert game.decision.kind == "choose" and forest in game.decision.options
    choose(game, forest)
    assert len(ids(game, "Forest")) == 3 and game.state.objects[ids(game, "Forest")[2]].tapped


@plays("Raise Dead", "effect.graveyard_return", "phrase.graveyard_card")
def test_115_raise_dead_targets_a_creature_card_in_your_graveyard():
    game = board(["Swamp"], [], hands=(["Raise Dead"], []))
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard").id
    shock = create_object(game.state, card_def("Shock"), 0, "graveyard").id
    with pytest.raises(IllegalAction):
        cast(game, "Raise Dead", shock)
    cast(game, "Raise Dead", bears)
    resolve(game)
    assert hand(game) == ["Grizzly Bears"]


@plays("Zombify", "effect.graveyard_return", "phrase.graveyard_card")
def test_110_2_zombify_returns_a_creature_to_the_battlefield():
    game = board(["Swamp"] * 4, [], hands=(["Zombify"], []))
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    angel = create_object(game.state, card_def("Serra Angel"), 0, "graveyard").id
    cast(game, "Zombify", angel)
    resolve(game)
    assert "Serra Angel" in names(game)


@plays("Cremate", "effect.graveyard_return", "phrase.graveyard_card", "effect.draw")
def test_406_2_exile_target_card_from_a_graveyard():
    game = board(["Swamp"], [], hands=(["Cremate"], []))
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    card = create_object(game.state, card_def("Shock"), 1, "graveyard").id
    cast(game, "Cremate", card)
    resolve(game)
    assert not game.state.players[1].graveyard and len(hand(game)) == 1


@plays("Tormod's Crypt", "effect.exile_graveyards")
def test_406_2_exile_target_players_graveyard():
    game = board(["Tormod's Crypt"], [])
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    create_object(game.state, card_def("Shock"), 1, "graveyard")
    activate(game, obj(game, "Tormod's Crypt"), BOB)
    resolve(game)
    assert not game.state.players[1].graveyard and "Tormod's Crypt" in grave(game)


@plays("Mudbutton Torchrunner", "effect.dead_source", "trigger.dies")
def test_608_2h_dies_trigger_deals_damage_as_it_last_existed():
    game = board(["Mudbutton Torchrunner", "Mountain"], [], hands=(["Lightning Bolt"], []))
    cast(game, "Lightning Bolt", obj(game, "Mudbutton Torchrunner"))
    resolve(game)
    choose_targets(game, BOB)
    resolve(game)
    assert life(game, 1) == 17


@plays("Emberwilde Augur", "ability.sorcery_speed", "cost.sacrifice_self")
def test_602_5b_activate_only_during_your_upkeep():
    game = board(["Emberwilde Augur"], [])
    augur = obj(game, "Emberwilde Augur")
    with pytest.raises(IllegalAction):
        activate(game, augur, BOB)
    game = board(["Emberwilde Augur"], [], step="upkeep")
    activate(game, obj(game, "Emberwilde Augur"), BOB)
    resolve(game)
    assert life(game, 1) == 17


@plays("Fall of the Hammer", "effect.bite", "phrase.target")
def test_115_3_another_target_creature_is_a_different_creature():
    game = board(["Mountain", "Mountain", "Hill Giant"], ["Grizzly Bears"],
                 hands=(["Fall of the Hammer"], []))
    giant = obj(game, "Hill Giant")
    with pytest.raises(IllegalAction):
        cast(game, "Fall of the Hammer", giant, giant)
    cast(game, "Fall of the Hammer", giant, obj(game, "Grizzly Bears"))
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1)


@plays("Merfolk Thaumaturgist", "effect.switch_pt")
def test_613_4d_switch_target_creatures_power_and_toughness():
    game = board(["Merfolk Thaumaturgist", "Wall of Stone"], [])
    wall = obj(game, "Wall of Stone")
    activate(game, obj(game, "Merfolk Thaumaturgist"), wall)
    resolve(game)
    assert (chars(game, wall).power, chars(game, wall).toughness) == (8, 0)


@plays("Rakdos Signet", "ability.mana_cost", "ability.mana")
def test_605_3a_a_mana_ability_pays_its_mana_cost():
    game = board(["Rakdos Signet", "Swamp"], [])
    activate(game, obj(game, "Rakdos Signet"))
    pool = game.state.players[0].pool
    assert pool.total() == 2 and game.state.objects[obj(game, "Swamp")].tapped


@plays("Gilded Lotus", "ability.mana_cost")
def test_605_1a_three_mana_of_any_one_color():
    game = board(["Gilded Lotus"], [])
    lotus = obj(game, "Gilded Lotus")
    (ability,) = chars(game, lotus).activated
    assert ability.mana == ("WWW", "UUU", "BBB", "RRR", "GGG")
    activate(game, lotus, choice=(2,))
    assert game.state.players[0].pool.total() == 3


@plays("Chromatic Sphere", "ability.mana_draw", "ability.mana_cost", "ability.mana")
def test_605_1a_chromatic_sphere_adds_mana_and_draws_without_the_stack():
    game = board(["Chromatic Sphere", "Swamp"], [])
    before = len(game.state.players[0].hand)
    activate(game, obj(game, "Chromatic Sphere"), choice=(1,))     # blue
    pool = game.state.players[0].pool
    assert pool.total() == 1 and "Chromatic Sphere" not in names(game)
    assert game.state.objects[obj(game, "Swamp")].tapped             # {1} paid with the Swamp
    assert len(game.state.players[0].hand) == before + 1              # drawn as it resolves
    assert not game.state.stack                                       # a mana ability (605.3b)
    assert grave(game) == ["Chromatic Sphere"]


# -- "unless" costs, kicker, ward -------------------------------------------------------------

@plays("Mana Leak", "effect.counter_unless", "phrase.target")
def test_118_12_mana_leak_counters_unless_its_controller_pays():
    for pays in ("yes", "no"):
        game = board(["Forest"] * 5, ["Island"] * 2,
                     hands=(["Grizzly Bears"], ["Mana Leak"]))
        cast(game, "Grizzly Bears")
        bears = game.state.stack[-1]
        game.act(Action("pass", 0))
        cast(game, "Mana Leak", bears, player=1)
        resolve(game)
        assert game.decision.kind == "yes_no" and game.decision.player == 0
        choose(game, pays)
        resolve(game)
        untapped = sum(not game.state.objects[i].tapped for i in ids(game, "Forest"))
        if pays == "yes":
            assert "Grizzly Bears" in names(game) and untapped == 0
        else:
            assert "Grizzly Bears" in grave(game, 0) and untapped == 3


@plays("Mana Leak", "effect.counter_unless")
def test_118_12_mana_leak_counters_when_the_cost_cant_be_paid():
    game = board(["Forest"] * 2, ["Island"] * 2, hands=(["Grizzly Bears"], ["Mana Leak"]))
    cast(game, "Grizzly Bears")
    bears = game.state.stack[-1]
    game.act(Action("pass", 0))
    cast(game, "Mana Leak", bears, player=1)
    resolve(game)
    assert "Grizzly Bears" in grave(game, 0)


# -- flashback, unearth, once each turn, attack requirements, X counters --------------------

@plays("Endless One", "static.enters_x_counters")
def test_107_3m_endless_one_enters_with_x_counters():
    game = board(["Plains"] * 3, [], hands=(["Endless One"], []))
    cast(game, "Endless One", x=3)
    resolve(game)
    one = obj(game, "Endless One")
    assert game.state.objects[one].counters.get("+1/+1") == 3
    assert (chars(game, one).power, chars(game, one).toughness) == (3, 3)


@plays("Gatekeeper of Malakir", "keyword.kicker", "trigger.if_kicked", "trigger.enters")
def test_702_33d_gatekeeper_of_malakir_triggers_only_if_kicked():
    game = board(["Swamp"] * 3, ["Grizzly Bears"], hands=(["Gatekeeper of Malakir"], []))
    kicked = [a for a in game.legal_actions() if a.kind == "cast" and "kicker" in a.costs]
    assert len(kicked) == 1 and game.notation(kicked[0]).endswith("with kicker")
    cast(game, "Gatekeeper of Malakir", costs=("kicker",))
    assert game.state.objects[game.state.stack[-1]].kicked
    assert all(game.state.objects[i].tapped for i in ids(game, "Swamp"))
    resolve(game)
    assert game.state.objects[obj(game, "Gatekeeper of Malakir")].kicked      # CR 400.7d
    choose_targets(game, BOB)
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1)
    copy = Game.from_json(game.to_json())
    assert copy.state.objects[obj(copy, "Gatekeeper of Malakir")].kicked

    game = board(["Swamp"] * 3, ["Grizzly Bears"], hands=(["Gatekeeper of Malakir"], []))
    cast(game, "Gatekeeper of Malakir")
    resolve(game)
    assert "Gatekeeper of Malakir" in names(game) and not game.state.stack
    assert "Grizzly Bears" in names(game)


@plays("Gatekeeper of Malakir", "keyword.kicker")
def test_702_33a_kicker_is_paid_with_the_mana_cost():
    game = board(["Swamp"] * 2, [], hands=(["Gatekeeper of Malakir", "Shock"], []))
    with pytest.raises(IllegalAction, match="601.2h"):
        cast(game, "Gatekeeper of Malakir", costs=("kicker",))
    with pytest.raises(IllegalAction, match="no kicker"):
        cast(game, "Shock", BOB, costs=("kicker",))


@plays("Into the Roil", "keyword.kicker", "effect.if_kicked", "effect.bounce")
def test_702_33d_into_the_roil_draws_only_if_kicked():
    for kick in (False, True):
        game = board(["Island"] * 4, ["Grizzly Bears"], hands=(["Into the Roil"], []))
        cast(game, "Into the Roil", obj(game, "Grizzly Bears"),
             costs=("kicker",) if kick else ())
        resolve(game)
        assert hand(game, 1) == ["Grizzly Bears"]
        assert len(hand(game, 0)) == (1 if kick else 0)


# -- looking at the top of the library; several modes -----------------------------------------

def _on_top(game: Game, player: int, *names: str) -> list[int]:
    """Put new cards on top of a library (the last named on top); their ids."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    return [create_object(game.state, card_def(n), player, "library").id for n in names]


@plays("Anticipate", "effect.look_at_top")
def test_401_4_anticipate_one_into_hand_the_rest_on_the_bottom_in_any_order():
    game = board(["Island"] * 2, [], hands=(["Anticipate"], []))
    shock, opt, bears = _on_top(game, 0, "Shock", "Opt", "Grizzly Bears")
    cast(game, "Anticipate")
    resolve(game)
    assert set(game.decision.options) == {shock, opt, bears}
    choose(game, opt)
    assert set(game.decision.options) == {shock, bears}      # the order of the rest
    choose(game, shock)                                      # the very bottom
    assert hand(game) == ["Opt"]
    library = game.state.players[0].library
    assert [game.state.objects[i].name for i in library[:2]] == ["Shock", "Grizzly Bears"]
    assert game.state.objects[library[-1]].name == "Wastes"
    assert (opt, 0) in game.state.looked and (opt, 1) not in game.state.looked
    text = " ".join(e.text for e in game.log[-4:])
    assert "Opt" not in text and "Shock" not in text and "Grizzly" not in text


@plays("Shimmer of Possibility", "effect.look_at_top")
def test_401_4_shimmer_the_rest_on_the_bottom_in_a_random_order():
    game = board(["Island"] * 2, [], hands=(["Shimmer of Possibility"], []))
    looked = _on_top(game, 0, "Shock", "Opt", "Grizzly Bears", "Hill Giant")
    cast(game, "Shimmer of Possibility")
    resolve(game)
    choose(game, looked[0])
    assert game.decision.kind == "priority" and hand(game) == ["Shock"]
    assert set(game.state.players[0].library[:3]) == set(looked[1:])


@plays("Commune with Nature", "library.look_reveal_taken")
def test_701_16_commune_with_nature_may_reveal_a_creature_card():
    game = board(["Forest"], [], hands=(["Commune with Nature"], []))
    looked = _on_top(game, 0, "Shock", "Grizzly Bears", "Opt", "Island", "Hill Giant")
    cast(game, "Commune with Nature")
    resolve(game)
    assert set(game.decision.options) == {looked[1], looked[4], "nothing"}
    choose(game, looked[1])
    while game.decision.kind == "choose":                  # the rest, in any order
        choose(game, game.decision.options[0])
    assert hand(game) == ["Grizzly Bears"]
    assert any("reveals Grizzly Bears" in e.text for e in game.log)
    assert set(game.state.players[0].library[:4]) == {looked[0], *looked[2:]}


@plays("Glimpse the Future", "effect.look_at_top")
def test_401_4_glimpse_the_future_the_rest_into_the_graveyard():
    game = board(["Island"] * 3, [], hands=(["Glimpse the Future"], []))
    looked = _on_top(game, 0, "Shock", "Opt", "Hill Giant")
    cast(game, "Glimpse the Future")
    resolve(game)
    choose(game, looked[2])
    assert hand(game) == ["Hill Giant"]
    assert sorted(grave(game)) == ["Glimpse the Future", "Opt", "Shock"]


@plays("Winterflame", "spell.modal", "spell.modal_several")
def test_700_2_winterflame_one_or_both_modes():
    game = board(["Island", "Mountain", "Mountain"], ["Grizzly Bears", "Hill Giant"],
                 hands=(["Winterflame"], []))
    modes = {a.mode for a in game.legal_actions() if a.kind == "cast"}
    assert modes == {0, 1, (0, 1)}
    action = game.parse("cast Winterflame modes 2,1 targeting Hill Giant, Grizzly Bears")
    assert action.mode == (0, 1) and game.notation(action).endswith(
        "modes 1,2 targeting Hill Giant, Grizzly Bears")
    assert Action.from_json(action.to_json()) == action
    game.act(action)
    assert Game.from_json(game.to_json()).state.objects[game.state.stack[-1]].mode == (0, 1)
    resolve(game)
    assert game.state.objects[obj(game, "Hill Giant")].tapped
    assert "Grizzly Bears" in grave(game, 1)


@plays("Kolaghan's Command", "spell.modal_several")
def test_700_2_kolaghans_command_choose_two_not_one():
    game = board(["Swamp", "Mountain", "Mountain"], ["Ornithopter"],
                 hands=(["Kolaghan's Command"], ["Shock"]))
    oid = in_hand(game, "Kolaghan's Command")
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, oid, targets=(BOB,), mode=1))
    game.act(Action("cast", 0, oid, targets=(BOB, ("object", obj(game, "Ornithopter"))),
                    mode=(1, 2)))
    resolve(game)
    assert sorted(grave(game, 1)) == ["Ornithopter", "Shock"]


@plays("Waterfall Aerialist", "keyword.ward")
def test_702_21a_ward_counters_an_opponents_spell_unless_they_pay():
    for mountains, pays in ((1, None), (3, "no"), (3, "yes")):
        game = board(["Waterfall Aerialist"], ["Mountain"] * mountains,
                     hands=([], ["Shock"]))
        game.act(Action("pass", 0))
        cast(game, "Shock", obj(game, "Waterfall Aerialist"), player=1)
        ward = game.state.objects[game.state.stack[-1]]
        assert ward.is_ability and ward.controller == 0 and ward.source_name == \
            "Waterfall Aerialist"
        resolve(game)
        if pays is not None:
            assert game.decision.kind == "yes_no" and game.decision.player == 1
            choose(game, pays)
            resolve(game)
        assert "Shock" in grave(game, 1)
        assert ("Waterfall Aerialist" in names(game)) == (pays != "yes")


@plays("Waterfall Aerialist", "keyword.ward")
def test_702_21a_ward_ignores_its_controllers_own_spells():
    game = board(["Waterfall Aerialist", "Forest"], [], hands=(["Giant Growth"], []))
    cast(game, "Giant Growth", obj(game, "Waterfall Aerialist"))
    assert len(game.state.stack) == 1
    resolve(game)
    assert chars(game, obj(game, "Waterfall Aerialist")).power == 6


@plays("Inquisitor Exarch", "trigger.modal", "trigger.enters")
def test_603_3c_inquisitor_exarch_mode_chosen_as_the_trigger_goes_on_the_stack():
    game = board(["Plains"] * 2, [], hands=(["Inquisitor Exarch"], []))
    cast(game, "Inquisitor Exarch")
    resolve(game)
    assert game.decision.kind == "mode" and game.decision.options == (0, 1)
    action = game.parse("choose 2")
    assert action.choice == (1,) and game.notation(action) == "choose 2"
    game.act(action)
    item = game.state.objects[game.state.stack[-1]]
    assert item.targets == (BOB,) and "loses 2 life" in item.ability.text
    resolve(game)
    assert life(game, 1) == 18 and life(game, 0) == 20


@plays("Glamermite", "trigger.modal")
def test_603_3c_glamermite_tap_mode_on_its_only_target():
    game = board(["Island"] * 3, [], hands=(["Glamermite"], []))
    cast(game, "Glamermite")
    resolve(game)                      # Glamermite is the only creature: it targets itself
    assert game.decision.kind == "mode"
    choose(game, 0)
    assert game.decision.kind == "priority"
    resolve(game)
    assert game.state.objects[obj(game, "Glamermite")].tapped


def _to_graveyard(game: Game, name: str, player: int = 0) -> int:
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    return create_object(game.state, card_def(name), player, "graveyard").id


@plays("Think Twice", "keyword.flashback", "keyword.list")
def test_702_34a_flashback_casts_from_the_graveyard_then_exiles():
    game = board(["Island"] * 3, [], hands=(["Think Twice"], []))
    in_grave = _to_graveyard(game, "Think Twice")
    with pytest.raises(IllegalAction, match="only from the graveyard"):
        cast(game, "Think Twice", costs=("flashback",))
    with pytest.raises(IllegalAction, match="only for flashback"):
        game.act(Action("cast", 0, in_grave, mode=0))
    game.act("cast Think Twice for flashback")                  # {2}{U}, from the graveyard
    resolve(game)
    state = game.state
    assert hand(game) == ["Think Twice", "Wastes"]              # it drew a card
    assert [state.objects[i].name for i in state.players[0].exile] == ["Think Twice"]
    assert not state.players[0].graveyard                       # exiled instead (702.34a)
    assert all(state.objects[i].tapped for i in ids(game, "Island"))   # {2}{U} paid


@plays("Think Twice", "keyword.flashback")
def test_702_34a_countered_flashback_spell_is_exiled():
    game = board(["Island"] * 3, ["Island"] * 2, hands=([], ["Counterspell"]))
    _to_graveyard(game, "Think Twice")
    game.act("cast Think Twice for flashback")
    spell = game.state.stack[-1]
    game.act(Action("pass", 0))
    cast(game, "Counterspell", spell, player=1)
    resolve(game)
    state = game.state
    assert [state.objects[i].name for i in state.players[0].exile] == ["Think Twice"]
    assert not state.players[0].graveyard and hand(game) == []


@plays("Dregscape Zombie", "keyword.unearth", "keyword.list")
def test_702_84a_unearth_returns_with_haste_and_is_exiled_at_end_step():
    game = board(["Swamp"], [], hands=([], []))
    _to_graveyard(game, "Dregscape Zombie")
    assert "activate Dregscape Zombie for unearth" in [game.notation(a)
                                                       for a in game.legal_actions()]
    game.act("activate Dregscape Zombie for unearth")
    resolve(game)
    zombie = obj(game, "Dregscape Zombie")
    assert "haste" in chars(game, zombie).keywords
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((zombie, BOB),)))      # haste: it can attack
    assert game.state.objects[zombie].attacking == BOB
    to_step(game, "end")
    resolve(game)
    state = game.state
    assert "Dregscape Zombie" not in names(game)
    assert [state.objects[i].name for i in state.players[0].exile] == ["Dregscape Zombie"]


@plays("Dregscape Zombie", "keyword.unearth")
def test_702_84a_unearthed_creature_that_would_die_is_exiled():
    game = board(["Swamp"], ["Mountain"], hands=([], ["Shock"]))
    _to_graveyard(game, "Dregscape Zombie")
    with pytest.raises(IllegalAction):
        game.act(Action("activate", 1, game.state.players[0].graveyard[0], ability=0))
    game.act("activate Dregscape Zombie for unearth")
    resolve(game)
    zombie = obj(game, "Dregscape Zombie")
    game.act(Action("pass", 0))
    cast(game, "Shock", zombie, player=1)
    resolve(game)
    state = game.state
    assert not state.players[0].graveyard
    assert [state.objects[i].name for i in state.players[0].exile] == ["Dregscape Zombie"]


@plays("Dregscape Zombie", "keyword.unearth")
def test_702_84a_unearth_only_as_a_sorcery():
    game = board(["Swamp"], [], hands=([], []), step="upkeep")
    _to_graveyard(game, "Dregscape Zombie")
    with pytest.raises(IllegalAction, match="sorcery"):
        game.act("activate Dregscape Zombie for unearth")


@plays("Darkthicket Wolf", "ability.once_each_turn", "ability.activated")
def test_602_5b_activate_only_once_each_turn():
    game = board(["Darkthicket Wolf"] + ["Forest"] * 6, [], hands=([], []))
    wolf = obj(game, "Darkthicket Wolf")
    activate(game, wolf)
    resolve(game)
    assert (chars(game, wolf).power, chars(game, wolf).toughness) == (4, 4)
    with pytest.raises(IllegalAction, match="602.5b"):
        activate(game, wolf)
    assert not any(a.kind == "activate" and a.object == wolf for a in game.legal_actions())
    game.state.turn += 1                     # a later turn: it can be activated again
    game.state.changed()
    activate(game, wolf)
    resolve(game)
    assert chars(game, wolf).power == 6


@plays("Berserkers of Blood Ridge", "static.must_attack")
def test_508_1d_attacks_each_combat_if_able():
    game = board(["Berserkers of Blood Ridge", "Grizzly Bears"], [], hands=([], []),
                 step="beginning of combat")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "attackers"
    berserkers, bears = obj(game, "Berserkers of Blood Ridge"), obj(game, "Grizzly Bears")
    with pytest.raises(IllegalAction, match="508.1d"):
        game.act(Action("attack", 0, choice=()))
    with pytest.raises(IllegalAction, match="508.1d"):
        game.act(Action("attack", 0, choice=((bears, BOB),)))
    game.act(Action("attack", 0, choice=((berserkers, BOB),)))
    assert game.state.objects[berserkers].attacking == BOB


@plays("Berserkers of Blood Ridge", "static.must_attack")
def test_508_1d_a_creature_unable_to_attack_has_no_requirement():
    game = board(["Berserkers of Blood Ridge", "Grizzly Bears"], [], hands=([], []),
                 step="beginning of combat")
    berserkers = obj(game, "Berserkers of Blood Ridge")
    game.state.objects[berserkers].tapped = True
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    game.act(Action("attack", 0, choice=()))            # tapped: it can't, so nothing is legal
    assert game.state.objects[berserkers].attacking is None
    assert game.decision.kind == "priority" and game.state.step == "declare attackers"


@plays("Rally the Ranks", "static.choose_type", "static.anthem")
def test_614_12_rally_the_ranks_creature_type_chosen_as_it_enters():
    game = board(["Plains"] * 2 + ["Grizzly Bears", "Hill Giant"], ["Grizzly Bears"],
                 hands=(["Rally the Ranks"], []))
    cast(game, "Rally the Ranks")
    resolve(game)
    assert game.decision.kind == "replacement" and "Bear" in game.decision.options
    game.act(game.parse("choose Bear"))
    rally = obj(game, "Rally the Ranks")
    assert game.state.objects[rally].chosen == (("creature type", "Bear"),)
    assert chars(game, obj(game, "Grizzly Bears")).power == 3            # CR 607.2
    assert chars(game, obj(game, "Grizzly Bears", 1)).power == 2         # Bob's
    assert chars(game, obj(game, "Hill Giant")).power == 3
    again = Game.from_json(game.to_json())
    assert again.state.objects[rally].chosen == (("creature type", "Bear"),)


@plays("Plague Engineer", "static.choose_type")
def test_607_2_plague_engineer_shrinks_the_chosen_type_opponents_control():
    game = board(["Swamp"] * 3 + ["Llanowar Elves"], ["Llanowar Elves", "Grizzly Bears"],
                 hands=(["Plague Engineer"], []))
    cast(game, "Plague Engineer")
    resolve(game)
    choose(game, "Elf")
    assert "Llanowar Elves" in grave(game, 1) and "Grizzly Bears" not in grave(game, 1)
    assert chars(game, obj(game, "Llanowar Elves")).toughness == 1       # Alice's


# -- Vehicles and partner -------------------------------------------------------------------

def _crews(game: Game, vehicle: int) -> list[Action]:
    return [a for a in game.legal_actions() if a.kind == "activate" and a.object == vehicle]


@plays("Air Response Unit", "keyword.crew")
def test_702_122a_crew_taps_creatures_and_makes_a_creature():
    game = board(["Air Response Unit", "Llanowar Elves", "Grizzly Bears"], [], sick=True)
    unit, elves, bears = (obj(game, n) for n in
                          ("Air Response Unit", "Llanowar Elves", "Grizzly Bears"))
    assert not chars(game, unit).is_creature                       # CR 301.7b: not crewed
    # Summoning-sick creatures crew (the cost isn't their {T}); each one alone is a crew.
    listed = {a.costs for a in _crews(game, unit)}
    assert listed == {(elves,), (bears,)}
    action = Action("activate", 0, unit, ability=0, costs=(elves,))
    assert game.parse(game.notation(action)) == action
    with pytest.raises(IllegalAction):
        activate(game, unit, costs=(unit,))                          # "other" creatures
    activate(game, unit, costs=(elves,))
    assert game.state.objects[elves].tapped and not game.state.objects[bears].tapped
    resolve(game)
    c = chars(game, unit)
    assert c.is_creature and {"Artifact", "Creature"} <= c.types
    assert (c.power, c.toughness) == (3, 3)                          # its printed P/T
    assert "flying" in c.keywords
    to_step(game, "upkeep")                                          # the next turn
    assert not chars(game, unit).is_creature                         # until end of turn


@plays("Aradara Express", "keyword.crew")
def test_702_122a_crew_needs_total_power_n():
    game = board(["Aradara Express", "Grizzly Bears", "Grizzly Bears", "Llanowar Elves"], [])
    express = obj(game, "Aradara Express")
    bears = ids(game, "Grizzly Bears")
    elves = obj(game, "Llanowar Elves")
    assert [a.costs for a in _crews(game, express)] == [tuple(bears)]    # 2 + 2; 2 + 2 + 1
    with pytest.raises(IllegalAction):
        activate(game, express, costs=(bears[0], elves))                 # power 3 < 4
    activate(game, express, costs=(bears[0], bears[1], elves))           # more is allowed
    resolve(game)
    assert chars(game, express).is_creature
    assert all(game.state.objects[i].tapped for i in bears + [elves])
    game = Game.from_json(game.to_json())
    to_step(game, "beginning of combat")
    game.act(Action("pass", 0))
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((express, BOB),)))             # a crewed Vehicle
    to_step(game, "end")
    assert life(game, 1) == 20 - chars(game, express).power


@plays("Ishai, Ojutai Dragonspeaker", "keyword.partner")
def test_702_124a_partner_does_nothing_outside_commander():
    game = board(["Ishai, Ojutai Dragonspeaker"], [])
    ishai = obj(game, "Ishai, Ojutai Dragonspeaker")
    assert chars(game, ishai).keywords == frozenset({"flying"})         # no in-game partner
    game.act(Action("pass", 0))
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((ishai, BOB),)))
    to_step(game, "end")
    assert life(game, 1) == 20 - chars(game, ishai).power


@plays("Arctic Wolves", "keyword.cumulative_upkeep")
def test_702_24a_cumulative_upkeep_pays_for_each_age_counter():
    game = board(["Arctic Wolves"] + ["Forest"] * 4, [], step="upkeep")
    wolves = obj(game, "Arctic Wolves")
    game.state.objects[wolves].counters["age"] = 1
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")                                  # {2}{2}: two age counters
    assert game.state.objects[wolves].counters["age"] == 2
    assert all(game.state.objects[f].tapped for f in ids(game, "Forest"))
    assert "Arctic Wolves" in names(game)


@plays("Arctic Wolves", "keyword.cumulative_upkeep")
def test_702_24a_cumulative_upkeep_unpaid_sacrifices_it():
    game = board(["Arctic Wolves"] + ["Forest"] * 2, [], step="upkeep")
    resolve(game)
    choose(game, "no")
    assert "Arctic Wolves" not in names(game) and grave(game) == ["Arctic Wolves"]
    game = board(["Arctic Wolves"] + ["Forest"] * 3, [], step="upkeep")
    game.state.objects[obj(game, "Arctic Wolves")].counters["age"] = 1
    resolve(game)                                        # {4} can't be paid: no choice
    assert grave(game) == ["Arctic Wolves"]
    assert not any(game.state.objects[f].tapped for f in ids(game, "Forest"))


@plays("Order of the Golden Cricket", "trigger.may_pay", "trigger.combat", "effect.grant")
def test_603_5_may_pay_when_it_attacks_if_you_do_it_gains_flying():
    game = board(["Order of the Golden Cricket", "Plains"], [], step="declare attackers")
    cricket = obj(game, "Order of the Golden Cricket")
    game.act(Action("attack", 0, choice=((cricket, BOB),)))
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert "flying" in chars(game, cricket).keywords
    assert game.state.objects[obj(game, "Plains")].tapped
    game = board(["Order of the Golden Cricket", "Plains"], [], step="declare attackers")
    cricket = obj(game, "Order of the Golden Cricket")
    game.act(Action("attack", 0, choice=((cricket, BOB),)))
    resolve(game)
    choose(game, "no")
    assert "flying" not in chars(game, cricket).keywords
    assert not game.state.objects[obj(game, "Plains")].tapped


@plays("Order of the Golden Cricket", "trigger.may_pay", "trigger.combat")
def test_118_3_may_pay_cannot_be_chosen_without_the_mana():
    game = board(["Order of the Golden Cricket"], [], step="declare attackers")
    cricket = obj(game, "Order of the Golden Cricket")
    game.act(Action("attack", 0, choice=((cricket, BOB),)))
    resolve(game)
    assert not game.state.stack and game.decision.kind != "yes_no"
    assert "flying" not in chars(game, cricket).keywords


@plays("Sage of Shaila's Claim", "effect.energy", "trigger.enters")
def test_107_14_you_get_three_energy_counters():
    game = board(["Forest", "Forest"], [], hands=(["Sage of Shaila's Claim"], []))
    cast(game, "Sage of Shaila's Claim")
    resolve(game)
    resolve(game)
    assert game.state.players[0].energy == 3
    assert Game.from_json(game.to_json()).state.players[0].energy == 3
    assert game.copy().state.players[0].energy == 3


# -- Sagas (CR 714) ---------------------------------------------------------------------

@plays("History of Benalia", "saga.chapter", "effect.tokens", "effect.group_pump")
def test_714_history_of_benalia_chapters_then_sacrificed():
    game = board(["Plains"] * 3, [], hands=(["History of Benalia"], []))
    cast(game, "History of Benalia")
    resolve(game)                                  # the spell, then chapter I (CR 714.3a)
    resolve(game)
    saga = obj(game, "History of Benalia")
    assert game.state.objects[saga].counters == {"lore": 1}
    assert names(game).count("Knight") == 1
    to_step(game, "end")
    to_step(game, "precombat main")                # Bob's turn: Alice's Saga waits
    assert game.state.active == 1 and names(game).count("Knight") == 1
    to_step(game, "end")
    to_step(game, "precombat main")                # CR 714.3b: lore 2, chapter II
    resolve(game)
    assert game.state.objects[saga].counters == {"lore": 2}
    assert names(game).count("Knight") == 2
    game = Game.from_json(game.to_json())          # chapter abilities survive a round trip
    to_step(game, "end")
    to_step(game, "precombat main")
    to_step(game, "end")
    to_step(game, "precombat main")                # lore 3: chapter III on the stack
    assert saga in game.state.battlefield          # not while its chapter waits (CR 714.4)
    resolve(game)
    knight = obj(game, "Knight")
    assert (chars(game, knight).power, chars(game, knight).toughness) == (4, 3)
    assert "History of Benalia" in grave(game)     # CR 704.5s


@plays("Longtusk Cub", "cost.energy", "effect.energy", "trigger.combat")
def test_107_14_pay_energy_as_an_activation_cost():
    game = board(["Longtusk Cub"], [], step="declare attackers")
    cub = obj(game, "Longtusk Cub")
    with pytest.raises(IllegalAction):
        activate(game, cub)                              # no energy yet (CR 118.3)
    game.act(Action("attack", 0, choice=((cub, BOB),)))
    to_step(game, "end of combat")
    resolve(game)
    assert game.state.players[0].energy == 2
    activate(game, cub)
    assert game.state.players[0].energy == 0
    resolve(game)
    assert game.state.objects[cub].counters["+1/+1"] == 1
    with pytest.raises(IllegalAction):
        activate(game, cub)


@plays("Gather Courage", "keyword.convoke")
def test_702_51a_convoke_a_green_creature_pays_green():
    game = board(["Grizzly Bears"], [], sick=True, hands=(["Gather Courage"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Gather Courage", bears)             # no land: the sick Bears pays {G}
    assert game.state.objects[bears].tapped
    resolve(game)
    assert chars(game, bears).power == 4


@plays("Ephemeral Shields", "keyword.convoke")
def test_702_51a_convoke_pays_generic_or_the_creatures_colour():
    game = board(["Grizzly Bears", "Llanowar Elves"], [], hands=(["Ephemeral Shields"], []))
    bears = obj(game, "Grizzly Bears")
    assert not [a for a in game.legal_actions() if a.kind == "cast"]     # no white
    with pytest.raises(IllegalAction):
        cast(game, "Ephemeral Shields", bears)
    game = board(["Grizzly Bears", "Plains"], [], hands=(["Ephemeral Shields"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Ephemeral Shields", bears)          # Plains {W}, the Bears {1}
    assert game.state.objects[bears].tapped and game.state.objects[obj(game, "Plains")].tapped
    resolve(game)
    assert "indestructible" in chars(game, bears).keywords


# -- suspend (CR 702.62) ----------------------------------------------------------------

@plays("Rift Bolt", "keyword.suspend", "effect.damage")
def test_702_62a_rift_bolt_suspended_then_cast_free_in_upkeep():
    game = board(["Mountain"], [], hands=(["Rift Bolt"], []))
    game.act("activate Rift Bolt for suspend")     # a special action (CR 116.2f)
    state = game.state
    bolt = state.players[0].exile[0]
    assert state.objects[bolt].counters == {"time": 1} and not state.stack
    assert game.decision.kind == "priority" and game.decision.player == 0   # CR 117.3c
    assert state.objects[obj(game, "Mountain")].tapped
    to_step(game, "end")
    to_step(game, "precombat main")                # Bob's turn: nothing happens
    assert state.players[0].exile == [bolt]
    to_step(game, "end")
    to_step(game, "upkeep")                        # Alice's upkeep: the time counter goes
    resolve(game)
    assert game.decision.kind == "cast"            # the last one: cast it free
    game.act(Action("cast", 0, bolt, targets=(BOB,), mode=0,
                    costs=("without paying its mana cost",)))
    resolve(game)
    assert life(game, 1) == 17 and "Rift Bolt" in grave(game)


@plays("Ancestral Vision", "keyword.suspend", "effect.draw")
def test_702_62a_suspend_special_action_only_when_it_could_be_cast():
    game = board(["Island"], ["Grizzly Bears"], hands=(["Ancestral Vision"], []),
                 step="upkeep")
    with pytest.raises(IllegalAction):
        game.act("activate Ancestral Vision for suspend")       # a sorcery (CR 116.2f)
    with pytest.raises(IllegalAction):
        cast(game, "Ancestral Vision", ALICE)                   # no mana cost (CR 202.1b)
    to_step(game, "precombat main")
    game.act("activate Ancestral Vision for suspend")
    vision = game.state.players[0].exile[0]
    assert game.state.objects[vision].counters == {"time": 4}
    game = Game.from_json(game.to_json())
    assert game.state.objects[vision].counters == {"time": 4}
    for left in (3, 2, 1):
        to_step(game, "end")
        to_step(game, "precombat main")            # Bob's turn
        to_step(game, "end")
        to_step(game, "upkeep")
        resolve(game)
        assert game.state.objects[vision].counters == {"time": left}
    to_step(game, "end")
    to_step(game, "precombat main")
    to_step(game, "end")
    to_step(game, "upkeep")
    resolve(game)
    assert game.decision.kind == "cast"
    before = len(hand(game))
    game.act(Action("cast", 0, vision, targets=(ALICE,), mode=0,
                    costs=("without paying its mana cost",)))
    resolve(game)
    assert len(hand(game)) == before + 3


@plays("Molting Harpy", "effect.sacrifice_unless", "trigger.step")
def test_118_12_sacrifice_this_unless_you_pay():
    game = board(["Molting Harpy", "Swamp", "Swamp"], [], step="upkeep")
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert "Molting Harpy" in names(game)
    assert all(game.state.objects[s].tapped for s in ids(game, "Swamp"))
    game = board(["Molting Harpy", "Swamp", "Swamp"], [], step="upkeep")
    resolve(game)
    choose(game, "no")
    assert grave(game) == ["Molting Harpy"]
    game = board(["Molting Harpy", "Swamp"], [], step="upkeep")
    resolve(game)                                        # {2} can't be paid: no choice
    assert grave(game) == ["Molting Harpy"]


@plays("Aether Chaser", "trigger.may_pay", "cost.energy", "effect.energy", "trigger.combat")
def test_107_14_may_pay_energy_when_it_attacks():
    game = board(["Aether Chaser"], [], step="declare attackers")
    chaser = obj(game, "Aether Chaser")
    game.state.players[0].energy = 3
    game.act(Action("attack", 0, choice=((chaser, BOB),)))
    resolve(game)
    choose(game, "yes")
    assert game.state.players[0].energy == 1 and ids(game, "Servo")
    game = board(["Aether Chaser"], [], step="declare attackers")
    game.state.players[0].energy = 1
    game.act(Action("attack", 0, choice=((obj(game, "Aether Chaser"), BOB),)))
    resolve(game)                                        # one energy can't pay {E}{E}
    assert game.state.players[0].energy == 1 and not ids(game, "Servo")
