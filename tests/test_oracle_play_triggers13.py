"""Triggered abilities, played (CR 603), thirteenth part: counters of a kind, or of any
kind, put on permanents (CR 122.6): "Whenever you put a counter on ...", "Whenever a -1/-1
counter is put on ...", "Whenever you put one or more time counters on ...", "Whenever one
or more -1/-1 counters are put on ..."; a permanent exiled from the battlefield or returned
to a hand, as it last existed (CR 603.6c, 603.10a); "for each card looked at while scrying
this way" (CR 701.22a); "for each 1 life you lost / gained" (CR 119.3, 119.4); "Whenever
you scry or surveil" (CR 603.2); "Whenever an opponent shuffles their library" (CR 701.20a);
"Whenever you clash and win" (CR 701.23); "Whenever you tap an untapped creature an
opponent controls" (CR 701.26a).
"""

from __future__ import annotations

from boards import add_mana, board, declare_attackers, ids
from test_oracle_play import activate, cast, chars, hand, life, obj, plays
from test_oracle_play_combat4 import block, to_damage

from tolaria import Action


def _settle(game, yes: bool = True) -> None:
    """Resolve the stack, answering "you may" with `yes`, else the first legal answer."""
    while game.state.stack or game.decision.kind != "priority":
        d = game.decision
        if d.kind == "priority":
            game.act(Action("pass", d.player))
        elif d.kind == "yes_no":
            game.act(Action("choose", d.player, choice=("yes" if yes else "no",)))
        else:
            game.act(game.legal_actions()[0])


# -- counters of a kind / of any kind put on a permanent (CR 122.6, 603.2) -----------------

@plays("Mikey & Leo, Chaos & Order", "trigger.counters_of_kind")
def test_122_6_mikey_and_leo_draws_when_you_put_a_counter_on_your_creature_once_a_turn():
    game = board(["Mikey & Leo, Chaos & Order", "Grizzly Bears"], ["Hill Giant"],
                 hands=(["Battlegrowth"] * 3, ["Battlegrowth"]))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    game.act(Action("pass", 0))
    add_mana(game, "{G}", 1)
    cast(game, "Battlegrowth", bears, player=1)   # Bob puts it on Alice's creature
    _settle(game)
    assert game.state.objects[bears].counters.get("+1/+1") == 1
    assert len(hand(game)) == 3
    add_mana(game, "{G}{G}{G}")
    cast(game, "Battlegrowth", giant)           # on a creature Alice doesn't control
    _settle(game)
    assert len(hand(game)) == 2
    cast(game, "Battlegrowth", bears)
    _settle(game)
    assert hand(game) == ["Battlegrowth", "Wastes"]
    cast(game, "Battlegrowth", bears)
    _settle(game)                               # only once each turn (603.2h)
    assert hand(game) == ["Wastes"]


@plays("Mikey & Leo, Chaos & Order", "trigger.counters_of_kind")
def test_122_6_mikey_and_leo_a_minus_counter_is_a_counter_too():
    game = board(["Mikey & Leo, Chaos & Order", "Grizzly Bears"], [],
                 hands=(["Grim Affliction"], []))
    add_mana(game, "{2}{B}")
    cast(game, "Grim Affliction", obj(game, "Grizzly Bears"))
    _settle(game)
    assert hand(game) == ["Wastes"]             # a -1/-1 counter on a creature she controls


@plays("Flourishing Defenses", "trigger.counters_of_kind")
def test_122_6_flourishing_defenses_each_minus_counter_wither_puts_is_a_token():
    game = board(["Flourishing Defenses"], ["Hill Giant"], hands=(["Puncture Blast"], []))
    add_mana(game, "{2}{R}")
    cast(game, "Puncture Blast", obj(game, "Hill Giant"))
    _settle(game)                               # wither: three -1/-1 counters (702.80a)
    assert len(ids(game, "Elf Warrior")) == 3   # Bob's creature: anyone's counts


@plays("Wickersmith's Tools", "trigger.counters_of_kind")
def test_122_6_wickersmiths_tools_one_charge_counter_for_one_event():
    game = board(["Wickersmith's Tools"], ["Hill Giant"], hands=(["Puncture Blast"], []))
    add_mana(game, "{2}{R}")
    cast(game, "Puncture Blast", obj(game, "Hill Giant"))
    _settle(game)
    assert game.state.objects[obj(game, "Wickersmith's Tools")].counters.get("charge") == 1


@plays("Kate Stewart", "trigger.counters_of_kind")
def test_122_6_kate_stewart_a_permanent_entering_with_time_counters():
    game = board(["Kate Stewart"], [], hands=(["Aven Riftwatcher", "Battlegrowth"], []))
    add_mana(game, "{2}{W}")
    cast(game, "Aven Riftwatcher")
    _settle(game)                               # vanishing 3: entering with them (122.6)
    assert len(ids(game, "Soldier")) == 1
    add_mana(game, "{G}")
    cast(game, "Battlegrowth", obj(game, "Aven Riftwatcher"))
    _settle(game)
    assert len(ids(game, "Soldier")) == 1       # a +1/+1 counter isn't a time counter


