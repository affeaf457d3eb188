"""Cape-Killer (Civil War registration modular set, 56105-56108; its Unregistered Super is in unregistered.py)."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import Custom, Timing, deal_found, ev, has_trait, is_unregistered_super, script, triggered
from ..vocabulary.procedures import ENCOUNTER_DISCARD, Ctx, Event, Game, Gen

CARDS = CardSet("cape_killer")


def _attacks_an_unregistered_identity(ctx: Ctx, e: Event) -> bool:
    g = ctx.game
    return e.source == ctx.source and e.target is not None and has_trait(g, e.target, "Unregistered")


def _two_more(ctx: Ctx) -> Gen[None]:
    ctx.game.add_lasting("attack", "add", 2, ctx.source, "end_of_attack", ctx.source)
    return
    yield


def _unregistered_identities(g: Game) -> list[int]:
    return [i for i in g.identities() if has_trait(g, i, "Unregistered")]


def _bring_them_in(ctx: Ctx) -> Gen[None]:
    # Custom: exhaust each Unregistered identity; with none, an Unregistered Super is dealt to you facedown.
    g = ctx.game
    idents = _unregistered_identities(g)
    for i in idents:
        g.exhaust(i)
    if idents:
        g.log(f"{len(idents)} [[Unregistered]] identit{'ies are' if len(idents) != 1 else 'y is'} exhausted.")
        return
    yield from deal_found(ctx, ctx.player, is_unregistered_super, "Unregistered Super")


def _arrest(ctx: Ctx) -> Gen[None]:
    # Custom: the topmost S.H.I.E.L.D. minion of the encounter discard pile is dealt to the defeating player.
    g = ctx.game
    e = ctx.event
    player = e.player if e is not None and e.player is not None else g.state.first_player
    pile = g.state.zone(ENCOUNTER_DISCARD)
    found = next((c for c in reversed(pile) if g.facts(c).type_code == "minion"
                  and has_trait(g, c, "S.H.I.E.L.D.")), None)
    if found is not None:
        from ..vocabulary.procedures import FACEDOWN_ENCOUNTER

        g.state.move(found, (FACEDOWN_ENCOUNTER, player))
        g.state.cards[found].face_down = True
        g.log(f"Player {player + 1} is dealt a facedown encounter card from the discard pile.")
    return
    yield


CARDS.add(
    script("56105", triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK, Custom(_two_more, "It gets +2 ATK for this "
                                                                               "attack."),
                              when=_attacks_an_unregistered_identity,
                              when_text="When this minion attacks an [[Unregistered]] identity")),
    script("56107", when_revealed={"": Custom(_bring_them_in, "Exhaust each [[Unregistered]] identity. If there is "
                                              "none, an Unregistered Super from the encounter deck or its discard "
                                              "pile is dealt to you facedown.")}),
    script("56108", when_defeated=Custom(_arrest, "The player who defeated this scheme is dealt the topmost "
                                         "[[S.H.I.E.L.D.]] minion of the encounter discard pile facedown.")),
)
