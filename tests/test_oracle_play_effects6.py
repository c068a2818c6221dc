"""Spell effect sentences played (sixth list): the Traps' alternative costs and the cost
reductions whose condition is what one opponent did this turn (gained life, cast or drew N
or more, had permanents enter; CR 118.9, 601.2f, 603.4) or how many creatures are attacking
(CR 506.4)."""

from __future__ import annotations

import pytest
from boards import board, declare_attackers, ids
from test_multiplayer import table
from test_oracle_play import (
    cast,
    chars,
    hand,
    life,
    plays,
    resolve,
)

from tolaria import Action, IllegalAction


def _bob_casts_for_alternative(game, name: str, *targets) -> None:
    """Alice passes priority; Bob casts `name` for its alternative cost (CR 118.9)."""
    if game.decision.player == 0:
        game.act(Action("pass", 0))
    cast(game, name, *targets, player=1, costs=("alternative cost",))


def _cast_and_resolve(game, name: str, player: int = 0) -> None:
    cast(game, name, player=player)
    resolve(game)


# -- "If an opponent <did something> this turn, you may pay ... rather than ..." -------------

@plays("Mindbreak Trap", "condition.opponent_this_turn", "condition.this_turn",
       "spell.alternative_cost")
def test_118_9_mindbreak_trap_free_once_an_opponent_cast_three_spells():
    """Alice casts two Memnites: no alternative cost for Bob; her third spell: Bob pays {0}
    and exiles it (CR 118.9, 601.2i: the spells cast this turn, counted as it's cast)."""
    game = board([], [], hands=(["Memnite", "Memnite", "Ornithopter"], ["Mindbreak Trap"]))
    _cast_and_resolve(game, "Memnite")
    cast(game, "Memnite")
    game.act(Action("pass", 0))
    with pytest.raises(IllegalAction):
        game.act("cast Mindbreak Trap for alternative cost targeting Memnite")
    resolve(game)
    cast(game, "Ornithopter")
    spell = game.state.stack[-1]
    game.act(Action("pass", 0))
    game.act("cast Mindbreak Trap for alternative cost targeting Ornithopter")
    resolve(game)
    assert game.state.objects[spell].name == "Ornithopter" and not ids(game, "Ornithopter")
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == ["Ornithopter"]


@plays("Mindbreak Trap", "condition.opponent_this_turn")
def test_118_9_mindbreak_trap_counts_each_opponent_alone():
    """Four players: Alice casts two spells and Bob one, three spells by Carol's opponents
    but not three by one of them ("an opponent": one player, CR 102.2); Alice's third spell
    makes it so."""
    game = table([[], ["Mountain"], [], []], [["Memnite", "Memnite", "Ornithopter"],
                                              ["Shock"], ["Mindbreak Trap"]])
    _cast_and_resolve(game, "Memnite")
    cast(game, "Memnite")
    game.act(Action("pass", 0))
    cast(game, "Shock", ("player", 0), player=1)
    game.act(Action("pass", 1))
    assert game.decision.player == 2
    with pytest.raises(IllegalAction):
        game.act("cast Mindbreak Trap for alternative cost targeting Shock")
    resolve(game)
    cast(game, "Ornithopter")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    game.act("cast Mindbreak Trap for alternative cost targeting Ornithopter")
    resolve(game)
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == ["Ornithopter"]


@plays("Needlebite Trap", "condition.opponent_this_turn", "spell.alternative_cost")
def test_118_9_needlebite_trap_for_b_after_an_opponent_gained_life():
    """Before Alice gains life: no alternative cost; after her Chaplain's Blessing, Bob
    pays {B} (CR 119.3, 118.9)."""
    game = board(["Plains"], ["Swamp"], hands=(["Chaplain's Blessing"], ["Needlebite Trap"]))
    cast(game, "Chaplain's Blessing")
    game.act(Action("pass", 0))
    with pytest.raises(IllegalAction):
        cast(game, "Needlebite Trap", ("player", 0), player=1, costs=("alternative cost",))
    resolve(game)
    assert life(game, 0) == 25
    _bob_casts_for_alternative(game, "Needlebite Trap", ("player", 0))
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (20, 25)


