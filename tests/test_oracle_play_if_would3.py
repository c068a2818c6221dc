"""Replacement effects of "If ... would" and "If this creature was kicked" sentences, played
(CR 614.1, 614.1c, 616.1, 702.33d, 702.33f)."""

from __future__ import annotations

from boards import board
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    chars,
    choose,
    grave,
    life,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action

# -- "If this creature was kicked, it enters with N counters on it and with <ability>" -------


@plays("Kavu Titan", "condition.enters_if", "replacement.enters_with_ability", "keyword.kicker")
def test_614_1c_kicked_kavu_titan_enters_with_counters_and_trample():
    """CR 702.33d, 614.1c, 613.1f: kicked, it enters a 5/5 with trample, and keeps trample;
    unkicked, it's a 2/2 without it."""
    game = board(["Forest"] * 5, [], hands=(["Kavu Titan"], []))
    cast(game, "Kavu Titan", costs=("kicker",))
    resolve(game)
    titan = obj(game, "Kavu Titan")
    assert game.state.objects[titan].counters == {"+1/+1": 3}
    assert (chars(game, titan).power, chars(game, titan).toughness) == (5, 5)
    assert "trample" in chars(game, titan).keywords
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                    # the turn moves on: trample stays
    assert "trample" in chars(game, titan).keywords
    game = board(["Forest"] * 5, [], hands=(["Kavu Titan"], []))
    cast(game, "Kavu Titan")
    resolve(game)
    titan = obj(game, "Kavu Titan")
    assert not game.state.objects[titan].counters
    assert "trample" not in chars(game, titan).keywords


@plays("Pouncing Wurm", "condition.enters_if", "replacement.enters_with_ability")
def test_614_1c_kicked_pouncing_wurm_attacks_the_turn_it_enters():
    """CR 614.1c, 702.10b: it enters with haste, so it can attack that turn (a 6/6)."""
    game = board(["Forest"] * 7, [], hands=(["Pouncing Wurm"], []))
    cast(game, "Pouncing Wurm", costs=("kicker",))
    resolve(game)
    wurm = obj(game, "Pouncing Wurm")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.state.step == "beginning of combat"
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    game.act(Action("attack", 0, choice=((wurm, BOB),)))
    assert game.state.objects[wurm].attacking


DEGAVOLVER = "Degavolver"


@plays(DEGAVOLVER, "condition.enters_if", "condition.kicked_with_enters",
       "replacement.enters_with_ability", "keyword.kicker_two")
def test_702_33f_degavolver_kicked_with_both_costs_gets_both_abilities():
    """CR 702.33f, 614.1c: both kicker costs paid: three +1/+1 counters, first strike and
    "Pay 3 life: Regenerate this creature.", which then works: Doom Blade doesn't kill it."""
    game = board(["Plains", "Swamp", "Swamp", "Swamp", "Mountain", "Plains", "Swamp"], [],
                 hands=([DEGAVOLVER, "Doom Blade"], []))
    game.act(game.parse(f"cast {DEGAVOLVER} with kicker {{1}}{{B}} with kicker {{R}}"))
    resolve(game)
    assert game.decision.kind == "replacement"         # both apply: Alice orders them (616.1)
    choose(game, game.decision.options[1])
    volver = obj(game, DEGAVOLVER)
    assert game.state.objects[volver].counters == {"+1/+1": 3}
    assert "first strike" in chars(game, volver).keywords
    activate(game, volver)
    assert life(game, 0) == 17                                    # CR 119.4
    resolve(game)
    cast(game, "Doom Blade", volver)
    resolve(game)
    assert volver in game.state.battlefield and game.state.objects[volver].tapped  # 701.15a


@plays(DEGAVOLVER, "condition.enters_if", "condition.kicked_with_enters",
       "replacement.enters_with_ability", "keyword.kicker_two")
def test_702_33f_degavolver_kicked_with_r_only_gets_that_one():
    """CR 702.33f: only the {R} kicker paid: one counter and first strike; no regeneration
    ability, and no +1/+1 counters from the {1}{B} one."""
    game = board(["Plains", "Plains", "Mountain"], [], hands=([DEGAVOLVER], []))
    game.act(game.parse(f"cast {DEGAVOLVER} with kicker {{R}}"))
    resolve(game)
    volver = obj(game, DEGAVOLVER)
    assert game.state.objects[volver].counters == {"+1/+1": 1}
    assert "first strike" in chars(game, volver).keywords
    assert not chars(game, volver).activated


