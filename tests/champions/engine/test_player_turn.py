"""The player turn (issue point 5): Rules Reference "Player Turn", "Initiating Abilities", "Resource",
"Cost", "Basic Power", "Consequential Damage", "Action"."""

from __future__ import annotations

from mcdesk.games.champions.cards.facts import X
from mcdesk.games.champions.cards.vocabulary import (
    FRIENDLY_CHARACTER,
    Draw,
    ExhaustThis,
    Heal,
    Spend,
    action,
    script,
)
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.players import flip_identity
from mcdesk.games.champions.engine.turn import player_turn

from .conftest import custom_db


def test_change_form_once_per_turn_by_choice() -> None:
    """Player Turn: change form may be performed once each turn."""
    h = Harness()
    h.start_turn(0)
    assert "change_form" in h.keys()
    h.answer("change_form")
    assert h.game is not None and h.game.form(0) == "hero"
    assert "change_form" not in h.keys()


def test_a_flip_by_an_effect_does_not_use_the_change_form_option() -> None:
    """Only a change of form by choice counts; a card effect that flips the identity does not."""
    h = Harness()

    def proc(g):  # type: ignore[no-untyped-def]
        yield from flip_identity(g, 0, by_choice=False)
        yield from player_turn(g, 0)

    h.start(proc)
    assert h.game is not None and h.game.form(0) == "hero"
    assert "change_form" in h.keys()


def test_basic_powers_exhaust_and_use_printed_values() -> None:
    """Basic Power: ATK deals damage to an enemy, THW removes threat, REC heals; each exhausts the identity."""
    h = Harness()
    h.form(0, "hero")
    h.set(lambda g: setattr(g.state.cards[h.main_scheme], "threat", 3))
    h.start_turn(0)
    g = h.game
    assert g is not None
    ident = h.identities[0]
    h.run([f"attack:{ident}"])  # only the villain can be attacked: the target is chosen automatically
    assert g.state.cards[h.villain].damage == 2  # Spider-Man ATK 2
    assert g.state.cards[ident].exhausted
    assert f"thwart:{ident}" not in h.keys() and f"attack:{ident}" not in h.keys()

    h2 = Harness()
    h2.set(lambda g: setattr(g.state.cards[h2.identities[0]], "damage", 5))
    h2.start_turn(0)
    h2.run([f"recover:{h2.identities[0]}"])
    assert h2.card(h2.identities[0]).damage == 2  # Peter Parker REC 3


def test_playing_a_card_pays_with_printed_resources_and_excess_is_lost() -> None:
    """Resource: discard cards for their printed resources; generating more than the cost loses the rest."""
    h = Harness()
    jj = h.add("Jessica Jones", "hand")  # cost 3
    e1 = h.add("Energy", "hand")
    e2 = h.add("Energy", "hand")
    h.form(0, "hero")  # no Scientist resource ability in hero form
    h.start_turn(0)
    h.answer(f"play:{jj}")
    assert h.pending is not None and h.pending.kind.value == "pay"
    assert sorted(h.keys()) == sorted([f"pay:discard:{e1}", f"pay:discard:{e2}"])
    h.run([f"pay:discard:{e1}", f"pay:discard:{e2}"])
    g = h.game
    assert g is not None
    assert g.state.cards[jj].zone == ("play", 0)
    assert g.state.cards[e1].zone == ("discard", 0) and g.state.cards[e2].zone == ("discard", 0)


def test_a_card_that_cannot_be_paid_for_is_not_offered() -> None:
    h = Harness()
    dd = h.add("Daredevil", "hand")  # cost 4
    h.add("Energy", "hand")  # 2 resources only
    h.start_turn(0)
    assert f"play:{dd}" not in h.keys()


def test_type_specific_cost_needs_that_type_or_wild() -> None:
    """Cost: a cost that asks for a resource type must be paid with that type (wild counts as any)."""
    tool = script("01091", action(Draw(1), costs=[ExhaustThis(), Spend({"physical": 2})]))
    db = custom_db(tool)
    h = Harness(db=db)
    mansion = h.add("Avengers Mansion", "play")
    h.add("Energy", "hand")  # 2 energy: cannot pay a physical cost
    h.start_turn(0)
    assert not any(k.startswith(f"ability:{mansion}") for k in h.keys())

    h = Harness(db=db)
    mansion = h.add("Avengers Mansion", "play")
    energy = h.add("Energy", "hand")
    strength = h.add("Strength", "hand")
    h.form(0, "hero")
    h.start_turn(0)
    h.answer(f"ability:{mansion}:0")
    assert sorted(h.keys()) == sorted([f"pay:discard:{energy}", f"pay:discard:{strength}"])
    # Energy alone leaves the physical requirement unmet: Strength is then the only way to finish.
    h.answer(f"pay:discard:{energy}")
    assert h.keys() == (f"pay:discard:{strength}",)
    h.run([f"pay:discard:{strength}"])
    assert h.card(mansion).exhausted and h.card(strength).zone == ("discard", 0)


