"""Play tests: instant and sorcery instructions (area "effects", round 12): gift (CR
702.174a), the optional additional cost of promising an opponent a gift, given as the spell
resolves before its other effects, and "if the gift was [not] promised"."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import chars, plays, resolve

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.data.state import GameState, Options
from tolaria.rules.zones import create_object


def _hand(game, player: int) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].hand]


# -- Gift (CR 702.174a) ----------------------------------------------------------------------

@plays("Nocturnal Hunger", "keyword.gift", "keyword.gift_promised")
def test_702_174a_nocturnal_hunger_gift_of_a_food_or_two_life():
    """"Gift a Food. Destroy target creature. If the gift wasn't promised, you lose 2 life."
    Promised: Bob creates a Food first and Alice keeps her life; not promised: no Food, and
    Alice loses 2 life."""
    game = board(["Swamp"] * 3, ["Serra Angel"], hands=(["Nocturnal Hunger"], []))
    game.act("cast Nocturnal Hunger for gift targeting Serra Angel")
    resolve(game)
    state = game.state
    assert not ids(game, "Serra Angel")
    food = ids(game, "Food")
    assert len(food) == 1 and state.objects[food[0]].controller == 1
    assert state.players[0].life == 20
    game = board(["Swamp"] * 3, ["Serra Angel"], hands=(["Nocturnal Hunger"], []))
    game.act("cast Nocturnal Hunger targeting Serra Angel")
    resolve(game)
    assert not ids(game, "Serra Angel") and not ids(game, "Food")
    assert game.state.players[0].life == 18


@plays("Longstalk Brawl", "keyword.gift", "keyword.gift_promised")
def test_702_174a_longstalk_brawl_tapped_fish_and_a_counter_before_the_fight():
    """"Gift a tapped Fish. Choose target creature you control and target creature you
    don't control. Put a +1/+1 counter on the creature you control if the gift was promised.
    Then those creatures fight each other." Promised: Bob's Fish enters tapped, Alice's
    Grizzly Bears becomes 3/3 and kills Bob's 2/2 Runeclaw Bear, surviving it (CR 701.14a);
    not promised, the two 2/2s destroy each other."""
    game = board(["Forest"], ["Runeclaw Bear"], hands=(["Longstalk Brawl"], []))
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "battlefield")
    bears.since = None
    game.act("cast Longstalk Brawl for gift targeting Grizzly Bears, Runeclaw Bear")
    resolve(game)
    state = game.state
    fish = ids(game, "Fish")
    assert len(fish) == 1 and state.objects[fish[0]].controller == 1
    assert state.objects[fish[0]].tapped
    assert not ids(game, "Runeclaw Bear")
    assert ids(game, "Grizzly Bears") and state.objects[ids(game, "Grizzly Bears")[0]].counters
    game = board(["Forest"], ["Runeclaw Bear"], hands=(["Longstalk Brawl"], []))
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "battlefield")
    bears.since = None
    game.act("cast Longstalk Brawl targeting Grizzly Bears, Runeclaw Bear")
    resolve(game)
    assert not ids(game, "Fish") and not ids(game, "Grizzly Bears")
    assert not ids(game, "Runeclaw Bear")


@plays("Wear Down", "keyword.gift", "keyword.gift_promised",
       "condition.kicked_other_target")
def test_702_174a_wear_down_promised_destroys_two_targets_instead():
    """"Gift a card. Destroy target artifact or enchantment. If the gift was promised,
    instead destroy two target artifacts and/or enchantments." The targets depend on the
    promise, announced first (CR 601.2b-c): promised, Bob draws a card and both of his
    artifacts are destroyed; the one-target form isn't allowed with the gift."""
    game = board(["Forest"] * 2, ["Ornithopter", "Millstone"], hands=(["Wear Down"], []))
    before = len(game.state.players[1].hand)
    game.act("cast Wear Down for gift targeting no target, Ornithopter, Millstone")
    resolve(game)
    assert not ids(game, "Ornithopter") and not ids(game, "Millstone")
    assert len(game.state.players[1].hand) == before + 1
    game = board(["Forest"] * 2, ["Ornithopter", "Millstone"], hands=(["Wear Down"], []))
    game.act("cast Wear Down targeting Ornithopter")
    resolve(game)
    assert not ids(game, "Ornithopter") and ids(game, "Millstone")


