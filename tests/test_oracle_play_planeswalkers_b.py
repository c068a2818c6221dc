"""Planeswalkers' loyalty abilities played (issue 17, second list): counters for each card,
mass destruction with exceptions, cards put from hand, looking at the top of the library,
an activation's X in a pump, groups of two subtypes, "target creature or player" and
"that's a <type>" descriptions (CR 606, 608.2h, 611.2c)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose,
    grave,
    hand,
    life,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _walker(game: Game, walker: str, loyalty: int, owner: int = 0) -> int:
    """Put `walker` onto the battlefield under `owner` with `loyalty` loyalty counters
    (CR 306.5b)."""
    new = create_object(game.state, card_def(walker), owner, "battlefield")
    new.counters["loyalty"] = loyalty
    new.since = 0
    game.state.changed()
    return new.id


def _in(game: Game, zone: str, *names: str, player: int = 0) -> list[int]:
    """New cards in `zone` of `player` (a library: the last named on top); their ids."""
    return [create_object(game.state, card_def(n), player, zone).id for n in names]


def _counters(game: Game, oid: int) -> int:
    return game.state.objects[oid].counters.get("+1/+1", 0)


@plays("Vraska, Regal Gorgon", "quantity.for_each", "effect.counters_each")
def test_608_2h_for_each_creature_card_a_counter_on_each_creature_you_control():
    """"For each creature card in your graveyard, put a +1/+1 counter on each creature you
    control.": the cards counted once as it resolves (CR 608.2h), that many counters on each
    of Alice's creatures (CR 122.6); none on Bob's."""
    game = board(["Grizzly Bears", "Hill Giant"], ["Grizzly Bears"])
    _in(game, "graveyard", "Grizzly Bears", "Savannah Lions", "Shock", "Hill Giant")
    _in(game, "graveyard", "Grizzly Bears", player=1)             # Bob's: not counted
    vraska = _walker(game, "Vraska, Regal Gorgon", 10)
    activate(game, vraska, index=2)
    resolve(game)
    mine = [obj(game, "Grizzly Bears", 0), obj(game, "Hill Giant")]
    assert [_counters(game, m) for m in mine] == [3, 3]
    assert chars(game, mine[0]).power == 5
    assert _counters(game, obj(game, "Grizzly Bears", 1)) == 0


@plays("Elspeth Tirel", "mass.except_for", "mass.all_other", "effect.destroy_all")
def test_701_7a_destroy_all_other_permanents_except_for_lands_and_tokens():
    """"Destroy all other permanents except for lands and tokens.": Elspeth (the source,
    CR 109.5), every land and every token stay; every other permanent of either player,
    planeswalkers and artifacts too, is destroyed (CR 701.7a)."""
    game = board(["Forest", "Grizzly Bears"], ["Island", "Hill Giant", "Sol Ring"])
    deb = _walker(game, "Deb Thomas", 3)
    activate(game, deb, index=0)                         # a 1/1 Employee token
    resolve(game)
    _walker(game, "Jace Beleren", 3, owner=1)
    elspeth = _walker(game, "Elspeth Tirel", 5)
    activate(game, elspeth, index=2)
    resolve(game)
    left = sorted(game.state.objects[i].name for i in game.state.battlefield)
    assert left == ["Employee", "Forest", "Island"]      # Elspeth: 0 loyalty (CR 704.5i)
    assert sorted(grave(game, 1)) == ["Hill Giant", "Jace Beleren", "Sol Ring"]
    assert sorted(grave(game, 0)) == ["Deb Thomas", "Elspeth Tirel", "Grizzly Bears"]


@plays("Scourglass", "mass.except_for")
def test_608_2h_destroy_all_permanents_except_for_artifacts_and_lands():
    """Scourglass: "Destroy all permanents except for artifacts and lands." Artifacts
    (Scourglass itself was sacrificed as a cost) and lands stay; creatures go."""
    game = board(["Scourglass", "Sol Ring", "Forest"], ["Grizzly Bears", "Island"],
                 step="upkeep")                  # "Activate only during your upkeep."
    game.act(Action("activate", 0, obj(game, "Scourglass"), ability=0))
    resolve(game)
    assert sorted(game.state.objects[i].name for i in game.state.battlefield) == [
        "Forest", "Island", "Sol Ring"]


@plays("Wrenn and Seven", "library.from_hand_any")
def test_305_4_put_any_number_of_land_cards_from_your_hand_onto_the_battlefield_tapped():
    """"Put any number of land cards from your hand onto the battlefield tapped.": Alice
    picks lands only, as many as she likes, which enter tapped at once; it isn't playing a
    land, so her land drop is still there (CR 305.4, 110.2)."""
    game = board([], [], hands=(["Forest", "Island", "Swamp", "Grizzly Bears"], []))
    wrenn = _walker(game, "Wrenn and Seven", 5)
    activate(game, wrenn, index=1)
    resolve(game)
    state = game.state
    assert game.decision.kind == "choose"
    assert {state.objects[o].name for o in game.decision.options if o != "nothing"} == {
        "Forest", "Island", "Swamp"}
    assert "nothing" in game.decision.options
    choose(game, next(o for o in game.decision.options if o != "nothing"
                      and state.objects[o].name == "Forest"))
    choose(game, next(o for o in game.decision.options if o != "nothing"
                      and state.objects[o].name == "Island"))
    choose(game, "nothing")
    resolve(game)
    forest, island = obj(game, "Forest"), obj(game, "Island")
    assert state.objects[forest].tapped and state.objects[island].tapped
    assert sorted(state.objects[i].name for i in state.players[0].hand) == [
        "Grizzly Bears", "Swamp"]
    assert state.players[0].lands_played == 0
    game.act(Action("play", 0, next(i for i in state.players[0].hand
                                    if state.objects[i].name == "Swamp")))
    assert ids(game, "Swamp")


@plays("Wrenn and Seven", "library.from_hand_any")
def test_110_2_any_number_may_be_none():
    game = board([], [], hands=(["Forest"], []))
    wrenn = _walker(game, "Wrenn and Seven", 5)
    activate(game, wrenn, index=1)
    resolve(game)
    choose(game, "nothing")
    resolve(game)
    assert not ids(game, "Forest") and len(game.state.players[0].hand) == 1


@plays("Jace, the Living Guildpact", "effect.look_one_to_graveyard")
def test_401_4_look_at_the_top_two_put_one_into_your_graveyard_the_other_stays_on_top():
    """"Look at the top two cards of your library. Put one of them into your graveyard.":
    Alice chooses which; the other stays on top of her library (nothing moves it)."""
    game = board([], [])
    shock, bears = _in(game, "library", "Shock", "Grizzly Bears")    # Bears on top
    jace = _walker(game, "Jace, the Living Guildpact", 5)
    activate(game, jace, index=0)
    resolve(game)
    assert set(game.decision.options) == {shock, bears}
    choose(game, bears)
    resolve(game)
    state = game.state
    assert grave(game) == ["Grizzly Bears"]
    assert state.players[0].library[-1] == shock
    assert state.objects[jace].counters["loyalty"] == 6


@plays("Deb Thomas", "quantity.group_pump", "mass.subtype_list", "ability.loyalty_x")
def test_107_3_minus_x_employees_and_dogs_you_control_get_plus_x():
    """"[−X]: Employees and Dogs you control get +X/+0 until end of turn.": X is the value
    chosen as it's activated (CR 107.3, 606.4); the group is either subtype, Alice's, fixed
    as it resolves (CR 611.2c); not her Bears, not Bob's Dog."""
    game = board(["Isamaru, Hound of Konda", "Grizzly Bears"], ["Isamaru, Hound of Konda"])
    deb = _walker(game, "Deb Thomas", 4)
    game.act(Action("activate", 0, deb, ability=1, x=2))
    assert game.state.objects[deb].counters["loyalty"] == 2
    resolve(game)
    dog, bears = obj(game, "Isamaru, Hound of Konda", 0), obj(game, "Grizzly Bears")
    assert (chars(game, dog).power, chars(game, dog).toughness) == (4, 2)
    assert chars(game, bears).power == 2
    assert chars(game, obj(game, "Isamaru, Hound of Konda", 1)).power == 2
    to_step(game, "upkeep")                                 # Bob's turn: it has ended
    assert chars(game, dog).power == 2


