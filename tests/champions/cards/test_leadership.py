"""Leadership aspect, core set (01066-01074)."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine import events as ev
from mcdesk.games.champions.engine.encounter import reveal_top
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.playing import enter_play

SHOCKER, ASSAULT = "01103", "01187"


def test_every_leadership_card_is_scripted_with_rules_text() -> None:
    db = default_database()
    for n in range(66, 75):
        assert db.script(f"010{n}").rules_text().strip(), n


# -- Hawkeye -------------------------------------------------------------------------------------------------
def test_hawkeye_enters_play_with_4_arrow_counters() -> None:
    """Hawkeye (#66): he enters play with 4 arrow counters (played or put into play)."""
    h = Harness()
    hawk = h.add("Hawkeye", "hand")
    h.start(lambda g: enter_play(g, hawk, 0))
    assert h.card(hawk).counters == 4


def test_hawkeye_shoots_a_minion_that_enters_play() -> None:
    """Hawkeye (#66): Response after a minion enters play, remove an arrow counter → 2 damage to that minion."""
    h = Harness(encounter_deck=[SHOCKER, ASSAULT])
    hawk = h.add("Hawkeye", "play", counters=4)
    h.start(lambda g: reveal_top(g, 0))
    assert h.keys() == (f"use:{hawk}:response-enters-play", "pass")
    h.run([f"use:{hawk}:response-enters-play"])
    g = h.game
    assert g is not None
    shocker = g.minions(0)[0]
    assert h.card(shocker).damage == 2
    assert h.card(hawk).counters == 3


def test_hawkeye_without_arrows_stays_in_play_and_cannot_shoot() -> None:
    h = Harness(encounter_deck=[SHOCKER, ASSAULT])
    hawk = h.add("Hawkeye", "play", counters=0)
    h.start(lambda g: reveal_top(g, 0))
    assert h.pending is None
    assert h.card(hawk).zone == ("play", 0)


# -- Maria Hill ----------------------------------------------------------------------------------------------
def test_maria_hill_each_player_draws_1_after_she_enters_play() -> None:
    """Maria Hill (#67): Response after she enters play, each player draws 1 card."""
    h = Harness(heroes=["01001a", "01029a"])
    maria = h.add("Maria Hill", "hand")
    energy = h.add("Energy", "hand")
    h.start_turn(0)
    h.answer(f"play:{maria}")
    h.answer(f"pay:discard:{energy}")
    assert h.keys() == (f"use:{maria}:response-enters-play", "pass")
    h.run([f"use:{maria}:response-enters-play"])
    g = h.game
    assert g is not None
    assert len(g.hand(0)) == 1 and len(g.hand(1)) == 1
    assert len(g.state.zone("deck", 0)) == 19 and len(g.state.zone("deck", 1)) == 19


# -- Vision --------------------------------------------------------------------------------------------------
def test_vision_spends_energy_for_2_thw_or_atk_until_the_end_of_the_phase() -> None:
    """Vision (#68): Action, spend an [energy] resource → +2 THW or ATK until the end of the phase (once per
    round)."""
    h = Harness()
    vision = h.add("Vision", "play")
    energy = h.add("Energy", "hand")
    h.add("Energy", "hand")
    h.start_turn(0)
    h.run([f"ability:{vision}:0", f"pay:discard:{energy}", "choice:1"])
    g = h.game
    assert g is not None
    assert g.stat(vision, "attack") == 4 and g.stat(vision, "thwart") == 1
    assert f"ability:{vision}:0" not in h.keys()  # limit once per round
    g.expire_lasting(ev.PLAYER_PHASE_END)
    assert g.stat(vision, "attack") == 2


def test_vision_thw_choice() -> None:
    h = Harness()
    vision = h.add("Vision", "play")
    energy = h.add("Energy", "hand")
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 5))
    h.start_turn(0)
    h.run([f"ability:{vision}:0", f"pay:discard:{energy}", "choice:0", f"thwart:{vision}"])
    assert h.card(h.main_scheme).threat == 2  # THW 1 + 2
    assert h.card(vision).damage == 1  # consequential damage


