"""Bomb Scare modular encounter set (core 01109-01112)."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import acceleration

HARD_TO_KEEP_DOWN = "01104"
IM_TOUGH = "01105"
BOMB_SCARE_SET = ["01109", "01110", "01111", "01112"]


def _reveal(h: Harness, player: int = 0) -> Game:
    return h.start(lambda g: reveal_facedown(g, player))


def _zone(g: Game, cid: int) -> str:
    return g.state.cards[cid].zone[0]


def test_every_bomb_scare_card_is_scripted_with_rules_text() -> None:
    db = default_database()
    assert sorted(f.code for f in db.set_cards("bomb_scare")) == BOMB_SCARE_SET
    for code in BOMB_SCARE_SET:
        assert db.is_scripted(code), code
        assert db.script(code).rules_text().strip(), code


def test_bomb_scare_enters_with_threat_and_accelerates() -> None:
    """Bomb Scare: 2 fixed threat plus 1 per player; acceleration icon: +1 threat on the main scheme in villain
    phase step 1 (Rules Reference "Acceleration Icon")."""
    h = Harness(heroes=["01001a", "01001a"])
    bomb = h.add("Bomb Scare", "facedown", 0)
    g = _reveal(h)
    assert _zone(g, bomb) == "villain_area" and g.state.cards[bomb].threat == 4
    assert acceleration(g) == 1
    # One player in alter-ego form: step 1 places 1 escalation + 1 acceleration, Rhino then schemes for 1 (his
    # boost card, Hard to Keep Down, has no boost icon); the encounter card dealt heals Rhino (no surge).
    h = Harness(encounter_deck=[HARD_TO_KEEP_DOWN] * 3)
    h.add("Bomb Scare", "villain_area", None, threat=3)
    h.set(lambda g: setattr(g.state.cards[h.villain], "damage", 4))
    g = h.start_villain_phase()
    assert h.card(h.main_scheme).threat == 3
    assert g.state.cards[h.villain].damage == 0


def test_hydra_bomber_choose_to_take_2_damage() -> None:
    """Hydra Bomber When Revealed: choose to take 2 damage or place 1 threat on the main scheme."""
    h = Harness()
    bomber = h.add("Hydra Bomber", "facedown", 0)
    g = _reveal(h)
    assert h.labels() == ["Take 2 damage", "Place 1 threat on the main scheme"]
    h.run(["Take 2 damage"])
    assert _zone(g, bomber) == "play"
    assert h.card(h.identities[0]).damage == 2
    assert h.card(h.main_scheme).threat == 0


def test_hydra_bomber_choose_to_place_threat() -> None:
    h = Harness()
    h.add("Hydra Bomber", "facedown", 0)
    _reveal(h)
    h.run(["Place 1 threat on the main scheme"])
    assert h.card(h.identities[0]).damage == 0
    assert h.card(h.main_scheme).threat == 1


def test_explosion_assigns_bomb_scare_threat_among_heroes_and_allies() -> None:
    """Explosion: with Bomb Scare in play, X damage (X = its threat) is assigned among heroes and allies, one
    point at a time; each character takes its share at once. An alter-ego is not a hero."""
    h = Harness(heroes=["01001a", "01001a", "01001a"])
    h.form(0, "hero")
    h.form(1, "hero")
    h.add("Bomb Scare", "villain_area", None, threat=4)
    cat = h.add("Black Cat", "play", 0)
    explosion = h.add("Explosion", "facedown", 0)
    g = _reveal(h)
    spidey, carol, jen = h.identities  # three Spider-Men: hero, hero, alter-ego
    assert set(h.keys()) == {f"card:{spidey}", f"card:{carol}", f"card:{cat}"}
    h.run([f"card:{spidey}", f"card:{cat}", f"card:{carol}", f"card:{cat}"])
    assert h.card(spidey).damage == 1 and h.card(carol).damage == 1 and h.card(jen).damage == 0
    assert _zone(g, cat) == "discard"  # 2 damage defeats Black Cat (2 hit points)
    assert _zone(g, explosion) == "encounter_discard"
    assert g.state.check_invariants() == []


def test_explosion_damage_to_one_character_is_dealt_at_once() -> None:
    """Explosion: all the damage assigned to a character is dealt together, so one tough card prevents it all."""
    h = Harness()
    h.form(0, "hero")
    h.add("Bomb Scare", "villain_area", None, threat=3)
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "tough", 1))
    h.add("Explosion", "facedown", 0)
    _reveal(h)  # a single candidate: no question
    assert h.card(h.identities[0]).damage == 0 and h.card(h.identities[0]).tough == 0


def test_explosion_surges_without_bomb_scare() -> None:
    """Explosion: if Bomb Scare is not in play, this card gains surge."""
    h = Harness(encounter_deck=[IM_TOUGH, HARD_TO_KEEP_DOWN])
    h.form(0, "hero")
    h.add("Explosion", "facedown", 0)
    g = _reveal(h)
    assert h.card(h.identities[0]).damage == 0
    assert g.state.cards[h.villain].tough == 1  # the surge revealed "I'm Tough"
    assert len(g.state.zone("encounter_deck")) == 1


def test_false_alarm_confuses_you() -> None:
    """False Alarm: you are confused (in either form)."""
    h = Harness(encounter_deck=[IM_TOUGH])
    alarm = h.add("False Alarm", "facedown", 0)
    g = _reveal(h)
    assert h.card(h.identities[0]).confused == 1
    assert g.state.cards[h.villain].tough == 0  # no surge
    assert _zone(g, alarm) == "encounter_discard"


def test_false_alarm_surges_if_you_are_already_confused() -> None:
    """False Alarm: "already" — if you are already confused, this card gains surge."""
    h = Harness(encounter_deck=[IM_TOUGH, HARD_TO_KEEP_DOWN])
    h.form(0, "hero")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "confused", 1))
    h.add("False Alarm", "facedown", 0)
    g = _reveal(h)
    assert h.card(h.identities[0]).confused == 1
    assert g.state.cards[h.villain].tough == 1