def _next_main(game: Game) -> None:
    """On to Alice's next precombat main phase (a loyalty ability again, CR 606.3)."""
    for step in ("end", "upkeep", "end", "upkeep", "precombat main"):
        to_step(game, step)
    assert game.state.active == 0


@plays("Deb Thomas", "mass.subtype_list", "quantity.group_pump")
def test_205_3_employee_tokens_are_in_the_group():
    game = board([], [])
    deb = _walker(game, "Deb Thomas", 3)
    activate(game, deb, index=0)                         # a 1/1 red Employee token
    resolve(game)
    employee = obj(game, "Employee")
    _next_main(game)
    game.act(Action("activate", 0, deb, ability=1, x=3))
    resolve(game)
    assert (chars(game, employee).power, chars(game, employee).toughness) == (4, 1)
    assert game.state.objects[deb].counters["loyalty"] == 2    # 3, +1, +1 (its trigger), -3


@plays("Chandra, Gremlin Wrangler", "target.creature_or_player", "quantity.where_x")
def test_115_1_target_creature_or_player_not_a_planeswalker():
    """"deals X damage to target creature or player, where X is the number of Gremlins you
    control": a creature or a player may be chosen, never a planeswalker (the old
    redirection is gone, CR 306.7); X counted as it resolves (CR 608.2h)."""
    game = board([], ["Hill Giant"])
    jace = _walker(game, "Jace Beleren", 3, owner=1)
    chandra = _walker(game, "Chandra, Gremlin Wrangler", 3)
    targets = {a.targets for a in game.legal_actions() if a.kind == "activate"
               and a.object == chandra and a.ability == 1}
    giant = obj(game, "Hill Giant")
    assert ((BOB,) in targets and (("object", giant),) in targets
            and (("object", jace),) not in targets and (("player", 0),) in targets)
    activate(game, chandra, index=0)                    # a 2/2 Gremlin
    resolve(game)
    _in(game, "battlefield", "Grizzly Bears")
    _next_main(game)
    activate(game, chandra, BOB, index=1)
    resolve(game)
    assert life(game, 1) == 19                          # one Gremlin: X is 1