def test_vision_needs_an_energy_resource() -> None:
    h = Harness()
    vision = h.add("Vision", "play")
    h.add("Genius", "hand")
    h.start_turn(0)
    assert f"ability:{vision}:0" not in h.keys()


# -- Get Ready -----------------------------------------------------------------------------------------------
def test_get_ready_readies_an_ally() -> None:
    """Get Ready (#69): Action, ready an ally."""
    h = Harness()
    maria = h.add("Maria Hill", "play", exhausted=True)
    ready = h.add("Get Ready", "hand")
    h.start_turn(0)
    h.run([f"play:{ready}"])
    assert not h.card(maria).exhausted
    assert h.card(ready).zone == ("discard", 0)


def test_get_ready_needs_an_exhausted_ally() -> None:
    h = Harness()
    h.add("Maria Hill", "play")
    ready = h.add("Get Ready", "hand")
    h.start_turn(0)
    assert f"play:{ready}" not in h.keys()


# -- Lead from the Front -------------------------------------------------------------------------------------
def test_lead_from_the_front_boosts_the_chosen_players_characters() -> None:
    """Lead from the Front (#70): Hero Action, choose a player: each character they control gets +1 THW and
    +1 ATK until the end of the phase."""
    h = Harness(heroes=["01001a", "01029a"])
    h.form(0, "hero")
    h.form(1, "hero")
    lead = h.add("Lead from the Front", "hand")
    energy = h.add("Energy", "hand")
    mine = h.add("Maria Hill", "play", 0)
    theirs = h.add("Hawkeye", "play", 1)
    h.start_turn(0)
    h.run([f"play:{lead}", f"pay:discard:{energy}", "player:1"])
    g = h.game
    assert g is not None
    me, other = h.identities
    assert (g.stat(other, "attack"), g.stat(other, "thwart")) == (2, 3)  # Iron Man 1/2 + 1/1
    assert (g.stat(theirs, "attack"), g.stat(theirs, "thwart")) == (2, 2)
    assert (g.stat(me, "attack"), g.stat(mine, "thwart")) == (2, 2)  # player 1's characters unchanged
    g.expire_lasting(ev.PLAYER_PHASE_END)
    assert g.stat(theirs, "attack") == 1


def test_lead_from_the_front_is_a_hero_action() -> None:
    h = Harness()
    lead = h.add("Lead from the Front", "hand")
    h.add("Energy", "hand")
    h.start_turn(0)
    assert f"play:{lead}" not in h.keys()


# -- Make the Call -------------------------------------------------------------------------------------------
def test_make_the_call_puts_an_ally_from_any_discard_pile_into_play_under_your_control() -> None:
    """Make the Call (#71): Action, pay the printed cost of an ally in any player's discard pile → put it into
    play under your control. FAQ: The Power of Leadership doubles for a Leadership ally (Maria Hill)."""
    h = Harness(heroes=["01001a", "01029a"])
    call = h.add("Make the Call", "hand")
    power = h.add("The Power of Leadership", "hand")
    maria = h.add("Maria Hill", "discard", 1)
    h.start_turn(0)
    h.answer(f"play:{call}")
    h.answer(f"pay:discard:{power}")  # Maria is the only ally; the Power pays her whole cost of 2
    assert h.card(maria).zone == ("play", 0) and h.card(maria).controller == 0 and h.card(maria).owner == 1
    assert h.keys() == (f"use:{maria}:response-enters-play", "pass")  # she entered play
    h.run(["pass"])
    assert h.card(call).zone == ("discard", 0) and h.card(power).zone == ("discard", 0)


def test_make_the_call_power_of_leadership_gives_1_for_another_aspect() -> None:
    """FAQ (Make the Call #71): for an ally of another aspect The Power of Leadership generates only 1."""
    h = Harness()
    h.form(0, "hero")  # (no Scientist resource)
    call = h.add("Make the Call", "hand")
    h.add("The Power of Leadership", "hand")
    h.add("Hulk", "discard")  # Aggression, cost 2
    h.start_turn(0)
    assert f"play:{call}" not in h.keys()


