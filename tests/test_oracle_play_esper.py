"""Play tests for the Standard Esper midrange deck of 2023 (issue 17): Loran of the Third
Path (a legendary card's short name without a comma, CR 201.5; "You and target opponent
each draw a card"), Wedding Announcement ("If you attacked with two or more creatures this
turn", "Then if this enchantment has three or more invitation counters on it, transform
it", CR 603.4, 608.2c, 701.28) and Raffine, Scheming Seer (connive X, CR 701.47e)."""

from boards import board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    grave,
    hand,
    plays,
    resolve,
    to_step,
)

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object

WEDDING = "Wedding Announcement // Wedding Festivity"


def _hand_count(game, player: int) -> int:  # noqa: ANN001
    return len(game.state.players[player].hand)


@plays("Loran of the Third Path", "phrase.self", "target.you_and_player_each")
def test_201_5_loran_is_called_loran_and_destroys_up_to_one_artifact():
    """CR 201.5: "When Loran enters" names the card by its first word; its up-to-one target
    (CR 115.1d, 601.2c) may be Bob's artifact, which is destroyed (CR 701.7a)."""
    game = board(["Plains", "Plains", "Plains"], ["Ornithopter"],
                 hands=(["Loran of the Third Path"], []))
    game.state.players[0].pool.add_text("{W}{W}{W}")
    cast(game, "Loran of the Third Path")
    resolve(game)
    if game.decision.kind == "targets":
        choose_targets(game, ids(game, "Ornithopter")[0])
    resolve(game)
    assert grave(game, 1) == ["Ornithopter"]
    assert ids(game, "Loran of the Third Path")


@plays("Loran of the Third Path", "target.you_and_player_each")
def test_115_1_you_and_target_opponent_each_draw_a_card():
    """CR 115.1, 608.2c: Loran's {T} ability draws a card for Alice and one for Bob."""
    game = board(["Loran of the Third Path"], [])
    before = _hand_count(game, 0), _hand_count(game, 1)
    activate(game, ids(game, "Loran of the Third Path")[0], BOB)
    resolve(game)
    assert (_hand_count(game, 0), _hand_count(game, 1)) == (before[0] + 1, before[1] + 1)
    assert game.state.objects[ids(game, "Loran of the Third Path")[0]].tapped


def _end_step(game) -> None:  # noqa: ANN001
    to_step(game, "end")
    resolve(game)


@plays(WEDDING, "condition.this_turn", "condition.otherwise")
def test_603_4_wedding_announcement_draws_after_an_attack_with_two_creatures():
    """CR 508.1, 608.2c: Alice attacked with two creatures this turn: her end step's
    trigger draws a card (no Human token)."""
    game = board([WEDDING, "Grizzly Bears", "Savannah Lions"], [],
                 step="declare attackers")
    game.act(Action("attack", 0, choice=((ids(game, "Grizzly Bears")[0], BOB),
                                         (ids(game, "Savannah Lions")[0], BOB))))
    cards = _hand_count(game, 0)
    _end_step(game)
    assert _hand_count(game, 0) == cards + 1
    assert "Human" not in [chars(game, o).name for o in game.state.battlefield]


@plays(WEDDING, "condition.this_turn", "condition.otherwise")
def test_603_4_wedding_announcement_one_attacker_makes_a_human():
    """CR 608.2c: one attacker isn't two: the trigger creates a 1/1 Human instead."""
    game = board([WEDDING, "Grizzly Bears"], [], step="declare attackers")
    game.act(Action("attack", 0, choice=((ids(game, "Grizzly Bears")[0], BOB),)))
    cards = _hand_count(game, 0)
    _end_step(game)
    assert _hand_count(game, 0) == cards
    humans = [o for o in game.state.battlefield if "Human" in chars(game, o).subtypes
              and game.state.objects[o].card.token]
    assert len(humans) == 1


