"""Revealing encounter cards (issue point 13): each card type, surge, hazard, engagement, the unique rule.

The card database keeps the built-in facts but no card scripts except those a test adds (see bare_db).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.vocabulary import (
    MINION,
    VILLAIN,
    YOUR_IDENTITY,
    CancelIt,
    Custom,
    Damage,
    DiscardThis,
    EnemyAttacks,
    GainSurge,
    PlaceThreat,
    action,
    script,
    triggered,
)
from mcdesk.games.champions.engine import events as ev
from mcdesk.games.champions.engine.abilities import CardScript, Gen, Timing
from mcdesk.games.champions.engine.database import CardDatabase
from mcdesk.games.champions.engine.encounter import put_minion_into_play, reveal_facedown
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.harness import Harness

SPIDER_MAN, CAPTAIN_MARVEL = "01001a", "01010a"
ADVANCE = "01186"  # treachery
SHOCKER = "01103"  # 2 boost icons
HYDRA_MERCENARY = "01101"
VULTURE = "01167"  # unique minion
WEAPONS_RUNNER = "01121"  # minion with surge
HEART_SHAPED_HERB = "01158"  # treachery with surge
IVORY_HORN = "01100"  # attachment
ULTRON_DRONES = "01140"  # environment
CROWD_CONTROL = "01108"  # side scheme, starting threat 2 per player
BOMB_SCARE = "01109"  # side scheme, starting threat 2 (fixed)
BREAKIN = "01107"  # side scheme with a hazard icon
EVICTION_NOTICE = "01165"  # Spider-Man's obligation
LEGAL_WORK = "01160"  # She-Hulk's obligation
ENHANCED_SPIDER_SENSE = "01004"


def bare_db(*scripts: CardScript, facts: dict[str, dict[str, Any]] | None = None) -> CardDatabase:
    """The built-in facts and scenarios with no card scripts but ``scripts``, and some facts changed."""
    base = default_database()
    db = CardDatabase(facts=dict(base.facts), scripts={s.code: s for s in scripts}, scenarios=dict(base.scenarios))
    for code, changes in (facts or {}).items():
        db.facts[code] = dataclasses.replace(db.facts[code], **changes)
    return db


def codes(g: Game, zone: str, player: int | None = None) -> list[str]:
    return [g.state.cards[c].code for c in g.state.zone(zone, player)]


def reveal(player: int = 0) -> Any:
    return lambda g: reveal_facedown(g, player)


# -- by card type ----------------------------------------------------------------------------------------------
def test_attachment_enters_play_attached_to_the_villain() -> None:
    """Rules Reference "Reveal" / "Attachment": a revealed attachment enters play attached to the element its
    text specifies (by default here, the villain), in the villain's play area."""
    h = Harness(db=bare_db())
    horn = h.add(IVORY_HORN, "facedown")
    g = h.start(reveal())
    assert g.pending is None
    assert h.card(horn).zone == ("villain_area", None) and h.card(horn).attached_to == h.villain
    assert g.attachments(h.villain) == [horn]


def test_attachment_host_chosen_by_the_revealing_player() -> None:
    """Rules Reference "Attach To": the card attaches to an element matching its text; with several, the
    revealing player chooses. An attachment on a minion sits in that minion's play area."""
    to_minion = script(IVORY_HORN, attach_to=lambda c: MINION(c))
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], db=bare_db(to_minion))
    merc = h.add(HYDRA_MERCENARY, "engaged", 0)
    runner = h.add(WEAPONS_RUNNER, "engaged", 1)
    horn = h.add(IVORY_HORN, "facedown", 1)
    g = h.start(reveal(1))
    d = g.pending
    assert d is not None and d.player == 1 and sorted(d.keys) == sorted([f"card:{merc}", f"card:{runner}"])
    h.run([f"card:{merc}"])
    assert h.card(horn).attached_to == merc and h.card(horn).zone == ("play", 0)