@plays("Arlinn, Voice of the Pack", "phrase.thats_a", "static.enters_with_additional")
def test_614_1c_each_creature_thats_a_wolf_or_a_werewolf_enters_with_a_counter():
    """"Each creature you control that's a Wolf or a Werewolf enters with an additional
    +1/+1 counter on it.": her Wolf token and a Werewolf cast later get one (CR 614.1c,
    122.6); Grizzly Bears, neither, gets none."""
    game = board(["Swamp"] * 3 + ["Forest"] * 2, [],
                 hands=(["Treacherous Werewolf", "Grizzly Bears"], []))
    arlinn = _walker(game, "Arlinn, Voice of the Pack", 7)
    activate(game, arlinn, index=0)
    resolve(game)
    wolf = obj(game, "Wolf")
    assert _counters(game, wolf) == 1 and chars(game, wolf).power == 3
    cast(game, "Treacherous Werewolf")
    resolve(game)
    assert _counters(game, obj(game, "Treacherous Werewolf")) == 1
    cast(game, "Grizzly Bears")
    resolve(game)
    assert _counters(game, obj(game, "Grizzly Bears")) == 0


@plays("Vivien, Arkbow Ranger", "target.divided_up_to", "target.divided", "target.those")
def test_601_2d_distribute_two_counters_among_up_to_two_target_creatures():
    """"Distribute two +1/+1 counters among up to two target creatures. They gain trample
    until end of turn.": the division announced as it's activated, at least one each (CR
    601.2d); one target may get both; or no target at all, and nothing is divided
    (CR 601.2c), the loyalty cost still paid (CR 606.4)."""
    game = board(["Grizzly Bears", "Hill Giant"], [])
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    vivien = _walker(game, "Vivien, Arkbow Ranger", 4)
    offered = {(a.targets, a.choice) for a in game.legal_actions() if a.kind == "activate"
               and a.object == vivien and a.ability == 0}
    both = (("object", bears), ("object", giant))
    assert (both, (1, 1)) in offered and (both, (2, 0)) not in offered
    assert any(not any(t) for t, _ in offered)                 # no target at all
    activate(game, vivien, bears, giant, index=0, choice=(1, 1))
    resolve(game)
    assert _counters(game, bears) == _counters(game, giant) == 1
    assert "trample" in chars(game, bears).keywords and "trample" in chars(game, giant).keywords
    _next_main(game)
    activate(game, vivien, giant, None, index=0, choice=(2, 0))
    resolve(game)
    assert _counters(game, giant) == 3 and _counters(game, bears) == 1
    _next_main(game)
    empty = next(a for a in game.legal_actions() if a.kind == "activate"
                 and a.object == vivien and a.ability == 0 and not any(a.targets))
    game.act(empty)
    resolve(game)
    assert game.state.objects[vivien].counters["loyalty"] == 7
    assert _counters(game, giant) == 3 and _counters(game, bears) == 1


def _library(game: Game, player: int = 0) -> list[str]:
    """A library's card names, top first."""
    return [game.state.objects[i].name for i in reversed(game.state.players[player].library)]


@plays("Ajani, Outland Chaperone", "effect.look_any_onto_battlefield", "library.top_x",
       "library.shuffle")
