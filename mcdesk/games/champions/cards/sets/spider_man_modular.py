"""Spider-Man (Civil War resistance modular set, 56180-56183).

Tangled Up goes to "your leader" in competitive play; in cooperative play that cannot resolve, so it attaches to
your hero (Civil War rulebook, "Playing a Custom Scenario Cooperatively"); revealed to an alter-ego it has no host
and is discarded. The players search for Tangled Up as "the enemy team".
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    MAIN_SCHEME,
    SELF,
    And,
    CancelIt,
    CompetitiveOnly,
    Custom,
    DiscardThis,
    ForActivationPlayer,
    If,
    PlaceThreat,
    RevealThis,
    Timing,
    YourLeaderOr,
    boost,
    deal_found,
    ev,
    minion_in_play,
    named_card,
    script,
    triggered,
)
from ..vocabulary.procedures import Ctx, Event, Gen, enemy_attack
from ..vocabulary.rivals import MoveFromYourLeadersScheme, YourLeadersSchemeThreat, your_leader_host

CARDS = CardSet("spider_man_modular")

TANGLED_UP = "Tangled Up"
SPIDER_MAN = "Spider-Man"


def _tangled(ctx: Ctx) -> list[int]:
    g = ctx.game
    return [i for i in g.identities() if any(g.facts(a).name == TANGLED_UP for a in g.attachments(i))]


def _thwip(ctx: Ctx) -> Gen[None]:
    # Custom: one attack against each tangled identity's player; with none made, a search that deals the card found.
    g = ctx.game
    made = False
    for ident in _tangled(ctx):
        player = g.state.cards[ident].owner
        if player is None or not g.is_in_play(ctx.source):
            continue
        outcome: dict[str, object] = {}
        yield from enemy_attack(g, ctx.source, player, outcome=outcome)
        made = made or bool(outcome.get("made"))
    if not made:
        yield from deal_found(ctx, ctx.player, named_card(TANGLED_UP), TANGLED_UP)


def _your_hero(ctx: Ctx) -> list[int]:
    """Your leader (competitive play: it goes to the other game area), otherwise your hero."""
    g = ctx.game
    if your_leader_host(ctx):
        return your_leader_host(ctx)
    e = ctx.event
    player = e.player if e is not None and e.player is not None else ctx.player
    return [g.identity(player)] if g.form(player) == "hero" else []


def _host_acts(ctx: Ctx, e: Event) -> bool:
    return e.source is not None and e.source == ctx.game.state.cards[ctx.source].attached_to


def _per_player_two(ctx: Ctx) -> int:
    return 2 * ctx.game.player_count()


_INSTEAD = And(CancelIt("it"), DiscardThis())

CARDS.add(
    script("56180", when_revealed={"": Custom(
        _thwip, "Spider-Man attacks each character with Tangled Up attached. If he made no attack, the players search "
        "the encounter deck and its discard pile for a Tangled Up and deal it to you facedown.")}),
    script("56181",
           triggered(Timing.FORCED_INTERRUPT, ev.PLAYER_ATTACK, _INSTEAD, when=_host_acts,
                     when_text="When the attached character would attack"),
           triggered(Timing.FORCED_INTERRUPT, ev.PLAYER_THWART, _INSTEAD, when=_host_acts,
                     when_text="When the attached character would thwart"),
           triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_SCHEME, _INSTEAD, when=_host_acts,
                     when_text="When the attached character would scheme"),
           boost(If(minion_in_play(SPIDER_MAN), ForActivationPlayer(RevealThis()), "the Spider-Man minion is in play")),
           attach_to=_your_hero,
           attach_text="Attach to your leader (competitive play). Otherwise, attach to your hero."),
    script("56182", when_revealed={"": And(PlaceThreat(2, MAIN_SCHEME),
                                           CompetitiveOnly("your leader's main scheme loses 2 threat",
                                                           YourLeadersSchemeThreat(2)))}),
    script("56183", when_revealed={"": YourLeaderOr(
        "move 2 threat from your leader's main scheme to this scheme",
        PlaceThreat(_per_player_two, SELF, amount_text="2 [per_hero]"), MoveFromYourLeadersScheme(2, SELF))}),
)
