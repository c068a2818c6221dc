"""Play tests for the Pioneer Mono-Green Devotion deck of 2023 (benchmarks/decks/
pioneer-mono-green-2023.txt): Polukranos Reborn // Polukranos, Engine of Ruin ("Whenever
Polukranos or another nontoken Hydra you control dies, create a 3/3 ... token with reach
and a 3/3 ... token with lifelink", CR 111.1, 603.10a)."""

from boards import add_mana, board, ids
from test_oracle_play import activate, cast, chars, life, obj, plays, resolve

POLUKRANOS = "Polukranos Reborn // Polukranos, Engine of Ruin"


def _hydra_tokens(game, player: int = 0) -> list[tuple[str, ...]]:  # noqa: ANN001
    """The keywords of each 3/3 green and white Phyrexian Hydra token `player` controls."""
    out = []
    for oid in ids(game, "Phyrexian Hydra"):
        c = chars(game, oid)
        if c.controller == player:
            assert game.state.objects[oid].card.token
            assert (c.power, c.toughness, c.colors, c.subtypes) == (
                3, 3, frozenset({"G", "W"}), frozenset({"Phyrexian", "Hydra"}))
            out.append(tuple(sorted(c.keywords)))
    return sorted(out)


def _engine_of_ruin(game) -> int:  # noqa: ANN001
    """Alice transforms Polukranos Reborn ({6}{W/P}, the {W/P} paid with 2 life, CR 107.4f)."""
    oid = obj(game, "Polukranos Reborn")
    add_mana(game, "{G}{G}{G}{G}{G}{G}")
    activate(game, oid)
    resolve(game)
    assert chars(game, oid).name == "Polukranos, Engine of Ruin" and life(game, 0) == 18
    return oid


@plays(POLUKRANOS, "trigger.or_another", "tokens.and", "effect.transform")
def test_111_1_polukranos_dying_creates_one_hydra_with_reach_and_one_with_lifelink():
    """CR 111.1, 603.10a: the back face dies; its leaves-the-battlefield ability looks back
    and creates two different tokens: a 3/3 green and white Phyrexian Hydra with reach and
    another with lifelink."""
    game = board([POLUKRANOS, "Swamp"], [], hands=(["Murder"], []))
    oid = _engine_of_ruin(game)
    add_mana(game, "{B}{B}")
    cast(game, "Murder", oid)
    resolve(game)                                   # Murder, then the dies trigger
    assert _hydra_tokens(game) == [("lifelink",), ("reach",)]


@plays(POLUKRANOS, "trigger.or_another", "phrase.status")
def test_603_10a_polukranos_sees_another_nontoken_hydra_die_not_a_token_nor_bobs():
    """CR 603.2, 603.10a, 111.1: Bob's Hydra dying triggers nothing; Alice's nontoken Briar
    Hydra dying makes two tokens; then a Wrath of God kills Polukranos with those two Hydra
    tokens: Polukranos's own death (seen looking back) makes two more, the tokens none."""
    game = board([POLUKRANOS, "Briar Hydra"], ["Briar Hydra"],
                 hands=(["Murder", "Murder", "Wrath of God"], []))
    _engine_of_ruin(game)
    add_mana(game, "{B}{B}{B}")
    cast(game, "Murder", ids(game, "Briar Hydra")[1])     # Bob's
    resolve(game)
    assert _hydra_tokens(game) == [] and not game.state.stack
    add_mana(game, "{B}{B}{B}")
    cast(game, "Murder", ids(game, "Briar Hydra")[0])     # Alice's
    resolve(game)
    assert _hydra_tokens(game) == [("lifelink",), ("reach",)]
    add_mana(game, "{W}{W}{W}{W}")
    cast(game, "Wrath of God")
    resolve(game)                                   # Polukranos's own trigger only
    assert _hydra_tokens(game) == [("lifelink",), ("reach",)]
    assert "Polukranos Reborn" in [game.state.objects[i].name
                                   for i in game.state.players[0].graveyard]


@plays(POLUKRANOS, "trigger.or_another")
def test_603_10a_polukranos_and_another_hydra_dying_together_trigger_twice():
    """CR 603.10a: Polukranos and a nontoken Hydra destroyed at once: the ability triggers
    for each of them (it looks back), four tokens in all."""
    game = board([POLUKRANOS, "Briar Hydra"], [], hands=(["Wrath of God"], []))
    _engine_of_ruin(game)
    add_mana(game, "{W}{W}{W}{W}")
    cast(game, "Wrath of God")
    resolve(game)
    assert game.decision.kind == "order_triggers" and len(game.decision.options) == 2
    game.act(game.legal_actions()[0])
    resolve(game)
    assert _hydra_tokens(game) == [("lifelink",), ("lifelink",), ("reach",), ("reach",)]
