"""Tigra (Civil War): Greer Nelson's identity, her identity-specific cards and her obligation (56001-56009,
56023)."""

from __future__ import annotations

from dataclasses import dataclass

from ..registry import CardSet
from ..vocabulary import (
    ENEMY,
    AlterEgoObligation,
    And,
    Attack,
    Confuse,
    Custom,
    DiscardThisCost,
    DrawX,
    ExhaustThis,
    FetchMinion,
    Ready,
    Reduce,
    Sel,
    Stun,
    Thwart,
    Timing,
    action,
    encounter_pool,
    ev,
    gets,
    identity_named,
    minion_with_trait,
    resource_from,
    script,
    target_is_this,
    triggered,
)
from ..vocabulary.procedures import (
    DECK,
    DISCARD,
    HAND,
    Action,
    ActionKind,
    Ctx,
    DecisionKind,
    Event,
    Game,
    Gen,
    Option,
    activate,
    give_status,
    put_minion_into_play,
    remove_threat,
    shuffle,
)

CARDS = CardSet("tigra")

HUNTED = "Hunted"
TIGRA = identity_named("Tigra")
A_MINION_ENGAGED_WITH_YOU = Sel(lambda c: c.game.minions(c.player), "a minion engaged with you")


def engaged_with_you(ctx: Ctx) -> int:
    return len(ctx.game.minions(ctx.player))


def _hunted_on(g: Game, minion: int) -> bool:
    return any(g.facts(a).name == HUNTED for a in g.attachments(minion))


# -- the identity --------------------------------------------------------------------------------------------------
def _hunted_minion(ctx: Ctx, cid: int) -> bool:
    g = ctx.game
    return g.facts(cid).type_code == "minion" and g.is_in_play(cid) and _hunted_on(g, cid)


def _up_to_three(ctx: Ctx) -> int:
    return min(3, engaged_with_you(ctx))


def _player_phase_begins(ctx: Ctx, e: Event) -> bool:
    return True


def _hunted_in_deck_or_discard(ctx: Ctx) -> Gen[None]:
    # Custom: the search covers the discard pile as well as the deck (SearchDeck looks in the deck only).
    g = ctx.game
    p = ctx.player
    cands = [c for z in (DECK, DISCARD) for c in g.state.zone(z, p) if g.facts(c).name == HUNTED]
    seen: dict[tuple[str, str], int] = {}
    for c in cands:
        seen.setdefault((g.state.cards[c].zone[0], g.state.cards[c].code), c)
    pick = yield from g.choose_card(p, f"Search your deck and discard pile for {HUNTED}", list(seen.values()),
                                    source=ctx.source)
    if pick is not None:
        g.state.move(pick, (HAND, p))
        g.log(f"Player {p + 1} adds {g.card_title(pick)} to their hand.", card=pick, player=p)
    shuffle(g, DECK, p)


CARDS.add(
    script("56001a",
           triggered(Timing.RESPONSE, ev.PLAYER_PHASE_START,
                     DrawX(_up_to_three, "1 card for each minion engaged with you (3 at most)"),
                     when=_player_phase_begins, when_text="After the player phase begins", name="On the Hunt",
                     would=False),
           constants=[gets("kw:guard", -1, _hunted_minion, "Each minion with a copy of Hunted attached loses "
                           "guard.")]),
    script("56001b", action(Custom(_hunted_in_deck_or_discard, "Take a Hunted from your deck or discard pile into "
                                   "your hand (then shuffle your deck)."), limit=(1, "round"), name="Undercover Work")),
)


# -- allies, supports, upgrades ------------------------------------------------------------------------------------
FETCHED = Sel(lambda c: [m] if (m := c.memory.get("fetched")) is not None and c.game.is_in_play(m) else [],
              "that minion", True)


def _extra_threat(ctx: Ctx) -> int:
    return 1 + engaged_with_you(ctx)


