"""A character whose hit points fall to 0 is defeated at once, whatever lowered them (issue 9, point 2).

Rules Reference "Defeat": "If a character has zero or fewer remaining hit points ... it is defeated." "Hit Points"
and "Gets": hit points an ability gives count while it is active; "if such an ability expires or otherwise becomes
inactive, the modified statistic reverts to the value it would have without the modifier." FAQ, Rocket Boots
(#39): Iron Man with 1 hit point left whose Rocket Boots are discarded reverts to 0, "instantly defeating him".

Each test lowers hit points by one path (a card leaving play, a lasting effect ending, a form change...) and looks
at the game right after that occurrence, before anything else happens: the character must already be gone.
Two-player tables are used where a hero is defeated, so that the game goes on and the elimination can be seen.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from mcdesk.games.champions.cards.vocabulary import YOUR_IDENTITY, gets
from mcdesk.games.champions.engine import events as ev
from mcdesk.games.champions.engine.abilities import CardScript, Gen
from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.encounter import reveal
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.timing import timing_point

from .conftest import custom_db

IRON_MAN, SPIDER_MAN, BLACK_PANTHER = "01029a", "01001a", "01040a"
ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"
CAUGHT_OFF_GUARD = "01188"


def _then(h: Harness, first: Callable[[Game], Gen[None]], seen: dict[str, object],
          look: Callable[[Game], dict[str, object]]) -> None:
    """Start ``first`` on the harness table and record ``look(g)`` the moment it returns."""
    def proc(g: Game) -> Gen[None]:
        yield from first(g)
        seen.update(look(g))

    h.start(proc)


# -- a card that gave hit points leaves play ------------------------------------------------------------------
@pytest.mark.parametrize(("upgrade", "bonus"), [("Rocket Boots", 1), ("Mark V Armor", 6)])
@pytest.mark.parametrize("damage", [8, 9])
def test_caught_off_guard_discarding_an_armor_upgrade_defeats_iron_man_at_0(upgrade: str, bonus: int,
                                                                           damage: int) -> None:
    """Caught Off Guard (#188) makes Iron Man discard his only upgrade. Iron Man has 9 printed hit points; with
    ``damage`` 9 he is left at 0 the moment the upgrade's hit points go (FAQ Rocket Boots: defeated instantly,
    here before the reveal has even finished); with 8 he keeps 1 and stays."""
    h = Harness(heroes=[IRON_MAN, SPIDER_MAN])
    h.form(0, "hero")
    h.form(1, "hero")
    up = h.add(upgrade, "play")
    cog = h.add(CAUGHT_OFF_GUARD, "facedown", 0)
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "damage", damage))
    seen: dict[str, object] = {}

    def look(g: Game) -> dict[str, object]:
        return {"eliminated": g.state.players[0].eliminated, "upgrade": g.state.cards[up].zone[0],
                "identity": g.state.cards[h.identities[0]].zone[0]}

    h.set(lambda g: seen.__setitem__("max_before", g.hit_points(h.identities[0]) + damage))
    _then(h, lambda g: reveal(g, cog, 0), seen, look)
    h.run([])
    assert seen["max_before"] == 9 + bonus
    assert seen["upgrade"] in ("discard", "removed")
    if damage == 9:
        assert seen["eliminated"] is True and seen["identity"] == "removed"
    else:
        assert seen["eliminated"] is False and seen["identity"] == "play"
        assert h.game is not None and h.game.hit_points(h.identities[0]) == 1


def test_a_drone_left_at_0_when_upgraded_drones_is_discarded_is_defeated_and_ultron_iii_can_be_hurt() -> None:
    """Upgraded Drones (#142) gives each facedown Drone +1 hit point; discarding it (its Hero Action, spend
    [energy][mental][physical]) leaves a Drone with 2 damage at 0 (1 base from Ultron Drones, +1 from Ultron
    (III)): it is defeated at once and goes to its owner's discard pile. Ultron (III) takes no damage only while
    a Drone minion is in play, so the next attack damages him."""
    h = Harness(heroes=[SPIDER_MAN], scenario="ultron", villain_stage=2)
    env = h.add("Ultron Drones", "villain_area")
    up = h.add("Upgraded Drones", "villain_area", attach_to=env)
    drone = h.add(ENERGY, "play", 0, face_down=True, engaged_with=0, controller=None, damage=2)
    h.set(lambda g: g.state.flags.__setitem__(f"facedown_minion:{drone}", "Drone"))
    pay = [h.add(c, "hand") for c in (ENERGY, GENIUS, STRENGTH)]
    h.form(0, "hero")
    h.start_turn(0)
    g = h.game
    assert g is not None
    assert g.stat(drone, "health") == 3 and g.hit_points(drone) == 1
    h.run([f"ability:{up}:0", *[f"pay:discard:{c}" for c in pay]])
    assert h.card(up).zone == ("encounter_discard", None)
    assert not g.is_in_play(drone) and h.card(drone).zone == ("discard", 0)
    assert g.minions() == []
    ident = h.identities[0]
    h.run([f"attack:{ident}"])
    if h.pending is not None and h.pending.kind.value == "target":
        h.run([f"card:{h.villain}"])
    assert h.card(h.villain).damage == 2


def test_affairs_of_state_discarding_an_upgrade_that_gave_hit_points_defeats_at_0() -> None:
    """Affairs of State (#155), penalty: discard a Black Panther upgrade you control. A test-only Panther Claws
    that gives +2 hit points, T'Challa at 0 without them: defeated as the obligation resolves (RR "Gets")."""
    h0 = Harness()
    claws_code = h0.code("Panther Claws")
    db = custom_db(CardScript(claws_code, constants=[gets("health", 2, YOUR_IDENTITY, "test: +2 hit points")]))
    h = Harness(heroes=[BLACK_PANTHER, SPIDER_MAN], db=db)
    h.form(0, "hero")
    claws = h.add("Panther Claws", "play")
    aos = h.add("01155", "facedown", 0)
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "damage", 11))
    seen: dict[str, object] = {}
    _then(h, lambda g: reveal(g, aos, 0), seen, lambda g: {"eliminated": g.state.players[0].eliminated})
    h.run(["no"])  # stay in hero form: the penalty discards the claws (the only Black Panther upgrade)
    assert h.card(claws).zone[0] in ("discard", "removed")
    assert seen == {"eliminated": True}


