"""The parser: a recursive-descent reader over the lexer's tokens, with backtracking.

Grammar rules are plain functions taking a `Parser` (modules `phrases`,
`instructions`, `abilities`). A rule consumes tokens and returns IR, or calls
`fail` (raising `NoParse`); `attempt` and `choice` restore the position, the
targets collected so far and the constructs used when an alternative fails.

Every grammar rule that accepts something names its construct with `mark`
(for example "effect.damage"). `CONSTRUCTS` lists them all with a description;
a compiled card records the constructs it used, and the tests check that each
construct is played by at least one test (tests/test_oracle_constructs.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NoReturn, TypeVar

from tolaria.cards.oracle.lexer import Token
from tolaria.data.ir import TargetSpec

T = TypeVar("T")

# Construct name -> what it reads. Filled by `construct` as grammar modules load.
CONSTRUCTS: dict[str, str] = {}


def construct(name: str, description: str) -> str:
    """Declare a construct the grammar accepts (module level, once per name)."""
    if CONSTRUCTS.get(name, description) != description:
        raise ValueError(f"construct {name!r} is declared twice, for different grammar")
    CONSTRUCTS[name] = description
    return name


class NoParse(Exception):
    """A grammar rule doesn't match here (internal: caught by `attempt`/`choice`)."""


@dataclass(slots=True)
class Card:
    """What a rule may need to know about the card being compiled."""

    name: str
    types: frozenset[str]
    subtypes: frozenset[str]
    x_cost: bool = False          # {X} in its mana cost (CR 107.3)
    mana_cost: str = ""           # as printed, "{1}{U}{U}" (transmute reads its mana value)
    choices: tuple[str, ...] = ()  # "As this enters, choose a color" (`choices.as_enters`)
    enchant_player: bool = False  # an Aura with "Enchant player" (CR 702.5d)
    # "Enchant creature card in a graveyard" with Animate Dead's enters trigger (CR 303.4a)
    enchant_graveyard: bool = False
    delve: bool = False           # "Delve": "cards exiled with it" as it was cast (702.66a)
    haunt: bool = False           # "Haunt": "the creature it haunts" (CR 702.55b)
    # "enchanted Forest": the noun naming what this Aura enchants, when only such
    # permanents can be (its enchant ability: "enchant Forest you control", CR 702.5a)
    enchanted: str = ""
    # "Kicker {1}{B} and/or {R}": how each kicker cost is announced, "kicker {1}{b}" and
    # "kicker {r}" (`tolaria.rules.costs.kicker_names`; CR 702.33f)
    kickers: tuple[str, ...] = ()
    # "Cycling {X}{1}{U}": "X" in its "When you cycle this card" trigger is the X paid to
    # cycle it (CR 107.3, 702.29c)
    cycling_x: bool = False
    gift: bool = False            # "Gift a card": "if the gift was promised" (CR 702.174a)


# `Scope.event` of "whenever you cast a spell that targets one or more <permanents>": "those
# <permanents>" are the ones it targeted (`instructions._gain_control`, CR 603.2).
CAST_TARGETING = "cast_targeting"