def _precinct(ctx: Ctx) -> Gen[None]:
    # Custom: the amount removed is worked out on use (RemoveThreat takes a printed number).
    g = ctx.game
    cands = [s for s in g.schemes() if g.state.cards[s].threat > 0]
    t = yield from g.choose_card(ctx.player, "Remove threat from", cands, source=ctx.source)
    if t is not None:
        yield from remove_threat(g, t, _extra_threat(ctx), ctx.source, by_player=ctx.player)


def _amulet(ctx: Ctx) -> dict[str, int]:
    return {"physical": min(3, engaged_with_you(ctx))}


def _you_basic_attack(ctx: Ctx, e: Event) -> bool:
    return e.player == ctx.player and bool(e.data.get("basic")) and e.source == ctx.game.identity(ctx.player)


def _sharp_claws(ctx: Ctx) -> Gen[None]:
    # Custom: +1 ATK for this attack and the attack's choice of overkill or piercing.
    g = ctx.game
    e = ctx.event
    if e is None:
        return
    e.amount += 1
    g.log("Tigra gets +1 ATK for this attack.")
    opts = tuple(Option(k, k.capitalize(), (), Action(ActionKind.CHOOSE, ctx.source, choice=k))
                 for k in ("overkill", "piercing"))
    pick = yield from g.ask(ctx.player, DecisionKind.CHOOSE, "Sharp Claws: this attack gains", opts,
                            source=ctx.source)
    e.data[pick.key] = True  # read by the attack when it deals its damage


def _you_would_take_damage(ctx: Ctx, e: Event) -> bool:
    return e.target == ctx.game.identity(ctx.player) and e.amount > 0 and ctx.game.form(ctx.player) == "hero"