@plays("Necravolver", "condition.enters_if", "condition.kicked_with_enters",
       "replacement.enters_with_ability")
def test_614_1c_necravolver_gains_the_quoted_trigger_and_gains_that_much_life():
    """CR 614.1c, 613.1f, 603.2: kicked with its {W} kicker, it has "Whenever this creature
    deals damage, you gain that much life": unblocked, the 3/3 deals 3 and Alice gains 3."""
    game = board(["Swamp"] * 3 + ["Plains"], [], hands=(["Necravolver"], []))
    game.act(game.parse("cast Necravolver with kicker {W}"))
    resolve(game)
    volver = obj(game, "Necravolver")
    assert "trample" not in chars(game, volver).keywords
    game.state.objects[volver].since = 0          # under Alice's control since her turn began
    for _ in range(4):                                       # to declare attackers
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((volver, BOB),)))
    to_step(game, "combat damage")
    resolve(game)
    assert life(game, 1) == 17 and life(game, 0) == 23


# -- "If this creature would die, put it <elsewhere> instead" (CR 614.1a, 700.4) -----------


def _library(game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].library]


@plays("Nissa's Chosen", "static.dies_elsewhere")
def test_614_1a_nissas_chosen_goes_to_the_bottom_of_its_library_instead():
    """CR 614.1a, 700.4, 401.4: Lightning Bolt would kill it: it's put on the bottom of
    Alice's library instead, never in her graveyard."""
    game = board(["Nissa's Chosen", "Mountain"], [], hands=(["Lightning Bolt"], []))
    cast(game, "Lightning Bolt", obj(game, "Nissa's Chosen"))
    resolve(game)
    assert "Nissa's Chosen" not in grave(game)
    assert _library(game)[0] == "Nissa's Chosen" and _library(game)[-1] == "Wastes"


@plays("Gravebane Zombie", "static.dies_elsewhere")
def test_614_1a_gravebane_zombie_goes_on_top_of_its_library_instead():
    """CR 614.1a, 700.4: destroyed by Wrath of God, it's put on top of Alice's library
    instead of her graveyard."""
    game = board(["Gravebane Zombie"] + ["Plains"] * 4, [], hands=(["Wrath of God"], []))
    cast(game, "Wrath of God")
    resolve(game)
    assert "Gravebane Zombie" not in grave(game)
    assert _library(game)[-1] == "Gravebane Zombie"


# -- "If one or more tokens would be created, twice that many ..." (CR 614.1a) -------------


@plays("Primal Vigor", "static.replacement")
def test_614_1a_primal_vigor_doubles_every_players_tokens():
    """CR 614.1a, 111.1: Bob's Primal Vigor doubles Alice's tokens too: Dragon Fodder makes
    four Goblins."""
    game = board(["Mountain"] * 2, ["Primal Vigor"], hands=(["Dragon Fodder"], []))
    cast(game, "Dragon Fodder")
    resolve(game)
    goblins = [i for i in game.state.battlefield if game.state.objects[i].is_token]
    assert len(goblins) == 4 and all(game.state.objects[i].controller == 0 for i in goblins)


# -- "If you would lose unspent mana, that mana becomes colorless instead." (CR 614.1a) -----


@plays("Horizon Stone", "static.unspent_mana_colorless")
def test_614_1a_horizon_stone_unspent_mana_becomes_colorless_and_stays():
    """CR 614.1a, 500.4, 106.4: Alice's {G} doesn't empty as the main phase ends: it's {C}
    through combat, and pays for Sol Ring's {1} in her second main phase (not a green
    spell's {G}); Bob's mana empties as usual."""
    game = board(["Horizon Stone", "Forest"], [], hands=(["Sol Ring", "Llanowar Elves"], []))
    game.act("activate Forest")
    assert game.state.players[0].pool.count("G") == 1
    game.state.players[1].pool.add_text("{R}")
    game.state.changed()
    to_step(game, "postcombat main")
    pool = game.state.players[0].pool
    assert (pool.count("C"), pool.count("G"), game.state.players[1].pool.total()) == (1, 0, 0)
    assert not game.is_legal(game.parse("cast Llanowar Elves"))
    cast(game, "Sol Ring")
    resolve(game)
    assert obj(game, "Sol Ring") and game.state.players[0].pool.is_empty()


