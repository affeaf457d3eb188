"""Card facts: the printed numbers, icons, traits and keywords of a card, keyed by MarvelCDB code.

The engine owns this type; the card package loads the built-in facts (cards/facts.py). Facts never include a
card's rules text or flavor (the rules text of a built-in card is generated from its script). ``X`` is stored
as :data:`X`; a dash or an absent stat is ``None``.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

X = -1
"""A printed X value (the card says how X is worked out)."""

RESOURCE_TYPES = ("energy", "mental", "physical", "wild")


@dataclass(frozen=True)
class CardFacts:
    code: str
    name: str
    type_code: str
    pack_code: str = ""
    set_code: str | None = None
    faction_code: str = ""
    subname: str | None = None
    quantity: int = 1
    deck_limit: int | None = None
    is_unique: bool = False
    hidden: bool = False
    back_link: str | None = None
    front_link: str | None = None
    cost: int | None = None
    cost_per_hero: bool = False
    attack: int | None = None
    attack_star: bool = False
    thwart: int | None = None
    thwart_star: bool = False
    defense: int | None = None
    defense_star: bool = False
    recover: int | None = None
    recover_star: bool = False
    scheme: int | None = None
    scheme_star: bool = False
    health: int | None = None
    health_per_hero: bool = False
    health_star: bool = False
    hand_size: int | None = None
    attack_cost: int | None = None
    thwart_cost: int | None = None
    boost: int | None = None
    boost_star: bool = False
    resources: dict[str, int] = field(default_factory=dict)
    traits: tuple[str, ...] = ()
    keywords: tuple[tuple[str, str | int | None], ...] = ()
    """Keywords as (name, value): ("guard", None), ("retaliate", 1), ("uses", "3 web"),
    ("hinder", "1 per_hero"), ("team-up", "Name|Name"), ("teamwork", "Trait"), ("max_per_deck", 1)."""
    stage: str | None = None
    threat: int | None = None
    threat_fixed: bool = False
    threat_per_group: bool = False
    base_threat: int | None = None
    base_threat_fixed: bool = False
    base_threat_per_group: bool = False
    escalation_threat: int | None = None
    escalation_threat_fixed: bool = False
    escalation_threat_star: bool = False
    scheme_acceleration: int = 0
    scheme_amplify: int = 0
    scheme_crisis: int = 0
    scheme_hazard: int = 0
    permanent: bool = False
    leader: bool = False
    """A Civil War leader: its ``type_code`` is "villain" (Civil War rulebook "Leaders": leaders function exactly
    the same as villains; every rule and ability about villains affects them), printed as a leader."""
    duplicate_of: str | None = None
    deck_requirements: tuple[dict[str, Any], ...] = ()
    """An identity's deck-building requirements as MarvelCDB writes them, e.g. ``({"aspects": 2},)``."""
    deck_options: tuple[dict[str, Any], ...] = ()
    """An identity's extra deck-building options as MarvelCDB writes them, e.g.
    ``({"type": ["ally"], "trait": ["x-men"]},)``: cards it may include from any aspect."""

    def keyword(self, name: str) -> str | int | None | bool:
        """The value of keyword ``name`` (True when it has no value), or False when absent."""
        for k, v in self.keywords:
            if k == name:
                return True if v is None else v
        return False

    def has_keyword(self, name: str) -> bool:
        for k, _ in self.keywords:  # a loop, not any(): asked very often, of a few keywords at most
            if k == name:
                return True
        return False

    @property
    def printed_type(self) -> str:
        """The card type printed on the card ("leader" for a Civil War leader)."""
        return "leader" if self.leader else self.type_code

    @property
    def title(self) -> str:
        return f"{self.name} ({self.subname})" if self.subname else self.name


_FIELD_NAMES = {f.name for f in fields(CardFacts)}


def facts_from_dict(data: dict[str, Any]) -> CardFacts:
    """Build facts from the project's JSON form (unknown keys are an error, to catch typos)."""
    unknown = set(data) - _FIELD_NAMES
    if unknown:
        raise ValueError(f"card {data.get('code', '?')}: unknown fact fields {sorted(unknown)}")
    d = dict(data)
    if d.get("type_code") == "leader":  # Civil War rulebook "Leaders": a leader is a villain in every rule
        d["type_code"] = "villain"
        d["leader"] = True
    if "traits" in d:
        d["traits"] = tuple(d["traits"])
    if "keywords" in d:
        d["keywords"] = tuple((k, v) for k, v in d["keywords"])
    for name in ("deck_requirements", "deck_options"):
        if name in d:
            d[name] = tuple(dict(v) for v in d[name])
    return CardFacts(**d)
