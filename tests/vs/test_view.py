"""The Vs. System table view model: every player's rows, piles and hand; turned, face-down, tokens."""

from __future__ import annotations

from mcdesk.games.vs.engine.harness import Harness
from mcdesk.games.vs.view import attack_arrows, table_view
from mcdesk.table.view_model import PILE


def test_view_lists_every_zone_and_card_state() -> None:
    h = Harness(mains=("mnb-029", "mnb-083"), main_rows=("front", "back"))
    bp = h.add("Black Panther", "front", 0, exhausted=True, plus=1, wounds=1)
    st = h.add("Hulk", "back", 1, stunned=True, exhausted=True)
    res = h.add("Academy", "resource", 0, face_down=True)
    loc = h.add("Fortress", "resource", 0)
    d = h.add("Fortress", "deck", 0)
    k = h.add("Thor", "ko", 1)
    g = h.start(lambda g: iter(()))
    v = table_view(g)
    for p in (0, 1):
        for z in ("front", "back", "resource", "aside", "deck", "hand", "ko"):
            assert v.has_zone(f"p{p}:{z}")
    assert v.zone("p0:front").cards == (1, bp) and v.zone("p1:back").cards == (3, st)
    c = v.card(bp)
    assert c.exhausted and ("+1/+1", 1) in c.extra_tokens and ("wound", 1) in c.extra_tokens
    assert c.stat("attack") == 4 and c.hp == 1
    assert v.card(st).face_down and "stunned" in v.card(st).statuses
    assert v.card(res).face_down and v.card(res).code == "" and not v.card(loc).face_down
    assert v.zone("p0:deck").kind == PILE and v.zone("p0:deck").count == 1 and d not in v.cards
    assert v.zone("p1:ko").cards == (k,)
    assert v.players[0].identity == 1 and v.players[1].identity_name == "Magneto"
    assert attack_arrows(g) == ()


def test_face_specs_show_facts_and_generated_text() -> None:
    from mcdesk.games.vs.cards.facts import all_facts
    from mcdesk.games.vs.cards.scripts import rules_text
    from mcdesk.games.vs.faces import face_spec

    for code in all_facts():
        spec = face_spec(code)
        assert spec is not None and spec.text == rules_text(code)
    thor = face_spec("mnb-021")
    assert thor is not None and thor.stats == (("ATK", "6"), ("DEF", "5"), ("HP", "2")) and thor.corner == "6"
    assert "[flight]" in thor.type_line and "Avengers" in thor.type_line
