"""The Commander variant (CR 903) and the command zone (CR 408): commanders in the command
zone, casting them with the commander tax, their return to the command zone, commander
damage, 40 life, the free first mulligan, Commander deck files and games to the end.

Scenario files tests/scenarios/cr903_*.yaml check the same rules as written positions.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from tolaria import Action, Game, GameObject, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.data.state import GameState
from tolaria.decks import COMMANDER_DECKS, load_deck, parse_deck
from tolaria.rules import commander
from tolaria.rules import multiplayer as mp
from tolaria.rules.zones import create_object

NAMES = ("Alice", "Bob", "Carol", "Dave")
FILLER = ["Forest"] * 40 + ["Mountain"] * 40 + ["Grizzly Bears"] * 19


def table(leaders: Sequence[str], permanents: Sequence[Sequence[str]] = (),
          hands: Sequence[Sequence[str]] = (), *, step: str = "precombat main",
          library: int = 10) -> Game:
    """A Commander game of len(leaders) players at `step` of Alice's turn 3, each commander
    in the command zone (CR 903.6) and each player at 40 life (CR 903.7)."""
    n = len(leaders)
    opts = mp.make_options(n, "commander", starting_player=0, skip_mulligans=True,
                           commanders=tuple((name,) for name in leaders))
    state = GameState(list(NAMES[:n]), 1, opts)
    for owner in range(n):
        for name in permanents[owner] if owner < len(permanents) else ():
            create_object(state, card_def(name), owner, "battlefield").since = owner
        for name in hands[owner] if owner < len(hands) else ():
            create_object(state, card_def(name), owner, "hand")
        for _ in range(library):
            create_object(state, card_def("Wastes"), owner, "library")
        state.players[owner].kept = True
        commander.begin(state, owner, (card_def(leaders[owner]),))
    state.turn, state.active, state.step, state.stage = 3, 0, step, "begin"
    game = Game(state)
    game._advance()
    return game


def in_command_zone(game: Game) -> list[str]:
    return [game.state.objects[i].name for i in game.state.command]


def find(game: Game, name: str) -> int:
    return next(o.id for o in game.state.objects.values()
                if o.name == name and not o.zone.startswith("gone:") and o.zone != "none")


def resolve_stack(game: Game) -> None:
    """Everyone passes until the stack is empty (answering 903.9 questions as asked)."""
    for _ in range(50):
        if not game.state.stack and game.decision.kind == "priority":
            return
        game.act(Action("pass", game.decision.player))


LANDS6 = ["Mountain"] * 6


def on_battlefield(game: Game, index: int) -> GameObject:
    """The commander `game.state.command[index]` put onto the battlefield, not sick."""
    from tolaria.rules import zones
    obj = zones.move(game.state, game.state.objects[game.state.command[index]], "battlefield")
    obj.since = obj.owner
    game.state.changed()
    return obj


# -- the start of the game ---------------------------------------------------------------------

def test_903_6_commanders_begin_in_the_command_zone_and_903_7_at_40_life() -> None:
    game = Game.new([FILLER + ["Krenko, Mob Boss"], FILLER + ["Talrand, Sky Summoner"]],
                    seed=3, variant="commander", starting_player=0,
                    commanders=[["Krenko, Mob Boss"], ["Talrand, Sky Summoner"]])
    state = game.state
    assert in_command_zone(game) == ["Krenko, Mob Boss", "Talrand, Sky Summoner"]
    assert [p.life for p in state.players] == [40, 40]                      # CR 103.4c
    for p in state.players:                                   # 99 cards: 92 + 7 in hand
        assert len(p.library) + len(p.hand) == 99
        assert all(state.objects[i].name not in ("Krenko, Mob Boss", "Talrand, Sky Summoner")
                   for i in p.library + p.hand)


def test_103_5c_first_mulligan_is_free_in_a_four_player_commander_game() -> None:
    decks = [FILLER + ["Krenko, Mob Boss"]] * 4
    game = Game.new(decks, seed=2, variant="commander", starting_player=0,
                    commanders=[["Krenko, Mob Boss"]] * 4)
    game.act("mulligan")
    for _ in range(3):
        game.act(Action("keep", game.decision.player))
    # the free mulligan: Alice draws seven again and puts nothing on the bottom (CR 103.5c)
    assert game.decision.kind != "bottom"
    assert len(game.state.players[0].hand) == 7


def test_903_3_commander_section_of_a_deck_file() -> None:
    text = "Commander\n1 Krenko, Mob Boss\n\nDeck\n60 Mountain\n39 Goblin Piker\n"
    deck = parse_deck(text)
    assert deck.commanders() == ["Krenko, Mob Boss"]
    assert len(deck.cards()) == 100 and len(deck.library_cards()) == 99
    assert parse_deck(deck.to_text()).commanders() == ["Krenko, Mob Boss"]


def test_903_3_mtgo_dek_marks_the_commander_in_its_sideboard() -> None:
    dek = ('<?xml version="1.0"?>\n<Deck>\n'
           '<Cards Quantity="99" Sideboard="false" Name="Mountain"/>\n'
           '<Cards Quantity="1" Sideboard="true" Name="Krenko, Mob Boss"/>\n</Deck>\n')
    assert parse_deck(dek).commanders() == ["Krenko, Mob Boss"]


def test_903_3_commander_game_needs_a_commander_for_each_deck() -> None:
    with pytest.raises(ValueError, match="903.3"):
        Game.new([FILLER, FILLER], variant="commander")


# -- casting from the command zone (CR 903.8) ---------------------------------------------------

def test_903_8_cast_commander_from_the_command_zone() -> None:
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"], [LANDS6, []])
    game.act("cast Krenko, Mob Boss from command zone")
    assert game.state.objects[game.state.stack[-1]].name == "Krenko, Mob Boss"
    resolve_stack(game)
    assert "Krenko, Mob Boss" in [game.state.objects[i].name for i in game.state.battlefield]
    assert in_command_zone(game) == ["Talrand, Sky Summoner"]


def test_903_8_commander_tax_two_more_for_each_previous_cast() -> None:
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"], [LANDS6, []])
    krenko = game.state.objects[game.state.command[0]]
    assert commander.tax(game.state, krenko) == 0
    game.state.commander_casts += [krenko.card_uid]          # cast once before this turn
    assert commander.tax(game.state, krenko) == 2
    # {2}{R}{R} + {2} tax = 6 mana: the six Mountains pay it, and all six are tapped
    game.act("cast Krenko, Mob Boss from command zone")
    assert all(game.state.objects[i].tapped for i in game.state.battlefield)
    game.state.commander_casts += [krenko.card_uid]
    resolve_stack(game)
    krenko = game.state.objects[find(game, "Krenko, Mob Boss")]
    assert commander.tax(game.state, krenko) == 6     # three previous casts now


def test_903_8_commander_tax_refuses_a_cast_it_cannot_pay() -> None:
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"], [["Mountain"] * 5, []])
    game.state.commander_casts.append(game.state.objects[game.state.command[0]].card_uid)
    with pytest.raises(IllegalAction, match="601.2h"):
        game.act("cast Krenko, Mob Boss from command zone")


def test_903_8_only_its_owner_casts_a_commander() -> None:
    game = table(["Krenko, Mob Boss", "Krenko, Mob Boss"], [LANDS6, []])
    bobs = game.state.command[1]
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, bobs))


# -- back to the command zone (CR 903.9) ---------------------------------------------------------

def test_903_9a_dead_commander_owner_puts_it_into_the_command_zone() -> None:
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"],
                 [LANDS6, []], [["Lightning Bolt"], []])
    on_battlefield(game, 0)
    game.act("cast Lightning Bolt targeting Krenko, Mob Boss")
    game.act("pass")
    game.act("pass")
    assert game.decision.kind == "command_zone" and game.decision.player == 0
    game.act("choose command zone")
    assert "Krenko, Mob Boss" in in_command_zone(game)
    assert any("903.9a" in e.rules for e in game.log)


def test_903_9a_owner_may_leave_the_commander_in_the_graveyard() -> None:
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"],
                 [LANDS6, []], [["Lightning Bolt"], []])
    on_battlefield(game, 0)
    game.act("cast Lightning Bolt targeting Krenko, Mob Boss")
    game.act("pass")
    game.act("pass")
    game.act("choose stay")
    assert game.decision.kind == "priority"               # not asked again (CR 903.9a)
    assert "Krenko, Mob Boss" in [game.state.objects[i].name
                                  for i in game.state.players[0].graveyard]


def test_903_9b_bounced_commander_may_go_to_the_command_zone_instead() -> None:
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"],
                 [["Island"] * 2, []], [["Unsummon"], []])
    on_battlefield(game, 0)
    game.act("cast Unsummon targeting Krenko, Mob Boss")
    game.act("pass")
    game.act("pass")
    assert game.decision.kind == "replacement" and "903.9b" in game.decision.prompt
    game.act("choose yes")
    assert "Krenko, Mob Boss" in in_command_zone(game)
    assert not game.state.players[0].hand


def test_903_9b_owner_may_let_it_go_to_the_hand() -> None:
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"],
                 [["Island"] * 2, []], [["Unsummon"], []])
    on_battlefield(game, 0)
    game.act("cast Unsummon targeting Krenko, Mob Boss")
    game.act("pass")
    game.act("pass")
    game.act("choose no")
    assert [game.state.objects[i].name for i in game.state.players[0].hand] == \
        ["Krenko, Mob Boss"]


# -- commander damage (CR 903.10a, 704.6c) -------------------------------------------------------

def _attack_with_commander(damage_before: int) -> Game:
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"], step="beginning of combat")
    krenko = on_battlefield(game, 0)
    krenko.counters["+1/+1"] = 1                                   # a 4/3: 4 damage
    if damage_before:
        game.state.commander_damage.append((krenko.card_uid, 1, damage_before))
    game.state.changed()
    game.act("pass")
    game.act("pass")
    game.act("attack with Krenko, Mob Boss")
    for _ in range(10):
        if game.state.step == "postcombat main" or game.over:
            break
        d = game.decision
        game.act(Action({"blockers": "block"}.get(d.kind, "pass"), d.player))
    return game


def test_903_10a_commander_damage_is_counted_per_commander() -> None:
    game = _attack_with_commander(0)
    state = game.state
    assert state.players[1].life == 36
    uid = state.commanders[0]
    assert commander.damage_to(state, 1) == [(uid, 4)]
    assert not state.players[1].lost


def test_704_6c_21_combat_damage_from_one_commander_loses_the_game() -> None:
    game = _attack_with_commander(17)                     # 17 + 4 = 21 at 36 life
    assert game.state.players[1].lost and game.state.players[1].life == 36
    assert game.over and game.winner == "Alice"
    assert any("704.6c" in e.rules for e in game.log)


def test_704_6c_noncombat_damage_from_a_commander_does_not_count() -> None:
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"])
    from tolaria.rules import events
    krenko = on_battlefield(game, 0)
    events.deal_damage(game.state, krenko, ("player", 1), 25)
    assert commander.damage_to(game.state, 1) == []
    assert game.state.players[1].life == 15


# -- whole games -----------------------------------------------------------------------------

def test_903_commander_deck_files_play_a_four_player_game_to_its_end() -> None:
    from tolaria.agents import HeuristicAgent, play_out
    game = Game.new([load_deck(d) for d in COMMANDER_DECKS], seed=1, variant="commander")
    assert len(game.state.players) == 4 and len(game.state.command) == 4
    play_out(game, [HeuristicAgent() for _ in range(4)])
    assert game.over
    winners = [p for p in game.state.players if p.won]
    assert len(winners) <= 1


# -- colour identity (CR 903.4) and deck checking (CR 903.5) -------------------------------------

def test_903_4_color_identity_counts_mana_symbols_in_rules_text() -> None:
    from tolaria.cards.identity import color_identity
    assert color_identity("Elves of Deep Shadow") == frozenset("BG")      # "Add {B}"
    assert color_identity("Lingering Souls") == frozenset("WB")           # flashback {1}{B}
    assert color_identity("Kitchen Finks") == frozenset("WG")             # hybrid {G/W}
    assert color_identity("Command Tower") == frozenset()


def test_903_4c_reminder_text_is_ignored() -> None:
    from tolaria.cards.identity import symbol_colors
    assert symbol_colors("Extort (Whenever you cast a spell, you may pay {W/B}.)") == \
        frozenset()
    assert symbol_colors("{T}: Add {C}. {2/U}, {T}: Draw a card.") == frozenset("U")


def test_903_4_color_identity_matches_the_card_data() -> None:
    """The engine's colour identity against the colorIdentity of the Oracle data in
    ../shared/data (CR 903.4, with the basic land types' colours of 903.5d), for every
    single-faced card the engine plays in a sample."""
    import gzip
    import json
    import random

    from tolaria.cards.database import UnknownCard
    from tolaria.cards.identity import color_identity, land_type_colors
    from tolaria.cards.registry import is_supported
    path = Path(__file__).resolve().parents[2] / "shared" / "data" / \
        "oracle-cards-2026-07.json.gz"
    if not path.exists():
        pytest.skip("needs the Oracle data of ../shared/data")
    with gzip.open(path) as source:
        cards = [c for c in json.load(source) if c.get("layout") == "normal"]
    checked, wrong = 0, []
    for card in random.Random(7).sample(cards, 1500):
        try:
            if not is_supported(card["name"]):
                continue
        except UnknownCard:
            continue
        checked += 1
        mine = color_identity(card["name"]) | land_type_colors(card["name"])
        if mine != frozenset(card["colorIdentity"]):
            wrong.append((card["name"], sorted(mine), card["colorIdentity"]))
    assert checked > 500 and not wrong, wrong


def _deck(commander_names: str, cards: str) -> list[str]:
    from tolaria.decks import check_deck
    text = "Commander\n" + commander_names + "\nDeck\n" + cards
    return [p.message for p in check_deck(parse_deck(text), "commander").problems]


def test_903_5_built_in_commander_decks_are_legal() -> None:
    from tolaria.decks import check_deck
    for name in COMMANDER_DECKS:
        checked = check_deck(load_deck(name), "commander")
        assert checked.ok, (name, checked.report())


def test_903_5a_a_commander_deck_has_exactly_100_cards() -> None:
    problems = _deck("1 Krenko, Mob Boss", "98 Mountain\n")
    assert problems == ["the deck has 99 cards with its commander; a Commander deck has "
                        "exactly 100 (CR 903.5a)"]
    assert _deck("1 Krenko, Mob Boss", "99 Mountain\n") == []


def test_903_5b_singleton_but_basic_lands_and_any_number_cards() -> None:
    problems = _deck("1 Krenko, Mob Boss", "2 Lightning Bolt\n97 Mountain\n")
    assert [p for p in problems if "903.5b" in p] == [
        "2 cards named Lightning Bolt: a Commander deck has one of each card but basic "
        "lands (CR 903.5b)"]
    assert _deck("1 Lathril, Blade of the Elves", "30 Relentless Rats\n69 Swamp\n") == []


def test_903_5c_cards_outside_the_commanders_color_identity() -> None:
    problems = _deck("1 Krenko, Mob Boss", "1 Counterspell\n1 Elves of Deep Shadow\n"
                     "97 Mountain\n")
    assert problems == [
        "Counterspell: its color identity ({U}) isn't within the commander's ({R}) "
        "(CR 903.5c)",
        "Elves of Deep Shadow: its color identity ({B}{G}) isn't within the commander's "
        "({R}) (CR 903.5c)"]


def test_903_5d_lands_with_basic_land_types_outside_the_identity() -> None:
    problems = _deck("1 Krenko, Mob Boss", "1 Scrubland\n98 Mountain\n")
    assert problems == ["Scrubland: it could produce {W}{B} mana, outside the commander's "
                        "color identity (CR 903.5d)"]


def test_903_3_a_commander_is_a_legendary_creature() -> None:
    problems = _deck("1 Grizzly Bears", "99 Forest\n")
    assert problems == ["Grizzly Bears can't be a commander: it isn't a legendary creature "
                        "(CR 903.3)"]


def test_702_124_two_commanders_need_matching_partner_abilities() -> None:
    from tolaria.catalog import database
    from tolaria.decks import partners
    db = database()
    assert partners(db.get("Thrasios, Triton Hero"), db.get("Tymna the Weaver"))  # 702.124h
    assert partners(db.get("Pir, Imaginative Rascal"), db.get("Toothy, Imaginary Friend"))
    assert not partners(db.get("Pir, Imaginative Rascal"), db.get("Tymna the Weaver"))
    assert not partners(db.get("Krenko, Mob Boss"), db.get("Tymna the Weaver"))
    problems = _deck("1 Krenko, Mob Boss\n1 Talrand, Sky Summoner", "98 Mountain\n")
    assert problems == ["Krenko, Mob Boss and Talrand, Sky Summoner don't share a partner "
                        "ability: only partners can be two commanders (CR 702.124a, "
                        "702.124f)"]
    # CR 702.124c: the two commanders' identities together
    assert _deck("1 Thrasios, Triton Hero\n1 Tymna the Weaver",
                 "1 Counterspell\n1 Swords to Plowshares\n1 Lightning Bolt\n95 Island\n") == [
        "Lightning Bolt: its color identity ({R}) isn't within the commander's "
        "({W}{U}{B}{G}) (CR 903.5c)"]


def test_702_124a_a_named_partner_pairs_only_with_the_same_ability() -> None:
    """"Partner—Survivors" and "Partner—Character select" are partner abilities of their own
    (CR 702.124a): two commanders with the same one share a deck, with different ones or with
    plain partner they don't (702.124f)."""
    from tolaria.catalog import database
    from tolaria.decks import partners
    db = database()
    assert partners(db.get("Joel, Resolute Survivor"), db.get("Ellie, Vengeful Hunter"))
    assert partners(db.get("Donatello, the Brains"), db.get("Splinter, the Mentor"))
    assert not partners(db.get("Joel, Resolute Survivor"), db.get("Donatello, the Brains"))
    assert not partners(db.get("Joel, Resolute Survivor"), db.get("Tymna the Weaver"))
    problems = _deck("1 Joel, Resolute Survivor\n1 Donatello, the Brains", "98 Forest\n")
    assert problems == ["Joel, Resolute Survivor and Donatello, the Brains don't share a "
                        "partner ability: only partners can be two commanders (CR 702.124a, "
                        "702.124f)"]


def test_903_5_tolaria_deck_check_format_commander(capsys) -> None:
    from tolaria.cli import main
    assert main(["deck", "check", "krenko-goblins", "--format", "commander"]) == 0
    assert "legal for commander (100 cards)" in capsys.readouterr().out


# -- what each seat sees (CR 408, 400.2) ------------------------------------------------------

def test_408_each_seat_sees_the_command_zone_and_commander_damage() -> None:
    game = _attack_with_commander(0)
    krenko = game.state.objects[find(game, "Krenko, Mob Boss")]
    assert krenko.zone == "battlefield"
    for seat in (0, 1):
        view = game.view(seat)
        assert view["command"] == [{"id": game.state.command[0],
                                    "name": "Talrand, Sky Summoner", "owner": 1, "tax": 0}]
        assert view["players"][1]["commander_damage"] == [
            {"commander": "Krenko, Mob Boss", "damage": 4}]
    assert "command" not in Game.new(["green", "red"], seed=1).view(0)


# -- two commanders (CR 702.124) ------------------------------------------------------------

PARTNERS = ("Akiri, Line-Slinger", "Bruse Tarl, Boorish Herder")


def _partner_table() -> Game:
    """Alice leads with the partners Akiri and Bruse Tarl, Bob with Krenko."""
    opts = mp.make_options(2, "commander", starting_player=0, skip_mulligans=True,
                           commanders=(PARTNERS, ("Krenko, Mob Boss",)))
    state = GameState(["Alice", "Bob"], 1, opts)
    for owner in range(2):
        for _ in range(6):
            create_object(state, card_def("Mountain"), owner, "battlefield").since = owner
        for _ in range(10):
            create_object(state, card_def("Wastes"), owner, "library")
        state.players[owner].kept = True
    create_object(state, card_def("Command Tower"), 0, "battlefield").since = 0
    commander.begin(state, 0, tuple(card_def(n) for n in PARTNERS))
    commander.begin(state, 1, (card_def("Krenko, Mob Boss"),))
    state.turn, state.active, state.step, state.stage = 3, 0, "precombat main", "begin"
    game = Game(state)
    game._advance()
    return game


def test_702_124b_both_partners_begin_in_the_command_zone() -> None:
    game = _partner_table()
    assert in_command_zone(game) == [*PARTNERS, "Krenko, Mob Boss"]
    assert game.state.players[0].life == 40


def test_702_124c_the_commanders_color_identity_is_both_partners() -> None:
    game = _partner_table()
    assert commander.identity(game.state, 0) == frozenset("RW")
    offered = {game.notation(a) for a in game.legal_actions()
               if game.notation(a).startswith("activate Command Tower")}
    assert offered == {"activate Command Tower for {W}", "activate Command Tower for {R}"}


def test_702_124d_each_partner_counts_its_own_casts_for_the_tax() -> None:
    game = _partner_table()
    akiri, bruse = (game.state.objects[i] for i in game.state.command[:2])
    game.state.commander_casts += [akiri.card_uid, akiri.card_uid]
    assert commander.tax(game.state, akiri) == 4
    assert commander.tax(game.state, bruse) == 0          # the other's casts don't count
    game.act("cast Bruse Tarl, Boorish Herder from command zone")      # {2}{R}{W}: no tax
    assert game.state.objects[game.state.stack[-1]].name == "Bruse Tarl, Boorish Herder"


def test_702_124d_commander_damage_from_each_partner_counts_apart() -> None:
    game = _partner_table()
    akiri, bruse = (game.state.objects[i] for i in game.state.command[:2])
    commander.dealt_combat_damage(game.state, akiri, 1, 12)
    commander.dealt_combat_damage(game.state, bruse, 1, 12)
    game.state.changed()
    game.act("pass")                                  # state-based actions are checked
    assert not game.state.players[1].lost             # 12 + 12 from two commanders
    commander.dealt_combat_damage(game.state, bruse, 1, 9)
    game.state.changed()
    game.act("pass")
    assert game.state.players[1].lost                 # 21 from Bruse Tarl (CR 704.6c)


def test_702_124k_choose_a_background_pairs_with_a_background() -> None:
    from tolaria.catalog import database
    from tolaria.decks import partners
    db = database()
    assert partners(db.get("Wilson, Refined Grizzly"), db.get("Raised by Giants"))
    assert not partners(db.get("Wilson, Refined Grizzly"), db.get("Akiri, Line-Slinger"))
    assert partners(db.get(PARTNERS[0]), db.get(PARTNERS[1]))


def test_408_the_terminal_board_shows_command_zones_and_commander_damage() -> None:
    from tolaria.terminal import board_text
    game = _attack_with_commander(0)
    text = board_text(game.view(1))
    assert "command zone: Talrand, Sky Summoner" in text
    assert "commander damage: Krenko, Mob Boss 4" in text


def test_903_random_commander_game_keeps_the_engines_promises() -> None:
    """Random agents with the four built-in Commander decks, the fuzz checks every 100
    decisions: every card in one zone (the command zone included, CR 408), a player who
    left taking their commander with them (CR 800.4a), saves and copies, views."""
    from tolaria import fuzz
    game = fuzz.play(fuzz.Setup(1, COMMANDER_DECKS, "modern", "commander"),
                     check_every=100, max_decisions=1500)
    assert game.state.turn > 5 and len(game.state.commanders) == 4


def test_903_6_a_commander_game_replays_from_its_start() -> None:
    """`Game.start` begins the same Commander game again, commanders in the command zone
    (the options keep them), and its history replays it exactly."""
    from tolaria.agents import RandomAgent
    game = Game.new([load_deck(d) for d in COMMANDER_DECKS], seed=3, variant="commander")
    agents = [RandomAgent(i) for i in range(4)]
    for _ in range(300):
        game.act(agents[game.decision.player].choose(game))
    assert len(game.start().state.command) == 4
    assert game.replay().to_json() == game.to_json()


def test_903_9b_a_commander_is_not_returned_as_a_cost_the_engine_cannot_ask_about() -> None:
    """Returning a commander to hand as a cost would need its owner's CR 903.9b choice in
    the middle of paying: the engine refuses that payment rather than choose for them,
    and offers the other artifacts."""
    game = table(["Master Transmuter", "Krenko, Mob Boss"], [["Island", "Sol Ring"], []])
    transmuter = on_battlefield(game, 0)
    transmuter.since = 0
    game.state.changed()
    offered = [game.notation(a) for a in game.legal_actions()
               if game.notation(a).startswith("activate Master Transmuter")]
    assert offered and all("returning Sol Ring" in text for text in offered)
    with pytest.raises(IllegalAction, match="903.9b"):
        game.act("activate Master Transmuter returning Master Transmuter")


def test_903_9a_a_commander_left_earlier_and_since_gone_is_forgotten() -> None:
    """A commander left in a graveyard earlier and since moved on (a new object, CR 400.7,
    its old one forgotten by the engine) doesn't stop the next "stay" answer."""
    game = table(["Krenko, Mob Boss", "Talrand, Sky Summoner"],
                 [LANDS6, []], [["Lightning Bolt"], []])
    on_battlefield(game, 0)
    game.state.commander_stays.append(10 ** 6)            # an id no object has any more
    game.act("cast Lightning Bolt targeting Krenko, Mob Boss")
    game.act("pass")
    game.act("pass")
    game.act("choose stay")
    assert game.decision.kind == "priority" and 10 ** 6 not in game.state.commander_stays
