"""What an effect does, as data (issue 9 §6): the vocabulary says an effect deals damage, heals, removes threat
or makes an enemy attack, so a computer player never reads a card's words."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.vocabulary import (
    ENEMY,
    MAIN_SCHEME,
    VILLAIN,
    YOUR_IDENTITY,
    ChooseOne,
    Damage,
    Draw,
    Heal,
    PlaceThreat,
    Stun,
    Thwart,
)
from mcdesk.games.champions.cards.vocabulary.roles import cost_roles, roles


def test_basic_effects_say_what_they_do_and_how_much() -> None:
    assert roles(Damage(ENEMY, 3)) == {"damage": 3}
    assert roles(Damage(YOUR_IDENTITY, 2)) == {"self_damage": 2}
    assert roles(Heal(2, YOUR_IDENTITY)) == {"heal": 2}
    assert roles(Heal(4, VILLAIN)) == {"enemy_heal": 4}
    assert roles(Thwart(1)) == {"thwart": 1}
    assert roles(PlaceThreat(2, MAIN_SCHEME)) == {"threat": 2}
    assert roles(Stun(ENEMY)) == {"stun": 1}
    assert roles(Stun(YOUR_IDENTITY)) == {"self_stun": 1}


def test_composite_effects_add_up_and_a_choice_offers_the_most_of_each() -> None:
    assert roles(Damage(ENEMY, 2).then(Draw(1))) == {"damage": 2, "draw": 1}
    either = ChooseOne((("hit", Damage(ENEMY, 2)), ("heal", Heal(3, YOUR_IDENTITY))))
    assert roles(either) == {"damage": 2, "heal": 3}


def test_core_cards_read_from_their_scripts() -> None:
    """Swinging Web Kick deals 8; Aunt May heals 4; Advance makes the villain scheme; Stampede attacks and
    stuns the hero; a Custom effect says nothing."""
    db = default_database()

    def played(code: str) -> dict[str, int]:
        out: dict[str, int] = {}
        for a in db.script(code).abilities:
            out.update(roles(a.effect))
        return out

    assert played("01005") == {"damage": 8}
    assert played("01006") == {"heal": 4}
    assert roles(db.script("01186").when_revealed[""]) == {"enemy_scheme": 1}
    assert {"enemy_attack", "stun"} <= set(roles(db.script("01106").when_revealed["hero"]))


def test_costs_say_what_they_take() -> None:
    db = default_database()
    horn = db.script("01098") if "01098" in db.scripts else None
    takes = [cost_roles(c) for s in db.scripts.values() for a in s.abilities for c in a.costs]
    assert any("spend" in t for t in takes) and any("self_exhaust" in t or "discard_this" in t for t in takes)
    _ = horn