@plays("Runeflare Trap", "condition.opponent_this_turn", "spell.alternative_cost")
def test_118_9_runeflare_trap_for_r_after_an_opponent_drew_three_cards():
    """Alice draws three with Concentrate (CR 121.1): Bob pays {R}; the damage is the cards
    in her hand."""
    game = board(["Island"] * 4, ["Mountain"], hands=(["Concentrate", "Opt"], ["Runeflare Trap"]))
    cast(game, "Concentrate")
    game.act(Action("pass", 0))
    with pytest.raises(IllegalAction):
        cast(game, "Runeflare Trap", ("player", 0), player=1, costs=("alternative cost",))
    resolve(game)
    assert len(hand(game, 0)) == 4
    _bob_casts_for_alternative(game, "Runeflare Trap", ("player", 0))
    resolve(game)
    assert life(game, 0) == 16


@plays("Whiplash Trap", "condition.opponent_this_turn", "spell.alternative_cost")
def test_118_9_whiplash_trap_after_two_creatures_entered_under_an_opponents_control():
    """One creature entered under Alice's control: no; two: Bob pays {U} (CR 603.4)."""
    game = board(["Grizzly Bears"], ["Island"], hands=(["Memnite", "Ornithopter"],
                                                       ["Whiplash Trap"]))
    _cast_and_resolve(game, "Memnite")
    bears, memnite = ids(game, "Grizzly Bears")[0], ids(game, "Memnite")[0]
    cast(game, "Ornithopter")
    game.act(Action("pass", 0))
    with pytest.raises(IllegalAction):
        cast(game, "Whiplash Trap", ("object", bears), ("object", memnite), player=1,
             costs=("alternative cost",))
    resolve(game)
    _bob_casts_for_alternative(game, "Whiplash Trap", ("object", bears), ("object", memnite))
    resolve(game)
    assert sorted(hand(game, 0)) == ["Grizzly Bears", "Memnite"]


@plays("Baloth Cage Trap", "condition.opponent_this_turn", "spell.alternative_cost")
def test_118_9_baloth_cage_trap_after_an_artifact_entered_under_an_opponents_control():
    """A creature entered: no; an artifact (Ornithopter, an artifact creature): {1}{G}, by
    its card types as it entered (CR 603.4)."""
    game = board(["Grizzly Bears"], ["Forest", "Forest"], hands=(
        ["Savannah Lions", "Ornithopter"], ["Baloth Cage Trap"]), sick=True)
    game.state.players[0].pool.add_text("{W}")
    _cast_and_resolve(game, "Savannah Lions")
    cast(game, "Ornithopter")
    game.act(Action("pass", 0))
    with pytest.raises(IllegalAction):
        cast(game, "Baloth Cage Trap", player=1, costs=("alternative cost",))
    resolve(game)
    _bob_casts_for_alternative(game, "Baloth Cage Trap")
    resolve(game)
    beast = [i for i in game.state.battlefield if game.state.objects[i].controller == 1
             and "Beast" in chars(game, i).subtypes]
    assert len(beast) == 1 and chars(game, beast[0]).power == 4


@plays("Lavaball Trap", "condition.opponent_this_turn", "spell.alternative_cost")
def test_118_9_lavaball_trap_after_two_lands_entered_under_an_opponents_control():
    """Alice's land drop: one land entered; her Rampant Growth: two (CR 305.2, 603.4); Bob
    pays {3}{R}{R}, destroys two lands and deals 4 damage to each creature."""
    game = board(["Forest", "Forest", "Grizzly Bears"], ["Mountain"] * 5,
                 hands=(["Rampant Growth", "Forest"], ["Lavaball Trap"]))
    forests = ids(game, "Forest")
    game.act("play Forest")
    cast(game, "Rampant Growth")
    game.act(Action("pass", 0))
    with pytest.raises(IllegalAction):
        game.act("cast Lavaball Trap for alternative cost targeting Forest, Forest")
    resolve(game)
    if game.decision.kind == "choose":                      # the basic land found
        game.act(Action("choose", 0, choice=(game.decision.options[0],)))
    assert len(ids(game, "Forest")) + len(ids(game, "Wastes")) == 4
    game.act(Action("pass", 0))
    cast(game, "Lavaball Trap", ("object", forests[0]), ("object", forests[1]), player=1,
         costs=("alternative cost",))
    resolve(game)
    assert len(ids(game, "Forest")) + len(ids(game, "Wastes")) == 2
    assert not ids(game, "Grizzly Bears")


