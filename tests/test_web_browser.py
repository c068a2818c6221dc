"""The web table in a real browser (issue 13, item 5): headless Chromium, driven by
Playwright, plays whole games by clicking, against an agent and against a second browser.

Chromium is the system's (/usr/bin/chromium, or $TOLARIA_CHROMIUM): Playwright's own
browser download isn't used. `.ci/run` installs Chromium on a fresh machine; without it
these tests fail, saying so, rather than being skipped.

`python tests/test_web_browser.py docs/web-table.png` takes the README's screenshot the
same way.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

from tolaria.web import running

CHROMIUM_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                  "--no-first-run", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync"]
# Short games: 20-card decks of lands and cheap creatures and burn (a deck runs out by
# turn 14 at the latest, CR 704.5b), so that a game clicked through stays short.
RED = "9 Mountain\n6 Raging Goblin\n5 Shock\n"
GREEN = "9 Forest\n7 Grizzly Bears\n4 Giant Growth\n"
WAIT = 15_000                                  # ms: the longest wait for the server


def chromium() -> str:
    found = os.environ.get("TOLARIA_CHROMIUM") or shutil.which("chromium") \
        or shutil.which("chromium-browser")
    if not found:
        pytest.fail("no Chromium: install it (apt-get install chromium) or set "
                    "$TOLARIA_CHROMIUM; .ci/run does")
    return found


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=chromium(), args=CHROMIUM_FLAGS)
        yield launched
        launched.close()


@pytest.fixture
def server(tmp_path) -> Iterator[str]:
    with running(tmp_path / "games.sqlite") as address:
        yield address


def watch_errors(page: Page) -> list[str]:
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    return errors


def start_game(page: Page, server: str, opponent: str, deck: str, their_deck: str,
               seed: int = 1) -> None:
    """From the lobby: a new game against `opponent` with the built-in deck `their_deck`,
    this seat playing the deck list `deck`."""
    page.goto(server)
    page.wait_for_selector("#seat1 option", state="attached")
    page.select_option("#seat1", opponent)
    page.select_option("#deck1", their_deck)
    page.fill("#seed", str(seed))
    page.click("details summary")
    page.fill("#list0", deck)
    page.click("#start")


def version(page: Page) -> str:
    return page.get_attribute("body", "data-version") or ""


def deciding(page: Page) -> bool:
    return page.get_attribute("body", "data-deciding") == "yes"


def over(page: Page) -> bool:
    return page.get_attribute("body", "data-over") == "yes"


def moved(page: Page, before: str, timeout: int = WAIT) -> bool:
    try:
        page.wait_for_selector(f"body:not([data-version='{before}'])", state="attached",
                               timeout=timeout)
        return True
    except Exception:                      # playwright's TimeoutError: nothing changed
        return False


def take_turn(page: Page, counts: dict[str, int]) -> None:
    """One decision, as a person would: attack with everything, block when a blocker is
    there (two clicks: the blocker, then the attacker), click a card of the hand that can
    be played and then its target (the opponent first), else the first button (pass)."""
    before = version(page)
    if page.query_selector("#declare"):              # the board is drawn again on each click
        mine = [e.get_attribute("data-ref") for e in
                page.query_selector_all(".side.mine .clickable")]
        if page.query_selector("[data-action][data-text^='attack']"):
            for ref in mine:
                page.click(f".side.mine [data-ref='{ref}']")
                counts["attackers"] += 1
        elif mine:
            page.click(f".side.mine [data-ref='{mine[0]}']")
            target = page.query_selector(".side.theirs .clickable")
            if target:
                target.click()
                counts["blocks"] += 1
        page.click("#declare")
    elif page.query_selector(".my-hand .clickable"):
        page.click(".my-hand .clickable")
        counts["cards"] += 1
        if page.query_selector(".picking") and not moved(page, before, 300):
            target = page.query_selector(".plate.them.clickable") \
                or page.query_selector(".clickable:not(.picking)")
            if target:
                target.click()
                counts["targets"] += 1
    else:
        page.click("[data-action]")
    if not moved(page, before, 5_000):         # several answers left: the first button
        page.click("[data-action]")
        assert moved(page, before), "the page didn't move on after a click"


def play_to_the_end(pages: list[Page], limit: int = 1_500,
                    reload_at: int | None = None) -> dict[str, int]:
    """Click through the game; at decision `reload_at` the first page is loaded again (a
    person who comes back to their seat link goes on where they were)."""
    counts = {"attackers": 0, "blocks": 0, "cards": 0, "targets": 0, "decisions": 0}
    for _ in range(limit):
        if counts["decisions"] == reload_at:
            before = version(pages[0])
            pages[0].reload()
            pages[0].wait_for_selector(f"body[data-version='{before}']", state="attached",
                                       timeout=WAIT)
            counts["reloads"] = 1
        if any(over(p) for p in pages):
            return counts
        page = next((p for p in pages if deciding(p)), None)
        if page is None:
            pages[0].wait_for_selector("body[data-deciding=yes], body[data-over=yes]",
                                       state="attached", timeout=WAIT) if len(pages) == 1 \
                else pages[0].wait_for_timeout(50)
            continue
        take_turn(page, counts)
        counts["decisions"] += 1
    raise AssertionError(f"no end after {limit} decisions: {counts}")


def test_a_person_plays_a_whole_game_against_an_agent_by_clicking(browser, server):
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    errors = watch_errors(page)
    start_game(page, server, "heuristic", RED, "green")
    page.wait_for_url("**/play/**")
    page.wait_for_selector("[data-action]")
    counts = play_to_the_end([page], reload_at=12)
    assert counts.get("reloads") == 1
    title = page.text_content("#title")
    assert title.startswith("Game over: ") and title.endswith(" won")
    assert counts["cards"] >= 5 and counts["targets"] >= 1 and counts["attackers"] >= 1
    assert page.query_selector_all(".log .cite"), "the log cites the rules"
    page.click("text=Replay this game")                   # the replay page, as this seat saw it
    page.wait_for_selector("body[data-step='0']", state="attached")
    page.click("#last")
    page.wait_for_selector("body:not([data-step='0'])", state="attached")
    assert page.text_content("#title").startswith("Game over: ")
    page.click("#back")
    assert page.text_content("#step-title").startswith("Step ")
    assert errors == []


def test_two_people_play_each_other_from_two_browsers(browser, server):
    alice = browser.new_context(viewport={"width": 1300, "height": 850}).new_page()
    errors = watch_errors(alice)
    start_game(alice, server, "person", RED, "red", seed=2)
    links = alice.wait_for_selector(".link-row")
    assert links is not None
    first, second = (e.get_attribute("href") for e in alice.query_selector_all(".link-row a"))
    bob = browser.new_context(viewport={"width": 1300, "height": 850}).new_page()
    errors += watch_errors(bob)
    alice.goto(first)
    bob.goto(second)
    for page in (alice, bob):
        page.wait_for_selector("body[data-version]", state="attached")
    assert alice.text_content(".side.mine .plate-name").startswith("Alice")
    assert bob.text_content(".side.mine .plate-name").startswith("Bob")
    counts = play_to_the_end([alice, bob])
    for page in (alice, bob):
        page.wait_for_selector("body[data-over=yes]", state="attached", timeout=WAIT)
        assert page.text_content("#title").startswith("Game over: ")
        their_hand = page.get_attribute(".side.theirs .plate", "data-hand")
        assert len(page.query_selector_all(".their-hand .card.back")) == int(their_hand), \
            "the other's hand: face down, as many cards as they hold"
        assert page.query_selector_all(".their-hand [data-name]") == []
    assert counts["decisions"] > 10 and counts["cards"] >= 4
    assert errors == []


def test_a_saved_game_is_stepped_through_forward_and_back_in_the_browser(browser, server,
                                                                        tmp_path):
    """A save of `tolaria play --save`, uploaded from the first page: the replay page goes
    forward and back, one action, to the next action that isn't a pass, a turn at a time,
    and shows the board at each step as the chosen seat saw it."""
    from tolaria import Game
    from tolaria.agents import HeuristicAgent, play_out
    game = Game.new(["wu", "br"], seed=2)
    play_out(game, [HeuristicAgent(), HeuristicAgent()])
    save = tmp_path / "game.json"
    save.write_text(game.to_json())
    page = browser.new_page(viewport={"width": 1300, "height": 850})
    errors = watch_errors(page)
    page.goto(server)
    page.set_input_files("#save-file", str(save))
    page.wait_for_selector("#replay-links .link-row")
    page.click("#replay-links .link-row:nth-child(2) a")            # as Bob saw it
    page.wait_for_selector("body[data-step='0']", state="attached")

    def press(button: str) -> int:
        before = page.get_attribute("body", "data-step")
        page.click(f"#{button}")
        page.wait_for_selector(f"body:not([data-step='{before}'])", state="attached")
        return int(page.get_attribute("body", "data-step") or -1)

    assert press("next") == 1
    acted = press("next-action")
    assert acted > 1 and game.history[acted - 1].kind != "pass"
    turns = [press("next-turn") for _ in range(4)]
    assert turns == sorted(turns) and len(set(turns)) == 4
    assert page.text_content("#title").startswith("Turn ")
    assert press("back") == turns[-1] - 1
    assert page.text_content("#step-title").startswith(f"Step {turns[-1] - 1} of ")
    assert page.text_content(".side.mine .plate-name").startswith("Bob")
    assert page.query_selector_all(".side.mine .card") and page.query_selector_all(".log .cite")
    assert press("last") == len(game.history)
    assert page.text_content("#title").startswith("Game over: ")
    assert press("first") == 0
    assert errors == []


def turn(page: Page) -> int:
    words = page.text_content("#title").split(" · ")[0].split()
    return int(words[1]) if len(words) == 2 and words[1].isdigit() else 0


def screenshot(path: str) -> None:
    """The README's picture of the table: a game against the heuristic agent, a few turns
    in, a card's face shown by pointing at it."""
    import tempfile
    with tempfile.TemporaryDirectory() as folder, running(Path(folder) / "g.sqlite") as url, \
            sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium(), args=CHROMIUM_FLAGS)
        page = browser.new_page(viewport={"width": 1400, "height": 860})
        page.goto(url)
        page.wait_for_selector("#seat1 option", state="attached")
        page.select_option("#deck0", "red")
        page.select_option("#deck1", "green")
        page.fill("#seed", "4")
        page.click("#start")
        page.wait_for_selector("[data-action]")
        counts: dict[str, Any] = {"attackers": 0, "blocks": 0, "cards": 0, "targets": 0}
        while not over(page) and turn(page) < 7:
            if deciding(page):
                take_turn(page, counts)
            else:
                page.wait_for_timeout(50)
        for card in page.query_selector_all(".side.mine .card, .my-hand .card"):
            card.hover()                                 # a card with rules text
            if page.query_selector(".face-text"):
                break
        page.screenshot(path=path)
        browser.close()


if __name__ == "__main__":
    screenshot(sys.argv[1] if len(sys.argv) > 1 else "docs/web-table.png")
