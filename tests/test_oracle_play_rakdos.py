"""Play tests for the Pioneer Rakdos Midrange deck of 2023 (benchmarks/decks): Graveyard
Trespasser // Graveyard Glutton ("If a creature card was exiled this way" / "For each
creature card exiled this way", CR 608.2c, 400.7), and the other cards "exiled this way"
makes readable (Soul-Shackled Zombie); Kroxa, Titan of Death's Hunger ("each opponent
discards a card, then each opponent who didn't discard a nonland card this way loses 3
life", CR 701.8a, 608.2c) and Strongarm Tactics; Invoke Despair ("Target opponent
sacrifices a creature of their choice. If they can't, they lose 2 life and you draw a
card. Then repeat this process for an enchantment and a planeswalker.", CR 701.17a,
609.3, 608.2c); Fable of the Mirror-Breaker // Reflection of Kiki-Jiki (a transforming
Saga: a token with a quoted triggered ability, "You may discard up to two cards. If you do,
draw that many cards.", "Exile this Saga, then return it to the battlefield transformed
under your control.", CR 714, 111.4, 701.8a, 712.14a, 400.7)."""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import (
    cast,
    chars,
    choose_targets,
    grave,
    hand,
    in_hand,
    life,
    names,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.data.objects import GameObject
from tolaria.rules import events
from tolaria.rules.zones import create_object

TRESPASSER = "Graveyard Trespasser // Graveyard Glutton"


def _in_graveyard(game: Game, name: str, owner: int = 1) -> GameObject:
    card = create_object(game.state, card_def(name), owner, "graveyard")
    game.state.changed()
    return card


def _exiled(game: Game, player: int = 1) -> list[str]:
    return sorted(game.state.objects[i].name for i in game.state.players[player].exile)


def _cast_trespasser(game: Game, *targets: GameObject) -> None:
    """Alice casts Graveyard Trespasser (the face up as it enters, CR 702.145b) and its
    enters trigger targets `targets`."""
    cast(game, "Graveyard Trespasser")
    resolve(game)
    choose_targets(game, *(t.id for t in targets) if targets else (None,))
    resolve(game)


@plays(TRESPASSER, "condition.card_exiled_this_way", "condition.if_rider")
def test_608_2c_trespasser_drains_when_it_exiles_a_creature_card():
    """CR 608.2c, 119.3: Trespasser enters and exiles Bob's Grizzly Bears card from his
    graveyard: Bob loses 1 life and Alice gains 1."""
    game = board(["Swamp"] * 3, hands=([TRESPASSER], []))
    bears = _in_graveyard(game, "Grizzly Bears")
    _cast_trespasser(game, bears)
    assert _exiled(game) == ["Grizzly Bears"]
    assert life(game, 0) == 21 and life(game, 1) == 19


@plays(TRESPASSER, "condition.card_exiled_this_way")
def test_608_2c_trespasser_exiling_a_noncreature_card_drains_nothing():
    """CR 608.2c: a Lightning Bolt card exiled this way isn't a creature card."""
    game = board(["Swamp"] * 3, hands=([TRESPASSER], []))
    bolt = _in_graveyard(game, "Lightning Bolt")
    _in_graveyard(game, "Grizzly Bears")
    _cast_trespasser(game, bolt)
    assert _exiled(game) == ["Lightning Bolt"] and grave(game, 1) == ["Grizzly Bears"]
    assert life(game, 0) == 20 and life(game, 1) == 20


@plays(TRESPASSER, "condition.card_exiled_this_way")
def test_601_2c_trespasser_with_no_target_chosen_exiles_and_drains_nothing():
    """CR 601.2c, 608.2c: "up to one target card": with none chosen, nothing is exiled this
    way, so no one loses or gains life, though a creature card is in a graveyard."""
    game = board(["Swamp"] * 3, hands=([TRESPASSER], []))
    _in_graveyard(game, "Grizzly Bears")
    _cast_trespasser(game)
    assert _exiled(game) == [] and grave(game, 1) == ["Grizzly Bears"]
    assert life(game, 0) == 20 and life(game, 1) == 20


@plays(TRESPASSER, "condition.card_exiled_this_way")
def test_508_1m_trespasser_attacking_exiles_and_drains():
    """CR 508.1m, 603.2: the trigger also works when it attacks; Alice's own creature card
    in her graveyard may be the target, and it still drains each opponent."""
    game = board([TRESPASSER], step="declare attackers")
    bears = _in_graveyard(game, "Grizzly Bears", owner=0)
    game.act("attack with Graveyard Trespasser")
    choose_targets(game, bears.id)
    resolve(game)
    assert _exiled(game, 0) == ["Grizzly Bears"]
    assert life(game, 0) == 21 and life(game, 1) == 19


def _night_glutton(game: Game, *targets: GameObject) -> None:
    """At night the card enters transformed, as Graveyard Glutton (CR 702.145b); its own
    enters trigger targets `targets`."""
    game.state.day_night = "night"
    _cast_trespasser(game, *targets)
    assert "Graveyard Glutton" in names(game)


@plays(TRESPASSER, "quantity.exiled_this_way", "quantity.for_each")
def test_608_2c_glutton_drains_once_for_each_creature_card_exiled_this_way():
    """CR 608.2c, 107.3: Glutton exiles two creature cards: each opponent loses 2 life and
    Alice gains 2 life."""
    game = board(["Swamp"] * 3, hands=([TRESPASSER], []))
    bears, giant = _in_graveyard(game, "Grizzly Bears"), _in_graveyard(game, "Hill Giant", 0)
    _night_glutton(game, bears, giant)
    assert _exiled(game) == ["Grizzly Bears"] and _exiled(game, 0) == ["Hill Giant"]
    assert life(game, 0) == 22 and life(game, 1) == 18


@plays(TRESPASSER, "quantity.exiled_this_way")
def test_608_2c_glutton_counts_only_the_creature_cards():
    """CR 608.2c: a creature card and a Lightning Bolt card exiled: one life each way."""
    game = board(["Swamp"] * 3, hands=([TRESPASSER], []))
    bears, bolt = _in_graveyard(game, "Grizzly Bears"), _in_graveyard(game, "Lightning Bolt")
    _night_glutton(game, bears, bolt)
    assert _exiled(game) == ["Grizzly Bears", "Lightning Bolt"]
    assert life(game, 0) == 21 and life(game, 1) == 19


@plays(TRESPASSER, "quantity.exiled_this_way")
def test_608_2b_a_card_gone_before_glutton_resolves_wasnt_exiled_this_way():
    """CR 608.2b, 400.7: one target creature card leaves the graveyard before the trigger
    resolves (an illegal target): only the other is exiled this way, one life each way."""
    game = board(["Swamp"] * 3, hands=([TRESPASSER], []))
    bears, giant = _in_graveyard(game, "Grizzly Bears"), _in_graveyard(game, "Hill Giant")
    game.state.day_night = "night"
    cast(game, "Graveyard Trespasser")
    resolve(game)
    choose_targets(game, bears.id, giant.id)
    events.happen(game.state, events.ZoneChange(giant.id, "hand", rules=("400.3",)))
    resolve(game)
    assert _exiled(game) == ["Grizzly Bears"]
    assert life(game, 0) == 21 and life(game, 1) == 19


@plays("Soul-Shackled Zombie", "condition.card_exiled_this_way")
def test_608_2c_at_least_one_creature_card_exiled_this_way_drains_once():
    """CR 608.2c: "If at least one creature card was exiled this way": two creature cards
    exiled, the drain happens once (2 life each way)."""
    game = board(["Swamp"] * 4, hands=(["Soul-Shackled Zombie"], []))
    bears, giant = _in_graveyard(game, "Grizzly Bears"), _in_graveyard(game, "Hill Giant")
    cast(game, "Soul-Shackled Zombie")
    resolve(game)
    choose_targets(game, bears.id, giant.id)
    resolve(game)
    assert _exiled(game) == ["Grizzly Bears", "Hill Giant"]
    assert life(game, 0) == 22 and life(game, 1) == 18


# -- Kroxa, Titan of Death's Hunger (CR 701.8a, 608.2c) ------------------------------------

KROXA = "Kroxa, Titan of Death's Hunger"


def _discards(game: Game, player: int, name: str | None) -> None:
    """Resolve the stack; when `player` must discard, they discard `name`; the order of
    Alice's simultaneous triggers is hers (CR 603.3b)."""
    for _ in range(20):
        decision = game.decision
        if decision.kind == "order_triggers":
            game.act(game.legal_actions()[0])
        elif decision.kind == "discard":
            assert decision.player == player and name is not None
            game.act(Action("choose", player, choice=(in_hand(game, name, player),)))
        elif decision.kind == "priority" and game.state.stack:
            game.act(Action("pass", decision.player))
        else:
            return
    raise AssertionError("the stack never emptied")


@plays(KROXA, "mass.each_who_didnt_discard", "effect.discard_each")
def test_701_8a_kroxa_an_opponent_discarding_a_land_loses_3_life():
    """CR 701.8a, 608.2c: Kroxa cast from the hand enters; Bob discards Forest, not a
    nonland card, and loses 3 life; Kroxa is sacrificed, as it didn't escape (CR 702.138b)."""
    game = board(["Swamp", "Mountain"], [], hands=([KROXA], ["Forest", "Lightning Bolt"]))
    cast(game, KROXA)
    resolve(game)
    _discards(game, 1, "Forest")
    assert grave(game, 1) == ["Forest"] and hand(game, 1) == ["Lightning Bolt"]
    assert life(game, 1) == 17 and life(game, 0) == 20
    assert KROXA in grave(game, 0)


@plays(KROXA, "mass.each_who_didnt_discard")
def test_701_8a_kroxa_an_opponent_discarding_a_nonland_card_loses_nothing():
    """CR 608.2c: Bob discards Lightning Bolt, a nonland card: no life lost."""
    game = board(["Swamp", "Mountain"], [], hands=([KROXA], ["Forest", "Lightning Bolt"]))
    cast(game, KROXA)
    resolve(game)
    _discards(game, 1, "Lightning Bolt")
    assert grave(game, 1) == ["Lightning Bolt"] and life(game, 1) == 20


@plays(KROXA, "mass.each_who_didnt_discard")
def test_701_8a_kroxa_an_opponent_with_an_empty_hand_loses_3_life():
    """CR 701.8a, 608.2c: Bob has no card to discard, so he didn't discard a nonland card
    this way: he loses 3 life."""
    game = board(["Swamp", "Mountain"], [], hands=([KROXA], []))
    cast(game, KROXA)
    resolve(game)
    _discards(game, 1, None)
    assert life(game, 1) == 17


@plays(KROXA, "mass.each_who_didnt_discard")
def test_508_1m_kroxa_attacking_makes_each_opponent_discard():
    """CR 508.1m, 603.2: the trigger also works when Kroxa attacks; Bob's only card, a
    Mountain, is discarded with no choice to make, and he loses 3 life."""
    game = board([KROXA], [], hands=([], ["Mountain"]), step="declare attackers")
    game.act(f"attack with {KROXA}")
    _discards(game, 1, None)
    assert grave(game, 1) == ["Mountain"] and life(game, 1) == 17


@plays("Strongarm Tactics", "mass.each_who_didnt_discard")
def test_701_8a_strongarm_tactics_each_player_who_didnt_discard_a_creature_card():
    """CR 701.8a, 608.2c, 101.4: each player discards a card (Alice first, then Bob, in
    APNAP order); Alice discards Grizzly Bears, a creature card; Bob discards Forest and
    loses 4 life."""
    game = board(["Swamp"] * 2, [], hands=(["Strongarm Tactics", "Grizzly Bears", "Opt"],
                                           ["Forest", "Hill Giant"]))
    cast(game, "Strongarm Tactics")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    game.act(Action("choose", 0, choice=(in_hand(game, "Grizzly Bears"),)))
    game.act(Action("choose", 1, choice=(in_hand(game, "Forest", 1),)))
    resolve(game)
    assert "Grizzly Bears" in grave(game, 0) and grave(game, 1) == ["Forest"]
    assert life(game, 0) == 20 and life(game, 1) == 16


# -- Invoke Despair (CR 701.17a, 609.3, 608.2c) ----------------------------------------------

def _despair_board(bob: list[str], walker: bool = False) -> Game:
    """Alice with five Swamps and Invoke Despair; Bob's permanents, and with `walker` his
    Liliana of the Veil with three loyalty counters (CR 306.5b)."""
    game = board(["Swamp"] * 5, bob, hands=(["Invoke Despair"], []))
    if walker:
        liliana = create_object(game.state, card_def("Liliana of the Veil"), 1, "battlefield")
        liliana.counters["loyalty"] = 3
        game.state.changed()
    return game


def _invoke_despair(game: Game, *sacrificed: str) -> None:
    """Alice casts Invoke Despair at Bob; when he must choose, he sacrifices the next of
    `sacrificed`."""
    cast(game, "Invoke Despair", ("player", 1))
    picks = list(sacrificed)
    for _ in range(20):
        decision = game.decision
        if decision.kind == "choose":
            assert decision.player == 1
            name = picks.pop(0)
            game.act(Action("choose", 1, choice=(next(
                o for o in decision.options if game.state.objects[o].name == name),)))
        elif decision.kind == "priority" and game.state.stack:
            game.act(Action("pass", decision.player))
        else:
            break
    assert not picks


@plays("Invoke Despair", "mass.if_they_cant", "condition.repeat_for",
       "effect.sacrifice_choice")
def test_701_17a_invoke_despair_each_permanent_sacrificed_no_life_lost():
    """CR 701.17a, 608.2c: Bob controls a creature, an enchantment and a planeswalker: he
    sacrifices each in turn, loses no life, and Alice draws no card."""
    game = _despair_board(["Grizzly Bears", "Glorious Anthem"], walker=True)
    _invoke_despair(game)
    assert sorted(grave(game, 1)) == ["Glorious Anthem", "Grizzly Bears",
                                      "Liliana of the Veil"]
    assert life(game, 1) == 20 and hand(game) == []


@plays("Invoke Despair", "mass.if_they_cant", "condition.repeat_for")
def test_609_3_invoke_despair_an_opponent_with_nothing_loses_6_and_you_draw_3():
    """CR 609.3, 608.2c: Bob controls no creature, enchantment or planeswalker: three times
    he can't sacrifice, so he loses 2 life and Alice draws a card each time."""
    game = _despair_board(["Forest"])
    _invoke_despair(game)
    assert life(game, 1) == 14 and len(hand(game)) == 3
    assert names(game).count("Forest") == 1


@plays("Invoke Despair", "mass.if_they_cant", "condition.repeat_for")
def test_608_2c_invoke_despair_an_enchantment_creature_sacrificed_first_as_the_creature():
    """CR 608.2c, 701.17a: the process runs in order: Bob's only permanent, Boon Satyr (an
    enchantment creature), is sacrificed as the creature, so then he has no enchantment
    and no planeswalker: he loses 4 life and Alice draws two cards."""
    game = _despair_board(["Boon Satyr"])
    _invoke_despair(game)
    assert grave(game, 1) == ["Boon Satyr"]
    assert life(game, 1) == 16 and len(hand(game)) == 2


@plays("Invoke Despair", "mass.if_they_cant")
def test_701_17a_invoke_despair_the_opponent_chooses_which_creature():
    """CR 701.17a: "of their choice": Bob chooses Llanowar Elves over Hill Giant; he has
    no enchantment (2 life, a card for Alice) but a planeswalker."""
    game = _despair_board(["Hill Giant", "Llanowar Elves"], walker=True)
    _invoke_despair(game, "Llanowar Elves")
    assert sorted(grave(game, 1)) == ["Liliana of the Veil", "Llanowar Elves"]
    assert "Hill Giant" in names(game)
    assert life(game, 1) == 18 and len(hand(game)) == 1


# -- Fable of the Mirror-Breaker // Reflection of Kiki-Jiki (CR 714, 712.14a) --------------

FABLE = "Fable of the Mirror-Breaker // Reflection of Kiki-Jiki"


def _battlefield(game: Game, name: str) -> list[GameObject]:
    return [game.state.objects[i] for i in game.state.battlefield
            if game.state.objects[i].name == name]


def _next_main(game: Game) -> None:
    """On to Alice's next precombat main phase, where her Sagas get a lore counter and
    their chapter abilities trigger (CR 714.3b, 714.2b)."""
    while True:
        to_step(game, "upkeep")
        to_step(game, "precombat main")
        if game.state.active == 0:
            return


def _fable(game: Game) -> GameObject:
    """Alice casts Fable of the Mirror-Breaker; chapter I resolves (CR 714.3a, 714.2b)."""
    cast(game, "Fable of the Mirror-Breaker")
    resolve(game)
    resolve(game)
    return _battlefield(game, "Fable of the Mirror-Breaker")[0]


@plays(FABLE, "saga.chapter", "effect.tokens", "tokens.with_text")
def test_714_2b_111_4_fable_chapter_one_makes_a_goblin_shaman_that_makes_treasure():
    """CR 714.3a, 714.2b: Fable enters with a lore counter; chapter I creates a 2/2 red
    Goblin Shaman token with "Whenever this token attacks, create a Treasure token." (CR
    111.4), which triggers when the token attacks (CR 508.1m)."""
    game = board(["Mountain"] * 3, [], hands=([FABLE], []))
    fable = _fable(game)
    assert fable.counters == {"lore": 1}
    shaman = _battlefield(game, "Goblin Shaman")[0]
    now = chars(game, shaman.id)
    assert (now.power, now.toughness, now.colors) == (2, 2, frozenset({"R"}))
    assert now.subtypes == frozenset({"Goblin", "Shaman"})
    shaman.since = 0                 # under Alice's control since her turn began (CR 302.6)
    game.state.changed()
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((shaman.id, ("player", 1)),)))
    resolve(game)
    assert len(_battlefield(game, "Treasure")) == 1