# -- "If N or more creatures are attacking, ..." (CR 506.4) ---------------------------------

@plays("Lethargy Trap", "condition.creatures_attacking", "spell.alternative_cost")
def test_506_4_lethargy_trap_for_u_if_three_or_more_creatures_are_attacking():
    """Two attackers: the full cost; three: {U}, and they get -3/-0 (CR 506.4, 118.9)."""
    game = board(["Grizzly Bears", "Hill Giant"], ["Island"], hands=([], ["Lethargy Trap"]))
    declare_attackers(game, *ids(game, "Grizzly Bears"), *ids(game, "Hill Giant"))
    with pytest.raises(IllegalAction):
        _bob_casts_for_alternative(game, "Lethargy Trap")
    game = board(["Grizzly Bears", "Hill Giant", "Savannah Lions"], ["Island"],
                 hands=([], ["Lethargy Trap"]))
    attackers = ids(game, "Grizzly Bears") + ids(game, "Hill Giant") + ids(game,
                                                                          "Savannah Lions")
    declare_attackers(game, *attackers)
    _bob_casts_for_alternative(game, "Lethargy Trap")
    resolve(game)
    assert chars(game, ids(game, "Hill Giant")[0]).power == 0


@plays("Arrow Volley Trap", "condition.creatures_attacking", "spell.alternative_cost")
def test_506_4_arrow_volley_trap_for_1w_if_four_or_more_creatures_are_attacking():
    """Four attackers: Bob pays {1}{W} and divides 5 damage among attacking creatures
    (CR 601.2d)."""
    game = board(["Grizzly Bears", "Hill Giant", "Savannah Lions"], ["Plains", "Plains"],
                 hands=(["Memnite"], ["Arrow Volley Trap"]))
    volley = "cast Arrow Volley Trap for alternative cost targeting Hill Giant 3, Grizzly " \
             "Bears 2, no target, no target, no target"
    declare_attackers(game, *ids(game, "Grizzly Bears"), *ids(game, "Hill Giant"),
                      *ids(game, "Savannah Lions"))
    game.act(Action("pass", 0))
    with pytest.raises(IllegalAction):                  # three attackers
        game.act(volley)
    game = board(["Grizzly Bears", "Hill Giant", "Savannah Lions", "Memnite"],
                 ["Plains", "Plains"], hands=([], ["Arrow Volley Trap"]))
    declare_attackers(game, *ids(game, "Grizzly Bears"), *ids(game, "Hill Giant"),
                      *ids(game, "Savannah Lions"), *ids(game, "Memnite"))
    game.act(Action("pass", 0))
    game.act(volley)
    resolve(game)
    assert not ids(game, "Hill Giant") and not ids(game, "Grizzly Bears")
    assert ids(game, "Savannah Lions") and ids(game, "Memnite")


# -- "This spell costs {M} less to cast if an opponent ..." (CR 601.2f) ---------------------

@plays("Ertai's Scorn", "condition.opponent_this_turn")
def test_601_2f_ertais_scorn_costs_u_less_once_an_opponent_cast_two_spells():
    """Alice's first spell: Ertai's Scorn needs {1}{U}{U}; her second: {1}{U} is enough."""
    game = board([], ["Island", "Island"], hands=(["Memnite", "Ornithopter"], ["Ertai's Scorn"]))
    cast(game, "Memnite")
    with pytest.raises(IllegalAction):
        _bob_casts_for_alternative(game, "Ertai's Scorn", ("object", game.state.stack[-1]))
    resolve(game)
    cast(game, "Ornithopter")
    spell = game.state.stack[-1]
    game.act(Action("pass", 0))
    cast(game, "Ertai's Scorn", ("object", spell), player=1)
    resolve(game)
    assert not ids(game, "Ornithopter") and "Ornithopter" in [
        game.state.objects[i].name for i in game.state.players[0].graveyard]


