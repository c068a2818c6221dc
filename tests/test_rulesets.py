"""Rulesets (tolaria.data.rulesets): "modern" and "classic-2008", each difference under both.

Scenario twins in tests/scenarios/ (classic2008_*.yaml and their *_modern.yaml
counterparts) show the rest; these tests cover what scenarios can't reach
(mulligans, the log's words, saving and copying mid-combat) and the
planeswalker uniqueness rule apart from the legend rule.
"""

from __future__ import annotations

import io
import random
import re
from collections.abc import Sequence
from contextlib import redirect_stdout
from dataclasses import replace
from pathlib import Path

import pytest
from boards import seeds

from tolaria import Game, fuzz
from tolaria.cards.registry import card_def
from tolaria.cli import main
from tolaria.data.actions import Action
from tolaria.data.ir import CardDef
from tolaria.data.rulesets import CLASSIC_RULES, RULESETS, era_rule, era_rules, era_text, ruleset
from tolaria.data.state import GameState, Options
from tolaria.rules.zones import create_object

CLASSIC = "classic-2008"


def table(rules: str, alice: Sequence[str | CardDef] = (), bob: Sequence[str | CardDef] = (),
          *, step: str = "precombat main", active: int = 0, alice_life: int = 20,
          hand: Sequence[str] = ()) -> Game:
    """Turn 3 (4 if Bob is active) at the beginning of `step`, under `rules`."""
    state = GameState(["Alice", "Bob"], 1, Options(rules=rules, starting_player=0,
                                                   skip_mulligans=True))
    for owner, permanents in enumerate((alice, bob)):
        for card in permanents:
            obj = create_object(state, card_def(card) if isinstance(card, str) else card,
                                owner, "battlefield")
            obj.since = owner
            if obj.card.loyalty is not None:
                obj.counters["loyalty"] = obj.card.loyalty
        for _ in range(10):
            create_object(state, card_def("Wastes"), owner, "library")
        state.players[owner].kept = True
    for name in hand:
        create_object(state, card_def(name), active, "hand")
    state.players[0].life = alice_life
    state.turn, state.active, state.step, state.stage = 3 + active, active, step, "begin"
    state.priority = active
    game = Game(state)
    game._advance()
    return game


def pass_until(game: Game, step: str) -> None:
    for _ in range(200):
        if game.over or (game.state.step == step and game.decision is not None):
            return
        game.act(Action("pass", game.decision.player))
    raise AssertionError(f"never reached {step}")


def stack_names(game: Game) -> list[str]:
    return [game.state.objects[i].name for i in game.state.stack]


def life(game: Game) -> list[int]:
    return [p.life for p in game.state.players]


# -- choosing a ruleset -----------------------------------------------------------------

def test_unknown_ruleset_is_refused_naming_the_known_ones() -> None:
    with pytest.raises(ValueError, match="classic-2008") as refused:
        Game.new(["green", "red"], rules="classic-2010")
    assert "modern" in str(refused.value)


def test_rulesets_differ_in_every_switch() -> None:
    modern, classic = RULESETS["modern"], RULESETS[CLASSIC]
    assert not (modern.mana_burn or modern.pools_empty_per_phase
                or modern.combat_damage_on_stack or modern.planeswalker_uniqueness
                or modern.lifelink_triggered)
    assert classic.mana_burn and classic.pools_empty_per_phase
    assert classic.combat_damage_on_stack and classic.planeswalker_uniqueness
    assert classic.lifelink_triggered
    assert (modern.legend_rule, classic.legend_rule) == ("modern", "classic")
    assert (modern.mulligan, classic.mulligan) == ("london", "classic")
    game = Game.new(["green", "red"], rules=CLASSIC, seed=1)
    assert ruleset(game.state) is classic


def test_ruleset_survives_json_and_copy() -> None:
    game = Game.new(["green", "red"], rules=CLASSIC, seed=2)
    loaded = Game.from_json(game.to_json())
    assert loaded.state.options.rules == CLASSIC
    assert game.copy().state.options.rules == CLASSIC


# -- the mulligan -------------------------------------------------------------------------

