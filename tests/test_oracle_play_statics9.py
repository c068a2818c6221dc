"""Statics (9): "gets +N/+N for each Aura / Equipment / Aura and Equipment attached to it",
counted continuously for each permanent affected: the source itself, the enchanted or
equipped creature, each creature of a group (CR 301.5, 303.4, 611.3a, 613.4c)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import activate, cast, chars, grave, obj, plays, resolve

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _attach(game, name: str, host: int, controller: int = 0) -> int:
    """`name` enters under `controller` attached to `host` (CR 303.4, 301.5)."""
    found = create_object(game.state, card_def(name), controller, "battlefield")
    found.attached_to = host
    game.state.changed()
    return found.id


def _pt(game, oid: int) -> tuple[int, int]:
    found = chars(game, oid)
    return found.power, found.toughness


@plays("Champion of the Flame", "quantity.attached", "quantity.static_pump")
def test_303_4_champion_of_the_flame_counts_each_aura_and_each_equipment():
    game = board(["Champion of the Flame"], [])
    champion = obj(game, "Champion of the Flame")
    assert _pt(game, champion) == (1, 1)
    _attach(game, "Bonesplitter", champion)                # +2/+0, one Equipment
    assert _pt(game, champion) == (5, 3)
    rancor = _attach(game, "Rancor", champion)             # +2/+0, one Aura
    assert _pt(game, champion) == (9, 5)
    game.state.objects[rancor].attached_to = None
    game.state.changed()
    assert _pt(game, champion) == (5, 3)


@plays("Golem-Skin Gauntlets", "quantity.its_attached", "keyword.equip")
def test_301_5_golem_skin_gauntlets_counts_equipment_attached_to_the_equipped_creature():
    """Equipped through its equip ability, then Bonesplitter joins: +1/+0 for each of the two,
    and +2/+0 from Bonesplitter; the other Bears, with nothing attached, is unchanged."""
    game = board(["Golem-Skin Gauntlets", "Bonesplitter", "Grizzly Bears", "Grizzly Bears",
                  "Mountain", "Mountain", "Mountain", "Mountain"], [])
    bears, other = ids(game, "Grizzly Bears")
    activate(game, obj(game, "Golem-Skin Gauntlets"), bears)
    resolve(game)
    assert _pt(game, bears) == (3, 2)
    activate(game, obj(game, "Bonesplitter"), bears)
    resolve(game)
    assert _pt(game, bears) == (6, 2)
    assert _pt(game, other) == (2, 2)


@plays("With Great Power . . .", "quantity.its_attached", "quantity.static_pump")
def test_303_4_with_great_power_counts_what_is_attached_to_the_enchanted_creature():
    """+2/+2 for itself and for Bonesplitter on the enchanted Bears; a Bonesplitter on the
    other Bears isn't attached to the enchanted creature."""
    game = board(["Grizzly Bears", "Grizzly Bears"], [])
    bears, other = ids(game, "Grizzly Bears")
    _attach(game, "With Great Power . . .", bears)
    assert _pt(game, bears) == (4, 4)
    _attach(game, "Bonesplitter", other)
    assert _pt(game, bears) == (4, 4) and _pt(game, other) == (4, 2)
    _attach(game, "Bonesplitter", bears)
    assert _pt(game, bears) == (8, 6)


@plays("Auramancer's Guise", "quantity.its_attached")
def test_303_4_auramancers_guise_counts_auras_only():
    game = board(["Grizzly Bears"], [])
    bears = obj(game, "Grizzly Bears")
    _attach(game, "Auramancer's Guise", bears)
    assert _pt(game, bears) == (4, 4) and "vigilance" in chars(game, bears).keywords
    _attach(game, "Bonesplitter", bears)                   # an Equipment: not counted
    assert _pt(game, bears) == (6, 4)
    _attach(game, "Rancor", bears)                         # an Aura: +2/+2, and its +2/+0
    assert _pt(game, bears) == (10, 6)