@plays("Even the Score", "condition.opponent_this_turn")
def test_601_2f_even_the_score_costs_uuu_less_once_an_opponent_has_drawn_four_cards():
    """Alice has drawn three: Bob's one Island can't cast it for X = 1; after her fourth
    card, {1} is its whole cost (CR 601.2f, 121.1)."""
    game = board(["Island"] * 5, ["Island"], hands=(["Concentrate", "Ancestral Recall"],
                                                    ["Even the Score"]))
    cast(game, "Concentrate")
    resolve(game)
    cast(game, "Ancestral Recall", ("player", 0))
    game.act(Action("pass", 0))
    with pytest.raises(IllegalAction):
        cast(game, "Even the Score", player=1, x=1)
    resolve(game)
    game.act(Action("pass", 0))
    cast(game, "Even the Score", player=1, x=1)
    resolve(game)
    assert len(hand(game, 1)) == 1


# -- "For each <permanent> destroyed / exiled this way, its controller creates ..." ---------

def _tokens_of(game, player: int, name: str) -> int:
    return sum(1 for i in game.state.battlefield if game.state.objects[i].controller == player
               and game.state.objects[i].is_token and game.state.objects[i].name == name)


@plays("March of Souls", "token.per_controller", "effect.destroy_all")
def test_608_2h_march_of_souls_each_controller_creates_a_spirit_for_each_destroyed():
    """One Spirit for Alice, two for Bob; none for Bob's indestructible Darksteel Myr, which
    wasn't destroyed (CR 702.12b, 608.2c, 111.2)."""
    game = board(["Plains"] * 5 + ["Grizzly Bears"], ["Hill Giant", "Savannah Lions",
                                                      "Darksteel Myr"],
                 hands=(["March of Souls"], []))
    cast(game, "March of Souls")
    resolve(game)
    assert (_tokens_of(game, 0, "Spirit"), _tokens_of(game, 1, "Spirit")) == (1, 2)
    assert ids(game, "Darksteel Myr")
    spirit = next(i for i in game.state.battlefield if game.state.objects[i].name == "Spirit")
    assert "flying" in chars(game, spirit).keywords and chars(game, spirit).power == 1


@plays("Descent of the Dragons", "token.per_controller")
def test_608_2h_descent_of_the_dragons_dragons_for_the_targets_controllers():
    game = board(["Mountain"] * 6 + ["Grizzly Bears"], ["Hill Giant", "Savannah Lions"],
                 hands=(["Descent of the Dragons"], []))
    game.act("cast Descent of the Dragons targeting Grizzly Bears, Hill Giant")
    resolve(game)
    assert not ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")
    assert (_tokens_of(game, 0, "Dragon"), _tokens_of(game, 1, "Dragon")) == (1, 1)
    assert ids(game, "Savannah Lions")


@plays("Hour of Need", "token.per_controller")
def test_608_2h_hour_of_need_the_sphinx_goes_to_the_exiled_creatures_controller():
    """Alice has stolen Bob's Hill Giant with Act of Treason: exiled, it was hers as it last
    existed on the battlefield, so she creates its Sphinx (CR 608.2h), as for her own
    Grizzly Bears; the strive cost is paid for the second target (CR 702.111a)."""
    game = board(["Mountain"] * 3 + ["Island"] * 5 + ["Grizzly Bears"], ["Hill Giant"],
                 hands=(["Act of Treason", "Hour of Need"], []))
    cast(game, "Act of Treason", ("object", ids(game, "Hill Giant")[0]))
    resolve(game)
    game.act("cast Hour of Need targeting Grizzly Bears, Hill Giant")
    resolve(game)
    assert (_tokens_of(game, 0, "Sphinx"), _tokens_of(game, 1, "Sphinx")) == (2, 0)
    assert "Hill Giant" in [game.state.objects[i].name for i in game.state.players[1].exile]