def test_101_4_2008_mulligan_draws_one_card_fewer() -> None:
    game = Game.new(["green", "red"], rules=CLASSIC, seed=5, starting_player=0)
    alice = game.state.players[0]
    game.act(Action("mulligan", 0))
    game.act(Action("keep", 1))
    assert len(alice.hand) == 6
    assert (game.decision.kind, game.decision.player) == ("mulligan", 0)  # no cards to bottom
    game.act(Action("mulligan", 0))
    assert len(alice.hand) == 5
    game.act(Action("keep", 0))
    assert len(alice.hand) == 5 and len(alice.library) == 55


def test_103_5_london_mulligan_draws_seven_then_bottoms_one() -> None:
    game = Game.new(["green", "red"], rules="modern", seed=5, starting_player=0)
    game.act(Action("mulligan", 0))
    game.act(Action("keep", 1))
    assert len(game.state.players[0].hand) == 7
    assert (game.decision.kind, game.decision.count) == ("bottom", 1)


# -- mana burn and mana pools -----------------------------------------------------------

def test_300_3_2008_mana_burn_at_end_of_phase() -> None:
    game = table(CLASSIC)
    game.state.players[0].pool.add_text("{G}{G}")
    pass_until(game, "beginning of combat")
    assert life(game) == [18, 20]
    assert game.state.players[0].pool.is_empty()
    assert any("300.3 (2008)" in e.rules for e in game.log)


def test_500_4_modern_pool_empties_without_burn() -> None:
    game = table("modern")
    game.state.players[0].pool.add_text("{G}{G}")
    pass_until(game, "beginning of combat")
    assert life(game) == [20, 20]
    assert game.state.players[0].pool.is_empty()


def test_300_3_2008_pool_kept_between_steps_of_a_phase() -> None:
    classic, modern = table(CLASSIC, step="upkeep"), table("modern", step="upkeep")
    for game in (classic, modern):
        game.state.players[0].pool.add_text("{G}")
        pass_until(game, "draw")
    assert classic.state.players[0].pool.total() == 1
    assert modern.state.players[0].pool.total() == 0
    pass_until(classic, "precombat main")                # the beginning phase ended: burn
    assert life(classic) == [19, 20] and classic.state.players[0].pool.is_empty()


def test_300_3_2008_mana_burn_can_lose_the_game() -> None:
    game = table(CLASSIC, alice_life=1)
    game.state.players[0].pool.add_text("{R}")
    pass_until(game, "beginning of combat")
    assert game.over and game.winner == "Bob"


# -- combat damage on the stack ------------------------------------------------------------

def _bears_attack(rules: str, blockers: Sequence[str] = ()) -> Game:
    game = table(rules, ["Grizzly Bears"], list(blockers), step="declare attackers")
    game.act("attack with Grizzly Bears")
    pass_until(game, "declare blockers")
    if blockers:
        game.act("block Grizzly Bears with " + blockers[0])
    pass_until(game, "combat damage")
    return game


def test_310_2008_combat_damage_waits_on_the_stack() -> None:
    game = _bears_attack(CLASSIC)
    assert stack_names(game) == ["Combat damage"]
    assert game.decision.kind == "priority" and life(game) == [20, 20]
    game.act("pass")
    game.act("pass")
    assert stack_names(game) == [] and life(game) == [20, 18]
    assert game.state.step == "combat damage"              # priority again once it resolved


def test_510_2_modern_combat_damage_dealt_before_priority() -> None:
    game = _bears_attack("modern")
    assert stack_names(game) == [] and life(game) == [20, 18]


def test_310_2008_damage_is_dealt_by_a_creature_that_left_play() -> None:
    # With its damage on the stack, Alice returns her attacking Bears to her hand: the
    # damage is still dealt (2008 CR 310.4). Today the damage is dealt before she could.
    game = table(CLASSIC, ["Grizzly Bears", "Island"], step="declare attackers",
                 hand=["Unsummon"])
    game.act("attack with Grizzly Bears")
    pass_until(game, "combat damage")
    game.act("cast Unsummon targeting Grizzly Bears")
    while game.state.stack:
        game.act(Action("pass", game.decision.player))
    hand = [game.state.objects[i].name for i in game.state.players[0].hand]
    assert hand == ["Grizzly Bears"] and life(game) == [20, 18]