@dataclass(slots=True)
class Scope:
    """The references of the ability being read (CR 115, 608.2c).

    `targets` are its target phrases in order; `it` is what "it"/"that creature"
    refers to (a target index, "self", "event" or "enchanted"); `kind` is "spell",
    "activated", "triggered" or "static"; `event` the trigger's event, if any.
    """

    kind: str
    targets: list[TargetSpec] = field(default_factory=list)
    it: Any = None
    them: Any = None              # "they"/"them": a group (an ObjectFilter) just named
    event: str = ""
    event_subject: str = ""       # "self", "object" or "player": what the event is about
    self_gone: bool = False       # a dies/leaves trigger of its own: "it" is last known info
    # "Whenever a creature an opponent controls dies": the one object of the event is gone;
    # only what it was is readable ("its controller", CR 603.10a, 608.2h)
    event_gone: bool = False
    x_cost: bool = False          # {X} in an activated ability's cost: "X" is its value
    # "When this creature enters, ..." of a permanent with {X} in its mana cost: "X" is the
    # X of the spell it entered from, known as the ability triggers (CR 107.3m)
    entering_x: bool = False
    x_counters: bool = False      # "Remove X <kind> counters from this ...": X announced
    # "Destroy all / each <permanents> with mana value X or less" in an ability with {X} in
    # its cost: "X" in the group's description is that X, bound as it resolves
    group_x: bool = False
    choices: tuple[str, ...] = ()  # "Choose a color." read: what "the chosen ..." can mean
    earlier: tuple[Any, ...] = ()  # a spell's earlier lines' instructions (`riders.earlier`)
    each_opponent: bool = False   # "For each opponent, ..." (`targeting.each_opponent`)
    # "As this creature enters, choose an opponent. This creature enters with ... for each
    # creature that player controls.": "that player" is the chosen one (`choices.choose_color`)
    chosen_that: bool = False
    # "target player and each creature they control": the player target "they" names
    # while that phrase is read (`instructions._deals`), else None
    they_player: Any = None
    # "Untap all creatures you control. Those creatures get +1/+1 ...": the group the last
    # instruction acted on, while the next sentence is read (`instructions.those_group`)
    those: Any = None
    # "This spell costs {1} less to cast for each attacking creature": a count made as the
    # cost is determined, not in the layers, so statuses may be read (`costs`)
    counted_when_cast: bool = False
    # "Target player sacrifices a creature of their choice, then gains life equal to that
    # creature's toughness": while the instruction after such a sacrifice is read, "that
    # creature" is the one sacrificed (`instructions.sentence`, `phrases.possessive_ref`)
    sacrificed: bool = False
    # "Exile up to two target cards from graveyards. For each creature card exiled this way,
    # ...": while the sentence after such an exile is read, "<cards> exiled this way" are
    # the cards it exiled (`instructions.sentence`, `quantities.exiled_cards`, CR 608.2c)
    exiled: bool = False
    # ... after "Exile all creatures.": the permanents it exiled ("the number of creatures
    # exiled this way": each one, as it last existed, CR 608.2h)
    exiled_all: Any = None
    # ... after "Destroy all creatures target opponent controls.": "their total power" is
    # that of the creatures it destroyed (`quantities.about_this_way`, CR 608.2c, 608.2h)
    destroyed_all: bool = False
    # ... after "Destroy all enchantments.": its filter; "for each enchantment destroyed this
    # way" counts each one it destroyed, as it last existed (`quantities.about_destroyed`)
    destroyed_every: Any = None
    # ... after "<source> deals X damage to target creature.": "the [amount of] excess
    # damage dealt [to that creature] this way" is what it dealt beyond lethal damage
    # (`quantities.about_excess`, CR 120.10)
    excess: bool = False
    # "Starting with you, each player votes for death or taxes.": the words voted for, while
    # the later sentences are read ("If death gets more votes", "for each taxes vote")
    vote_words: tuple[str, ...] = ()
    # "Reveal the top card of your library. If it's an artifact card, ...": "it" is that
    # card, still on top (`library.reveal_top_if`, `conditions._revealed_top_is`)
    top_revealed: bool = False
    # "Then if there are three or more ribbon counters on this creature, remove those
    # counters ...": the kind counted, while the instructions after it are read
    counters_named: str = ""
    # "Discard two cards, then draw two cards. For each nonland card discarded this way,
    # ...": "<cards> discarded this way" are the cards that discard moved (CR 608.2c)
    discarded: bool = False
    # "... each manifest two cards from their hands. For each card manifested this way, ...":
    # the cards those instructions manifested (CR 608.2c, 701.34a)
    manifested: bool = False
    # "Mill three cards. If at least one Zombie card is milled this way, ...": the cards
    # that mill put into the graveyard (`instructions.sentence`, CR 608.2c, 701.13b)
    milled: bool = False
    # "... and the rest into your graveyard. Create a Treasure token for each card put into
    # your graveyard this way.": the cards that reveal put there (`instructions.sentence`)
    buried: bool = False
    # "Return any number of target ... permanents ... to their owners' hands. Draw a card for
    # each card returned to your hand this way.": the cards that return put into your hand
    returned: bool = False
    # "Reveal any number of green cards in your hand. ... the number of cards revealed this
    # way": the cards that reveal showed (`revealing.about_revealed`, CR 608.2c, 701.16a)
    revealed: bool = False
    # "You get {E}{E}{E}, then you may pay any amount of {E}.": after it "that much" and
    # "for each {E} paid this way" are the energy paid (`energy.pay_sentence`, CR 107.14)
    energy_paid: bool = False
    # "When you pay this cost one or more times, put that many ...": "that many" is the
    # number of times the cost was paid (`riders.pay_any_times`, CR 603.12)
    times_paid: bool = False
    # "Pay any amount of mana.": after it "that many" is the mana paid
    # (`instructions._pay_any_mana`, CR 107.1c)
    mana_paid: bool = False
    # "Sacrifice any number of lands.": after it "that many" / "that much" are the
    # permanents sacrificed (`instructions._sacrifice_any`, CR 608.2c)
    sacrificed_any: bool = False
    # "Exile a creature card from your graveyard: ...": the ability's cost exiles exactly one
    # card, "the exiled card" (`quantities.equal_quantity`, CR 602.2b, 608.2h)
    cost_exiled: bool = False
    # "if you both own and control this creature and a creature named Midnight Scavengers,
    # exile them": the meld partner's (name, card type) "them" names with the source
    # (`meld.pair_condition`, CR 701.37a)
    melding: Any = None
    # "Roll a six-sided die. If the result is 3 or less, you lose that much life.": while
    # the instructions of such a result are read, "that much" is the result
    # (`dice.if_result`, CR 706.4)
    rolled: bool = False
    # "Whenever enchanted creature blocks or becomes blocked by a creature / deals damage to
    # a creature": "the other creature" is the event's other one, what "it" refers to
    # (`trigger_events._pair`, `phrases.it_ref`; CR 509.5b, 509.5d, 603.2)
    other_creature: bool = False
    # "Target player reveals a card at random from their hand. ... that card's mana value":
    # the card revealed (`library.reveal_random`, `quantities.random_revealed_value`)
    random_revealed: bool = False
    # "Whenever this creature becomes blocked by a creature, it deals 2 damage to that
    # creature.": "it", the first instruction's subject, is this creature while "that
    # creature" is the other one (`trigger_events._pair`, `instructions._object_clause`)
    it_subject_self: bool = False
    # "Whenever this creature becomes blocked by a Wall, destroy that Wall ...": "that Wall"
    # is the event's other creature (`trigger_events._pair`, `phrases.it_ref`)
    event_noun: str | None = None
    # "For each player, choose friend or foe.": after it "each friend" and "each foe" are
    # the players so chosen (`friends.friend_or_foe`, `phrases.player_ref`)
    friends: bool = False