@plays(WEDDING, "condition.if_rider")
def test_701_28_wedding_announcement_transforms_at_three_invitation_counters():
    """CR 608.2c, 701.28a: the third invitation counter transforms it into Wedding
    Festivity ("it" is this enchantment, the condition's subject)."""
    game = board([WEDDING], [])
    wedding = ids(game, "Wedding Announcement")[0]
    game.state.objects[wedding].counters["invitation"] = 2
    game.state.changed()
    _end_step(game)
    assert chars(game, wedding).name == "Wedding Festivity"
    assert game.state.objects[wedding].counters["invitation"] == 3


@plays("Raffine, Scheming Seer", "library.connive_n", "quantity.where_x")
def test_701_47e_raffine_makes_an_attacker_connive_x_for_the_attackers():
    """CR 701.47e: three attackers: the target's controller draws three cards, then
    discards three of her four; the two nonland cards among them put two +1/+1 counters
    on it."""
    game = board(["Raffine, Scheming Seer", "Grizzly Bears", "Savannah Lions"], [],
                 hands=(["Island"], []), step="declare attackers", library=0)
    for name in ("Forest", "Shock", "Opt"):
        create_object(game.state, card_def(name), 0, "library")
    bears = ids(game, "Grizzly Bears")[0]
    game.act(Action("attack", 0, choice=tuple(
        (o, BOB) for o in (ids(game, "Raffine, Scheming Seer")[0], bears,
                           ids(game, "Savannah Lions")[0]))))
    if game.decision.kind == "targets":
        choose_targets(game, bears)
    resolve(game)
    assert game.decision.kind == "discard" and game.decision.count == 3
    state = game.state
    chosen = tuple(o for o in state.players[0].hand if state.objects[o].name != "Forest")
    choose(game, *chosen)
    assert sorted(grave(game)) == ["Island", "Opt", "Shock"]
    assert state.objects[bears].counters["+1/+1"] == 2
    assert hand(game) == ["Forest"]


def _underdog_casts(game) -> list:  # noqa: ANN001
    return [a for a in game.legal_actions() if a.kind == "cast"
            and game.state.objects[a.object].name == "Tenacious Underdog"]


@plays("Tenacious Underdog", "keyword.blitz_cost", "graveyard.cast_permission")
def test_702_152a_tenacious_underdog_blitz_costs_mana_and_two_life():
    """CR 702.152a, 118.9: blitzed from the hand for {2}{B}{B} and 2 life: haste, then
    sacrificed at the end step, drawing a card."""
    game = board(["Swamp"] * 4, [], hands=(["Tenacious Underdog"], []))
    cast(game, "Tenacious Underdog", costs=("blitz",))
    assert game.state.players[0].life == 18
    resolve(game)
    underdog = ids(game, "Tenacious Underdog")[0]
    assert "haste" in chars(game, underdog).keywords
    to_step(game, "end")
    resolve(game)
    resolve(game)
    assert "Tenacious Underdog" in grave(game) and hand(game) == ["Wastes"]


@plays("Tenacious Underdog", "keyword.blitz_cost", "graveyard.cast_permission")
def test_601_2b_tenacious_underdog_is_cast_from_the_graveyard_only_with_blitz():
    """CR 601.2b, 702.152a: from the graveyard its permission allows only the blitz cost:
    the mana cost isn't offered, even with enough mana; blitzed, it returns with haste."""
    game = board(["Swamp"] * 4, [], hands=([], []))
    create_object(game.state, card_def("Tenacious Underdog"), 0, "graveyard")
    game.state.players[0].pool.add_text("{B}{B}{B}{B}")
    game.state.changed()
    offered = _underdog_casts(game)
    assert offered and all(a.costs == ("blitz",) for a in offered)
    game.act(offered[0])
    assert game.state.players[0].life == 18
    resolve(game)
    underdog = ids(game, "Tenacious Underdog")[0]
    assert "haste" in chars(game, underdog).keywords
