"""Iron Man's nemesis set (core set): set aside at setup, brought in by Shadow of the Past. Whiplash's
retaliate 1 and Imminent Overload's fixed starting threat and acceleration icon are facts the engine enforces."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    SELF,
    YOUR_HERO,
    YOUR_IDENTITY,
    And,
    ChooseOne,
    Damage,
    DiscardFromYourDeck,
    DiscardYourCard,
    EachPlayer,
    ForActivationPlayer,
    If,
    PlaceThreat,
    boost,
    is_type_with_trait,
    printed_count,
    script,
    villain_attack_undefended,
    yours_with_trait,
)
from ..vocabulary.procedures import Ctx

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


CARDS.add(
    script("01173",
           boost(ForActivationPlayer(If(villain_attack_undefended, DiscardYourCard(an_upgrade, "an upgrade"),
                                        "the villain's attack is undefended"))),
           when_revealed={"": ChooseOne((
               ("Take 1 damage per upgrade you control",
                Damage(YOUR_HERO, _upgrade_count, amount_text="1", per=" for each upgrade you control")),
               ("Discard an upgrade you control", DiscardYourCard(an_upgrade, "one upgrade")),
           ))}),
)


# == Electromagnetic Backlash ======================================================================================
def _energy_discarded(ctx: Ctx) -> int:
    return printed_count(ctx.game, list(ctx.memory.get("from_deck", ())), "energy")


CARDS.add(
    # A deck that empties while discarding is reshuffled and no more cards are discarded from it.
    script("01174", when_revealed={"": EachPlayer(
        And(DiscardFromYourDeck(5), Damage(YOUR_IDENTITY, _energy_discarded, amount_text="1",
                                           per=" for each printed [energy] resource discarded this way")),
        "Each player discards the top 5 cards of their deck, then takes 1 damage for each printed [energy] "
        "resource among them.")}),
)
