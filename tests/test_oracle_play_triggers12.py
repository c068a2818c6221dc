"""Triggered abilities, played (CR 603), twelfth part: cast triggers copying a permanent
spell, whose copy resolves into a token (CR 707.10, 707.10f, 608.3f), "except the copy
isn't legendary / is an artifact in addition to its other types" (CR 707.9b).
"""

from __future__ import annotations

from boards import add_mana, board, ids
from test_oracle_play import ALICE, BOB, activate, cast, chars, grave, life, plays

from tolaria import Action


def _settle(game, yes: bool = True) -> None:
    """Resolve the stack, answering "you may" with `yes`, else the first legal answer."""
    while game.state.stack:
        d = game.decision
        if d.kind == "priority":
            game.act(Action("pass", d.player))
        elif d.kind == "yes_no":
            game.act(Action("choose", d.player, choice=("yes" if yes else "no",)))
        else:
            game.act(game.legal_actions()[0])


def _tokens(game, name: str) -> list[int]:
    return [i for i in ids(game, name) if game.state.objects[i].card.token]


# -- "Whenever you cast a <kind> permanent spell, copy it" (CR 707.10f, 608.3f) ---------------

@plays("Archmage of Echoes", "copy.cast_spell", "copy.cast_permanent_spell")
def test_707_10f_archmage_of_echoes_copies_a_wizard_spell_into_a_token():
    game = board(["Archmage of Echoes"], [], hands=(["Fugitive Wizard", "Grizzly Bears"], []))
    add_mana(game, "{U}")
    cast(game, "Fugitive Wizard")
    assert len(game.state.stack) == 2                  # the spell and the trigger
    _settle(game)
    wizards = ids(game, "Fugitive Wizard")
    assert len(wizards) == 2 and len(_tokens(game, "Fugitive Wizard")) == 1
    token = game.state.objects[_tokens(game, "Fugitive Wizard")[0]]
    assert token.controller == 0 and token.owner == 0 and not token.is_copy    # 111.2
    add_mana(game, "{1}{G}")
    cast(game, "Grizzly Bears")                        # not a Faerie or Wizard: no copy
    assert len(game.state.stack) == 1
    _settle(game)
    assert len(ids(game, "Grizzly Bears")) == 1


@plays("Double Down", "copy.cast_spell", "copy.cast_permanent_spell")
def test_707_10f_double_down_copies_an_outlaw_spell():
    game = board(["Double Down"], [], hands=(["Fugitive Wizard", "Swab Goblin"], []))
    add_mana(game, "{U}")
    cast(game, "Fugitive Wizard")                      # a Wizard, not an outlaw
    _settle(game)
    assert len(ids(game, "Fugitive Wizard")) == 1
    add_mana(game, "{1}{R}")
    cast(game, "Swab Goblin")                          # a Pirate: an outlaw
    _settle(game)
    assert len(ids(game, "Swab Goblin")) == 2 and len(_tokens(game, "Swab Goblin")) == 1


@plays("Reflections of Littjara", "copy.cast_spell", "copy.cast_permanent_spell")
def test_707_10f_reflections_of_littjara_copies_spells_of_the_chosen_type():
    game = board([], [], hands=(["Reflections of Littjara", "Fugitive Wizard",
                                 "Grizzly Bears"], []))
    add_mana(game, "{4}{U}")
    cast(game, "Reflections of Littjara")
    while game.decision.kind != "priority" or game.state.stack:
        d = game.decision
        if d.kind == "priority":
            game.act(Action("pass", d.player))
        else:                                          # CR 614.12: as it enters, Wizard
            game.act(next(a for a in game.legal_actions() if "Wizard" in str(a.choice)))
    add_mana(game, "{1}{G}")
    cast(game, "Grizzly Bears")
    assert len(game.state.stack) == 1                  # a Bear: no trigger
    _settle(game)
    add_mana(game, "{U}")
    cast(game, "Fugitive Wizard")
    _settle(game)
    assert len(ids(game, "Fugitive Wizard")) == 2 and len(_tokens(game, "Fugitive Wizard")) == 1


# -- "copy it, except the copy isn't legendary" (CR 707.9b, 707.10) -----------------------------

@plays("The Sixth Doctor", "copy.cast_spell", "copy.cast_permanent_spell",
       "copy.cast_spell_except")
