"""Civil War terms the engine did not have yet: permanent's same-set exception, a permanent attachment that
becomes unattached (Civil War FAQ), and "find" (Civil War rulebook, Featured Terms).

Steady, stalwart, teamwork, hinder, patrol, piercing, ranged, setup, victory, villainous and the amplify icon
are tested with the other keywords (test_keywords.py, test_status_cards.py, test_enemy_activation.py).
"""

from __future__ import annotations

from mcdesk.games.champions.cards.vocabulary import script
from mcdesk.games.champions.engine.combat import deal_damage
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.zones import discard_card, find_cards

from .test_keywords import AUNT_MAY, HYDRA_BOMBER, HYDRA_MERCENARY, WEB_SHOOTER, bare_db, codes, nothing

RHINO_ATTACHMENT = "01100"  # an encounter attachment of the Rhino set


def test_permanent_card_leaves_play_by_an_ability_of_its_own_set() -> None:
    """Civil War rulebook "Permanent": a permanent card cannot leave play, except by card abilities in the same
    set (hero set, scenario set or modular set)."""
    h = Harness(db=bare_db(facts={AUNT_MAY: {"permanent": True}}))
    aunt = h.add(AUNT_MAY, "play")
    shooter = h.add(WEB_SHOOTER, "play")  # Spider-Man's hero set, like Aunt May
    g = h.start(nothing)
    discard_card(g, aunt, by=shooter)
    assert h.card(aunt).zone == ("discard", 0)


def test_permanent_card_does_not_yield_to_another_sets_ability() -> None:
    """Civil War rulebook "Permanent": an ability of another set cannot make it leave play."""
    h = Harness(db=bare_db(facts={AUNT_MAY: {"permanent": True}}))
    aunt = h.add(AUNT_MAY, "play")
    g = h.start(nothing)
    discard_card(g, aunt, by=h.villain)  # Rhino's scenario set
    assert h.card(aunt).zone == ("play", 0)
    assert codes(g, "discard", 0) == []


def _minions(ctx: object) -> list[int]:
    from mcdesk.games.champions.engine.abilities import Ctx

    assert isinstance(ctx, Ctx)
    return [m for p in range(ctx.game.player_count()) for m in ctx.game.minions(p)]


def test_permanent_attachment_resolves_its_attach_to_text_when_its_host_leaves() -> None:
    """Civil War FAQ (Cap's Shield): when an attachment with the permanent keyword becomes unattached, resolve
    its "attach to" text (it does not leave play with its host)."""
    shield = script(RHINO_ATTACHMENT, attach_to=_minions, attach_text="Attach to a minion.")
    h = Harness(db=bare_db(shield, facts={RHINO_ATTACHMENT: {"permanent": True}}))
    merc = h.add(HYDRA_MERCENARY, "engaged")
    bomber = h.add(HYDRA_BOMBER, "engaged")
    att = h.add(RHINO_ATTACHMENT, "villain_area", attach_to=merc)
    g = h.start(lambda g: deal_damage(g, merc, 3, None))
    assert h.card(merc).zone == ("encounter_discard", None)
    assert h.card(att).attached_to == bomber and g.is_in_play(att)


def test_a_plain_attachment_still_leaves_with_its_host() -> None:
    """Rules Reference "Attachments": a (not permanent) attachment is discarded when its host leaves play."""
    h = Harness(db=bare_db(script(RHINO_ATTACHMENT, attach_to=_minions, attach_text="Attach to a minion.")))
    merc = h.add(HYDRA_MERCENARY, "engaged")
    h.add(HYDRA_BOMBER, "engaged")
    att = h.add(RHINO_ATTACHMENT, "villain_area", attach_to=merc)
    h.start(lambda g: deal_damage(g, merc, 3, None))
    assert h.card(att).zone == ("encounter_discard", None)


def test_find_searches_every_area_but_the_victory_display_removed_and_dealt_cards() -> None:
    """Civil War rulebook "Find": search each area where the card could be (play area, set-aside area, player
    deck, discard pile, encounter deck...); do not search the victory display, cards removed from the game or
    facedown encounter cards dealt to players."""
    h = Harness()
    hidden = [h.add(HYDRA_MERCENARY, "victory", None), h.add(HYDRA_MERCENARY, "removed", None),
              h.add(HYDRA_MERCENARY, "facedown_encounter", 0)]
    found = [h.add(HYDRA_MERCENARY, "encounter_deck"), h.add(HYDRA_MERCENARY, "set_aside"),
             h.add(HYDRA_MERCENARY, "encounter_discard")]
    engaged = h.add(HYDRA_MERCENARY, "engaged")
    g = h.start(nothing)
    got = find_cards(g, lambda c: g.state.cards[c].code == HYDRA_MERCENARY)
    assert got[0] == engaged  # a card in play is found first
    assert sorted(got[1:]) == sorted(found)
    assert not set(hidden) & set(got)
