"""Iron Man, the Civil War leader (registration): his four stages, his 10-card encounter set, and the
registration main schemes of his preconstructed scenario (Cut Off Support, Negative Zone Prison).

Leaders are villains (Civil War rulebook "Leaders"): ``villain_named("Iron Man")`` is the leader in play, never
an Iron Man hero or ally. His 4 leader-specific basic player cards (56129-56132) are competitive only.
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ATTACHED,
    EVENT_TARGET,
    FIND_LEADERS_SIDE_SCHEME,
    HINDER_IF_TEAM,
    NO_DAMAGE_THIS_PHASE,
    SELF,
    And,
    CannotTakeDamageThisPhase,
    Custom,
    DealEncounterCard,
    DealFoundToEachPlayer,
    DiscardThis,
    DiscardYourCard,
    EachPlayer,
    EnemySchemes,
    Exhaust,
    GiveStatus,
    If,
    PlaceThreat,
    RevealThis,
    SearchEncounterAndReveal,
    Sel,
    Spend,
    Timing,
    boost,
    ev,
    gains_trait,
    gets,
    has_trait,
    script,
    treachery_revealed_once_per_phase,
    triggered,
    villain_named,
)
from ..vocabulary.abilities import Ability
from ..vocabulary.procedures import (
    DISCARD,
    SET_ASIDE,
    Ctx,
    Event,
    Game,
    Gen,
    deal_damage,
    discard_card,
    discard_from_deck,
    enemy_attack,
)

CARDS = CardSet("iron_man_leader")

IRON_MAN = villain_named("Iron Man")
SET = "iron_man_leader"


def iron_man_attachment(g: Game, c: int) -> bool:
    f = g.facts(c)
    return f.type_code == "attachment" and f.set_code == SET


def tech_attachments(g: Game, iron: int) -> int:
    return sum(1 for a in g.attachments(iron) if has_trait(g, a, "Tech"))


def _tech_bonus(ctx: Ctx) -> int:
    """+1 SCH for each Tech attachment on him, at most +3."""
    return min(3, tech_attachments(ctx.game, ctx.source))


def _has_tech(ctx: Ctx) -> bool:
    return any(tech_attachments(ctx.game, i) for i in IRON_MAN(ctx))


SEARCH_ATTACHMENT = SearchEncounterAndReveal(iron_man_attachment, "an Iron Man attachment")
TECH_SCH = gets("scheme", _tech_bonus, SELF, "Iron Man gets +1 SCH for each [[Tech]] attachment on him (+3 SCH at "
                "most).")


DEAL_EACH_PLAYER = EachPlayer(DealEncounterCard(), "Deal each player an encounter card.")

# == leader stages ====================================================================================

CARDS.add(
    script("56059", constants=[TECH_SCH], setup=SEARCH_ATTACHMENT),
    script("56060", when_revealed={"": And(DEAL_EACH_PLAYER, CannotTakeDamageThisPhase(SELF))},
           constants=[TECH_SCH], rules=[NO_DAMAGE_THIS_PHASE]),
    script("56061", when_revealed={"": SEARCH_ATTACHMENT}, constants=[TECH_SCH]),
    script("56062", when_revealed={"": And(DEAL_EACH_PLAYER, CannotTakeDamageThisPhase(SELF))},
           constants=[TECH_SCH], rules=[NO_DAMAGE_THIS_PHASE]),
)

# == attachments ======================================================================================


def _attach_to_iron_man(ctx: Ctx) -> list[int]:
    return IRON_MAN(ctx)


def _basic_attack_on_host(ctx: Ctx, e: Event) -> bool:
    host = ctx.game.state.cards[ctx.source].attached_to
    return bool(e.data.get("basic")) and e.target == host and e.player == ctx.player


def _break_off(resources: dict[str, int]) -> Ability:
    """"Hero Response: after you make a basic attack against Iron Man, spend these resources: discard this card.\""""
    return triggered(Timing.RESPONSE, ev.PLAYER_ATTACK, DiscardThis(), when=_basic_attack_on_host,
                     when_text="After you make a basic attack against Iron Man", form="hero",
                     costs=[Spend(resources)], would=False)


def _printed_attack(ctx: Ctx) -> int:
    return int(ctx.game.facts(ctx.source).attack or 0)


def _armor_soaks(ctx: Ctx, e: Event) -> bool:
    host = ctx.game.state.cards[ctx.source].attached_to
    return e.target is not None and e.target == host and e.amount > 0


def _mark_v_armor(ctx: Ctx) -> Gen[None]:
    # Custom: the damage is placed on the attachment instead (a replacement no vocabulary piece says yet).
    g = ctx.game
    armor = ctx.source
    e = ctx.event
    if e is None:
        return

    def onto_the_armor(e: Event) -> None:
        card = g.state.cards[armor]
        if not g.is_in_play(armor):
            return
        card.damage += e.amount
        g.log(f"{e.amount} damage is placed on {g.card_title(armor)} instead of Iron Man.")
        if card.damage >= 5:
            g.log(f"{g.card_title(armor)} has 5 or more damage and is discarded.")
            discard_card(g, armor, by=armor)

    e.replace(onto_the_armor, by=armor)
    return
    yield