@plays("Rampage of the Clans", "token.per_controller")
def test_608_2h_rampage_of_the_clans_a_centaur_for_each_permanent_destroyed():
    """Alice's Ornithopter, Bob's Glorious Anthem: a Centaur each ("permanent": any of them,
    CR 608.2c); his indestructible Darksteel Relic stays, so none for it (CR 702.12b)."""
    game = board(["Forest"] * 4 + ["Ornithopter"], ["Glorious Anthem", "Darksteel Relic"],
                 hands=(["Rampage of the Clans"], []))
    cast(game, "Rampage of the Clans")
    resolve(game)
    assert (_tokens_of(game, 0, "Centaur"), _tokens_of(game, 1, "Centaur")) == (1, 1)
    assert ids(game, "Darksteel Relic") and not ids(game, "Glorious Anthem")


@plays("Curse of the Swine", "token.per_controller")
def test_608_2h_curse_of_the_swine_a_boar_for_each_exiled_creature():
    game = board(["Island"] * 4, ["Hill Giant", "Savannah Lions", "Grizzly Bears"],
                 hands=(["Curse of the Swine"], []))
    game.act("cast Curse of the Swine x=2 targeting Hill Giant, Savannah Lions")
    resolve(game)
    assert (_tokens_of(game, 0, "Boar"), _tokens_of(game, 1, "Boar")) == (0, 2)
    assert ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")


# -- "... equal to the amount of excess damage dealt to that creature this way" (120.10) ----

@plays("Hell to Pay", "quantity.excess_damage")
def test_120_10_hell_to_pay_a_tapped_treasure_for_each_excess_damage():
    """X = 5 to a 2/2: 3 excess damage, 3 tapped Treasures."""
    game = board(["Mountain"] * 6, ["Grizzly Bears"], hands=(["Hell to Pay"], []))
    cast(game, "Hell to Pay", ("object", ids(game, "Grizzly Bears")[0]), x=5)
    resolve(game)
    treasures = ids(game, "Treasure")
    assert len(treasures) == 3 and all(game.state.objects[t].tapped for t in treasures)


@plays("Lacerate Flesh", "quantity.excess_damage")
def test_120_10_lacerate_flesh_counts_damage_already_marked():
    """Hill Giant (3/3) already has 2 damage from Shock: 1 is lethal, so 4 damage is 3
    excess (CR 120.6, 120.10): three Blood tokens."""
    game = board(["Mountain"] * 6, ["Hill Giant"], hands=(["Shock", "Lacerate Flesh"], []))
    giant = ids(game, "Hill Giant")[0]
    cast(game, "Shock", ("object", giant))
    resolve(game)
    cast(game, "Lacerate Flesh", ("object", giant))
    resolve(game)
    assert len(ids(game, "Blood")) == 3 and not ids(game, "Hill Giant")


@plays("Goblin Negotiation", "quantity.excess_damage")
def test_120_10_goblin_negotiation_no_excess_no_goblins():
    """X = 2 to a 2/2 is lethal damage and no more: no Goblins."""
    game = board(["Mountain"] * 4, ["Grizzly Bears"], hands=(["Goblin Negotiation"], []))
    cast(game, "Goblin Negotiation", ("object", ids(game, "Grizzly Bears")[0]), x=2)
    resolve(game)
    assert not ids(game, "Goblin") and not ids(game, "Grizzly Bears")


@plays("Razor Rings", "quantity.excess_damage")
def test_120_10_razor_rings_gains_the_excess_damage():
    """4 damage to an attacking 2/2: Bob gains 2 life."""
    game = board(["Grizzly Bears"], ["Plains", "Plains"], hands=([], ["Razor Rings"]))
    declare_attackers(game, *ids(game, "Grizzly Bears"))
    game.act(Action("pass", 0))
    cast(game, "Razor Rings", ("object", ids(game, "Grizzly Bears")[0]), player=1)
    resolve(game)
    assert life(game, 1) == 22


@plays("Windswift Slice", "quantity.excess_damage")
def test_120_10_windswift_slice_elf_warriors_for_the_excess_of_its_power():
    """Craw Wurm (6/4) deals 6 to Bob's Grizzly Bears: 4 excess, four Elf Warriors."""
    game = board(["Forest"] * 3 + ["Craw Wurm"], ["Grizzly Bears"],
                 hands=(["Windswift Slice"], []))
    cast(game, "Windswift Slice", ("object", ids(game, "Craw Wurm")[0]),
         ("object", ids(game, "Grizzly Bears")[0]))
    resolve(game)
    assert len(ids(game, "Elf Warrior")) == 4