def test_attachment_without_a_legal_host_is_discarded() -> None:
    """Rules Reference "Attach To": if the card cannot be attached, it cannot stay in its prior area: discard it."""
    to_minion = script(IVORY_HORN, attach_to=lambda c: MINION(c))
    h = Harness(db=bare_db(to_minion))
    h.add(IVORY_HORN, "facedown")
    g = h.start(reveal())
    assert codes(g, "encounter_discard") == [IVORY_HORN]


def test_minion_engages_the_revealing_player() -> None:
    """Rules Reference "Reveal" / "Engage": a revealed minion enters play engaged with the player revealing it."""
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], db=bare_db())
    merc = h.add(HYDRA_MERCENARY, "facedown", 1)
    g = h.start(reveal(1))
    assert h.card(merc).zone == ("play", 1) and h.card(merc).engaged_with == 1
    assert g.minions(1) == [merc] and g.minions(0) == []
    assert not h.card(merc).face_down


def test_treachery_resolves_then_is_discarded() -> None:
    """Rules Reference "Treachery": the revealing player resolves its effects, then it goes to the encounter
    discard pile."""
    h = Harness(db=bare_db(script(ADVANCE, when_revealed={"": PlaceThreat(2)})))
    h.add(ADVANCE, "facedown")
    g = h.start(reveal())
    assert h.card(h.main_scheme).threat == 2
    assert codes(g, "encounter_discard") == [ADVANCE] and codes(g, "facedown_encounter", 0) == []


def test_cancelled_treachery_is_still_discarded() -> None:
    """Rules Reference "Treachery": after its effects resolve or are canceled, it is discarded."""
    spider_sense = script(ENHANCED_SPIDER_SENSE, triggered(
        Timing.INTERRUPT, ev.REVEALED, CancelIt('its "When Revealed" effects'), event_card=True,
        when=lambda c, e: e.data.get("type") == "treachery"))
    h = Harness(db=bare_db(spider_sense, script(ADVANCE, when_revealed={"": PlaceThreat(2)})))
    sense = h.add(ENHANCED_SPIDER_SENSE, "hand")
    energy = h.add("Energy", "hand")
    h.add(ADVANCE, "facedown")
    g = h.start(reveal())
    h.run([f"use:{sense}:0", f"pay:discard:{energy}"])
    assert h.card(h.main_scheme).threat == 0
    assert codes(g, "encounter_discard") == [ADVANCE]


def test_when_revealed_by_form() -> None:
    """Rules Reference "When Revealed Abilities": a "When Revealed (Hero)" / "(Alter-Ego)" ability resolves only
    if the revealing player is in that form."""
    assault = script(ADVANCE, when_revealed={"alter_ego": PlaceThreat(3), "hero": Damage(YOUR_IDENTITY, 1)})
    h = Harness(db=bare_db(assault))
    h.add(ADVANCE, "facedown")
    h.start(reveal())
    assert h.card(h.main_scheme).threat == 3 and h.card(h.identities[0]).damage == 0

    h2 = Harness(db=bare_db(assault))
    h2.form(0, "hero")
    h2.add(ADVANCE, "facedown")
    h2.start(reveal())
    assert h2.card(h2.main_scheme).threat == 0 and h2.card(h2.identities[0]).damage == 1


def test_environment_enters_the_villains_play_area_and_stays() -> None:
    """Rules Reference "Environment": it enters play in the villain's play area and remains in play."""
    h = Harness(db=bare_db())
    drones = h.add(ULTRON_DRONES, "facedown")
    g = h.start(reveal())
    assert h.card(drones).zone == ("villain_area", None) and g.is_in_play(drones)


def test_side_scheme_enters_with_its_starting_threat() -> None:
    """Rules Reference "Side Scheme": it enters play next to the main scheme with threat equal to its starting
    threat (per player unless fixed)."""
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], db=bare_db())
    crowd = h.add(CROWD_CONTROL, "facedown", 0)
    bomb = h.add(BOMB_SCARE, "facedown", 1)
    g = h.start(lambda g: _both(g))
    assert g.side_schemes() == [crowd, bomb]
    assert h.card(crowd).threat == 4 and h.card(bomb).threat == 2


def _both(g: Game) -> Gen[None]:
    yield from reveal_facedown(g, 0)
    yield from reveal_facedown(g, 1)


