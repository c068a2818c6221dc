"""Statics (14): "<kind> spells you cast [with mana value N or greater] [from your hand] have
cascade", "Commander spells you cast have cascade", "The first spell you cast each turn has
cascade" (CR 702.85a, 702.85c, 202.3e, 601.2a, 903.3); "Instant and sorcery spells you
control have rebound" (CR 702.88a); "As long as <condition>, <static> and <static>" (CR
611.3a); "<Subtype>s you control and <subtype>s you control have <keyword>" (CR 205.3m)."""

from __future__ import annotations

from boards import board
from test_oracle_play import (
    BOB,
    cast,
    chars,
    choose,
    in_hand,
    life,
    names,
    plays,
    resolve,
)
from test_oracle_play_keywords import to_my_upkeep

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _on_top(game, *names_: str, player: int = 0) -> None:
    """Put cards on top of a library (the last named on top)."""
    for name in names_:
        create_object(game.state, card_def(name), player, "library")


def _cascades(game) -> int:
    """The cascade triggers on the stack."""
    return sum(1 for oid in game.state.stack
               if (o := game.state.objects[oid]).is_ability and o.ability.event == "cascade")


# -- "<kind> spells you cast [with mana value N or greater] have cascade" -------------------

@plays("Imoti, Celebrant of Bounty", "static.spells_have_cascade",
       "static.spells_you_cast_with_mana_value")
def test_702_85a_imoti_gives_a_six_mana_value_spell_cascade():
    """Craw Wurm (mana value 6) cascades into Grizzly Bears, cast without paying its cost."""
    game = board(["Imoti, Celebrant of Bounty"] + ["Forest"] * 6, [],
                 hands=(["Craw Wurm"], []))
    _on_top(game, "Grizzly Bears", "Forest")
    cast(game, "Craw Wurm")
    assert _cascades(game) == 1
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "cast"
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"))
    resolve_all(game)
    assert {"Craw Wurm", "Grizzly Bears"} <= set(names(game))


def test_702_85a_imoti_gives_a_cheaper_spell_no_cascade():
    """Hill Giant's mana value is 4: no cascade."""
    game = board(["Imoti, Celebrant of Bounty"] + ["Mountain"] * 4, [],
                 hands=(["Hill Giant"], []))
    cast(game, "Hill Giant")
    assert _cascades(game) == 0


def test_702_85a_an_opponents_imoti_gives_your_spells_nothing():
    game = board(["Forest"] * 6, ["Imoti, Celebrant of Bounty"], hands=(["Craw Wurm"], []))
    cast(game, "Craw Wurm")
    assert _cascades(game) == 0


@plays("Imoti, Celebrant of Bounty", "static.spells_have_cascade")
def test_702_85c_enlisted_wurm_with_imoti_cascades_twice():
    """Its own cascade and the one Imoti gives trigger separately (CR 702.85c)."""
    game = board(["Imoti, Celebrant of Bounty"] + ["Forest"] * 3 + ["Plains"] * 3, [],
                 hands=(["Enlisted Wurm"], []))
    cast(game, "Enlisted Wurm")
    assert _cascades(game) == 2


@plays("The First Sliver", "static.spells_have_cascade")
def test_702_85a_the_first_sliver_gives_sliver_spells_cascade():
    """Sliver spells only: Muscle Sliver cascades into Grizzly Bears, Grizzly Bears doesn't
    cascade."""
    game = board(["The First Sliver"] + ["Forest"] * 4, [],
                 hands=(["Muscle Sliver", "Grizzly Bears"], []))
    _on_top(game, "Llanowar Elves")
    cast(game, "Muscle Sliver")
    assert _cascades(game) == 1
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    choose(game, "no")
    resolve_all(game)
    assert "Muscle Sliver" in names(game)
    cast(game, "Grizzly Bears")
    assert _cascades(game) == 0


# -- "Commander spells you cast have cascade" (CR 903.3) ------------------------------------

@plays("Flamekin Herald", "static.spells_have_cascade", "static.commander_spells_have")
def test_903_3_flamekin_herald_gives_a_commander_spell_cascade_only():
    """The commander Hill Giant cascades; another Hill Giant doesn't."""
    game = board(["Flamekin Herald"] + ["Mountain"] * 8, [],
                 hands=(["Hill Giant", "Hill Giant"], []))
    commander = in_hand(game, "Hill Giant")
    game.state.commanders.append(game.state.objects[commander].card_uid)      # CR 903.3
    other = next(o for o in game.state.players[0].hand if o != commander)
    game.act(Action("cast", 0, other))
    assert _cascades(game) == 0
    resolve_all(game)
    game.act(Action("cast", 0, commander))
    assert _cascades(game) == 1


def resolve_all(game) -> None:
    """Pass until the stack is empty (answering "no" to any cast offered)."""
    while game.state.stack or game.decision.kind != "priority":
        if game.decision.kind == "cast":
            choose(game, "no")
            continue
        game.act(Action("pass", game.decision.player))


