"""Play tests for the last blockers of two decks of benchmarks/decks: Modern Boros Energy
2024's Ajani, Nacatl Pariah // Ajani, Nacatl Avenger ("Whenever one or more other Cats you
control die, you may exile Ajani, then return him to the battlefield transformed", CR
603.2c, 700.4, 712.14a; "[0]: Create a 2/1 white Cat Warrior creature token. When you do, if
you control a red permanent other than Ajani, he deals damage equal to the number of
creatures you control to any target.", CR 603.12, 603.4, 109.5; "[−4]: Each opponent chooses
an artifact, a creature, an enchantment, and a planeswalker from among the nonland
permanents they control, then sacrifices the rest.", CR 101.4, 608.2d, 701.17a), and
Cataclysmic Gearhulk and Cataclysm, the same choice for each player; Amped Raptor ("Then if you cast it
from your hand, exile cards from the top of your library until you exile a nonland card.
You may cast that card by paying an amount of {E} equal to its mana value rather than paying
its mana cost.", CR 608.2g, 118.9, 107.14) and Nico Minoru's free cast; and Pioneer Mono
Green 2023's Old-Growth Troll ("When this creature dies, if it was a creature, return it to
the battlefield. It's an Aura enchantment with enchant Forest you control and "Enchanted
Forest has '{T}: Add {G}{G}' and '{1}, {T}, Sacrifice this land: Create a tapped 4/4 green
Troll Warrior creature token with trample.'"", CR 603.10a, 303.4g, 613.1d, 613.1f, 613.8,
110.2a)."""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    grave,
    in_hand,
    life,
    names,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules.costs import ENERGY_EQUAL_MV
from tolaria.rules.zones import create_object

AJANI = "Ajani, Nacatl Pariah // Ajani, Nacatl Avenger"
PARIAH, AVENGER = "Ajani, Nacatl Pariah", "Ajani, Nacatl Avenger"
GEARHULK = "Cataclysmic Gearhulk"


def _pass_until_decision(game: Game) -> None:
    """Pass priority while the stack has something and nobody must decide anything else."""
    while game.decision.kind == "priority" and game.state.stack:
        game.act(Action("pass", game.decision.player))


def _cast_ajani(game: Game) -> int:
    """Alice casts Ajani, Nacatl Pariah; its enters trigger makes a 2/1 Cat Warrior."""
    cast(game, PARIAH)
    resolve(game)
    resolve(game)
    return obj(game, PARIAH)


@plays(AJANI, "trigger.batch", "library.return_transformed", "trigger.enters",
       "effect.tokens")
def test_712_14a_ajani_returns_transformed_when_another_cat_dies():
    """CR 700.4, 603.2c, 712.14a, 306.5b: Alice's Cat Warrior token dies (Lightning Bolt);
    she chooses to exile Ajani, who returns as Ajani, Nacatl Avenger, a new planeswalker
    object with its printed loyalty, 3."""
    game = board(["Plains", "Plains", "Mountain"], [], hands=([AJANI, "Lightning Bolt"], []))
    pariah = _cast_ajani(game)
    cat = obj(game, "Cat Warrior")
    cast(game, "Lightning Bolt", cat)
    _pass_until_decision(game)
    assert game.decision.kind == "yes_no" and game.decision.player == 0
    choose(game, "yes")
    resolve(game)
    assert PARIAH not in names(game) and "Cat Warrior" not in names(game)
    avenger = obj(game, AVENGER)
    assert avenger != pariah
    now = chars(game, avenger)
    assert "Planeswalker" in now.types and "Creature" not in now.types
    assert game.state.objects[avenger].counters.get("loyalty") == 3
    assert grave(game) == ["Lightning Bolt"] and game.state.players[0].exile == []


