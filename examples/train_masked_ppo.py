"""Train a policy for Magic with sb3-contrib's MaskablePPO, and plot its win rate against
the random agent.

    pip install torch==2.13.0            # or any CPU build of PyTorch, installed first
    pip install -e '.[train]'            # tolaria[env], sb3-contrib, matplotlib
    python examples/train_masked_ppo.py --timesteps 20000 --evals 4 --games 20

The environment is `tolaria.env.GymEnv` against the random agent, the learning seat drawn
at each reset (so the policy plays both decks, first or second), with the shaped reward
(`--shaping`, 1 by default: the change in life and creature power against the
opponent's, over 20, on top of +1/-1 at the end) so a short run has something to learn
from before its first few wins. Its observation is a
dict: the flat encoding of the seat's view ("observation") and the action mask; the
policy reads the encoding, and MaskablePPO gets the mask from `env.action_masks()` (a
masked option's probability is 0, so the policy only ever takes legal options).

The features (`TableFeatures`) read the encoding as its tables (`Layout.split`): each
object row's card id goes through an embedding (`vocabulary_size()` ids), the rest of the
row through a small network, and the rows are pooled (mean and max over the rows present);
each option row of the action table is encoded the same way (its card ids embedded) and
kept in place, so the policy's output i can read option i; the global features, the
players and the stack go through a dense layer. Counts and values are squashed with
`sign(x) * log(1 + |x|)`.

Before training and after each of `--evals` equal parts of the run, the policy plays
`--games` games against the random agent (seeds fixed, so each evaluation plays the same
deals) and its win rate is printed; the curve is saved to `--plot` (a PNG).
"""

from __future__ import annotations

import argparse
import time

import gymnasium
import numpy as np

try:
    import torch
    from sb3_contrib import MaskablePPO
    from sb3_contrib.common.wrappers import ActionMasker
    from stable_baselines3.common.torch_layers import BaseFeaturesExtractor
    from torch import nn
except ImportError as missing:          # the example's extra isn't installed
    raise SystemExit(f"this example needs PyTorch, sb3-contrib and matplotlib: install "
                     f"PyTorch (a CPU build), then pip install 'tolaria[train]' ({missing})"
                     ) from None

from tolaria.env import GymEnv, Layout, vocabulary_size
from tolaria.env.encoding import ACTION, OBJECT, STACK

CARD_COLUMNS = {"objects": [OBJECT.index("card")], "stack": [STACK.index("card")],
                "actions": [i for i, name in enumerate(ACTION) if name.endswith(":card")]}


class EncodingOnly(gymnasium.ObservationWrapper):
    """The flat encoding alone as the observation (the mask goes by `action_masks`)."""

    def __init__(self, env: GymEnv) -> None:
        super().__init__(env)
        self.observation_space = env.observation_space["observation"]

    def observation(self, observation: dict[str, np.ndarray]) -> np.ndarray:
        return observation["observation"]


def symlog(x: torch.Tensor) -> torch.Tensor:
    return torch.sign(x) * torch.log1p(torch.abs(x))


class Rows(nn.Module):
    """The rows of one table: card ids embedded, the other columns squashed, then a
    layer shared by the rows."""

    def __init__(self, columns: int, cards: list[int], embedding: nn.Embedding, width: int
                 ) -> None:
        super().__init__()
        self.cards = cards
        self.others = [c for c in range(columns) if c not in cards]
        self.embedding = embedding
        self.layer = nn.Sequential(
            nn.Linear(len(self.others) + len(cards) * embedding.embedding_dim, width),
            nn.ReLU())

    def forward(self, table: torch.Tensor) -> torch.Tensor:
        ids = table[..., self.cards].long().clamp(0, self.embedding.num_embeddings - 1)
        embedded = self.embedding(ids).flatten(-2)
        return self.layer(torch.cat([embedded, symlog(table[..., self.others])], dim=-1))


