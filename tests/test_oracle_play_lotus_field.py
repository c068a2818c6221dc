"""Play tests for the two cards that blocked the 2022 Pioneer Lotus Field deck
(benchmarks/decks/pioneer-lotus-field-2022.txt): Emergent Ultimatum's search for
monocolored cards with different names, exiled, one chosen by an opponent and shuffled
away, the others cast free as it resolves (CR 105.2a, 201.2b, 701.19, 608.2g, 118.9); and
Hidden Strings' cipher (CR 702.99a-c, 707.12)."""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import BOB, cast, choose, grave, hand, life, plays, resolve

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules.layers import characteristics
from tolaria.rules.zones import create_object

ULTIMATUM = ("library.search_exile_opponent_chooses", "library.search_different_names")


def _library(game: Game, names: list[str], player: int = 0) -> list[int]:
    made = [create_object(game.state, card_def(n), player, "library").id for n in names]
    game.state.changed()
    return made


def _zone(game: Game, zone: str, player: int = 0) -> list[str]:
    state = game.state
    return [state.objects[i].name for i in state.players[player].zone(zone)]


def _ultimatum(library: list[str]) -> tuple[Game, list[int]]:
    """Alice casts Emergent Ultimatum (seven mana in her pool) over `library`'s cards."""
    game = board([], [], hands=(["Emergent Ultimatum"], []))
    found = _library(game, library)
    add_mana(game, "{B}{B}{G}{G}{G}{U}{U}")
    cast(game, "Emergent Ultimatum")
    resolve(game)
    return game, found


@plays("Emergent Ultimatum", *ULTIMATUM)
def test_105_2a_emergent_ultimatum_finds_only_monocolored_cards_with_different_names():
    """CR 105.2a, 201.2b, 701.19b: a colorless card (Ornithopter), a multicolored one
    (Lightning Helix) and a land (Wastes) can't be found; once Lightning Bolt is found, the
    second Lightning Bolt can't be; the search may stop short ("up to three")."""
    game, ids = _ultimatum(["Ornithopter", "Lightning Helix", "Lightning Bolt",
                            "Lightning Bolt", "Divination"])
    ornithopter, helix, bolt, bolt2, divination = ids
    d = game.decision
    assert d.kind == "choose" and d.player == 0
    assert set(d.options) == {bolt, bolt2, divination, "nothing"}
    choose(game, bolt)
    assert set(game.decision.options) == {divination, "nothing"}          # CR 201.2b
    choose(game, divination)                    # nothing else qualifies: the search ends
    assert game.decision.player == 1                        # and the opponent chooses
    assert _zone(game, "exile") == ["Lightning Bolt", "Divination"]        # exiled, public


@plays("Emergent Ultimatum", *ULTIMATUM)
def test_608_2g_emergent_ultimatum_opponent_chooses_one_the_others_are_cast_free():
    """CR 608.2d, 701.20a, 608.2g, 118.9: the three cards are exiled; Bob (the opponent)
    chooses Divination, which is shuffled into Alice's library; Alice casts Lightning Bolt
    and Healing Salve in the order she chooses, without paying, and they resolve after the
    Ultimatum, which is exiled."""
    game, (bolt, divination, salve) = _ultimatum(["Lightning Bolt", "Divination",
                                                  "Healing Salve"])
    for oid in (bolt, divination, salve):
        choose(game, oid)
    assert game.state.players[0].pool.total() == 0                  # the Ultimatum was paid
    exiled = game.state.players[0].exile
    assert _zone(game, "exile") == ["Lightning Bolt", "Divination", "Healing Salve"]
    d = game.decision
    assert d.kind == "choose" and d.player == 1                        # the opponent's choice
    choice = next(o for o in exiled if game.state.objects[o].name == "Divination")
    choose(game, choice)
    assert "Divination" in _zone(game, "library")
    assert _zone(game, "exile") == ["Lightning Bolt", "Healing Salve"]
    d = game.decision
    assert d.kind == "choose" and d.player == 0 and "nothing" in d.options
    bolt_now = next(o for o in d.options if o != "nothing"
                    and game.state.objects[o].name == "Lightning Bolt")
    choose(game, bolt_now)
    d = game.decision
    assert d.kind == "cast" and d.subject == bolt_now
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"
                  and a.targets == (BOB,)))
    d = game.decision                                  # the last one: offered directly
    assert d.kind == "cast" and game.state.objects[d.subject].name == "Healing Salve"
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"
                  and a.targets == (("player", 0),)))
    assert "Emergent Ultimatum" in _zone(game, "exile")                  # exiled itself
    assert [game.state.objects[o].name for o in game.state.stack] == [
        "Lightning Bolt", "Healing Salve"]
    resolve(game)
    assert life(game, 1) == 17 and life(game, 0) == 23
    assert set(grave(game)) == {"Lightning Bolt", "Healing Salve"}


