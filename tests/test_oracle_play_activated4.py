"""Play tests: counterspells that say where the countered card goes, their "unless its
controller pays" kind included (CR 118.12a, 614.15, 701.5a); abilities that trigger an
additional time (CR 603.2d, 603.10a); lands entering only by a sacrifice (CR 614.1a);
conditions on what paid a sacrifice cost, on the creature that died or was destroyed, on
how often an ability resolved this turn, on the card exiled (CR 118.8, 608.2c, 608.2h);
copies of abilities and abilities from a kind of source (CR 707.10, 113.7); graveyard
costs exiling other cards (CR 118.3, 602.2)."""

from __future__ import annotations

from boards import add_mana, board, ids
from test_oracle_play import (
    activate,
    cast,
    chars,
    choose,
    grave,
    in_hand,
    names,
    plays,
    resolve,
)

from tolaria import Action, Game


def _cast_bears_then(game: Game, counterspell: str, x: int | None = None) -> int:
    """Alice casts Grizzly Bears; Bob answers with `counterspell` targeting it."""
    cast(game, "Grizzly Bears")
    bears = game.state.stack[-1]
    game.act(Action("pass", 0))
    cast(game, counterspell, bears, player=1, x=x)
    resolve(game)
    return bears


def _exiled(game: Game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].exile]


@plays("No More Lies", "condition.countered_instead", "effect.counter_unless")
def test_614_15_no_more_lies_exiles_the_spell_its_controller_doesnt_pay_for():
    """CR 118.12a, 614.15: "Counter target spell unless its controller pays {3}. If that
    spell is countered this way, exile it instead of putting it into its owner's
    graveyard." Alice can pay and declines: Grizzly Bears is exiled, not put into her
    graveyard."""
    game = board(["Forest"] * 5, ["Island", "Plains"], hands=(["Grizzly Bears"],
                                                             ["No More Lies"]))
    _cast_bears_then(game, "No More Lies")
    assert game.decision.kind == "yes_no" and game.decision.player == 0
    choose(game, "no")
    resolve(game)
    assert _exiled(game) == ["Grizzly Bears"] and "Grizzly Bears" not in grave(game)


@plays("No More Lies", "condition.countered_instead", "effect.counter_unless")
def test_118_12a_no_more_lies_paid_for_is_not_countered():
    """CR 118.12a: Alice pays {3}; Grizzly Bears resolves and nothing is exiled."""
    game = board(["Forest"] * 5, ["Island", "Plains"], hands=(["Grizzly Bears"],
                                                             ["No More Lies"]))
    _cast_bears_then(game, "No More Lies")
    choose(game, "yes")
    resolve(game)
    assert "Grizzly Bears" in names(game) and _exiled(game) == []


@plays("Syncopate", "condition.countered_instead", "effect.counter_unless")
def test_614_15_syncopate_exiles_when_x_cant_be_paid():
    """CR 107.3, 614.15: Syncopate with X=2; Alice has no mana left to pay {2}, so the spell
    is countered with no question asked and goes to exile."""
    game = board(["Forest"] * 2, ["Island"] * 3, hands=(["Grizzly Bears"], ["Syncopate"]))
    _cast_bears_then(game, "Syncopate", x=2)
    assert not game.state.stack
    assert _exiled(game) == ["Grizzly Bears"] and "Grizzly Bears" not in grave(game)


@plays("Hinder", "condition.countered_instead")
def test_614_15_hinder_puts_it_on_the_bottom_by_its_casters_choice():
    """CR 614.15, 401.4: "... put that card on your choice of the top or bottom of its
    owner's library instead of into that player's graveyard." Bob, Hinder's controller,
    chooses: the bottom of Alice's library."""
    game = board(["Forest"] * 2, ["Island"] * 3, hands=(["Grizzly Bears"], ["Hinder"]))
    _cast_bears_then(game, "Hinder")
    assert game.decision.player == 1 and set(game.decision.options) == {"top", "bottom"}
    choose(game, "bottom")
    library = game.state.players[0].library
    assert game.state.objects[library[0]].name == "Grizzly Bears"
    assert "Grizzly Bears" not in grave(game) and not game.state.stack