class Parser:
    """A token stream with backtracking, the card being read and the current scope."""

    __slots__ = ("tokens", "keys", "i", "n", "card", "scope", "used", "furthest", "line",
                 "sentence")

    def __init__(self, tokens: list[Token], card: Card, scope: Scope, line: str = "") -> None:
        self.line = line                  # the text the tokens come from
        self.sentence = 0                 # where the current sentence starts (a token index)
        self.tokens = tokens
        self.keys = [t.key for t in tokens]
        self.i = 0
        self.n = len(tokens)
        self.card = card
        self.scope = scope
        self.used: list[str] = []
        self.furthest = 0

    # -- looking ---------------------------------------------------------------------

    def peek(self, k: int = 0) -> str | None:
        j = self.i + k
        return self.keys[j] if j < self.n else None

    def token(self, k: int = 0) -> Token | None:
        j = self.i + k
        return self.tokens[j] if j < self.n else None

    def at(self, *keys: str) -> bool:
        """Do the next tokens have these keys?"""
        i, n = self.i, len(keys)
        if i + n > self.n or self.keys[i] != keys[0]:
            return False
        return n == 1 or tuple(self.keys[i:i + n]) == keys

    def at_any(self, keys: frozenset[str] | set[str] | tuple[str, ...]) -> bool:
        return self.i < self.n and self.keys[self.i] in keys

    @property
    def done(self) -> bool:
        return self.i >= self.n

    # -- consuming -------------------------------------------------------------------

    def accept(self, *keys: str) -> bool:
        i, n = self.i, len(keys)
        if i + n > self.n or self.keys[i] != keys[0]:
            return False
        if n == 1 or tuple(self.keys[i:i + n]) == keys:
            self.i = i + n
            return True
        return False

    def expect(self, *keys: str) -> None:
        if not self.accept(*keys):
            self.fail()

    def next(self) -> Token:
        if self.i >= self.n:
            self.fail()
        tok = self.tokens[self.i]
        self.i += 1
        return tok

    def fail(self) -> NoReturn:
        if self.i > self.furthest:
            self.furthest = self.i
        raise NoParse

    def end(self) -> None:
        """The rule must have read every token."""
        if self.i < self.n:
            self.fail()

    def mark(self, name: str) -> None:
        """Record that a construct was used (it must be declared with `construct`)."""
        self.used.append(name)

    # -- backtracking ----------------------------------------------------------------

    def _save(self) -> tuple[int, int, Any, Any, int, tuple[str, ...]]:
        s = self.scope
        return (self.i, len(s.targets), s.it, s.them, len(self.used), s.choices)

    def _restore(self, saved: tuple[int, int, Any, Any, int, tuple[str, ...]]) -> None:
        i, n_targets, it, them, n_used, choices = saved
        if self.i > self.furthest:
            self.furthest = self.i
        self.i = i
        s = self.scope
        del s.targets[n_targets:]
        s.it, s.them, s.choices = it, them, choices
        del self.used[n_used:]

    def attempt(self, rule: Callable[..., T], *args: Any) -> T | None:
        """`rule`'s result, or None (with nothing consumed) if it doesn't match."""
        saved = self._save()
        try:
            return rule(self, *args)
        except NoParse:
            self._restore(saved)
            return None

    def choice(self, *rules: Callable[[Parser], T]) -> T:
        """The first rule that matches."""
        for rule in rules:
            saved = self._save()
            try:
                return rule(self)
            except NoParse:
                self._restore(saved)
        self.fail()

    def add_target(self, spec: TargetSpec) -> int:
        """A new target phrase of the ability (CR 115.1); returns its index."""
        if spec.objects is not None and spec.objects.chosen and self.scope.choices:
            self.fail()               # chosen as it resolves, after targets (CR 601.2c)
        self.scope.targets.append(spec)
        return len(self.scope.targets) - 1

    def text_from(self, start: int, end: int | None = None) -> str:
        """The printed text of the tokens from `start` to `end` (default: what was read)."""
        end = self.i if end is None else end
        if start >= end:
            return ""
        first, last = self.tokens[start], self.tokens[end - 1]
        if not self.line:
            return " ".join(t.text for t in self.tokens[start:end])
        return self.line[first.pos:last.pos + len(last.text)]