def test_make_the_call_pays_the_printed_cost() -> None:
    h = Harness()
    call = h.add("Make the Call", "hand")
    energy = h.add("Energy", "hand")
    genius = h.add("Genius", "hand")
    vision = h.add("Vision", "discard")  # cost 4
    hulk = h.add("Hulk", "discard")  # cost 2
    h.start_turn(0)
    h.run([f"play:{call}", f"card:{vision}", f"pay:discard:{energy}", f"pay:discard:{genius}"])
    assert h.card(vision).zone == ("play", 0)
    assert h.card(hulk).zone == ("discard", 0)


def test_make_the_call_not_for_a_unique_ally_already_in_play() -> None:
    h = Harness(heroes=["01001a", "01029a"])
    call = h.add("Make the Call", "hand")
    h.add("Energy", "hand")
    h.add("Hulk", "play", 1)
    h.add("Hulk", "discard", 0)
    h.start_turn(0)
    assert f"play:{call}" not in h.keys()


# -- The Power of Leadership ---------------------------------------------------------------------------------
def test_power_of_leadership_doubles_only_for_leadership_cards() -> None:
    """The Power of Leadership (#72): [wild]; double while paying for a Leadership card."""
    h = Harness()
    h.form(0, "hero")
    lead = h.add("Lead from the Front", "hand")  # Leadership, cost 2
    haymaker = h.add("Haymaker", "hand")  # basic, cost 2
    p1 = h.add("The Power of Leadership", "hand")
    p2 = h.add("The Power of Leadership", "hand")
    h.start_turn(0)
    h.run([f"play:{lead}", f"pay:discard:{p1}"])
    assert h.card(lead).zone == ("discard", 0) and h.card(p1).zone == ("discard", 0)
    assert f"play:{haymaker}" not in h.keys()
    assert h.card(p2).zone == ("hand", 0)


# -- The Triskelion ------------------------------------------------------------------------------------------
def test_the_triskelion_raises_your_ally_limit_to_4() -> None:
    """The Triskelion (#73): your ally limit is increased by 1 (Rules Reference "Ally Limit")."""
    h = Harness()
    h.add("The Triskelion", "play")
    for name in ("Maria Hill", "Hawkeye", "Vision"):
        h.add(name, "play")
    tigra = h.add("Tigra", "hand")
    h.start(lambda g: enter_play(g, tigra, 0))
    g = h.game
    assert g is not None and len(g.allies(0)) == 4 and h.pending is None


def test_without_the_triskelion_a_fourth_ally_is_discarded() -> None:
    h = Harness()
    for name in ("Maria Hill", "Hawkeye", "Vision"):
        h.add(name, "play")
    tigra = h.add("Tigra", "hand")
    h.start(lambda g: enter_play(g, tigra, 0))
    assert h.pending is not None and h.pending.kind.value == "discard"


# -- Inspired ------------------------------------------------------------------------------------------------
def test_inspired_gives_the_attached_ally_1_thw_and_1_atk() -> None:
    """Inspired (#74): attach to an ally, max 1 per ally; it gets +1 THW and +1 ATK."""
    h = Harness()
    maria = h.add("Maria Hill", "play")
    inspired = h.add("Inspired", "hand")
    second = h.add("Inspired", "hand")
    energy = h.add("Energy", "hand")
    h.add("Genius", "hand")
    h.start_turn(0)
    h.run([f"play:{inspired}", f"pay:discard:{energy}"])  # Maria is the only ally
    g = h.game
    assert g is not None
    assert h.card(inspired).attached_to == maria
    assert (g.stat(maria, "attack"), g.stat(maria, "thwart")) == (2, 3)
    assert f"play:{second}" not in h.keys()  # max 1 per ally


def test_inspired_on_another_players_ally_and_gone_with_it() -> None:
    h = Harness(heroes=["01001a", "01029a"])
    hawk = h.add("Hawkeye", "play", 1)
    inspired = h.add("Inspired", "hand")
    energy = h.add("Energy", "hand")
    h.start_turn(0)
    h.run([f"play:{inspired}", f"pay:discard:{energy}"])
    g = h.game
    assert g is not None and g.stat(hawk, "attack") == 2
    assert h.card(inspired).controller == 0


def test_inspired_needs_an_ally() -> None:
    h = Harness()
    inspired = h.add("Inspired", "hand")
    h.add("Energy", "hand")
    h.start_turn(0)
    assert f"play:{inspired}" not in h.keys()
