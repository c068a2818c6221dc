"""The options of one step: how a decision becomes a bounded `Discrete` choice.

The action space of the environments is `Discrete(max_actions)`: option i of the page
shown. An option is one of

- **action**: a whole legal action (`game.legal_actions()[index]`), taken at once;
- **part**: one part of a declaration of attackers or blockers (CR 508.1, 509.1). The
  engine lists the parts of these decisions, not their combinations (which grow
  exponentially), so the declaration is built one part per step: each step offers "done"
  and every part that can still be added (a creature attacks once, CR 508.1a; a
  creature already blocking is offered again only where blocking one more creature is
  legal, CR 509.1a), and "done" declares the parts chosen. A declaration that the rules
  refuse (a requirement left out, CR 508.1d, 509.1c; menace with one blocker, CR
  702.110b) isn't taken: "done" declares instead the parts chosen plus the creatures
  that must attack (`Game.with_attack_requirements`), else the declaration that obeys
  the requirements alone (`Game.with_attack_requirements`, `Game.required_blocks`),
  else no attackers or blockers, the first of these that is legal;
- **element**: the next element of an answer made of several (the order of blockers,
  CR 509.2, or of triggered abilities, CR 603.3b; a damage assignment, CR 510.1c-d; the
  cards to discard, to put on the bottom, to reveal), built one element per step along
  the legal answers: only elements that some legal answer continues with are offered,
  so the answer built is always one of the legal ones;
- **done**: declare the parts chosen, or take the answer whose elements are all chosen
  (offered when a longer answer could still be built, as for a reveal of any number).
  When a part or an element leaves nothing more to add, the answer is taken at once;
- **more**: the next page. When a step has more than `max_actions` options, page p shows
  options p*(max_actions-1) to (p+1)*(max_actions-1)-1 and "more" last; "more" on the
  last page goes back to the first. So every option of every decision stays reachable
  (the game stays playable) with a fixed action space.

`Choices` keeps, for one seat, the declaration or sequence being built and the page. It
is reset when the game's pending decision changes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from tolaria import Action, Decision, Game

SEQUENCES = frozenset({"order_blockers", "order_triggers", "assign_damage", "bottom",
                       "discard", "reveal"})


@dataclass(frozen=True, slots=True)
class Option:
    """One option of a step: `kind` is "action", "part", "element", "done" or "more";
    `index` the legal action it comes from (its place in `game.legal_actions()` and in the
    view's `decision["actions"]`), -1 for none; `position` an element's place in that
    action's choice."""

    kind: str
    index: int = -1
    position: int = -1


MORE = Option("more")
DONE = Option("done")


class Choices:
    """One seat's options at the pending decision, and the answer being built."""

    __slots__ = ("max_options", "_decision", "chosen", "page", "_shown", "_pages")

    def __init__(self, max_options: int) -> None:
        if max_options < 2:
            raise ValueError(f"max_actions must be at least 2 (an option and 'more'), "
                             f"not {max_options}")
        self.max_options = max_options
        self._decision: Decision | None = None
        self.chosen: list[Option] = []      # the parts or elements chosen so far
        self.page = 0
        self._shown: list[Option] | None = None
        self._pages = 1

    def sync(self, game: Game) -> None:
        """Start afresh if the game waits on another decision than the one being built."""
        if game.decision is not self._decision:
            self._decision = game.decision
            self.chosen = []
            self.page = 0
            self._shown = None

    def options(self, game: Game) -> list[Option]:
        """The options of the page shown (at most `max_options`)."""
        self.sync(game)
        if self._shown is None:
            every = self._every(game)
            n = self.max_options
            if len(every) <= n:
                self._shown, self._pages = every, 1
            else:
                per = n - 1
                self._pages = -(-len(every) // per)
                self.page %= self._pages
                self._shown = every[self.page * per:(self.page + 1) * per] + [MORE]
        return self._shown

    @property
    def pages(self) -> int:
        """How many pages the options fill (after `options`)."""
        return self._pages

    def choose(self, game: Game, number: int) -> Action | None:
        """Take option `number` of the page shown: the Action for the game to take, or
        None when the step chose a part or an element, or turned the page. An option that
        isn't there raises IndexError."""
        shown = self.options(game)
        if not 0 <= number < len(shown):
            raise IndexError(f"there is no option {number}: the options are 0 to "
                             f"{len(shown) - 1}")
        option = shown[number]
        self._shown = None
        if option.kind == "more":
            self.page += 1
            return None
        if option.kind == "action":
            return game.legal_actions()[option.index]
        if option.kind == "done":
            return self._done(game, option)
        self.chosen.append(option)
        self.page = 0
        rest = self._every(game)
        if len(rest) == 1 and rest[0].kind == "done":      # nothing more can be added
            return self._done(game, rest[0])
        return None

    # -- what is offered --------------------------------------------------------------
    def _every(self, game: Game) -> list[Option]:
        d = game.decision
        if d is None or game.over:
            return []
        legal = game.legal_actions()
        if d.combinable:
            return self._parts(game, d, legal)
        if d.kind in SEQUENCES and len(legal) > 1:
            return self._elements(legal)
        return [Option("action", i) for i in range(len(legal))]

    def _parts(self, game: Game, d: Decision, legal: list[Action]) -> list[Option]:
        """ "done", then each part that may still be added (CR 508.1a, 509.1a)."""
        pairs = self._pairs(legal)
        used = {pair[0] for pair in pairs}
        out = [DONE]
        for i in range(1, len(legal)):
            pair = legal[i].choice[0]
            if pair in pairs:
                continue
            if pair[0] in used and (d.kind == "attackers" or not game.is_legal(
                    Action(legal[0].kind, d.player, choice=(*pairs, pair)))):
                continue
            out.append(Option("part", i))
        return out

    def _elements(self, legal: list[Action]) -> list[Option]:
        """The next elements the legal answers go on with, and "done" if the elements
        chosen are a whole answer."""
        prefix = self._prefix(legal)
        k = len(prefix)
        out: list[Option] = []
        seen: set[Any] = set()
        done: Option | None = None
        for i, action in enumerate(legal):
            choice = action.choice
            if choice[:k] != prefix:
                continue
            if len(choice) == k:
                done = Option("done", i)
            elif choice[k] not in seen:
                seen.add(choice[k])
                out.append(Option("element", i, k))
        return [done, *out] if done is not None else out

    # -- what is built ----------------------------------------------------------------
    def _pairs(self, legal: list[Action]) -> tuple[Any, ...]:
        return tuple(legal[o.index].choice[0] for o in self.chosen)

    def _prefix(self, legal: list[Action]) -> tuple[Any, ...]:
        return tuple(legal[o.index].choice[o.position] for o in self.chosen)

    def _done(self, game: Game, option: Option) -> Action:
        legal = game.legal_actions()
        if option.index >= 0:                       # a whole answer built element by element
            return legal[option.index]
        d = game.decision
        assert d is not None
        return declaration(game, legal[0], self._pairs(legal))


def declaration(game: Game, nothing: Action, pairs: tuple[Any, ...]) -> Action:
    """The declaration of attackers or blockers made of `pairs` if it is legal, else the
    first legal of: `pairs` plus the creatures that must attack (CR 508.1d), the
    requirements alone (CR 508.1d, 509.1c), nothing."""
    player = nothing.player
    candidates = [Action(nothing.kind, player, choice=pairs)]
    if nothing.kind == "attack":
        candidates += [Action("attack", player, choice=game.with_attack_requirements(
            player, pairs)), Action("attack", player,
                                    choice=game.with_attack_requirements(player))]
    else:
        candidates.append(Action("block", player, choice=game.required_blocks(player)))
    candidates.append(nothing)
    for action in candidates:
        if game.is_legal(action):
            return action
    return candidates[-2]              # the requirements: `act` says why, if even that fails
