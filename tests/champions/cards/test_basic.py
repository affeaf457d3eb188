"""Basic cards, core set (01083-01093)."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine import events as ev
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.rounds import end_of_player_phase
from mcdesk.games.champions.engine.schemes import place_threat
from mcdesk.games.champions.engine.timing import timing_point
from mcdesk.games.champions.engine.turn import player_turn


def _threat(h: Harness, n: int) -> None:
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", n))


def _damage(h: Harness, card: int, n: int) -> None:
    h.set(lambda g: setattr(g.state.cards[card], "damage", n))


# -- Mockingbird ---------------------------------------------------------------------------------------------
def test_mockingbird_stuns_an_enemy_when_she_enters_play() -> None:
    """Mockingbird (#83): Response after she enters play, stun an enemy."""
    h = Harness()
    bird = h.add("Mockingbird", "hand")
    energy = h.add("Energy", "hand")
    genius = h.add("Genius", "hand")
    h.start_turn(0)
    for key in (f"play:{bird}", f"pay:discard:{energy}", f"pay:discard:{genius}"):
        h.answer(key)
    assert h.labels() == ["Use Mockingbird: Stun an enemy.", "Pass"]
    h.run(["Use Mockingbird"])  # Rhino is the only enemy
    assert h.card(h.villain).stunned == 1
    assert h.card(bird).zone == ("play", 0)


# -- Nick Fury -----------------------------------------------------------------------------------------------
def _nick_fury_round(choice: str) -> tuple[Harness, int]:
    h = Harness()
    nick = h.add("Nick Fury", "hand")
    energy = h.add("Energy", "hand")
    genius = h.add("Genius", "hand")
    _threat(h, 5)

    def proc(g):  # type: ignore[no-untyped-def]
        yield from player_turn(g, 0)
        yield from timing_point(g, ev.ROUND_END)

    h.start(proc)
    h.run([f"play:{nick}", f"pay:discard:{energy}", f"pay:discard:{genius}", choice])
    assert h.card(nick).zone == ("play", 0)
    return h, nick


def test_nick_fury_removes_2_threat_and_leaves_at_the_end_of_the_round() -> None:
    """Nick Fury (#84): Forced Response after he enters play, choose one of three; at the end of the round, if
    he is still in play, discard him."""
    h, nick = _nick_fury_round("Remove 2 threat from a scheme")
    assert h.card(h.main_scheme).threat == 3
    h.run(["end_turn"])
    assert h.card(nick).zone == ("discard", 0)


def test_nick_fury_draws_3_or_deals_4() -> None:
    h, _ = _nick_fury_round("Draw 3 cards")
    g = h.game
    assert g is not None and len(g.hand(0)) == 3
    h2, _ = _nick_fury_round("Deal 4 damage to an enemy")
    assert h2.card(h2.villain).damage == 4


def test_nick_fury_already_gone_at_the_end_of_the_round() -> None:
    """"If Nick Fury is still in play": when he left play first, the delayed effect does nothing."""
    h = Harness()
    nick = h.add("Nick Fury", "hand")
    energy = h.add("Energy", "hand")
    genius = h.add("Genius", "hand")

    def proc(g):  # type: ignore[no-untyped-def]
        yield from player_turn(g, 0)
        from mcdesk.games.champions.engine.zones import discard_card

        discard_card(g, nick)
        yield from timing_point(g, ev.ROUND_END)

    h.start(proc)
    h.run([f"play:{nick}", f"pay:discard:{energy}", f"pay:discard:{genius}", "Draw 3 cards", "end_turn"])
    g = h.game
    assert g is not None and h.card(nick).zone == ("discard", 0) and g.state.delayed == []


# -- Emergency -----------------------------------------------------------------------------------------------
def test_emergency_reduces_the_villains_scheme_by_1() -> None:
    """Emergency (#85): Interrupt (thwart) when the villain schemes, reduce the threat placed by 1."""
    h = Harness()
    emergency = h.add("Emergency", "hand")
    h.start(lambda g: place_threat(g, h.main_scheme, 2, h.villain, enemy_scheme=True))
    h.run(["Play Emergency"])
    assert h.card(h.main_scheme).threat == 1
    assert h.card(emergency).zone == ("discard", 0)


def test_emergency_in_a_real_villain_activation() -> None:
    from mcdesk.games.champions.engine.combat import enemy_scheme

    h = Harness(encounter_deck=["01186", "01186"])  # Advance: no boost icons
    h.add("Emergency", "hand")
    h.start(lambda g: enemy_scheme(g, h.villain, 0, activation=True))
    h.run(["Play Emergency"])
    assert h.card(h.main_scheme).threat == 0  # Rhino SCH 1, reduced by 1


def test_emergency_ignores_minions_and_the_villain_phase_step_one() -> None:
    h = Harness()
    shocker = h.add("Shocker", "engaged")
    h.add("Emergency", "hand")

    def proc(g):  # type: ignore[no-untyped-def]
        yield from place_threat(g, h.main_scheme, 1, shocker, enemy_scheme=True)
        yield from place_threat(g, h.main_scheme, 1, None)

    h.start(proc)
    assert h.pending is None and h.card(h.main_scheme).threat == 2


# -- First Aid -----------------------------------------------------------------------------------------------
def test_first_aid_heals_2_from_any_damaged_character() -> None:
    """First Aid (#86): Action, heal 2 damage from any character."""
    h = Harness()
    aid = h.add("First Aid", "hand")
    energy = h.add("Energy", "hand")
    ally = h.add("Jessica Jones", "play")
    _damage(h, h.identities[0], 3)
    _damage(h, ally, 1)
    h.start_turn(0)
    h.answer(f"play:{aid}")
    h.answer(f"pay:discard:{energy}")
    assert sorted(h.keys()) == sorted([f"card:{h.identities[0]}", f"card:{ally}"])  # only damaged ones
    h.run([f"card:{h.identities[0]}"])
    assert h.card(h.identities[0]).damage == 1


# -- Haymaker ------------------------------------------------------------------------------------------------
def test_haymaker_deals_3() -> None:
    """Haymaker (#87): Hero Action (attack), deal 3 damage to an enemy."""
    h = Harness()
    h.form(0, "hero")
    hay = h.add("Haymaker", "hand")
    strength = h.add("Strength", "hand")
    h.start_turn(0)
    h.run([f"play:{hay}", f"pay:discard:{strength}"])  # Strength alone pays 2
    assert h.card(h.villain).damage == 3


def test_haymaker_is_hero_only() -> None:
    h = Harness()
    hay = h.add("Haymaker", "hand")
    h.add("Strength", "hand")
    h.start_turn(0)
    assert f"play:{hay}" not in h.keys()


# -- Energy, Genius, Strength --------------------------------------------------------------------------------
def test_energy_genius_strength_are_vanilla_and_generate_2() -> None:
    """Energy, Genius, Strength (#88-90): two printed resources of their type; nothing to script."""
    db = default_database()
    for code, kind in (("01088", "energy"), ("01089", "mental"), ("01090", "physical")):
        assert not db.is_scripted(code)
        assert db.card(code).resources == {kind: 2}
        assert db.card(code).keyword("max_per_deck") == 1
    h = Harness()
    team = h.add("Surveillance Team", "hand")  # cost 2
    genius = h.add("Genius", "hand")
    h.start_turn(0)
    h.run([f"play:{team}", f"pay:discard:{genius}"])
    assert h.card(team).zone == ("play", 0)


# -- Avengers Mansion ----------------------------------------------------------------------------------------
def test_avengers_mansion_a_player_draws_1() -> None:
    """Avengers Mansion (#91): Action, exhaust → choose a player; that player draws 1 card."""
    h = Harness()
    mansion = h.add("Avengers Mansion", "play")
    h.start_turn(0)
    h.run([f"ability:{mansion}:0"])
    g = h.game
    assert g is not None and len(g.hand(0)) == 1 and h.card(mansion).exhausted


def test_avengers_mansion_another_player_draws() -> None:
    h = Harness(heroes=["01001a", "01029a"])
    mansion = h.add("Avengers Mansion", "play")
    h.start_turn(0)
    h.run([f"ability:{mansion}:0", "player:1"])
    g = h.game
    assert g is not None and len(g.hand(0)) == 0 and len(g.hand(1)) == 1


# -- Helicarrier ---------------------------------------------------------------------------------------------
def test_helicarrier_reduces_the_next_card_by_1_this_phase() -> None:
    """Helicarrier (#92): Action, exhaust → choose a player; the next card they play this phase costs 1 less."""
    h = Harness()
    heli = h.add("Helicarrier", "play")
    team = h.add("Surveillance Team", "hand")  # cost 2
    may = h.add("Aunt May", "hand")  # cost 1
    energy = h.add("Energy", "hand")
    h.start_turn(0)
    h.run([f"ability:{heli}:0"])
    assert f"play:{may}" in h.keys()
    h.answer(f"play:{team}")
    # Now costs 1: Energy alone pays it, and Scientist is also offered.
    assert f"pay:discard:{energy}" in h.keys()
    h.run([f"pay:resource:{h.identities[0]}:0"])
    assert h.card(team).zone == ("play", 0)
    g = h.game
    assert g is not None and not any(k.startswith("phase:next_card_cost") for k in g.state.flags)
    h.run([f"play:{may}", f"pay:discard:{energy}"])  # full cost again
    assert h.card(may).zone == ("play", 0)


def test_helicarrier_reduction_ends_with_the_phase() -> None:
    h = Harness()
    heli = h.add("Helicarrier", "play")

    def proc(g):  # type: ignore[no-untyped-def]
        yield from player_turn(g, 0)
        yield from end_of_player_phase(g)
        yield from timing_point(g, ev.PLAYER_PHASE_END)

    h.start(proc)
    h.run([f"ability:{heli}:0"])
    g = h.game
    assert g is not None and g.state.flags.get("phase:next_card_cost:0") == 1
    h.run(["end_turn", "Done discarding"])
    assert "phase:next_card_cost:0" not in g.state.flags


# -- Tenacity ------------------------------------------------------------------------------------------------
def test_tenacity_readies_your_hero() -> None:
    """Tenacity (#93): Hero Action, spend a [physical] resource and discard this card → ready your hero."""
    h = Harness()
    h.form(0, "hero")
    ten = h.add("Tenacity", "play")
    energy = h.add("Energy", "hand")
    strength = h.add("Strength", "hand")
    _threat(h, 3)
    h.start_turn(0)
    ident = h.identities[0]
    h.run([f"thwart:{ident}"])
    assert h.card(ident).exhausted
    h.answer(f"ability:{ten}:0")
    assert f"pay:discard:{strength}" in h.keys()
    h.run([f"pay:discard:{strength}"])
    assert not h.card(ident).exhausted
    assert h.card(ten).zone == ("discard", 0) and h.card(energy).zone == ("hand", 0)


def test_tenacity_needs_a_physical_resource_and_an_exhausted_hero() -> None:
    h = Harness()
    h.form(0, "hero")
    ten = h.add("Tenacity", "play")
    h.add("Energy", "hand")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "exhausted", True))
    h.start_turn(0)
    assert f"ability:{ten}:0" not in h.keys()
    h2 = Harness()
    h2.form(0, "hero")
    ten2 = h2.add("Tenacity", "play")
    h2.add("Strength", "hand")
    h2.start_turn(0)
    assert f"ability:{ten2}:0" not in h2.keys()  # the hero is ready: nothing would change