@plays("Emergent Ultimatum", *ULTIMATUM)
def test_608_2g_emergent_ultimatum_casting_is_optional_and_a_land_stays_exiled():
    """CR 608.2g, 305.9: Alice declines to cast Lightning Bolt; Dryad Arbor (a green land
    creature) can't be cast; both stay in exile. With one card found, the opponent must
    choose that one."""
    game, (bolt, arbor, salve) = _ultimatum(["Lightning Bolt", "Dryad Arbor",
                                             "Healing Salve"])
    for oid in (bolt, arbor, salve):
        choose(game, oid)
    salve_now = next(o for o in game.state.players[0].exile
                     if game.state.objects[o].name == "Healing Salve")
    choose(game, salve_now)                                       # Bob's choice
    d = game.decision
    assert d.kind == "cast" and game.state.objects[d.subject].name == "Lightning Bolt"
    choose(game, "no")
    assert not game.state.stack
    assert set(_zone(game, "exile")) == {"Lightning Bolt", "Dryad Arbor", "Emergent Ultimatum"}
    assert life(game, 1) == 20

    game, (bolt,) = _ultimatum(["Lightning Bolt"])
    choose(game, bolt)                                  # nothing else to find: it stops
    assert "Lightning Bolt" in _zone(game, "library")         # the only one: shuffled in
    assert not game.state.stack and game.decision.kind == "priority"


# -- cipher (CR 702.99) ---------------------------------------------------------------------

def _objects(game: Game, name: str, zone: str, player: int = 0) -> list[int]:
    state = game.state
    return [i for i in state.players[player].zone(zone) if state.objects[i].name == name]


def _battlefield(game: Game, name: str) -> list[int]:
    state = game.state
    return [i for i in state.battlefield if state.objects[i].name == name]


def _encode_strings(game: Game, first: int, second: int, creature: int | str) -> None:
    """Alice casts Hidden Strings tapping `first`, leaving `second` alone, and answers the
    cipher choice with `creature` (or "no")."""
    add_mana(game, "{1}{U}")
    cast(game, "Hidden Strings", first, second)
    resolve(game)
    choose(game, "tap")
    choose(game, "neither")
    d = game.decision
    assert d.kind == "choose" and d.player == 0 and "no" in d.options       # "you may"
    choose(game, creature)


def _to_attackers(game: Game) -> None:
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))


def _cipher_triggers(game: Game, oid: int) -> list:
    state = game.state
    return [a for a in characteristics(state, state.objects[oid]).triggered
            if a.effects and a.effects[0].op == "cipher_cast"]


@plays("Hidden Strings", "keyword.cipher", "library.tap_or_untap")
def test_702_99a_hidden_strings_encoded_its_creature_casts_a_copy_on_combat_damage():
    """CR 702.99a, 707.12, 608.2g: Hidden Strings resolves (Bob's Forest tapped) and Alice
    exiles it encoded on Grizzly Bears, which then has the trigger. The Bears deal combat
    damage to Bob: Alice casts a copy of the card without paying (tapping Bob's other
    Forest, untapping the first); the copy resolves, isn't encoded (no card represents it)
    and ceases to exist; the card stays encoded."""
    game = board(["Grizzly Bears"], ["Forest", "Forest"], hands=(["Hidden Strings"], []))
    bears = _battlefield(game, "Grizzly Bears")[0]
    forest1, forest2 = _battlefield(game, "Forest")
    assert not _cipher_triggers(game, bears)
    _encode_strings(game, forest1, bears, bears)
    assert game.state.objects[forest1].tapped
    assert _objects(game, "Hidden Strings", "exile") and "Hidden Strings" not in grave(game)
    assert len(_cipher_triggers(game, bears)) == 1
    _to_attackers(game)
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    while game.decision.kind == "priority" and not game.state.stack:
        game.act(Action("pass", game.decision.player))
    if game.decision.kind == "blockers":
        game.act(Action("block", 1, choice=()))
    while game.decision.kind == "priority" and not game.state.stack:
        game.act(Action("pass", game.decision.player))
    assert life(game, 1) == 18 and game.state.stack                 # the trigger
    resolve(game)
    d = game.decision
    assert d.kind == "cast" and d.player == 0
    copy = game.state.objects[d.subject]
    assert copy.is_copy and copy.zone == "exile" and copy.name == "Hidden Strings"
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"
                  and a.targets == (("object", forest2), ("object", forest1))))
    assert game.state.players[0].pool.total() == 0                  # nothing was paid
    resolve(game)
    choose(game, "tap")
    choose(game, "untap")
    assert game.state.objects[forest2].tapped and not game.state.objects[forest1].tapped
    assert game.decision.kind == "priority"                # the copy isn't encoded (702.99a)
    assert any("copy of Hidden Strings ceases to exist" in e.text for e in game.state.log)
    assert len(_objects(game, "Hidden Strings", "exile")) == 1
    assert "Hidden Strings" not in grave(game)
    assert len(_cipher_triggers(game, bears)) == 1                 # still encoded