def test_side_scheme_with_hinder() -> None:
    """Rules Reference "Hinder X": a revealed side scheme gets X more threat."""
    h = Harness(db=bare_db(facts={BOMB_SCARE: {"keywords": (("hinder", 1),)}}))
    bomb = h.add(BOMB_SCARE, "facedown")
    h.start(reveal())
    assert h.card(bomb).threat == 3


# -- obligations -----------------------------------------------------------------------------------------------
def _obligation_script(code: str) -> CardScript:
    """An obligation that stays in play (it has an action to discard it) and hurts "you" when revealed."""
    return script(code, action(DiscardThis()), when_revealed={"": Damage(YOUR_IDENTITY, 1)})


def test_obligation_goes_to_the_player_of_its_identity() -> None:
    """Rules Reference "Obligation": an obligation given to a specific player ("Give to the Peter Parker player")
    goes to the play area of the player who controls the associated identity, who resolves it."""
    h = Harness(heroes=[CAPTAIN_MARVEL, SPIDER_MAN], db=bare_db(_obligation_script(EVICTION_NOTICE)))
    notice = h.add(EVICTION_NOTICE, "facedown", 0)  # revealed by Captain Marvel's player
    h.start(reveal(0))
    assert h.card(notice).zone == ("play", 1)
    assert h.card(h.identities[1]).damage == 1 and h.card(h.identities[0]).damage == 0


def test_obligation_without_an_identity_in_play_stays_with_the_revealing_player() -> None:
    """Rules Reference "Obligation": an obligation not given to a specific player goes to the revealing player's
    play area."""
    h = Harness(heroes=[CAPTAIN_MARVEL, SPIDER_MAN], db=bare_db(_obligation_script(LEGAL_WORK)))
    work = h.add(LEGAL_WORK, "facedown", 0)  # She-Hulk's, and no She-Hulk plays
    h.start(reveal(0))
    assert h.card(work).zone == ("play", 0) and h.card(h.identities[0]).damage == 1


def test_obligation_of_an_eliminated_identity_is_removed_and_replaced() -> None:
    """Rules Reference "Obligation": if its identity has been eliminated, ignore its ability, remove it from the
    game and reveal another encounter card."""
    h = Harness(heroes=[CAPTAIN_MARVEL, SPIDER_MAN], encounter_deck=[HYDRA_MERCENARY, ADVANCE],
                db=bare_db(_obligation_script(EVICTION_NOTICE)))
    notice = h.add(EVICTION_NOTICE, "facedown", 0)
    h.set(lambda g: setattr(g.state.players[1], "eliminated", True))
    g = h.start(reveal(0))
    assert h.card(notice).zone == ("removed", None)
    assert h.card(h.identities[0]).damage == 0
    assert codes(g, "play", 0)[1:] == [HYDRA_MERCENARY]


# -- surge, hazard, dealing --------------------------------------------------------------------------------------
def test_surge_minion_reveals_another_after_engaging() -> None:
    """Rules Reference "Surge": complete the resolution of the original card, then reveal an additional card."""
    h = Harness(encounter_deck=[ADVANCE, SHOCKER], db=bare_db(script(ADVANCE, when_revealed={"": PlaceThreat(1)})))
    runner = h.add(WEAPONS_RUNNER, "facedown")
    g = h.start(reveal())
    assert g.minions(0) == [runner]
    assert h.card(h.main_scheme).threat == 1 and codes(g, "encounter_discard") == [ADVANCE]
    assert codes(g, "encounter_deck") == [SHOCKER]


def test_gained_surge_reveals_another() -> None:
    """Rules Reference "Surge": a card that gains surge (e.g. Assault against an alter-ego) also surges."""
    h = Harness(encounter_deck=[HYDRA_MERCENARY], db=bare_db(script(ADVANCE, when_revealed={"": GainSurge()})))
    h.add(ADVANCE, "facedown")
    g = h.start(reveal())
    assert [g.state.cards[m].code for m in g.minions(0)] == [HYDRA_MERCENARY]