@plays("Overwhelming Victory", "quantity.excess_damage")
def test_120_10_overwhelming_victory_pumps_by_the_excess_damage():
    """5 damage to a 2/2: each creature Alice controls gets +3/+0 and trample."""
    game = board(["Mountain"] * 5 + ["Hill Giant"], ["Grizzly Bears"],
                 hands=(["Overwhelming Victory"], []))
    cast(game, "Overwhelming Victory", ("object", ids(game, "Grizzly Bears")[0]))
    resolve(game)
    giant = chars(game, ids(game, "Hill Giant")[0])
    assert giant.power == 6 and giant.toughness == 3 and "trample" in giant.keywords


# -- "If you controlled that permanent / If that creature was <colours>" (CR 608.2h) --------

@plays("Geistwave", "condition.you_controlled_it")
def test_608_2h_geistwave_draws_if_you_controlled_the_returned_permanent():
    """Bob's Hill Giant, stolen by Alice with Act of Treason: she controlled it as it last
    existed on the battlefield, so she draws (its owner doesn't matter, CR 608.2h); Bob's
    Grizzly Bears: no card."""
    game = board(["Mountain"] * 3 + ["Island"] * 4, ["Hill Giant", "Grizzly Bears"],
                 hands=(["Act of Treason", "Geistwave", "Geistwave"], []))
    cast(game, "Act of Treason", ("object", ids(game, "Hill Giant")[0]))
    resolve(game)
    cast(game, "Geistwave", ("object", ids(game, "Hill Giant")[0]))
    resolve(game)
    assert "Hill Giant" in hand(game, 1) and len(hand(game, 0)) == 2
    cast(game, "Geistwave", ("object", ids(game, "Grizzly Bears")[0]))
    resolve(game)
    assert "Grizzly Bears" in hand(game, 1) and len(hand(game, 0)) == 1


@plays("Gleeful Demolition", "condition.you_controlled_it")
def test_608_2h_gleeful_demolition_goblins_only_for_your_own_artifact():
    game = board(["Mountain", "Mountain", "Ornithopter"], ["Ornithopter"],
                 hands=(["Gleeful Demolition", "Gleeful Demolition"], []))
    theirs = next(i for i in ids(game, "Ornithopter") if game.state.objects[i].controller == 1)
    cast(game, "Gleeful Demolition", ("object", theirs))
    resolve(game)
    assert not ids(game, "Phyrexian Goblin")
    cast(game, "Gleeful Demolition", ("object", ids(game, "Ornithopter")[0]))
    resolve(game)
    assert len(ids(game, "Phyrexian Goblin")) == 3


@plays("Gloomlance", "condition.that_creature_was")
def test_608_2h_gloomlance_its_controller_discards_if_it_was_green_or_white():
    """Bob's Grizzly Bears (green) destroyed: Bob discards; his Hill Giant (red): no."""
    game = board(["Swamp"] * 10, ["Grizzly Bears", "Hill Giant"],
                 hands=(["Gloomlance", "Gloomlance"], ["Shock", "Opt"]))
    cast(game, "Gloomlance", ("object", ids(game, "Hill Giant")[0]))
    resolve(game)
    assert len(hand(game, 1)) == 2
    cast(game, "Gloomlance", ("object", ids(game, "Grizzly Bears")[0]))
    resolve(game)
    assert game.decision.kind == "discard" and game.decision.player == 1
    game.act(Action("choose", 1, choice=(game.state.players[1].hand[0],)))
    assert len(hand(game, 1)) == 1 and not ids(game, "Grizzly Bears")


@plays("Gloomwidow's Feast", "condition.that_creature_was")
def test_608_2h_gloomwidows_feast_a_spider_if_it_was_blue_or_black():
    game = board(["Forest"] * 8, ["Wind Drake", "Serra Angel"],
                 hands=(["Gloomwidow's Feast", "Gloomwidow's Feast"], []))
    cast(game, "Gloomwidow's Feast", ("object", ids(game, "Serra Angel")[0]))
    resolve(game)
    assert not ids(game, "Spider") and not ids(game, "Serra Angel")
    cast(game, "Gloomwidow's Feast", ("object", ids(game, "Wind Drake")[0]))
    resolve(game)
    assert len(ids(game, "Spider")) == 1