def _chapter_two(game: Game) -> GameObject:
    fable = _fable(game)
    _next_main(game)
    assert fable.counters == {"lore": 2}
    resolve(game)
    return fable


@plays(FABLE, "mass.may_discard_then_draw", "saga.chapter")
def test_701_8a_fable_chapter_two_discard_two_then_draw_two():
    """CR 714.2b, 701.8a, 121.1: chapter II: Alice discards two cards and draws two."""
    game = board(["Mountain"] * 3, [], hands=([FABLE, "Lightning Bolt", "Shock", "Opt"],
                                               []))
    _chapter_two(game)
    assert game.decision.kind == "choose" and game.decision.player == 0
    before = len(hand(game))                               # Bolt, Shock, Opt, the turn's draw
    for name in ("Lightning Bolt", "Shock"):
        game.act(Action("choose", 0, choice=(in_hand(game, name),)))
    resolve(game)
    assert sorted(grave(game)) == ["Lightning Bolt", "Shock"]
    assert len(hand(game)) == before and "Opt" in hand(game)     # two drawn for two


@plays(FABLE, "mass.may_discard_then_draw")
def test_608_2d_fable_chapter_two_discarding_nothing_draws_nothing():
    """CR 608.2d, 608.2c: Alice chooses to discard no card: she draws none either."""
    game = board(["Mountain"] * 3, [], hands=([FABLE, "Lightning Bolt"], []))
    _chapter_two(game)
    before = hand(game)
    game.act(Action("choose", 0, choice=("done",)))
    resolve(game)
    assert hand(game) == before and grave(game) == []


