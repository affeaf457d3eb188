"""Captain America, the Civil War leader (resistance): his four stages and his 10-card encounter set (56137-56140,
56143-56149). His 4 leader-specific basic player cards (56207-56210) are in ``leader_basics``.

Leaders are villains (Civil War rulebook "Leaders"): ``villain_named("Captain America")`` is the leader in play,
never a Captain America hero or ally. Cap's Shield is permanent and can change hands: a hero who damages him with
a basic attack takes it, and he takes it back the same way or when a card attaches it to him. While a hero holds
it, it stays in the villain area (drawn with its host) so that the hero's player never controls it.
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ATTACHED,
    CHARACTERS_YOU_CONTROL,
    DAMAGED_THIS_WAY,
    NO_DAMAGE_THIS_PHASE,
    ActivatesAgainstYou,
    AfterThisAttack,
    And,
    CannotTakeDamageThisPhase,
    Custom,
    Damage,
    DealEncounterCard,
    DiscardThis,
    DiscardYourCard,
    EachPlayer,
    EnemyAttacks,
    EnemySchemes,
    GiveStatus,
    If,
    RevealThis,
    Spend,
    ThisAttackGains,
    Timing,
    as_player,
    boost,
    ev,
    find,
    gets,
    printed,
    script,
    triggered,
    villain_named,
)
from ..vocabulary.abilities import Ability
from ..vocabulary.procedures import VILLAIN_AREA, Ctx, Event, Game, Gen, deal_boost_cards, occur

CARDS = CardSet("captain_america_leader")

CAPTAIN_AMERICA = villain_named("Captain America")
SHIELD = "Cap's Shield"
SHIELD_ATTACHED = "shield_attached"
"""The occurrence "Cap's Shield is attached to <character>" (its target), answered by his stages."""


def shield(g: Game) -> int | None:
    """Cap's Shield, wherever it is (Civil War rulebook "Find"): in play first."""
    return find(g, lambda g, c: g.facts(c).name == SHIELD)


def shield_host(g: Game) -> int | None:
    s = shield(g)
    return g.state.cards[s].attached_to if s is not None and g.is_in_play(s) else None


def shield_on_cap(ctx: Ctx) -> bool:
    host = shield_host(ctx.game)
    return host is not None and host in CAPTAIN_AMERICA(ctx)


def attach_shield(g: Game, host: int) -> Gen[None]:
    """Attach Cap's Shield to ``host`` (from wherever it is); then "after Cap's Shield is attached" abilities."""
    s = shield(g)
    if s is None or not g.is_in_play(host):
        return
    c = g.state.cards[s]
    if g.is_in_play(s) and c.attached_to == host:
        return
    if c.zone != (VILLAIN_AREA, None):
        g.state.move(s, (VILLAIN_AREA, None), top=False)
    c.face_down = False
    c.attached_to = host
    g.log(f"{SHIELD} is attached to {g.card_title(host)}.")
    yield from occur(g, Event(SHIELD_ATTACHED, source=s, target=host), lambda e: None)


def _attach_to_cap(ctx: Ctx) -> Gen[None]:
    # Custom: Cap's Shield moves between characters (no vocabulary piece moves an attachment to a new host).
    for cap in CAPTAIN_AMERICA(ctx):
        yield from attach_shield(ctx.game, cap)


ATTACH_SHIELD = Custom(_attach_to_cap, "Attach Cap's Shield to Captain America.")
FIND_SHIELD = Custom(_attach_to_cap, "The players find Cap's Shield and attach it to Captain America.")


def _shield_came_to_him(ctx: Ctx, e: Event) -> bool:
    return e.target == ctx.source


TOUGH_ON_SHIELD = triggered(Timing.FORCED_RESPONSE, SHIELD_ATTACHED, GiveStatus("tough", CAPTAIN_AMERICA),
                            when=_shield_came_to_him, when_text="After Cap's Shield is attached to Captain America",
                            would=False)
DEAL_EACH_PLAYER = EachPlayer(DealEncounterCard(), "Deal each player an encounter card.")
STAGE_II = {"": And(DEAL_EACH_PLAYER, CannotTakeDamageThisPhase(CAPTAIN_AMERICA))}

CARDS.add(
    script("56137", TOUGH_ON_SHIELD, setup=FIND_SHIELD),
    script("56138", TOUGH_ON_SHIELD, when_revealed=STAGE_II, rules=[NO_DAMAGE_THIS_PHASE]),
    script("56139", TOUGH_ON_SHIELD, setup=FIND_SHIELD),
    script("56140", TOUGH_ON_SHIELD, when_revealed=STAGE_II, rules=[NO_DAMAGE_THIS_PHASE]),
)


# -- attachments -------------------------------------------------------------------------------------------------
def _attach_to_him(ctx: Ctx) -> list[int]:
    return CAPTAIN_AMERICA(ctx)


ATTACH = {"attach_to": _attach_to_him, "attach_text": "Attach to Captain America."}


def _hero_basic_attack_damaged_host(ctx: Ctx, e: Event) -> bool:
    """A hero's basic attack (it uses their ATK) damaged the shield's holder."""
    g = ctx.game
    host = g.state.cards[ctx.source].attached_to
    return (e.source is not None and g.facts(e.source).type_code == "hero" and bool(e.data.get("basic"))
            and e.target == host and int(e.data.get("dealt", 0)) > 0)