# -- "<kind> spells you cast from your hand have cascade" (CR 601.2a) ----------------------

@plays("Quandrix, the Proof", "static.spells_have_cascade", "static.spells_from_hand_have")
def test_601_2a_quandrix_cascades_a_spell_cast_from_the_hand_only():
    """Think Twice cast from the hand cascades; cast with flashback from the graveyard, it
    doesn't."""
    game = board(["Quandrix, the Proof"] + ["Island"] * 6, [],
                 hands=(["Think Twice"], []))
    cast(game, "Think Twice")
    assert _cascades(game) == 1
    resolve_all(game)
    card = next(o for o in game.state.players[0].graveyard
                if game.state.objects[o].name == "Think Twice")
    flashback = next(a for a in game.legal_actions() if a.kind == "cast" and a.object == card)
    game.act(flashback)
    assert game.state.objects[game.state.stack[-1]].name == "Think Twice"
    assert _cascades(game) == 0


@plays("Wildsear, Scouring Maw", "static.spells_have_cascade", "static.spells_from_hand_have")
def test_702_85a_wildsear_cascades_enchantment_spells_from_the_hand():
    game = board(["Wildsear, Scouring Maw"] + ["Forest"] * 4, [],
                 hands=(["Rancor", "Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    assert _cascades(game) == 0
    resolve_all(game)
    cast(game, "Rancor", in_play(game, "Grizzly Bears"))
    assert _cascades(game) == 1


def in_play(game, name: str) -> int:
    return next(o for o in game.state.battlefield if game.state.objects[o].name == name)


# -- "The first spell you cast each turn has cascade" (CR 702.85a, 601.2i) ------------------

@plays("Maelstrom Nexus", "static.nth_spell_has_cascade")
def test_702_85a_maelstrom_nexus_cascades_the_first_spell_each_turn_only():
    """Grizzly Bears, the turn's first spell, cascades; Hill Giant, the second, doesn't."""
    game = board(["Maelstrom Nexus"] + ["Forest"] * 2 + ["Mountain"] * 4, [],
                 hands=(["Grizzly Bears", "Hill Giant"], []))
    cast(game, "Grizzly Bears")
    assert _cascades(game) == 1
    resolve_all(game)
    cast(game, "Hill Giant")
    assert _cascades(game) == 0


def test_702_85a_a_spell_cast_before_maelstrom_nexus_still_counts():
    """Shock cast first this turn: the Bears are the second spell, with no cascade."""
    game = board(["Maelstrom Nexus", "Mountain", "Forest", "Forest"], [],
                 hands=(["Shock", "Grizzly Bears"], []))
    cast(game, "Shock", BOB)
    resolve_all(game)
    cast(game, "Grizzly Bears")
    assert _cascades(game) == 0



@plays("Imoti, Celebrant of Bounty", "static.spells_have_cascade",
       "static.spells_you_cast_with_mana_value")
def test_202_3e_imoti_counts_x_in_the_spells_mana_value():
    """Endless One cast for X=6 has mana value 6 on the stack (CR 202.3e): it cascades;
    for X=5 it doesn't."""
    for x, cascades in ((5, 0), (6, 1)):
        game = board(["Imoti, Celebrant of Bounty"] + ["Forest"] * 6, [],
                     hands=(["Endless One"], []))
        _on_top(game, "Grizzly Bears")
        cast(game, "Endless One", x=x)
        assert _cascades(game) == cascades
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "cast"            # X=6: the Bears cost less than 6


# -- "Instant and sorcery spells you control have rebound" (CR 702.88a) --------------------

@plays("Cast Through Time", "static.spells_you_control_have_rebound")
def test_702_88a_cast_through_time_rebounds_a_spell_cast_from_the_hand():
    """Lightning Bolt is exiled as it resolves, then cast free at Alice's next upkeep."""
    game = board(["Cast Through Time", "Mountain"], [], hands=(["Lightning Bolt"], []))
    cast(game, "Lightning Bolt", BOB)
    resolve(game)
    assert life(game, 1) == 17
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == [
        "Lightning Bolt"]
    to_my_upkeep(game)
    resolve(game)
    assert game.decision.kind == "cast"
    game.act(next(a for a in game.legal_actions() if a.kind == "cast" and a.targets == (BOB,)))
    resolve(game)
    assert life(game, 1) == 14
    assert "Lightning Bolt" in [game.state.objects[i].name
                                for i in game.state.players[0].graveyard]


def test_702_88a_an_opponents_cast_through_time_gives_your_spells_no_rebound():
    game = board(["Mountain"], ["Cast Through Time"], hands=(["Lightning Bolt"], []))
    cast(game, "Lightning Bolt", BOB)
    resolve(game)
    assert not game.state.players[0].exile
    assert [game.state.objects[i].name for i in game.state.players[0].graveyard] == [
        "Lightning Bolt"]


def test_702_88a_cast_through_time_spell_not_cast_from_the_hand_isnt_exiled():
    """Think Twice cast with flashback: flashback exiles it (CR 702.34a), rebound doesn't
    (no upkeep cast)."""
    game = board(["Cast Through Time"] + ["Island"] * 3, [], hands=((), ()))
    card = create_object(game.state, card_def("Think Twice"), 0, "graveyard")
    game.state.changed()
    game.act(next(a for a in game.legal_actions() if a.kind == "cast" and a.object == card.id))
    resolve_all(game)
    assert not game.state.delayed


# -- "As long as <condition>, <static> and <static>." (CR 604.1, 611.3a) ------------------

def _pt(game, oid: int) -> tuple[int, int]:
    c = chars(game, oid)
    return c.power, c.toughness


@plays("Angelic Field Marshal", "condition.as_long_as_two_statics", "condition.control_your_commander")
def test_611_3a_angelic_field_marshal_both_effects_only_with_your_commander():
    """Without the commander: a 3/3, the Bears without vigilance; with Grizzly Bears as
    Alice's commander: a 5/5, and her creatures (the Marshal too) have vigilance."""
    game = board(["Angelic Field Marshal", "Grizzly Bears"], [])
    marshal, bears = in_play(game, "Angelic Field Marshal"), in_play(game, "Grizzly Bears")
    assert _pt(game, marshal) == (3, 3) and "vigilance" not in chars(game, bears).keywords
    game.state.commanders.append(game.state.objects[bears].card_uid)        # CR 903.3
    game.state.changed()
    assert _pt(game, marshal) == (5, 5)
    assert "vigilance" in chars(game, bears).keywords
    assert "vigilance" in chars(game, marshal).keywords


@plays("Thunderfoot Baloth", "condition.as_long_as_two_statics", "condition.control_your_commander")
def test_611_3a_thunderfoot_baloth_pumps_itself_and_the_others():
    """With her commander: the Baloth 7/7; the other creatures +2/+2 and trample; an
    opponent's creature unchanged."""
    game = board(["Thunderfoot Baloth", "Grizzly Bears", "Llanowar Elves"], ["Hill Giant"])
    baloth, bears = in_play(game, "Thunderfoot Baloth"), in_play(game, "Grizzly Bears")
    elves, giant = in_play(game, "Llanowar Elves"), in_play(game, "Hill Giant")
    assert _pt(game, baloth) == (5, 5) and _pt(game, elves) == (1, 1)
    game.state.commanders.append(game.state.objects[bears].card_uid)        # CR 903.3
    game.state.changed()
    assert _pt(game, baloth) == (7, 7)
    assert _pt(game, bears) == (4, 4) and _pt(game, elves) == (3, 3)
    assert "trample" in chars(game, elves).keywords
    assert _pt(game, giant) == (3, 3) and "trample" not in chars(game, giant).keywords


@plays("Wild-Magic Sorcerer", "static.nth_spell_has_cascade")
def test_601_2a_wild_magic_sorcerer_cascades_the_first_spell_cast_from_exile():
    """Two Stomps, cast from the hand, don't cascade; the first Bonecrusher Giant then cast
    from exile (its adventure, CR 715.4) does; the second, cast from exile the same turn,
    doesn't."""
    game = board(["Wild-Magic Sorcerer"] + ["Mountain"] * 10, [],
                 hands=(["Bonecrusher Giant // Stomp"] * 2, []))
    for giant in list(game.state.players[0].hand):
        game.act(Action("cast", 0, giant, targets=(BOB,), mode=0, face=1))   # Stomp
        assert _cascades(game) == 0
        resolve_all(game)
    exiled = list(game.state.players[0].exile)
    assert [game.state.objects[o].name for o in exiled] == ["Bonecrusher Giant"] * 2
    for oid, cascades in zip(exiled, (1, 0), strict=True):
        game.act(next(a for a in game.legal_actions() if a.kind == "cast" and a.object == oid))
        assert _cascades(game) == cascades
        resolve_all(game)


# -- "<Subtype>s you control and <subtype>s you control have <keyword>" (CR 205.3m) --------

@plays("Caterwauling Boggart", "static.two_kinds_group_both")
def test_205_3m_caterwauling_boggart_goblins_and_elementals_have_menace():
    """Its own Goblins (itself too) and Elementals have menace; Grizzly Bears and Bob's
    Goblin don't."""
    game = board(["Caterwauling Boggart", "Goblin Piker", "Air Elemental", "Grizzly Bears"],
                 ["Goblin Piker"])
    mine = {o: game.state.objects[o].name for o in game.state.battlefield
            if game.state.objects[o].owner == 0}
    for oid, name in mine.items():
        assert ("menace" in chars(game, oid).keywords) == (name != "Grizzly Bears"), name
    bobs = next(o for o in game.state.battlefield if game.state.objects[o].owner == 1)
    assert "menace" not in chars(game, bobs).keywords
