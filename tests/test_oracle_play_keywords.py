"""Keyword abilities read from Oracle text, played (CR 702): evasion, combat triggers,
damage results, dies triggers."""

from __future__ import annotations

import dataclasses

import pytest
from boards import board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose,
    grave,
    hand,
    in_hand,
    life,
    names,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules import events
from tolaria.rules.zones import create_object


def attack(game: Game, *attackers: int) -> None:
    """Alice attacks Bob with `attackers`, then play goes on to Bob's block."""
    game.act(Action("attack", 0, choice=tuple((a, BOB) for a in attackers)))
    resolve(game)
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))


def can_block(game: Game, blocker: int, attacker: int) -> bool:
    assert game.decision.kind == "blockers"
    return game.is_legal(Action("block", 1, choice=((blocker, attacker),)))


def block(game: Game, *pairs: tuple[int, int]) -> None:
    game.act(Action("block", 1, choice=tuple(pairs)))


# -- evasion (CR 509.1b) ------------------------------------------------------------------

@plays("Severed Legion", "keyword.fear", "keyword.list")
def test_702_36b_fear_blocked_only_by_artifact_or_black_creatures():
    game = board(["Severed Legion"], ["Grizzly Bears", "Typhoid Rats", "Ornithopter"],
                 step="declare attackers")
    legion = obj(game, "Severed Legion")
    attack(game, legion)
    assert not can_block(game, obj(game, "Grizzly Bears"), legion)
    assert can_block(game, obj(game, "Typhoid Rats"), legion)
    assert can_block(game, obj(game, "Ornithopter"), legion)
    with pytest.raises(IllegalAction, match="fear"):
        block(game, (obj(game, "Grizzly Bears"), legion))


@plays("Bladetusk Boar", "keyword.intimidate")
def test_702_13b_intimidate_blocked_only_by_artifact_or_same_color_creatures():
    game = board(["Bladetusk Boar"], ["Grizzly Bears", "Raging Goblin", "Ornithopter"],
                 step="declare attackers")
    boar = obj(game, "Bladetusk Boar")
    attack(game, boar)
    assert not can_block(game, obj(game, "Grizzly Bears"), boar)
    assert can_block(game, obj(game, "Raging Goblin"), boar)
    assert can_block(game, obj(game, "Ornithopter"), boar)


@plays("Dauthi Marauder", "keyword.shadow")
@plays("Soltari Foot Soldier", "keyword.shadow")
def test_702_28b_shadow_blocks_and_is_blocked_only_by_shadow():
    game = board(["Dauthi Marauder", "Grizzly Bears"], ["Grizzly Bears", "Soltari Foot Soldier"],
                 step="declare attackers")
    marauder, bears = obj(game, "Dauthi Marauder"), obj(game, "Grizzly Bears")
    attack(game, marauder, bears)
    bob_bears, soldier = obj(game, "Grizzly Bears", 1), obj(game, "Soltari Foot Soldier")
    assert not can_block(game, bob_bears, marauder)
    assert can_block(game, soldier, marauder)
    assert not can_block(game, soldier, bears)          # a shadow creature blocks only shadow
    assert can_block(game, bob_bears, bears)


@plays("Shu Cavalry", "keyword.horsemanship")
def test_702_31b_horsemanship_blocked_only_by_horsemanship():
    game = board(["Shu Cavalry"], ["Grizzly Bears", "Barbarian General"],
                 step="declare attackers")
    cavalry = obj(game, "Shu Cavalry")
    attack(game, cavalry)
    assert not can_block(game, obj(game, "Grizzly Bears"), cavalry)
    assert can_block(game, obj(game, "Barbarian General"), cavalry)


@plays("Furtive Homunculus", "keyword.skulk")
def test_702_118b_skulk_not_blocked_by_greater_power():
    game = board(["Furtive Homunculus"], ["Grizzly Bears", "Hill Giant"],
                 step="declare attackers")
    homunculus = obj(game, "Furtive Homunculus")
    attack(game, homunculus)
    assert can_block(game, obj(game, "Grizzly Bears"), homunculus)      # equal power
    assert not can_block(game, obj(game, "Hill Giant"), homunculus)


# -- damage results -------------------------------------------------------------------------

@plays("Sickle Ripper", "keyword.wither")
def test_702_80c_wither_damage_becomes_minus_counters():
    game = board(["Sickle Ripper"], ["Hill Giant"], step="declare attackers")
    ripper, giant = obj(game, "Sickle Ripper"), obj(game, "Hill Giant")
    attack(game, ripper)
    block(game, (giant, ripper))
    to_step(game, "end of combat")
    giant_obj = game.state.objects[giant]
    assert giant_obj.counters == {"-1/-1": 2} and giant_obj.damage == 0
    assert chars(game, giant).power == 1 and "Sickle Ripper" in grave(game)


@plays("Branchblight Stalker", "keyword.toxic")
def test_702_164c_toxic_gives_poison_with_combat_damage():
    game = board(["Branchblight Stalker"], [], step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Branchblight Stalker"), BOB),)))
    to_step(game, "end of combat")
    assert life(game, 1) == 17 and game.state.players[1].poison == 2


# -- combat triggers ------------------------------------------------------------------------

@plays("Devoted Retainer", "keyword.bushido")
def test_702_45a_bushido_when_it_blocks():
    game = board(["Grizzly Bears"], ["Devoted Retainer"], step="declare attackers")
    bears, retainer = obj(game, "Grizzly Bears"), obj(game, "Devoted Retainer")
    attack(game, bears)
    block(game, (retainer, bears))
    resolve(game)
    assert chars(game, retainer).power == 2 and chars(game, retainer).toughness == 2
    to_step(game, "end of combat")
    assert "Grizzly Bears" in grave(game)


@plays("Goblin Wardriver", "keyword.battle_cry")
def test_702_91a_battle_cry_pumps_each_other_attacker():
    game = board(["Goblin Wardriver", "Grizzly Bears"], [], step="declare attackers")
    wardriver, bears = obj(game, "Goblin Wardriver"), obj(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=((wardriver, BOB), (bears, BOB))))
    resolve(game)
    assert chars(game, bears).power == 3 and chars(game, bears).toughness == 2
    assert chars(game, wardriver).power == 2