def test_310_2008_first_strike_and_double_strike_damage_each_use_the_stack() -> None:
    game = table(CLASSIC, ["Fencing Ace"], step="declare attackers")
    game.act("attack with Fencing Ace")
    pass_until(game, "combat damage")
    assert game.state.combat_step == "first strike"
    assert stack_names(game) == ["Combat damage"] and life(game) == [20, 20]
    while game.state.stack:
        game.act(Action("pass", game.decision.player))
    assert life(game) == [20, 19]
    game.act("pass")
    game.act("pass")                                     # the first-strike step ends
    assert game.state.combat_step == "regular"
    assert stack_names(game) == ["Combat damage"] and life(game) == [20, 19]
    while game.state.stack:
        game.act(Action("pass", game.decision.player))
    assert life(game) == [20, 18]


def test_510_4_modern_first_strike_damage_without_the_stack() -> None:
    game = table("modern", ["Fencing Ace"], step="declare attackers")
    game.act("attack with Fencing Ace")
    pass_until(game, "combat damage")
    assert stack_names(game) == [] and life(game) == [20, 19]
    pass_until(game, "end of combat")
    assert life(game) == [20, 18]


def test_310_2008_combat_damage_on_stack_survives_json_and_copy() -> None:
    game = _bears_attack(CLASSIC, ["Mogg Fanatic"])
    saved = Game.from_json(game.to_json())
    twin = game.copy()
    for g in (game, saved, twin):
        assert stack_names(g) == ["Combat damage"]
        g.act("pass")
        g.act("activate Mogg Fanatic targeting Grizzly Bears")
        while g.state.stack:
            g.act(Action("pass", g.decision.player))
    assert game.to_json() == saved.to_json() == twin.to_json()
    assert [p.graveyard for p in game.state.players] != [[], []]
    names = [game.state.objects[i].name for p in game.state.players for i in p.graveyard]
    assert sorted(names) == ["Grizzly Bears", "Mogg Fanatic"]


# -- lifelink ------------------------------------------------------------------------------

def _nighthawk_attacks(rules: str) -> Game:
    game = table(rules, ["Vampire Nighthawk"], step="declare attackers", alice_life=10)
    game.act("attack with Vampire Nighthawk")
    pass_until(game, "combat damage")
    return game


def test_502_68_2008_lifelink_is_a_trigger_on_the_stack() -> None:
    game = _nighthawk_attacks(CLASSIC)
    game.act("pass")
    game.act("pass")                                     # the combat damage resolves
    assert life(game) == [10, 18]
    assert stack_names(game) == ["Vampire Nighthawk"]    # its lifelink trigger
    item = game.state.objects[game.state.stack[-1]]
    assert item.is_ability and item.ability.event == "lifelink"
    saved = Game.from_json(game.to_json())
    for g in (game, saved):
        g.act("pass")
        g.act("pass")
        assert life(g) == [12, 18] and not g.state.stack


def test_702_15b_modern_lifelink_gains_with_the_damage() -> None:
    game = _nighthawk_attacks("modern")
    assert life(game) == [12, 18] and not game.state.stack


def test_502_68_2008_lifelink_triggers_for_damage_dealt_after_its_source_left() -> None:
    # The Nighthawk's damage is on the stack when Alice returns it to her hand: the damage
    # is dealt by the Nighthawk as it last existed, lifelink included (2008 CR 310.4).
    game = table(CLASSIC, ["Vampire Nighthawk", "Island"], step="declare attackers",
                 hand=["Unsummon"], alice_life=10)
    game.act("attack with Vampire Nighthawk")
    pass_until(game, "combat damage")
    game.act("cast Unsummon targeting Vampire Nighthawk")
    while game.state.stack:
        game.act(Action("pass", game.decision.player))
    assert life(game) == [12, 18]
    assert [game.state.objects[i].name for i in game.state.players[0].hand] == \
        ["Vampire Nighthawk"]