def test_707_9b_the_sixth_doctor_copy_isnt_legendary_so_both_stay():
    game = board(["The Sixth Doctor"], [], hands=(["Isamaru, Hound of Konda",
                                                   "Barktooth Warbeard"], []))
    add_mana(game, "{W}")
    cast(game, "Isamaru, Hound of Konda")              # legendary: historic (CR 700.6)
    _settle(game)
    dogs = ids(game, "Isamaru, Hound of Konda")
    assert len(dogs) == 2                              # no legend rule (CR 704.5j)
    token = _tokens(game, "Isamaru, Hound of Konda")[0]
    assert "Legendary" not in chars(game, token).supertypes
    assert "Legendary" in chars(game, next(d for d in dogs if d != token)).supertypes
    add_mana(game, "{4}{B}{R}{R}")
    cast(game, "Barktooth Warbeard")                   # only once each turn: no copy
    assert len(game.state.stack) == 1
    _settle(game)
    assert len(ids(game, "Barktooth Warbeard")) == 1


@plays("Storm of Saruman", "copy.cast_spell", "copy.cast_permanent_spell",
       "copy.cast_spell_except")
def test_707_10_storm_of_saruman_copies_the_second_spell_each_turn():
    game = board(["Storm of Saruman"], [], hands=(["Shock", "Isamaru, Hound of Konda"], []))
    add_mana(game, "{R}{W}")
    cast(game, "Shock", BOB)                           # the first spell: no copy
    assert len(game.state.stack) == 1
    _settle(game)
    cast(game, "Isamaru, Hound of Konda")              # the second: copied, not legendary
    assert len(game.state.stack) == 2
    _settle(game)
    assert len(ids(game, "Isamaru, Hound of Konda")) == 2


@plays("Iron Man, Bleeding Edge", "copy.cast_spell", "copy.cast_permanent_spell",
       "copy.cast_spell_except")
def test_707_10_iron_man_may_copy_an_artifact_spell_once_each_turn():
    game = board(["Iron Man, Bleeding Edge"], [], hands=(["Ornithopter", "Ornithopter"], []))
    cast(game, "Ornithopter")
    _settle(game, yes=False)                           # "you may": declined
    assert len(ids(game, "Ornithopter")) == 1
    cast(game, "Ornithopter")
    _settle(game)
    assert len(ids(game, "Ornithopter")) == 3 and len(_tokens(game, "Ornithopter")) == 1


# -- "except the copy is <types> in addition to its other types" (CR 707.9b, 205.1b) ----------

@plays("Tawnos, the Toymaker", "copy.cast_spell", "copy.cast_permanent_spell",
       "copy.cast_spell_except", "copy.except_types")
def test_707_9b_tawnos_copy_is_an_artifact_in_addition():
    game = board(["Tawnos, the Toymaker"], [], hands=(["Axebane Beast"], []))
    add_mana(game, "{3}{G}")
    cast(game, "Axebane Beast")
    _settle(game)
    token = _tokens(game, "Axebane Beast")[0]
    assert chars(game, token).types == frozenset({"Artifact", "Creature"})
    assert chars(game, token).power == 3
    original = next(i for i in ids(game, "Axebane Beast") if i != token)
    assert chars(game, original).types == frozenset({"Creature"})


@plays("Donal, Herald of Wings", "copy.cast_spell", "copy.cast_permanent_spell",
       "copy.cast_spell_except")
def test_707_9b_donal_copy_is_a_1_1_spirit_in_addition():
    game = board(["Donal, Herald of Wings"], [], hands=(["Air Elemental"], []))
    add_mana(game, "{3}{U}{U}")
    cast(game, "Air Elemental")
    _settle(game)
    token = _tokens(game, "Air Elemental")[0]
    c = chars(game, token)
    assert (c.power, c.toughness) == (1, 1) and "Spirit" in c.subtypes
    assert "Elemental" in c.subtypes and "flying" in c.keywords


# -- "Whenever you or a permanent you control becomes the target of a spell or ability an
#    opponent controls" (CR 115.1, 603.2) ---------------------------------------------------

def _bob_casts(game, name: str, mana: str, *targets) -> None:
    """Alice passes priority in her main phase; Bob casts `name` (CR 117.3d)."""
    add_mana(game, mana, player=1)
    game.act(Action("pass", 0))
    cast(game, name, *targets, player=1)


@plays("Leovold, Emissary of Trest", "trigger.you_or_yours_targeted")
def test_115_1_leovold_triggers_once_for_you_and_once_for_your_permanent():
    game = board(["Leovold, Emissary of Trest", "Grizzly Bears"], [],
                 hands=(["Shock"], ["Searing Blaze"]))
    bears = ids(game, "Grizzly Bears")[0]
    add_mana(game, "{R}")
    cast(game, "Shock", bears)                         # Alice's own spell: no trigger
    assert len(game.state.stack) == 1
    _settle(game)
    before = len(game.state.players[0].hand)
    _bob_casts(game, "Searing Blaze", "{R}{R}", ALICE, ids(game, "Leovold, Emissary of Trest")[0])
    assert len(game.state.stack) == 3                  # the spell and two triggers
    _settle(game)
    assert len(game.state.players[0].hand) == before + 2