@plays(FABLE, "mass.may_discard_then_draw")
def test_121_1_fable_chapter_two_one_discarded_one_drawn():
    """CR 701.8a, 121.1: "up to two": one card discarded, one card drawn."""
    game = board(["Mountain"] * 3, [], hands=([FABLE, "Lightning Bolt", "Shock"], []))
    _chapter_two(game)
    before = len(hand(game))
    game.act(Action("choose", 0, choice=(in_hand(game, "Shock"),)))
    game.act(Action("choose", 0, choice=("done",)))
    resolve(game)
    assert grave(game) == ["Shock"] and len(hand(game)) == before


def _chapter_three(game: Game) -> GameObject:
    fable = _chapter_two(game)
    game.act(Action("choose", 0, choice=("done",)))
    resolve(game)
    _next_main(game)
    assert fable.counters == {"lore": 3}                   # chapter III on the stack
    return fable


@plays(FABLE, "library.return_transformed", "saga.chapter")
def test_712_14a_fable_chapter_three_returns_transformed_as_reflection_of_kiki_jiki():
    """CR 714.2b, 712.14a, 400.7: chapter III exiles Fable, which returns with its back
    face up, Reflection of Kiki-Jiki: a new object (no lore counters, summoning sick, CR
    302.6), not sacrificed for its lore counters (CR 714.4: no longer a Saga)."""
    game = board(["Mountain"] * 3, [], hands=([FABLE], []))
    fable = _chapter_three(game)
    resolve(game)
    reflection = _battlefield(game, "Reflection of Kiki-Jiki")
    assert len(reflection) == 1 and not _battlefield(game, "Fable of the Mirror-Breaker")
    kiki = reflection[0]
    assert kiki.id != fable.id and kiki.counters == {} and kiki.controller == 0
    now = chars(game, kiki.id)
    assert {"Enchantment", "Creature"} <= set(now.types) and (now.power, now.toughness) == (
        2, 2)
    assert game.state.players[0].exile == [] and grave(game) == []
    assert kiki.since is None                     # summoning sick: just came under Alice's


