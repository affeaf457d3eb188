"""Iron Man's nemesis set (core 01171-01174): Imminent Overload, Whiplash, Electric Whip Attack,
Electromagnetic Backlash."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.encounter import reveal_top
from mcdesk.games.champions.engine.harness import Harness

IRON_MAN = "01029a"
ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"
WHIP = "01173"


def _iron_man(form: str = "hero", **kw: object) -> Harness:
    h = Harness(heroes=[IRON_MAN], **kw)  # type: ignore[arg-type]
    h.form(0, form)
    return h


def test_scripted_cards_have_rules_text() -> None:
    db = default_database()
    for code in ["01171", "01173", "01174"]:
        assert db.script(code).rules_text().strip(), code
    assert not db.is_scripted("01172")  # Whiplash: retaliate 1, a fact


def test_imminent_overload_enters_with_3_plus_1_per_player() -> None:
    """Imminent Overload (#171): 3 fixed starting threat, When Revealed place 1 per player more."""
    h = _iron_man(encounter_deck=["01171"])
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None
    side = g.side_schemes()
    assert [g.state.cards[c].code for c in side] == ["01171"] and h.card(side[0]).threat == 4

    h = Harness(heroes=[IRON_MAN, "01040a"], encounter_deck=["01171"])
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None and h.card(g.side_schemes()[0]).threat == 5


def test_whiplash_retaliates() -> None:
    """Whiplash (#172): retaliate 1 — a hero attacking him takes 1 damage."""
    h = _iron_man()
    whiplash = h.add("Whiplash", "engaged")
    h.start_turn(0)
    ident = h.identities[0]
    h.run([f"attack:{ident}", f"card:{whiplash}"])
    assert h.card(whiplash).damage == 1 and h.card(ident).damage == 1


def test_electric_whip_attack_damage_per_upgrade() -> None:
    """Electric Whip Attack (#173): take 1 damage per upgrade you control, or discard an upgrade."""
    h = _iron_man(encounter_deck=[WHIP])
    h.add("Arc Reactor", "play")
    h.add("Rocket Boots", "play")
    h.add("Pepper Potts", "play")  # a support
    h.start(lambda g: reveal_top(g, 0))
    h.run(["Take 1 damage per upgrade you control"])
    assert h.card(h.identities[0]).damage == 2


def test_electric_whip_attack_discarding_rocket_boots_can_defeat_iron_man() -> None:
    """FAQ (Rocket Boots): when the boots leave play their hit point goes too, and Iron Man with no hit
    points left is defeated at once."""
    h = _iron_man(encounter_deck=[WHIP])
    boots = h.add("Rocket Boots", "play")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "damage", 9))
    h.start(lambda g: reveal_top(g, 0))
    h.run(["Discard an upgrade you control"])  # the only upgrade: discarded without a question
    g = h.game
    assert g is not None
    assert h.card(boots).zone == ("discard", 0) or g.state.players[0].eliminated
    assert g.result == "loss"


def test_electric_whip_attack_without_upgrades_does_nothing() -> None:
    h = _iron_man(encounter_deck=[WHIP])
    h.start(lambda g: reveal_top(g, 0))
    h.run(["Take 1 damage per upgrade you control"])  # neither choice changes anything: either may be picked
    g = h.game
    assert g is not None
    assert h.card(h.identities[0]).damage == 0
    assert [g.state.cards[c].code for c in g.state.zone("encounter_discard")] == [WHIP]


def test_electric_whip_boost_discards_an_upgrade_on_an_undefended_villain_attack() -> None:
    """Electric Whip Attack boost: if the villain's attack is undefended, discard an upgrade you control."""
    h = _iron_man(encounter_deck=[WHIP])
    reactor = h.add("Arc Reactor", "play")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    g = h.game
    assert g is not None
    assert h.card(reactor).zone == ("discard", 0)
    assert h.card(h.identities[0]).damage == 2  # no boost icons

    h = _iron_man(encounter_deck=[WHIP])
    reactor = h.add("Arc Reactor", "play")
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run([f"defend:{h.identities[0]}"])
    assert h.card(reactor).zone == ("play", 0)
    assert h.card(h.identities[0]).damage == 1  # ATK 2 - DEF 1


def test_electromagnetic_backlash_damage_per_printed_energy() -> None:
    """Electromagnetic Backlash (#174): each player discards the top 5 of their deck and takes 1 damage per
    printed [energy] resource among them."""
    h = _iron_man(deck=[ENERGY, GENIUS, STRENGTH, "01032", "01035"] + [GENIUS] * 15,
                  encounter_deck=["01174"])
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None
    assert h.card(h.identities[0]).damage == 2 + 1 + 1  # Energy 2, Supersonic Punch 1, Arc Reactor 1
    assert len(g.state.zone("deck", 0)) == 15 and len(g.state.zone("discard", 0)) == 5