ATTACH = {"attach_to": _attach_to_iron_man, "attach_text": "Attach to Iron Man."}

CARDS.add(
    script("56065", _break_off({"energy": 1, "physical": 1}), boost(RevealThis()),
           constants=[gets("attack", _printed_attack, ATTACHED, "Iron Man gets +1 ATK."),
                      gets("kw:ranged", 1, ATTACHED, "Iron Man's attacks gain ranged.")], **ATTACH),
    script("56066", _break_off({"energy": 1, "physical": 1}), boost(RevealThis()),
           constants=[gets("attack", _printed_attack, ATTACHED, "Iron Man gets +1 ATK."),
                      gains_trait("Aerial", ATTACHED, "Iron Man gains the [[Aerial]] trait.")], **ATTACH),
    script("56067", _break_off({"mental": 1, "physical": 1}),
           when_revealed={"": GiveStatus("tough", ATTACHED)},
           constants=[gets("kw:stalwart", 1, ATTACHED, "Iron Man gains stalwart.")], **ATTACH),
    script("56068", _break_off({"mental": 1, "physical": 1}),
           when_revealed={"": GiveStatus("tough", ATTACHED)},
           constants=[gets("kw:retaliate", 1, ATTACHED, "Iron Man gains retaliate 1.")], **ATTACH),
    script("56069", boost(RevealThis()),
           triggered(Timing.FORCED_INTERRUPT, ev.DAMAGE,
                     Custom(_mark_v_armor, "Put that damage on this card instead; then, with 5 or more damage "
                            "here, discard this card."),
                     when=_armor_soaks, when_text="When Iron Man would take damage"), **ATTACH),
)

# == treacheries ======================================================================================


def _upgrade_or_support(ctx: Ctx, c: int) -> bool:
    return ctx.game.facts(c).type_code in ("upgrade", "support")


def _repulsor_blast(ctx: Ctx) -> Gen[None]:
    # Custom: counts printed resources on the cards this discard turned up.
    g = ctx.game
    out = yield from discard_from_deck(g, ctx.player, 4)
    n = sum(g.facts(c).resources.get("energy", 0) + g.facts(c).resources.get("wild", 0) for c in out)
    g.log(f"Player {ctx.player + 1} discards {len(out)} cards: {n} [energy]/[wild] resource(s).")
    hero = g.identity(ctx.player)
    if n and g.form(ctx.player) == "hero":
        yield from deal_damage(g, hero, n, ctx.source)


def _punch_attack(ctx: Ctx) -> Gen[None]:
    # Custom: the attack gains piercing only while Iron Man has a Tech attachment.
    g = ctx.game
    for iron in IRON_MAN(ctx):
        if tech_attachments(g, iron):
            g.add_lasting("kw:piercing", "add", 1, iron, "end_of_attack", ctx.source)
        yield from enemy_attack(g, iron, ctx.player)


CARDS.add(
    script("56070", when_revealed={
        "alter_ego": DiscardYourCard(_upgrade_or_support, "an upgrade or support"),
        "hero": Custom(_repulsor_blast, "Discard the top 4 cards of your deck; deal 1 damage to your hero for each "
                       "printed [energy] and [wild] resource among them."),
    }),
    script("56071", when_revealed={
        "alter_ego": And(EnemySchemes(IRON_MAN),
                         If(_has_tech, GiveStatus("confused", Sel(lambda c: [c.game.identity(c.player)], "you", True)),
                            "he has a [[Tech]] attachment")),
        "hero": Custom(_punch_attack, "Iron Man attacks you; with a [[Tech]] attachment on him, that attack gains "
                       "piercing."),
    }),
)

# == side scheme ======================================================================================

CARDS.add(
    script("56072", when_defeated=SearchEncounterAndReveal(iron_man_attachment, "an Iron Man attachment",
                                                           discard_pile=True)),
)

# == main schemes (registration) ======================================================================


UNDER = "under"
"""Cards placed facedown under a scheme wait in the set-aside area, marked with the scheme they are under."""


def cards_under(g: Game, scheme: int) -> list[int]:
    return [c for c in g.state.zone(SET_ASIDE) if g.state.cards[c].face_down
            and g.state.flags.get(f"{UNDER}:{c}") == scheme]


def _prison_discount(ctx: Ctx) -> int:
    return -len(cards_under(ctx.game, ctx.source))


def _ally_defeated_by_enemy(ctx: Ctx, e: Event) -> bool:
    g = ctx.game
    return (e.target is not None and e.data.get("type") == "ally" and e.source is not None
            and g.facts(e.source).type_code in ("villain", "minion"))


