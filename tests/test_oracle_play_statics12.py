"""Static abilities of permanents, round 12: ward with other costs ("Ward—{2}, Pay 2 life.",
"Ward—Sacrifice a creature.") and ward granted in quotation marks ("Other creatures you
control have "Ward—Pay 2 life."") (CR 702.21a, 118.3, 613.1f); damage that isn't removed
during cleanup steps (CR 514.2); "<kind> spells you cast have improvise" (CR 702.126a); "As long as you control exactly one
creature, that creature gets ..." (CR 611.3a)."""

from __future__ import annotations

from boards import board
from test_oracle_play import (
    BOB,
    cast,
    chars,
    choose,
    grave,
    in_hand,
    life,
    names,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action

BOB_SEAT = 1


def _bob_targets(game, spell: str, target: str) -> None:
    """Bob casts `spell` at Alice's `target` in her main phase; the ward trigger goes on the
    stack above it and both players pass until its controller must decide (CR 702.21a)."""
    game.act(Action("pass", 0))
    cast(game, spell, obj(game, target), player=BOB_SEAT)
    while game.decision.kind == "priority" and game.state.stack:
        game.act(Action("pass", game.decision.player))


def _untapped(game, player: int) -> int:
    return sum(1 for i in game.state.battlefield if game.state.objects[i].controller == player
               and not game.state.objects[i].tapped)


@plays("Gisa, the Hellraiser", "keyword.ward_mana_life")
def test_702_21a_ward_mana_and_life_paid_both():
    """Bob pays Gisa's "Ward—{2}, Pay 2 life." with two Mountains and 2 life: his Shock
    isn't countered and deals Gisa 2 damage (CR 702.21a, 118.3)."""
    game = board(["Gisa, the Hellraiser"], ["Mountain"] * 3, hands=([], ["Shock"]))
    _bob_targets(game, "Shock", "Gisa, the Hellraiser")
    assert game.decision.kind == "yes_no" and game.decision.player == BOB_SEAT
    choose(game, "yes")
    resolve(game)
    assert life(game, BOB_SEAT) == 18 and _untapped(game, BOB_SEAT) == 0
    assert game.state.objects[obj(game, "Gisa, the Hellraiser")].damage == 2


@plays("Gisa, the Hellraiser", "keyword.ward_mana_life")
def test_702_21a_ward_mana_and_life_declined_or_unpayable_counters():
    """Bob declines: Shock is countered and he keeps his life and mana. With one Mountain he
    can't pay the {2} part, so the whole cost can't be paid and Shock is countered without a
    choice (CR 118.3)."""
    game = board(["Gisa, the Hellraiser"], ["Mountain"] * 3, hands=([], ["Shock"]))
    _bob_targets(game, "Shock", "Gisa, the Hellraiser")
    choose(game, "no")
    resolve(game)
    assert "Shock" in grave(game, BOB_SEAT) and life(game, BOB_SEAT) == 20
    assert game.state.objects[obj(game, "Gisa, the Hellraiser")].damage == 0
    assert _untapped(game, BOB_SEAT) == 2
    game = board(["Gisa, the Hellraiser"], ["Mountain"], hands=([], ["Shock"]))
    _bob_targets(game, "Shock", "Gisa, the Hellraiser")
    resolve(game)
    assert game.decision.kind != "yes_no" and life(game, BOB_SEAT) == 20
    assert game.state.objects[obj(game, "Gisa, the Hellraiser")].damage == 0


@plays("Vein Ripper", "keyword.ward_sacrifice")
def test_702_21a_ward_sacrifice_a_creature():
    """Bob sacrifices his Grizzly Bears to Vein Ripper's "Ward—Sacrifice a creature.": his
    Shock resolves; the Bears dying triggers the Ripper (CR 702.21a, 701.17a)."""
    game = board(["Vein Ripper"], ["Mountain", "Grizzly Bears", "Llanowar Elves"],
                 hands=([], ["Shock"]))
    _bob_targets(game, "Shock", "Vein Ripper")
    choose(game, "yes")
    assert game.decision.kind == "choose" and game.decision.player == BOB_SEAT
    assert set(game.decision.options) == {obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves")}
    choose(game, obj(game, "Grizzly Bears"))
    resolve(game)
    assert "Grizzly Bears" in grave(game, BOB_SEAT)
    assert "Llanowar Elves" not in grave(game, BOB_SEAT)
    assert game.state.objects[obj(game, "Vein Ripper")].damage == 2


@plays("Vein Ripper", "keyword.ward_sacrifice")
def test_702_21a_ward_sacrifice_without_a_creature_counters():
    """Bob controls no creature: he can't pay, so his Shock is countered (CR 118.3)."""
    game = board(["Vein Ripper"], ["Mountain"], hands=([], ["Shock"]))
    _bob_targets(game, "Shock", "Vein Ripper")
    resolve(game)
    assert "Shock" in grave(game, BOB_SEAT)
    assert game.state.objects[obj(game, "Vein Ripper")].damage == 0


@plays("Hexing Squelcher", "static.granted", "keyword.ward_cost")
def test_613_1f_granted_ward_pay_life_on_other_creatures():
    """Hexing Squelcher gives Alice's Grizzly Bears "Ward—Pay 2 life.": Bob's Shock at the
    Bears triggers it once (the Squelcher's own ward watches only itself); he pays 2 life
    and the Bears die (CR 613.1f, 702.21a)."""
    game = board(["Hexing Squelcher", "Grizzly Bears"], ["Mountain"], hands=([], ["Shock"]))
    _bob_targets(game, "Shock", "Grizzly Bears")
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    resolve(game)
    assert life(game, BOB_SEAT) == 18 and "Grizzly Bears" in grave(game)


@plays("Hag of Mage's Doom", "static.granted")
def test_613_1f_granted_ward_only_to_the_group():
    """Hag of Mage's Doom gives Warlocks "Ward—Pay 2 life.": Bob's Shock at Alice's Grizzly
    Bears (no Warlock) triggers no ward; at the Hag, a Warlock, it does (CR 613.1f)."""
    game = board(["Hag of Mage's Doom", "Grizzly Bears"], ["Mountain"], hands=([], ["Shock"]))
    _bob_targets(game, "Shock", "Grizzly Bears")
    resolve(game)
    assert life(game, BOB_SEAT) == 20 and "Grizzly Bears" in grave(game)
    game = board(["Hag of Mage's Doom"], ["Mountain"], hands=([], ["Shock"]))
    _bob_targets(game, "Shock", "Hag of Mage's Doom")        # a Warlock: hers too
    choose(game, "yes")
    resolve(game)
    assert life(game, BOB_SEAT) == 18 and "Hag of Mage's Doom" in grave(game)


def _damage(game, name: str, n: int = 0) -> int:
    return game.state.objects[obj(game, name, n)].damage


@plays("Uthgardt Fury", "static.damage_kept")
def test_514_2_damage_kept_on_opponents_creatures():
    """Alice Shocks Bob's Hill Giant: at her cleanup step its damage isn't removed (Uthgardt
    Fury: creatures her opponents control), so her second Shock on his turn kills it
    (CR 514.2, 704.5g)."""
    game = board(["Uthgardt Fury", "Mountain", "Mountain"], ["Hill Giant"],
                 hands=(["Shock", "Shock"], []))
    cast(game, "Shock", obj(game, "Hill Giant"))
    resolve(game)
    assert _damage(game, "Hill Giant") == 2
    to_step(game, "upkeep")                                   # Bob's turn
    assert game.state.active == BOB_SEAT
    assert _damage(game, "Hill Giant") == 2
    game.act(Action("pass", BOB_SEAT))
    cast(game, "Shock", obj(game, "Hill Giant"))
    resolve(game)
    assert "Hill Giant" in grave(game, BOB_SEAT)


@plays("Patient Zero", "static.damage_kept")
def test_514_2_own_creatures_damage_still_removed():
    """Patient Zero keeps damage only on Alice's opponents' creatures: her own Hill Giant,
    Shocked by Bob, is healed at the cleanup step (CR 514.2)."""
    game = board(["Patient Zero", "Hill Giant"], ["Mountain"], hands=([], ["Shock"]))
    game.act(Action("pass", 0))
    cast(game, "Shock", obj(game, "Hill Giant"), player=BOB_SEAT)
    resolve(game)
    assert _damage(game, "Hill Giant") == 2
    to_step(game, "upkeep")
    assert game.state.active == BOB_SEAT and _damage(game, "Hill Giant") == 0


@plays("Ancient Adamantoise", "static.damage_kept")
def test_514_2_damage_kept_on_this_creature():
    """Ancient Adamantoise keeps its own damage: Bob's Shock at it (he pays its ward {3})
    leaves 2 damage that is still there on his turn (CR 514.2)."""
    game = board(["Ancient Adamantoise"], ["Mountain"] * 4, hands=([], ["Shock"]))
    _bob_targets(game, "Shock", "Ancient Adamantoise")
    choose(game, "yes")
    resolve(game)
    assert _damage(game, "Ancient Adamantoise") == 2
    to_step(game, "upkeep")
    assert game.state.active == BOB_SEAT and _damage(game, "Ancient Adamantoise") == 2


def _castable(game, name: str) -> bool:
    card = in_hand(game, name)
    return any(a.kind == "cast" and a.object == card for a in game.legal_actions())


@plays("Inspiring Statuary", "static.spells_have_improvise")
def test_702_126a_statuary_artifacts_pay_for_a_nonartifact_spell_only():
    """With two Mountains, Alice taps the Statuary itself and Mind Stone (untapped, not for
    its mana) to pay the rest of Hill Giant's {3}{R}; the artifact spell Millstone gets no
    improvise (CR 702.126a)."""
    game = board(["Inspiring Statuary", "Mind Stone", "Mountain", "Mountain"], [],
                 hands=(["Hill Giant", "Millstone"], []))
    assert _castable(game, "Hill Giant")
    cast(game, "Hill Giant")
    resolve(game)
    assert "Hill Giant" in names(game)
    assert game.state.objects[obj(game, "Inspiring Statuary")].tapped
    game = board(["Inspiring Statuary", "Mind Stone"], [], hands=(["Millstone"], []))
    assert not _castable(game, "Millstone")


def test_702_126a_without_statuary_no_improvise():
    game = board(["Mind Stone", "Mountain", "Mountain"], [], hands=(["Hill Giant"], []))
    assert not _castable(game, "Hill Giant")


@plays("Ironheart, Clever Champion", "static.spells_have_improvise")
def test_702_126a_ironheart_noncreature_spells_only():
    """Ironheart gives Alice's noncreature spells improvise: with an Island, Ironheart (an
    artifact) and Mind Stone pay the {2} of Divination (CR 702.126a); the creature spell
    Gray Ogre isn't helped."""
    game = board(["Ironheart, Clever Champion", "Mind Stone", "Mountain"], [],
                 hands=(["Gray Ogre"], []))
    assert not _castable(game, "Gray Ogre")              # {2}{R}: two mana, no improvise
    game = board(["Ironheart, Clever Champion", "Mind Stone", "Island"], [],
                 hands=(["Divination"], []))
    cast(game, "Divination")
    resolve(game)
    assert game.state.objects[obj(game, "Ironheart, Clever Champion")].tapped
    assert "Divination" in grave(game)


@plays("Deadly Wanderings", "condition.only_creature")
def test_611_3a_deadly_wanderings_lone_creature_attacks_with_lifelink():
    """Alice's only creature, Grizzly Bears, is a 4/2 with deathtouch and lifelink: it
    attacks Bob for 4 and she gains 4 (CR 611.3a, 702.15b)."""
    game = board(["Deadly Wanderings", "Grizzly Bears"], [])
    bears = obj(game, "Grizzly Bears")
    assert (chars(game, bears).power, chars(game, bears).toughness) == (4, 2)
    assert {"deathtouch", "lifelink"} <= chars(game, bears).keywords
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    to_step(game, "end")
    assert life(game, BOB_SEAT) == 16 and life(game, 0) == 24


@plays("Homicidal Seclusion", "condition.only_creature")
def test_611_3a_seclusion_stops_with_a_second_creature():
    """Homicidal Seclusion gives Alice's lone Grizzly Bears +3/+1 and lifelink; when she
    casts Llanowar Elves, she controls two creatures and neither gets it (CR 611.3a)."""
    game = board(["Homicidal Seclusion", "Grizzly Bears", "Forest"], [],
                 hands=(["Llanowar Elves"], []))
    bears = obj(game, "Grizzly Bears")
    assert chars(game, bears).power == 5 and "lifelink" in chars(game, bears).keywords
    cast(game, "Llanowar Elves")
    resolve(game)
    elves = obj(game, "Llanowar Elves")
    assert chars(game, bears).power == 2 and "lifelink" not in chars(game, bears).keywords
    assert chars(game, elves).power == 1


@plays("Phyrexian Fleshgorger", "keyword.ward_life_power")
def test_702_21a_ward_pay_life_equal_to_its_power():
    """Bob pays 7 life, Phyrexian Fleshgorger's power, for its ward; at 5 life he can't pay
    7, so his Shock is countered (CR 702.21a, 608.2h, 119.4)."""
    game = board(["Phyrexian Fleshgorger"], ["Mountain"], hands=([], ["Shock"]))
    _bob_targets(game, "Shock", "Phyrexian Fleshgorger")
    choose(game, "yes")
    resolve(game)
    assert life(game, BOB_SEAT) == 13
    assert game.state.objects[obj(game, "Phyrexian Fleshgorger")].damage == 2
    game = board(["Phyrexian Fleshgorger"], ["Mountain"], hands=([], ["Shock"]))
    game.state.players[BOB_SEAT].life = 5
    _bob_targets(game, "Shock", "Phyrexian Fleshgorger")
    resolve(game)
    assert life(game, BOB_SEAT) == 5 and "Shock" in grave(game, BOB_SEAT)
    assert game.state.objects[obj(game, "Phyrexian Fleshgorger")].damage == 0


@plays("Alpharael, Stonechosen", "keyword.ward_discard_random")
def test_702_21a_ward_discard_a_card_at_random():
    """Bob pays Alpharael's "Ward—Discard a card at random.": the game picks one of his two
    cards, with no choice asked of him; his Shock resolves (CR 702.21a, 701.8b). With an
    empty hand he can't pay and Shock is countered (CR 118.3)."""
    game = board(["Alpharael, Stonechosen"], ["Mountain"],
                 hands=([], ["Shock", "Forest", "Island"]))
    _bob_targets(game, "Shock", "Alpharael, Stonechosen")
    choose(game, "yes")
    assert game.decision.kind == "priority"
    resolve(game)
    assert len(game.state.players[BOB_SEAT].hand) == 1
    assert {"Forest", "Island"} & set(grave(game, BOB_SEAT))
    assert game.state.objects[obj(game, "Alpharael, Stonechosen")].damage == 2
    game = board(["Alpharael, Stonechosen"], ["Mountain"], hands=([], ["Shock"]))
    _bob_targets(game, "Shock", "Alpharael, Stonechosen")
    resolve(game)
    assert "Shock" in grave(game, BOB_SEAT)
    assert game.state.objects[obj(game, "Alpharael, Stonechosen")].damage == 0


@plays("Winter, Cursed Rider", "static.granted", "keyword.ward_cost")
def test_613_1f_winter_artifacts_have_ward_pay_life():
    """Winter gives Alice's Mind Stone "Ward—Pay 2 life.": Bob declines to pay and his
    Shatter is countered (CR 613.1f, 702.21a)."""
    game = board(["Winter, Cursed Rider", "Mind Stone"], ["Mountain", "Mountain"],
                 hands=([], ["Shatter"]))
    _bob_targets(game, "Shatter", "Mind Stone")
    assert game.decision.kind == "yes_no"
    choose(game, "no")
    resolve(game)
    assert "Mind Stone" in names(game) and "Shatter" in grave(game, BOB_SEAT)


@plays("Ulamog's Dreadsire", "keyword.ward_sacrifice")
def test_702_21a_ward_sacrifice_a_permanent_with_mana_value_1_or_greater():
    """Bob's Grizzly Bears or Mind Stone (mana value 2) can pay Ulamog's Dreadsire's ward,
    not his Mountains (mana value 0) (CR 702.21a, 202.3)."""
    game = board(["Ulamog's Dreadsire"], ["Mountain", "Mountain", "Grizzly Bears", "Mind Stone"],
                 hands=([], ["Shock"]))
    _bob_targets(game, "Shock", "Ulamog's Dreadsire")
    choose(game, "yes")
    assert set(game.decision.options) == {obj(game, "Grizzly Bears"), obj(game, "Mind Stone")}
    choose(game, obj(game, "Grizzly Bears"))
    resolve(game)
    assert "Grizzly Bears" in grave(game, BOB_SEAT)
    assert game.state.objects[obj(game, "Ulamog's Dreadsire")].damage == 2