@plays("Hapatra, Vizier of Poisons", "trigger.you_put_counters")
def test_120_3d_hapatra_wither_combat_damage_is_counters_its_controller_puts():
    game = board(["Hapatra, Vizier of Poisons", "Boggart Ram-Gang"], ["Hill Giant"],
                 step="declare attackers")
    gang, giant = obj(game, "Boggart Ram-Gang"), obj(game, "Hill Giant")
    declare_attackers(game, gang)
    block(game, (giant, gang))
    to_damage(game)
    _settle(game)                               # Alice's wither source puts them (122.6)
    assert game.state.objects[giant].counters.get("-1/-1") == 3
    assert len(ids(game, "Snake")) == 1 and game.state.objects[
        ids(game, "Snake")[0]].controller == 0


# -- a permanent exiled from the battlefield / returned to a hand (CR 603.6c, 603.10a) -----

def _plus(game, oid: int) -> int:
    return game.state.objects[oid].counters.get("+1/+1", 0)


@plays("Soulherder", "trigger.left_to")
def test_603_10a_soulherder_counts_a_creature_exiled_not_one_returned_to_hand():
    game = board(["Soulherder"], ["Hill Giant", "Grizzly Bears"],
                 hands=(["Swords to Plowshares", "Unsummon"], []))
    herder = obj(game, "Soulherder")
    add_mana(game, "{W}{U}")
    cast(game, "Unsummon", obj(game, "Grizzly Bears"))
    _settle(game)
    assert _plus(game, herder) == 0
    cast(game, "Swords to Plowshares", obj(game, "Hill Giant"))
    _settle(game)
    assert _plus(game, herder) == 1


@plays("Justice, Vance Astrovik", "trigger.left_to")
def test_603_10a_justice_another_nonland_permanent_you_control_returned_to_hand():
    game = board(["Justice, Vance Astrovik", "Grizzly Bears"], ["Hill Giant"],
                 hands=(["Unsummon", "Unsummon"], []))
    justice = obj(game, "Justice, Vance Astrovik")
    add_mana(game, "{U}{U}")
    cast(game, "Unsummon", obj(game, "Hill Giant"))     # Bob's: not one Alice controls
    _settle(game)
    assert _plus(game, justice) == 0
    cast(game, "Unsummon", obj(game, "Grizzly Bears"))
    _settle(game)
    assert _plus(game, justice) == 1


@plays("Stormfront Riders", "trigger.left_to")
def test_603_10a_stormfront_riders_itself_or_a_creature_returned_to_your_hand():
    game = board(["Stormfront Riders", "Grizzly Bears"], ["Hill Giant"],
                 hands=(["Unsummon"] * 3, []))
    add_mana(game, "{U}{U}{U}")
    cast(game, "Unsummon", obj(game, "Hill Giant"))     # to Bob's hand: not yours
    _settle(game)
    assert ids(game, "Soldier") == []
    cast(game, "Unsummon", obj(game, "Grizzly Bears"))
    _settle(game)
    assert len(ids(game, "Soldier")) == 1
    cast(game, "Unsummon", obj(game, "Stormfront Riders"))
    _settle(game)                                       # itself, looking back (603.10a)
    assert len(ids(game, "Soldier")) == 2 and "Stormfront Riders" in hand(game)


@plays("Slagstone Refinery", "trigger.left_to")
def test_603_10a_slagstone_refinery_an_artifact_exiled_or_itself_destroyed():
    game = board(["Slagstone Refinery", "Ornithopter"], [],
                 hands=(["Swords to Plowshares", "Shatter"], []))
    add_mana(game, "{W}")
    cast(game, "Swords to Plowshares", obj(game, "Ornithopter"))
    _settle(game)
    stones = ids(game, "Powerstone")
    assert len(stones) == 1 and game.state.objects[stones[0]].tapped
    add_mana(game, "{1}{R}")
    cast(game, "Shatter", obj(game, "Slagstone Refinery"))
    _settle(game)
    assert len(ids(game, "Powerstone")) == 2


# -- "Whenever you scry, ... for each card looked at while scrying this way" (CR 701.22a) ---

@plays("Celeborn the Wise", "quantity.looked_at_scrying")
def test_701_22a_celeborn_grows_by_the_cards_looked_at_scrying():
    game = board(["Celeborn the Wise"], [], hands=(["Preordain"], []), library=1)
    celeborn = obj(game, "Celeborn the Wise")
    add_mana(game, "{U}")
    cast(game, "Preordain")
    _settle(game)                               # scry 2 of a one-card library: one looked at
    assert chars(game, celeborn).power == 4 and chars(game, celeborn).toughness == 4


# -- "Whenever you lose / gain life, ... for each 1 life you lost / gained" (CR 119.3) -----