def test_502_68_2008_lifelink_triggers_once_for_a_combat_damage_event() -> None:
    trampler = replace(card_def("Vampire Nighthawk"), name="Test Lifelink Trampler",
                       power=5, keywords=frozenset({"lifelink", "trample"}))
    game = table(CLASSIC, [trampler], ["Grizzly Bears"], step="declare attackers",
                 alice_life=10)
    game.act("attack with Test Lifelink Trampler")
    pass_until(game, "declare blockers")
    game.act("block Test Lifelink Trampler with Grizzly Bears")
    pass_until(game, "combat damage")
    if game.decision.kind == "assign_damage":
        game.act(next(a for a in game.legal_actions()
                      if dict(a.choice).get(("object", game.state.battlefield[1])) == 2))
    while game.state.stack:
        game.act(Action("pass", game.decision.player))
    assert life(game) == [15, 17]
    put = [e.text for e in game.log if "goes on the stack: Lifelink" in e.text]
    assert put == ["Test Lifelink Trampler's triggered ability goes on the stack: "
                   "Lifelink (you gain 5 life)"]


# -- the legend rule and the planeswalker uniqueness rule ---------------------------------

def _graveyards(game: Game) -> list[list[str]]:
    return [[game.state.objects[i].name for i in p.graveyard] for p in game.state.players]


def test_420_5_2008_legend_rule_no_choice() -> None:
    isamaru = "Isamaru, Hound of Konda"
    classic = table(CLASSIC, [isamaru, isamaru])
    assert _graveyards(classic) == [[isamaru, isamaru], []]
    assert classic.decision.kind == "priority"
    modern = table("modern", [isamaru, isamaru])
    assert modern.decision.kind == "legend"


def test_420_5_2008_planeswalker_uniqueness_rule_by_subtype() -> None:
    # A planeswalker of type Jace with another name, not legendary (as 2008 planeswalkers
    # were): only the planeswalker uniqueness rule can put the two Jaces away.
    other_jace = replace(card_def("Jace Beleren"), name="Test Jace Walker",
                         supertypes=frozenset())
    classic = table(CLASSIC, ["Jace Beleren"], [other_jace])
    assert _graveyards(classic) == [["Jace Beleren"], ["Test Jace Walker"]]
    assert any("planeswalker uniqueness" in e.text for e in classic.log)
    modern = table("modern", ["Jace Beleren"], [other_jace])
    assert _graveyards(modern) == [[], []] and len(modern.state.battlefield) == 2


# -- the era's words in the log ------------------------------------------------------------

@pytest.mark.parametrize(("today", "then"), [
    ("Grizzly Bears resolves and enters the battlefield under Alice's control",
     "Grizzly Bears resolves and comes into play under Alice's control"),
    ("Grizzly Bears is exiled", "Grizzly Bears is removed from the game"),
    ("Shock is put into exile", "Shock is removed from the game"),
    ("When this enchantment enters, exile all graveyards.",
     "When this enchantment comes into play, remove all graveyards from the game."),
    ("When this creature leaves the battlefield, draw a card.",
     "When this creature leaves play, draw a card."),
    ("Alice casts Shock targeting Bob", "Alice plays Shock targeting Bob"),
    ("Alice exiles Grizzly Bears from their graveyard",
     "Alice removes Grizzly Bears in their graveyard from the game"),
])
def test_2008_log_words(today: str, then: str) -> None:
    assert era_text(CLASSIC, today) == then
    assert era_text("modern", today) == today


def _random_game(rules: str, seed: int) -> Game:
    game = Game.new(["green", "red"], rules=rules, seed=seed)
    rng = random.Random(seed)
    while not game.over and game.state.turn < 30:
        game.act(rng.choice(game.legal_actions()))
    return game


def test_2008_log_says_comes_into_play_never_battlefield() -> None:
    classic, modern = _random_game(CLASSIC, 4), _random_game("modern", 4)
    classic_text = " ".join(e.text for e in classic.log)
    modern_text = " ".join(e.text for e in modern.log)
    assert "comes into play" in classic_text and "battlefield" not in classic_text
    assert "enters the battlefield" in modern_text and "comes into play" not in modern_text


# -- the 2008 rule numbers ------------------------------------------------------------------

SEEDS = Path(__file__).resolve().parents[2] / "shared" / "seeds"


