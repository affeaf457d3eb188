"""Justice aspect, core set (01058-01065)."""

from __future__ import annotations

from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import place_threat


def _threat(h: Harness, n: int) -> None:
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", n))


# -- Daredevil -----------------------------------------------------------------------------------------------
def test_daredevil_deals_1_damage_after_he_thwarts() -> None:
    """Daredevil (#58): Response after he thwarts, deal 1 damage to an enemy. Rules Reference "Consequential
    Damage": it is dealt after the abilities the thwart triggered."""
    h = Harness()
    dd = h.add("Daredevil", "play")
    _threat(h, 5)
    h.start_turn(0)
    h.answer(f"thwart:{dd}")  # the main scheme is the only scheme
    assert h.labels() == ["Use Daredevil: Deal 1 damage to an enemy.", "Pass"]
    h.run(["Use Daredevil"])  # Rhino is the only enemy
    assert h.card(h.main_scheme).threat == 3
    assert h.card(h.villain).damage == 1
    assert h.card(dd).damage == 1 and h.card(dd).exhausted


def test_a_confused_daredevil_does_not_thwart_so_no_damage() -> None:
    h = Harness()
    dd = h.add("Daredevil", "play", confused=1)
    _threat(h, 5)
    h.start_turn(0)
    h.run([f"thwart:{dd}"])
    assert h.card(h.main_scheme).threat == 5 and h.card(h.villain).damage == 0
    assert h.card(dd).confused == 0 and h.card(dd).damage == 0


# -- Jessica Jones -------------------------------------------------------------------------------------------
def test_jessica_jones_gets_1_thw_per_side_scheme() -> None:
    """Jessica Jones (#59): +1 THW for each side scheme in play."""
    h = Harness()
    jj = h.add("Jessica Jones", "play")
    h.add("Bomb Scare", "villain_area", threat=6)
    h.add("Breakin' & Takin'", "villain_area", threat=6)
    _threat(h, 5)
    h.start_turn(0)
    g = h.game
    assert g is not None and g.stat(jj, "thwart") == 3
    h.run([f"thwart:{jj}", f"card:{h.main_scheme}"])
    assert h.card(h.main_scheme).threat == 2


# -- For Justice! --------------------------------------------------------------------------------------------
def _for_justice(*payment: str) -> Harness:
    h = Harness()
    h.form(0, "hero")
    fj = h.add("For Justice!", "hand")
    cards = [h.add(name, "hand") for name in payment]
    _threat(h, 6)
    h.start_turn(0)
    h.run([f"play:{fj}"] + [f"pay:discard:{c}" for c in cards])
    return h


def test_for_justice_removes_3_threat() -> None:
    """For Justice! (#60): Hero Action (thwart), remove 3 threat from a scheme; cost 2."""
    h = _for_justice("Energy")
    assert h.card(h.main_scheme).threat == 3


def test_for_justice_removes_4_when_paid_with_mental() -> None:
    h = _for_justice("Genius")
    assert h.card(h.main_scheme).threat == 2


def test_for_justice_wild_counts_as_mental() -> None:
    """Rules Reference "Wild Resource": a wild resource generated for a cost may be used as any type. The
    Power of Justice doubles for a Justice card, so it alone pays the 2."""
    h = _for_justice("The Power of Justice")
    assert h.card(h.main_scheme).threat == 2


# -- Great Responsibility ------------------------------------------------------------------------------------
def test_great_responsibility_takes_the_threat_as_damage() -> None:
    """Great Responsibility (#61): Hero Interrupt, threat would be placed on a scheme → you take it as damage."""
    h = Harness()
    h.form(0, "hero")
    gr = h.add("Great Responsibility", "hand")
    h.start(lambda g: place_threat(g, h.main_scheme, 3, None))
    h.run(["Play Great Responsibility"])  # cost 0: nothing to pay
    assert h.card(h.main_scheme).threat == 0
    assert h.card(h.identities[0]).damage == 3
    assert h.card(gr).zone == ("discard", 0)


def test_great_responsibility_is_a_hero_interrupt() -> None:
    h = Harness()
    h.add("Great Responsibility", "hand")
    h.start(lambda g: place_threat(g, h.main_scheme, 3, None))
    assert h.pending is None and h.card(h.main_scheme).threat == 3