def test_110_2_look_at_the_top_x_put_any_number_of_matching_cards_onto_the_battlefield():
    """"Look at the top X cards of your library, where X is your life total. You may put any
    number of nonland permanent cards with mana value 3 or less from among them onto the
    battlefield. Then shuffle.": X counted as it resolves (CR 608.2h); only matching cards
    among those X are offered; the chosen ones enter at once under Alice's control (CR
    110.2); the rest stay in the library, which is shuffled (CR 701.20a)."""
    game = board([], [])
    _in(game, "library", "Savannah Lions", "Hill Giant", "Forest", "Shock", "Sol Ring",
        "Grizzly Bears")                             # Bears on top; Lions sixth
    game.state.players[0].life = 5
    ajani = _walker(game, "Ajani, Outland Chaperone", 8)
    size = len(game.state.players[0].library)
    activate(game, ajani, index=2)
    resolve(game)
    state = game.state
    offered = {state.objects[o].name for o in game.decision.options if o != "nothing"}
    assert offered == {"Grizzly Bears", "Sol Ring"}       # not the land, Shock, the Giant
    assert "nothing" in game.decision.options
    choose(game, obj_in_options(game, "Grizzly Bears"))
    choose(game, obj_in_options(game, "Sol Ring"))
    resolve(game)
    bears, ring = obj(game, "Grizzly Bears"), obj(game, "Sol Ring")
    assert chars(game, bears).controller == chars(game, ring).controller == 0
    assert len(state.players[0].library) == size - 2
    assert sorted(_library(game)).count("Savannah Lions") == 1
    assert any("shuffles" in e.text for e in state.log[-3:])


def obj_in_options(game: Game, name: str) -> int:
    return next(o for o in game.decision.options if o != "nothing"
                and game.state.objects[o].name == name)


@plays("Nissa, Genesis Mage", "effect.look_any_onto_battlefield")
def test_401_4_any_number_onto_the_battlefield_the_rest_on_the_bottom_at_random():
    """"Look at the top ten cards of your library. You may put any number of creature and/or
    land cards from among them onto the battlefield. Put the rest on the bottom of your
    library in a random order.": Shock, not chosen, goes to the bottom (CR 401.4)."""
    game = board([], [], library=12)
    _in(game, "library", "Shock", "Grizzly Bears")               # Bears on top
    nissa = _walker(game, "Nissa, Genesis Mage", 10)
    activate(game, nissa, index=2)
    resolve(game)
    options = game.decision.options
    assert all(game.state.objects[o].name != "Shock" for o in options if o != "nothing")
    choose(game, obj_in_options(game, "Grizzly Bears"))
    choose(game, "nothing")
    resolve(game)
    assert ids(game, "Grizzly Bears")
    library = _library(game)
    assert len(library) == 13 and library[:4] == ["Wastes"] * 4  # the four below the ten
    assert "Shock" in library[4:]                               # now among the bottom nine


@plays("Nissa, Genesis Mage", "target.counted_list", "target.up_to", "target.spread")
def test_701_21a_untap_up_to_two_target_creatures_and_up_to_two_target_lands():
    """"Untap up to two target creatures and up to two target lands": each phrase its own
    targets, any of them left unchosen (CR 601.2c); each chosen one untaps (CR 701.21a)."""
    game = board(["Grizzly Bears", "Hill Giant", "Forest", "Island"], [])
    state = game.state
    for name in ("Grizzly Bears", "Hill Giant", "Forest", "Island"):
        state.objects[obj(game, name)].tapped = True
    state.changed()
    nissa = _walker(game, "Nissa, Genesis Mage", 5)
    bears, giant, forest = obj(game, "Grizzly Bears"), obj(game, "Hill Giant"), obj(game,
                                                                                    "Forest")
    activate(game, nissa, bears, giant, forest, None, index=0)
    resolve(game)
    assert [state.objects[o].tapped for o in (bears, giant, forest)] == [False] * 3
    assert state.objects[obj(game, "Island")].tapped
    assert state.objects[nissa].counters["loyalty"] == 7


@plays("Jace, Cunning Castaway", "tokens.copies")
def test_707_9b_two_token_copies_of_jace_except_theyre_not_legendary():
    """"Create two tokens that are copies of Jace, except they're not legendary.": the
    copies lack the supertype (CR 707.9b), so the legend rule leaves both (CR 704.5j); each
    enters with its printed loyalty (CR 306.5b); Jace, at 0, is gone (CR 704.5i)."""
    game = board([], [])
    jace = _walker(game, "Jace, Cunning Castaway", 5)
    activate(game, jace, index=2)
    resolve(game)
    state = game.state
    copies = ids(game, "Jace, Cunning Castaway")
    assert len(copies) == 2 and jace not in copies
    for copy in copies:
        assert state.objects[copy].is_token
        assert "Legendary" not in chars(game, copy).supertypes
        assert "Planeswalker" in chars(game, copy).types
        assert state.objects[copy].counters["loyalty"] == 3