@plays("Thran Power Suit", "quantity.its_attached")
def test_301_5_thran_power_suit_counts_auras_and_equipment_and_grants_ward():
    game = board(["Grizzly Bears"], [])
    bears = obj(game, "Grizzly Bears")
    _attach(game, "Thran Power Suit", bears)
    assert _pt(game, bears) == (3, 3) and "ward" in chars(game, bears).keywords
    _attach(game, "Rancor", bears)
    assert _pt(game, bears) == (6, 4)


@plays("A-Bruenor Battlehammer", "quantity.its_attached")
def test_611_3a_bruenor_each_creature_counts_its_own_equipment():
    """Each of Alice's creatures gets +2/+0 for each Equipment attached to that creature;
    Bob's equipped Bears isn't hers."""
    game = board(["A-Bruenor Battlehammer", "Grizzly Bears", "Grizzly Bears"], ["Grizzly Bears"])
    first, second, bobs = ids(game, "Grizzly Bears")
    bruenor = obj(game, "A-Bruenor Battlehammer")
    base = _pt(game, bruenor)
    _attach(game, "Bonesplitter", first)
    _attach(game, "Bonesplitter", first)
    _attach(game, "Bonesplitter", bobs, controller=1)
    assert _pt(game, first) == (2 + 4 + 4, 2)              # two Bonesplitters: +4/+0 and +4/+0
    assert _pt(game, second) == (2, 2)
    assert _pt(game, bobs) == (4, 2)
    assert _pt(game, bruenor) == base


@plays("Valduk, Keeper of the Flame", "quantity.attached")
def test_303_4_valduk_creates_a_token_for_each_aura_and_equipment_attached_to_it():
    """At the beginning of combat: one 3/1 Elemental for Bonesplitter, one for Rancor."""
    game = board(["Valduk, Keeper of the Flame"], [])
    valduk = obj(game, "Valduk, Keeper of the Flame")
    _attach(game, "Bonesplitter", valduk)
    _attach(game, "Rancor", valduk)
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    assert len(ids(game, "Elemental")) == 2


# -- "where X is the number of <cards> in its controller's graveyard" (CR 611.3a, 404.1) -------

@plays("Death's Approach", "quantity.its_controller", "quantity.where_x")
def test_611_3a_deaths_approach_counts_the_enchanted_creatures_controllers_graveyard():
    """On Bob's Hill Giant: Bob's two creature cards count (not his land, not Alice's
    creature card); when a third creature card reaches his graveyard, it's -3/-3 and dies."""
    game = board(["Mountain"], ["Hill Giant", "Grizzly Bears"], hands=(["Shock"], []))
    giant, bears = obj(game, "Hill Giant"), obj(game, "Grizzly Bears")
    for name, owner in (("Grizzly Bears", 1), ("Runeclaw Bear", 1), ("Forest", 1),
                        ("Grizzly Bears", 0)):
        create_object(game.state, card_def(name), owner, "graveyard")
    _attach(game, "Death's Approach", giant)
    assert _pt(game, giant) == (1, 1)
    cast(game, "Shock", bears)
    resolve(game)
    assert "Hill Giant" in grave(game, 1)                  # 0/0: CR 704.5f


@plays("Disturbing Conversion", "quantity.its_controller", "quantity.where_x")
def test_611_3a_disturbing_conversion_each_player_mills_then_its_controllers_cards_count():
    """Cast on Bob's Hill Giant: each player mills two; Bob's two cards give -2/-0."""
    game = board(["Island", "Island"], ["Hill Giant"], hands=(["Disturbing Conversion"], []))
    giant = obj(game, "Hill Giant")
    cast(game, "Disturbing Conversion", giant)
    resolve(game)
    assert len(game.state.players[1].graveyard) == 2
    assert _pt(game, giant) == (1, 3)