@plays("Kruphix, God of Horizons", "static.unspent_mana_colorless")
def test_614_1a_kruphix_mana_from_the_end_step_is_kept_colorless_into_the_next_turn():
    """CR 614.1a, 500.4, 514.1: mana added in Alice's end step isn't lost in cleanup either:
    it's still there, colorless, in Bob's turn."""
    game = board(["Kruphix, God of Horizons"], [])
    to_step(game, "end")
    game.state.players[0].pool.add_text("{U}{G}")
    game.state.changed()
    to_step(game, "upkeep")
    assert game.state.active == 1
    assert game.state.players[0].pool.count("C") == 2 and game.state.players[0].pool.total() == 2


# -- "If you would draw a card, you may skip that draw instead." (CR 614.1a, 614.11) -------


@plays("Obstinate Familiar", "static.may_skip_draw")
def test_614_11_obstinate_familiar_each_draw_may_be_skipped():
    """CR 614.11, 121.2: Divination's two draws are two events: Alice skips the first and
    draws the second."""
    game = board(["Obstinate Familiar", "Island", "Island", "Island"], [],
                 hands=(["Divination"], []))
    library = len(game.state.players[0].library)
    cast(game, "Divination")
    resolve(game)
    assert game.decision.kind == "replacement" and game.decision.player == 0
    choose(game, "yes")
    assert game.decision.kind == "replacement"
    choose(game, "no")
    assert len(game.state.players[0].hand) == 1
    assert len(game.state.players[0].library) == library - 1


@plays("Obstinate Familiar", "static.may_skip_draw")
def test_614_11_obstinate_familiar_skips_the_draw_step_draw():
    """CR 614.11, 504.1: the draw step's draw is a draw too: skipped, Alice's hand and
    library stay as they were."""
    game = board(["Obstinate Familiar"], [], step="upkeep")
    library = len(game.state.players[0].library)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "replacement"
    choose(game, "yes")
    assert game.state.step == "draw" and not game.state.players[0].hand
    assert len(game.state.players[0].library) == library


# -- "If a source would deal damage to enchanted player, it deals double ..." (CR 303.4b) ---


@plays("Curse of Bloodletting", "static.damage_to_enchanted_player", "static.damage_mod")
def test_614_1a_curse_of_bloodletting_doubles_damage_to_the_enchanted_player_only():
    """CR 303.4b, 614.1a: the Curse on Bob: Lightning Bolt deals him 6; to Alice, still 3."""
    game = board(["Mountain"] * 7, [], hands=(["Curse of Bloodletting", "Lightning Bolt",
                                               "Lightning Bolt"], []))
    cast(game, "Curse of Bloodletting", BOB)
    resolve(game)
    assert game.state.objects[obj(game, "Curse of Bloodletting")].attached_player == 1
    cast(game, "Lightning Bolt", BOB)
    resolve(game)
    assert life(game, 1) == 14
    cast(game, "Lightning Bolt", ALICE)
    resolve(game)
    assert life(game, 0) == 17


# -- "..., it deals half that damage, rounded down, to that permanent or player instead." ---


@plays("Ghosts of the Innocent", "static.damage_half_down", "static.damage_mod")
def test_614_1a_ghosts_of_the_innocent_halves_damage_rounded_down():
    """CR 614.1a: Lightning Bolt deals Bob 1 (3 halved, rounded down); Shock to a Hill
    Giant deals 1 and it survives."""
    game = board(["Mountain"] * 2, ["Ghosts of the Innocent", "Hill Giant"],
                 hands=(["Lightning Bolt", "Shock"], []))
    cast(game, "Lightning Bolt", BOB)
    resolve(game)
    assert life(game, 1) == 19
    giant = obj(game, "Hill Giant")
    cast(game, "Shock", giant)
    resolve(game)
    assert giant in game.state.battlefield and game.state.objects[giant].damage == 1


