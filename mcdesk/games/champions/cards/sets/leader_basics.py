"""The 16 leader-specific basic player cards of Civil War (56129-56136, 56207-56214): 4 for each leader, earned only
in competitive play (Civil War rulebook "Leaders", "Leader-Specific Basic Cards").

Cooperative play: deck validation keeps them out of decks (``deckbuilding``), and any part of them about "your
leader" cannot be resolved (``YourLeaderOnly``); what does not need your leader resolves as printed ("do as much as
you can", rulebook "Playing a Custom Scenario Cooperatively"). Upgrades that attach to your leader have no host.

Competitive play: "your leader" is the villain of the other game area (``vocabulary.rivals``): your leader attacks
the enemy leader, schemes, gets status and boost cards and counters there, and upgrades attach to it (they move to
that area and come back to their owner's discard pile).
"""

from __future__ import annotations

from collections.abc import Callable

from ..registry import CardSet
from ..vocabulary import (
    ATTACHED,
    MAIN_SCHEME,
    VILLAIN,
    And,
    Confuse,
    Custom,
    DiscardThis,
    GiveStatus,
    Heal,
    If,
    RemoveThreat,
    Spend,
    Stun,
    Timing,
    YourLeaderOnly,
    action,
    choose_player,
    ev,
    gains_trait,
    paid_with,
    script,
    source_is_villain,
    target_is_this,
    triggered,
)
from ..vocabulary.abilities import Ability
from ..vocabulary.civil_war import competitive, find
from ..vocabulary.procedures import PLAY, VILLAIN_AREA, Ctx, Event, Game, Gen, discard_card, occur
from ..vocabulary.rivals import (
    COUNTERS_PLACED,
    LEADER_ATTACK,
    CountersOnYourLeaders,
    YourLeaderAttacks,
    YourLeaderBoostCard,
    YourLeaderSchemes,
    YourLeadersSchemeThreat,
    YourLeaderStatus,
    leader_attacks_leader,
    minion_engages_enemy_player,
    your_leader_host,
)

CARDS = CardSet("leader_basics")


def _your_leader(ctx: Ctx) -> list[int]:
    """Your leader: a leader on your team exists only in competitive play (none in cooperative play); an
    upgrade attached to it goes to the other game area (``attach_across``)."""
    return your_leader_host(ctx)


def _enemy_leader_attacks_you(ctx: Ctx, e: Event) -> bool:
    return source_is_villain(ctx, e) and e.player == ctx.player


def _on_your_leaders_attachment(ctx: Ctx, e: Event) -> bool:
    """Counters placed on an attachment of your leader: only in competitive play (the enemy leader's attachments
    are not your leader's)."""
    return competitive(ctx.game) and e.data.get("attachment") == "Energy Channel"


def _hero_reaction_attachment(g: Game, c: int) -> bool:
    """An attachment with a "Hero Response" or "Hero Interrupt" ability (one a player may pay to be rid of)."""
    return any(a.form == "hero" and a.timing in (Timing.RESPONSE, Timing.INTERRUPT) for a in g.script(c).abilities)


def _discard_reaction_attachment(ctx: Ctx) -> Gen[None]:
    # Custom: chooses among the enemy leader's attachments by the kind of ability printed on them.
    g = ctx.game
    cands = [a for v in VILLAIN(ctx) for a in g.attachments(v) if _hero_reaction_attachment(g, a)
             and not g.facts(a).permanent]
    pick = yield from g.choose_card(ctx.player, "Discard an attachment from the enemy leader", cands,
                                    source=ctx.source, purpose="discard")
    if pick is not None:
        g.log(f"Player {ctx.player + 1} discards {g.card_title(pick)}.")
        discard_card(g, pick)


def _minion_engages_a_player(ctx: Ctx) -> Gen[None]:
    # Custom: a minion changes the player it is engaged with (no vocabulary piece moves an engagement).
    g = ctx.game
    minion = yield from g.choose_card(ctx.player, "Choose a minion engaged with you", g.minions(ctx.player),
                                      source=ctx.source)
    if minion is None:
        return
    if (yield from minion_engages_enemy_player(ctx, minion)):  # competitive: a player on the enemy team
        return
    p = yield from choose_player(ctx, "Choose the player that minion engages")
    if p == ctx.player:
        return
    g.state.move(minion, (PLAY, p), top=False)
    g.state.cards[minion].engaged_with = p
    for att in g.attachments(minion):  # its attachments go with it
        if g.state.cards[att].zone == (PLAY, ctx.player):
            g.state.move(att, (PLAY, p), top=False)
    g.log(f"{g.card_title(minion)} engages player {p + 1}.")


