"""Legendary game state: every physical card is an instance with its own id, in exactly one zone.

Plain data, hashed canonically. Zones are ordered lists of card ids, index 0 the top of a pile.

Board zones: ``villain_deck``, ``revealed`` (the villain card being played), ``hero_deck``, ``hq:0`` .. ``hq:4``
(one hero each, left to right), ``city:0`` .. ``city:4`` (one villain each; 0 is the Sewers, where villains
enter, 4 the Bridge, from which they escape), ``escaped`` (villains that escaped), ``carried_away`` (the
bystanders they carried away), ``ko``, ``mastermind``, ``tactics`` (face down under the mastermind), ``scheme``,
``twists`` (twists put next to the scheme), the stacks ``wounds``, ``bystanders``, ``officers``, and
``captured:<id>`` (bystanders a villain holds; ``captured:mastermind`` for the mastermind), ``under:<id>`` (a hero
put under a villain). Player zones: ``deck:<p>``, ``hand:<p>``, ``played:<p>`` (cards played this turn),
``discard:<p>``, ``victory:<p>``.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from ..cards.facts import CITY_SPACES

__all__ = ["CITY_SPACES", "Card", "LegendaryState", "TurnState", "city", "hq", "pzone"]
HQ_SPACES = 5


def city(space: int) -> str:
    return f"city:{space}"


def hq(space: int) -> str:
    return f"hq:{space}"


def pzone(name: str, player: int) -> str:
    return f"{name}:{player}"


@dataclass
class Card:
    id: int
    code: str
    zone: str


@dataclass
class TurnState:
    """What the current turn has made and done (reset when a turn starts)."""

    attack: int = 0
    recruit: int = 0
    recruit_made: int = 0
    """All recruit points made this turn (for "if you made 8 or more")."""
    recruited: bool = False
    defeated: bool = False
    """A villain or the mastermind was defeated this turn (Wound healing checks it)."""
    fought_mastermind: bool = False
    cards_drawn: int = 0
    """Cards drawn during the turn (not the hand drawn at the end of the previous turn)."""
    recruit_as_attack: bool = False
    attack_modifiers: dict[str, int] = field(default_factory=dict)
    """Changes to villains' attack this turn by where they are: "city:2", "mastermind"."""
    on_defeat_recruit: int = 0
    """Recruit points gained whenever a villain or the mastermind is defeated this turn."""
    on_defeat_rescue: int = 0
    """Bystanders rescued whenever a villain or the mastermind is defeated this turn."""
    end_draw: int = 6
    """How many cards to draw at the end of the turn (a card may make it 8 instead of 6)."""
    end_draw_extra: int = 0
    end_seventh: list[int] = field(default_factory=list)
    """Cards put into the new hand at the end of the turn, beside the cards drawn."""
    extra_turn: bool = False
    healed: bool = False
    """Wounds were healed this turn: no recruiting or fighting after it."""
    copies: dict[str, int] = field(default_factory=dict)
    """A card played as a copy of another (Rogue's Copy Powers): card id (as text) -> the copied card's id."""


@dataclass
class LegendaryState:
    cards: dict[int, Card] = field(default_factory=dict)
    zones: dict[str, list[int]] = field(default_factory=dict)
    players: int = 1
    first_player: int = 0
    active_player: int = 0
    turn_number: int = 0
    turn: TurnState = field(default_factory=TurnState)
    twists_played: int = 0
    strikes_played: int = 0
    portals: list[str] = field(default_factory=list)
    """Where Dark Portals stand (Portals to the Dark Dimension): "mastermind" or "city:<n>"."""
    deck_ran_out: str | None = None
    """"hero deck" or "villain deck" once one ran out: the game ends in a draw after this turn."""
    result: str | None = None
    """"win", "loss" or "draw"."""
    result_reason: str = ""
    next_id: int = 0

    # == zones ===================================================================================
    def zone(self, name: str) -> list[int]:
        return self.zones.setdefault(name, [])

    def add(self, code: str, zone: str, *, top: bool = False) -> int:
        cid = self.next_id
        self.next_id += 1
        self.cards[cid] = Card(cid, code, zone)
        z = self.zone(zone)
        if top:
            z.insert(0, cid)
        else:
            z.append(cid)
        return cid

    def move(self, cid: int, zone: str, *, top: bool = True) -> None:
        """Move a card to the top (or bottom) of a zone. A card is in exactly one zone."""
        card = self.cards[cid]
        self.zones[card.zone].remove(cid)
        card.zone = zone
        z = self.zone(zone)
        if top:
            z.insert(0, cid)
        else:
            z.append(cid)

    def top(self, zone: str) -> int | None:
        z = self.zones.get(zone)
        return z[0] if z else None

    def copy(self) -> LegendaryState:
        """A deep copy, by hand: checkpoints take one each turn and copy.deepcopy is 20 times slower."""
        turn = replace(self.turn, attack_modifiers=dict(self.turn.attack_modifiers),
                       end_seventh=list(self.turn.end_seventh), copies=dict(self.turn.copies))
        return replace(self, cards={k: Card(c.id, c.code, c.zone) for k, c in self.cards.items()},
                       zones={k: list(v) for k, v in self.zones.items()}, turn=turn, portals=list(self.portals))

    # == hashing =================================================================================
    def canonical(self) -> dict[str, Any]:
        d = asdict(self)
        d["cards"] = {str(k): [c.code, c.zone] for k, c in sorted(self.cards.items())}
        d["zones"] = {k: v for k, v in sorted(self.zones.items()) if v}
        return d

    def state_hash(self) -> str:
        text = json.dumps(self.canonical(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()


def state_from_canonical(data: Any) -> LegendaryState:
    """The inverse of :meth:`LegendaryState.canonical` (a checkpoint read back from a save)."""
    d = dict(data)
    cards = {int(k): Card(int(k), v[0], v[1]) for k, v in d.pop("cards").items()}
    zones = {k: [int(x) for x in v] for k, v in d.pop("zones").items()}
    turn = TurnState(**d.pop("turn"))
    return LegendaryState(cards=cards, zones=zones, turn=turn, **d)