@plays("Sorin, Vengeful Bloodlord", "target.loyalty_x", "ability.loyalty_x",
       "phrase.graveyard_card", "delayed.is_also")
def test_601_2b_minus_x_return_target_creature_card_with_mana_value_x():
    """"[−X]: Return target creature card with mana value X from your graveyard to the
    battlefield. That creature is a Vampire in addition to its other types.": X is announced
    before the target is chosen (CR 601.2b-c, 602.2b), so only a card of that mana value may
    be targeted; X loyalty counters are removed (CR 606.4)."""
    from test_oracle_play_planeswalkers import _refused
    game = board([], [])
    lions, bears, giant = _in(game, "graveyard", "Savannah Lions", "Grizzly Bears",
                              "Hill Giant")
    sorin = _walker(game, "Sorin, Vengeful Bloodlord", 4)
    offered = {(a.x, a.targets) for a in game.legal_actions() if a.kind == "activate"
               and a.object == sorin and a.ability == 1}
    assert offered == {(1, (("object", lions),)), (2, (("object", bears),)),
                       (4, (("object", giant),))}
    assert "115.1" in _refused(game, Action("activate", 0, sorin, ability=1, x=1,
                                             targets=(("object", bears),)))
    game.act(Action("activate", 0, sorin, ability=1, x=2, targets=(("object", bears),)))
    assert game.state.objects[sorin].counters["loyalty"] == 2
    resolve(game)
    back = obj(game, "Grizzly Bears")
    assert chars(game, back).controller == 0
    assert {"Bear", "Vampire"} <= chars(game, back).subtypes
    assert grave(game) == ["Savannah Lions", "Hill Giant"]


OKO = "Oko, Lorwyn Liege // Oko, Shadowmoor Scion"


@plays(OKO, "library.from_among_milled", "effect.mill")
def test_701_13b_mill_three_put_a_permanent_card_from_among_them_into_your_hand():
    """Oko, Shadowmoor Scion: "[−1]: Mill three cards. You may put a permanent card from
    among them into your hand.": only the cards that mill put into the graveyard (CR
    701.13b), of that kind; not Shock, not a card already in the graveyard."""
    from tolaria.rules.faces import transform
    game = board([], [])
    old = _in(game, "graveyard", "Hill Giant")[0]
    _in(game, "library", "Shock", "Grizzly Bears", "Forest")       # Forest on top
    oko = _walker(game, OKO, 3)
    transform(game.state, game.state.objects[oko])
    game.state.changed()
    assert chars(game, oko).name == "Oko, Shadowmoor Scion"
    activate(game, oko, index=0)
    resolve(game)
    state = game.state
    offered = {state.objects[o].name for o in game.decision.options if o != "nothing"}
    assert offered == {"Grizzly Bears", "Forest"} and old not in game.decision.options
    assert "nothing" in game.decision.options
    choose(game, obj_in_options(game, "Grizzly Bears"))
    resolve(game)
    assert [state.objects[i].name for i in state.players[0].hand] == ["Grizzly Bears"]
    assert sorted(grave(game)) == ["Forest", "Hill Giant", "Shock"]


@plays("Wasteful Harvest", "library.from_among_milled")
def test_701_13b_cards_exiled_instead_werent_milled():
    """With Rest in Peace the cards go to exile instead: none was milled (CR 701.13b,
    614.6), so none may be put into a hand."""
    game = board(["Forest"] * 3 + ["Rest in Peace"], [], hands=(["Wasteful Harvest"], []))
    _in(game, "library", "Grizzly Bears", "Hill Giant")
    cast(game, "Wasteful Harvest")
    resolve(game)
    assert game.decision.kind == "priority" and not game.state.stack
    assert hand(game) == [] and grave(game) == []          # Harvest too: exiled
    exiled = [game.state.objects[i].name for i in game.state.players[0].exile]
    assert {"Grizzly Bears", "Hill Giant"} <= set(exiled)