@plays("Hinder", "condition.countered_instead")
def test_614_15_hinder_puts_it_on_top():
    """CR 614.15: Bob chooses the top: Alice draws Grizzly Bears again next."""
    game = board(["Forest"] * 2, ["Island"] * 3, hands=(["Grizzly Bears"], ["Hinder"]))
    _cast_bears_then(game, "Hinder")
    choose(game, "top")
    library = game.state.players[0].library
    assert game.state.objects[library[-1]].name == "Grizzly Bears"
    assert ids(game, "Grizzly Bears") == []


# -- "... triggers an additional time." (CR 603.2d) -----------------------------------------

def _stack(game: Game) -> list[str]:
    return sorted(game.state.objects[i].name for i in game.state.stack)


def _stack_triggers(game: Game) -> None:
    """The top of the stack resolves (both players pass); Alice orders her simultaneous
    triggers, if she must (CR 603.3b)."""
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    while game.decision.kind == "order_triggers":
        game.act(game.legal_actions()[0])


@plays("Teysa Karlov", "static.dying_triggers_again")
def test_603_2d_teysa_karlov_a_creature_dying_triggers_twice():
    """CR 603.2d: Alice's Grizzly Bears dies with Teysa Karlov out: her Zulaport Cutthroat
    triggers twice, so Bob loses 2 and Alice gains 2."""
    game = board(["Teysa Karlov", "Zulaport Cutthroat", "Grizzly Bears", "Mountain"], [],
                 hands=(["Shock"], []))
    cast(game, "Shock", ids(game, "Grizzly Bears")[0])
    _stack_triggers(game)
    assert _stack(game) == ["Zulaport Cutthroat"] * 2
    resolve(game)
    assert game.state.players[1].life == 18 and game.state.players[0].life == 22


@plays("Teysa Karlov", "static.dying_triggers_again")
def test_603_2d_teysa_karlov_only_its_controllers_abilities():
    """CR 603.2d: "a triggered ability of a permanent you control": Bob's Zulaport
    Cutthroat dying triggers its own ability once; it is Bob's, not Alice's."""
    game = board(["Teysa Karlov", "Mountain"], ["Zulaport Cutthroat"], hands=(["Shock"], []))
    cast(game, "Shock", ids(game, "Zulaport Cutthroat")[0])
    _stack_triggers(game)
    assert _stack(game) == ["Zulaport Cutthroat"]
    resolve(game)
    assert game.state.players[0].life == 19 and game.state.players[1].life == 21


@plays("Teysa Karlov", "static.dying_triggers_again")
def test_603_10a_teysa_karlov_dying_with_them_still_counts():
    """CR 603.10a, 603.2d: Wrath of God destroys Teysa, Zulaport Cutthroat and Grizzly Bears
    at once. Looking back in time, Zulaport triggers for each of the three, each twice:
    Bob loses 6."""
    game = board(["Teysa Karlov", "Zulaport Cutthroat", "Grizzly Bears"] + ["Plains"] * 4,
                 [], hands=(["Wrath of God"], []))
    cast(game, "Wrath of God")
    _stack_triggers(game)
    assert _stack(game) == ["Zulaport Cutthroat"] * 6
    resolve(game)
    assert game.state.players[1].life == 14


@plays("Katara, the Fearless", "static.source_triggers_again")
def test_603_2d_katara_an_allys_ability_triggers_twice():
    """CR 603.2d: Zulaport Cutthroat is an Ally: with Katara out, its ability triggers an
    additional time when Grizzly Bears dies, and when it dies itself (as it last existed on
    the battlefield, CR 603.10a)."""
    game = board(["Katara, the Fearless", "Zulaport Cutthroat", "Grizzly Bears", "Mountain",
                  "Mountain"], [], hands=(["Shock", "Shock"], []))
    cast(game, "Shock", ids(game, "Grizzly Bears")[0])
    _stack_triggers(game)
    assert _stack(game) == ["Zulaport Cutthroat"] * 2
    resolve(game)
    assert game.state.players[1].life == 18
    cast(game, "Shock", ids(game, "Zulaport Cutthroat")[0])
    _stack_triggers(game)
    assert _stack(game) == ["Zulaport Cutthroat"] * 2
    resolve(game)
    assert game.state.players[1].life == 16