@plays("Unsettled Mariner", "trigger.you_or_yours_targeted", "effect.counter_targeting_yours")
def test_118_12a_unsettled_mariner_counters_unless_its_controller_pays_1():
    game = board(["Unsettled Mariner"], [], hands=([], ["Shock", "Shock"]))
    mariner = ids(game, "Unsettled Mariner")[0]
    _bob_casts(game, "Shock", "{R}", mariner)          # no mana left to pay {1}
    _settle(game)
    assert ids(game, "Unsettled Mariner") == [mariner] and life(game, 0) == 20
    add_mana(game, "{R}{R}", player=1)
    game.act(Action("pass", 0))
    cast(game, "Shock", ALICE, player=1)               # Bob pays {1}: Shock resolves
    _settle(game)
    assert life(game, 0) == 18


@plays("Leyline of Combustion", "trigger.you_or_yours_targeted", "player.targeting_opponent")
def test_603_2c_leyline_of_combustion_once_for_you_and_your_creature():
    game = board(["Leyline of Combustion", "Grizzly Bears"], [], hands=([], ["Searing Blaze"]))
    _bob_casts(game, "Searing Blaze", "{R}{R}", ALICE, ids(game, "Grizzly Bears")[0])
    assert len(game.state.stack) == 2                  # one trigger for the spell
    _settle(game)
    assert life(game, 1) == 18


@plays("Ashenmoor Liege", "trigger.targeted", "player.targeting_opponent")
def test_603_2_ashenmoor_liege_that_player_is_the_spells_controller():
    game = board(["Ashenmoor Liege"], [], hands=([], ["Shock"]))
    _bob_casts(game, "Shock", "{R}", ids(game, "Ashenmoor Liege")[0])
    _settle(game)
    assert life(game, 1) == 16 and not ids(game, "Ashenmoor Liege")


@plays("Thunderbreak Regent", "trigger.targeted", "player.targeting_opponent")
def test_603_2_thunderbreak_regent_a_dragon_targeted_by_an_opponent():
    game = board(["Thunderbreak Regent", "Grizzly Bears"], [], hands=([], ["Shock", "Shock"]))
    _bob_casts(game, "Shock", "{R}", ids(game, "Grizzly Bears")[0])     # not a Dragon
    assert len(game.state.stack) == 1
    _settle(game)
    _bob_casts(game, "Shock", "{R}", ids(game, "Thunderbreak Regent")[0])
    assert len(game.state.stack) == 2
    _settle(game)
    assert life(game, 1) == 17


@plays("Diffusion Sliver", "trigger.targeted", "effect.counter_targeting_yours")
def test_118_12a_diffusion_sliver_counters_unless_its_controller_pays_2():
    game = board(["Diffusion Sliver"], [], hands=([], ["Shock"]))
    sliver = ids(game, "Diffusion Sliver")[0]
    _bob_casts(game, "Shock", "{R}", sliver)
    _settle(game)
    assert ids(game, "Diffusion Sliver") == [sliver] and grave(game, 1) == ["Shock"]


# -- "becomes the target of an Aura spell / an instant or sorcery spell"; "attacks[, blocks,]
#    or becomes the target of a spell" (CR 601.2c, 603.2) ------------------------------------

@plays("Wild Defiance", "trigger.targeted_by_kind")
def test_603_2_wild_defiance_only_an_instant_or_sorcery_spell_triggers():
    game = board(["Wild Defiance", "Grizzly Bears"], [],
                 hands=(["Giant Growth", "Holy Strength"], []))
    bears = ids(game, "Grizzly Bears")[0]
    add_mana(game, "{W}")
    cast(game, "Holy Strength", bears)                 # an Aura spell: no trigger
    assert len(game.state.stack) == 1
    _settle(game)
    add_mana(game, "{G}")
    cast(game, "Giant Growth", bears)
    assert len(game.state.stack) == 2
    _settle(game)
    assert chars(game, bears).power == 2 + 1 + 3 + 3


@plays("Fugitive Druid", "trigger.targeted_by_kind")
def test_603_2_fugitive_druid_draws_for_an_aura_spell_only():
    game = board(["Fugitive Druid"], [], hands=(["Giant Growth", "Holy Strength"], []))
    druid = ids(game, "Fugitive Druid")[0]
    add_mana(game, "{G}")
    cast(game, "Giant Growth", druid)                  # an instant: no trigger
    assert len(game.state.stack) == 1
    _settle(game)
    add_mana(game, "{W}")
    cast(game, "Holy Strength", druid)
    assert len(game.state.stack) == 2
    _settle(game)
    assert len(game.state.players[0].hand) == 1        # drew one (none left in hand before)


