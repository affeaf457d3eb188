"""Imported cards without a script are still playable: their stats and keywords are enforced and their text
is shown with a "resolve this by hand" prompt at the moment it applies."""

from __future__ import annotations

from mcdesk.games.champions.engine.encounter import reveal
from mcdesk.games.champions.engine.harness import Harness

from .conftest import custom_db


def _unscripted(*codes: str, text: str = "Do the thing printed here."):  # type: ignore[no-untyped-def]
    db = custom_db()
    for code in codes:
        db.scripts.pop(code, None)
        db.manual_text[code] = text
    return db


def test_an_unscripted_treachery_asks_to_be_resolved_by_hand() -> None:
    db = _unscripted("01186")
    h = Harness(db=db)
    adv = h.add("Advance", "set_aside")
    h.start(lambda g: reveal(g, adv, 0))
    assert h.pending is not None and h.pending.kind.value == "choose"
    assert "Do the thing printed here." in h.pending.prompt and h.keys() == ("resolved",)
    h.answer("resolved")
    assert h.card(adv).zone == ("encounter_discard", None)


def test_an_unscripted_event_is_played_for_its_cost_then_resolved_by_hand() -> None:
    db = _unscripted("01087")
    h = Harness(db=db)
    hay = h.add("Haymaker", "hand")
    e = h.add("Energy", "hand")
    h.form(0, "hero")
    h.start_turn(0)
    h.answer(f"play:{hay}")
    h.answer(f"pay:discard:{e}")
    assert h.keys() == ("resolved",)
    h.answer("resolved")
    assert h.card(hay).zone == ("discard", 0) and h.card(e).zone == ("discard", 0)
    assert h.card(h.villain).damage == 0  # nothing was resolved for the players


def test_keyword_only_and_scripted_cards_never_ask() -> None:
    h = Harness()
    merc = h.add("Hydra Mercenary", "set_aside")
    h.start(lambda g: reveal(g, merc, 0))
    assert h.pending is None and h.card(merc).zone == ("play", 0)
