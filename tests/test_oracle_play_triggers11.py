"""Triggered abilities, played (CR 603), eleventh part: "Whenever you cast a spell with
cascade" (CR 702.85a, 601.2i); "Whenever you cast a spell from exile" (CR 601.2a, 601.2i); "Whenever you play a land from exile or cast a spell from exile" / "...
play a land or cast a spell from anywhere other than your hand" (CR 305.1); a legendary card named by the
words before its epithet, "Tor Wauki" (CR 201.5c).
"""

from __future__ import annotations

from boards import add_mana, board, declare_attackers, ids
from test_oracle_play import (
    ALICE,
    cast,
    choose_targets,
    grave,
    hand,
    life,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object

# -- "Whenever you cast a spell with cascade" --------------------------------------------------


def _drain(game) -> None:
    """Pass until the stack is empty, answering any trigger-order or target question with
    the first legal option."""
    while game.state.stack or game.decision.kind != "priority":
        if game.decision.kind == "priority":
            resolve(game)
            continue
        game.act(game.legal_actions()[0])


@plays("Aurora Phoenix", "trigger.cast", "phrase.filter")
def test_702_85a_aurora_phoenix_returns_when_a_spell_with_cascade_is_cast():
    """Shock has no cascade: Aurora Phoenix stays in the graveyard; Violent Outburst has it:
    Phoenix's ability triggers from the graveyard as it is cast (CR 601.2i, 702.85a)."""
    game = board([], [], hands=(["Shock", "Violent Outburst"], []))
    create_object(game.state, card_def("Aurora Phoenix"), 0, "graveyard")
    game.state.changed()
    add_mana(game, "{R}{1}{R}{G}")
    cast(game, "Shock", ("player", 1))
    resolve(game)
    assert life(game, 1) == 18 and "Aurora Phoenix" in grave(game)
    cast(game, "Violent Outburst")
    _drain(game)
    assert "Aurora Phoenix" in hand(game) and "Aurora Phoenix" not in grave(game)


@plays("The First Doctor", "trigger.cast", "phrase.filter")
def test_702_85a_the_first_doctor_counters_only_for_a_spell_with_cascade():
    """A spell without cascade doesn't trigger The First Doctor; a cascade spell does: a
    +1/+1 counter on the target creature (CR 601.2i, 702.85a, 122.1)."""
    game = board(["The First Doctor", "Grizzly Bears"], [],
                 hands=(["Shock", "Violent Outburst"], []))
    add_mana(game, "{R}{1}{R}{G}")
    cast(game, "Shock", ALICE)
    resolve(game)
    assert life(game, 0) == 18 and not game.state.stack
    bears = obj(game, "Grizzly Bears")
    cast(game, "Violent Outburst")
    while game.decision.kind != "targets":
        game.act(game.legal_actions()[0])
    choose_targets(game, bears)
    _drain(game)
    assert game.state.objects[bears].counters.get("+1/+1") == 1
    assert ids(game, "The First Doctor")


# -- "Whenever you cast a spell from exile" ----------------------------------------------------


@plays("Kami of Celebration", "trigger.cast_from_graveyard")
def test_601_2a_kami_of_celebration_a_spell_cast_from_exile_puts_a_counter():
    """A spell cast from the hand doesn't trigger Kami of Celebration; the card its attack
    trigger exiled, cast from exile, does: a +1/+1 counter on the target creature (CR 601.2a,
    601.2i)."""
    game = board(["Kami of Celebration", "Grizzly Bears"], [], hands=(["Shock"], []))
    library = game.state.players[0].library
    top = create_object(game.state, card_def("Shock"), 0, "library")
    library.remove(top.id)
    library.append(top.id)                                     # on top
    bears, kami = obj(game, "Grizzly Bears"), obj(game, "Kami of Celebration")
    game.state.objects[bears].counters["+1/+1"] = 1            # modified (CR 700.9)
    game.state.changed()
    add_mana(game, "{R}")
    cast(game, "Shock", ("player", 1))                         # from the hand
    resolve(game)
    assert life(game, 1) == 18 and not game.state.stack
    declare_attackers(game, bears)
    resolve(game)                                              # the top card is exiled
    exiled = next(o.id for o in game.state.objects.values()
                  if o.zone == "exile" and o.name == "Shock")      # a new object (CR 400.7)
    add_mana(game, "{R}")
    game.act(Action("cast", 0, exiled, targets=(("player", 1),), mode=0))
    assert game.decision.kind == "targets"
    choose_targets(game, kami)
    _drain(game)
    assert life(game, 1) == 16
    assert game.state.objects[kami].counters.get("+1/+1") == 1
    assert game.state.objects[bears].counters.get("+1/+1") == 1


@plays("Keeper of Secrets", "trigger.cast_from_graveyard")
def test_603_2_keeper_of_secrets_deals_that_spells_mana_value_when_cast_not_from_hand():
    """Shock from the hand doesn't trigger Keeper of Secrets; Think Twice cast by flashback
    from the graveyard does, and "that spell's mana value" is its card's, 2, not the
    flashback cost's (CR 601.2i, 603.2, 202.3)."""
    game = board(["Keeper of Secrets"], [], hands=(["Shock"], []))
    create_object(game.state, card_def("Think Twice"), 0, "graveyard")
    game.state.changed()
    add_mana(game, "{R}")
    cast(game, "Shock", ("player", 1))
    resolve(game)
    assert life(game, 1) == 18 and not game.state.stack
    add_mana(game, "{2}{U}")
    game.act("cast Think Twice for flashback")
    assert game.decision.kind == "targets" or game.state.stack
    _drain(game)
    assert life(game, 1) == 16
    assert "Think Twice" in [game.state.objects[i].name for i in game.state.players[0].exile]


# -- "Tor Wauki" for Tor Wauki the Younger ----------------------------------------------------


@plays("Tor Wauki the Younger", "trigger.cast")
def test_201_5c_tor_wauki_deals_2_damage_itself_and_adds_1_to_other_sources():
    """"Tor Wauki deals 2 damage" names the card itself (CR 201.5c): its trigger is its own
    damage, 2; Shock, another source Alice controls, deals 2 plus 1 (CR 614.1a)."""
    game = board(["Tor Wauki the Younger"], [], hands=(["Shock"], []))
    add_mana(game, "{R}")
    cast(game, "Shock", ("player", 1))
    assert game.decision.kind == "targets"
    choose_targets(game, ("player", 1))
    _drain(game)
    assert life(game, 1) == 15 and life(game, 0) == 22          # 2 + 1, 2; lifelink


def _exile_cast_with_commander(commander: bool) -> int:
    """Bob's life after Alice casts Shock at him from exile (exiled by Kami of
    Celebration's attack trigger), Grizzly Bears being her commander or not."""
    game = board(["Passionate Archaeologist", "Kami of Celebration", "Grizzly Bears"], [])
    library = game.state.players[0].library
    top = create_object(game.state, card_def("Shock"), 0, "library")
    library.remove(top.id)
    library.append(top.id)                                     # on top
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].counters["+1/+1"] = 1            # modified (CR 700.9)
    if commander:
        game.state.commanders = [game.state.objects[bears].card_uid]
    game.state.changed()
    declare_attackers(game, bears)
    resolve(game)
    exiled = next(o.id for o in game.state.objects.values()
                  if o.zone == "exile" and o.name == "Shock")
    add_mana(game, "{R}")
    game.act(Action("cast", 0, exiled, targets=(("player", 1),), mode=0))
    _drain(game)
    return life(game, 1)