def _has_engaged_minion(ctx: Ctx) -> bool:
    return bool(ctx.game.minions(ctx.player))


def _leader_attacks(leader: str) -> YourLeaderOnly:
    return YourLeaderOnly(f"your {leader} leader attacks the enemy leader", YourLeaderAttacks())


def _paid(kind: str) -> str:
    return f"you spent a [{kind}] resource to pay for this event"


def _redirect(most: int | None, before: Callable[[Game], Gen[None]] | None) -> Callable[[Ctx], Gen[None]]:
    def run(ctx: Ctx) -> Gen[None]:
        # Custom: the attack on you is cancelled and made against your leader instead (Civil War rulebook, "When
        # the Enemy Leader Attacks Your Leader": no defender, a boost card turned face up by your first player).
        g = ctx.game
        e = ctx.event
        if e is None or e.source is None or g.rival is None or g.rival.villain() is None:
            return
        e.cancel()
        if before is not None:
            yield from g.across(before(g.rival))
        yield from leader_attacks_leader(g, e.source, most=most)

    return run


def _ambush(leader: str, instead: str, most: int | None = None,
            before: Callable[[Game], Gen[None]] | None = None) -> Ability:
    """Provoked Response, No, You Move!: the enemy leader's attack on you goes to your leader instead; this card
    is discarded either way."""
    return triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK,
                     And(YourLeaderOnly(f"it attacks your {leader} leader instead{instead}",
                                        Custom(_redirect(most, before), "")), DiscardThis()),
                     when=_enemy_leader_attacks_you, when_text="When the enemy leader would attack you")


SHIELD = "Cap's Shield"
SHIELD_ATTACHED = "shield_attached"
"""The occurrence captain_america_leader.py announces when Cap's Shield is attached (his stages answer it)."""


def _shield_to_cap(g: Game) -> Gen[None]:
    """In the Captain America leader's game area: Cap's Shield (found wherever it is) is attached to him."""
    cap = g.villain()
    s = find(g, lambda g, c: g.facts(c).name == SHIELD)
    if cap is None or s is None:
        return
    c = g.state.cards[s]
    if g.is_in_play(s) and c.attached_to == cap:
        return
    if c.zone != (VILLAIN_AREA, None):
        g.state.move(s, (VILLAIN_AREA, None), top=False)
    c.face_down = False
    c.attached_to = cap
    g.log(f"{SHIELD} is attached to {g.card_title(cap)}.")
    yield from occur(g, Event(SHIELD_ATTACHED, source=s, target=cap), lambda e: None)


COUNTS_AS_TECH = gains_trait("Tech", lambda ctx, c: c == ctx.source, "")

# -- Iron Man's --------------------------------------------------------------------------------------------------
CARDS.add(
    script("56129", action(YourLeaderOnly("your Iron Man leader schemes, without a boost card for this activation",
                                          YourLeaderSchemes(boost=False)), event_card=True)),
    script("56130", action(And(_leader_attacks("Iron Man"), If(paid_with("mental"), Custom(
        _discard_reaction_attachment, "Choose an attachment on the enemy leader with a Hero Response or Hero "
        "Interrupt ability and discard it."), _paid("mental"))), event_card=True)),
    script("56131", action(DiscardThis(), form="hero", costs=[Spend({"energy": 1, "mental": 1})]),
           attach_to=_your_leader, attach_text="Attach to your Iron Man leader (competitive play only).",
           text_lines=["It counts as a [[Tech]] attachment. Any player may trigger its Hero Action."],
           constants=[COUNTS_AS_TECH]),
    script("56132", when_spent=YourLeaderOnly("your Iron Man leader is given a tough status card",
                                              YourLeaderStatus("tough"))),
)

