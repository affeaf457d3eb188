"""Spider-Woman, the Civil War leader (resistance): her four stages and her 10-card encounter set (56168-56171,
56174-56179). Her 4 leader-specific basic player cards (56211-56214) are in ``leader_basics``.

Finesse holds "skill counters" (the card's all-purpose counters, 3 at most). Each time she attacks, she spends
them all on that attack (+1 ATK each).
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ATTACHED,
    NO_DAMAGE_THIS_PHASE,
    YOUR_IDENTITY,
    And,
    CannotTakeDamageThisPhase,
    ChooseOne,
    Custom,
    DealEncounterCard,
    EachPlayer,
    EnemySchemes,
    ForActivationPlayer,
    GainSurge,
    GiveStatus,
    If,
    RevealThis,
    Timing,
    activation_player,
    boost,
    ev,
    find,
    gets,
    printed,
    script,
    triggered,
    villain_named,
)
from ..vocabulary.procedures import (
    VILLAIN_AREA,
    Ctx,
    Event,
    Game,
    Gen,
    Rule,
    discard_card,
    enemy_attack,
    give_status,
    has_status,
)
from ..vocabulary.rivals import LEADER_ATTACK

CARDS = CardSet("spider_woman_leader")

SPIDER_WOMAN = villain_named("Spider-Woman")
FINESSE = "Finesse"


def _the_finesse(g: Game, c: int) -> bool:
    """Her Finesse: the leader set's card, never the Spider-Woman hero's upgrade of that name (Civil War rulebook,
    "Unique Rule and Other Abilities")."""
    f = g.facts(c)
    return f.name == FINESSE and f.set_code == CARDS.set_code
MAX_SKILL = 3


def finesse(g: Game) -> int | None:
    """Finesse in play (None when it is not)."""
    f = find(g, _the_finesse)
    return f if f is not None and g.is_in_play(f) else None


def skill_counters(g: Game) -> int:
    f = finesse(g)
    return g.state.cards[f].counters if f is not None else 0


def place_skill(g: Game, n: int) -> int:
    """Place up to ``n`` skill counters on Finesse (max 3 there); returns how many were placed."""
    f = finesse(g)
    if f is None:
        return 0
    card = g.state.cards[f]
    placed = max(0, min(n, MAX_SKILL - card.counters))
    if placed:
        card.counters += placed
        g.log(f"{placed} skill counter{'s' if placed != 1 else ''} placed on {FINESSE} ({card.counters}).")
    return placed


def _skill(n: int) -> Custom:
    # Custom: counters on another card (Finesse), capped at its max (PlaceCounters puts them on this card).
    def run(ctx: Ctx) -> Gen[None]:
        place_skill(ctx.game, n)
        return
        yield

    return Custom(run, f"Place {n} skill counter{'s' if n != 1 else ''} on {FINESSE}.")


def _attach_finesse(ctx: Ctx) -> Gen[None]:
    # Custom: "find Finesse and attach it to Spider-Woman" (a find that attaches, not a reveal).
    g = ctx.game
    f = find(g, _the_finesse)
    if f is None or g.is_in_play(f):
        return
    g.state.move(f, (VILLAIN_AREA, None), top=False)
    g.state.cards[f].face_down = False
    g.state.cards[f].attached_to = ctx.source
    g.log(f"{FINESSE} is attached to {g.card_title(ctx.source)}.")
    return
    yield


def _she_attacks(ctx: Ctx, e: Event) -> bool:
    return e.source == ctx.source


def _spend_finesse(ctx: Ctx) -> Gen[None]:
    # Custom: +1 ATK per counter for this attack, then the counters are removed (what Venom Blast reads).
    g = ctx.game
    f = finesse(g)
    if f is None:
        return
    n = g.state.cards[f].counters
    if n:
        g.add_lasting("attack", "add", n, ctx.source, "end_of_attack", f)
        g.state.cards[f].counters = 0
        g.log(f"{g.card_title(ctx.source)} gets +{n} ATK for this attack; {FINESSE}'s skill counters are removed.")
    return
    yield


FINESSE_ATTACK = triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK, Custom(
    _spend_finesse, "Remove every skill counter from Finesse; for this attack, she gets +1 ATK per counter "
    "removed."), when=_she_attacks, when_text="When Spider-Woman attacks")
FINESSE_LEADER_ATTACK = triggered(Timing.FORCED_INTERRUPT, LEADER_ATTACK, Custom(
    _spend_finesse, "Remove every skill counter from Finesse; for this attack, she gets +1 ATK per counter "
    "removed."), when=_she_attacks, when_text="When Spider-Woman attacks a leader (competitive play)")
FIND_FINESSE = Custom(_attach_finesse, "The players find Finesse and attach it to Spider-Woman.")
DEAL_EACH_PLAYER = EachPlayer(DealEncounterCard(), "Deal each player an encounter card.")
STAGE_II = {"": And(DEAL_EACH_PLAYER, CannotTakeDamageThisPhase(SPIDER_WOMAN))}

CARDS.add(
    script("56168", FINESSE_ATTACK, FINESSE_LEADER_ATTACK, setup=FIND_FINESSE),
    script("56169", FINESSE_ATTACK, FINESSE_LEADER_ATTACK, when_revealed=STAGE_II, rules=[NO_DAMAGE_THIS_PHASE]),
    script("56170", FINESSE_ATTACK, FINESSE_LEADER_ATTACK, setup=FIND_FINESSE),
    script("56171", FINESSE_ATTACK, FINESSE_LEADER_ATTACK, when_revealed=STAGE_II, rules=[NO_DAMAGE_THIS_PHASE]),
)


# -- attachments -------------------------------------------------------------------------------------------------
def _attach_to_her(ctx: Ctx) -> list[int]:
    return SPIDER_WOMAN(ctx)


def _treachery_revealed(ctx: Ctx, e: Event) -> bool:
    return e.data.get("type") == "treachery"


def _immunity(ctx: Ctx, host: int) -> None:
    """Contaminant Immunity: instead of being stunned or confused, she is given a tough status card and this
    card is discarded."""
    g = ctx.game
    g.log(f"{g.card_title(ctx.source)}: {g.card_title(host)} is not stunned or confused; it is discarded instead.")
    discard_card(g, ctx.source, by=ctx.source)
    give_status(g, host, "tough")


CARDS.add(
    script("56174", triggered(Timing.FORCED_INTERRUPT, ev.REVEALED, _skill(1), when=_treachery_revealed,
                              when_text="When a treachery is revealed"),
           text_lines=[f"Max {MAX_SKILL} skill counters here."], attach_to=_attach_to_her),
    script("56175", boost(RevealThis()),
           rules=[Rule("status_instead", "Forced Interrupt: When Spider-Woman would be stunned or confused, discard "
                       "this card instead. Give her a tough status card.", instead=_immunity)],
           constants=[gets("scheme", printed("scheme"), ATTACHED, "Spider-Woman gets +1 SCH.")],
           attach_to=_attach_to_her, attach_text="Attach to Spider-Woman."),
)


# -- treacheries and side scheme -----------------------------------------------------------------------------------
def _can_be_stunned(ctx: Ctx) -> bool:
    return GiveStatus("stunned", YOUR_IDENTITY).could_change(ctx)


def _venom_blast(ctx: Ctx) -> Gen[None]:
    # Custom: the attack gains keywords by the skill counters its Finesse interrupt removes, i.e. every counter
    # on Finesse as the attack begins (nothing else can add or take one before that interrupt resolves).
    g = ctx.game
    for sw in SPIDER_WOMAN(ctx):
        if has_status(g, sw, "stunned"):  # the attack is replaced: it removes no counters and gains nothing
            yield from enemy_attack(g, sw, ctx.player)
            continue
        n = skill_counters(g)
        for need, keyword in ((1, "ranged"), (2, "piercing"), (3, "overkill")):
            if n >= need:
                g.add_lasting(f"kw:{keyword}", "add", 1, sw, "end_of_attack", ctx.source)
                g.log(f"Venom Blast: this attack gains {keyword}.")
        yield from enemy_attack(g, sw, ctx.player)


def _cost(g: Game, c: int) -> int:
    return int(g.stat(c, "cost") or 0)


def _highest_cost(ctx: Ctx) -> list[int]:
    g = ctx.game
    mine = [c for c in g.controlled(ctx.player) if g.facts(c).type_code not in ("hero", "alter_ego")
            and g.facts(c).cost is not None]
    if not mine:
        return []
    top = max(_cost(g, c) for c in mine)
    return [c for c in mine if _cost(g, c) == top]


def _discard_highest(ctx: Ctx) -> Gen[None]:
    # Custom: "the highest-cost card you control" (ties: you choose among them).
    g = ctx.game
    cands = _highest_cost(ctx)
    if not cands:
        return
    pick = yield from g.choose_card(ctx.player, "Discard the highest-cost card you control", cands,
                                    source=ctx.source, purpose="discard")
    if pick is not None:
        g.log(f"Player {ctx.player + 1} discards {g.card_title(pick)}.")
        discard_card(g, pick)


def _boost_per_status(ctx: Ctx) -> Gen[None]:
    # Custom: boost icons counted from the status cards on the activation's target identity.
    g = ctx.game
    e = ctx.event
    if e is None or e.target is None:
        return
    me = g.state.cards[g.identity(activation_player(ctx))]
    n = me.stunned + me.confused + me.tough
    stat = e.data.get("stat")
    if n and stat:
        g.add_lasting(str(stat), "add", n, e.target, "end_of_activation", ctx.source)
        g.log(f"{g.card_title(ctx.source)} gains {n} boost icon{'s' if n != 1 else ''}.")
    return
    yield


def _glide(ctx: Ctx) -> Gen[None]:
    # Custom: a reduction counted from Finesse's skill counters (Reduce takes a printed number).
    e = ctx.event
    n = skill_counters(ctx.game)
    if e is not None and n:
        e.amount = max(0, e.amount - n)
        ctx.game.log(f"Self-propelled Glide: the damage is reduced by {n}.")
    return
    yield


def _attack_damage_to_her(ctx: Ctx, e: Event) -> bool:
    return bool(e.data.get("attack")) and e.target in SPIDER_WOMAN(ctx)


CARDS.add(
    script("56176", boost(ForActivationPlayer(If(_can_be_stunned, GiveStatus("stunned", YOUR_IDENTITY),
                                                 "you can be stunned",
                                                 otherwise=GiveStatus("confused", YOUR_IDENTITY)))),
           when_revealed={"": And(And(GiveStatus("stunned", YOUR_IDENTITY), GiveStatus("confused", YOUR_IDENTITY)),
                                  _skill(1))}),
    script("56177", when_revealed={
        "alter_ego": GainSurge(),
        "hero": Custom(_venom_blast, "Spider-Woman attacks you. If this attack removed at least 1 skill counter "
                       "from Finesse, it gains ranged; at least 2, piercing; at least 3, overkill."),
    }),
    script("56178", boost(Custom(_boost_per_status, "This card gains [boost] for each status card on your "
                                 "identity.")),
           when_revealed={"": ChooseOne((
               ("Discard the highest-cost card you control",
                Custom(_discard_highest, "Discard the highest-cost card you control.",
                       could=lambda ctx: bool(_highest_cost(ctx)))),
               ("Spider-Woman schemes", EnemySchemes(SPIDER_WOMAN))))}),
    script("56179", triggered(Timing.FORCED_INTERRUPT, ev.DAMAGE, Custom(
        _glide, "Reduce that damage by 1 for each skill counter on Finesse."), when=_attack_damage_to_her,
        when_text="When Spider-Woman would take damage from an attack")),
)
