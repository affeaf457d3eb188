"""Iron Man, the Civil War leader (registration): his four stages, his 10-card encounter set, and the
registration main schemes of his preconstructed scenario (Cut Off Support, Negative Zone Prison).

Leaders are villains (Civil War rulebook "Leaders"): ``villain_named("Iron Man")`` is the leader in play, never
an Iron Man hero or ally. His 4 leader-specific basic player cards (56129-56132) are competitive only.
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ATTACHED,
    FIND_LEADERS_SIDE_SCHEME,
    NO_DAMAGE_THIS_PHASE,
    SELF,
    And,
    CannotTakeDamageThisPhase,
    Custom,
    DealEncounterCard,
    DiscardThis,
    DiscardYourCard,
    EachPlayer,
    EnemySchemes,
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


def _more_than_one_player(ctx: Ctx) -> bool:
    return ctx.game.player_count() > 1


def _two_per_player(ctx: Ctx) -> int:
    return 2 * ctx.game.player_count()


def _treachery_once_per_phase(ctx: Ctx, e: Event) -> bool:
    """A player reveals a treachery (once per phase per player)."""
    g = ctx.game
    if e.target is None or g.facts(e.target).type_code != "treachery" or e.player is None:
        return False
    key = f"phase:cut_off:{ctx.source}:{e.player}"  # "phase:" flags are cleared when the phase ends
    if g.state.flags.get(key):
        return False
    g.state.flags[key] = True
    return True


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
    if g.state.cards[ally].zone[0] != DISCARD:
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
           triggered(Timing.FORCED_INTERRUPT, ev.REVEALED, PlaceThreat(1, SELF), when=_treachery_once_per_phase,
                     when_text="When a player reveals a treachery (once per phase for each player)"),
           when_revealed={"": If(_more_than_one_player, PlaceThreat(_two_per_player, SELF,
                                                                    amount_text="2 [per_hero]"),
                                 "there is more than 1 player (hinder 2 [per_hero])")}),
    script("56064b",
           triggered(Timing.FORCED_RESPONSE, ev.DEFEATED, Custom(_imprison, "Place that ally facedown under this "
                                                                  "scheme."),
                     when=_ally_defeated_by_enemy, when_text="After an enemy defeats an ally", would=False),
           constants=[gets("threat", _prison_discount, SELF, "This scheme's target threat is 1 lower for each "
                           "facedown card under it.")]),
)