@plays("Sazacap's Brew", "keyword.gift", "keyword.gift_promised")
def test_702_174a_sazacaps_brew_target_only_with_the_gift():
    """"If the gift was promised, target creature you control gets +2/+0 until end of
    turn.": that target is chosen only if the gift is promised (CR 601.2c); without it the
    spell has only its player target. Promised: Bob's Fish, Alice draws two, and her Grizzly
    Bears is 4/2."""
    game = board(["Mountain"] * 2, [], hands=(["Sazacap's Brew", "Shock"], []))
    bears = create_object(game.state, card_def("Grizzly Bears"), 0, "battlefield")
    bears.since = None
    legal = [game.notation(a) for a in game.legal_actions()]
    casts = [a for a in legal if "Sazacap's Brew" in a]
    assert casts and all(("for gift" in a) == ("Grizzly Bears" in a) for a in casts)
    game.act("cast Sazacap's Brew for gift discarding Shock targeting Alice, Grizzly Bears")
    resolve(game)
    assert chars(game, bears.id).power == 4
    assert ids(game, "Fish") and _hand(game, 0).count("Wastes") == 2


def _three_players() -> Game:
    state = GameState(["Alice", "Bob", "Carol"], 1, Options(starting_player=0,
                                                             skip_mulligans=True))
    for owner in range(3):
        for _ in range(5):
            create_object(state, card_def("Wastes"), owner, "library")
        state.players[owner].kept = True
    for _ in range(3):
        create_object(state, card_def("Swamp"), 0, "battlefield").since = None
    create_object(state, card_def("Nocturnal Hunger"), 0, "hand")
    create_object(state, card_def("Serra Angel"), 1, "battlefield")
    state.turn, state.active, state.step, state.stage = 3, 0, "precombat main", "begin"
    game = Game(state)
    game._advance()
    return game


@plays("Nocturnal Hunger", "keyword.gift")
def test_702_174a_gift_to_the_opponent_chosen_among_several():
    """With two opponents the caster chooses which one is promised the gift as the spell is
    cast (CR 702.174a, 601.2b): "for gift to Carol" gives Carol the Food; "for gift" alone
    names no one and is refused."""
    game = _three_players()
    casts = [game.notation(a) for a in game.legal_actions()]
    casts = [a for a in casts if "Nocturnal Hunger" in a]
    assert any("gift to bob" in a.lower() for a in casts)
    assert any("gift to carol" in a.lower() for a in casts)
    assert "promise the gift to one opponent" in (game.why_illegal(game.parse(
        "cast Nocturnal Hunger for gift targeting Serra Angel")) or "")
    game.act("cast Nocturnal Hunger for gift to Carol targeting Serra Angel")
    resolve(game)
    food = ids(game, "Food")
    assert len(food) == 1 and game.state.objects[food[0]].controller == 2
    assert game.state.players[0].life == 20


@plays("Into the Flood Maw", "keyword.gift", "keyword.gift_promised",
       "condition.kicked_other_target")
def test_702_174a_into_the_flood_maw_promised_returns_a_noncreature_permanent():
    """"Return target creature an opponent controls to its owner's hand. If the gift was
    promised, instead return target nonland permanent an opponent controls to its owner's
    hand." Promised: the nonland permanent may be Bob's Millstone, and Bob gets a tapped
    Fish first."""
    game = board(["Island"], ["Millstone", "Serra Angel"], hands=(["Into the Flood Maw"], []))
    game.act("cast Into the Flood Maw for gift targeting no target, Millstone")
    resolve(game)
    assert not ids(game, "Millstone") and ids(game, "Serra Angel") and ids(game, "Fish")
    assert "Millstone" in _hand(game, 1)


@plays("Long River's Pull", "keyword.gift", "keyword.gift_promised")
def test_702_174a_long_rivers_pull_counters_any_spell_only_with_the_gift():
    """"Counter target creature spell. If the gift was promised, instead counter target
    spell." Without the gift a noncreature spell isn't a legal target; with it, Bob's Shock
    is countered and Bob draws a card first."""
    game = board(["Island"] * 2, ["Mountain"], hands=(["Long River's Pull"], ["Shock"]))
    game.act("pass")
    game.act("cast Shock targeting Alice")
    game.act("pass")
    assert game.why_illegal(game.parse("cast Long River's Pull targeting Shock")) is not None
    before = len(game.state.players[1].hand)
    game.act("cast Long River's Pull for gift targeting no target, Shock")
    resolve(game)
    assert game.state.players[0].life == 20
    assert "Shock" in [game.state.objects[i].name for i in game.state.players[1].graveyard]
    assert len(game.state.players[1].hand) == before + 1