@plays("Passionate Archaeologist", "trigger.cast_from_graveyard")
def test_603_2_passionate_archaeologist_gives_a_commander_the_from_exile_trigger():
    """Only a commander (CR 903.3) has the granted ability (CR 613.1f): Shock cast from
    exile makes it deal damage equal to Shock's mana value, 1, to Bob (CR 601.2a, 603.2)."""
    assert _exile_cast_with_commander(True) == 17          # Shock's 2, then 1
    assert _exile_cast_with_commander(False) == 18         # Shock's 2 only


# -- "Whenever you play a land from exile / from anywhere other than your hand" ----------------


def _land_from_exile(permanent: str, from_exile: bool) -> tuple[int, list[str]]:
    """Alice plays Mountain, exiled by Kami of Celebration's attack trigger (from_exile), or
    Forest from her hand, in her postcombat main phase: Bob's life and her permanents."""
    game = board([permanent, "Kami of Celebration", "Grizzly Bears"], [],
                 hands=(["Forest"], []), step="beginning of combat")
    library = game.state.players[0].library
    top = create_object(game.state, card_def("Mountain"), 0, "library")
    library.remove(top.id)
    library.append(top.id)                                     # on top
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].counters["+1/+1"] = 1            # modified (CR 700.9)
    game.state.changed()
    declare_attackers(game, bears)
    resolve(game)
    to_step(game, "postcombat main")
    land = next(o.id for o in game.state.objects.values()
                if o.zone == "exile" and o.name == "Mountain") if from_exile else \
        next(i for i in game.state.players[0].hand)
    game.act(Action("play", 0, land))
    _drain(game)
    return life(game, 1), [game.state.objects[i].name for i in game.state.battlefield]


@plays("Pia Nalaar, Consul of Revival", "trigger.land_or_spell_from")
def test_305_1_pia_nalaar_a_land_played_from_exile_makes_a_thopter():
    """A land played from exile triggers Pia Nalaar; one played from the hand doesn't (CR
    305.1)."""
    _, permanents = _land_from_exile("Pia Nalaar, Consul of Revival", True)
    assert "Mountain" in permanents and permanents.count("Thopter") == 1
    _, permanents = _land_from_exile("Pia Nalaar, Consul of Revival", False)
    assert "Forest" in permanents and "Thopter" not in permanents


@plays("Shadow of the Goblin", "trigger.land_or_spell_from")
def test_305_1_shadow_of_the_goblin_a_land_not_played_from_the_hand_deals_1():
    """Mountain played from exile: 1 damage to Bob (after the Bears' 3 combat damage);
    Forest from the hand: none (CR 305.1)."""
    assert _land_from_exile("Shadow of the Goblin", True)[0] == 16
    assert _land_from_exile("Shadow of the Goblin", False)[0] == 17


@plays("Shadow of the Goblin", "trigger.land_or_spell_from")
def test_601_2i_shadow_of_the_goblin_a_spell_cast_from_the_graveyard_deals_1():
    """Think Twice cast by flashback: 1 damage to Bob; Shock from the hand: only its own 2
    (CR 601.2a, 601.2i)."""
    game = board(["Shadow of the Goblin"], [], hands=(["Shock"], []))
    create_object(game.state, card_def("Think Twice"), 0, "graveyard")
    game.state.changed()
    add_mana(game, "{R}")
    cast(game, "Shock", ("player", 1))
    resolve(game)
    assert life(game, 1) == 18 and not game.state.stack
    add_mana(game, "{2}{U}")
    game.act("cast Think Twice for flashback")
    _drain(game)
    assert life(game, 1) == 17