# -- a lasting effect ends ----------------------------------------------------------------------------------------
def test_hit_points_a_lasting_effect_gave_are_lost_at_the_end_of_the_turn() -> None:
    """RR "Gets": +2 hit points until the end of the turn; with 10 damage on Spider-Man (10 printed) he is defeated
    at the end of the turn, before anything responds to that timing point."""
    h = Harness(heroes=[SPIDER_MAN, SPIDER_MAN])
    h.form(0, "hero")
    ident = h.identities[0]
    h.set(lambda g: (setattr(g.state.cards[ident], "damage", 10),
                     g.add_lasting("health", "add", 2, ident, "end_of_turn", None)))
    seen: dict[str, object] = {}

    def first(g: Game) -> Gen[None]:
        seen["before"] = g.hit_points(ident)
        yield from timing_point(g, ev.TURN_END, player=0)

    _then(h, first, seen, lambda g: {"eliminated": g.state.players[0].eliminated})
    h.run([])
    assert seen == {"before": 2, "eliminated": True}


def test_hit_points_given_for_an_activation_are_lost_when_the_attack_ends() -> None:
    """An effect lasting "until the end of the activation" that gave an ally +1 hit point ends with the enemy's
    attack: Hawkeye (3 hit points) with 3 damage is defeated as soon as the attack is over."""
    h = Harness(heroes=[SPIDER_MAN])
    h.form(0, "hero")
    hawkeye = h.add("Hawkeye", "play", damage=3)
    h.set(lambda g: g.add_lasting("health", "add", 1, hawkeye, "end_of_activation", None))
    seen: dict[str, object] = {}

    def first(g: Game) -> Gen[None]:
        seen["before"] = g.hit_points(hawkeye)
        yield from enemy_attack(g, h.villain, 0, boosts=False)

    _then(h, first, seen, lambda g: {"hawkeye": g.state.cards[hawkeye].zone[0]})
    h.run(["pass", "no_defense"])
    assert seen == {"before": 1, "hawkeye": "discard"}