@plays("Wildfire Howl", "keyword.gift", "keyword.gift_promised",
       "condition.kicked_other_target")
def test_702_174a_wildfire_howl_any_target_only_with_the_gift():
    """"Wildfire Howl deals 2 damage to each creature. If the gift was promised, instead
    Wildfire Howl deals 1 damage to any target and 2 damage to each creature.": the spell
    has a target only when the gift is promised (CR 601.2c). Promised, 1 damage to Bob too;
    not promised, no target and only the creatures are dealt damage."""
    game = board(["Mountain"] * 3, ["Grizzly Bears"], hands=(["Wildfire Howl"], []))
    game.act("cast Wildfire Howl for gift targeting Bob")
    resolve(game)
    assert not ids(game, "Grizzly Bears") and game.state.players[1].life == 19
    game = board(["Mountain"] * 3, ["Grizzly Bears"], hands=(["Wildfire Howl"], []))
    assert game.why_illegal(game.parse("cast Wildfire Howl targeting Bob")) is not None
    game.act("cast Wildfire Howl")
    resolve(game)
    assert not ids(game, "Grizzly Bears") and game.state.players[1].life == 20


# -- Friend or foe (Battlebond; CR 608.2d, 101.4) ---------------------------------------------

@plays("Pir's Whim", "effect.friend_or_foe")
def test_608_2d_pirs_whim_friend_searches_and_foe_sacrifices():
    """"For each player, choose friend or foe. Each friend searches their library for a
    land card, puts it onto the battlefield tapped, then shuffles. Each foe sacrifices an
    artifact or enchantment of their choice." Alice chooses, as it resolves, for herself
    then Bob (CR 608.2d, 101.4): herself a friend (she finds a Forest, tapped) and Bob a foe
    (his Millstone is sacrificed); Bob, not a friend, doesn't search."""
    game = board(["Forest"] * 4, ["Millstone"], hands=(["Pir's Whim"], []), library=0)
    paid = set(ids(game, "Forest"))
    create_object(game.state, card_def("Forest"), 0, "library")
    create_object(game.state, card_def("Forest"), 1, "library")
    game.act("cast Pir's Whim")
    resolve(game)
    assert game.decision.kind == "choose" and "Alice" in game.decision.prompt
    game.act(Action("choose", 0, choice=("friend",)))
    assert "Bob" in game.decision.prompt
    game.act(Action("choose", 0, choice=("foe",)))
    while game.decision.kind != "priority":
        game.act(game.legal_actions()[0])
    state = game.state
    found = [f for f in ids(game, "Forest") if f not in paid]
    assert len(found) == 1 and state.objects[found[0]].tapped
    assert state.objects[found[0]].controller == 0
    assert not ids(game, "Millstone")
    assert len(state.players[1].library) == 1


@plays("Pir's Whim", "effect.friend_or_foe")
def test_608_2d_pirs_whim_the_opponent_as_friend_and_yourself_as_foe():
    """Bob chosen a friend, Alice a foe: Bob finds his Forest and Alice sacrifices her
    Millstone; Bob's Ornithopter stays (CR 608.2d)."""
    game = board(["Forest"] * 4 + ["Millstone"], ["Ornithopter"], hands=(["Pir's Whim"], []),
                 library=0)
    create_object(game.state, card_def("Forest"), 1, "library")
    game.act("cast Pir's Whim")
    resolve(game)
    game.act(Action("choose", 0, choice=("foe",)))
    game.act(Action("choose", 0, choice=("friend",)))
    while game.decision.kind != "priority":
        game.act(game.legal_actions()[0])
    state = game.state
    bob_forest = [f for f in ids(game, "Forest") if state.objects[f].controller == 1]
    assert len(bob_forest) == 1 and state.objects[bob_forest[0]].tapped
    assert not ids(game, "Millstone") and ids(game, "Ornithopter")


# -- "Each player returns all <cards> from their graveyard ..." (CR 101.4, 110.2) ------------

def _graveyard(game, player: int, *names: str) -> list[int]:
    return [create_object(game.state, card_def(n), player, "graveyard").id for n in names]