# -- Captain Marvel's ----------------------------------------------------------------------------------------------
CARDS.add(
    script("56133", _ambush("Captain Marvel", "; she takes at most 3 damage from it", most=3)),
    script("56134", action(And(_leader_attacks("Captain Marvel"), If(paid_with("energy"), Confuse(VILLAIN),
                                                                     _paid("energy"))), event_card=True)),
    script("56135", triggered(Timing.RESPONSE, COUNTERS_PLACED, Heal(1, ATTACHED), when=_on_your_leaders_attachment,
                              when_text="After energy counters are placed on your Captain Marvel leader's Energy "
                              "Channel (competitive play only)", would=False),
           attach_to=lambda ctx: ctx.game.allies(), attach_text="Attach to an ally."),
    script("56136", when_spent=YourLeaderOnly("2 energy counters go on your Captain Marvel leader's Energy "
                                              "Channel", CountersOnYourLeaders(2, "Energy Channel"))),
)

# -- Captain America's ---------------------------------------------------------------------------------------------
CARDS.add(
    script("56207", _ambush("Captain America", ", with Cap's Shield attached to him first", before=_shield_to_cap)),
    script("56208", action(And(_leader_attacks("Captain America"), If(paid_with("physical"), Stun(VILLAIN),
                                                                      _paid("physical"))), event_card=True)),
    script("56209", action(Custom(_minion_engages_a_player, "Choose a minion engaged with you and a player of the "
                                  "enemy team (in cooperative play, any player): that minion engages that player.",
                                  could=_has_engaged_minion), event_card=True)),
    script("56210", when_spent=YourLeaderOnly("your Captain America leader is given a facedown boost card",
                                              YourLeaderBoostCard())),
)


# -- Spider-Woman's ------------------------------------------------------------------------------------------------
def _finesse_on_host(ctx: Ctx) -> Gen[None]:
    # Custom: 2 skill counters on the Finesse of the leader this card is attached to (in her game area), at most 3.
    g = ctx.game
    host = g.state.cards[ctx.source].attached_to
    if host is None:
        return
    fin = next((a for a in g.attachments(host) if g.facts(a).name == "Finesse" and g.facts(a).faction_code ==
                "encounter"), None)
    if fin is not None:
        card = g.state.cards[fin]
        n = max(0, min(2, 3 - card.counters))
        card.counters += n
        g.log(f"{n} skill counter{'s' if n != 1 else ''} placed on Finesse.")
    return
    yield


def _attached_leader_attacked(ctx: Ctx, e: Event) -> bool:
    host = ctx.game.state.cards[ctx.source].attached_to
    return host is not None and e.source == host


CARDS.add(
    script("56211", action(And(RemoveThreat(2, MAIN_SCHEME), YourLeaderOnly("place 2 threat on your leader's main "
                                                                            "scheme", YourLeadersSchemeThreat(
                                                                                2, remove=False))),
                           event_card=True)),
    script("56212", action(And(_leader_attacks("Spider-Woman"), If(paid_with("mental"), Confuse(VILLAIN),
                                                                   _paid("mental"))), event_card=True)),
    script("56213", triggered(Timing.FORCED_RESPONSE, ev.ENEMY_ATTACK, And(YourLeaderOnly(
        "2 skill counters go on her Finesse", Custom(_finesse_on_host, "")), DiscardThis()),
        when=_attached_leader_attacked, when_text="After attached Spider-Woman resolves an attack", would=False),
        triggered(Timing.FORCED_RESPONSE, LEADER_ATTACK, And(YourLeaderOnly(
            "2 skill counters go on her Finesse", Custom(_finesse_on_host, "")), DiscardThis()),
            when=_attached_leader_attacked, when_text="After attached Spider-Woman resolves an attack on a leader",
            would=False),
        triggered(Timing.FORCED_RESPONSE, ev.ENTERS_PLAY, GiveStatus("tough", ATTACHED), when=target_is_this,
                  when_text="After this card attaches", would=False),
        attach_to=_your_leader, attach_text="Attach to your Spider-Woman leader and give her a tough status card "
        "(competitive play only)."),
    script("56214", when_spent=YourLeaderOnly("2 skill counters go on your Spider-Woman leader's Finesse",
                                              CountersOnYourLeaders(2, "Finesse", "skill", most=3))),
)