# -- "If <condition>, those creatures [also] gain / get ..." (CR 608.2c, 611.2c) -----------

@plays("Heroic Charge", "effect.those_group", "effect.if_kicked")
def test_608_2c_heroic_charge_kicked_those_creatures_also_gain_trample():
    game = board(["Plains"] * 6 + ["Mountain"] * 4 + ["Grizzly Bears"], [],
                 hands=(["Heroic Charge"] * 2, []))
    bears = ids(game, "Grizzly Bears")[0]
    cast(game, "Heroic Charge")
    resolve(game)
    assert chars(game, bears).power == 4 and "trample" not in chars(game, bears).keywords
    game.act("cast Heroic Charge with kicker")
    resolve(game)
    assert chars(game, bears).power == 6 and "trample" in chars(game, bears).keywords


@plays("Kytheon's Tactics", "effect.those_group", "condition.if_rider")
def test_608_2c_kytheons_tactics_spell_mastery_on_its_own_line():
    """Spell mastery — two instants and/or sorceries in Alice's graveyard: the creatures the
    first line pumped also gain vigilance (CR 207.2c, 608.2c); one: no vigilance."""
    from test_oracle_play_effects5 import _in_graveyard
    game = board(["Plains"] * 3 + ["Grizzly Bears"], [], hands=(["Kytheon's Tactics"], []))
    _in_graveyard(game, "Shock")
    cast(game, "Kytheon's Tactics")
    resolve(game)
    bears = chars(game, ids(game, "Grizzly Bears")[0])
    assert bears.power == 4 and "vigilance" not in bears.keywords
    game = board(["Plains"] * 3 + ["Grizzly Bears"], [], hands=(["Kytheon's Tactics"], []))
    _in_graveyard(game, "Shock")
    _in_graveyard(game, "Opt")
    cast(game, "Kytheon's Tactics")
    resolve(game)
    assert "vigilance" in chars(game, ids(game, "Grizzly Bears")[0]).keywords


@plays("Break of Day", "effect.those_group", "condition.if_rider")
def test_608_2c_break_of_day_fateful_hour_indestructible_at_5_life_or_less():
    game = board(["Plains"] * 2 + ["Grizzly Bears"], [], hands=(["Break of Day"], []))
    game.state.players[0].life = 5
    cast(game, "Break of Day")
    resolve(game)
    bears = chars(game, ids(game, "Grizzly Bears")[0])
    assert bears.power == 3 and "indestructible" in bears.keywords


@plays("Pride of Conquerors", "effect.those_group", "condition.instead")
def test_702_131b_pride_of_conquerors_plus_two_with_the_citys_blessing_instead():
    """Ten permanents as it resolves: Alice gets the city's blessing (CR 702.131b) and the
    creatures get +2/+2 instead of +1/+1 (CR 614.15); with fewer, +1/+1."""
    game = board(["Plains"] * 2 + ["Grizzly Bears"] * 8, [], hands=(["Pride of Conquerors"], []))
    cast(game, "Pride of Conquerors")
    resolve(game)
    assert chars(game, ids(game, "Grizzly Bears")[0]).power == 4
    game = board(["Plains"] * 2 + ["Grizzly Bears"], [], hands=(["Pride of Conquerors"], []))
    cast(game, "Pride of Conquerors")
    resolve(game)
    assert chars(game, ids(game, "Grizzly Bears")[0]).power == 3


@plays("Firebending Lesson", "condition.instead")
def test_702_33d_firebending_lesson_kicked_deals_5_to_that_creature_instead():
    """Unkicked: 2 damage, the 4/4 lives; kicked: 5 damage to the same target instead."""
    game = board(["Mountain"] * 6, ["Air Elemental", "Serra Angel"],
                 hands=(["Firebending Lesson"] * 2, []))
    cast(game, "Firebending Lesson", ("object", ids(game, "Serra Angel")[0]))
    resolve(game)
    assert ids(game, "Serra Angel") and game.state.objects[ids(game, "Serra Angel")[0]].damage == 2
    game.act("cast Firebending Lesson with kicker targeting Air Elemental")
    resolve(game)
    assert not ids(game, "Air Elemental")