def test_2008_rule_numbers_most_precise_key_first() -> None:
    assert era_rule(CLASSIC, "601.2b") == "409.1b (2008)"          # exact
    assert era_rule(CLASSIC, "601.2h") == "409 (2008)"             # its section
    assert era_rule(CLASSIC, "608.2h") == "413.2f (2008)"          # the rule, not 608.*
    assert era_rule(CLASSIC, "704.5g") == "420.5 (2008)"           # 704.5 and its letters
    assert era_rule(CLASSIC, "704.3") == "420 (2008)"
    assert era_rule(CLASSIC, "107.4f") is None                     # Phyrexian: no 2008 rule
    assert era_rule(CLASSIC, "120.3a") is None                     # not in the seeds: kept
    assert era_rule(CLASSIC, "300.3 (2008)") is None               # already the era's
    assert era_rule("modern", "510.2") is None
    assert era_rules(CLASSIC, ("601.2", "118.9")) == ("409 (2008)",)   # cited once
    assert era_rules("modern", ("601.2", "118.9")) == ("601.2", "118.9")


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed documents are absent")
def test_2008_rule_numbers_come_from_the_seed_documents() -> None:
    seeds = " ".join(p.read_text(encoding="utf-8") for p in SEEDS.iterdir())
    for today, then in CLASSIC_RULES:
        cited = re.search(rf"rules? {re.escape(then)}(?![0-9a-z]|\.[0-9])", seeds, re.I)
        assert cited, f"{today} -> {then}: the seeds don't cite rule {then}"


def test_310_2008_combat_damage_and_mana_burn_cite_2008_numbers() -> None:
    game = _bears_attack(CLASSIC)
    game.state.players[0].pool.add_text("{G}")
    game.act("pass")
    game.act("pass")                                       # the combat damage resolves
    pass_until(game, "postcombat main")                    # the combat phase ended: burn
    dealt = next(e for e in game.log if e.text == "Grizzly Bears deals 2 damage to Bob")
    assert dealt.rules == ("310 (2008)", "120.3a")         # today: 510.2, 120.3a
    burn = next(e for e in game.log if "burns" in e.text)
    assert burn.rules == ("300.3 (2008)",)
    modern = _bears_attack("modern")
    assert next(e for e in modern.log if "deals 2 damage" in e.text).rules == (
        "510.2", "120.3a")


def test_2008_log_cites_no_modern_number_the_table_maps() -> None:
    classic, modern = _random_game(CLASSIC, 4), _random_game("modern", 4)
    cited = {r for e in classic.log for r in e.rules}
    assert {"310 (2008)", "300.3 (2008)", "409 (2008)", "413 (2008)"} <= cited
    assert [r for r in cited if era_rule(CLASSIC, r) is not None] == []
    assert not any("(2008)" in r for e in modern.log for r in e.rules)
    assert any(era_rule(CLASSIC, r) for e in modern.log for r in e.rules)


# -- the command line ------------------------------------------------------------------------

def test_cli_play_classic_2008_plays_a_whole_game() -> None:
    out = io.StringIO()
    with redirect_stdout(out):
        status = main(["play", "--rules", CLASSIC, "--seed", "3"])
    text = out.getvalue()
    assert status == 0
    assert "wins on turn" in text or "draw" in text
    assert "comes into play" in text and "310.2 (2008)" in text


def test_cli_play_refuses_unknown_rules() -> None:
    assert main(["play", "--rules", "classic-1994", "--seed", "3"]) != 0


# -- random classic-2008 games keep the engine's invariants ---------------------------------

@pytest.mark.parametrize("decks", [("green", "red"), ("wu", "br")], ids=["green-red", "wu-br"])
@pytest.mark.parametrize("seed", seeds(4))
def test_random_classic_2008_games_keep_invariants(decks: tuple[str, str], seed: int) -> None:
    from test_properties import (
        copies_are_independent,
        count_invariants,
        save_load_identity,
        zone_invariants,
    )

    from tolaria.agents.random_agent import RandomAgent

    game = Game.new(list(decks), seed=seed, rules=CLASSIC)
    cards = fuzz.owned_cards(game)
    agent, record = RandomAgent(seed), []
    while not game.over:
        assert len(record) < 20_000
        zone_invariants(game, cards)
        count_invariants(game)
        if len(record) % 10 == 9 or any(
                game.state.objects[i].name == "Combat damage" for i in game.state.stack):
            save_load_identity(game)
            copies_are_independent(game, seed * 1000 + len(record), record)
            continue
        action = agent.choose(game)
        game.act(action)
        record.append(action)
    again = Game.new(list(decks), seed=seed, rules=CLASSIC)
    for action in record:
        again.act(action)
    assert again.to_json() == game.to_json()