@plays(AJANI, "trigger.batch", "library.return_transformed")
def test_603_2c_three_cats_dying_at_once_trigger_ajani_once():
    """CR 603.2c, 603.5: Alice's Tremor kills her two Savannah Lions and her Cat Warrior
    token at once: "one or more other Cats" triggers once; she declines the "you may", so
    Ajani (1/2, he survives the 1 damage) stays as he is."""
    game = board(["Plains", "Plains", "Mountain", "Savannah Lions", "Savannah Lions"], [],
                 hands=([AJANI, "Tremor"], []))
    pariah = _cast_ajani(game)
    cast(game, "Tremor")
    _pass_until_decision(game)
    assert "Savannah Lions" not in names(game) and "Cat Warrior" not in names(game)
    assert len(game.state.stack) == 1                       # one trigger for the event
    assert game.decision.kind == "yes_no"
    choose(game, "no")
    resolve(game)
    assert obj(game, PARIAH) == pariah and AVENGER not in names(game)
    assert not game.state.stack


@plays(AJANI, "trigger.batch")
def test_700_4_a_non_cat_dying_doesnt_trigger_ajani():
    """CR 700.4: only other Cats: Alice's Grizzly Bears (a Bear) dies; no trigger."""
    game = board(["Plains", "Plains", "Mountain", "Grizzly Bears"], [],
                 hands=([AJANI, "Lightning Bolt"], []))
    _cast_ajani(game)
    cast(game, "Lightning Bolt", obj(game, "Grizzly Bears"))
    resolve(game)
    assert game.decision.kind == "priority" and not game.state.stack
    assert PARIAH in names(game)


def _avenger(game: Game) -> int:
    """Ajani, Nacatl Pariah enters, his Cat Warrior dies to Alice's Lightning Bolt and he
    returns transformed (CR 712.14a)."""
    _cast_ajani(game)
    cast(game, "Lightning Bolt", obj(game, "Cat Warrior"))
    _pass_until_decision(game)
    choose(game, "yes")
    resolve(game)
    return obj(game, AVENGER)


AVENGER_LANDS = ["Plains", "Plains", "Mountain", "Mountain"]


@plays(AJANI, "condition.when_you_do", "condition.control", "effect.tokens",
       "effect.damage", "phrase.self")
def test_603_12_avenger_zero_with_another_red_permanent_deals_damage():
    """CR 603.12, 603.4, 608.2h: [0]: a Cat Warrior is created; when it is, Alice controls
    Goblin Guide, a red permanent other than Ajani, so the reflexive ability triggers and
    Ajani deals damage equal to the number of creatures she controls (Goblin Guide and the
    new Cat: 2) to Bob."""
    game = board(AVENGER_LANDS + ["Goblin Guide"], [], hands=([AJANI, "Lightning Bolt"], []))
    avenger = _avenger(game)
    activate(game, avenger, index=1)
    _pass_until_decision(game)
    assert names(game).count("Cat Warrior") == 1
    choose_targets(game, BOB)
    resolve(game)
    assert life(game, 1) == 18
    assert game.state.objects[avenger].counters.get("loyalty") == 3


@plays(AJANI, "condition.when_you_do", "condition.control")
def test_109_5_avenger_zero_ajani_himself_is_not_the_other_red_permanent():
    """CR 109.5, 603.4: Ajani, Nacatl Avenger is red and white (its color indicator, CR
    204), but "a red permanent other than Ajani" excludes him: with no other red permanent
    the reflexive ability doesn't trigger; only the token is created."""
    game = board(AVENGER_LANDS + ["Grizzly Bears"], [], hands=([AJANI, "Lightning Bolt"], []))
    avenger = _avenger(game)
    assert "R" in chars(game, avenger).colors
    activate(game, avenger, index=1)
    resolve(game)
    assert names(game).count("Cat Warrior") == 1
    assert not game.state.stack and game.decision.kind == "priority"
    assert life(game, 1) == 20


def _next_main(game: Game) -> None:
    """On to Alice's next precombat main phase."""
    while True:
        to_step(game, "upkeep")
        to_step(game, "precombat main")
        if game.state.active == 0:
            return