# -- The Power of Justice ------------------------------------------------------------------------------------
def test_power_of_justice_doubles_only_for_justice_cards() -> None:
    """The Power of Justice (#62): [wild]; double while paying for a Justice card."""
    h = Harness()
    h.form(0, "hero")
    hi = h.add("Heroic Intuition", "hand")  # Justice, cost 2
    haymaker = h.add("Haymaker", "hand")  # basic, cost 2
    poj1 = h.add("The Power of Justice", "hand")
    poj2 = h.add("The Power of Justice", "hand")
    h.start_turn(0)
    h.run([f"play:{hi}", f"pay:discard:{poj1}"])  # one card pays the whole 2
    assert h.card(hi).zone == ("play", 0)
    assert f"play:{haymaker}" not in h.keys()  # for Haymaker the last one gives only 1
    assert h.card(poj2).zone == ("hand", 0)


# -- Interrogation Room --------------------------------------------------------------------------------------
def test_interrogation_room_removes_1_threat_after_you_defeat_a_minion() -> None:
    """Interrogation Room (#63): Response after you defeat a minion, exhaust → remove 1 threat."""
    h = Harness()
    h.form(0, "hero")
    room = h.add("Interrogation Room", "play")
    shocker = h.add("Shocker", "engaged", damage=1)
    _threat(h, 5)
    h.start_turn(0)
    h.run([f"attack:{h.identities[0]}", f"card:{shocker}", "Use Interrogation Room"])
    assert h.card(shocker).zone == ("encounter_discard", None)
    assert h.card(h.main_scheme).threat == 4
    assert h.card(room).exhausted


def test_interrogation_room_max_one_per_player() -> None:
    h = Harness()
    h.add("Interrogation Room", "play")
    second = h.add("Interrogation Room", "hand")
    h.add("Energy", "hand")
    h.start_turn(0)
    assert f"play:{second}" not in h.keys()


# -- Surveillance Team ---------------------------------------------------------------------------------------
def test_surveillance_team_uses_snoop_counters() -> None:
    """Surveillance Team (#64): Uses (3 snoop); Action, exhaust and remove a counter → remove 1 threat."""
    h = Harness()
    team = h.add("Surveillance Team", "hand")
    energy = h.add("Energy", "hand")
    _threat(h, 5)
    h.start_turn(0)
    h.run([f"play:{team}", f"pay:discard:{energy}"])
    assert h.card(team).counters == 3
    h.run([f"ability:{team}:0"])
    assert h.card(team).counters == 2 and h.card(team).exhausted
    assert h.card(h.main_scheme).threat == 4
    assert f"ability:{team}:0" not in h.keys()


def test_surveillance_team_is_discarded_with_its_last_counter() -> None:
    h = Harness()
    team = h.add("Surveillance Team", "play", counters=1)
    _threat(h, 5)
    h.start_turn(0)
    h.run([f"ability:{team}:0"])
    assert h.card(h.main_scheme).threat == 4
    assert h.card(team).zone == ("discard", 0)


# -- Heroic Intuition ----------------------------------------------------------------------------------------
def test_heroic_intuition_gives_your_hero_1_thw() -> None:
    """Heroic Intuition (#65): your hero gets +1 THW."""
    h = Harness()
    h.form(0, "hero")
    hi = h.add("Heroic Intuition", "hand")
    energy = h.add("Energy", "hand")
    _threat(h, 5)
    h.start_turn(0)
    h.run([f"play:{hi}", f"pay:discard:{energy}"])
    g = h.game
    assert g is not None and g.stat(h.identities[0], "thwart") == 2
    h.run([f"thwart:{h.identities[0]}"])
    assert h.card(h.main_scheme).threat == 3


def test_heroic_intuition_under_another_players_control() -> None:
    """Play under any player's control; Max 1 per player counts for the player who would control it."""
    h = Harness(heroes=["01001a", "01029a"])
    h.form(0, "hero")
    h.form(1, "hero")
    h.add("Heroic Intuition", "play", 0)
    hi = h.add("Heroic Intuition", "hand")
    energy = h.add("Energy", "hand")
    h.start_turn(0)
    assert f"play:{hi}" in h.keys()  # player 1 has none yet
    h.run([f"play:{hi}", f"pay:discard:{energy}"])  # only player 2 has room: no question
    g = h.game
    assert g is not None
    assert h.card(hi).zone == ("play", 1) and h.card(hi).controller == 1
    assert g.stat(h.identities[1], "thwart") == 3  # Iron Man THW 2 + 1
    assert g.stat(h.identities[0], "thwart") == 2  # Spider-Man THW 1 + the first copy


def test_heroic_intuition_choice_of_player() -> None:
    h = Harness(heroes=["01001a", "01029a"])
    h.form(1, "hero")
    hi = h.add("Heroic Intuition", "hand")
    energy = h.add("Energy", "hand")
    h.start_turn(0)
    h.run([f"play:{hi}", f"pay:discard:{energy}", "player:1"])
    g = h.game
    assert g is not None and g.stat(h.identities[1], "thwart") == 3
