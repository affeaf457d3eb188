"""A scenario harness for Legendary rules tests: lay out the table by hand, then play by option labels.

``table(...)`` returns a scenario for :class:`LegendaryGame` (its ``scenario`` argument) that puts named cards in
named zones instead of the rulebook's random setup; :func:`pick` answers the pending decision with the option
whose label contains a text, failing loudly (with the legal labels) when none or several do.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from mcdesk.core.decisions import Option

from .game import LegendaryGame
from .state import pzone

Layout = Mapping[str, Sequence[str]]
"""Zone name -> card codes, top first (``"hand:0": ["hulk.hulk_smash"]``, ``"city:0": ["sentinel"]``);
``"captured:city:N"`` puts bystanders under the villain laid out in city space N."""


def table(layout: Layout, *, stacks: int = 10, villain_deck: Sequence[str] = ("bystander",) * 5,
          hero_deck: Sequence[str] = ("hulk.growing_anger",) * 10) -> Callable[[LegendaryGame], None]:
    """A scenario: the stacks (wounds, bystanders, officers) hold ``stacks`` cards each, the mastermind and its
    tactics and the scheme are the setup's, the villain and hero decks hold what is given, then ``layout``."""

    def lay(g: LegendaryGame) -> None:
        st = g.state
        for code, zone in (("wound", "wounds"), ("bystander", "bystanders"), ("shield_officer", "officers")):
            for _ in range(stacks):
                st.add(code, zone)
        st.add(g.setup.mastermind, "mastermind")
        for code in g.cards.masterminds[g.setup.mastermind].tactics:
            st.add(code, "tactics")
        st.add(g.setup.scheme, "scheme")
        for code in villain_deck:
            st.add(code, "villain_deck")
        for code in hero_deck:
            st.add(code, "hero_deck")
        for zone, codes in layout.items():
            if zone.startswith("captured:city:"):
                continue
            for code in codes:
                st.add(code, zone)
        for zone, codes in layout.items():  # "captured:city:4": bystanders held by the villain on the Bridge
            if zone.startswith("captured:city:"):
                villain = st.zones[zone.removeprefix("captured:")][0]
                for code in codes:
                    st.add(code, f"captured:{villain}")
        g.refill_hq()

    return lay


def scenario_game(layout: Layout, *, players: int = 1, scheme: str = "unleash_the_power_of_the_cosmic_cube",
                  mastermind: str = "red_skull", seed: int = 1, **kw: object) -> LegendaryGame:
    """A game on a table laid out by hand. Its setup (groups and heroes) is a legal random one for the players,
    mastermind and scheme, so that setup validation holds; only ``layout`` and the decks are on the table."""
    from .setup_rules import random_setup

    setup = random_setup(players, seed, mastermind=mastermind, scheme=scheme)
    return LegendaryGame(setup, seed, scenario=table(layout, **kw))  # type: ignore[arg-type]


def pick(g: LegendaryGame, text: str) -> None:
    """Answer with the one option whose label contains ``text`` (case-insensitive)."""
    assert g.pending is not None, "the game is over"
    found = [o for o in g.pending.options if text.lower() in o.label.lower()]
    if len({o.label for o in found}) == 1:
        found = found[:1]  # copies of one card: any of them
    if len(found) != 1:
        raise AssertionError(f"{len(found)} options match {text!r} in {g.pending.prompt!r}: "
                             f"{[o.label for o in g.pending.options]}")
    g.answer(found[0].key)


def labels(g: LegendaryGame) -> list[str]:
    return [o.label for o in g.pending.options] if g.pending else []


def option(g: LegendaryGame, text: str) -> Option | None:
    found = [o for o in (g.pending.options if g.pending else ()) if text.lower() in o.label.lower()]
    return found[0] if len(found) == 1 else None


def cards_in(g: LegendaryGame, zone: str) -> list[str]:
    """Card codes in a zone, top first."""
    return [g.state.cards[c].code for c in g.state.zones.get(zone, ())]


def hand(g: LegendaryGame, p: int = 0) -> list[str]:
    return cards_in(g, pzone("hand", p))