@plays("Delney, Streetwise Lookout", "static.source_triggers_again")
def test_603_2d_delney_only_creatures_with_power_2_or_less():
    """CR 603.2d: Delney doubles Soul Warden's (power 1) ability as Grizzly Bears enters."""
    game = board(["Delney, Streetwise Lookout", "Soul Warden", "Forest", "Forest"], [],
                 hands=(["Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    _stack_triggers(game)
    assert _stack(game) == ["Soul Warden"] * 2
    resolve(game)
    assert game.state.players[0].life == 22


@plays("Twinflame Travelers", "static.source_triggers_again")
def test_603_2d_twinflame_travelers_another_elemental_and_panharmonicon():
    """CR 603.2d: Mulldrifter (an Elemental) entering with Twinflame Travelers and
    Panharmonicon out: each effect adds one time, so it triggers three times (not four)."""
    game = board(["Twinflame Travelers", "Panharmonicon"] + ["Island"] * 5, [],
                 hands=(["Mulldrifter"], []))
    before = len(game.state.players[0].hand)
    cast(game, "Mulldrifter")
    _stack_triggers(game)
    assert _stack(game) == ["Mulldrifter"] * 3
    resolve(game)
    assert len(game.state.players[0].hand) == before - 1 + 6


@plays("Harmonic Prodigy", "static.source_triggers_again")
def test_603_2d_harmonic_prodigy_a_shaman_or_another_wizard():
    """CR 603.2d: Alice casts Shock with Harmonic Prodigy (a Human Wizard), Young Pyromancer
    (a Shaman) and Stormchaser Mage (a Wizard) out: Pyromancer's and the Mage's abilities
    trigger twice; Prodigy's own prowess once (it isn't "another" Wizard)."""
    game = board(["Harmonic Prodigy", "Young Pyromancer", "Stormchaser Mage", "Mountain"], [],
                 hands=(["Shock"], []))
    cast(game, "Shock", ("player", 1))
    while game.decision.kind == "order_triggers":
        game.act(game.legal_actions()[0])
    assert _stack(game) == sorted(["Shock", "Harmonic Prodigy"] + ["Young Pyromancer"] * 2
                                  + ["Stormchaser Mage"] * 2)
    resolve(game)
    assert sum(game.state.objects[i].card.token for i in game.state.battlefield) == 2
    assert game.state.players[1].life == 18


@plays("Delney, Streetwise Lookout", "static.source_triggers_again")
def test_603_2d_delney_not_a_creature_with_power_3():
    """CR 603.2d: as Alice casts a first Giant Growth, Stormchaser Mage (1/3) and Young
    Pyromancer (2/1) have power 2 or less: both trigger twice. Once it made the Mage a 4/6,
    a second spell doubles only Pyromancer's ability."""
    game = board(["Delney, Streetwise Lookout", "Stormchaser Mage", "Young Pyromancer",
                  "Forest", "Forest"], [], hands=(["Giant Growth", "Giant Growth"], []))
    mage = ids(game, "Stormchaser Mage")[0]
    cast(game, "Giant Growth", mage)
    while game.decision.kind == "order_triggers":
        game.act(game.legal_actions()[0])
    assert _stack(game) == sorted(["Giant Growth"] + ["Young Pyromancer"] * 2
                                  + ["Stormchaser Mage"] * 2)
    resolve(game)
    cast(game, "Giant Growth", ids(game, "Young Pyromancer")[0])
    while game.decision.kind == "order_triggers":
        game.act(game.legal_actions()[0])
    assert _stack(game) == sorted(["Giant Growth"] + ["Young Pyromancer"] * 2
                                  + ["Stormchaser Mage"])


# -- "If this land would enter, sacrifice <permanents> instead." (CR 614.1a, 701.17a) --------

def _play(game: Game, name: str) -> None:
    game.act(Action("play", 0, in_hand(game, name)))


@plays("Heart of Yavimaya", "static.sacrifice_instead")
def test_614_1a_heart_of_yavimaya_enters_only_by_sacrificing_a_forest():
    """CR 614.1a, 614.15: Alice plays Heart of Yavimaya with one Forest: the Forest is
    sacrificed (no question: no other choice) and Heart enters."""
    game = board(["Forest", "Island"], [], hands=(["Heart of Yavimaya"], []))
    _play(game, "Heart of Yavimaya")
    assert sorted(names(game)) == ["Heart of Yavimaya", "Island"]
    assert grave(game) == ["Forest"]


@plays("Heart of Yavimaya", "static.sacrifice_instead")
def test_614_1a_heart_of_yavimaya_without_a_forest_goes_to_the_graveyard():
    """CR 614.1a: with no Forest to sacrifice, Heart of Yavimaya is put into its owner's
    graveyard instead; the land play is used (CR 305.2)."""
    game = board(["Island"], [], hands=(["Heart of Yavimaya", "Forest"], []))
    _play(game, "Heart of Yavimaya")
    assert names(game) == ["Island"] and grave(game) == ["Heart of Yavimaya"]
    assert not any(a.kind == "play" for a in game.legal_actions())


@plays("Lotus Vale", "static.sacrifice_instead")
def test_701_17a_lotus_vale_sacrifices_two_untapped_lands_chosen_by_its_controller():
    """CR 614.1a, 701.17a: Lotus Vale with three untapped lands and a tapped one: Alice
    chooses two untapped lands (the tapped Plains is no option); Vale enters."""
    game = board(["Forest", "Island", "Swamp", "Plains"], [], hands=(["Lotus Vale"], []))
    plains = ids(game, "Plains")[0]
    game.state.objects[plains].tapped = True
    game.state.changed()
    _play(game, "Lotus Vale")
    assert game.decision.kind == "replacement" and plains not in game.decision.options
    assert len(game.decision.options) == 3
    choose(game, ids(game, "Forest")[0])
    assert len(game.decision.options) == 2
    choose(game, ids(game, "Swamp")[0])
    assert sorted(names(game)) == ["Island", "Lotus Vale", "Plains"]
    assert sorted(grave(game)) == ["Forest", "Swamp"]


@plays("Lotus Vale", "static.sacrifice_instead")
def test_614_1a_lotus_vale_with_one_untapped_land_goes_to_the_graveyard():
    """CR 614.1a: only one untapped land: nothing is sacrificed, Vale goes to the
    graveyard."""
    game = board(["Forest"], [], hands=(["Lotus Vale"], []))
    _play(game, "Lotus Vale")
    assert names(game) == ["Forest"] and grave(game) == ["Lotus Vale"]


# -- "If the sacrificed creature was a Human, ..." (CR 118.8, 608.2h) ------------------------

@plays("Falkenrath Aristocrat", "condition.sacrificed_was")
def test_118_8_falkenrath_aristocrat_counter_only_for_a_human():
    """CR 118.8, 608.2h: "Sacrifice a creature: This creature gains indestructible until end
    of turn. If the sacrificed creature was a Human, put a +1/+1 counter on this creature."
    Grizzly Bears (a Bear): no counter; Elite Vanguard (a Human Soldier): one."""
    game = board(["Falkenrath Aristocrat", "Grizzly Bears", "Elite Vanguard"], [])
    aristocrat = ids(game, "Falkenrath Aristocrat")[0]
    game.act("activate Falkenrath Aristocrat sacrificing Grizzly Bears")
    resolve(game)
    assert not game.state.objects[aristocrat].counters.get("+1/+1")
    game.act("activate Falkenrath Aristocrat sacrificing Elite Vanguard")
    resolve(game)
    assert game.state.objects[aristocrat].counters.get("+1/+1") == 1
    assert grave(game) == ["Grizzly Bears", "Elite Vanguard"]


@plays("Foundry Helix", "condition.sacrificed_was")
def test_118_8_foundry_helix_life_only_if_an_artifact_paid_for_it():
    """CR 118.8, 601.2h: Foundry Helix's additional cost paid with Ornithopter (an artifact):
    4 damage to Bob and Alice gains 4; paid with a Forest: no life."""
    for victim, gained in (("Ornithopter", 4), ("Forest", 0)):
        game = board(["Mountain", "Island", "Plains", victim], [], hands=(["Foundry Helix"],
                                                                          []))
        game.act(f"cast Foundry Helix sacrificing {victim} targeting Bob")
        resolve(game)
        assert game.state.players[1].life == 16
        assert game.state.players[0].life == 20 + gained


@plays("Nasty End", "condition.sacrificed_was")
def test_614_15_nasty_end_three_cards_instead_for_a_legendary_creature():
    """CR 614.15, 118.8: "Draw two cards. If the sacrificed creature was legendary, draw
    three cards instead." Isamaru, Hound of Konda (legendary) sacrificed: three; Grizzly
    Bears: two."""
    for victim, drawn in (("Isamaru, Hound of Konda", 3), ("Grizzly Bears", 2)):
        game = board(["Swamp", "Swamp", victim], [], hands=(["Nasty End"], []))
        before = len(game.state.players[0].hand)
        game.act(f"cast Nasty End sacrificing {victim}")
        resolve(game)
        assert len(game.state.players[0].hand) == before - 1 + drawn


# -- "If that creature was a <type>, ..." (CR 603.10a, 608.2h) -------------------------------

@plays("Overgrowth Elemental", "condition.that_creature_was")
def test_603_10a_overgrowth_elemental_counter_when_the_dead_creature_was_an_elemental():
    """CR 603.10a, 608.2h: "Whenever another creature you control dies, you gain 1 life. If
    that creature was an Elemental, put a +1/+1 counter on this creature." Mulldrifter (an
    Elemental) dies: life and a counter; Grizzly Bears dies: only life."""
    game = board(["Overgrowth Elemental", "Mulldrifter", "Grizzly Bears", "Mountain",
                  "Mountain"], [], hands=(["Shock", "Shock"], []))
    overgrowth = ids(game, "Overgrowth Elemental")[0]
    cast(game, "Shock", ids(game, "Mulldrifter")[0])
    resolve(game)
    assert game.state.objects[overgrowth].counters.get("+1/+1") == 1
    assert game.state.players[0].life == 21
    cast(game, "Shock", ids(game, "Grizzly Bears")[0])
    resolve(game)
    assert game.state.objects[overgrowth].counters.get("+1/+1") == 1
    assert game.state.players[0].life == 22


@plays("Uglúk of the White Hand", "condition.that_creature_was", "condition.instead")
def test_614_15_ugluk_two_counters_instead_for_a_goblin():
    """CR 614.15, 603.10a: a Goblin (Goblin Piker) dying: two counters instead of one;
    Grizzly Bears: one."""
    game = board(["Uglúk of the White Hand", "Goblin Piker", "Grizzly Bears", "Mountain",
                  "Mountain"], [], hands=(["Shock", "Shock"], []))
    ugluk = ids(game, "Uglúk of the White Hand")[0]
    cast(game, "Shock", ids(game, "Goblin Piker")[0])
    resolve(game)
    assert game.state.objects[ugluk].counters.get("+1/+1") == 2
    cast(game, "Shock", ids(game, "Grizzly Bears")[0])
    resolve(game)
    assert game.state.objects[ugluk].counters.get("+1/+1") == 3


@plays("Death's Caress", "condition.that_creature_was")
def test_608_2h_deaths_caress_life_equal_to_the_destroyed_humans_toughness():
    """CR 608.2h: "Destroy target creature. If that creature was a Human, you gain life
    equal to its toughness." Bob's Elite Vanguard (a 2/1 Human): Alice gains 1; his Grizzly
    Bears: nothing."""
    for victim, gained in (("Elite Vanguard", 1), ("Grizzly Bears", 0)):
        game = board(["Swamp"] * 5, [victim], hands=(["Death's Caress"], []))
        cast(game, "Death's Caress", ids(game, victim)[0])
        resolve(game)
        assert grave(game, 1) == [victim]
        assert game.state.players[0].life == 20 + gained


# -- "Copy target activated or triggered ability you control." (CR 707.10) -------------------

@plays("Strionic Resonator", "effect.copy_ability")
def test_707_10_strionic_resonator_copies_a_triggered_ability():
    """CR 707.10: Grizzly Bears enters; Soul Warden's ability triggers. Alice copies it with
    Strionic Resonator: she gains 1 life twice."""
    game = board(["Strionic Resonator", "Soul Warden", "Forest", "Forest", "Island",
                  "Island"], [], hands=(["Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    warden_trigger = game.state.stack[-1]
    assert game.state.objects[warden_trigger].is_ability
    activate(game, ids(game, "Strionic Resonator")[0], warden_trigger)
    resolve(game)
    assert game.state.players[0].life == 22 and not game.state.stack


@plays("Adric, Mathematical Genius", "effect.copy_ability")
def test_707_10c_adric_copies_an_activated_ability_with_a_new_target():
    """CR 707.10, 707.10c: Alice activates Prodigal Pyromancer at Bob ({T}: 1 damage to any
    target), then copies that ability with Adric, choosing Bob's Grizzly Bears as the
    copy's target: Bob takes 1 and the Bears 1."""
    game = board(["Adric, Mathematical Genius", "Prodigal Pyromancer", "Island", "Island",
                  "Island"], ["Grizzly Bears"])
    bears = ids(game, "Grizzly Bears")[0]
    activate(game, ids(game, "Prodigal Pyromancer")[0], ("player", 1))
    ping = game.state.stack[-1]
    activate(game, ids(game, "Adric, Mathematical Genius")[0], ping, index=0)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "new_targets"
    game.act(Action("choose", 0, targets=(("object", bears),)))
    resolve(game)
    assert game.state.players[1].life == 19
    assert game.state.objects[bears].damage == 1


@plays("Rust", "target.ability_from_source")
def test_113_7_rust_counters_only_an_ability_from_an_artifact_source():
    """CR 113.7, 115.1: Bob activates Icy Manipulator at Alice's Grizzly Bears; Alice's Rust
    counters it (its source is an artifact), and the Bears stay untapped. Bob's Prodigal
    Pyromancer's ability (a creature's) is no legal target."""
    game = board(["Grizzly Bears", "Forest"], ["Icy Manipulator", "Prodigal Pyromancer",
                                                "Island"], hands=(["Rust"], []))
    bears = ids(game, "Grizzly Bears")[0]
    game.act(Action("pass", 0))
    activate(game, ids(game, "Icy Manipulator")[0], bears, player=1)
    icy = game.state.stack[-1]
    activate(game, ids(game, "Prodigal Pyromancer")[0], ("player", 0), player=1)
    ping = game.state.stack[-1]
    game.act(Action("pass", 1))
    legal = {a.targets for a in game.legal_actions() if a.kind == "cast"}
    assert (("object", icy),) in legal and (("object", ping),) not in legal
    cast(game, "Rust", icy)
    resolve(game)
    assert not game.state.objects[bears].tapped
    assert game.state.players[0].life == 19


@plays("Tawnos, Urza's Apprentice", "effect.copy_ability", "target.ability_from_source")
def test_707_10c_tawnos_copies_an_artifacts_ability_with_a_new_target():
    """CR 707.10c: Alice's Icy Manipulator at Bob's Grizzly Bears; Tawnos copies it with his
    Hill Giant as the new target: both are tapped."""
    game = board(["Tawnos, Urza's Apprentice", "Icy Manipulator", "Island", "Mountain",
                  "Island"], ["Grizzly Bears", "Hill Giant"])
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    activate(game, ids(game, "Icy Manipulator")[0], bears)
    activate(game, ids(game, "Tawnos, Urza's Apprentice")[0], game.state.stack[-1])
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    game.act(Action("choose", 0, targets=(("object", giant),)))
    resolve(game)
    assert game.state.objects[bears].tapped and game.state.objects[giant].tapped


# -- "If this is the second time this ability has resolved this turn, ..." (CR 608.2c) ------

@plays("Rumor Gatherer", "condition.nth_resolution", "condition.instead")
def test_608_2c_rumor_gatherer_draws_instead_the_second_time():
    """CR 608.2c, 614.15: "Whenever another creature you control enters, scry 1. If this is
    the second time this ability has resolved this turn, draw a card instead." The first
    Grizzly Bears: a scry; the second: a card drawn, no scry."""
    game = board(["Rumor Gatherer"] + ["Forest"] * 4, [],
                 hands=(["Grizzly Bears", "Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    resolve(game)                                    # the Bears, then the trigger
    assert game.decision.kind != "priority"          # scry 1: where the top card goes
    game.act(game.legal_actions()[0])
    resolve(game)
    before = len(game.state.players[0].hand)
    cast(game, "Grizzly Bears")
    resolve(game)
    assert game.decision.kind == "priority" and not game.state.stack
    assert len(game.state.players[0].hand) == before - 1 + 1


@plays("Inner-Flame Igniter", "condition.nth_resolution")
def test_608_2c_inner_flame_igniter_first_strike_the_third_time():
    """CR 608.2c: "{2}{R}: Creatures you control get +1/+0 until end of turn. If this is the
    third time this ability has resolved this turn, creatures you control gain first strike
    until end of turn." Only after the third resolution does Grizzly Bears have first
    strike; it is then 5/2."""
    game = board(["Inner-Flame Igniter", "Grizzly Bears"], [])
    bears = ids(game, "Grizzly Bears")[0]
    for n in range(3):
        add_mana(game, "{2}{R}")
        game.act("activate Inner-Flame Igniter")
        resolve(game)
        assert ("first strike" in chars(game, bears).keywords) == (n == 2)
    assert chars(game, bears).power == 5


@plays("South Pole Voyager", "condition.nth_resolution")
def test_608_2c_south_pole_voyager_one_ability_for_itself_and_another_ally():
    """CR 608.2c, 603.2: "Whenever this creature or another Ally you control enters, you
    gain 1 life. If this is the second time this ability has resolved this turn, draw a
    card." Voyager entering, then Zulaport Cutthroat (an Ally): the second resolution of the
    one ability draws a card."""
    game = board(["Plains", "Plains", "Swamp", "Swamp"], [],
                 hands=(["South Pole Voyager", "Zulaport Cutthroat"], []))
    cast(game, "South Pole Voyager")
    resolve(game)
    assert game.state.players[0].life == 21 and len(game.state.players[0].hand) == 1
    cast(game, "Zulaport Cutthroat")
    resolve(game)
    assert game.state.players[0].life == 22 and len(game.state.players[0].hand) == 1


# -- "Exile two other creature cards from your graveyard" as a cost (CR 118.3, 602.2) -------

def _graveyard(game: Game, *cards: str) -> None:
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    for card in cards:
        create_object(game.state, card_def(card), 0, "graveyard")
    game.state.changed()


@plays("Despoiler of Souls", "cost.other_graveyard_cards")
def test_118_3_despoiler_of_souls_exiles_two_other_creature_cards():
    """CR 118.3, 602.2: "{B}{B}, Exile two other creature cards from your graveyard: Return
    this card from your graveyard to the battlefield." With only Grizzly Bears beside it
    (and a Swamp card), it can't be activated: it can't exile itself. With Hill Giant too,
    both are exiled and Despoiler returns."""
    game = board(["Swamp", "Swamp"], [])
    _graveyard(game, "Despoiler of Souls", "Grizzly Bears", "Swamp")
    assert not any(a.kind == "activate" and "Despoiler" in game.notation(a)
                   for a in game.legal_actions())
    _graveyard(game, "Hill Giant")
    game.act("activate Despoiler of Souls exiling Grizzly Bears, Hill Giant")
    resolve(game)
    assert "Despoiler of Souls" in names(game)
    assert sorted(game.state.objects[i].name for i in game.state.players[0].exile) == [
        "Grizzly Bears", "Hill Giant"]
    assert grave(game) == ["Swamp"]


@plays("Scrapheap Scrounger", "cost.other_graveyard_cards")
def test_602_2_scrapheap_scrounger_cant_pay_with_itself():
    """CR 602.2, 118.3: "Exile another creature card from your graveyard": Scrounger alone
    in the graveyard can't pay; naming itself is refused."""
    game = board(["Swamp", "Swamp"], [])
    _graveyard(game, "Scrapheap Scrounger")
    assert not any(a.kind == "activate" and "Scrounger" in game.notation(a)
                   for a in game.legal_actions())
    _graveyard(game, "Grizzly Bears")
    game.act("activate Scrapheap Scrounger exiling Grizzly Bears")
    resolve(game)
    assert "Scrapheap Scrounger" in names(game)


@plays("Raven Eagle", "condition.card_exiled_this_way")
def test_608_2c_raven_eagle_a_clue_only_for_a_creature_card_exiled():
    """CR 608.2c, 608.2h: "... exile up to one target card from a graveyard. If a creature
    card is exiled this way, create a Clue token." Raven Eagle attacks: exiling Grizzly
    Bears from Bob's graveyard makes a Clue; exiling a Forest card wouldn't."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    for card, clues in (("Grizzly Bears", 1), ("Forest", 0)):
        game = board(["Raven Eagle"], [], step="declare attackers")
        target = create_object(game.state, card_def(card), 1, "graveyard").id
        game.state.changed()
        eagle = ids(game, "Raven Eagle")[0]
        game.act(Action("attack", 0, choice=((eagle, ("player", 1)),)))
        if game.decision.kind == "targets":
            game.act(Action("choose", 0, targets=(("object", target),)))
        resolve(game)
        assert game.state.objects[target].zone != "graveyard"
        assert len(ids(game, "Clue")) == clues