@plays("Khenra Eternal", "keyword.afflict")
def test_702_130a_afflict_defending_player_loses_life():
    game = board(["Khenra Eternal"], ["Grizzly Bears"], step="declare attackers")
    eternal = obj(game, "Khenra Eternal")
    attack(game, eternal)
    block(game, (obj(game, "Grizzly Bears"), eternal))
    resolve(game)
    assert life(game, 1) == 19


@plays("Wolverine Pack", "keyword.rampage")
def test_702_23a_rampage_for_each_blocker_beyond_the_first():
    game = board(["Wolverine Pack"], ["Grizzly Bears", "Grizzly Bears", "Typhoid Rats"],
                 step="declare attackers")
    pack = obj(game, "Wolverine Pack")
    attack(game, pack)
    block(game, (obj(game, "Grizzly Bears"), pack), (obj(game, "Grizzly Bears", 1), pack),
          (obj(game, "Typhoid Rats"), pack))
    game.act(game.legal_actions()[0])                              # order (CR 509.2)
    resolve(game)
    assert chars(game, pack).power == 6 and chars(game, pack).toughness == 8


@plays("Benalish Cavalry", "keyword.flanking")
def test_702_25a_flanking_blocker_gets_minus_one():
    game = board(["Benalish Cavalry"], ["Grizzly Bears"], step="declare attackers")
    cavalry, bears = obj(game, "Benalish Cavalry"), obj(game, "Grizzly Bears")
    attack(game, cavalry)
    block(game, (bears, cavalry))
    resolve(game)
    assert chars(game, bears).power == 1 and chars(game, bears).toughness == 1
    to_step(game, "end of combat")
    assert "Grizzly Bears" in grave(game, 1) and "Benalish Cavalry" not in grave(game)


@plays("Benalish Cavalry", "keyword.flanking")
def test_702_25a_flanking_blocker_with_flanking_is_unaffected():
    game = board(["Benalish Cavalry"], ["Benalish Cavalry"], step="declare attackers")
    mine, theirs = obj(game, "Benalish Cavalry"), obj(game, "Benalish Cavalry", 1)
    attack(game, mine)
    block(game, (theirs, mine))
    assert not game.state.stack and chars(game, theirs).power == 2


# -- dies triggers ----------------------------------------------------------------------------

@plays("Safehold Elite", "keyword.persist")
def test_702_79a_persist_returns_once_with_a_minus_counter():
    game = board(["Safehold Elite", "Mountain", "Mountain"], [],
                 hands=(["Shock", "Shock"], []))
    cast(game, "Shock", obj(game, "Safehold Elite"))
    resolve(game)
    resolve(game)
    elite = obj(game, "Safehold Elite")
    assert game.state.objects[elite].counters == {"-1/-1": 1}
    assert chars(game, elite).power == 1
    cast(game, "Shock", elite)
    resolve(game)
    assert not game.state.stack                    # it had a -1/-1 counter: no trigger
    assert "Safehold Elite" in grave(game)


@plays("Young Wolf", "keyword.undying")
def test_702_93a_undying_returns_once_with_a_plus_counter():
    game = board(["Young Wolf", "Mountain", "Mountain", "Mountain"], [],
                 hands=(["Shock", "Shock"], []))
    cast(game, "Shock", obj(game, "Young Wolf"))
    resolve(game)
    resolve(game)
    wolf = obj(game, "Young Wolf")
    assert game.state.objects[wolf].counters == {"+1/+1": 1}
    assert chars(game, wolf).power == 2
    cast(game, "Shock", wolf)
    resolve(game)
    assert not game.state.stack and "Young Wolf" in grave(game)


# -- upkeep costs -----------------------------------------------------------------------------

def to_my_upkeep(game: Game) -> None:
    """Play on to Alice's next upkeep (its triggers are then on the stack)."""
    to_step(game, "end")
    to_step(game, "upkeep")
    while game.state.active != 0:
        to_step(game, "draw")
        to_step(game, "upkeep")


@plays("Pouncing Jaguar", "keyword.echo")
def test_702_30a_echo_paid_once_then_not_again():
    game = board(["Pouncing Jaguar", "Forest"], [])
    to_my_upkeep(game)
    assert len(game.state.stack) == 1
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    assert "Pouncing Jaguar" in names(game) and game.state.objects[obj(game, "Forest")].tapped
    to_my_upkeep(game)                     # it hasn't come under her control since: no echo
    assert not game.state.stack and "Pouncing Jaguar" in names(game)


@plays("Pouncing Jaguar", "keyword.echo")
def test_702_30a_echo_unpaid_sacrifices():
    game = board(["Pouncing Jaguar", "Forest"], [])
    to_my_upkeep(game)
    resolve(game)
    choose(game, "no")
    assert "Pouncing Jaguar" in grave(game)


# -- spells -----------------------------------------------------------------------------------

