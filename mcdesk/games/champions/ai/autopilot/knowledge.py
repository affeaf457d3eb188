"""What the autopilot knows: its units and a player's rough sense of what core cards are worth.

The values (codes, not names) are judgement, not rules: what a card is worth once in play, how much a
reactive card is worth keeping, how much an encounter card hurts. What a card DOES (it deals damage, heals,
removes threat, makes the villain attack) is read from its script through the vocabulary's roles
(:mod:`mcdesk.games.champions.cards.vocabulary.roles`), never from its text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.abilities import Timing

if TYPE_CHECKING:
    from ...engine.database import CardDatabase

DEATH = 150.0
HP_POINT = [3.0, 1.4, 0.7, 0.5]
"""What a hit point of the identity is worth with 1-2, 3-4, 5-6 and 7+ left after losing it."""
SOFT_THREAT = [0.8, 1.0, 1.3, 1.7]
"""What a threat on the main scheme costs up to 40%, 60%, 80% and beyond of its target."""
EXHAUST_FACTOR = 1.0
"""How much of the hero's next basic power defending (which exhausts it through the next turn) costs."""
RECOVER_OPTION = 0.5
"""How much of recovering next turn (instead of the basic power) counts when choosing to end in alter-ego form."""
DRAW_VALUE = 1.0
"""A fresh card from the deck: what a card kept in hand at the end of the turn costs (hands are refilled)."""
"""The cost of losing the game (or a hero), in the autopilot's unit (about one damage to the villain)."""

# == what the autopilot knows about the core set's player cards ============================================
# Codes, not names: the values are a player's rough sense of what a card is worth once in play.
PERMANENT_VALUE: dict[str, float] = {
    "01006": 3.0,  # Aunt May
    "01007": 2.0,  # Spider-Tracer
    "01008": 3.2,  # Web-Shooter
    "01009": 4.5,  # Webbed Up
    "01063": 1.5,  # Interrogation Room
    "01064": 3.0,  # Surveillance Team
    "01065": 3.5,  # Heroic Intuition
    "01091": 4.0,  # Avengers Mansion
    "01092": 3.0,  # Helicarrier
    "01093": 2.0,  # Tenacity
    "01015": 2.5,  # Alpha Flight Station
    "01016": 2.0,  # Captain Marvel's Helmet
    "01017": 3.0,  # Cosmic Flight
    "01018": 1.5,  # Energy Channel
    "01073": 1.0,  # The Triskelion
    "01074": 2.5,  # Inspired
    "01026": 3.0,  # Superhuman Law Division
    "01027": 3.0,  # Focused Rage
    "01028": 4.0,  # Superhuman Strength
    "01033": 3.0,  # Pepper Potts
    "01034": 1.5,  # Stark Tower
    # Iron Man's Tech upgrades each raise his hand size (1 printed) besides their stats: worth a lot early.
    "01035": 4.5,  # Arc Reactor
    "01036": 6.0,  # Mark V Armor
    "01037": 4.5,  # Mark V Helmet
    "01038": 4.5,  # Powered Gauntlets
    "01039": 3.0,  # Rocket Boots
    "01045": 5.0,  # The Golden City
    "01046": 4.0,  # Energy Daggers
    "01047": 4.0,  # Panther Claws
    "01048": 4.0,  # Tactical Genius
    "01049": 4.0,  # Vibranium Suit
    "01056": 4.0,  # Tac Team
    "01057": 3.5,  # Combat Training
    "01080": 3.0,  # Med Team
    "01081": 2.5,  # Armored Vest
    "01082": 2.0,  # Indomitable
}
SHAPESHIFT_UPGRADES = frozenset({"56032", "56033", "56034", "56035"})
"""Hulkling keeps one: another one in play makes a new one worth little more than readying him."""
SHAPESHIFT_SWAP_VALUE = 1.0
ALLY_BONUS: dict[str, float] = {
    "01002": 1.0,  # Black Cat: digs for mental cards
    "01083": 1.5,  # Mockingbird: stuns an enemy
    "01011": 1.5,  # Spider-Woman: confuses the villain
    "01066": 1.0,  # Hawkeye
    "01067": 1.5,  # Maria Hill: everyone draws
    "01041": 1.5,  # Shuri: finds an upgrade
    "01075": 1.0,  # Black Widow
    "01076": 1.0,  # Luke Cage: toughness
    "01030": 0.5,  # War Machine
}
TEMPORARY_ALLIES = frozenset({"01084"})
"""Allies discarded at the end of the round (Nick Fury): worth their entering effect and one action."""
HOLD_VALUE: dict[str, float] = {  # reactive cards worth keeping in hand for the villain phase
    "01003": 2.2,  # Backflip
    "01004": 1.6,  # Enhanced Spider-Sense
    "01061": 0.9,  # Great Responsibility
    "01085": 0.9,  # Emergency
    "01024": 1.0,  # One-Two Punch
    "01052": 0.8,  # Chase Them Down
    "01077": 1.2,  # Counter-Punch
    "01078": 1.2,  # Get Behind Me!
}
PAID_WITH_BONUS: dict[str, str] = {"01060": "mental", "01013": "energy", "01053": "physical", "56049": "physical"}
"""Cards that do more when a resource of this type pays for them."""
WAKANDA_ORDER = ("01048", "01046", "01049", "01047")
"""Black Panther upgrades from least to most worth doubling as Wakanda Forever!'s final step."""