def test_x_cost_is_chosen_then_paid() -> None:
    """Non-numerical variable X: the player chooses X (no more than they can pay) and pays X."""
    db = custom_db(facts={"01059": {"cost": X}})
    h = Harness(db=db)
    jj = h.add("Jessica Jones", "hand")
    e = h.add("Energy", "hand")
    h.form(0, "hero")
    h.start_turn(0)
    h.answer(f"play:{jj}")
    assert h.pending is not None and h.keys() == ("x:0", "x:1", "x:2")
    h.run(["x:2", f"pay:discard:{e}"])
    assert h.card(jj).zone == ("play", 0)


def test_an_effect_that_could_not_change_the_game_cannot_be_played() -> None:
    """Initiating Abilities step 1: the effect must be able to change the game state (no damage to heal)."""
    db = custom_db(script("01086", action(Heal(2, FRIENDLY_CHARACTER), event_card=True)))
    h = Harness(db=db)
    aid = h.add("First Aid", "hand")
    h.add("Energy", "hand")
    h.form(0, "hero")
    h.start_turn(0)
    assert f"play:{aid}" not in h.keys()

    h = Harness(db=db)
    aid = h.add("First Aid", "hand")
    e = h.add("Energy", "hand")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "damage", 3))
    h.form(0, "hero")
    h.start_turn(0)
    h.run([f"play:{aid}", f"pay:discard:{e}"])
    assert h.card(h.identities[0]).damage == 1
    assert h.card(aid).zone == ("discard", 0)


def test_ally_attack_takes_consequential_damage() -> None:
    """Consequential Damage: an ally that attacks takes the damage printed under its ATK."""
    h = Harness()
    dd = h.add("Daredevil", "play")  # ATK 2, consequential 1
    h.start_turn(0)
    h.run([f"attack:{dd}"])
    assert h.card(h.villain).damage == 2
    assert h.card(dd).damage == 1 and h.card(dd).exhausted


def test_action_abilities_and_asking_another_player() -> None:
    """Action: players trigger actions in their turn, or by request during another player's turn."""
    draw = script("01091", action(Draw(1), costs=[ExhaustThis()]))
    h = Harness(heroes=["01001a", "01010a"], db=custom_db(draw))
    mansion = h.add("Avengers Mansion", "play", 1)
    h.start_turn(0)
    ask = f"ask:1:{mansion}:action"
    assert ask in h.keys() and f"ability:{mansion}:action" not in h.keys()
    hand_before = len(h.game.hand(1))  # type: ignore[union-attr]
    h.answer(ask)
    assert h.pending is not None and h.pending.player == 1 and h.pending.kind.value == "yes_no"
    h.run(["yes"])
    assert len(h.game.hand(1)) == hand_before + 1  # type: ignore[union-attr]
    assert h.card(mansion).exhausted


def test_ending_the_turn_moves_to_the_next_step() -> None:
    h = Harness()
    h.start_turn(0)
    h.run(["end_turn"])
    assert h.pending is None


def test_playing_an_event_uses_the_action_its_turn_option_names() -> None:
    """Initiating Abilities: an event is played for an Action ability it can use now. A test-only event with two
    Actions, the first for alter-ego form only: in hero form the turn option names the second, and playing the
    card resolves that one (draw 2), not the first (draw 1)."""
    from mcdesk.games.champions.engine.abilities import CardScript

    db = custom_db(CardScript("01003", [action(Draw(1), form="alter_ego", event_card=True),
                                        action(Draw(2), form="hero", event_card=True)]),
                   facts={"01003": {"cost": 0, "type_code": "event"}})
    h = Harness(heroes=["01001a"], db=db)
    h.form(0, "hero")
    card = h.add("01003", "hand")
    h.start_turn(0)
    g = h.game
    assert g is not None
    option = next(o for o in g.pending.options if o.key == f"play:{card}")  # type: ignore[union-attr]
    assert option.action is not None
    assert option.action.ability == g.script(card).ability_id(1)
    hand = len(g.hand(0))
    h.run([f"play:{card}"])
    assert len(g.hand(0)) == hand - 1 + 2