@plays("Grapeshot", "keyword.storm")
def test_702_40a_storm_copies_for_each_spell_cast_before_it():
    game = board(["Mountain", "Mountain", "Mountain"], ["Grizzly Bears"],
                 hands=(["Shock", "Grapeshot"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    cast(game, "Grapeshot", BOB)
    assert len(game.state.stack) == 2                     # the storm trigger is above it
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "new_targets"            # CR 707.10c
    game.act(Action("choose", 0, targets=(("object", obj(game, "Grizzly Bears")),)))
    assert len(game.state.stack) == 2
    resolve(game)
    assert life(game, 1) == 17 and chars(game, obj(game, "Grizzly Bears")) is not None
    assert game.state.objects[obj(game, "Grizzly Bears")].damage == 1


@plays("Grapeshot", "keyword.storm")
def test_702_40a_storm_copies_even_if_the_spell_is_countered():
    game = board(["Mountain"] * 3, [], hands=(["Shock", "Grapeshot"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    cast(game, "Grapeshot", BOB)
    spell = game.state.objects[game.state.stack[0]]
    events.put_into_graveyard(game.state, spell, "Grapeshot is countered", "701.5a")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    game.act(Action("choose", 0, targets=(BOB,)))          # the copy, of the spell as it was
    resolve(game)
    assert life(game, 1) == 17 and "Grapeshot" in grave(game)


def on_top(game: Game, *names_: str) -> None:
    """Put cards on top of Alice's library (the last named on top)."""
    for name in names_:
        create_object(game.state, card_def(name), 0, "library")


@plays("Shardless Agent", "keyword.cascade")
def test_702_85a_cascade_casts_the_first_cheaper_nonland_card_free():
    game = board(["Forest", "Island", "Island"], [], hands=(["Shardless Agent"], []))
    on_top(game, "Hill Giant", "Grizzly Bears", "Forest")
    cast(game, "Shardless Agent")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "cast"
    free = [a for a in game.legal_actions() if a.kind == "cast"]
    paid = dataclasses.replace(free[0], costs=())            # for its mana cost: no
    assert game.why_illegal(paid) == ("Grizzly Bears may be cast now only without paying its "
                                      "mana cost (CR 601.2b, 608.2g)")
    game.act(free[0])
    assert [game.state.objects[i].name for i in game.state.stack] == [
        "Shardless Agent", "Grizzly Bears"]
    resolve(game)
    assert {"Shardless Agent", "Grizzly Bears"} <= set(names(game))
    library = game.state.players[0].library
    assert game.state.objects[library[0]].name == "Forest"      # on the bottom
    assert game.state.objects[library[-1]].name == "Hill Giant"  # never exiled


@plays("Shardless Agent", "keyword.cascade")
def test_702_85a_cascade_declined_puts_everything_on_the_bottom():
    game = board(["Forest", "Island", "Island"], [], hands=(["Shardless Agent"], []))
    on_top(game, "Shardless Agent", "Grizzly Bears", "Forest")
    cast(game, "Shardless Agent")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    choose(game, "no")
    library = game.state.players[0].library
    assert len(library) == 13 and not game.state.players[0].exile
    assert {game.state.objects[i].name for i in library[:2]} == {"Grizzly Bears", "Forest"}
    assert game.state.objects[library[-1]].name == "Shardless Agent"


# -- keywords defined by a triggered ability the grammar reads -----------------------------

@plays("Kami of Empty Graves", "keyword.soulshift", "trigger.dies", "trigger.may")
def test_702_46a_soulshift_returns_a_cheaper_spirit_card():
    game = board(["Kami of Empty Graves", "Mountain"], [], hands=(["Shock"], []))
    create_object(game.state, card_def("Kami of Empty Graves"), 0, "graveyard")  # MV 4: no
    spirit = create_object(game.state, card_def("Lantern Kami"), 0, "graveyard")
    cast(game, "Shock", obj(game, "Kami of Empty Graves"))
    resolve(game)                               # the only legal target is chosen for her
    assert game.state.objects[game.state.stack[-1]].targets == (("object", spirit.id),)
    resolve(game)
    choose(game, "yes")
    assert hand(game) == ["Lantern Kami"]


@plays("Orzhov Enforcer", "keyword.afterlife", "trigger.dies")
def test_702_135a_afterlife_creates_flying_spirits():
    game = board(["Orzhov Enforcer", "Mountain"], [], hands=(["Shock"], []))
    cast(game, "Shock", obj(game, "Orzhov Enforcer"))
    resolve(game)
    resolve(game)
    spirit = obj(game, "Spirit")
    assert "flying" in chars(game, spirit).keywords and chars(game, spirit).colors == {"W", "B"}


# -- entering, counting down, draining ---------------------------------------------------------

@plays("Glint-Sleeve Artisan", "keyword.fabricate")
def test_702_123a_fabricate_counters_or_servos():
    for answer, power, servos in (("+1/+1 counters", 3, 0), ("Servo tokens", 2, 1)):
        game = board(["Plains"] * 3, [], hands=(["Glint-Sleeve Artisan"], []))
        cast(game, "Glint-Sleeve Artisan")
        resolve(game)
        resolve(game)
        choose(game, answer)
        assert chars(game, obj(game, "Glint-Sleeve Artisan")).power == power
        assert len([n for n in names(game) if n == "Servo"]) == servos


@plays("Flayer Husk", "keyword.living_weapon")
def test_702_92a_living_weapon_germ_wears_the_equipment():
    game = board(["Plains"], [], hands=(["Flayer Husk"], []))
    cast(game, "Flayer Husk")
    resolve(game)
    resolve(game)
    germ = obj(game, "Phyrexian Germ")
    assert game.state.objects[obj(game, "Flayer Husk")].attached_to == germ
    assert chars(game, germ).power == 1 and chars(game, germ).colors == {"B"}


@plays("Skyshroud Ridgeback", "keyword.fading")
def test_702_32a_fading_counts_down_then_sacrifices():
    game = board(["Forest"], [], hands=(["Skyshroud Ridgeback"], []))
    cast(game, "Skyshroud Ridgeback")
    resolve(game)
    ridgeback = obj(game, "Skyshroud Ridgeback")
    assert game.state.objects[ridgeback].counters == {"fade": 2}
    for left in (1, 0):
        to_my_upkeep(game)
        resolve(game)
        assert game.state.objects[ridgeback].counters.get("fade", 0) == left
    to_my_upkeep(game)
    resolve(game)
    assert "Skyshroud Ridgeback" in grave(game)


@plays("Waning Wurm", "keyword.vanishing")
def test_702_63a_vanishing_sacrificed_with_the_last_counter():
    game = board(["Swamp"] * 4, [], hands=(["Waning Wurm"], []))
    cast(game, "Waning Wurm")
    resolve(game)
    wurm = obj(game, "Waning Wurm")
    assert game.state.objects[wurm].counters == {"time": 2}
    to_my_upkeep(game)
    resolve(game)
    assert game.state.objects[wurm].counters == {"time": 1}
    to_my_upkeep(game)
    resolve(game)                        # the last counter: its sacrifice trigger resolves too
    assert "Waning Wurm" in grave(game)


@plays("Syndic of Tithes", "keyword.extort")
def test_702_101a_extort_drains_each_opponent():
    game = board(["Syndic of Tithes", "Mountain", "Plains"], [], hands=(["Shock"], []))
    cast(game, "Shock", BOB)
    assert len(game.state.stack) == 2
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    choose(game, "yes")                  # pay {W/B} with the Plains
    assert life(game, 1) == 19 and life(game, 0) == 21
    resolve(game)
    assert life(game, 1) == 17


@plays("Culling Drone", "keyword.ingest")
def test_702_115a_ingest_exiles_the_top_card():
    game = board(["Culling Drone"], [], step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Culling Drone"), BOB),)))
    to_step(game, "end of combat")
    assert len(game.state.players[1].exile) == 1 and len(game.state.players[1].library) == 9
    assert life(game, 1) == 18


@plays("Sudden Shock", "keyword.split_second")
def test_702_61a_split_second_no_spells_or_non_mana_abilities():
    game = board(["Mountain", "Mountain"], ["Mountain", "Prodigal Pyromancer"],
                 hands=(["Sudden Shock"], ["Shock"]))
    cast(game, "Sudden Shock", BOB)
    game.act(Action("pass", 0))
    assert game.decision.player == 1
    kinds = {(a.kind, game.state.objects[a.object].name if a.object else None)
             for a in game.legal_actions()}
    assert ("cast", "Shock") not in kinds and ("activate", "Prodigal Pyromancer") not in kinds
    assert ("activate", "Mountain") in kinds                     # mana abilities still work
    with pytest.raises(IllegalAction, match="split second"):
        cast(game, "Shock", obj(game, "Mountain"), player=1)
    resolve(game)
    assert life(game, 1) == 18
    game.act(Action("pass", 0))                       # the stack is empty: Bob may cast again
    cast(game, "Shock", ("player", 0), player=1)
    assert len(game.state.stack) == 1


@plays("Bloodscale Prowler", "keyword.bloodthirst")
def test_702_54a_bloodthirst_only_if_an_opponent_was_dealt_damage():
    game = board(["Mountain"] * 4, [], hands=(["Bloodscale Prowler", "Shock"], []))
    cast(game, "Shock", ("player", 0))              # damage to herself doesn't count
    resolve(game)
    cast(game, "Bloodscale Prowler")
    resolve(game)
    assert game.state.objects[obj(game, "Bloodscale Prowler")].counters == {}
    game = board(["Mountain"] * 4, [], hands=(["Bloodscale Prowler", "Shock"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    cast(game, "Bloodscale Prowler")
    resolve(game)
    assert game.state.objects[obj(game, "Bloodscale Prowler")].counters == {"+1/+1": 1}


# -- alternative costs a permanent remembers ----------------------------------------------------

@plays("Mulldrifter", "keyword.evoke")
def test_702_74a_evoke_enters_then_is_sacrificed():
    game = board(["Island"] * 3, [], hands=(["Mulldrifter"], []))
    cast(game, "Mulldrifter", costs=("evoke",))
    resolve(game)                                   # the spell, then both enters triggers
    while game.state.stack and game.decision.kind == "priority":
        resolve(game)
    if game.decision.kind == "order_triggers":
        game.act(game.legal_actions()[0])
        resolve(game)
    assert "Mulldrifter" in grave(game) and len(hand(game)) == 2


@plays("Mulldrifter", "keyword.evoke")
def test_702_74a_mulldrifter_cast_normally_stays():
    game = board(["Island"] * 5, [], hands=(["Mulldrifter"], []))
    cast(game, "Mulldrifter")
    resolve(game)
    resolve(game)
    assert "Mulldrifter" in names(game) and len(hand(game)) == 2


@plays("Mardu Scout", "keyword.dash")
def test_702_109a_dash_haste_then_back_to_hand():
    game = board(["Mountain"] * 2, [], hands=(["Mardu Scout"], []))
    cast(game, "Mardu Scout", costs=("dash",))
    resolve(game)
    scout = obj(game, "Mardu Scout")
    assert "haste" in chars(game, scout).keywords
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((scout, BOB),)))
    to_step(game, "end")
    resolve(game)
    assert "Mardu Scout" in hand(game) and life(game, 1) == 17


@plays("Ojutai Interceptor", "keyword.megamorph")
def test_702_37b_megamorph_adds_a_counter_as_it_turns_face_up():
    game = board(["Island"] * 7, [], hands=(["Ojutai Interceptor"], []))
    game.act("cast Ojutai Interceptor for morph")
    resolve(game)
    creature = game.state.battlefield[-1]
    assert chars(game, creature).power == 2                  # a face-down 2/2
    game.act("turn face up Ojutai Interceptor")
    assert game.state.objects[creature].counters == {"+1/+1": 1}
    assert chars(game, creature).power == 4 and "flying" in chars(game, creature).keywords


@plays("Whispers of the Muse", "keyword.buyback")
def test_702_27a_buyback_returns_the_spell_to_its_owners_hand():
    game = board(["Island"] * 7, [], hands=(["Whispers of the Muse"], []))
    with pytest.raises(IllegalAction, match="no kicker|can't pay"):
        cast(game, "Whispers of the Muse", costs=("kicker",))
    cast(game, "Whispers of the Muse", costs=("buyback",))
    resolve(game)
    assert sorted(hand(game)) == ["Wastes", "Whispers of the Muse"]
    assert sum(game.state.objects[i].tapped for i in ids(game, "Island")) == 6
    cast(game, "Whispers of the Muse")
    resolve(game)
    assert "Whispers of the Muse" in grave(game) and hand(game).count("Wastes") == 2


@plays("Staggershock", "keyword.rebound")
def test_702_88a_rebound_exiled_then_cast_free_at_the_next_upkeep():
    game = board(["Mountain"] * 3, [], hands=(["Staggershock"], []))
    cast(game, "Staggershock", BOB)
    resolve(game)
    assert life(game, 1) == 18 and [game.state.objects[i].name
                                    for i in game.state.players[0].exile] == ["Staggershock"]
    to_my_upkeep(game)
    resolve(game)
    assert game.decision.kind == "cast"
    at_bob = next(a for a in game.legal_actions() if a.kind == "cast" and a.targets == (BOB,))
    game.act(at_bob)
    resolve(game)
    assert life(game, 1) == 16 and "Staggershock" in grave(game)      # cast from exile: gone


# -- +1/+1 counters ---------------------------------------------------------------------------

@plays("Cloudfin Raptor", "keyword.evolve")
def test_702_100a_evolve_only_for_a_bigger_creature():
    game = board(["Cloudfin Raptor", "Forest", "Forest", "Forest", "Forest", "Forest",
                  "Forest"], [], hands=(["Grizzly Bears"] * 3, []))
    raptor = obj(game, "Cloudfin Raptor")
    for power, toughness in ((1, 2), (2, 3), (2, 3)):
        cast(game, "Grizzly Bears")
        resolve(game)
        resolve(game)
        assert (chars(game, raptor).power, chars(game, raptor).toughness) == (power, toughness)
    assert not game.state.stack


@plays("Enraged Revolutionary", "keyword.dethrone")
def test_702_105a_dethrone_attacking_the_player_with_the_most_life():
    for bob_life, counters in ((20, 1), (21, 1), (19, 0)):
        game = board(["Enraged Revolutionary"], [], step="declare attackers")
        game.state.players[1].life = bob_life
        revolutionary = obj(game, "Enraged Revolutionary")
        game.act(Action("attack", 0, choice=((revolutionary, BOB),)))
        resolve(game)
        assert game.state.objects[revolutionary].counters.get("+1/+1", 0) == counters


@plays("Topan Freeblade", "keyword.renown")
def test_702_112a_renown_once():
    game = board(["Topan Freeblade"], [], step="declare attackers")
    blade = obj(game, "Topan Freeblade")
    game.act(Action("attack", 0, choice=((blade, BOB),)))
    to_step(game, "end of combat")
    assert game.state.objects[blade].counters == {"+1/+1": 1} and life(game, 1) == 18
    to_step(game, "end")                                # on to her next combat: renowned now
    while game.decision.kind != "attackers" or game.state.active != 0:
        d = game.decision
        game.act(Action("pass", d.player) if d.kind == "priority" else game.legal_actions()[0])
    game.act(Action("attack", 0, choice=((blade, BOB),)))
    to_step(game, "end of combat")
    assert game.state.objects[blade].counters == {"+1/+1": 1} and life(game, 1) == 15


@plays("Arrogant Wurm", "keyword.madness_permanent")
def test_702_35a_madness_on_a_creature_card():
    game = board(["Rummaging Goblin", "Forest", "Forest", "Forest"], [],
                 hands=(["Arrogant Wurm"], []))
    activate(game, obj(game, "Rummaging Goblin"), costs=(in_hand(game, "Arrogant Wurm"),))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                       # the madness trigger resolves first
    assert game.decision.kind == "cast"
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"))
    resolve(game)
    assert "Arrogant Wurm" in names(game)
    assert sum(game.state.objects[i].tapped for i in ids(game, "Forest")) == 3


# -- casting from the graveyard -------------------------------------------------------------------

def in_graveyard(game: Game, name: str) -> int:
    return create_object(game.state, card_def(name), 0, "graveyard").id


@plays("Flame Jab", "keyword.retrace")
def test_702_81a_retrace_cast_from_the_graveyard_discarding_a_land():
    game = board(["Mountain"], [], hands=(["Forest", "Shock"], []))
    jab = in_graveyard(game, "Flame Jab")
    cast_it = [a for a in game.legal_actions() if a.kind == "cast" and a.object == jab]
    assert cast_it and all(a.costs == (in_hand(game, "Forest"),) for a in cast_it)
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, jab, targets=(BOB,), mode=0, costs=(in_hand(game, "Shock"),)))
    game.act(Action("cast", 0, jab, targets=(BOB,), mode=0, costs=(in_hand(game, "Forest"),)))
    resolve(game)
    assert life(game, 1) == 19 and sorted(grave(game)) == ["Flame Jab", "Forest"]


@plays("Radical Idea", "keyword.jump_start")
def test_702_133a_jump_start_then_exiled():
    game = board(["Island", "Island"], [], hands=(["Shock"], []))
    idea = in_graveyard(game, "Radical Idea")
    game.act(Action("cast", 0, idea, mode=0, costs=(in_hand(game, "Shock"),)))
    resolve(game)
    assert hand(game) == ["Wastes"] and grave(game) == ["Shock"]
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == ["Radical Idea"]


@plays("Rakdos Cackler", "keyword.unleash")
def test_702_98a_unleash_counter_then_it_cant_block():
    for answer, counters, blocks in (("yes", {"+1/+1": 1}, False), ("no", {}, True)):
        game = board(["Swamp"], [], hands=(["Rakdos Cackler"], []))
        cast(game, "Rakdos Cackler")
        game.act(Action("pass", 0))
        game.act(Action("pass", 1))
        assert game.decision.kind == "replacement"
        choose(game, answer)
        cackler = obj(game, "Rakdos Cackler")
        assert game.state.objects[cackler].counters == counters
        assert ("cant_block" not in chars(game, cackler).restrictions) == blocks


@plays("Zhur-Taa Goblin", "keyword.riot")
def test_702_136a_riot_counter_or_haste():
    for answer, power, haste in (("yes", 3, False), ("no", 2, True)):
        game = board(["Mountain", "Forest"], [], hands=(["Zhur-Taa Goblin"], []))
        cast(game, "Zhur-Taa Goblin")
        game.act(Action("pass", 0))
        game.act(Action("pass", 1))
        choose(game, answer)
        goblin = obj(game, "Zhur-Taa Goblin")
        assert chars(game, goblin).power == power
        assert ("haste" in chars(game, goblin).keywords) == haste


@plays("Ulamog's Crusher", "keyword.annihilator")
def test_702_86a_annihilator_defending_player_sacrifices():
    game = board(["Ulamog's Crusher"], ["Forest", "Forest", "Grizzly Bears"],
                 step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Ulamog's Crusher"), BOB),)))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "choose" and game.decision.player == 1
    choose(game, obj(game, "Forest"))
    choose(game, obj(game, "Forest", 1))
    assert names(game).count("Forest") == 0 and "Grizzly Bears" in names(game)


@plays("Simic Initiate", "keyword.graft")
def test_702_58a_graft_moves_a_counter_onto_a_creature_that_enters():
    game = board(["Forest", "Forest", "Forest"], [], hands=(["Simic Initiate", "Grizzly Bears"],
                                                             []))
    cast(game, "Simic Initiate")
    resolve(game)
    initiate = obj(game, "Simic Initiate")
    assert game.state.objects[initiate].counters == {"+1/+1": 1}
    cast(game, "Grizzly Bears")
    resolve(game)
    resolve(game)
    choose(game, "yes")
    bears = obj(game, "Grizzly Bears")
    assert game.state.objects[bears].counters == {"+1/+1": 1}
    assert "Simic Initiate" in grave(game)                       # a 0/0 without its counter


@plays("Mosquito Guard", "keyword.reinforce")
def test_702_77a_reinforce_from_the_hand():
    game = board(["Plains", "Plains", "Grizzly Bears"], [], hands=(["Mosquito Guard"], []))
    activate(game, in_hand(game, "Mosquito Guard"), obj(game, "Grizzly Bears"))
    resolve(game)
    assert game.state.objects[obj(game, "Grizzly Bears")].counters == {"+1/+1": 1}
    assert grave(game) == ["Mosquito Guard"]


@plays("Skewer the Critics", "keyword.spectacle")
def test_702_137a_spectacle_only_after_an_opponent_lost_life():
    game = board(["Mountain", "Mountain"], [], hands=(["Skewer the Critics", "Shock"], []))
    with pytest.raises(IllegalAction, match="no spectacle"):
        cast(game, "Skewer the Critics", BOB, costs=("spectacle",))
    cast(game, "Shock", BOB)
    resolve(game)
    cast(game, "Skewer the Critics", BOB, costs=("spectacle",))           # {R}, not {2}{R}
    resolve(game)
    assert life(game, 1) == 15


@plays("Goblin Freerunner", "keyword.surge")
def test_702_117a_surge_after_casting_another_spell():
    game = board(["Mountain"] * 3, [], hands=(["Goblin Freerunner", "Shock"], []))
    assert not any(a.kind == "cast" and "surge" in a.costs for a in game.legal_actions())
    cast(game, "Shock", BOB)
    resolve(game)
    cast(game, "Goblin Freerunner", costs=("surge",))                      # {1}{R}
    resolve(game)
    assert "Goblin Freerunner" in names(game)


@plays("Night Clubber", "keyword.blitz")
def test_702_152a_blitz_haste_sacrificed_at_end_draws_a_card():
    game = board(["Swamp"] * 3, [], hands=(["Night Clubber"], []))
    cast(game, "Night Clubber", costs=("blitz",))
    resolve(game)
    resolve(game)                                        # its enters trigger
    clubber = obj(game, "Night Clubber")
    assert "haste" in chars(game, clubber).keywords
    to_step(game, "end")
    resolve(game)                                        # sacrificed; it dies: draw a card
    resolve(game)
    assert "Night Clubber" in grave(game) and hand(game) == ["Wastes"]


@plays("Rural Recruit", "keyword.training")
def test_702_149a_training_attacking_with_a_stronger_creature():
    for partner, counters in (("Hill Giant", 1), ("Raging Goblin", 0)):
        game = board(["Rural Recruit", partner], [], step="declare attackers")
        recruit = obj(game, "Rural Recruit")
        game.act(Action("attack", 0, choice=((recruit, BOB), (obj(game, partner), BOB))))
        resolve(game)
        assert game.state.objects[recruit].counters.get("+1/+1", 0) == counters


@plays("Deadbridge Goliath", "keyword.scavenge")
def test_702_97a_scavenge_exiles_it_for_counters_equal_to_its_power():
    game = board(["Forest"] * 6, ["Grizzly Bears"])
    goliath = in_graveyard(game, "Deadbridge Goliath")
    activate(game, goliath, obj(game, "Grizzly Bears"))
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == [
        "Deadbridge Goliath"]
    resolve(game)
    assert game.state.objects[obj(game, "Grizzly Bears")].counters == {"+1/+1": 5}


@plays("Gorger Wurm", "keyword.devour")
def test_702_82a_devour_sacrifices_as_it_enters():
    game = board(["Mountain", "Mountain", "Forest", "Forest", "Forest", "Raging Goblin",
                  "Raging Goblin", "Grizzly Bears"], [], hands=(["Gorger Wurm"], []))
    cast(game, "Gorger Wurm")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    choose(game, obj(game, "Raging Goblin"))
    choose(game, obj(game, "Raging Goblin", 1))
    choose(game, "done")
    wurm = obj(game, "Gorger Wurm")
    assert game.state.objects[wurm].counters == {"+1/+1": 2}
    assert grave(game).count("Raging Goblin") == 2 and "Grizzly Bears" in names(game)


@plays("Sacred Cat", "keyword.embalm")
def test_702_128a_embalm_a_white_zombie_token_copy():
    game = board(["Plains"], [])
    cat = in_graveyard(game, "Sacred Cat")
    activate(game, cat)
    resolve(game)
    token = obj(game, "Sacred Cat")
    card = game.state.objects[token].card
    assert card.token and card.mana_cost is None and "Zombie" in card.subtypes
    assert chars(game, token).colors == {"W"} and "lifelink" in chars(game, token).keywords
    assert not game.state.players[0].graveyard


@plays("Proven Combatant", "keyword.eternalize")
def test_702_129a_eternalize_a_black_4_4_zombie():
    game = board(["Island"] * 6, [])
    activate(game, in_graveyard(game, "Proven Combatant"))
    resolve(game)
    token = obj(game, "Proven Combatant")
    assert (chars(game, token).power, chars(game, token).toughness) == (4, 4)
    assert chars(game, token).colors == {"B"}


@plays("Salt Road Patrol", "keyword.outlast")
def test_702_107a_outlast_only_as_a_sorcery():
    game = board(["Salt Road Patrol", "Plains", "Plains"], [], step="upkeep")
    patrol = obj(game, "Salt Road Patrol")
    with pytest.raises(IllegalAction, match="sorcery"):
        activate(game, patrol)
    to_step(game, "precombat main")
    activate(game, patrol)
    resolve(game)
    assert game.state.objects[patrol].counters == {"+1/+1": 1}
    assert game.state.objects[patrol].tapped


@plays("Kemba's Banner", "keyword.for_mirrodin")
def test_702_163a_for_mirrodin_rebel_wears_the_equipment():
    game = board(["Plains"] * 4, [], hands=(["Kemba's Banner"], []))
    cast(game, "Kemba's Banner")
    resolve(game)
    resolve(game)
    rebel = obj(game, "Rebel")
    assert game.state.objects[obj(game, "Kemba's Banner")].attached_to == rebel
    assert chars(game, rebel).colors == {"R"}


@plays("Steampath Charger", "keyword.offspring")
def test_702_175a_offspring_a_1_1_token_copy_if_paid():
    game = board(["Mountain"] * 4, [], hands=(["Steampath Charger"], []))
    cast(game, "Steampath Charger", costs=("offspring",))
    assert all(game.state.objects[i].tapped for i in ids(game, "Mountain"))
    resolve(game)
    resolve(game)
    chargers = ids(game, "Steampath Charger")
    assert len(chargers) == 2 and game.state.objects[chargers[1]].card.token
    assert (chars(game, chargers[1]).power, chars(game, chargers[1]).toughness) == (1, 1)
    game = board(["Mountain"] * 4, [], hands=(["Steampath Charger"], []))
    cast(game, "Steampath Charger")
    resolve(game)
    assert not game.state.stack and len(ids(game, "Steampath Charger")) == 1


@plays("Djinn of Fool's Fall", "keyword.plot")
def test_702_170_plot_then_cast_free_on_a_later_turn():
    game = board(["Island"] * 4, [], hands=(["Djinn of Fool's Fall"], []))
    activate(game, in_hand(game, "Djinn of Fool's Fall"))
    assert not game.state.stack and game.decision.player == 0           # a special action
    djinn = game.state.players[0].exile[0]
    assert not any(a.object == djinn for a in game.legal_actions())     # not this turn
    to_my_upkeep(game)
    to_step(game, "precombat main")
    free = [a for a in game.legal_actions() if a.kind == "cast" and a.object == djinn]
    assert free and all(a.costs == ("without paying its mana cost",) for a in free)
    game.act(free[0])
    resolve(game)
    assert "Djinn of Fool's Fall" in names(game)
    assert not any(game.state.objects[i].tapped for i in ids(game, "Island"))


def test_702_30a_echo_again_after_control_changes_back():
    game = board(["Pouncing Jaguar", "Forest"], ["Mountain", "Mountain", "Mountain"],
                 hands=([], ["Act of Treason"]))
    to_my_upkeep(game)
    resolve(game)
    choose(game, "yes")                                         # echo paid on turn 5
    jaguar = obj(game, "Pouncing Jaguar")
    to_step(game, "end")
    to_step(game, "precombat main")                             # Bob's turn 6
    assert game.state.active == 1
    cast(game, "Act of Treason", jaguar, player=1)              # Bob takes it for his turn
    resolve(game)
    assert chars(game, jaguar).controller == 1
    to_my_upkeep(game)                  # it came back under her control since her last upkeep
    assert len(game.state.stack) == 1
    resolve(game)
    choose(game, "no")
    assert "Pouncing Jaguar" in grave(game)


@plays("Dizzy Spell", "keyword.transmute")
def test_702_53a_transmute_finds_a_card_with_the_same_mana_value():
    game = board(["Island"] * 3, [], hands=(["Dizzy Spell"], []))
    on_top(game, "Shock", "Grizzly Bears")
    activate(game, in_hand(game, "Dizzy Spell"))
    resolve(game)
    if game.decision.kind == "choose":
        assert {game.state.objects[o].name for o in game.decision.options
                if isinstance(o, int)} == {"Shock"}
        choose(game, next(o for o in game.decision.options if isinstance(o, int)))
    assert hand(game) == ["Shock"] and grave(game) == ["Dizzy Spell"]


@plays("Curtains' Call", "keyword.undaunted")
def test_702_125a_undaunted_one_less_per_opponent():
    game = board(["Swamp"] * 5, ["Grizzly Bears", "Hill Giant"], hands=(["Curtains' Call"], []))
    cast(game, "Curtains' Call", obj(game, "Grizzly Bears"), obj(game, "Hill Giant"))
    assert sum(game.state.objects[i].tapped for i in ids(game, "Swamp")) == 5   # {5}{B} - 1
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1) and "Hill Giant" in grave(game, 1)


def test_702_58a_graft_without_counters_doesnt_trigger():
    game = board(["Forest", "Forest"], [], hands=(["Grizzly Bears"], []))
    graftmage = create_object(game.state, card_def("Vigean Graftmage"), 0, "battlefield")
    graftmage.since = 0                                  # on the battlefield with no counters
    cast(game, "Grizzly Bears")
    resolve(game)
    assert not game.state.stack


@plays("Skyreach Manta", "keyword.sunburst")
def test_702_44a_sunburst_a_counter_for_each_color_spent():
    game = board(["Plains", "Island", "Swamp", "Mountain", "Mountain"], [],
                 hands=(["Skyreach Manta"], []))
    cast(game, "Skyreach Manta")
    resolve(game)
    manta = obj(game, "Skyreach Manta")
    assert game.state.objects[manta].counters == {"+1/+1": 4}        # W, U, B, R
    assert chars(game, manta).power == 4


@plays("Light 'Em Up", "keyword.casualty")
def test_702_153a_casualty_sacrifice_then_copy():
    game = board(["Mountain", "Mountain", "Grizzly Bears", "Raging Goblin"],
                 ["Hill Giant", "Raging Goblin"], hands=(["Light 'Em Up"], []))
    bears, goblin = obj(game, "Grizzly Bears"), obj(game, "Raging Goblin")
    with pytest.raises(IllegalAction):                             # power 1: too small
        cast(game, "Light 'Em Up", obj(game, "Raging Goblin", 1), costs=("casualty", goblin))
    cast(game, "Light 'Em Up", obj(game, "Raging Goblin", 1), costs=("casualty", bears))
    assert "Grizzly Bears" in grave(game)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    game.act(Action("choose", 0, targets=(("object", obj(game, "Hill Giant")),)))
    resolve(game)
    assert game.state.objects[obj(game, "Hill Giant")].damage == 2
    assert "Raging Goblin" in grave(game, 1)


@plays("Owlin Shieldmage", "keyword.ward_cost")
def test_702_21a_ward_pay_life_or_countered():
    for answer, bob_life, countered in (("yes", 17, False), ("no", 20, True)):
        game = board(["Owlin Shieldmage"], ["Mountain"], hands=([], ["Shock"]))
        game.act(Action("pass", 0))                                  # Bob gets priority
        cast(game, "Shock", obj(game, "Owlin Shieldmage"), player=1)
        while game.decision.kind == "priority":                      # the ward trigger
            game.act(Action("pass", game.decision.player))
        assert game.decision.kind == "yes_no" and game.decision.player == 1
        choose(game, answer)
        resolve(game)
        assert life(game, 1) == bob_life
        assert (game.state.objects[obj(game, "Owlin Shieldmage")].damage == 0) == countered


@plays("Sunset Saboteur", "keyword.ward_cost")
def test_702_21a_ward_discard_a_card():
    game = board(["Sunset Saboteur"], ["Mountain"], hands=([], ["Shock", "Forest", "Island"]))
    game.act(Action("pass", 0))
    cast(game, "Shock", obj(game, "Sunset Saboteur"), player=1)
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    choose(game, "yes")
    assert game.decision.kind == "discard"
    game.act(Action("choose", 1, choice=(in_hand(game, "Forest", 1),)))
    resolve(game)
    assert "Forest" in grave(game, 1) and "Sunset Saboteur" in grave(game)


def three_players(alice: list[str], bob: list[str], carol: list[str]) -> Game:
    """A free-for-all game at Alice's declare attackers step (CR 806)."""
    from tolaria.data.state import GameState, Options
    state = GameState(["Alice", "Bob", "Carol"], 1, Options(starting_player=0,
                                                             skip_mulligans=True))
    for owner, permanents in enumerate((alice, bob, carol)):
        for name in permanents:
            create_object(state, card_def(name), owner, "battlefield").since = owner
        for _ in range(10):
            create_object(state, card_def("Wastes"), owner, "library")
        state.players[owner].kept = True
    state.turn, state.active, state.step, state.stage = 3, 0, "declare attackers", "begin"
    game = Game(state)
    game._advance()
    return game


@plays("Wyrm's Crossing Patrol", "keyword.myriad")
def test_702_116a_myriad_token_attacks_each_other_opponent():
    game = three_players(["Wyrm's Crossing Patrol"], [], [])
    patrol = obj(game, "Wyrm's Crossing Patrol")
    game.act(Action("attack", 0, choice=((patrol, BOB),)))
    game.act(Action("pass", 0))
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))
    assert game.decision.kind == "choose" and "Bob" not in game.decision.options
    choose(game, "Carol")
    token = ids(game, "Wyrm's Crossing Patrol")[1]
    assert game.state.objects[token].attacking == ("player", 2)
    assert game.state.objects[token].tapped and game.state.objects[token].card.token
    power = chars(game, patrol).power
    to_step(game, "end of combat")
    resolve(game)
    assert game.state.players[1].life == 20 - power
    assert game.state.players[2].life == 20 - power
    assert len(ids(game, "Wyrm's Crossing Patrol")) == 1                 # the token is exiled


@plays("Wyrm's Crossing Patrol", "keyword.myriad")
def test_702_116a_myriad_does_nothing_with_one_opponent():
    game = board(["Wyrm's Crossing Patrol"], [], step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Wyrm's Crossing Patrol"), BOB),)))
    resolve(game)
    assert len(ids(game, "Wyrm's Crossing Patrol")) == 1 and game.decision.kind == "priority"