@plays("Ghosts of the Innocent", "static.damage_half_down", "static.damage_mod")
def test_615_12_ghosts_halves_even_damage_that_cant_be_prevented():
    """CR 614.1a, 615.12: halving is a replacement, not a prevention: after Skullcrack
    ("Damage can't be prevented this turn") Bob still takes only 1 of its 3."""
    game = board(["Mountain"] * 2, ["Ghosts of the Innocent"], hands=(["Skullcrack"], []))
    cast(game, "Skullcrack", BOB)
    resolve(game)
    assert life(game, 1) == 19


# -- Living Conundrum: an empty library (CR 614.1b, 614.11, 704.5b, 611.3a) ----------------


@plays("Living Conundrum", "static.draw_empty_skip", "condition.base_pt_and_keywords")
def test_614_11_living_conundrum_skips_draws_from_an_empty_library():
    """CR 614.1b, 614.11, 704.5b: with no cards in her library, Alice's Divination draws are
    skipped, so she never attempted a draw from an empty library and doesn't lose; CR
    611.3a, 613.4b: meanwhile the Conundrum is a 10/10 with flying and vigilance."""
    game = board(["Living Conundrum"] + ["Island"] * 3, [], hands=(["Divination"], []),
                 library=0)
    conundrum = obj(game, "Living Conundrum")
    assert (chars(game, conundrum).power, chars(game, conundrum).toughness) == (10, 10)
    assert {"flying", "vigilance"} <= chars(game, conundrum).keywords
    cast(game, "Divination")
    resolve(game)
    assert not game.state.players[0].lost and not game.state.players[0].hand
    assert game.decision.kind == "priority"


@plays("Living Conundrum", "static.draw_empty_skip", "condition.base_pt_and_keywords")
def test_611_3a_living_conundrum_with_a_library_is_a_2_5_that_draws():
    """CR 611.3a, 614.11: with cards in her library, nothing applies: a 2/5 without flying,
    and Divination draws two."""
    game = board(["Living Conundrum"] + ["Island"] * 3, [], hands=(["Divination"], []))
    conundrum = obj(game, "Living Conundrum")
    assert (chars(game, conundrum).power, chars(game, conundrum).toughness) == (2, 5)
    assert "flying" not in chars(game, conundrum).keywords
    cast(game, "Divination")
    resolve(game)
    assert len(game.state.players[0].hand) == 2


def _to_attack(game) -> None:
    for _ in range(4):                                       # to declare attackers
        game.act(Action("pass", game.decision.player))


@plays("Prison Barricade", "condition.enters_if", "replacement.enters_with_ability",
       "static.granted")
def test_702_3b_kicked_prison_barricade_can_attack_despite_defender():
    """CR 614.1c, 702.3b: kicked, it enters with a +1/+1 counter and with "This creature can
    attack as though it didn't have defender.": it attacks; unkicked, it can't."""
    for kicked, can in ((("kicker",), True), ((), False)):
        game = board(["Plains"] * 4, [], hands=(["Prison Barricade"], []))
        cast(game, "Prison Barricade", costs=kicked)
        resolve(game)
        barricade = obj(game, "Prison Barricade")
        assert bool(game.state.objects[barricade].counters) == can
        game.state.objects[barricade].since = 0   # under Alice's control since her turn began
        _to_attack(game)
        attack = Action("attack", 0, choice=((barricade, BOB),))
        assert game.is_legal(attack) == can


@plays("Hedron-Field Purists", "static.damage_mod", "keyword.level_up", "keyword.level")
def test_711_2_hedron_field_purists_prevents_damage_only_at_its_level():
    """CR 711.2, 615.7, 611.3a: at level 0 Alice takes Lightning Bolt's 3; leveled up to
    level 1 ("prevent 1 of that damage"), the next Bolt deals her 2."""
    game = board(["Hedron-Field Purists"] + ["Plains"] * 3 + ["Mountain"] * 2, [],
                 hands=(["Lightning Bolt", "Lightning Bolt"], []))
    cast(game, "Lightning Bolt", ALICE)
    resolve(game)
    assert life(game, 0) == 17
    purists = obj(game, "Hedron-Field Purists")
    activate(game, purists)
    resolve(game)
    assert game.state.objects[purists].counters == {"level": 1}
    cast(game, "Lightning Bolt", ALICE)
    resolve(game)
    assert life(game, 0) == 15