def _maybe_confuse(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    cands = g.minions(ctx.player)
    if not cands:
        return
    opts = tuple([Option(f"card:{m}", f"Confuse {g.card_title(m)}", (m,), Action(ActionKind.TARGET, m))
                  for m in cands] + [Option("no", "No", (), Action(ActionKind.PASS))])
    pick = yield from g.ask(ctx.player, DecisionKind.CHOOSE, "You may confuse a minion engaged with you", opts,
                            source=ctx.source)
    if pick.key != "no":
        give_status(g, int(pick.key.split(":")[1]), "confused")


@dataclass(frozen=True)
class HuntAMinion:
    """Hunted's additional cost: a minion found in the encounter deck or its discard pile enters play engaged with
    you (the card then attaches to it and stuns it)."""

    def can_pay(self, ctx: Ctx) -> bool:
        g = ctx.game
        return any(g.facts(c).type_code == "minion" for c in encounter_pool(g))

    def pay(self, ctx: Ctx) -> Gen[None]:
        from ..vocabulary import search_encounter
        from ..vocabulary.procedures import ENCOUNTER_DECK

        g = ctx.game
        found = yield from search_encounter(ctx, minion_with_trait(None), "a minion")
        g.state.flags.pop(f"hunted:{ctx.source}", None)
        if found is not None and (yield from put_minion_into_play(g, found, ctx.player)):
            g.state.flags[f"hunted:{ctx.source}"] = found
        shuffle(g, ENCOUNTER_DECK)

    def text(self) -> str:
        return ("a minion from the encounter deck or its discard pile enters play engaged with you; this card "
                "attaches to it and stuns it.")


def _hunted_host(ctx: Ctx) -> list[int]:
    g = ctx.game
    found = g.state.flags.get(f"hunted:{ctx.source}")
    if found is not None and g.is_in_play(found):
        return [found]
    # Before the cost is paid (may it be played?): the minions the cost can bring.
    return [c for c in encounter_pool(g) if g.facts(c).type_code == "minion"]


def _stun_host(ctx: Ctx, e: Event) -> bool:
    return e.target == ctx.source


def _attached_minion_defeated(ctx: Ctx, e: Event) -> bool:
    return e.target is not None and e.target == ctx.game.state.cards[ctx.source].attached_to


def _stun_new_host(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    host = g.state.cards[ctx.source].attached_to
    g.state.flags.pop(f"hunted:{ctx.source}", None)
    if host is not None:
        give_status(g, host, "stunned")
    return
    yield


CARDS.add(
    script("56002", triggered(Timing.FORCED_RESPONSE, ev.ENTERS_PLAY,
                              And(FetchMinion(minion_with_trait(None), "a minion"),
                                  And(Stun(FETCHED), Confuse(FETCHED))),
                              when=target_is_this, when_text="After this ally enters play", would=False)),
    script("56003", action(Custom(_precinct, "Remove 1 threat from a scheme, and 1 more for each minion engaged "
                                  "with you."), form="alter_ego", costs=[ExhaustThis()])),
    script("56004", resource_from(_amulet, "Generate a [physical] resource for each minion engaged with you (3 at "
                                  "most).", costs=[ExhaustThis()])),
    script("56005", triggered(Timing.INTERRUPT, ev.PLAYER_ATTACK,
                              Custom(_sharp_claws, "Tigra gets +1 ATK for this attack. Choose: this attack gains "
                                     "overkill, or this attack gains piercing."),
                              when=_you_basic_attack, when_text="When you make a basic attack",
                              costs=[ExhaustThis()])),
    script("56006", triggered(Timing.INTERRUPT, ev.DAMAGE,
                              And(Reduce(3, "that damage"), Custom(_maybe_confuse, "You may confuse a minion engaged "
                                                                   "with you.")),
                              when=_you_would_take_damage, when_text="When you would take damage", form="hero",
                              costs=[DiscardThisCost()])),
    script("56007",
           triggered(Timing.FORCED_RESPONSE, ev.ENTERS_PLAY, Custom(_stun_new_host, "Stun that minion."),
                     when=_stun_host, when_text="After this card enters play", would=False),
           triggered(Timing.INTERRUPT, ev.DEFEATED, Ready(TIGRA), when=_attached_minion_defeated,
                     when_text="When attached minion is defeated"),
           attach_to=_hunted_host, play_costs=[HuntAMinion()]),
)


# -- events --------------------------------------------------------------------------------------------------------
def _minus_engaged(ctx: Ctx) -> int:
    return -engaged_with_you(ctx)


def _feline_senses(ctx: Ctx) -> Gen[None]:
    # Custom: "if this removes the last threat from that scheme" needs the scheme thwarted and its threat after.
    g = ctx.game
    before = {s: g.state.cards[s].threat for s in g.schemes()}
    yield from Thwart(3).resolve(ctx)
    emptied = [s for s, t in before.items() if t > 0 and g.state.cards[s].threat == 0
               and (g.is_in_play(s) or g.state.cards[s].zone[0] != DECK)]
    if emptied and g.minions():
        m = yield from g.choose_card(ctx.player, "Stun a minion", g.minions(), source=ctx.source)
        if m is not None:
            give_status(g, m, "stunned")


CARDS.add(
    script("56008", action(And(Attack(4, ENEMY), Attack(4, ENEMY)), form="hero", tags=("attack",), event_card=True),
           cost_change=_minus_engaged, cost_change_text="This card costs 1 less for each minion engaged with you."),
    script("56009", action(Custom(_feline_senses, "Remove 3 threat from a scheme. If that removes its last threat, "
                                  "stun a minion."), form="hero", tags=("thwart",), event_card=True)),
)


# -- obligation ----------------------------------------------------------------------------------------------------
def _minions_activate(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    mine = list(g.minions(ctx.player))
    for m in mine:
        if g.is_in_play(m):
            yield from activate(g, m, ctx.player)
    if not mine and ctx.event is not None:
        g.log("No minion activated: In Too Deep gains surge.")
        ctx.event.data["surge"] = True


CARDS.add(
    script("56023", when_revealed={"": AlterEgoObligation(
        "Greer Nelson", Custom(_minions_activate, "Each minion engaged with you activates against you; if none "
                               "does, this card gains surge."),
        "Each minion engaged with you activates against you (surge if none)")}),
)