@plays("Silverfur Partisan", "trigger.targeted_by_kind")
def test_603_2_silverfur_partisan_an_opponents_instant_makes_a_wolf_too():
    game = board(["Silverfur Partisan"], [], hands=([], ["Shock"]))
    _bob_casts(game, "Shock", "{R}", ids(game, "Silverfur Partisan")[0])
    assert len(game.state.stack) == 2
    _settle(game)
    assert len(_tokens(game, "Wolf")) == 1


@plays("Goldspan Dragon", "trigger.attacks_or_targeted")
def test_603_2_goldspan_dragon_targeted_by_a_spell_makes_a_treasure():
    game = board(["Goldspan Dragon"], [], hands=([], ["Shock"]))
    _bob_casts(game, "Shock", "{R}", ids(game, "Goldspan Dragon")[0])
    assert len(game.state.stack) == 2
    _settle(game)
    assert len(_tokens(game, "Treasure")) == 1


@plays("Giggling Skitterspike", "trigger.attacks_or_targeted")
def test_603_2_giggling_skitterspike_targeted_deals_its_power_to_each_opponent():
    game = board(["Giggling Skitterspike", "Prodigal Sorcerer"], [], hands=(["Giant Growth"], []))
    spike = ids(game, "Giggling Skitterspike")[0]
    activate(game, ids(game, "Prodigal Sorcerer")[0], spike)   # an ability: no trigger
    assert len(game.state.stack) == 1
    _settle(game)
    add_mana(game, "{G}")
    cast(game, "Giant Growth", spike)
    _settle(game)                                      # the trigger resolves first: 1
    assert life(game, 1) == 19


# -- "if that creature has greater power or toughness than this creature": evolve's
#    comparison in an enters trigger (CR 702.100a, 603.4) ------------------------------------

@plays("Hulkling, Burgeoning Bruiser", "trigger.if_greater_than_self")
def test_603_4_hulkling_a_bigger_creature_entering_gives_a_counter():
    game = board(["Hulkling, Burgeoning Bruiser"], [], hands=(["Grizzly Bears", "Hill Giant"],
                                                               []))
    hulk = ids(game, "Hulkling, Burgeoning Bruiser")[0]
    add_mana(game, "{1}{G}")
    cast(game, "Grizzly Bears")                        # 2/2 against 2/3: not greater
    _settle(game)
    assert not game.state.stack and chars(game, hulk).power == 2
    add_mana(game, "{3}{R}")
    cast(game, "Hill Giant")                           # 3/3: greater power
    _settle(game)
    assert (chars(game, hulk).power, chars(game, hulk).toughness) == (3, 4)


@plays("Evolving Adaptive", "trigger.if_greater_than_self")
def test_702_100a_evolving_adaptive_gets_an_oil_counter():
    game = board([], [], hands=(["Evolving Adaptive", "Grizzly Bears"], []))
    add_mana(game, "{G}")
    cast(game, "Evolving Adaptive")
    _settle(game)
    adaptive = ids(game, "Evolving Adaptive")[0]
    assert chars(game, adaptive).power == 1            # one oil counter
    add_mana(game, "{1}{G}")
    cast(game, "Grizzly Bears")
    _settle(game)
    assert game.state.objects[adaptive].counters.get("oil") == 2
    assert chars(game, adaptive).power == 2


@plays("Sharp-Eyed Rookie", "trigger.if_greater_than_self")
def test_603_4_sharp_eyed_rookie_counter_and_clue_for_a_bigger_creature():
    game = board(["Sharp-Eyed Rookie"], [], hands=(["Grizzly Bears", "Hill Giant"], []))
    add_mana(game, "{1}{G}")
    cast(game, "Grizzly Bears")                        # 2/2: neither is greater
    _settle(game)
    assert not _tokens(game, "Clue")
    add_mana(game, "{3}{R}")
    cast(game, "Hill Giant")
    _settle(game)
    rookie = ids(game, "Sharp-Eyed Rookie")[0]
    assert chars(game, rookie).power == 3 and len(_tokens(game, "Clue")) == 1


# -- "Whenever a face-down creature / permanent you control enters" (CR 708.2, 603.2) ---------