@plays(OKO, "animation.all_creature_types", "target.up_to")
def test_205_3m_target_creature_gains_all_creature_types_for_good():
    """Oko, Lorwyn Liege: "[+2]: Up to one target creature gains all creature types. (This
    effect doesn't end.)": every creature type (CR 205.3m) added in layer 4 (CR 613.1d),
    with no duration, so it lasts (CR 611.2a)."""
    game = board(["Grizzly Bears"], [])
    bears = obj(game, "Grizzly Bears")
    oko = _walker(game, OKO, 3)
    activate(game, oko, bears, index=0)
    resolve(game)
    kinds = chars(game, bears).subtypes
    assert {"Bear", "Elf", "Goblin", "Time Lord", "Wolf"} <= kinds
    for step in ("end", "upkeep", "end", "upkeep"):
        to_step(game, step)
    assert {"Elf", "Time Lord"} <= chars(game, bears).subtypes
    assert game.state.objects[oko].counters["loyalty"] == 5


@plays("Calix, Destiny's Hand", "library.exile_until_target_leaves")
def test_610_3_exile_until_target_enchantment_you_control_leaves_the_battlefield():
    """"[−3]: Exile target creature or enchantment you don't control until target enchantment
    you control leaves the battlefield.": Bob's Giant comes back, under his control, when
    Alice's Anthem leaves (CR 610.3, 610.3c)."""
    game = board(["Glorious Anthem", "Plains", "Plains"], ["Hill Giant"],
                 hands=(["Disenchant"], []))
    anthem, giant = obj(game, "Glorious Anthem"), obj(game, "Hill Giant")
    calix = _walker(game, "Calix, Destiny's Hand", 4)
    activate(game, calix, giant, anthem, index=1)
    resolve(game)
    assert "Hill Giant" not in [game.state.objects[i].name for i in game.state.battlefield]
    cast(game, "Disenchant", anthem)
    resolve(game)
    back = obj(game, "Hill Giant")
    assert chars(game, back).controller == 1 and back != giant          # a new object


@plays("Calix, Destiny's Hand", "library.exile_until_target_leaves")
def test_610_3b_nothing_is_exiled_if_the_enchantment_has_already_left():
    """The Anthem destroyed in response: the event the exile waits for has already happened,
    so the Giant isn't exiled (CR 610.3b)."""
    game = board(["Glorious Anthem", "Plains", "Plains"], ["Hill Giant"],
                 hands=(["Disenchant"], []))
    anthem, giant = obj(game, "Glorious Anthem"), obj(game, "Hill Giant")
    calix = _walker(game, "Calix, Destiny's Hand", 4)
    activate(game, calix, giant, anthem, index=1)
    cast(game, "Disenchant", anthem)
    resolve(game)
    assert obj(game, "Hill Giant") == giant and not game.state.exiled_until


@plays("Teferi, Temporal Archmage", "static.loyalty_as_instant_yours", "effect.emblem")
def test_114_4_emblem_loyalty_abilities_of_your_planeswalkers_any_time_you_could_cast_an_instant():
    """Teferi, Temporal Archmage's emblem: "You may activate loyalty abilities of
    planeswalkers you control on any player's turn any time you could cast an instant.":
    from the command zone (CR 114.4) it lifts CR 606.3's timing for Alice's planeswalkers
    (still one loyalty ability each a turn), not for Bob's."""
    game = board([], [], step="beginning of combat")
    jace = _walker(game, "Jace Beleren", 3)
    from test_oracle_play_planeswalkers import _refused
    assert "602.5d" in _refused(game, Action("activate", 0, jace, ability=0))
    to_step(game, "postcombat main")
    teferi = _walker(game, "Teferi, Temporal Archmage", 10)
    activate(game, teferi, index=2)
    resolve(game)
    assert len(game.state.command) == 1                     # the emblem (CR 114.1)
    bobs = _walker(game, "Jace Beleren", 3, owner=1)
    to_step(game, "upkeep")                                  # Bob's turn
    assert game.state.active == 1 and game.decision.player == 1
    assert "602.5d" in _refused(game, Action("activate", 1, bobs, ability=0))   # not his
    game.act(Action("pass", 1))
    assert game.decision.player == 0
    activate(game, jace, index=0)                            # +2: each player draws
    assert game.state.objects[jace].counters["loyalty"] == 5
    resolve(game)
    if game.decision.player == 1:
        game.act(Action("pass", 1))
    assert "606.3" in _refused(game, Action("activate", 0, jace, ability=1, targets=(BOB,)))


def _pick(game: Game, name: str) -> None:
    choose(game, next(o for o in game.decision.options if game.state.objects[o].name == name))