# -- "If this spell was kicked, instead <instruction with another target>." (702.33d) ------

@plays("Bloodchief's Thirst", "condition.kicked_other_target", "condition.instead")
def test_601_2c_bloodchiefs_thirst_kicked_has_only_the_other_target():
    """Unkicked: only a creature or planeswalker with mana value 2 or less; kicked: the
    first target isn't chosen at all, the other one is any creature (CR 601.2b-c)."""
    game = board(["Swamp"] * 4, ["Serra Angel", "Grizzly Bears"],
                 hands=(["Bloodchief's Thirst"], []))
    with pytest.raises(IllegalAction):
        game.act("cast Bloodchief's Thirst targeting Serra Angel")
    with pytest.raises(IllegalAction):
        game.act("cast Bloodchief's Thirst with kicker targeting Grizzly Bears, Serra Angel")
    game.act("cast Bloodchief's Thirst with kicker targeting no target, Serra Angel")
    resolve(game)
    assert not ids(game, "Serra Angel") and ids(game, "Grizzly Bears")


@plays("Tear Asunder", "condition.kicked_other_target", "condition.instead")
def test_601_2c_tear_asunder_exiles_an_artifact_or_kicked_any_nonland_permanent():
    game = board(["Forest", "Swamp", "Forest", "Swamp"] * 2, ["Grizzly Bears", "Ornithopter"],
                 hands=(["Tear Asunder", "Tear Asunder"], []))
    with pytest.raises(IllegalAction):
        game.act("cast Tear Asunder targeting Grizzly Bears")
    game.act("cast Tear Asunder targeting Ornithopter")
    resolve(game)
    game.act("cast Tear Asunder with kicker targeting no target, Grizzly Bears")
    resolve(game)
    exiled = [game.state.objects[i].name for i in game.state.players[1].exile]
    assert sorted(exiled) == ["Grizzly Bears", "Ornithopter"]


@plays("Blood Beckoning", "condition.kicked_other_target")
def test_601_2c_blood_beckoning_kicked_returns_two_other_targets():
    from test_oracle_play_effects5 import _in_graveyard
    game = board(["Swamp"] * 5, [], hands=(["Blood Beckoning"], []))
    for name in ("Grizzly Bears", "Hill Giant"):
        _in_graveyard(game, name)
    game.act("cast Blood Beckoning with kicker targeting no target, Grizzly Bears, Hill Giant")
    resolve(game)
    assert sorted(hand(game, 0)) == ["Grizzly Bears", "Hill Giant"]


@plays("Galadriel's Dismissal", "condition.kicked_other_target")
def test_702_26_galadriels_dismissal_kicked_targets_only_the_player():
    """Kicked: only target player is chosen, and each creature they control phases out
    (CR 702.26a, 601.2c)."""
    game = board(["Plains"] * 4, ["Grizzly Bears", "Hill Giant"],
                 hands=(["Galadriel's Dismissal"], []))
    game.act("cast Galadriel's Dismissal with kicker targeting no target, Bob")
    resolve(game)
    assert not ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")
    assert len(game.state.phased_out) == 2


@plays("Stonesplitter Bolt", "condition.instead", "keyword.bargained")
def test_702_166b_stonesplitter_bolt_bargained_deals_twice_x_instead():
    """X = 2, bargained (Ornithopter sacrificed): 4 damage to Serra Angel (CR 107.3,
    614.15); not bargained, X = 2 would be 2."""
    game = board(["Mountain"] * 3 + ["Ornithopter"], ["Serra Angel"],
                 hands=(["Stonesplitter Bolt"], []))
    game.act("cast Stonesplitter Bolt x=2 for bargain sacrificing Ornithopter targeting "
             "Serra Angel")
    resolve(game)
    assert not ids(game, "Serra Angel")
    game = board(["Mountain"] * 3, ["Serra Angel"], hands=(["Stonesplitter Bolt"], []))
    game.act("cast Stonesplitter Bolt x=2 targeting Serra Angel")
    resolve(game)
    assert game.state.objects[ids(game, "Serra Angel")[0]].damage == 2