@plays(AJANI, "mass.keep_one_of_each")
def test_608_2d_avenger_minus_four_each_opponent_keeps_one_of_each_type():
    """CR 608.2d, 701.17a: [−4]: Bob chooses from his nonland permanents an artifact (his
    only one, Ornithopter, an artifact creature), a creature (he may choose Ornithopter
    again, per the rulings of this wording) and an enchantment (Glorious Anthem of two);
    he controls no planeswalker, so chooses none; he sacrifices the rest, Grizzly Bears and
    Intangible Virtue, at once. His land and Alice's permanents stay."""
    bob = ["Island", "Ornithopter", "Grizzly Bears", "Glorious Anthem", "Intangible Virtue"]
    game = board(AVENGER_LANDS, bob, hands=([AJANI, "Lightning Bolt"], []))
    avenger = _avenger(game)
    activate(game, avenger, index=0)                    # [+2]: loyalty 5
    resolve(game)
    _next_main(game)
    activate(game, avenger, index=2)                    # [−4]
    _pass_until_decision(game)
    ornithopter, bears = obj(game, "Ornithopter"), obj(game, "Grizzly Bears")
    assert game.decision.kind == "choose" and game.decision.player == 1
    assert set(game.decision.options) == {ornithopter, bears}      # the creature
    choose(game, ornithopter)
    anthem, virtue = obj(game, "Glorious Anthem"), obj(game, "Intangible Virtue")
    assert set(game.decision.options) == {anthem, virtue}          # the enchantment
    choose(game, anthem)
    resolve(game)
    assert sorted(grave(game, 1)) == ["Grizzly Bears", "Intangible Virtue"]
    assert {"Island", "Ornithopter", "Glorious Anthem", "Plains"} <= set(names(game))
    assert AVENGER in names(game) and game.state.objects[avenger].counters["loyalty"] == 1


@plays(GEARHULK, "mass.keep_one_of_each", "trigger.enters")
def test_101_4_gearhulk_each_player_chooses_in_apnap_order_then_sacrifices_at_once():
    """CR 101.4, 608.2d, 701.17a: Cataclysmic Gearhulk enters: Alice (the active player)
    chooses first: her only artifact is the Gearhulk, and she chooses it as her creature
    too, so her Grizzly Bears go; then Bob keeps Savannah Lions of his two creatures; all
    the unchosen permanents are sacrificed at once. Lands aren't among those chosen from
    and stay."""
    game = board(["Plains"] * 5 + ["Grizzly Bears"], ["Savannah Lions", "Grizzly Bears",
                                                      "Forest"], hands=([GEARHULK], []))
    cast(game, GEARHULK)
    _pass_until_decision(game)
    gearhulk = obj(game, GEARHULK)
    assert game.decision.kind == "choose" and game.decision.player == 0
    assert set(game.decision.options) == {gearhulk, obj(game, "Grizzly Bears", 0)}
    choose(game, gearhulk)
    assert game.decision.player == 1 and "Grizzly Bears" in names(game)    # not yet
    choose(game, obj(game, "Savannah Lions"))
    resolve(game)
    assert grave(game, 0) == ["Grizzly Bears"] and grave(game, 1) == ["Grizzly Bears"]
    assert {GEARHULK, "Savannah Lions", "Forest"} <= set(names(game))
    assert names(game).count("Plains") == 5


# -- Amped Raptor (CR 608.2g, 118.9, 107.14) --------------------------------------------------

RAPTOR = "Amped Raptor"
RAPTOR_CONSTRUCTS = ("library.exile_until_cast", "effect.energy", "condition.cast_it")


def _stack_library(game: Game, *top_down: str, player: int = 0) -> None:
    """Put these cards on top of the player's library, the first named on top."""
    for name in reversed(top_down):
        create_object(game.state, card_def(name), player, "library")


def _energy(game: Game, player: int = 0) -> int:
    return game.state.players[player].energy


def _exiled(game: Game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].exile]


