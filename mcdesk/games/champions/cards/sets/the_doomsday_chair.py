"""The Doomsday Chair (core set modular encounter set). M.O.D.O.K.'s retaliate 2, the side scheme's
acceleration icon and Biomechanical Upgrades' surge are facts the engine enforces."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import Custom, FetchMinion, ev, named_card, script, target_is_attached_host, triggered
from ..vocabulary.procedures import Ctx, Event, Gen, Timing, discard_card, heal

CARDS = CardSet("the_doomsday_chair")

MODOK = "M.O.D.O.K."
UPGRADES = "01185"


def _upgrade_hosts(ctx: Ctx) -> list[int]:
    """The minions with the highest printed hit points among those without a Biomechanical Upgrades."""
    g = ctx.game
    free = [m for m in g.minions()
            if not any(g.state.cards[a].code == UPGRADES and a != ctx.source for a in g.attachments(m))]
    if not free:
        return []
    top = max(g.facts(m).health or 0 for m in free)
    return [m for m in free if (g.facts(m).health or 0) == top]


def _heal_instead(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    e = ctx.event
    upgrades = ctx.source
    host = g.state.cards[upgrades].attached_to
    if e is None or host is None:
        return

    def heal_then_discard(_e: Event) -> Gen[None]:
        damage = g.state.cards[host].damage
        g.log(f"{g.card_title(upgrades)} saves {g.card_title(host)}: its damage is healed instead.")
        if damage:
            yield from heal(g, host, damage)
        if g.is_in_play(upgrades):
            discard_card(g, upgrades)

    e.replace(heal_then_discard, by=upgrades)
    return
    yield


CARDS.add(
    script("01183", when_revealed={"": FetchMinion(named_card(MODOK), MODOK, unless_in_play=MODOK)}),
    script(
        "01185",
        triggered(Timing.FORCED_INTERRUPT, ev.DEFEATED,
                  # Custom: a replacement of a defeat by healing and discarding this card; unique to Biomechanical
                  # Upgrades.
                  Custom(_heal_instead, "Heal every damage on it instead, then discard this card."),
                  when=target_is_attached_host, when_text="When the attached minion would be defeated"),
        attach_to=_upgrade_hosts,
        attach_text="Attach to a minion with no other Biomechanical Upgrades and the highest printed hit points "
                    "among such minions.",
    ),
)