@plays("Liliana, Dreadhorde General", "mass.keep_one_of_each")
def test_701_17a_each_opponent_keeps_a_permanent_of_each_permanent_type():
    """"[−9]: Each opponent chooses a permanent they control of each permanent type and
    sacrifices the rest.": Bob chooses one of each type (CR 110.4), an artifact creature
    may count as both; a type with one permanent needs no choice; the rest are sacrificed
    at once (CR 701.17a). Alice, not an opponent, keeps all."""
    game = board(["Grizzly Bears"], ["Grizzly Bears", "Hill Giant", "Ornithopter", "Sol Ring",
                                     "Glorious Anthem", "Forest", "Island"])
    liliana = _walker(game, "Liliana, Dreadhorde General", 9)
    activate(game, liliana, index=2)
    resolve(game)
    assert game.decision.player == 1
    assert {game.state.objects[o].name for o in game.decision.options} == {"Ornithopter",
                                                                          "Sol Ring"}
    _pick(game, "Ornithopter")                             # the artifact
    _pick(game, "Ornithopter")                             # and the creature
    _pick(game, "Forest")                                  # the land
    resolve(game)
    state = game.state
    bobs = sorted(state.objects[i].name for i in state.battlefield
                  if state.objects[i].controller == 1)
    assert bobs == ["Forest", "Glorious Anthem", "Ornithopter"]
    assert sorted(grave(game, 1)) == ["Grizzly Bears", "Hill Giant", "Island", "Sol Ring"]
    assert ids(game, "Grizzly Bears") and chars(game, obj(game, "Grizzly Bears")).controller == 0


@plays("Cataclysmic Gearhulk", "mass.keep_one_of_each")
def test_101_4_each_player_in_apnap_order_nonland_permanents_only():
    """"each player chooses an artifact, a creature, an enchantment, and a planeswalker from
    among the nonland permanents they control, then sacrifices the rest": Alice (the active
    player) chooses first (CR 101.4); lands aren't among them, so they stay."""
    game = board(["Plains"] * 5 + ["Grizzly Bears", "Hill Giant"],
                 ["Serra Angel", "Sol Ring", "Island"], hands=(["Cataclysmic Gearhulk"], []))
    cast(game, "Cataclysmic Gearhulk")
    resolve(game)
    resolve(game)                                          # its enters trigger
    assert game.decision.player == 0
    assert {game.state.objects[o].name for o in game.decision.options} == {
        "Cataclysmic Gearhulk", "Grizzly Bears", "Hill Giant"}
    _pick(game, "Grizzly Bears")
    resolve(game)
    names = sorted(game.state.objects[i].name for i in game.state.battlefield)
    assert names == ["Cataclysmic Gearhulk", "Grizzly Bears", "Island"] + ["Plains"] * 5 + [
        "Serra Angel", "Sol Ring"]
    assert grave(game) == ["Hill Giant"]


@plays("Cataclysm", "mass.keep_one_of_each")
def test_701_17a_cataclysm_keeps_an_artifact_a_creature_an_enchantment_and_a_land():
    game = board(["Plains"] * 4 + ["Grizzly Bears"], ["Forest", "Island", "Hill Giant"],
                 hands=(["Cataclysm"], []))
    cast(game, "Cataclysm")
    resolve(game)
    assert game.decision.player == 0                     # Alice's land first (CR 101.4)
    _pick(game, "Plains")
    assert game.decision.player == 1
    _pick(game, "Island")
    resolve(game)
    names = sorted(game.state.objects[i].name for i in game.state.battlefield)
    assert names == ["Grizzly Bears", "Hill Giant", "Island", "Plains"]


@plays("Gideon of the Trials", "effect.emblem", "condition.static_prefix", "static.rules")
def test_104_3b_emblem_cant_lose_as_long_as_you_control_a_gideon_planeswalker():
    """Gideon of the Trials' emblem: "As long as you control a Gideon planeswalker, you can't
    lose the game and your opponents can't win the game.": at 0 life Alice stays in the game
    while she controls a Gideon (CR 104.3b, 611.3a, 114.4); once he is gone, the game checks
    again and she loses (CR 704.5a)."""
    game = board(["Mountain", "Mountain"], [],
                 hands=(["Lightning Bolt", "Lightning Bolt"], []))
    game.state.players[0].life = 3
    gideon = _walker(game, "Gideon of the Trials", 3)
    _walker(game, "Jace Beleren", 3)                         # not a Gideon
    activate(game, gideon, index=2)
    resolve(game)
    assert len(game.state.command) == 1
    cast(game, "Lightning Bolt", ("player", 0))
    resolve(game)
    assert life(game, 0) == 0 and not game.state.players[0].lost
    cast(game, "Lightning Bolt", gideon)                     # 3 damage: 0 loyalty
    resolve(game)
    assert game.state.players[0].lost and game.state.players[1].won