def _cast_raptor(game: Game) -> None:
    cast(game, RAPTOR)
    _pass_until_decision(game)              # the Raptor resolves, then its trigger


@plays(RAPTOR, *RAPTOR_CONSTRUCTS)
def test_118_9_raptor_casts_the_exiled_card_for_energy():
    """CR 608.2g, 118.9, 107.14: cast from Alice's hand, the Raptor gives her {E}{E}, then
    exiles Forest and Shock (the first nonland card); she casts Shock now by paying {E}
    (its mana value, 1) rather than its mana cost, targeting Bob. The Forest stays exiled."""
    game = board(["Mountain", "Mountain"], [], hands=([RAPTOR], []))
    _stack_library(game, "Forest", "Shock", "Lightning Bolt")
    _cast_raptor(game)
    assert game.decision.kind == "cast" and _energy(game) == 2
    assert sorted(_exiled(game)) == ["Forest", "Shock"]
    shock = next(a for a in game.legal_actions() if a.kind == "cast" and a.targets == (BOB,))
    assert shock.costs == (ENERGY_EQUAL_MV,)
    game.act(shock)
    resolve(game)
    assert life(game, 1) == 18 and _energy(game) == 1
    assert _exiled(game) == ["Forest"] and "Shock" in grave(game)
    assert game.state.objects[game.state.players[0].library[-1]].name == "Lightning Bolt"


@plays(RAPTOR, *RAPTOR_CONSTRUCTS)
def test_107_14_raptor_cant_pay_more_energy_than_alice_has():
    """CR 107.14, 118.9: the exiled card is Glorious Anthem, mana value 3; Alice has only
    {E}{E}: she can't cast it (the only answer, "no", is taken for her) and it stays in
    exile."""
    game = board(["Mountain", "Mountain"], [], hands=([RAPTOR], []))
    _stack_library(game, "Glorious Anthem")
    _cast_raptor(game)
    resolve(game)
    assert not game.state.stack and "Glorious Anthem" not in names(game)
    assert _exiled(game) == ["Glorious Anthem"] and _energy(game) == 2


@plays(RAPTOR, *RAPTOR_CONSTRUCTS)
def test_608_2g_raptor_declined_card_stays_exiled():
    """CR 608.2g: Alice may decline; Shock stays in exile, her energy unspent, and it can't
    be cast later (the permission was only as the ability resolved)."""
    game = board(["Mountain", "Mountain", "Mountain"], [], hands=([RAPTOR], []))
    _stack_library(game, "Shock")
    _cast_raptor(game)
    choose(game, "no")
    resolve(game)
    assert _exiled(game) == ["Shock"] and _energy(game) == 2 and life(game, 1) == 20
    assert not any(a.kind == "cast" for a in game.legal_actions())


@plays(RAPTOR, *RAPTOR_CONSTRUCTS)
def test_603_4_raptor_not_cast_from_hand_exiles_nothing():
    """CR 608.2c: returned from the graveyard by Unearth, the Raptor wasn't cast from a
    hand: Alice gets {E}{E} and nothing is exiled."""
    game = board(["Swamp"], [], hands=(["Unearth"], []))
    create_object(game.state, card_def(RAPTOR), 0, "graveyard")
    _stack_library(game, "Shock")
    raptor = game.state.players[0].graveyard[-1]
    cast(game, "Unearth", raptor)
    _pass_until_decision(game)
    assert RAPTOR in names(game) and _energy(game) == 2
    assert _exiled(game) == [] and not game.state.stack