class TableFeatures(BaseFeaturesExtractor):
    """The encoding's tables as features (the module docstring says how)."""

    def __init__(self, observation_space: gymnasium.spaces.Box, layout: Layout,
                 embed: int = 16, width: int = 64, option_width: int = 16) -> None:
        shapes = layout.shapes
        rest = shapes["global"][0] + int(np.prod(shapes["players"])) \
            + int(np.prod(shapes["stack"]))
        super().__init__(observation_space, features_dim=2 * width + layout.max_actions
                         * option_width + width)
        self.layout = layout
        self.embedding = nn.Embedding(vocabulary_size(), embed)
        self.objects = Rows(shapes["objects"][1], CARD_COLUMNS["objects"], self.embedding,
                            width)
        self.options = Rows(shapes["actions"][1], CARD_COLUMNS["actions"], self.embedding,
                            option_width)
        self.rest = nn.Sequential(nn.Linear(rest, width), nn.ReLU())

    def forward(self, observation: torch.Tensor) -> torch.Tensor:
        tables = self.layout.split(observation)
        objects = tables["objects"]
        present = objects[..., :1]                               # the column "present"
        rows = self.objects(objects) * present
        pooled = torch.cat([rows.sum(-2) / present.sum(-2).clamp(min=1.0),
                            rows.max(-2).values], dim=-1)
        options = self.options(tables["actions"]).flatten(-2)
        rest = torch.cat([tables["global"], tables["players"].flatten(-2),
                          tables["stack"].flatten(-2)], dim=-1)
        return torch.cat([pooled, options, self.rest(symlog(rest))], dim=-1)


def make_env(seed: int, decks: list[str], shaping: float) -> gymnasium.Env:
    """GymEnv against the random agent, the learning seat drawn at each reset."""
    env = GymEnv(opponent="random", decks=decks, seat=None, seed=seed, shaping=shaping)
    return ActionMasker(EncodingOnly(env), lambda e: e.unwrapped.action_masks())


def win_rate(model: MaskablePPO, decks: list[str], games: int, seed: int) -> float:
    """The share of `games` games the policy wins against the random agent (a draw counts
    half); the same deals at every call."""
    env = GymEnv(opponent="random", decks=decks, seat=None)
    score = 0.0
    for game in range(games):
        observation, _ = env.reset(seed=seed + game)
        done = False
        reward = 0.0
        while not done:
            action, _ = model.predict(observation["observation"],
                                      action_masks=observation["action_mask"].astype(bool))
            observation, reward, terminated, truncated, _ = env.step(int(action))
            done = terminated or truncated
        score += 1.0 if reward > 0 else 0.5 if reward == 0 else 0.0
    return score / games


def plot(points: list[tuple[int, float]], path: str, games: int) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    steps, rates = zip(*points, strict=True)
    figure, axes = plt.subplots(figsize=(6, 4))
    axes.plot(steps, rates, marker="o")
    axes.axhline(0.5, color="grey", linestyle="--", linewidth=1)
    axes.set(xlabel="training steps", ylabel=f"win rate against random ({games} games)",
             ylim=(0, 1), title="MaskablePPO on tolaria/Magic-v0")
    figure.tight_layout()
    figure.savefig(path)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--timesteps", type=int, default=20_000)
    parser.add_argument("--evals", type=int, default=4, help="evaluations after the start")
    parser.add_argument("--games", type=int, default=20, help="games per evaluation")
    parser.add_argument("--decks", nargs=2, default=["green", "red"])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--shaping", type=float, default=1.0,
                        help="the weight of the shaped reward (tolaria.env.rewards; 0: none)")
    parser.add_argument("--threads", type=int, default=1, help="PyTorch threads")
    parser.add_argument("--plot", default="train_masked_ppo.png")
    args = parser.parse_args(argv)
    torch.set_num_threads(args.threads)
    env = make_env(args.seed, args.decks, args.shaping)
    layout = env.unwrapped.settings.layout
    model = MaskablePPO(
        "MlpPolicy", env, n_steps=512, batch_size=128, n_epochs=4, learning_rate=3e-4,
        gamma=0.995, ent_coef=0.01, seed=args.seed, device="cpu", verbose=0,
        policy_kwargs={"features_extractor_class": TableFeatures,
                       "features_extractor_kwargs": {"layout": layout},
                       "net_arch": [128]})
    evaluation_seed = 10_000 + args.seed
    points = [(0, win_rate(model, args.decks, args.games, evaluation_seed))]
    print(f"steps {0:>7}: win rate {points[-1][1]:.2f} against random ({args.games} games)")
    part = max(1, args.timesteps // max(1, args.evals))
    start = time.perf_counter()
    while points[-1][0] < args.timesteps:
        model.learn(part, reset_num_timesteps=False)
        points.append((model.num_timesteps,
                       win_rate(model, args.decks, args.games, evaluation_seed)))
        print(f"steps {model.num_timesteps:>7}: win rate {points[-1][1]:.2f} against random "
              f"({args.games} games; {time.perf_counter() - start:.0f} s so far)")
    plot(points, args.plot, args.games)
    print(f"the win-rate curve is in {args.plot}")


if __name__ == "__main__":
    main()