@plays("Transcendence", "quantity.each_life")
def test_119_3_transcendence_gains_twice_the_life_lost():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board([], [], hands=([], ["Lightning Bolt"]))
    game.state.players[0].life = 10             # not yet 20 or more as it is there (603.8)
    create_object(game.state, card_def("Transcendence"), 0, "battlefield")
    game.state.changed()
    game.act(Action("pass", 0))
    add_mana(game, "{R}", 1)
    cast(game, "Lightning Bolt", ("player", 0), player=1)
    _settle(game)
    assert life(game, 0) == 13                  # 10 - 3 + 6


@plays("Cradle of Vitality", "quantity.each_life")
def test_119_3_cradle_of_vitality_a_counter_for_each_life_gained():
    game = board(["Cradle of Vitality", "Grizzly Bears"], [],
                 hands=(["Chaplain's Blessing"], []))
    bears = obj(game, "Grizzly Bears")
    add_mana(game, "{W}")
    cast(game, "Chaplain's Blessing")
    add_mana(game, "{1}{W}")
    _settle(game)                               # pays {1}{W}; its target: the Bears
    assert life(game, 0) == 25 and _plus(game, bears) == 5



# -- "Whenever you scry or surveil" (CR 701.22, 701.25, 603.2) -----------------------------

@plays("Matoya, Archon Elder", "trigger.scry_or_surveil")
def test_603_2_matoya_draws_for_a_scry_and_for_a_surveil():
    game = board(["Matoya, Archon Elder"], [], hands=(["Preordain", "Consider"], []))
    add_mana(game, "{U}")
    cast(game, "Preordain")
    _settle(game)                               # scry 2, draw; Matoya: another card
    assert hand(game).count("Wastes") == 2
    add_mana(game, "{U}")
    cast(game, "Consider")
    _settle(game)                               # surveil 1, draw; Matoya: another card
    assert hand(game).count("Wastes") == 4 and "Consider" not in hand(game)



# -- "Whenever an opponent shuffles their library" (CR 701.20a, 603.2) ---------------------

@plays("Cosi's Trickster", "trigger.shuffles")
def test_701_20a_cosis_trickster_an_opponents_shuffle_not_yours():
    game = board(["Cosi's Trickster"], ["Sakura-Tribe Elder"],
                 hands=(["Rampant Growth"], []))
    trickster = obj(game, "Cosi's Trickster")
    add_mana(game, "{1}{G}")
    cast(game, "Rampant Growth")
    _settle(game)                               # Alice's own shuffle
    assert _plus(game, trickster) == 0
    game.act(Action("pass", 0))
    activate(game, obj(game, "Sakura-Tribe Elder"), player=1)
    _settle(game)                               # Bob searches, then shuffles
    assert _plus(game, trickster) == 1



# -- "Whenever you clash and win" (CR 701.23c-d) -----------------------------------------------

@plays("Sylvan Echoes", "trigger.clashes")
def test_701_23d_sylvan_echoes_the_opponent_clashed_with_wins_and_draws():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Island"] * 4 + ["Sylvan Echoes"], ["Sylvan Echoes"],
                 hands=(["Research the Deep"], []))
    create_object(game.state, card_def("Opt"), 0, "library")       # Alice's top: 1
    create_object(game.state, card_def("Hill Giant"), 1, "library")    # Bob's top: 4
    cast(game, "Research the Deep")
    _settle(game)                               # Bob clashes too and wins; only he draws
    assert len(hand(game, 1)) == 1 and "Research the Deep" not in hand(game)
    assert len(hand(game)) == 1                 # Alice: only the spell's own draw



# -- "Whenever you tap an untapped creature an opponent controls" (CR 701.26a) ---------------

@plays("Icewrought Sentry", "trigger.you_tap")
def test_701_26a_icewrought_sentry_when_your_spell_taps_an_opponents_creature():
    game = board(["Icewrought Sentry", "Grizzly Bears"], ["Hill Giant"],
                 hands=(["Pressure Point", "Pressure Point"], []))
    sentry = obj(game, "Icewrought Sentry")
    add_mana(game, "{1}{W}")
    cast(game, "Pressure Point", obj(game, "Grizzly Bears"))
    _settle(game)                               # her own creature: no
    assert chars(game, sentry).power == 2
    add_mana(game, "{1}{W}")
    cast(game, "Pressure Point", obj(game, "Hill Giant"))
    _settle(game)
    assert (chars(game, sentry).power, chars(game, sentry).toughness) == (4, 4)


@plays("Icewrought Sentry", "trigger.you_tap")
def test_701_26a_icewrought_sentry_not_when_the_opponent_taps_it_to_attack():
    game = board(["Icewrought Sentry"], ["Hill Giant"], step="declare attackers")
    game.state.active = 1                       # Bob's turn: he taps his attacker (508.1f)
    game.state.changed()
    sentry = obj(game, "Icewrought Sentry")
    from tolaria.rules import events
    events.tap(game.state, game.state.objects[obj(game, "Hill Giant")])
    assert game.state.pending == [] and chars(game, sentry).power == 2