@plays(FABLE, "library.return_transformed")
def test_400_7_fable_gone_before_chapter_three_resolves_returns_nothing():
    """CR 400.7, 608.2h: Fable leaves the battlefield (here to its owner's hand) while
    chapter III is on the stack: "this Saga" is gone, so nothing is exiled or returned."""
    game = board(["Mountain"] * 3, [], hands=([FABLE], []))
    fable = _chapter_three(game)
    events.happen(game.state, events.ZoneChange(fable.id, "hand", rules=("400.3",)))
    resolve(game)
    assert not _battlefield(game, "Reflection of Kiki-Jiki")
    assert "Fable of the Mirror-Breaker" in hand(game)
    assert game.state.players[0].exile == []


@plays(FABLE, "library.return_transformed", "tokens.copies", "copy.except_keywords")
def test_302_6_reflection_of_kiki_jiki_copies_the_goblin_shaman_on_alices_next_turn():
    """CR 302.6, 707.2, 111.1: the returned Reflection of Kiki-Jiki is a new object; on
    Alice's next turn it may {1}, {T}: a token copy of her Goblin Shaman, with haste (CR
    707.9b), is sacrificed at the beginning of the next end step (CR 603.7)."""
    game = board(["Mountain"] * 3, [], hands=([FABLE], []))
    _chapter_three(game)
    resolve(game)
    _next_main(game)
    kiki = _battlefield(game, "Reflection of Kiki-Jiki")[0]
    shaman = _battlefield(game, "Goblin Shaman")[0]
    game.act(Action("activate", 0, kiki.id, ability=0, targets=(("object", shaman.id),)))
    resolve(game)
    shamans = _battlefield(game, "Goblin Shaman")
    assert len(shamans) == 2 and kiki.tapped
    copy = next(s for s in shamans if s.id != shaman.id)
    assert copy.is_token and "haste" in chars(game, copy.id).keywords
    to_step(game, "end")
    resolve(game)
    assert [s.id for s in _battlefield(game, "Goblin Shaman")] == [shaman.id]


@plays("Crystal Fragments // Summon: Alexander", "library.return_transformed")
def test_714_3a_a_saga_back_face_returned_transformed_enters_with_a_lore_counter():
    """CR 712.14a, 714.3a, 714.2b: Crystal Fragments exiles itself and returns with its
    back face up, the Saga creature Summon: Alexander, which enters with a lore counter:
    its chapter I triggers."""
    game = board(["Crystal Fragments // Summon: Alexander"], [])
    add_mana(game, "{5}{W}{W}")
    fragments = _battlefield(game, "Crystal Fragments")[0]
    game.act(Action("activate", 0, fragments.id, ability=0))
    resolve(game)
    alexander = _battlefield(game, "Summon: Alexander")
    assert len(alexander) == 1 and alexander[0].counters == {"lore": 1}
    assert not _battlefield(game, "Crystal Fragments") and game.state.players[0].exile == []
    assert any("Prevent all damage" in str(line) for line in game.state.log)