def test_a_card_revealed_from_the_top_is_off_the_deck_while_it_resolves() -> None:
    """Rules Reference "Surge" / "Boost": a card revealed from the top of the encounter deck has left it; an attack
    it causes is boosted by the next card, not by itself."""
    attack = script(ADVANCE, when_revealed={"": EnemyAttacks(VILLAIN)})
    h = Harness(encounter_deck=[ADVANCE, SHOCKER, HYDRA_MERCENARY], db=bare_db(attack))
    h.form(0, "hero")
    h.add(HEART_SHAPED_HERB, "facedown")
    g = h.start(reveal())
    assert codes(g, "boost") == [SHOCKER]
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 4
    assert sorted(codes(g, "encounter_discard")) == sorted([HEART_SHAPED_HERB, ADVANCE, SHOCKER])


def test_villain_phase_deals_one_card_per_player_and_hazard_extras_in_player_order() -> None:
    """Rules Reference "Villain Phase" step 3 / "Hazard Icon": one encounter card per player, then one more per
    hazard icon, dealt in player order starting with the first player; step 4 reveals them in player order."""
    dealt: dict[int, list[str]] = {}

    # Record the facedown cards when the first one is revealed (step 4 has begun).
    def first_reveal(ctx: Any) -> Gen[None]:
        g = ctx.game
        if not dealt:
            for p in (0, 1):
                dealt[p] = codes(g, "facedown_encounter", p)
        return
        yield

    marker = script(ADVANCE, when_revealed={"": Custom(first_reveal, "Note the dealt cards.")})
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], encounter_deck=[ADVANCE] * 8, db=bare_db(marker))
    h.add(BREAKIN, "villain_area", threat=2)
    h.set(lambda g: setattr(g.state, "first_player", 1))
    g = h.start_villain_phase()
    assert g.pending is None
    # Player 2 (first player) gets a card and the hazard card; player 1 one card. Player 2's first card is
    # being revealed when this is recorded, so it is still counted in their facedown cards.
    assert len(dealt[1]) == 2 and len(dealt[0]) == 1
    assert g.state.zone("facedown_encounter", 0) == [] and g.state.zone("facedown_encounter", 1) == []
    assert g.state.first_player == 0  # step 5 passes the token


# -- the unique rule ---------------------------------------------------------------------------------------------
def test_unique_minion_already_in_play_is_discarded_and_another_revealed() -> None:
    """Rules Reference "Unique": a unique minion revealed while another unique character with the same title is
    in play is discarded by the revealing player, who reveals a new card."""
    h = Harness(heroes=[SPIDER_MAN, CAPTAIN_MARVEL], encounter_deck=[HYDRA_MERCENARY, ADVANCE], db=bare_db())
    first = h.add(VULTURE, "engaged", 0)
    second = h.add(VULTURE, "facedown", 1)
    g = h.start(reveal(1))
    assert g.minions(0) == [first]
    assert h.card(second).zone == ("encounter_discard", None)
    assert [g.state.cards[m].code for m in g.minions(1)] == [HYDRA_MERCENARY]
    assert codes(g, "encounter_deck") == [ADVANCE]


def test_unique_minion_put_into_play_fails() -> None:
    """Rules Reference "Unique": a card ability that would put a unique minion into play while one with its title
    is in play fails to put it into play."""
    h = Harness(db=bare_db())
    h.add(VULTURE, "engaged")
    second = h.add(VULTURE, "set_aside")
    result: list[bool] = []

    def put(g: Game) -> Gen[None]:
        result.append((yield from put_minion_into_play(g, second, 0)))

    g = h.start(put)
    assert result == [False]
    assert h.card(second).zone == ("set_aside", None) and len(g.minions(0)) == 1


def test_non_unique_minions_can_share_a_title() -> None:
    """Rules Reference "Unique": only unique cards are limited; two Hydra Mercenaries can be in play."""
    h = Harness(db=bare_db())
    h.add(HYDRA_MERCENARY, "engaged")
    h.add(HYDRA_MERCENARY, "facedown")
    g = h.start(reveal())
    assert codes(g, "play", 0)[1:] == [HYDRA_MERCENARY, HYDRA_MERCENARY]

