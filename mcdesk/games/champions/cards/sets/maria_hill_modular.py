"""Maria Hill (Civil War registration modular set, 56083-56086).

"The enemy team" is the players in cooperative play (Civil War rulebook): the players choose where a Life Model
Decoy goes, among the minions and the enemy leader, as an opponent would (grim rule: they have no better choice).
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    CHARACTERS_YOU_CONTROL,
    MINIONS_ENGAGED_WITH_YOU,
    And,
    Custom,
    Damage,
    GainsBoostIcons,
    GainSurge,
    PlaceThreat,
    Sel,
    Timing,
    as_player,
    boost,
    encounter_pool,
    ev,
    gets,
    script,
    triggered,
)
from ..vocabulary.procedures import ENCOUNTER_DECK, Ctx, Event, Gen, discard_card, shuffle

CARDS = CardSet("maria_hill_modular")

LMD = "Life Model Decoy"


def _maria_in_play(ctx: Ctx) -> bool:
    return any(ctx.game.facts(m).name == "Maria Hill" for m in ctx.game.minions())


def _has_lmd(ctx: Ctx, cid: int) -> bool:
    return any(ctx.game.facts(a).name == LMD for a in ctx.game.attachments(cid))


def _lmd_hosts(ctx: Ctx) -> list[int]:
    """A minion or the enemy leader (Limit 1 per character)."""
    g = ctx.game
    return [c for c in g.minions() + list(g.villains()) if not _has_lmd(ctx, c)]


def _attached(ctx: Ctx, cid: int) -> bool:
    return ctx.game.state.cards[ctx.source].attached_to == cid


def _attack_damage_to_host(ctx: Ctx, e: Event) -> bool:
    return (e.target is not None and e.target == ctx.game.state.cards[ctx.source].attached_to and e.amount > 0
            and bool(e.data.get("attack")))


def _decoy(ctx: Ctx) -> Gen[None]:
    # Custom: prevent the whole damage and discard the decoy in its place.
    g = ctx.game
    e = ctx.event
    if e is None:
        return
    e.amount = 0
    e.cancel()
    g.log(f"{g.card_title(ctx.source)} takes the attack's damage and is discarded.")
    discard_card(g, ctx.source, by=ctx.source)
    return
    yield


def _maria_gets_a_decoy(ctx: Ctx) -> Gen[None]:
    # Custom: the found attachment goes onto this very minion, not where its own attach-to would choose.
    from ..vocabulary.procedures import VILLAIN_AREA

    g = ctx.game
    found = next((c for c in encounter_pool(g) if g.facts(c).name == LMD), None)
    if found is not None and g.is_in_play(ctx.source):
        g.state.move(found, (VILLAIN_AREA, None), top=False)
        g.state.cards[found].face_down = False
        g.state.cards[found].attached_to = ctx.source
        g.log(f"{g.card_title(found)} is attached to {g.card_title(ctx.source)}.")
    shuffle(g, ENCOUNTER_DECK)
    return
    yield


def _helicarrier(ctx: Ctx) -> Gen[None]:
    """The player who defeated this scheme is "they"."""
    e = ctx.event
    if e is None or e.player is None:
        return
    yield from _PUNISH.resolve(as_player(ctx, e.player))


_PUNISH = And(Damage(CHARACTERS_YOU_CONTROL, 1), Damage(MINIONS_ENGAGED_WITH_YOU, 1))

EACH_SCHEME = Sel(lambda c: c.game.schemes(), "each scheme", True)

CARDS.add(
    script("56083", when_revealed={"": Custom(_maria_gets_a_decoy, "Search the encounter deck and its discard "
                                              "pile for a Life Model Decoy and attach it to this minion.")}),
    script("56084",
           triggered(Timing.FORCED_INTERRUPT, ev.DAMAGE, Custom(_decoy, "Prevent that damage and discard this card "
                                                                "instead."),
                     when=_attack_damage_to_host, when_text="When attached character would take damage from an "
                     "attack"),
           constants=[gets("kw:stalwart", 1, _attached, "Attached character gains stalwart.")],
           attach_to=_lmd_hosts, attach_by_enemy_team=True,
           attach_text="Attach to a minion or the enemy leader (Limit 1 per character)."),
    script("56085", boost(GainsBoostIcons(3, _maria_in_play, "Maria Hill is in play")),
           when_revealed={"": And(PlaceThreat(2, EACH_SCHEME),
                                  GainSurge(_maria_in_play, "If Maria Hill is in play"))}),
    script("56086", when_defeated=Custom(_helicarrier, "The player who defeated this scheme deals 1 damage to each "
                                         "character they control and each minion engaged with them.")),
)
