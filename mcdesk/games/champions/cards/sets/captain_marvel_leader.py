"""Captain Marvel, the Civil War leader (registration): her four stages and her 10-card encounter set (56092-56095,
56098-56104). Her 4 leader-specific basic player cards (56133-56136) are competitive only.

Energy Channel holds "energy counters" (the card's all-purpose counters).
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ATTACHED,
    NO_DAMAGE_THIS_PHASE,
    SELF,
    And,
    CannotTakeDamageThisPhase,
    Custom,
    DealEncounterCard,
    DiscardThis,
    DiscardYourCard,
    EachPlayer,
    EnemyAttacks,
    EnemySchemes,
    Heal,
    PlaceThreat,
    RevealThis,
    Sel,
    Spend,
    Timing,
    boost,
    ev,
    gets,
    printed,
    script,
    triggered,
    villain_named,
)
from ..vocabulary.abilities import Ability
from ..vocabulary.civil_war import find
from ..vocabulary.procedures import (
    VILLAIN_AREA,
    Ctx,
    Event,
    Game,
    Gen,
    deal_damage,
    discard_card,
    enemy_attack,
)
from ..vocabulary.rivals import (
    LEADER_ATTACKED,
    attacked_by_a_leader,
    counters_placed_on_leader,
    leader_attacks_leader,
)

CARDS = CardSet("captain_marvel_leader")

CAPTAIN_MARVEL = villain_named("Captain Marvel")
CHANNEL = "Energy Channel"


def _the_channel(g: Game, c: int) -> bool:
    """Her Energy Channel: the leader set's card, never the Captain Marvel hero's upgrade of that name (Civil War
    rulebook, "Unique Rule and Other Abilities": a leader's encounter card naming it means the leader's)."""
    f = g.facts(c)
    return f.name == CHANNEL and f.set_code == CARDS.set_code


def _channel(g: Game) -> int | None:
    return next((c for c in g.state.zone(VILLAIN_AREA) if g.facts(c).name == CHANNEL and g.is_in_play(c)), None)


def _charge(n: int) -> Custom:
    def run(ctx: Ctx) -> Gen[None]:
        g = ctx.game
        ch = _channel(g)
        if ch is not None:
            g.state.cards[ch].counters += n
            g.log(f"{n} energy counter{'s' if n != 1 else ''} placed on {CHANNEL}.")
            yield from counters_placed_on_leader(g, CHANNEL, n)

    return Custom(run, f"Place {n} energy counter{'s' if n != 1 else ''} on {CHANNEL}.")


def _counters(ctx: Ctx) -> int:
    ch = _channel(ctx.game)
    return ctx.game.state.cards[ch].counters if ch is not None else 0


def _attach_channel(ctx: Ctx) -> Gen[None]:
    # Custom: "find Energy Channel and attach it to Captain Marvel" (a find that attaches, not a reveal).
    g = ctx.game
    found = find(g, _the_channel)
    cm = ctx.source
    if found is None or g.is_in_play(found):
        return
    g.state.move(found, (VILLAIN_AREA, None), top=False)
    g.state.cards[found].face_down = False
    g.state.cards[found].attached_to = cm
    g.log(f"{CHANNEL} is attached to {g.card_title(cm)}.")
    return
    yield


def _she_attacked_and_defeated(ctx: Ctx, e: Event) -> bool:
    w = e.data.get("window")
    damaged = list(w.data.get("damaged", [])) if w is not None else []
    return e.source == ctx.source and any(not ctx.game.is_in_play(c) for c in damaged)


FIND_CHANNEL = Custom(_attach_channel, "Find Energy Channel and attach it to Captain Marvel.")
CHARGE_ON_KILL = triggered(Timing.FORCED_RESPONSE, ev.ENEMY_ATTACK, _charge(1), when=_she_attacked_and_defeated,
                           when_text="After Captain Marvel attacks and defeats a character", would=False)
DEAL_EACH_PLAYER = EachPlayer(DealEncounterCard(), "Deal each player an encounter card.")

CARDS.add(
    script("56092", CHARGE_ON_KILL, setup=FIND_CHANNEL),
    script("56093", CHARGE_ON_KILL, when_revealed={"": And(DEAL_EACH_PLAYER, CannotTakeDamageThisPhase(SELF))},
           rules=[NO_DAMAGE_THIS_PHASE]),
    script("56094", CHARGE_ON_KILL, setup=FIND_CHANNEL),
    script("56095", CHARGE_ON_KILL, when_revealed={"": And(DEAL_EACH_PLAYER, CannotTakeDamageThisPhase(SELF))},
           rules=[NO_DAMAGE_THIS_PHASE]),
)


# -- attachments -------------------------------------------------------------------------------------------------
def _attacked_her(ctx: Ctx, e: Event) -> bool:
    host = ctx.game.state.cards[ctx.source].attached_to
    return host is not None and e.target == host


def _channel_fires(ctx: Ctx) -> Gen[None]:
    # Custom: a counter per attack; at 4 they are spent on a counter-attack against that character, with overkill.
    g = ctx.game
    me = ctx.source
    e = ctx.event
    if e is None or not g.is_in_play(me):
        return
    card = g.state.cards[me]
    card.counters += 1
    yield from counters_placed_on_leader(g, CHANNEL, 1)
    if card.counters < 4:
        return
    card.counters = 0
    cm = card.attached_to
    attacker = e.source
    if cm is None or attacker is None or not g.is_in_play(attacker):
        return
    g.log(f"{CHANNEL}: {g.card_title(cm)} strikes back at {g.card_title(attacker)}.")
    player = g.state.cards[attacker].controller
    if player is None:
        return
    if attacker == g.identity(player):
        g.add_lasting("kw:overkill", "add", 1, cm, "end_of_attack", me)
        yield from enemy_attack(g, cm, player)
    else:  # an ally: her attack is against that ally (no one defends it), dealt as an attack with overkill
        yield from deal_damage(g, attacker, g.stat(cm, "attack") or 0, cm, attack=True, overkill=True)


def _a_leader_attacked_her(ctx: Ctx, e: Event) -> bool:
    """Civil War FAQ: a leader of the other game area attacking the Captain Marvel leader triggers Energy Channel."""
    host = ctx.game.state.cards[ctx.source].attached_to
    return host is not None and e.target == host and attacked_by_a_leader(ctx.game, e)


def _channel_answers_a_leader(ctx: Ctx) -> Gen[None]:
    # Custom: as _channel_fires, but her counter-attack goes to the other game area's leader (her "enemy leader"
    # there is the villain of that area: the same procedure as "the enemy leader attacks your leader").
    g = ctx.game
    me = ctx.source
    if not g.is_in_play(me):
        return
    card = g.state.cards[me]
    card.counters += 1
    yield from counters_placed_on_leader(g, CHANNEL, 1)
    if card.counters < 4:
        return
    card.counters = 0
    cm = card.attached_to
    if cm is None or not g.is_in_play(cm):
        return
    g.log(f"{CHANNEL}: {g.card_title(cm)} strikes back at the leader who attacked her.")
    yield from leader_attacks_leader(g, cm)


def _basic_attack_on_host(ctx: Ctx, e: Event) -> bool:
    host = ctx.game.state.cards[ctx.source].attached_to
    return bool(e.data.get("basic")) and e.target == host and e.player == ctx.player


def _pay_off(kind: str) -> Ability:
    """Helmet: "spend 3 resources of the same type" (one ability per type; a wild resource fits any)."""
    return triggered(Timing.RESPONSE, ev.PLAYER_ATTACK, DiscardThis(), when=_basic_attack_on_host,
                     when_text="After you make a basic attack against Captain Marvel", form="hero",
                     costs=[Spend({kind: 3})], would=False)


def _too_much_from_an_attack(ctx: Ctx, e: Event) -> bool:
    host = ctx.game.state.cards[ctx.source].attached_to
    return e.target == host and e.amount > 3 and bool(e.data.get("attack"))


def _cap_at_three(ctx: Ctx) -> Gen[None]:
    e = ctx.event
    if e is not None:
        e.amount = min(e.amount, 3)
    discard_card(ctx.game, ctx.source, by=ctx.source)
    return
    yield


def _attach_to_her(ctx: Ctx) -> list[int]:
    return CAPTAIN_MARVEL(ctx)


CARDS.add(
    script("56098", triggered(Timing.FORCED_RESPONSE, ev.PLAYER_ATTACK, Custom(
        _channel_fires, "Place 1 energy counter here. Then, with 4 or more here, remove them all: Captain Marvel "
        "attacks that character, with overkill."), when=_attacked_her,
        when_text="After a hero or ally attacks Captain Marvel", would=False),
        triggered(Timing.FORCED_RESPONSE, LEADER_ATTACKED, Custom(
            _channel_answers_a_leader, "Place 1 energy counter here. Then, with 4 or more here, remove them all: "
            "Captain Marvel attacks that leader."), when=_a_leader_attacked_her,
            when_text="After a leader attacks Captain Marvel (competitive play)", would=False),
        attach_to=_attach_to_her, attach_text="Attach to Captain Marvel."),
    script("56099", _pay_off("energy"), _pay_off("mental"), _pay_off("physical"), boost(RevealThis()),
           constants=[gets("kw:stalwart", 1, ATTACHED, "Captain Marvel gains stalwart."),
                      gets("scheme", printed("scheme"), ATTACHED, "Captain Marvel gets +1 SCH.")],
           attach_to=_attach_to_her, attach_text="Attach to Captain Marvel."),
    script("56100", boost(RevealThis()),
           triggered(Timing.FORCED_INTERRUPT, ev.DAMAGE, Custom(_cap_at_three, "Reduce that damage to 3. Then, "
                                                                "discard this card."),
                     when=_too_much_from_an_attack, when_text="When Captain Marvel would take more than 3 damage "
                     "from an attack"),
           constants=[gets("attack", printed("attack"), ATTACHED, "Captain Marvel gets +1 ATK.")],
           attach_to=_attach_to_her, attach_text="Attach to Captain Marvel."),
)


# -- treacheries and side scheme -----------------------------------------------------------------------------------
def _ally_or_support(ctx: Ctx, c: int) -> bool:
    return ctx.game.facts(c).type_code in ("ally", "support")


EACH_SCHEME = Sel(lambda c: c.game.schemes(), "each scheme", True)

CARDS.add(
    script("56101", when_revealed={
        "alter_ego": DiscardYourCard(_ally_or_support, "an ally or support"),
        "hero": And(EnemyAttacks(CAPTAIN_MARVEL), _charge(1)),
    }),
    script("56102", when_revealed={
        "alter_ego": And(EnemySchemes(CAPTAIN_MARVEL), _charge(1)),
        "hero": PlaceThreat(2, EACH_SCHEME),
    }),
    script("56103", boost(_charge(1)),
           when_revealed={"": And(_charge(1), Heal(_counters, CAPTAIN_MARVEL, amount_text="1",
                                                    per=" for each energy counter on Energy Channel"))}),
    script("56104", when_defeated=_charge(3)),
)