@plays("Nico Minoru, Runaway", "library.exile_until_cast")
def test_118_9_nico_casts_the_exiled_card_without_paying_its_mana_cost():
    """CR 608.2g, 118.9: Nico's ability exiles Forest, then Lightning Bolt; Alice casts
    it now without paying its mana cost (her lands are tapped) at Bob; cast from exile,
    not a hand, Nico's other ability deals 2 damage to Bob too (CR 601.2i)."""
    game = board(["Mountain"] * 3 + ["Nico Minoru, Runaway"], [], hands=(["Shock"], []))
    _stack_library(game, "Forest", "Lightning Bolt")
    activate(game, obj(game, "Nico Minoru, Runaway"), costs=(in_hand(game, "Shock"),))
    _pass_until_decision(game)
    assert game.decision.kind == "cast" and sorted(_exiled(game)) == ["Forest",
                                                                       "Lightning Bolt"]
    bolt = next(a for a in game.legal_actions() if a.kind == "cast" and a.targets == (BOB,))
    game.act(bolt)
    resolve(game)
    assert life(game, 1) == 20 - 3 - 2
    assert _exiled(game) == ["Forest"] and sorted(grave(game)) == ["Lightning Bolt", "Shock"]


# -- Old-Growth Troll (CR 303.4g, 613.1d, 613.1f, 702.5a) ------------------------------------

TROLL = "Old-Growth Troll"
TROLL_CONSTRUCTS = ("aura.returns_as_aura", "condition.source_was", "library.own_death",
                    "trigger.dies")


def _kill_troll(game: Game) -> None:
    """Alice's Doom Blade destroys her Old-Growth Troll; its dies trigger goes on the
    stack and resolves as far as a decision."""
    cast(game, "Doom Blade", obj(game, TROLL))
    _pass_until_decision(game)


@plays(TROLL, *TROLL_CONSTRUCTS)
def test_303_4g_troll_returns_as_an_aura_on_a_forest_alice_chooses():
    """CR 700.4, 603.10a, 303.4g, 613.1d, 613.1f: Old-Growth Troll dies; it returns as an
    Aura enchantment (no longer a creature, nor a Troll Warrior) attached to the Forest Alice
    chooses (of her two), which has "{T}: Add {G}{G}" and the Troll-making ability; her
    other Forest doesn't."""
    game = board(["Forest", "Forest", "Swamp", "Swamp", TROLL], [],
                 hands=(["Doom Blade"], []))
    old = obj(game, TROLL)
    _kill_troll(game)
    first, second = obj(game, "Forest", 0), obj(game, "Forest", 1)
    assert game.decision.kind == "choose" and set(game.decision.options) == {first, second}
    choose(game, second)
    resolve(game)
    troll = obj(game, TROLL)
    assert troll != old and game.state.objects[troll].attached_to == second
    now = chars(game, troll)
    assert now.types == frozenset({"Enchantment"}) and now.subtypes == frozenset({"Aura"})
    assert not now.is_creature and "trample" in now.keywords
    granted = [a.text for a in chars(game, second).activated]
    assert "{T}: Add {G}{G}" in granted[-2] and "Troll Warrior" in granted[-1]
    assert len(chars(game, first).activated) == len(granted) - 2
    assert TROLL in names(game)                   # no state-based action removes it
    activate(game, second, index=len(granted) - 2)                 # a mana ability (605.3a)
    assert game.state.players[0].pool.count("G") == 2


@plays(TROLL, *TROLL_CONSTRUCTS)
def test_603_4_troll_aura_put_into_the_graveyard_isnt_a_creature_dying():
    """CR 704.5m, 603.10a, 603.4: the enchanted Forest is sacrificed for its granted
    ability: a tapped 4/4 green Troll Warrior with trample is created; the Troll Aura, now
    attached to nothing, goes to the graveyard, but it wasn't a creature: its ability
    doesn't trigger and it stays there."""
    game = board(["Forest", "Swamp", TROLL], [], hands=(["Doom Blade"], []))
    add_mana(game, "{1}{B}")                     # Doom Blade paid with this, not the Forest
    _kill_troll(game)
    resolve(game)
    forest = obj(game, "Forest")
    activate(game, forest, index=len(chars(game, forest).activated) - 1)   # {1} from Swamp
    resolve(game)
    assert TROLL not in names(game) and TROLL in grave(game) and "Forest" in grave(game)
    token = obj(game, "Troll Warrior")
    now = chars(game, token)
    assert (now.power, now.toughness, now.colors) == (4, 4, frozenset({"G"}))
    assert "trample" in now.keywords and game.state.objects[token].tapped
    assert not game.state.stack


