"""Commander staples played (issue 17): counts of permanents of either of two types
(CR 608.2h), and the other constructs real decks need."""

from __future__ import annotations

from boards import board
from test_oracle_play import cast, names, obj, plays, resolve


@plays("Dockside Extortionist", "quantity.where_x", "quantity.permanents", "mass.type_list")
def test_608_2h_dockside_counts_each_artifact_or_enchantment_opponents_control_once():
    game = board(["Mountain", "Mountain", "Sol Ring"],
                 ["Ornithopter", "Glorious Anthem", "Bident of Thassa", "Grizzly Bears"],
                 hands=(["Dockside Extortionist"], []))
    cast(game, "Dockside Extortionist")
    resolve(game)
    assert names(game).count("Treasure") == 3     # Bident is both: counted once; not Sol Ring


@plays("Road Rage", "quantity.where_x", "quantity.permanents", "mass.subtype_list")
def test_608_2h_road_rage_counts_mounts_and_vehicles_you_control():
    game = board(["Mountain", "Smuggler's Copter", "Grizzly Bears"],
                 ["Smuggler's Copter", "Craw Wurm"], hands=(["Road Rage"], []))
    wurm = obj(game, "Craw Wurm")
    cast(game, "Road Rage", wurm)
    resolve(game)
    assert game.state.objects[wurm].damage == 3   # 2 plus Alice's one Vehicle, not Bob's
