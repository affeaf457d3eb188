"""The Aggression cards of Civil War's Tigra starter deck (56010-56018), and Yellow Jacket (56019, basic).

Spider-Girl, Suppressing Fire, "Bring It!" and Audacity are reprints (``duplicate_of``) of cards from packs the
project does not script yet: they are scripted here under their Civil War codes.
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    VILLAIN,
    YOUR_HERO,
    YOUR_IDENTITY,
    Custom,
    Damage,
    DrawX,
    ExhaustThis,
    Heal,
    RemoveCounter,
    Sel,
    Timing,
    action,
    ev,
    gets,
    has_trait,
    minion_entered,
    script,
    this_card_played,
    triggered,
)
from ..vocabulary.procedures import (
    DECK,
    DISCARD,
    HAND,
    Ctx,
    Event,
    Gen,
    attackable_enemies,
    defeat,
    give_status,
    player_attack,
    shuffle,
)

CARDS = CardSet("cw_aggression")


def _engaged(ctx: Ctx) -> int:
    return len(ctx.game.minions(ctx.player))


# -- Two-Gun Kid ----------------------------------------------------------------------------------------------
def _he_basic_attacks(ctx: Ctx, e: Event) -> bool:
    return e.source == ctx.source and bool(e.data.get("basic"))


def _second_target(ctx: Ctx) -> Gen[None]:
    # Custom: "choose 2 enemies instead of 1": the same attack is also made against a second enemy.
    g = ctx.game
    e = ctx.event
    if e is None:
        return
    others = [t for t in attackable_enemies(g, ctx.player) if t != e.target]
    second = yield from g.choose_card(ctx.player, "Two-Gun Kid: the second enemy", others, source=ctx.source)
    if second is not None:
        yield from player_attack(g, ctx.source, second, e.amount, ctx.player)


# -- Spider-Girl -------------------------------------------------------------------------------------------------
def _stun_and_confuse(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    m = yield from g.choose_card(ctx.player, "Stun and confuse a minion", g.minions(), source=ctx.source)
    if m is not None:
        give_status(g, m, "stunned")
        give_status(g, m, "confused")


# -- Air Cover ---------------------------------------------------------------------------------------------------
def _tactic_upgrade(ctx: Ctx) -> Gen[None]:
    # Custom: searches the deck and the discard pile for a [[Tactic]] upgrade that could attach to that minion.
    g = ctx.game
    p = ctx.player
    minion = ctx.event.target if ctx.event is not None else None
    cands = []
    for z in (DECK, DISCARD):
        for c in g.state.zone(z, p):
            f = g.facts(c)
            if f.type_code == "upgrade" and has_trait(g, c, "Tactic"):
                hosts = g.script(c).attach_to
                if minion is None or hosts is None or minion in hosts(Ctx(g, c, p)):
                    cands.append(c)
    pick = yield from g.choose_card(p, "Search for a [[Tactic]] upgrade", cands, source=ctx.source)
    if pick is not None:
        g.state.move(pick, (HAND, p))
        g.log(f"Player {p + 1} adds {g.card_title(pick)} to their hand.", card=pick, player=p)
    shuffle(g, DECK, p)


# -- Suppressing Fire --------------------------------------------------------------------------------------------
def _a_minion(ctx: Ctx) -> list[int]:
    return ctx.game.minions()


def _you_defeat_host(ctx: Ctx, e: Event) -> bool:
    g = ctx.game
    host = g.state.cards[ctx.source].attached_to
    return (e.target is not None and e.target == host and e.player == ctx.player
            and e.source == g.identity(ctx.player))


# -- "Bring It!" -------------------------------------------------------------------------------------------------
def _not_this_phase(ctx: Ctx) -> bool:
    return not ctx.game.state.flags.get(f"phase:bring_it:{ctx.player}")


def _bring_it(ctx: Ctx) -> Gen[None]:
    ctx.game.state.flags[f"phase:bring_it:{ctx.player}"] = True  # Max 1 per phase
    yield from DrawX(_engaged, "1 card for each minion engaged with you").resolve(ctx)


# -- Coup de Grâce -----------------------------------------------------------------------------------------------
def _coup_targets(ctx: Ctx) -> list[int]:
    g = ctx.game
    return [m for m in g.minions() if not has_trait(g, m, "Elite")
            and any(g.facts(a).type_code == "upgrade" for a in g.attachments(m))]


def _coup(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    m = yield from g.choose_card(ctx.player, "Defeat a minion", _coup_targets(ctx), source=ctx.source)
    if m is not None:
        yield from defeat(g, m, by_player=ctx.player, source=g.identity(ctx.player), ignore_when_defeated=True)


# -- Savage Strike -----------------------------------------------------------------------------------------------
def _you_basic_attack(ctx: Ctx, e: Event) -> bool:
    return e.player == ctx.player and bool(e.data.get("basic")) and e.source == ctx.game.identity(ctx.player)


def _savage(ctx: Ctx) -> Gen[None]:
    e = ctx.event
    if e is not None:
        e.amount += 6
        e.data["piercing"] = True
        ctx.game.log("Savage Strike: +6 ATK for this attack, which gains piercing.")
    return
    yield


# -- Yellow Jacket -----------------------------------------------------------------------------------------------
def _you_are_an_avenger(ctx: Ctx) -> bool:
    return has_trait(ctx.game, ctx.game.identity(ctx.player), "Avenger")


def _upgrade_from_top_five(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    p = ctx.player
    top = g.state.zone(DECK, p)[:5]
    cands = [c for c in top if g.facts(c).type_code == "upgrade"]
    pick = yield from g.choose_card(p, "Take an upgrade from the top 5 cards of your deck", cands,
                                    source=ctx.source)
    if pick is not None:
        g.state.move(pick, (HAND, p))
        g.log(f"Player {p + 1} adds {g.card_title(pick)} to their hand.", card=pick, player=p)
    shuffle(g, DECK, p)


A_MINION = Sel(lambda c: c.game.minions(), "a minion")

CARDS.add(
    script("56010", triggered(Timing.INTERRUPT, ev.PLAYER_ATTACK, Custom(
        _second_target, "Choose a second enemy: this attack is also made against it."),
        when=_he_basic_attacks, when_text="When Two-Gun Kid makes a basic attack")),
    script("56011", triggered(Timing.RESPONSE, ev.CARD_PLAYED, Custom(_stun_and_confuse, "Stun and confuse a "
                                                                      "minion."),
                              when=this_card_played, when_text="After you play this card from your hand",
                              would=False)),
    script("56012", triggered(Timing.RESPONSE, ev.ENTERS_PLAY, Custom(
        _tactic_upgrade, "Take a [[Tactic]] upgrade that can attach to that minion from your deck or discard pile "
        "into your hand."), when=minion_entered, when_text="After a minion enters play",
        costs=[ExhaustThis(), RemoveCounter("fuel")], would=False)),
    script("56013", play_under_any_players_control=True,
           constants=[gets("health", 3, YOUR_IDENTITY, "You get +3 hit points."),
                      gets("attack", 1, YOUR_HERO, "Your hero gets +1 ATK.")]),
    script("56014", triggered(Timing.INTERRUPT, ev.DEFEATED, Heal(2, YOUR_HERO), when=_you_defeat_host,
                              when_text="When you attack and defeat attached minion", form="hero"),
           attach_to=_a_minion, attach_text="Attach to a minion.", max_per_enemy=1),
    script("56015", action(Custom(_bring_it, "Draw 1 card for each minion engaged with you. (Max 1 per phase.)"),
                           form="hero", event_card=True),
           play_restriction=_not_this_phase, play_restriction_text="Max 1 per phase."),
    script("56016", action(Custom(_coup, "Defeat a non-[[Elite]] minion that has an upgrade attached; its When "
                                  "Defeated ability is ignored."),
                           form="hero", tags=("attack",), event_card=True),
           play_restriction=lambda ctx: bool(_coup_targets(ctx))),
    script("56017", triggered(Timing.INTERRUPT, ev.PLAYER_ATTACK, Custom(
        _savage, "You get +6 ATK for this attack. It gains piercing."), when=_you_basic_attack,
        when_text="When you make a basic attack", form="hero", event_card=True)),
    script("56018", when_spent=Damage(VILLAIN, 1)),
    script("56019", triggered(Timing.RESPONSE, ev.ENTERS_PLAY, Custom(
        _upgrade_from_top_five, "Take an upgrade from the top 5 cards of your deck into your hand, then shuffle."),
        when=lambda ctx, e: e.target == ctx.source, when_text="After this ally enters play", would=False),
           play_restriction=_you_are_an_avenger, play_restriction_text="Play only if you have the [[Avenger]] "
           "trait."),
)