@plays("Hidden Strings", "keyword.cipher", "library.tap_or_untap")
def test_702_99a_cipher_is_optional_and_a_declined_copy_ceases_to_exist():
    """CR 702.99a: choosing no, Hidden Strings goes to the graveyard; encoded, its copy
    may be declined as the trigger resolves, and the copy ceases to exist (CR 704.5e,
    707.10a)."""
    game = board(["Grizzly Bears"], ["Forest"], hands=(["Hidden Strings"], []))
    bears, forest = _battlefield(game, "Grizzly Bears")[0], _battlefield(game, "Forest")[0]
    _encode_strings(game, forest, bears, "no")
    assert grave(game) == ["Hidden Strings"] and not _cipher_triggers(game, bears)

    game = board(["Grizzly Bears"], ["Forest"], hands=(["Hidden Strings"], []))
    bears, forest = _battlefield(game, "Grizzly Bears")[0], _battlefield(game, "Forest")[0]
    _encode_strings(game, forest, bears, bears)
    _to_attackers(game)
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    for _ in range(10):
        if game.decision.kind == "cast":
            break
        game.act(Action("block", 1, choice=()) if game.decision.kind == "blockers"
                 else Action("pass", game.decision.player))
    copy = game.decision.subject
    choose(game, "no")
    assert copy not in game.state.objects or game.state.objects[copy].zone != "exile"
    assert len(_objects(game, "Hidden Strings", "exile")) == 1


@plays("Hidden Strings", "keyword.cipher", "library.tap_or_untap")
def test_702_99c_the_encoding_ends_when_the_creature_leaves_the_battlefield():
    """CR 702.99c, 400.7: Grizzly Bears returns to Alice's hand; the card stays exiled and
    is encoded on nothing: the Bears cast again don't have the trigger."""
    game = board(["Grizzly Bears", "Island", "Island"], ["Forest"],
                 hands=(["Hidden Strings", "Unsummon"], []))
    bears, forest = _battlefield(game, "Grizzly Bears")[0], _battlefield(game, "Forest")[0]
    _encode_strings(game, forest, bears, bears)
    add_mana(game, "{U}")
    cast(game, "Unsummon", bears)
    resolve(game)
    assert "Grizzly Bears" in hand(game)
    add_mana(game, "{1}{G}")
    cast(game, "Grizzly Bears")
    resolve(game)
    again = _battlefield(game, "Grizzly Bears")[0]
    assert not _cipher_triggers(game, again)
    assert _objects(game, "Hidden Strings", "exile")                 # it stays exiled


@plays("Hidden Strings", "keyword.cipher", "library.tap_or_untap")
def test_702_99c_the_card_stays_encoded_on_a_creature_that_changes_control():
    """CR 702.99c: Bob gains control of the encoded Grizzly Bears (Harmless Offering); on
    his turn they deal combat damage to Alice, and Bob, their controller, may cast the
    copy."""
    game = board(["Grizzly Bears", "Island"], ["Forest"],
                 hands=(["Hidden Strings", "Harmless Offering"], []))
    bears, island = _battlefield(game, "Grizzly Bears")[0], _battlefield(game, "Island")[0]
    _encode_strings(game, island, bears, bears)
    add_mana(game, "{2}{R}")
    cast(game, "Harmless Offering", BOB, bears)
    resolve(game)
    assert characteristics(game.state, game.state.objects[bears]).controller == 1
    assert len(_cipher_triggers(game, bears)) == 1
    for _ in range(60):
        d = game.decision
        if d.kind == "attackers" and d.player == 1:
            break
        if d.kind == "attackers":
            game.act(Action("attack", d.player, choice=()))
        elif d.kind == "priority":
            game.act(Action("pass", d.player))
        else:
            game.act(game.legal_actions()[0])
    game.act(Action("attack", 1, choice=((bears, ("player", 0)),)))
    for _ in range(10):
        if game.decision.kind == "cast":
            break
        game.act(Action("block", 0, choice=()) if game.decision.kind == "blockers"
                 else Action("pass", game.decision.player))
    d = game.decision
    assert d.kind == "cast" and d.player == 1 and life(game, 0) == 18
    assert game.state.objects[d.subject].owner == 1                 # Bob's copy (CR 707.10)


# -- "monocolored" elsewhere (CR 105.2a) ----------------------------------------------------

@plays("Ultimate Price", "phrase.filter", "phrase.target")
def test_105_2a_ultimate_price_targets_only_a_monocolored_creature():
    """CR 105.2a: Grizzly Bears (green) may be targeted; Ornithopter (colorless, 105.2c)
    and Watchwolf (green and white, 105.2b) can't."""
    game = board([], ["Grizzly Bears", "Ornithopter", "Watchwolf"],
                 hands=(["Ultimate Price"], []))
    add_mana(game, "{1}{B}")
    bears = _battlefield(game, "Grizzly Bears")[0]
    targets = {a.targets for a in game.legal_actions() if a.kind == "cast"}
    assert targets == {(("object", bears),)}
    cast(game, "Ultimate Price", bears)
    resolve(game)
    assert not _battlefield(game, "Grizzly Bears")
