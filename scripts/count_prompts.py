"""Count the prompts of a game played by hand: drives `tolaria play --agent human --agent
heuristic --seed N` through a pipe, answering each prompt by a fixed policy, and prints how
many prompts the person saw and how many lines were printed.

    python scripts/count_prompts.py --seeds 1 2 3 --policy first
    python scripts/count_prompts.py --seeds 1 2 3 --policy play

Policies: `first` answers every prompt with the first offered action ("1"); `play` takes the
first action that plays a land, casts a spell or attacks with something, else the first one.
The figures in README.md ("Playing by hand") come from this script.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys

PROMPT = "Alice> "
ACTION = re.compile(r"^\s+(\d+)\. (.*)$")
PLAYS = ("play ", "cast ", "attack with ")


def answer(screen: str, policy: str) -> str:
    """The reply to the prompt at the end of `screen` (the text printed since the last one)."""
    actions = [m.groups() for m in map(ACTION.match, screen.splitlines()) if m]
    if policy == "play":
        for number, text in actions:
            if text.startswith(PLAYS) and text != "attack with nothing":
                return number
    return "1"


def play(seed: int, policy: str, env: dict[str, str], transcript: list[str] | None = None
         ) -> tuple[int, int, str]:
    """(prompts, lines printed, the last line) of one game; what was printed and answered
    is added to `transcript`."""
    process = subprocess.Popen(
        [sys.executable, "-m", "tolaria.cli", "play", "--agent", "human", "--agent",
         "heuristic", "--seed", str(seed)],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=0, env=env)
    assert process.stdin is not None and process.stdout is not None
    prompts, lines, screen = 0, 0, ""
    while True:
        char = process.stdout.read(1)
        if not char:
            break
        screen += char
        if screen.endswith(PROMPT):
            prompts += 1
            lines += screen.count("\n")
            reply = answer(screen, policy)
            if transcript is not None:
                transcript.append(screen + reply + "\n")
            process.stdin.write(reply + "\n")
            process.stdin.flush()
            screen = ""
    lines += screen.count("\n")
    if transcript is not None:
        transcript.append(screen)
    process.wait()
    last = screen.strip().splitlines()[-1] if screen.strip() else ""
    return prompts, lines, last


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3, 4, 5])
    parser.add_argument("--policy", choices=("first", "play"), default="first")
    parser.add_argument("--transcript", metavar="FILE",
                        help="write what was printed and answered (the last seed's game)")
    args = parser.parse_args()
    env = dict(os.environ, NO_COLOR="1")
    total = 0
    for seed in args.seeds:
        transcript: list[str] = []
        prompts, lines, last = play(seed, args.policy, env, transcript)
        if args.transcript:
            with open(args.transcript, "w") as out:
                out.write("".join(transcript))
        total += prompts
        print(f"seed {seed}: {prompts} prompts, {lines} lines; {last}")
    print(f"mean: {total / len(args.seeds):.1f} prompts")
    return 0


if __name__ == "__main__":
    sys.exit(main())