def _in_library(game, *names: str) -> None:
    """Cards put into Alice's library in order, the last one on top."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    for name in names:
        create_object(game.state, card_def(name), 0, "library")
    game.state.changed()


@plays("Trail of Mystery", "trigger.face_down_enters")
def test_708_2_trail_of_mystery_a_manifested_creature_fetches_a_basic_land():
    game = board(["Trail of Mystery"], [], hands=(["Grizzly Bears", "Soul Summons"], []))
    _in_library(game, "Forest", "Craw Wurm")
    add_mana(game, "{1}{G}")
    cast(game, "Grizzly Bears")                        # face up: no trigger
    assert len(game.state.stack) == 1
    _settle(game)
    assert not game.state.stack
    add_mana(game, "{1}{W}")
    cast(game, "Soul Summons")                         # manifests Craw Wurm face down
    _settle(game)
    [card] = game.state.players[0].hand                # a basic land card, searched for
    assert {"Basic", "Land"} <= set(game.state.objects[card].card.supertypes) | set(
        game.state.objects[card].card.types)


@plays("Threats Around Every Corner", "trigger.face_down_enters")
def test_708_2_threats_around_every_corner_manifest_dread_puts_a_land_onto_the_battlefield():
    game = board([], [], hands=(["Threats Around Every Corner"], []))
    _in_library(game, "Forest", "Craw Wurm", "Hill Giant")
    add_mana(game, "{3}{G}")
    cast(game, "Threats Around Every Corner")
    _settle(game)
    lands = [i for i in game.state.battlefield if "Land" in chars(game, i).types]
    assert len(lands) == 1 and game.state.objects[lands[0]].tapped   # searched for
    assert sum(1 for i in game.state.battlefield if game.state.objects[i].face_down) == 1


# -- "Whenever you / a player win(s) a coin flip"; "Flip a coin."; "flip a coin until you lose
#    a flip" (CR 705.2, 603.2) ----------------------------------------------------------------

class _Rigged:
    """Coin flips won (below 0.5) or lost in the order given."""

    def __init__(self, *rolls: float) -> None:
        self.rolls = list(rolls)

    def random(self) -> float:
        return self.rolls.pop(0)


@plays("Tavern Scoundrel", "trigger.won_flip", "library.coin_alone")
def test_705_2_tavern_scoundrel_a_won_flip_makes_two_treasures_a_lost_one_nothing():
    game = board(["Tavern Scoundrel", "Grizzly Bears", "Hill Giant"], [])
    scoundrel = ids(game, "Tavern Scoundrel")[0]
    game.state.rng = _Rigged(0.9)
    add_mana(game, "{1}")
    activate(game, scoundrel, costs=(ids(game, "Grizzly Bears")[0],))
    _settle(game)                                      # lost: no trigger
    assert not _tokens(game, "Treasure")
    game.state.objects[scoundrel].tapped = False
    game.state.rng = _Rigged(0.1)
    add_mana(game, "{1}")
    activate(game, scoundrel, costs=(ids(game, "Hill Giant")[0],))
    _settle(game)
    assert len(_tokens(game, "Treasure")) == 2


@plays("Zndrsplt, Eye of Wisdom", "trigger.won_flip", "library.coin_until_lose")
def test_705_2_zndrsplt_draws_for_each_flip_won_until_one_is_lost():
    game = board(["Zndrsplt, Eye of Wisdom"], [])
    game.state.rng = _Rigged(0.1, 0.2, 0.9)          # two wins, then a loss
    before = len(game.state.players[0].library)
    while game.state.step != "beginning of combat" or not game.state.stack:
        game.act(Action("pass", game.decision.player))
    _settle(game)
    assert before - len(game.state.players[0].library) == 2


@plays("Zndrsplt, Eye of Wisdom", "library.coin_until_lose")
def test_614_1a_flip_until_lose_with_krarks_thumb_asks_each_mixed_flip():
    """With Krark's Thumb each flip is two coins (CR 614.1a): won and lost, Alice keeps the
    won one and flips on; then two losses end it. One flip won: one card drawn."""
    game = board(["Zndrsplt, Eye of Wisdom", "Krark's Thumb"], [])
    game.state.rng = _Rigged(0.1, 0.9, 0.9, 0.9)     # won+lost (keep won), lost+lost
    before = len(game.state.players[0].library)
    while game.state.step != "beginning of combat" or not game.state.stack:
        game.act(Action("pass", game.decision.player))
    while game.state.stack or game.decision.kind != "priority":
        d = game.decision
        if d.kind == "choose":
            assert set(d.options) == {"won", "lost"}
            game.act(Action("choose", d.player, choice=("won",)))
        else:
            game.act(Action("pass", d.player))
    assert before - len(game.state.players[0].library) == 1