@plays("Twilight's Call", "library.players_return_all")
def test_110_2_twilights_call_each_card_returns_under_its_owners_control():
    """"Each player returns all creature cards from their graveyard to the battlefield."
    Alice's Grizzly Bears and Bob's Hill Giant return, each under its owner's control (CR
    110.2); Bob's Shock stays in his graveyard."""
    game = board(["Swamp"] * 6, [], hands=(["Twilight's Call"], []))
    _graveyard(game, 0, "Grizzly Bears")
    _graveyard(game, 1, "Hill Giant", "Shock")
    game.act("cast Twilight's Call")
    resolve(game)
    state = game.state
    assert state.objects[ids(game, "Grizzly Bears")[0]].controller == 0
    assert state.objects[ids(game, "Hill Giant")[0]].controller == 1
    assert [state.objects[i].name for i in state.players[1].graveyard] == ["Shock"]


@plays("Empty the Catacombs", "library.players_return_all")
def test_400_3_empty_the_catacombs_to_each_owners_hand():
    """"Each player returns all creature cards from their graveyard to their hand." Each
    player's creature cards go to that player's hand (CR 400.3); Alice's Shock stays."""
    game = board(["Swamp"] * 4, [], hands=(["Empty the Catacombs"], []))
    _graveyard(game, 0, "Grizzly Bears", "Shock")
    _graveyard(game, 1, "Hill Giant", "Serra Angel")
    game.act("cast Empty the Catacombs")
    resolve(game)
    assert "Grizzly Bears" in _hand(game, 0) and "Shock" not in _hand(game, 0)
    assert {"Hill Giant", "Serra Angel"} <= set(_hand(game, 1))
    assert not game.state.players[1].graveyard


# -- "if you weren't the starting player" (CR 103.1) -------------------------------------------

@plays("Cindercone Smite", "condition.starting_player")
def test_103_1_cindercone_smite_treasure_only_if_you_werent_the_starting_player():
    """"Cindercone Smite deals 2 damage to target creature. Then create a Treasure token if
    you weren't the starting player." Alice started the game: no Treasure; with Bob the
    starting player, she creates one (CR 103.1)."""
    game = board(["Mountain"], ["Grizzly Bears"], hands=(["Cindercone Smite"], []))
    game.act("cast Cindercone Smite targeting Grizzly Bears")
    resolve(game)
    assert not ids(game, "Grizzly Bears") and not ids(game, "Treasure")
    game = board(["Mountain"], ["Grizzly Bears"], hands=(["Cindercone Smite"], []))
    game.state.starting_player = 1
    game.act("cast Cindercone Smite targeting Grizzly Bears")
    resolve(game)
    assert not ids(game, "Grizzly Bears") and len(ids(game, "Treasure")) == 1


@plays("Unforgiving Overtake", "condition.starting_player")
def test_103_1_unforgiving_overtake_costs_one_less_for_the_player_on_the_draw():
    """"If you weren't the starting player, this spell costs {1} less to cast." Alice on
    the draw (Bob chose to play first, CR 103.1) casts it with two Swamps; had she played
    first, two lands wouldn't pay {2}{B} (CR 601.2f)."""
    game = board(["Swamp"] * 2, ["Grizzly Bears"], hands=(["Unforgiving Overtake"], []))
    assert game.why_illegal(game.parse("cast Unforgiving Overtake targeting Grizzly Bears"))
    game.state.starting_player = 1
    game.act("cast Unforgiving Overtake targeting Grizzly Bears")
    resolve(game)
    assert not ids(game, "Grizzly Bears") and game.state.players[1].life == 18


def test_103_1_the_starting_player_is_remembered_from_the_play_or_draw_choice():
    """The player who chooses to draw first isn't the starting player (CR 103.1): the game
    remembers who took the first turn, which the condition reads."""
    game = Game.new(["green", "red"], seed=7)
    decision = game.decision
    assert decision.kind == "play_first"
    game.act(Action("choose", decision.player, choice=("draw",)))
    other = 1 - decision.player
    assert game.state.starting_player == other and game.state.active == other


@plays("Shove Aside", "condition.starting_player")
def test_103_1_shove_aside_has_flash_only_for_the_player_who_didnt_start():
    """"If you aren't the starting player, you may cast Shove Aside as though it had
    flash." In her upkeep Alice may cast it only if Bob started the game (CR 103.1, 307.1)."""
    game = board(["Mountain"], ["Grizzly Bears"], hands=(["Shove Aside"], []), step="upkeep")
    assert game.why_illegal(game.parse("cast Shove Aside targeting Grizzly Bears"))
    game.state.starting_player = 1
    game.act("cast Shove Aside targeting Grizzly Bears")
    resolve(game)
    assert not ids(game, "Grizzly Bears")