TREACHERY_HARM: dict[str, float] = {
    "01104": 3.0,  # Hard to Keep Down: heals the villain
    "01105": 1.5,  # "I'm Tough"
    "01106": 3.0,  # Stampede
    "01111": 4.0,  # Explosion
    "01112": 1.5,  # False Alarm
    "01186": 3.0,  # Advance
    "01187": 3.0,  # Assault
    "01188": 3.0,  # Caught Off Guard
    "01189": 4.5,  # Gang-Up
    "01190": 5.0,  # Shadow of the Past
    "01191": 2.5,  # Exhaustion
    "01192": 5.0,  # Masterplan
    "01193": 2.5,  # Under Fire
    "01122": 3.0, "01123": 3.0, "01124": 3.0, "01133": 4.0,
    "01144a": 4.0, "01144b": 4.0, "01144c": 4.0, "01145": 3.5, "01146": 3.0, "01147": 4.0, "01154": 2.5,
    "01168": 3.0, "01169": 3.0, "01178": 1.5, "01179": 3.0, "01164": 3.0, "01173": 3.0, "01174": 3.0,
    "01158": 2.5, "01159": 3.0,
}

ESTIMATED_AMOUNTS: dict[str, tuple[str, int]] = {
    "01032": ("damage", 4),  # Supersonic Punch (8 with Aerial)
    "01031": ("damage", 4),  # Repulsor Blast (1 + 2 per energy among 5 cards: about 4)
    "01053": ("damage", 5),  # Relentless Assault (minions only)
    "01060": ("thwart", 3),  # For Justice! (4 when paid with a mental resource)
    "01012": ("thwart", 2),  # Crisis Interdiction
}
"""A player's estimate of what an action event deals or removes when its script works the amount out in play."""


Roles = dict[str, int]


def cost_roles(cost: object) -> Roles:
    """What paying a cost takes, read from the vocabulary (see vocabulary/roles.py)."""
    from ...cards.vocabulary.roles import cost_roles as read

    return read(cost)


def effect_roles(effect: object) -> Roles:
    """What an effect does, read from the vocabulary (role -> amount; see vocabulary/roles.py)."""
    roles = getattr(effect, "roles", None)
    return dict(roles()) if callable(roles) else {}


def merged(parts: list[Roles]) -> Roles:
    out: Roles = {}
    for r in parts:
        for k, v in r.items():
            out[k] = max(out.get(k, 0), v)
    return out


def played_roles(db: CardDatabase, code: str, *, actions_only: bool = False) -> Roles:
    """What playing an event does (its abilities played from hand)."""
    script = db.scripts.get(code)
    if script is None:
        return {}
    return merged([effect_roles(a.effect) for a in script.abilities
                   if a.from_hand and (not actions_only or a.timing is Timing.ACTION)])


def revealed_roles(db: CardDatabase, code: str) -> Roles:
    """What revealing an encounter card does (its When Revealed effects, in either form)."""
    script = db.scripts.get(code)
    return merged([effect_roles(e) for e in script.when_revealed.values()]) if script is not None else {}


class _Derived:
    """What the database's cards do, worked out once per database."""

    def __init__(self, db: CardDatabase) -> None:
        self.damage_events: dict[str, int] = {}
        self.thwart_events: dict[str, int] = {}
        for code in db.scripts:
            if db.card(code).type_code != "event":
                continue
            r = played_roles(db, code, actions_only=True)
            role, estimate = ESTIMATED_AMOUNTS.get(code, ("", 0))
            n = r.get("damage", 0) or (estimate if role == "damage" else 0)
            if n:
                self.damage_events[code] = n
            t = r.get("thwart", 0) or (estimate if role == "thwart" else 0)
            if t and not n:
                self.thwart_events[code] = t
        treacheries = [c for c in db.scripts if db.card(c).type_code == "treachery"]
        self.attack_treacheries = frozenset(c for c in treacheries if "enemy_attack" in revealed_roles(db, c))
        """Encounter cards that make the villain (or minions) attack a hero (Stampede, Assault and the like)."""
        self.threat_treacheries = frozenset(c for c in treacheries if {"enemy_scheme", "threat"}
                                            & set(revealed_roles(db, c)))
        """Encounter cards that make the villain scheme or put threat on the main scheme (Advance and the like)."""


_DERIVED: dict[int, tuple[CardDatabase, _Derived]] = {}


def derived(db: CardDatabase) -> _Derived:
    entry = _DERIVED.get(id(db))
    if entry is None or entry[0] is not db:
        entry = (db, _Derived(db))
        _DERIVED[id(db)] = entry
    return entry[1]