def _imprison(ctx: Ctx) -> Gen[None]:
    # Custom: "place it facedown under this scheme" (cards under a card are a new kind of place).
    g = ctx.game
    e = ctx.event
    if e is None or e.target is None:
        return
    ally = e.target
    card = g.state.cards.get(ally)  # None: an ally that switched sides went back to its owner's game area
    if card is None or card.zone[0] != DISCARD:
        return
    g.state.move(ally, (SET_ASIDE, None), top=False)
    g.state.cards[ally].face_down = True
    g.state.flags[f"{UNDER}:{ally}"] = ctx.source
    g.log(f"{g.card_title(ally)} is placed facedown under {g.card_title(ctx.source)}.")
    return
    yield


CARDS.add(
    script("56063a", setup=FIND_LEADERS_SIDE_SCHEME),
    script("56063b",
           triggered(Timing.FORCED_INTERRUPT, ev.REVEALED, PlaceThreat(1, SELF),
                     when=treachery_revealed_once_per_phase,
                     when_text="When a player reveals a treachery (once per phase for each player)"),
           when_revealed={"": HINDER_IF_TEAM}),
    script("56064b",
           triggered(Timing.FORCED_RESPONSE, ev.DEFEATED, Custom(_imprison, "Place that ally facedown under this "
                                                                  "scheme."),
                     when=_ally_defeated_by_enemy, when_text="After an enemy defeats an ally", would=False),
           constants=[gets("threat", _prison_discount, SELF, "This scheme's target threat is 1 lower for each "
                           "facedown card under it.")]),
)




# == the other registration main schemes (custom scenarios) ===========================================
# Every stage 1A (Superhero Registration Act) has the same Setup; the stage 2A sides have no text.


def _minion(g: Game, c: int) -> bool:
    return g.facts(c).type_code == "minion"


def _side_scheme(g: Game, c: int) -> bool:
    return g.facts(c).type_code == "side_scheme"


def _each_minion(ctx: Ctx, cid: int) -> bool:
    return ctx.game.facts(cid).type_code == "minion" and ctx.game.is_in_play(cid)


def _discard_three_each(ctx: Ctx) -> Gen[None]:
    from ..vocabulary.procedures import discard_from_deck

    g = ctx.game
    for p in g.players_in_order():
        if not g.state.players[p].eliminated:
            out = yield from discard_from_deck(g, p, 3)
            g.log(f"Player {p + 1} discards the top {len(out)} cards of their deck.")


def _ally_entered(ctx: Ctx, e: Event) -> bool:
    return e.target is not None and ctx.game.facts(e.target).type_code == "ally"


def _unregistered_by_another(ctx: Ctx, e: Event) -> bool:
    g = ctx.game
    card = e.target
    return card is not None and card != ctx.source and any(
        k.stat == "trait:Unregistered" for k in g.script(card).constants)


def _punish_unregistered(ctx: Ctx) -> Gen[None]:
    # Custom: the heroes the revealed card's own constant makes Unregistered each take 2 damage.
    g = ctx.game
    card = ctx.event.target if ctx.event is not None else None
    if card is None or not g.is_in_play(card):
        return
    kctx = Ctx(g, card, g.ability_controller(card))
    for k in g.script(card).constants:
        if k.stat != "trait:Unregistered":
            continue
        for hero in g.heroes():
            if k.applies(kctx, hero):
                yield from deal_damage(g, hero, 2, ctx.source)


def _villain_step_one(ctx: Ctx, e: Event) -> bool:
    return e.data.get("step") == 1


CARDS.add(
    script("56096a", setup=FIND_LEADERS_SIDE_SCHEME),
    script("56121a", setup=FIND_LEADERS_SIDE_SCHEME),
    script("56122a", setup=FIND_LEADERS_SIDE_SCHEME),
    script("56096b", when_revealed={"": And(HINDER_IF_TEAM, DealFoundToEachPlayer(_minion, "minions"))}),
    script("56121b", when_revealed={"": HINDER_IF_TEAM},
           constants=[gets("kw:guard", 1, _each_minion, "Each minion gains guard.")]),
    script("56122b", triggered(Timing.FORCED_RESPONSE, ev.VILLAIN_PHASE_STEP, Custom(
        _discard_three_each, "Each player discards the top 3 cards of their deck."), when=_villain_step_one,
        when_text="After step 1 of the villain phase is resolved", would=False),
        when_revealed={"": HINDER_IF_TEAM}),
    script("56097b", triggered(Timing.FORCED_RESPONSE, ev.REVEALED, Custom(
        _punish_unregistered, "Deal 2 damage to each hero it makes [[Unregistered]]."), when=_unregistered_by_another,
        when_text="After another revealed card gives heroes the [[Unregistered]] trait", would=False),
        constants=[gains_trait("Unregistered", lambda ctx, cid: ctx.game.facts(cid).type_code == "hero",
                               "Each hero gains the [[Unregistered]] trait.")]),
    script("56123b", when_revealed={"": DealFoundToEachPlayer(_side_scheme, "side schemes", discard_pile=True)}),
    script("56124b", triggered(Timing.FORCED_RESPONSE, ev.ENTERS_PLAY, Exhaust(EVENT_TARGET), when=_ally_entered,
                               when_text="After an ally enters play", would=False)),
)