@plays(TROLL, *TROLL_CONSTRUCTS)
def test_303_4g_troll_stays_in_the_graveyard_without_a_forest_alice_controls():
    """CR 303.4g: with no Forest Alice controls (Bob's doesn't count: "enchant Forest you
    control"), the Troll can't return as that Aura and stays in her graveyard."""
    game = board(["Swamp", "Swamp", TROLL], ["Forest"], hands=(["Doom Blade"], []))
    _kill_troll(game)
    resolve(game)
    assert TROLL in grave(game) and TROLL not in names(game)
    assert not game.state.stack


@plays(TROLL, *TROLL_CONSTRUCTS)
def test_110_2a_troll_returns_under_the_control_of_the_triggers_controller():
    """CR 603.3a, 110.2a: Alice controls Bob's Old-Growth Troll (Act of Treason) when it
    dies: she controls its trigger, so it returns under her control, on her Forest ("enchant
    Forest you control": Bob's Forest isn't one); Bob still owns it (CR 108.3)."""
    game = board(["Forest"], [TROLL, "Forest"], hands=(["Act of Treason", "Doom Blade"], []))
    add_mana(game, "{2}{R}")
    cast(game, "Act of Treason", obj(game, TROLL))
    resolve(game)
    add_mana(game, "{1}{B}")
    _kill_troll(game)
    resolve(game)
    troll = game.state.objects[obj(game, TROLL)]
    mine = obj(game, "Forest", 0) if game.state.objects[obj(game, "Forest", 0)].owner == 0 \
        else obj(game, "Forest", 1)
    assert troll.controller == 0 and troll.owner == 1 and troll.attached_to == mine


@plays("Cataclysm", "mass.keep_one_of_each")
def test_701_17a_cataclysm_keeps_a_land_too_and_sacrifices_the_rest():
    """CR 101.4, 608.2d, 701.17a: "from among the permanents they control" includes lands:
    Alice keeps one of her Plains, Bob keeps Savannah Lions and his Forest; all the others
    (three Plains, Grizzly Bears, Island) are sacrificed at once."""
    game = board(["Plains"] * 4, ["Savannah Lions", "Grizzly Bears", "Forest", "Island"],
                 hands=(["Cataclysm"], []))
    cast(game, "Cataclysm")
    _pass_until_decision(game)
    assert game.decision.player == 0 and len(game.decision.options) == 4      # a land
    choose(game, game.decision.options[0])
    assert game.decision.player == 1                                          # a creature
    choose(game, obj(game, "Savannah Lions"))
    assert set(game.decision.options) == {obj(game, "Forest"), obj(game, "Island")}
    choose(game, obj(game, "Forest"))
    resolve(game)
    assert names(game).count("Plains") == 1
    assert sorted(grave(game, 1)) == ["Grizzly Bears", "Island"]
    assert {"Savannah Lions", "Forest"} <= set(names(game))


@plays("Thopter Assembly", "condition.control")
def test_109_5_thopter_assembly_counts_thopters_other_than_itself():
    """CR 109.5, 603.4: "if you control no Thopters other than this creature": alone (it is
    a Thopter itself), at Alice's upkeep it returns to her hand and she creates five
    Thopters; with her Ornithopter (a Thopter) as well, it doesn't trigger."""
    game = board(["Thopter Assembly"], [], step="untap")
    to_step(game, "upkeep")
    resolve(game)
    assert "Thopter Assembly" in [game.state.objects[i].name
                                  for i in game.state.players[0].hand]
    assert names(game).count("Thopter") == 5
    game = board(["Thopter Assembly", "Ornithopter"], [], step="untap")
    to_step(game, "upkeep")
    resolve(game)
    assert "Thopter Assembly" in names(game) and "Thopter" not in names(game)
