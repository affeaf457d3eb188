"""The leader card type and the cooperative wording of Civil War (Civil War rulebook, "Leaders", "Leader-Specific
Basic Cards" and "Playing a Custom Scenario Cooperatively")."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.deckbuilding import validate_deck
from mcdesk.games.champions.cards.decks import BUILTIN_DECKS
from mcdesk.games.champions.cards.facts import facts_from_dict
from mcdesk.games.champions.cards.vocabulary import (
    VILLAIN,
    YOUR_IDENTITY,
    Damage,
    GiveStatus,
    YourLeaderOr,
    source_is_villain,
)
from mcdesk.games.champions.engine.abilities import Ctx
from mcdesk.games.champions.engine.events import Event
from mcdesk.games.champions.engine.harness import Harness

LEADER_BASICS = {
    "Iron Man": ("56129", "56130", "56131", "56132"),
    "Captain Marvel": ("56133", "56134", "56135", "56136"),
    "Captain America": ("56207", "56208", "56209", "56210"),
    "Spider-Woman": ("56211", "56212", "56213", "56214"),
}


def test_a_leader_record_becomes_a_villain_printed_as_a_leader() -> None:
    """Civil War rulebook "Leaders": leaders function exactly the same as villains."""
    f = facts_from_dict({"code": "x", "name": "Someone", "type_code": "leader", "stage": "I"})
    assert f.type_code == "villain" and f.leader and f.printed_type == "leader"
    plain = facts_from_dict({"code": "y", "name": "Rhino", "type_code": "villain"})
    assert not plain.leader and plain.printed_type == "villain"


def test_every_civil_war_leader_stage_is_a_villain() -> None:
    db = default_database()
    leaders = [f for f in db.facts.values() if f.leader]
    assert len(leaders) == 16
    assert {f.stage for f in leaders} == {"I", "II", "III", "IV"}
    assert all(f.type_code == "villain" for f in leaders)


def test_abilities_about_the_villain_address_the_leader() -> None:
    """Civil War rulebook: "Any rule or ability that refers to 'the villain' refers to the enemy leader"."""
    h = Harness(scenario="cw_iron_man")
    g = h.start(lambda g: iter(()))
    ctx = Ctx(g, h.identities[0], 0)
    assert VILLAIN(ctx) == [h.villain]
    assert source_is_villain(ctx, Event("enemy_attack", source=h.villain))
    assert g.villain() == h.villain


def test_leader_specific_basic_cards_stay_out_of_a_cooperative_deck() -> None:
    """Civil War rulebook "Leaders": each leader's 4 basic player cards are used only in competitive mode; deck
    validation names the card and says why."""
    db = default_database()
    deck = BUILTIN_DECKS["spider-man-justice"]
    for leader, codes in LEADER_BASICS.items():
        for code in codes:
            problems = validate_deck(db, deck.identity, list(deck.codes())[:-1] + [code])
            found = [p for p in problems if p.code == code]
            assert found, code
            assert "competitive" in found[0].message and leader in found[0].message, found[0].message


def test_your_leader_cannot_be_resolved_in_cooperative_play_so_the_alternate_effect_resolves() -> None:
    """Civil War rulebook: "A card ability that refers to 'your leader' cannot be resolved"; its alternate effect
    resolves instead (here: you are stunned, not your leader)."""
    eff = YourLeaderOr("stun your leader", GiveStatus("stunned", YOUR_IDENTITY))
    h = Harness(scenario="cw_iron_man")
    h.form(0, "hero")
    h.start(lambda g: eff.resolve(Ctx(g, h.identities[0], 0)))
    assert h.card(h.identities[0]).stunned == 1 and h.card(h.villain).stunned == 0
    assert "Otherwise, stun your identity" in eff.text()
    # Edge: the enemy leader is not "your leader": damage meant for your leader never reaches the villain.
    edge = YourLeaderOr("deal 2 damage to your leader", Damage(YOUR_IDENTITY, 1))
    h2 = Harness(scenario="cw_iron_man")
    h2.form(0, "hero")
    h2.start(lambda g: edge.resolve(Ctx(g, h2.identities[0], 0)))
    assert h2.card(h2.villain).damage == 0 and h2.card(h2.identities[0]).damage == 1
