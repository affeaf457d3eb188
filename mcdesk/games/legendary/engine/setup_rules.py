"""A Legendary game's setup: who plays, against what, and the numbers the rulebook's setup table gives.

Rulebook "General Game Setup" and "Solo Play". A :class:`LegendarySetup` names the mastermind, scheme, villain
groups, henchmen groups and heroes; :func:`random_setup` picks them at random as the rulebook says (the
mastermind's always-led group included), and :func:`check_setup` refuses a setup the rules do not allow, with a
message naming what is wrong.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass
from typing import Any

from mcdesk.core.errors import CorruptLog, InvalidSetup
from mcdesk.core.names import bounded_name

from ..cards.facts import CardSet, core_set

# Rulebook setup table: players -> (villain groups, henchmen groups, bystanders in the villain deck).
SETUP_TABLE = {1: (1, 1, 1), 2: (2, 1, 2), 3: (3, 1, 8), 4: (3, 2, 8), 5: (4, 2, 12)}
SOLO_HENCHMEN = 3
"""Solo play uses only 3 cards of its henchman group."""
SOLO_FORBIDDEN_SCHEMES = frozenset({"super_hero_civil_war", "negative_zone_prison_breakout"})


def heroes_for(players: int) -> int:
    """5 heroes (6 with 5 players; 3 in solo play)."""
    return 3 if players == 1 else 6 if players == 5 else 5


@dataclass(frozen=True)
class LegendarySetup:
    players: int
    mastermind: str
    scheme: str
    villain_groups: tuple[str, ...]
    henchmen: tuple[str, ...]
    heroes: tuple[str, ...]
    first_player: int = 0
    advanced_solo: bool = False
    """Advanced Solo Mode (rulebook): 5 master strikes, each strike plays another villain card, after each twist one
    HQ hero of cost 6 or less goes under the hero deck."""
    names: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        # the players' names reach the window: bounded as they enter (from_dict checks their type)
        if isinstance(self.names, (tuple, list)):
            object.__setattr__(self, "names", tuple(bounded_name(n) if isinstance(n, str) else n
                                                    for n in self.names))

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_dict(d: Any) -> LegendarySetup:
        if not isinstance(d, dict):
            raise CorruptLog("setup is malformed: expected an object")
        try:
            s = LegendarySetup(
                players=_int(d["players"], "players"), mastermind=_text(d["mastermind"], "mastermind"),
                scheme=_text(d["scheme"], "scheme"),
                villain_groups=_codes(d["villain_groups"], "villain_groups"),
                henchmen=_codes(d["henchmen"], "henchmen"), heroes=_codes(d["heroes"], "heroes"),
                first_player=_int(d.get("first_player", 0), "first_player"),
                advanced_solo=_flag(d.get("advanced_solo", False), "advanced_solo"),
                names=_codes(d.get("names", ()), "names"))
        except KeyError as e:
            raise CorruptLog(f"setup is malformed: field {e.args[0]!r} is missing") from None
        return s


def _int(v: Any, name: str) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or not -1_000_000 < v < 1_000_000:
        raise CorruptLog(f"setup is malformed: {name} must be a small integer")
    return v


def _text(v: Any, name: str) -> str:
    if not isinstance(v, str) or len(v) > 200:
        raise CorruptLog(f"setup is malformed: {name} must be a name")
    return v


def _flag(v: Any, name: str) -> bool:
    if not isinstance(v, bool):
        raise CorruptLog(f"setup is malformed: {name} must be true or false")
    return v


def _codes(v: Any, name: str) -> tuple[str, ...]:
    if not isinstance(v, (list, tuple)) or not all(isinstance(x, str) for x in v) or len(v) > 16:
        raise CorruptLog(f"setup is malformed: {name} must be a list of names")
    return tuple(v)


def group_count(setup: LegendarySetup) -> tuple[int, int]:
    """How many villain and henchmen groups this setup needs (the table, then the scheme's setup)."""
    villains, henchmen, _ = SETUP_TABLE[setup.players]
    if setup.scheme == "negative_zone_prison_breakout":
        henchmen += 1  # its setup adds an extra henchman group
    return villains, henchmen


def hero_count(setup: LegendarySetup) -> int:
    n = heroes_for(setup.players)
    if setup.scheme == "secret_invasion_of_the_skrull_shapeshifters":
        n = 6  # its setup: 6 heroes
    if setup.scheme == "super_hero_civil_war" and setup.players == 2:
        n = 4  # its setup: only 4 heroes with 2 players
    return n


def check_setup(setup: LegendarySetup, cards: CardSet | None = None) -> None:
    """Raise InvalidSetup naming what the rules do not allow."""
    cards = cards or core_set()
    if setup.players not in SETUP_TABLE:
        raise InvalidSetup(f"Legendary is played by 1 to 5 players, not {setup.players}")
    if not 0 <= setup.first_player < setup.players:
        raise InvalidSetup(f"first player {setup.first_player} is not one of the {setup.players} players")
    if setup.mastermind not in cards.masterminds:
        raise InvalidSetup(f"unknown mastermind {setup.mastermind!r}; known: {', '.join(sorted(cards.masterminds))}")
    if setup.scheme not in cards.schemes:
        raise InvalidSetup(f"unknown scheme {setup.scheme!r}; known: {', '.join(sorted(cards.schemes))}")
    if setup.advanced_solo and setup.players != 1:
        raise InvalidSetup("Advanced Solo Mode is for one player")
    if setup.players == 1 and not setup.advanced_solo and setup.scheme in SOLO_FORBIDDEN_SCHEMES:
        raise InvalidSetup(f"solo play cannot use the scheme {cards.schemes[setup.scheme].name} (rulebook: Solo Play)")
    for g in setup.villain_groups:
        if g not in cards.villain_groups:
            raise InvalidSetup(f"unknown villain group {g!r}")
    for h in setup.henchmen:
        if h not in cards.henchmen:
            raise InvalidSetup(f"unknown henchman group {h!r}")
    for h in setup.heroes:
        if h not in cards.heroes:
            raise InvalidSetup(f"unknown hero {h!r}")
    for what, chosen in (("villain group", setup.villain_groups), ("henchman group", setup.henchmen),
                         ("hero", setup.heroes)):
        if len(set(chosen)) != len(chosen):
            raise InvalidSetup(f"a {what} is chosen twice")
    want_v, want_h = group_count(setup)
    if len(setup.villain_groups) != want_v:
        raise InvalidSetup(f"{setup.players} player(s) use {want_v} villain group(s), not {len(setup.villain_groups)}")
    if len(setup.henchmen) != want_h:
        raise InvalidSetup(f"{setup.players} player(s) use {want_h} henchman group(s), not {len(setup.henchmen)}")
    want_heroes = hero_count(setup)
    if len(setup.heroes) != want_heroes:
        raise InvalidSetup(f"this game uses {want_heroes} heroes, not {len(setup.heroes)}")
    if setup.scheme == "secret_invasion_of_the_skrull_shapeshifters" and "skrulls" not in setup.villain_groups:
        raise InvalidSetup("Secret Invasion of the Skrull Shapeshifters needs the Skrulls villain group")
    if setup.players > 1:
        leads = cards.group_named(cards.masterminds[setup.mastermind].always_leads)
        if leads is not None and leads not in setup.villain_groups + setup.henchmen:
            raise InvalidSetup(f"{cards.masterminds[setup.mastermind].name} always leads "
                               f"{cards.masterminds[setup.mastermind].always_leads}: include that group")


def random_setup(players: int, seed: int, *, mastermind: str | None = None, scheme: str | None = None,
                 cards: CardSet | None = None) -> LegendarySetup:
    """Pick a mastermind, scheme, groups and heroes at random, as the rulebook's setup says."""
    cards = cards or core_set()
    rng = random.Random(seed)
    mm = mastermind or rng.choice(sorted(cards.masterminds))
    schemes = sorted(cards.schemes)
    if players == 1:
        schemes = [s for s in schemes if s not in SOLO_FORBIDDEN_SCHEMES]
    sc = scheme or rng.choice(schemes)
    probe = LegendarySetup(players, mm, sc, (), (), ())
    want_v, want_h = group_count(probe)
    villains: list[str] = []
    henchmen: list[str] = []
    if players > 1:  # solo play ignores "Always Leads"
        led = cards.group_named(cards.masterminds[mm].always_leads)
        if led in cards.villain_groups:
            villains.append(led)
        elif led in cards.henchmen:
            henchmen.append(led)
    if sc == "secret_invasion_of_the_skrull_shapeshifters" and "skrulls" not in villains:
        villains.append("skrulls")
    rest_v = [g for g in sorted(cards.villain_groups) if g not in villains]
    rng.shuffle(rest_v)
    villains += rest_v[: max(0, want_v - len(villains))]
    rest_h = [g for g in sorted(cards.henchmen) if g not in henchmen]
    rng.shuffle(rest_h)
    henchmen += rest_h[: max(0, want_h - len(henchmen))]
    heroes = sorted(cards.heroes)
    rng.shuffle(heroes)
    return LegendarySetup(players, mm, sc, tuple(villains[:want_v]), tuple(henchmen[:want_h]),
                          tuple(heroes[: hero_count(probe)]))


FIRST_GAME = {
    "mastermind": "red_skull", "scheme": "unleash_the_power_of_the_cosmic_cube",
    "heroes": ("cyclops", "hawkeye", "iron_man", "spider_man", "wolverine"),
}
"""The rulebook's "Your First Heroes Game" (2 players: HYDRA, Spider-Foes and the Sentinels)."""


def first_game(players: int = 2) -> LegendarySetup:
    """The rulebook's suggested first game, for 2 players (other counts take random extra groups)."""
    villains = ("hydra", "spider_foes")[: SETUP_TABLE[players][0]]
    if players >= 3:
        villains = ("hydra", "skrulls", "spider_foes", "masters_of_evil")[: SETUP_TABLE[players][0]]
    henchmen = ("sentinel", "hand_ninjas")[: SETUP_TABLE[players][1]]
    heroes = FIRST_GAME["heroes"]
    if players == 1:
        heroes = heroes[:3]
        villains = ("hydra",)
    elif players == 5:
        heroes = (*heroes, "hulk")
    return LegendarySetup(players, str(FIRST_GAME["mastermind"]), str(FIRST_GAME["scheme"]), tuple(villains),
                          tuple(henchmen), tuple(heroes))
