"""GameState and Player: all the data of a game, nothing clever.

Everything a game is lives here (no globals), so `GameState.copy()` and
`to_json()` capture a game at any decision, mid-cast and mid-resolution
included: procedures that stop for a choice keep their progress in
`frames`, never on the Python call stack.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from tolaria.data.actions import Action, Decision
from tolaria.data.ir import CardDef, LayerEffect, TriggeredAbility
from tolaria.data.mana import ManaPool
from tolaria.data.objects import GameObject, Ref
from tolaria.data.vocabulary import EMBLEM

STEPS = (
    "untap", "upkeep", "draw", "precombat main", "beginning of combat",
    "declare attackers", "declare blockers", "combat damage", "end of combat",
    "postcombat main", "end", "cleanup",
)
# CR 500.1: the phase each step belongs to.
PHASE_OF = {
    "untap": "beginning", "upkeep": "beginning", "draw": "beginning",
    "precombat main": "precombat main", "beginning of combat": "combat",
    "declare attackers": "combat", "declare blockers": "combat", "combat damage": "combat",
    "end of combat": "combat", "postcombat main": "postcombat main", "end": "ending",
    "cleanup": "ending",
}


class Player:
    """A player (CR 102): life, counters, mana pool and the ids in their zones."""

    __slots__ = (
        "index", "name", "life", "poison", "lands_played", "pool", "library", "hand",
        "graveyard", "exile", "lost", "won", "drew_from_empty", "mulligans", "kept",
        "max_hand_size", "left_turn", "energy", "blessed", "ring_tempted", "ring_bearer",
        "room", "dungeons", "completed", "experience", "spells_cast",
    )

    def __init__(self, index: int, name: str) -> None:
        self.index = index
        self.name = name
        self.life = 20                      # CR 103.4
        self.poison = 0
        self.lands_played = 0               # CR 305.2a
        self.pool = ManaPool()
        self.library: list[int] = []        # top of library is the end of the list
        self.hand: list[int] = []
        self.graveyard: list[int] = []      # top is the end
        self.exile: list[int] = []
        self.lost = False
        self.won = False
        self.drew_from_empty = False        # CR 704.5b
        self.mulligans = 0
        self.kept = False
        self.max_hand_size = 7              # CR 402.2
        self.left_turn: int | None = None   # the turn they left the game in (CR 800.4, 801.2c)
        self.energy = 0                     # energy counters (CR 107.14, 122.1)
        self.blessed = False                # the city's blessing (CR 702.131c)
        # How many times the Ring has tempted them (their emblem The Ring from the first,
        # CR 701.52c) and their Ring-bearer's id (CR 701.52a; `tolaria.rules.ring`).
        self.ring_tempted = 0
        self.ring_bearer: int | None = None
        # The room their venture marker is on, which names its dungeon (None: no dungeon of
        # theirs in the command zone, CR 309.2), how many dungeons they completed and which
        # (CR 309.7; `tolaria.rules.dungeon`).
        self.room: str | None = None
        self.dungeons = 0
        self.completed: tuple[str, ...] = ()
        self.experience = 0                 # experience counters (CR 122.1)
        self.spells_cast = 0                # spells they cast this game (CR 601.2i)

    def zone(self, name: str) -> list[int]:
        return getattr(self, name)

    def copy(self) -> Player:
        new = object.__new__(Player)
        new.index, new.name, new.life, new.poison = self.index, self.name, self.life, self.poison
        new.lands_played, new.pool = self.lands_played, self.pool.copy()
        new.library, new.hand = self.library[:], self.hand[:]
        new.graveyard, new.exile = self.graveyard[:], self.exile[:]
        new.lost, new.won, new.drew_from_empty = self.lost, self.won, self.drew_from_empty
        new.mulligans, new.kept, new.max_hand_size = self.mulligans, self.kept, self.max_hand_size
        new.left_turn, new.energy, new.blessed = self.left_turn, self.energy, self.blessed
        new.ring_tempted, new.ring_bearer = self.ring_tempted, self.ring_bearer
        new.room, new.dungeons, new.experience = self.room, self.dungeons, self.experience
        new.completed, new.spells_cast = self.completed, self.spells_cast
        return new


@dataclass(frozen=True, slots=True)
class ContinuousEffect:
    """A continuous effect from a resolved spell or ability (CR 611.2).

    The set of affected objects is locked in when it begins (CR 611.2c); `parts`
    say what it does in each layer (CR 613.1, 613.6). `until` (CR 611.2a-b) is
    "end of turn" (CR 514.2), "your next turn" (ends as its controller's next turn
    begins), "source on battlefield" ("for as long as ..."), or "permanent";
    `source_id`/`controller` identify where it came from.
    """

    timestamp: int
    source_name: str
    affected: tuple[int, ...]
    parts: tuple[LayerEffect, ...]
    until: str = "end of turn"
    source_id: int | None = None
    controller: int | None = None


@dataclass(frozen=True, slots=True)
class PreventionShield:
    """"Prevent the next N damage that would be dealt to ..." (CR 615.7).

    With `from_source`: "the next time [that source] would deal damage to ...,
    prevent that damage" (CR 615.8, 609.7a), the source chosen as it resolved
    (`from_uid`: a permanent spell's card, to follow it onto the battlefield);
    `colors`: the source must still have one of them (CR 609.7b, 615.9).
    `next_instance`: it prevents all of the next damage event, then is used up.
    `every`: "prevent all [combat] damage that would be dealt [to/by ...] this turn": it
    prevents all such damage until it ends, and isn't used up (CR 615.1); `target` None
    is any player or permanent; `combat_only`: only combat damage (CR 510.2).
    `sid` identifies the shield; `source_id`/`uid` the spell or ability that made it.
    """

    target: Ref | None
    amount: int
    source_name: str
    until: str = "end of turn"
    sid: int = 0
    source_id: int | None = None
    uid: int | None = None
    from_source: int | None = None
    from_uid: int | None = None
    colors: frozenset[str] = frozenset()
    next_instance: bool = False
    every: bool = False
    combat_only: bool = False
    to_players: bool = False          # with `every`: only damage dealt to players
    to_filter: Any = None             # ... only to permanents this ObjectFilter describes
    by_filter: Any = None             # ... only by sources this ObjectFilter describes
    controller: int | None = None     # whose "you control" the filters mean
    # "Damage can't be prevented this turn": not a shield but a marker kept with them
    # (it lasts the turn, CR 514.2): while it's there no damage is prevented (CR 615.12).
    stops_prevention: bool = False
    # What else happens for the damage it prevents (CR 615.5): ("gain_life", player),
    # ("counters", kind, object id) — "You gain life equal to the damage prevented this way."
    then: tuple[Any, ...] = ()


@dataclass(frozen=True, slots=True)
class RegenerationShield:
    """"Regenerate [permanent]": the next time it would be destroyed this turn, instead
    remove all damage from it, tap it and remove it from combat (CR 701.15a, 614.8)."""

    obj: int
    source_name: str
    until: str = "end of turn"
    sid: int = 0
    source_id: int | None = None
    uid: int | None = None


@dataclass(frozen=True, slots=True)
class ExileShield:
    """"If that creature would die this turn, exile it instead." (CR 614.1a, 700.4): a
    replacement effect of a resolved spell or ability on one permanent, for the turn."""

    obj: int | None                 # None: every permanent matching `filter` ("If a
    source_name: str                # creature would die this turn, exile it instead")
    until: str = "end of turn"
    sid: int = 0
    source_id: int | None = None
    uid: int | None = None
    filter: Any = None              # an ObjectFilter, from `controller`'s point of view
    controller: int = 0
    leaving: bool = False           # "If it would leave the battlefield, exile it instead
                                    # of putting it anywhere else" (any zone, for good)


@dataclass(frozen=True, slots=True)
class RedirectShield:
    """A redirection effect of a resolved spell or ability (CR 614.9): damage that would be
    dealt to `target` (any recipient if None) is dealt to `dest` instead — the next
    `amount` damage, or the next time (`next_instance`), or all of it this turn (`every`);
    with `from_source`, only damage from that chosen source (CR 609.7a). `dest`
    ("source controller", 0) is the controller of the source of the damage."""

    target: Ref | None
    dest: Ref
    source_name: str
    amount: int = 0
    until: str = "end of turn"
    sid: int = 0
    source_id: int | None = None
    uid: int | None = None
    from_source: int | None = None
    next_instance: bool = False
    every: bool = False
    combat_only: bool = False
    yours: int | None = None        # with no `target`: only to this player and permanents
                                    # they control ("to you and/or permanents you control")


@dataclass(frozen=True, slots=True)
class TurnReplacement:
    """A replacement effect a resolved spell or ability sets up for the turn, worded like a
    static ability: "If a source you control would deal damage this turn, it deals double
    that damage instead." (CR 614.1a, 611.2a); `spec` is a `ReplacementSpec` applied as
    `tolaria.rules.effects.replacements` applies static ones, for `controller`."""

    spec: Any
    controller: int
    source_name: str
    until: str = "end of turn"
    sid: int = 0
    source_id: int | None = None
    uid: int | None = None


@dataclass(frozen=True, slots=True)
class ReplacementProgress:
    """Replacement effects being applied to a batch of events (CR 616.1), paused for a
    choice: the events, the answers given so far, and the decision waiting (if any).
    See `tolaria.rules.events.happen`."""

    events: tuple[Any, ...]
    answers: tuple[Any, ...] = ()
    decision: Decision | None = None


@dataclass(frozen=True, slots=True)
class PendingTrigger:
    """A triggered ability waiting to be put on the stack (CR 603.3)."""

    controller: int
    source_id: int
    source_name: str
    ability: TriggeredAbility
    data: tuple[Any, ...] = ()          # what the trigger event carried
    card: CardDef | None = None         # the source's card, should the source be gone
    # a delayed trigger's: how often its source had transformed as it was created (701.28f)
    source_transforms: str = ""


@dataclass(frozen=True, slots=True)
class DelayedTrigger:
    """A delayed triggered ability created by a resolving spell or ability (CR 603.7).

    It triggers the next time its event happens, then ceases to exist (CR 603.7b), unless
    it has a stated duration: `this_turn` ("Whenever you cast a creature spell this turn")
    triggers each time until the turn ends (CR 603.7b, 514.2); `until` ("end of turn",
    "your next turn": "Until your next turn, whenever ...") triggers on any event each
    time until then (CR 603.7b, 611.2a), watched like a permanent's (`triggers`).
    Its source and controller are those of what created it (CR 603.7d-e).
    """

    ability: TriggeredAbility
    controller: int
    source_id: int
    source_name: str
    card: CardDef | None = None
    data: tuple[Any, ...] = ()          # its creator's event data: "that creature" (603.7c)
    this_turn: bool = False
    until: str = ""
    # how often its source, a transforming double-faced permanent, had transformed as it was
    # created: an instruction to transform it is then ignored if it has since (CR 701.28f)
    source_transforms: str = ""


@dataclass(frozen=True, slots=True)
class ResolveFrame:
    """Progress through resolving a stack object (CR 608.2): the next effect to run.

    `answer` holds the reply to the decision the current effect asked for.
    """

    obj_id: int
    step: int = 0
    answer: tuple[Any, ...] | None = None
    started: bool = False               # its targets and "if" were checked (CR 608.2b, 603.4)

    def advanced(self) -> ResolveFrame:
        return replace(self, step=self.step + 1, answer=None)


@dataclass(slots=True)
class Options:
    """Game options: the ruleset (see tolaria.data.rulesets), the starting player, and the
    multiplayer variant and options (see tolaria.rules.multiplayer, CR 800-809)."""

    rules: str = "modern"
    starting_player: int | None = None     # None: chosen at random (CR 103.1)
    skip_mulligans: bool = False
    variant: str = "free-for-all"          # or "emperor" (CR 806, 809)
    range_of_influence: int | None = None  # seats; None: unlimited (CR 801)
    attack: str = "multiple"               # "multiple", "left" or "right" (CR 802, 803)
    teams: tuple[tuple[int, ...], ...] = ()   # seats of each team (CR 809.2)
    ante: bool = False                     # playing for ante (CR 407, tolaria.rules.ante)
    chooser: int | None = None             # who chooses to play or draw (CR 103.1)
    # Commander (CR 903): each seat's commander card names, put into the command zone as
    # the game begins (CR 903.6); () when the game isn't a Commander game.
    commanders: tuple[tuple[str, ...], ...] = ()
    # Each seat's companion revealed before the game ("" for none; CR 103.2b, 702.139a).
    companions: tuple[str, ...] = ()
    # Each seat's sideboard as the game begins, card names: the cards it owns outside the
    # game (CR 100.4, 103.2a, 400.11a); () when no seat has one.
    sideboards: tuple[tuple[str, ...], ...] = ()

    @property
    def limited_range(self) -> bool:
        """CR 801.1: the limited range of influence option (always on in Emperor games)."""
        return self.range_of_influence is not None or self.variant == "emperor"


def listed(names: Sequence[str]) -> str:
    """Names as a log line lists them: "A", "A and B", "A, B and C"."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def possessive(name: str) -> str:
    """"Llanowar Elves'" / "Timberwatch Elf's", as a log line names an ability's source."""
    return name + ("'" if name.endswith("s") else "'s")


@dataclass(slots=True)
class LogEntry:
    """One line of the game log: what happened and the CR rules behind it."""

    turn: int
    step: str
    text: str
    rules: tuple[str, ...] = ()

    def __str__(self) -> str:
        cite = f" [CR {', '.join(self.rules)}]" if self.rules else ""
        return f"{self.text}{cite}"


class GameState:
    """The whole game as data."""

    def __init__(self, names: list[str], seed: int, options: Options | None = None) -> None:
        self.players = [Player(i, n) for i, n in enumerate(names)]
        self.objects: dict[int, GameObject] = {}
        self.battlefield: list[int] = []     # in timestamp order of entering
        self.stack: list[int] = []           # bottom first, top last
        self.ante: list[int] = []            # the ante zone, when playing for ante (CR 407)
        self.command: list[int] = []         # the command zone's emblems (CR 114, 408.2)
        self.transfers: list[tuple[str, int, int, int]] = []  # ante ownership changes (407.2)
        self.subgame: GameState | None = None   # a subgame being played (CR 726, subgame.py)
        self.options = options or Options()
        self.seed = seed
        self.rng = random.Random(seed)
        self.turn = 0
        self.active = 0
        self.step = "untap"
        self.stage = "setup"                 # where the engine is inside the current step
        self.priority = 0
        self.passes = 0                      # consecutive passes (CR 117.4)
        self.effects: list[ContinuousEffect] = []
        self.shields: list[PreventionShield | RegenerationShield | ExileShield] = []
        self.replacing: list[ReplacementProgress] = []   # at most one: a paused CR 616.1 choice
        self.opening: list[int] = []         # players yet to take opening-hand actions (103.6)
        self.pending: list[PendingTrigger] = []
        self.delayed: list[DelayedTrigger] = []           # CR 603.7
        # Permanents that entered ("enters", id) or left ("leaves", old id) the battlefield
        # in the event being performed: they see each other's triggers (CR 603.6a, 603.10a).
        self.simultaneous: list[tuple[str, int]] = []
        self.step_triggers_due = True        # "at the beginning of" not yet checked (CR 603.2b)
        self.frames: list[ResolveFrame] = []
        self.decision: Decision | None = None
        self.next_id = 1
        self.next_uid = 1
        self.clock = 0                       # timestamps (CR 613.7)
        self.damage_order: dict[int, tuple[int, ...]] = {}   # CR 509.2
        self.first_strike_step = False       # this combat damage step is the first-strike one (CR 510.4)
        self.combat_damage_dealers: list[int] = []
        self.combat_step = "none"            # "first strike" or "regular" (CR 510.4)
        self.assigned: dict[int, tuple] = {} # combat damage assignments made so far (CR 510.1)
        self.blockers_declared: list[int] = []
        # Planeswalkers and battles removed from combat while being attacked, still on the
        # battlefield (CR 506.4): the creatures attacking them attack nothing (506.4c).
        self.removed_attacked: list[int] = []
        # The attacking bands announced this combat, each the ids of its members (CR
        # 702.22c); a member removed from combat is out of its band (702.22f). Replaced,
        # never changed in place: a copy of the state shares it.
        self.bands: list[tuple[int, ...]] = []
        # Phased-out permanents (CR 702.26b, `tolaria.rules.keywords.phasing`): (id, the
        # player it phased out under, the permanent it phased out with indirectly or 0
        # (702.26g), what holds it phased out: () or a `keywords.phasing` hold).
        self.phased_out: list[tuple[int, int, int, tuple[Any, ...]]] = []
        # one entry per creature placed in an attacker's (or blocker's) damage assignment
        # order; its order is set once all are (`tolaria.rules.combat.placed`, CR 509.2)
        self.ordered: list[int] = []
        self.cleanup_again = False           # CR 514.3a
        self.cleanup_discarded = False
        self.triggers_ordered: int | None = None
        self.mulligan_round: list[tuple[int, str]] = []   # CR 103.5 declarations this round
        self.bottoms: list[int] = []         # players still to put cards on the bottom
        self.stray_tokens: list[int] = []    # tokens that left the battlefield (CR 704.5d)
        self.departed: list[int] = []        # objects that left their zone, kept as LKI
        self.looked: list[tuple[int, int]] = []   # (object id, player who has seen it)
        # (source id, exiled card id): exiled "until <source> leaves the battlefield" (610.3)
        self.exiled_until: list[tuple[Any, ...]] = []   # (source, card[, "hand"]): 610.3
        # exiled Auras returning (610.3c) whose owner must choose what they enchant (303.4g)
        self.returning: list[int] = []
        self.extra_turns: list[int] = []     # players given extra turns; last taken first (500.7)
        self.skip_turns: list[int] = []      # a player for each of their turns to skip (614.10)
        self.skip_combats: list[int] = []    # a player for each of their combat phases to skip
        self.skip_untaps: list[int] = []     # a player for each of their untap steps to skip
        self.skip_draws: list[int] = []      # a player for each of their draw steps to skip
        # Phases added after the current one, the next first (CR 500.8): "combat" or
        # "postcombat main" (CR 505.1a); and the step whose successor follows once the
        # added phases are over ("" in a phase of the turn's own).
        self.added_phases: list[str] = []
        self.resume_step = ""
        self.monarch: int | None = None      # the player who is the monarch (CR 722)
        self.starting_player: int | None = None   # who took the first turn (CR 103.1)
        self.initiative: int | None = None   # the player who has the initiative (CR 723)
        # Day and night (CR 728, `tolaria.rules.day_night`): None (neither), "day" or
        # "night"; and the most spells a player active in the previous turn cast (728.2).
        self.day_night: str | None = None
        self.previous_turn_casts = 0
        self.last_turn_casts: list[int] = []     # by player; "last turn" conditions
        # The facts of the previous turn (its `this_turn`, never changed again): "if you lost
        # life last turn" (`tolaria.rules.conditions`; shared by copies)
        self.last_turn: list[tuple[Any, ...]] = []
        # Commander (CR 903, `tolaria.rules.commander`): the command zone (CR 408, shared
        # like the ante), the commanders' card uids (the designation follows the card,
        # CR 903.3), one uid per cast from the command zone (the tax, CR 903.8), the
        # combat damage each commander dealt each player, [uid, player, total] (CR 903.10a),
        # and the commanders in a graveyard or exile whose owner left them there (903.9a).
        self.command: list[int] = []
        self.commanders: list[int] = []
        self.commander_casts: list[int] = []
        self.commander_damage: list[tuple[int, int, int]] = []
        self.commander_stays: list[int] = []
        # Companions revealed before the game, still outside it: (player, card name)
        # (CR 103.2b, 702.139a; `tolaria.rules.keywords.companion`).
        self.companions: list[tuple[int, str]] = []
        # The cards each player owns outside the game (their sideboard, CR 400.11a), as
        # (owner, card name), hidden from the other players (CR 400.2 by analogy: only the
        # owner knows them); a wish brings one into the game (400.11b,
        # `tolaria.rules.effects.outside`).
        self.sideboards: list[tuple[int, str]] = []
        # (source id, card id): cards exiled by a permanent's ability, for its linked
        # "return the exiled card" (CR 607.2a)
        self.exiled_with: list[tuple[int, int]] = []
        # (card id, ...): the new objects a permanent represented by several cards (melded,
        # CR 712.21; merged, 727.3) became as it left the battlefield for one zone, the
        # first the one its object moved as; an effect that finds one of them finds them
        # all (CR 712.21c, 727.3c, `tolaria.rules.zones.found_cards`)
        self.new_objects: list[tuple[int, ...]] = []
        # (exiled card id, player, "turn" | "your next turn", turn given): "you may play that
        # card" permissions (CR 601.3, 305.1; tolaria.rules.effects.library); a card in a
        # graveyard: "you may cast that card this turn" (`keywords.graveyard_cast`)
        self.may_play: list[tuple[int, int, str, int]] = []
        # (controller, exiled card id): cards a restarted game left in exile that its
        # restarting ability puts onto the battlefield before the first untap step (CR
        # 724.4, `tolaria.rules.restart`); replaced, never changed in place.
        self.restarting: tuple[tuple[int, int], ...] = ()
        # (controlled player, controlling player, when): control of a player (CR 720,
        # `tolaria.rules.control`); replaced, never changed in place.
        self.player_control: tuple[tuple[int, int, str], ...] = ()
        self.sba_checked = -1                # `version` at the last check that found nothing
        self.log: list[LogEntry] = []
        self.over = False
        self.winner: int | None = None
        self.actions_taken = 0
        # The actions taken through `Game.act`, in order, and the decks as `Game.new` was
        # given them (None for a position set up otherwise): `Game.start` and `Game.replay`.
        self.history: list[Action] = []
        self.decks: tuple[tuple[str, ...], ...] | None = None
        self.version = 0                     # bumped on every change; keys caches
        self.cache: dict[Any, Any] = {}
        # Characteristics and what is built from them (`tolaria.rules.layers`): kept across
        # off-board changes unless the world reads those ("volatile", `changed_off_board`).
        self.board_cache: dict[Any, Any] = {}
        self.aliases: dict[str, int] = {}    # scenario aliases -> card_uid (docs/scenarios.md)
        # What happened this turn, for "if a creature died this turn" and the like
        # (tolaria.rules.conditions.record); emptied as each turn begins.
        self.this_turn: list[tuple[Any, ...]] = []

    # -- small queries used everywhere -------------------------------------------------
    @property
    def n_players(self) -> int:
        return len(self.players)

    def living(self) -> list[int]:
        return [p.index for p in self.players if not p.lost]

    def next_player(self, index: int) -> int:
        """The next player in turn order who is still in the game (CR 101.4)."""
        n = len(self.players)
        for k in range(1, n + 1):
            j = (index + k) % n
            if not self.players[j].lost:
                return j
        return index

    def apnap(self) -> list[int]:
        """Players in APNAP order (CR 101.4)."""
        order, p = [], self.active
        for _ in range(len(self.players)):
            if not self.players[p].lost:
                order.append(p)
            p = (p + 1) % len(self.players)
        return order

    def emblems(self) -> list[int]:
        """The emblems in the command zone (CR 114): their abilities work there (114.4),
        a commander's don't (CR 903, 408.3)."""
        objects = self.objects
        return [oid for oid in self.command if objects[oid].card.name == EMBLEM]

    def opponents(self, index: int) -> list[int]:
        """Players still in the game not on `index`'s team (CR 102.2-102.3)."""
        if self.options.teams:
            team = next((t for t in self.options.teams if index in t), (index,))
            return [p.index for p in self.players if p.index not in team and not p.lost]
        return [p.index for p in self.players if p.index != index and not p.lost]

    def changed(self) -> None:
        """Every state change ends here: everything cached is stale."""
        self.version += 1
        if self.cache:
            self.cache.clear()
        if self.board_cache:
            self.board_cache.clear()

    def changed_off_board(self) -> None:
        """A change that neither characteristics nor state-based actions read: the board's
        characteristics are kept, and if the state-based actions found nothing before it,
        they find nothing after it (CR 704.5: none of them reads a tapped permanent, mana,
        the step or a card's place among library, hand and graveyard). Only for a world
        that reads nothing off the board: `tolaria.rules.layers.off_board_change`
        decides."""
        if self.sba_checked == self.version:
            self.sba_checked += 1
        self.version += 1
        if self.cache:
            self.cache.clear()

    def timestamp(self) -> int:
        self.clock += 1
        return self.clock

    def say(self, text: str, *rules: str) -> None:
        if self.options.rules != "modern":  # the era's words and numbers (tolaria.data.rulesets)
            from tolaria.data.rulesets import era_rules, era_text
            text = era_text(self.options.rules, text)
            rules = era_rules(self.options.rules, rules)
        self.log.append(LogEntry(self.turn, self.step, text, rules))

    # -- copying ----------------------------------------------------------------------
    def copy(self) -> GameState:
        new = object.__new__(GameState)
        new.__dict__.update(self.__dict__)
        new.players = [p.copy() for p in self.players]
        new.objects = {i: o.copy() for i, o in self.objects.items()}
        new.battlefield = self.battlefield[:]
        new.stack = self.stack[:]
        new.ante = self.ante[:]
        new.command = self.command[:]
        new.commanders = self.commanders[:]
        new.commander_casts = self.commander_casts[:]
        new.commander_damage = self.commander_damage[:]
        new.commander_stays = self.commander_stays[:]
        new.companions = self.companions[:]
        new.sideboards = self.sideboards[:]
        new.transfers = self.transfers[:]
        new.subgame = self.subgame.copy() if self.subgame is not None else None
        new.effects = self.effects[:]
        new.shields = self.shields[:]
        new.replacing = self.replacing[:]
        new.opening = self.opening[:]
        new.pending = self.pending[:]
        new.delayed = self.delayed[:]
        new.simultaneous = self.simultaneous[:]
        new.frames = self.frames[:]
        new.damage_order = dict(self.damage_order)
        new.combat_damage_dealers = self.combat_damage_dealers[:]
        new.assigned = dict(self.assigned)
        new.blockers_declared = self.blockers_declared[:]
        new.removed_attacked = self.removed_attacked[:]
        new.phased_out = self.phased_out[:]
        new.ordered = self.ordered[:]
        new.mulligan_round = self.mulligan_round[:]
        new.bottoms = self.bottoms[:]
        new.stray_tokens = self.stray_tokens[:]
        new.departed = self.departed[:]
        new.looked = self.looked[:]
        new.exiled_until = self.exiled_until[:]
        new.returning = self.returning[:]
        new.extra_turns = self.extra_turns[:]
        new.skip_turns = self.skip_turns[:]
        new.last_turn_casts = self.last_turn_casts[:]
        new.skip_combats = self.skip_combats[:]
        new.skip_untaps = self.skip_untaps[:]
        new.skip_draws = self.skip_draws[:]
        new.added_phases = self.added_phases[:]
        new.may_play = self.may_play[:]
        new.exiled_with = self.exiled_with[:]
        new.new_objects = self.new_objects[:]
        new.log = self.log[:]
        new.history = self.history[:]
        # Made without `__init__`, which would seed it from the system's entropy only for
        # `setstate` to overwrite that (a copy is on the search agents' hot path).
        new.rng = random.Random.__new__(type(self.rng))
        new.rng.setstate(self.rng.getstate())
        new.aliases = dict(self.aliases)
        new.this_turn = self.this_turn[:]
        new.cache = {}
        new.board_cache = {}
        return new