def _cap_attack_damaged_host(ctx: Ctx, e: Event) -> bool:
    """The Captain America leader's attack damaged the shield's holder."""
    host = ctx.game.state.cards[ctx.source].attached_to
    w = e.data.get("window")
    damaged = list(w.data.get("damaged", ())) if w is not None else []
    return e.source in CAPTAIN_AMERICA(ctx) and host is not None and host in damaged


def _to_the_attacker(ctx: Ctx) -> Gen[None]:
    # Custom: the attachment changes hosts, to the character that attacked (see attach_shield).
    e = ctx.event
    if e is not None and e.source is not None:
        yield from attach_shield(ctx.game, e.source)


def _holder_eliminated(ctx: Ctx, e: Event) -> bool:
    return bool(e.data.get("eliminated")) and ctx.game.state.cards[ctx.source].attached_to == e.target


TO_ATTACKER = Custom(_to_the_attacker, "Attach Cap's Shield to the attacker.")

CARDS.add(
    script("56143",
           triggered(Timing.FORCED_RESPONSE, ev.PLAYER_ATTACK, TO_ATTACKER, when=_hero_basic_attack_damaged_host,
                     when_text="After a hero uses their ATK to attack and damage attached character", would=False),
           triggered(Timing.FORCED_RESPONSE, ev.ENEMY_ATTACK, TO_ATTACKER, when=_cap_attack_damaged_host,
                     when_text="After the Captain America leader uses his ATK to attack and damage attached "
                     "character", would=False),
           # Civil War FAQ: a permanent attachment that becomes unattached resolves its "attach to" text again.
           triggered(Timing.FORCED_RESPONSE, ev.DEFEATED, ATTACH_SHIELD, when=_holder_eliminated,
                     when_text="After the identity holding Cap's Shield is defeated", would=False),
           constants=[gets("kw:retaliate", 1, ATTACHED, "Attached character gains retaliate 1."),
                      gets("kw:unpierceable", 1, ATTACHED, "Attacks against attached character lose piercing.")],
           **ATTACH),
)


def _basic_attack_on_host(ctx: Ctx, e: Event) -> bool:
    host = ctx.game.state.cards[ctx.source].attached_to
    return bool(e.data.get("basic")) and e.target == host and e.player == ctx.player


def _pay_off(kind: str) -> Ability:
    """Cap's Helmet: "spend 3 resources of the same type" (one ability per type; a wild resource fits any)."""
    return triggered(Timing.RESPONSE, ev.PLAYER_ATTACK, DiscardThis(), when=_basic_attack_on_host,
                     when_text="After you make a basic attack against Captain America", form="hero",
                     costs=[Spend({kind: 3})], would=False)


def _he_attacks(ctx: Ctx, e: Event) -> bool:
    host = ctx.game.state.cards[ctx.source].attached_to
    return host is not None and e.source == host


CARDS.add(
    script("56144", _pay_off("energy"), _pay_off("mental"), _pay_off("physical"), boost(RevealThis()),
           constants=[gets("kw:stalwart", 1, ATTACHED, "Captain America gains stalwart."),
                      gets("scheme", printed("scheme"), ATTACHED, "Captain America gets +1 SCH.")], **ATTACH),
    script("56145", boost(RevealThis()),
           triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK,
                     And(ThisAttackGains("overkill"), AfterThisAttack(DiscardThis(), "At the end of this attack")),
                     when=_he_attacks, when_text="When Captain America attacks"),
           constants=[gets("attack", printed("attack"), ATTACHED, "Captain America gets +2 ATK.")], **ATTACH),
)


# -- treacheries and side scheme -----------------------------------------------------------------------------------
def _give_boost(ctx: Ctx) -> Gen[None]:
    # Custom: a boost card dealt outside an activation waits facedown for his next one.
    g = ctx.game
    for cap in CAPTAIN_AMERICA(ctx):
        g.log(f"{g.card_title(cap)} is given a facedown boost card.")
        yield from deal_boost_cards(g, cap)


GIVE_BOOST = Custom(_give_boost, "Give him a facedown boost card.")


def _ally_or_upgrade(ctx: Ctx, c: int) -> bool:
    return ctx.game.facts(c).type_code in ("ally", "upgrade")


def _against_defeater(ctx: Ctx) -> Gen[None]:
    # Custom: "the player who defeated this scheme" is the defeat's player (no selector names that player).
    e = ctx.event
    g = ctx.game
    player = e.player if e is not None and e.player is not None else g.state.first_player
    if not g.state.players[player].eliminated:
        yield from ActivatesAgainstYou(CAPTAIN_AMERICA).resolve(as_player(ctx, player))


CARDS.add(
    script("56146", when_revealed={"": If(shield_on_cap, And(GiveStatus("tough", CAPTAIN_AMERICA), GIVE_BOOST),
                                          "Cap's Shield is attached to Captain America",
                                          otherwise=And(ATTACH_SHIELD, GIVE_BOOST))}),
    script("56147", when_revealed={
        "alter_ego": EnemySchemes(CAPTAIN_AMERICA),
        "hero": If(shield_on_cap, Damage(CHARACTERS_YOU_CONTROL, 2), "Cap's Shield is attached to Captain America",
                   otherwise=ATTACH_SHIELD),
    }),
    script("56148", when_revealed={
        "alter_ego": DiscardYourCard(_ally_or_upgrade, "an ally or upgrade"),
        "hero": And(EnemyAttacks(CAPTAIN_AMERICA), GiveStatus("stunned", DAMAGED_THIS_WAY)),
    }),
    script("56149", when_defeated=And(ATTACH_SHIELD, Custom(
        _against_defeater, "Captain America activates against the player who defeated this scheme."))),
)
