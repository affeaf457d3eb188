"""The 16 leader-specific basic player cards (cw 56129-56136, 56207-56214) in cooperative play: Civil War rulebook
"Leaders" (used only in competitive mode: deck validation refuses them, see test_civil_war_leaders) and "Playing a
Custom Scenario Cooperatively" (an ability about "your leader" cannot be resolved; do as much as you can: the rest
of the card resolves)."""

from __future__ import annotations

import pytest

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.abilities import Ctx
from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.events import Event
from mcdesk.games.champions.engine.harness import Harness

FUTURIST, TARGET_LOCK, HIGH_TECH_SUIT, SUIT_UP = "56129", "56130", "56131", "56132"
PROVOKED, STARTED_THIS, ALPHA_RECRUIT, RAW_POWER = "56133", "56134", "56135", "56136"
NO_YOU_MOVE, FIGHTING_DIRTY, RECRUITED, PEOPLES_HERO = "56207", "56208", "56209", "56210"
DOUBLE_AGENT, SPIDER_BLAST, HARD_TO_HIT, SECRET_CONTACT = "56211", "56212", "56213", "56214"
ALL = [FUTURIST, TARGET_LOCK, HIGH_TECH_SUIT, SUIT_UP, PROVOKED, STARTED_THIS, ALPHA_RECRUIT, RAW_POWER,
       NO_YOU_MOVE, FIGHTING_DIRTY, RECRUITED, PEOPLES_HERO, DOUBLE_AGENT, SPIDER_BLAST, HARD_TO_HIT, SECRET_CONTACT]
CAP_KEY, SW_KEY, CM_KEY = "cw:captain_america:56141a:56142a", "cw:spider_woman:56172a:56173a", "cw_captain_marvel"
ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"
ADVANCE = "01186"
SPIDER_MAN, CAPTAIN_MARVEL = "01001a", "01010a"


def _resolve_event(h: Harness, code: str, paid: dict[str, int]):  # type: ignore[no-untyped-def]
    """Resolve an event card's effect as if played and paid for with ``paid``."""
    card = h.add(code, "hand")
    return h.start(lambda g: g.script(card).abilities[0].effect.resolve(Ctx(g, card, 0, paid=dict(paid))))


def test_every_leader_basic_card_is_scripted_and_says_its_leader_part_is_competitive() -> None:
    db = default_database()
    for code in ALL:
        text = db.script(code).rules_text()
        assert db.is_scripted(code) and text.strip(), code
        assert code == RECRUITED or "competitive" in text, code


@pytest.mark.parametrize("code,paid,status", [(FIGHTING_DIRTY, "physical", "stunned"),
                                              (STARTED_THIS, "energy", "confused"),
                                              (SPIDER_BLAST, "mental", "confused")])
def test_leader_attack_events_keep_only_their_status_part(code: str, paid: str, status: str) -> None:
    """Fighting Dirty, You Started This, Spider-Blast: "your leader attacks the enemy leader" cannot resolve; if you
    spent the named resource, the enemy leader still gets the status card. Edge: another resource, nothing."""
    h = Harness(scenario=CAP_KEY)
    g = _resolve_event(h, code, {paid: 1})
    assert getattr(h.card(h.villain), status) == 1 and h.card(h.villain).damage == 0
    other = "energy" if paid != "energy" else "physical"
    h2 = Harness(scenario=CAP_KEY)
    _resolve_event(h2, code, {other: 1})
    assert getattr(h2.card(h2.villain), status) == 0
    assert g is not None


def test_a_your_leader_event_cannot_be_played_when_nothing_else_would_happen() -> None:
    """The Futurist only makes your leader scheme: in cooperative play it cannot be played (it would change
    nothing). Edge: Double Agent can, for its first sentence."""
    h = Harness(scenario=CAP_KEY)
    fut = h.add(FUTURIST, "hand")
    agent = h.add(DOUBLE_AGENT, "hand")
    for _ in range(2):
        h.add(ENERGY, "hand")
    h.set(lambda g: setattr(g.state.cards[g.main_scheme()], "threat", 3))  # type: ignore[index]
    h.start_turn(0)
    assert f"play:{fut}" not in h.keys() and f"play:{agent}" in h.keys()


def test_double_agent_removes_threat_and_places_none() -> None:
    """Double Agent: remove 2 threat from the main scheme; "place 2 threat on your leader's main scheme" cannot
    resolve (the enemy leader's main scheme is not your leader's)."""
    h = Harness(scenario=SW_KEY)
    h.set(lambda g: setattr(g.state.cards[g.main_scheme()], "threat", 5))  # type: ignore[index]
    g = _resolve_event(h, DOUBLE_AGENT, {"wild": 1})
    assert g.state.cards[g.main_scheme()].threat == 3  # type: ignore[index]


def test_target_lock_discards_a_hero_response_attachment_from_the_enemy_leader() -> None:
    """Target Lock with a [mental] resource: choose an attachment on the enemy leader with a Hero Response or Hero
    Interrupt and discard it (Cap's Helmet). Edge: Cap's Shield (permanent, none) and Super-Soldier Serum (none)
    cannot be chosen."""
    h = Harness(scenario=CAP_KEY)
    helmet, shield, serum = (h.add(c, "villain_area", attach_to=h.villain) for c in ("56144", "56143", "56145"))
    g = _resolve_event(h, TARGET_LOCK, {"mental": 1})
    assert h.card(helmet).zone == ("encounter_discard", None)
    assert g.is_in_play(shield) and g.is_in_play(serum)