GARRUK = "Garruk Relentless // Garruk, the Veil-Cursed"


@plays(GARRUK, "phrase.walker_pronoun", "effect.bite_more", "trigger.state_fewer_counters",
       "effect.transform")
def test_603_8_garruk_fights_back_and_transforms_at_two_or_fewer_loyalty():
    """Garruk Relentless: "[0]: Garruk deals 3 damage to target creature. That creature deals
    damage equal to its power to him." ("him": Garruk) — the Bears' 2 damage removes two
    loyalty counters (CR 120.3c); then "When Garruk has two or fewer loyalty counters on
    him, transform him." triggers (a state trigger, CR 603.8) and he transforms (CR
    701.28a)."""
    game = board([], ["Grizzly Bears"])
    garruk = _walker(game, GARRUK, 3)
    assert chars(game, garruk).name == "Garruk Relentless"
    activate(game, garruk, obj(game, "Grizzly Bears"), index=0)
    resolve(game)
    resolve(game)                                          # the state trigger
    state = game.state
    assert grave(game, 1) == ["Grizzly Bears"]
    assert state.objects[garruk].counters["loyalty"] == 1
    assert chars(game, garruk).name == "Garruk, the Veil-Cursed"
    assert not state.stack and not state.pending


@plays("Nahiri, Storm of Stone", "condition.two_statics", "condition.during_your_turn",
       "ability.keyword_cost_change", "static.anthem")
def test_611_3a_during_your_turn_first_strike_and_equip_costs_one_less():
    """"During your turn, creatures you control have first strike and equip abilities you
    activate cost {1} less to activate.": both abilities apply only during Alice's turn (CR
    611.3a); Bonesplitter's equip {1} costs {0} (CR 601.2f, 602.2b)."""
    game = board(["Grizzly Bears", "Bonesplitter"], [])
    _walker(game, "Nahiri, Storm of Stone", 6)
    bears, splitter = obj(game, "Grizzly Bears"), obj(game, "Bonesplitter")
    assert "first strike" in chars(game, bears).keywords
    game.act(Action("activate", 0, splitter, ability=0, targets=(("object", bears),)))
    resolve(game)                                         # no mana was needed
    assert game.state.objects[splitter].attached_to == bears
    assert chars(game, bears).power == 4
    to_step(game, "upkeep")                               # Bob's turn
    assert game.state.active == 1 and "first strike" not in chars(game, bears).keywords


@plays("Nicol Bolas, the Deceiver", "effect.lose_life_unless")
def test_118_12a_each_opponent_loses_3_life_unless_they_sacrifice_or_discard():
    """"[+3]: Each opponent loses 3 life unless that player sacrifices a nonland permanent of
    their choice or discards a card.": Bob may pay either cost he can pay instead (CR
    118.12a) — a land isn't offered — or else lose 3 life."""
    game = board([], ["Hill Giant", "Sol Ring", "Forest"], hands=([], ["Shock"]))
    bolas = _walker(game, "Nicol Bolas, the Deceiver", 5)
    activate(game, bolas, index=0)
    resolve(game)
    assert game.decision.player == 1
    assert set(game.decision.options) == {"sacrifice", "discard", "lose 3 life"}
    choose(game, "sacrifice")
    assert {game.state.objects[o].name for o in game.decision.options} == {"Hill Giant",
                                                                          "Sol Ring"}
    _pick(game, "Hill Giant")
    resolve(game)
    assert grave(game, 1) == ["Hill Giant"] and life(game, 1) == 20
    assert len(game.state.players[1].hand) == 1
    _next_main(game)
    activate(game, bolas, index=0)
    resolve(game)
    assert set(game.decision.options) == {"sacrifice", "discard", "lose 3 life"}
    choose(game, "lose 3 life")
    resolve(game)
    assert life(game, 1) == 17 and ids(game, "Sol Ring") and ids(game, "Forest")


@plays("Hag of Ceaseless Torment", "effect.lose_life_unless")
def test_118_12a_a_player_with_nothing_to_pay_loses_the_life():
    """With no nonland permanent and no card in hand, only the life loss is left (CR
    118.12a: a cost that can't be paid can't be chosen)."""
    game = board(["Hag of Ceaseless Torment"], ["Forest"], step="untap")
    to_step(game, "upkeep")
    resolve(game)                  # the only choice left is made for Bob
    assert life(game, 1) == 17 and ids(game, "Forest") and not game.state.stack
