"""Iron Man's nemesis set (core set): set aside at setup, brought in by Shadow of the Past. Whiplash's
retaliate 1 and Imminent Overload's fixed starting threat and acceleration icon are facts the engine enforces."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    SELF,
    YOUR_HERO,
    ChooseOne,
    Custom,
    DiscardYourCard,
    PlaceThreat,
    boost,
    is_type_with_trait,
    printed_count,
    script,
    yours_with_trait,
)
from ..vocabulary.procedures import Ctx, Gen, deal_damage, discard_from_deck

CARDS = CardSet("iron_man_nemesis")

an_upgrade = is_type_with_trait("upgrade")


# == Imminent Overload ===========================================================================================
CARDS.add(
    script("01171", when_revealed={"": PlaceThreat(lambda c: c.game.player_count(), SELF,
                                                   amount_text="1 [per_hero] more")}),
)


# == Electric Whip Attack ========================================================================================
def _upgrade_count(ctx: Ctx) -> int:
    return len(yours_with_trait(ctx, "upgrade"))


def _whip_damage(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    for hero in YOUR_HERO(ctx):
        yield from deal_damage(g, hero, _upgrade_count(ctx), ctx.source)


def _undefended_villain_attack(ctx: Ctx) -> int | None:
    """The player a villain's undefended attack (the one this card boosts) is made against, if it is one."""
    g = ctx.game
    enemy = ctx.event.target if ctx.event is not None else None
    if enemy is None or g.facts(enemy).type_code != "villain":
        return None
    w = next((w for w in reversed(g.stack) if w.kind == "attack" and w.source == enemy), None)
    if w is None or w.data.get("defender") is not None:
        return None
    return w.player


def _whip_boost(ctx: Ctx) -> Gen[None]:
    from dataclasses import replace

    player = _undefended_villain_attack(ctx)
    if player is not None:
        yield from DiscardYourCard(an_upgrade, "an upgrade").resolve(replace(ctx, controller=player))


CARDS.add(
    script("01173",
           boost(Custom(_whip_boost, "If the villain's attack is undefended, choose and discard an upgrade you "
                                     "control.")),
           when_revealed={"": ChooseOne((
               ("Take 1 damage per upgrade you control",
                Custom(_whip_damage, "Your hero takes 1 damage per upgrade you control",
                       could=lambda c: bool(YOUR_HERO(c)) and _upgrade_count(c) > 0)),
               ("Discard an upgrade you control", DiscardYourCard(an_upgrade, "one upgrade")),
           ))}),
)


# == Electromagnetic Backlash ======================================================================================
def _backlash(ctx: Ctx) -> Gen[None]:
    """A deck that empties while discarding is reshuffled and no more cards are discarded from it."""
    g = ctx.game
    for p in g.players_in_order():
        if g.state.players[p].eliminated:
            continue
        discarded = yield from discard_from_deck(g, p, 5)
        n = printed_count(g, discarded, "energy")
        if n:
            g.log(f"Player {p + 1} discarded {n} printed [energy] resource{'s' if n != 1 else ''}.")
            yield from deal_damage(g, g.identity(p), n, ctx.source)


CARDS.add(
    script("01174", when_revealed={"": Custom(
        _backlash, "Each player discards their deck's top 5 cards, then takes 1 damage for each printed [energy] "
                   "resource among them.")}),
)