# -- a change of form ---------------------------------------------------------------------------------------------
def test_changing_to_a_form_with_fewer_hit_points_defeats_at_0() -> None:
    """RR "Form" / "Hit Points": each face has its own hit point value. A test-only Peter Parker with 7 hit points
    (Spider-Man has 10): with 8 damage, changing to alter-ego form defeats him at once (the turn does not go on)."""
    db = custom_db(facts={"01001b": {"health": 7}})
    h = Harness(heroes=[SPIDER_MAN, SPIDER_MAN], db=db)
    h.form(0, "hero")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "damage", 8))
    h.start_turn(0)
    h.run(["change_form"])
    g = h.game
    assert g is not None
    assert g.state.players[0].eliminated
    assert h.pending is None or h.pending.player != 0


# -- damage, and the check finding nothing --------------------------------------------------------------------
def test_damage_still_defeats_and_attributes_the_defeat() -> None:
    """RR "Damage": a character with zero or fewer remaining hit points is defeated; the defeat is by the player
    whose attack did it (for "when you defeat" abilities)."""
    from mcdesk.games.champions.engine.combat import player_attack
    from mcdesk.games.champions.engine.events import Event

    h = Harness(heroes=[SPIDER_MAN])
    h.form(0, "hero")
    minion = h.add("Hydra Mercenary", "engaged")
    seen: list[Event] = []

    def first(g: Game) -> Gen[None]:
        from mcdesk.games.champions.engine import timing

        real = timing.window

        def spy(g: Game, events: list[Event], *, interrupt: bool) -> Gen[None]:
            seen.extend(e for e in events if e.kind == ev.DEFEATED)
            yield from real(g, events, interrupt=interrupt)

        timing.window = spy  # type: ignore[assignment]
        try:
            yield from player_attack(g, h.identities[0], minion, 10, 0)
        finally:
            timing.window = real  # type: ignore[assignment]

    h.start(first)
    h.run([])
    assert h.card(minion).zone == ("encounter_discard", None)
    assert seen and all(e.player == 0 for e in seen)


def test_a_character_is_defeated_once_even_if_a_check_runs_while_its_defeat_resolves() -> None:
    """Spider-Tracer (#9): when the attached minion would be defeated, remove 3 threat from a scheme. Here that
    defeats a side scheme, whose own defeat re-checks every character while the minion (still at 0, its defeat
    resolving) is in play: the minion is defeated once, and Spider-Tracer removes threat once."""
    from mcdesk.games.champions.engine.combat import deal_damage

    h = Harness(heroes=[SPIDER_MAN])
    h.form(0, "hero")
    minion = h.add("Hydra Mercenary", "engaged")
    h.add("Spider-Tracer", "play", attach_to=minion)
    side = h.add("Breakin' & Takin'", "villain_area", threat=3)
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 5))
    h.start(lambda g: deal_damage(g, minion, 10, h.identities[0], by_player=0))
    h.run([f"card:{side}"] if h.pending is not None and h.pending.kind.value == "target" else [])
    g = h.game
    assert g is not None
    assert h.card(side).zone == ("encounter_discard", None)
    assert h.card(h.main_scheme).threat == 5  # not a second removal
    assert sum(1 for line in g.log_lines if line.endswith("is defeated.") and "Hydra" in line) == 1