def test_provoked_response_and_no_you_move_are_discarded_and_the_attack_goes_on() -> None:
    """Provoked Response, No, You Move!: when the enemy leader would attack you, the attack cannot go to your leader
    (cooperative play): it goes on against you, and the card is discarded."""
    for code, key in ((PROVOKED, CM_KEY), (NO_YOU_MOVE, CAP_KEY)):
        h = Harness(scenario=key, heroes=[CAPTAIN_MARVEL])
        h.form(0, "hero")
        card = h.add(code, "play", 0)
        h.start(lambda g, v=h.villain: enemy_attack(g, v, 0, boosts=False))
        h.run(["no_defense"])
        assert h.card(card).zone == ("discard", 0), code
        assert h.card(h.identities[0]).damage == 2, code


@pytest.mark.parametrize("code,key", [(SUIT_UP, "cw_iron_man"), (RAW_POWER, CM_KEY), (PEOPLES_HERO, CAP_KEY),
                                      (SECRET_CONTACT, SW_KEY)])
def test_leader_resources_pay_but_never_help_the_enemy_leader(code: str, key: str) -> None:
    """Suit Up, Raw Power, The People's Hero, Secret Contact: 2 wild resources; "after you spend this resource"
    acts on your leader only, so nothing is offered and the enemy leader gets nothing (no tough status card, no
    counters on its attachment, no boost card)."""
    h = Harness(scenario=key, encounter_deck=[ADVANCE])
    h.form(0, "hero")
    ally = h.add("Black Widow", "hand")  # cost 3: the 2 wild resources and 1 energy
    res, energy = h.add(code, "hand"), h.add(ENERGY, "hand")
    g = h.start_turn(0)
    h.run([f"play:{ally}", f"pay:discard:{res}", f"pay:discard:{energy}"])
    assert h.card(ally).zone == ("play", 0) and h.card(res).zone == ("discard", 0)
    v = h.card(h.villain)
    assert v.tough == 0 and not g.state.zone("boost")
    assert all(g.state.cards[a].counters == 0 for a in g.attachments(h.villain))
    assert not default_database().script(code).when_spent.could_change(Ctx(g, res, 0))  # type: ignore[union-attr]


def test_upgrades_for_your_leader_cannot_be_played_cooperatively() -> None:
    """High-Tech Suit and Hard to Hit attach to your leader: there is none in cooperative play, so they cannot be
    played. Edge: Alpha Flight Recruit attaches to an ally and can."""
    h = Harness(scenario=SW_KEY)
    suit, hard = h.add(HIGH_TECH_SUIT, "hand"), h.add(HARD_TO_HIT, "hand")
    recruit = h.add(ALPHA_RECRUIT, "hand")
    h.add("Black Widow", "play", 0, owner=0)
    for _ in range(3):
        h.add(ENERGY, "hand")
    h.start_turn(0)
    assert f"play:{suit}" not in h.keys() and f"play:{hard}" not in h.keys()
    assert f"play:{recruit}" in h.keys()


def test_alpha_flight_recruit_ignores_the_enemy_leaders_energy_channel() -> None:
    """Alpha Flight Recruit: its heal answers counters on your Captain Marvel leader's Energy Channel, which does
    not exist cooperatively (the enemy leader's Energy Channel is not yours)."""
    h = Harness(scenario=CM_KEY)
    widow = h.add("Black Widow", "play", 0, owner=0, damage=1)
    recruit = h.add(ALPHA_RECRUIT, "play", 0, attach_to=widow)
    channel = h.add("56098", "villain_area", attach_to=h.villain)
    g = h.start(lambda g: iter(()))
    e = Event("counters_placed", target=channel, player=0, amount=2)
    assert not any(cid == recruit for cid, _i, _p in g.triggers(e, g.script(recruit).abilities[0].timing, None))


def test_recruited_by_cap_moves_a_minion_to_another_player() -> None:
    """Recruited by Cap: choose a minion engaged with you and a player of "the enemy team" (cooperatively: the
    players): that minion engages that player. Edge: without a minion engaged with you it cannot be played."""
    h = Harness(scenario=CAP_KEY, heroes=[SPIDER_MAN, CAPTAIN_MARVEL])
    minion = h.add("01101", "engaged", 0)  # Hydra Mercenary
    rec = h.add(RECRUITED, "hand")
    paid = [h.add(ENERGY, "hand"), h.add(ENERGY, "hand")]
    g = h.start_turn(0)
    h.run([f"play:{rec}", f"pay:discard:{paid[0]}", f"pay:discard:{paid[1]}", "Player 2"])
    assert h.card(minion).zone == ("play", 1) and h.card(minion).engaged_with == 1 and g.minions(0) == []
    h2 = Harness(scenario=CAP_KEY)
    rec2 = h2.add(RECRUITED, "hand")
    h2.add(ENERGY, "hand")
    h2.add(ENERGY, "hand")
    h2.start_turn(0)
    assert f"play:{rec2}" not in h2.keys()
