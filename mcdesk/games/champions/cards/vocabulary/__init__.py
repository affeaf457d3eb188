"""The card vocabulary: selectors, effects, costs and triggers that read like the card.

A card script is built from these pieces; each piece resolves itself through the engine's rules procedures
and says itself in the game's words, so a built-in card's rules text is generated from its script.
``Custom`` is the escape hatch for a card that really is unique.

Card scripts import every piece from here; each module holds one kind of piece:

- ``selectors``: ``Sel``, the cards an effect addresses (ENEMY, YOUR_HERO, SELF, ...; by name).
- ``effects``: the general effects and how they combine: damage, attacks, thwart and threat, healing,
  statuses, exhaust/ready, stat changes, surge, enemy attacks and schemes, cancel/prevent/reduce, drawing
  and discarding your cards; ``Then``/``And``/``If``/``ChooseOne``, ``Custom``.
- ``costs``: what an ability asks before it resolves (exhaust, discard, spend resources, take damage...).
- ``abilities``: ``script`` and the builders of Actions, triggered abilities, boosts and constants (``gets``).
- ``resources``: resource abilities, "The Power of" bonuses, counting printed resources.
- ``conditions``: predicates for ``when=``, ``If`` and ``active=`` ("this card enters play", "you paid
  with [energy]", "after a minion enters play"...).
- ``players``: effects resolved for another "you": a chosen player, each player, the first player, the
  player an enemy's activation targets.
- ``traits``: traits printed or gained (``has_trait``, ``gains_trait``, ``GainTrait``) and choosing by trait.
- ``damage``: assigning damage among characters, damage a character cannot take, sustained damage.
- ``encounter``: encounter deck searches, fetching minions, "discard until", facedown minions (Drones),
  identity obligations, attachments discarded by paying.
- ``civil_war``: "find", "your leader" (competitive only: the alternate effect resolves), "in competitive
  mode", the enemy leader's side scheme.
- ``cw_encounter``: what the Civil War modular encounter sets repeat: the enemy leader (and each minion), a
  character you control, the activating enemy, every minion activating, card types discarded this way,
  acceleration tokens on a side scheme, a boost card that attaches itself.
- ``yours``: discarding each card a selector names, shuffling cards back from your discard pile, changing form
  because a card says so.
- ``enemy_team``: Civil War searches by "the enemy team" that deal cards to the players, cards given to the
  enemy leader as facedown boost cards, minions' Boost abilities resolved, the stage 1B hinder.
- ``specials``: Special abilities resolved in sequence (Black Panther).
- ``attacks``: the enemy attack being resolved: "that attack gains overkill", "when this attack ends", the
  characters it damaged, whether the villain's attack is undefended.
- ``procedures``: the engine's rules procedures and types a ``Custom`` effect may call (set modules import
  nothing from the engine directly).

``Instant`` is the base of an effect that changes the game at once and asks nothing.
"""

from ...engine import events as ev
from ...engine.abilities import Timing
from .abilities import action, boost, gets, printed, script, triggered
from .attacks import (
    BOOSTED_VILLAIN,
    DAMAGED_BY_THIS_ATTACK,
    DAMAGED_THIS_WAY,
    FRIENDLY_DAMAGED_BY_THIS_ATTACK,
    AfterThisAttack,
    DefendWithoutExhausting,
    ThisAttackGains,
    this_attack,
    villain_attack_undefended,
    you_were_damaged_by_this_attack,
)
from .civil_war import (
    FIND_LEADERS_SIDE_SCHEME,
    NO_DAMAGE_THIS_PHASE,
    ActivatesAgainstYou,
    CannotTakeDamageThisPhase,
    CompetitiveOnly,
    DiscardOneFromHand,
    FindAndReveal,
    GainsBoostIcons,
    ResolveMinionsWhenRevealed,
    RevealThis,
    SearchEncounterAndReveal,
    TakeIndirectDamage,
    YourLeaderOnly,
    YourLeaderOr,
    deal_found,
    find,
    is_unregistered_super,
    leader_set,
    leaders_side_scheme,
)
from .conditions import (
    attacked_and_defeated,
    minion_entered,
    paid_with,
    revealed_from_encounter_deck,
    source_is_host,
    source_is_this,
    source_is_villain,
    target_is_attached_host,
    target_is_this,
    this_card_played,
    treachery_revealed_from_encounter_deck,
    your_hero,
    your_hero_defended,
)
from .costs import (
    DamageThisCost,
    DiscardFromHand,
    DiscardThisCost,
    DiscardThisCounting,
    DiscardUpTo,
    ExhaustIdentity,
    ExhaustThis,
    HealYourIdentity,
    RemoveCounter,
    RemoveThisCost,
    Spend,
    SpendResources,
    SpendX,
    TakeDamage,
)
from .cw_encounter import (
    A_CHARACTER_YOU_CONTROL,
    A_MINION_ENGAGED_WITH_YOU,
    A_READY_CHARACTER_YOU_CONTROL,
    ACTIVATING_ENEMY,
    ATTACHED_CHARACTER,
    ENEMY_LEADER,
    ENEMY_LEADER_AND_EACH_MINION,
    AccelerationTokensHere,
    AttachThisTo,
    EachMinionActivates,
    different_types_discarded,
    each_minion,
    minion_in_play,
    minion_named,
    minion_with,
    named_minion_else_leader,
)
from .damage import AssignDamage, cannot_take_damage_from, damageable_by_source, sustained_damage, takes_damage_from
from .effects import (
    Accelerate,
    And,
    Attack,
    AttackGainsOverkill,
    AttackX,
    Base,
    CancelIt,
    ChooseOne,
    Confuse,
    Custom,
    Damage,
    DiscardAtRandom,
    DiscardEachFromHand,
    DiscardFromYourDeck,
    DiscardThis,
    DiscardYourCard,
    Draw,
    DrawX,
    EnemyAttacks,
    EnemySchemes,
    Exhaust,
    GainSurge,
    GetsUntil,
    GiveStatus,
    Heal,
    If,
    Instant,
    PlaceCounters,
    PlaceThreat,
    PreventAll,
    Ready,
    Reduce,
    ReduceNextCardCost,
    RemoveThreat,
    ReturnThisToHand,
    Schedule,
    SearchDeck,
    Stun,
    Then,
    Thwart,
    Tough,
    removed_last_threat,
    with_printed_resource,
)
from .encounter import (
    AlterEgoObligation,
    BoostEntersPlay,
    DealEncounterCard,
    DiscardEncounterTop,
    DiscardUntilMinion,
    DiscardUntilRevealed,
    ExtraBoostCard,
    FetchMinion,
    PutFacedownMinion,
    PutIntoPlayFromEncounterDeck,
    RevealEncounterTop,
    SearchAndReveal,
    boost_icons_of_top,
    discard_encounter_until,
    discard_for,
    encounter_pool,
    is_facedown_minion,
    minion_with_trait,
    named_card,
    put_facedown_minion,
    search_encounter,
)
from .enemy_team import (
    HINDER_IF_TEAM,
    DamageAtMost,
    DealFoundToEachPlayer,
    DealFromTop,
    EachDiscardsTopMinionEngages,
    FlipToFirstPlayer,
    GainsBoostPerPlayer,
    GiveFromTopToLeaderAsBoost,
    GiveThisToLeaderAsBoost,
    LeaderSchemes,
    ResolveMinionBoosts,
    ShuffleDiscardedIntoEncounterDeck,
    StatusOrBoostIcons,
    choose_from_top,
    deal_facedown,
    give_to_leader_as_boost,
    more_than_one_player,
    treachery_revealed_once_per_phase,
    two_per_player,
)
from .players import (
    ChooseAPlayer,
    EachPlayer,
    FirstPlayer,
    ForActivationPlayer,
    ForEngagedPlayer,
    activation_player,
    as_player,
    choose_player,
)
from .resources import power_of, power_of_text, printed_count, resource, resource_from
from .selectors import (
    ALLY,
    ATTACHED,
    CHARACTER,
    CHARACTERS_YOU_CONTROL,
    EACH_HERO,
    ENEMY,
    EVENT_SOURCE,
    EVENT_TARGET,
    FRIENDLY_CHARACTER,
    HERO,
    HEROES_AND_ALLIES,
    MAIN_SCHEME,
    MINION,
    MINIONS_ENGAGED_WITH_YOU,
    SCHEME,
    SELF,
    SIDE_SCHEME,
    VILLAIN,
    YOUR_ALLIES,
    YOUR_CHARACTERS,
    YOUR_HERO,
    YOUR_IDENTITY,
    Sel,
    identity_named,
    named,
    villain_named,
)
from .specials import ResolveSpecials, final_step, special
from .traits import (
    YOUR_UPGRADES,
    GainTrait,
    gains_trait,
    has_trait,
    is_type_with_trait,
    you_have_trait,
    yours_with_trait,
)
from .yours import DiscardEach, MayChangeForm, ShuffleFromDiscard

__all__ = [
    # re-exported from the engine for card scripts
    "ev", "Timing",
    # selectors
    "Sel", "ENEMY", "MINION", "VILLAIN", "MINIONS_ENGAGED_WITH_YOU", "SCHEME", "MAIN_SCHEME", "SIDE_SCHEME",
    "CHARACTER", "FRIENDLY_CHARACTER", "HERO", "EACH_HERO", "ALLY", "HEROES_AND_ALLIES", "YOUR_IDENTITY",
    "YOUR_HERO", "YOUR_CHARACTERS", "CHARACTERS_YOU_CONTROL", "YOUR_ALLIES", "SELF", "ATTACHED", "EVENT_TARGET",
    "EVENT_SOURCE", "named", "identity_named", "villain_named",
    # effects
    "Base", "Instant", "Then", "And", "If", "ChooseOne", "Custom", "Damage", "Attack", "AttackX",
    "AttackGainsOverkill", "Heal", "Thwart", "RemoveThreat", "PlaceThreat", "GiveStatus", "Stun", "Confuse",
    "Tough", "Exhaust", "Ready", "GetsUntil", "PlaceCounters", "EnemyAttacks", "EnemySchemes", "GainSurge",
    "DiscardThis", "CancelIt", "PreventAll", "Reduce", "Draw", "DrawX", "DiscardAtRandom", "DiscardFromYourDeck",
    "SearchDeck", "DiscardYourCard", "ReduceNextCardCost", "Schedule", "DiscardEachFromHand",
    "ReturnThisToHand", "Accelerate", "with_printed_resource", "removed_last_threat",
    # your cards and form
    "DiscardEach", "MayChangeForm", "ShuffleFromDiscard",
    # costs
    "ExhaustThis", "ExhaustIdentity", "RemoveCounter", "RemoveThisCost", "DiscardThisCost", "DiscardThisCounting",
    "DamageThisCost",
    "TakeDamage", "HealYourIdentity", "DiscardFromHand", "DiscardUpTo", "Spend", "SpendX", "SpendResources",
    # abilities
    "script", "action", "triggered", "boost", "gets", "printed",
    # resources
    "resource", "resource_from", "power_of", "power_of_text", "printed_count",
    # conditions
    "paid_with", "this_card_played", "source_is_this", "target_is_this",
    "source_is_host", "target_is_attached_host", "source_is_villain", "minion_entered",
    "attacked_and_defeated", "your_hero", "your_hero_defended", "revealed_from_encounter_deck",
    "treachery_revealed_from_encounter_deck",
    # players
    "as_player", "choose_player", "ChooseAPlayer", "activation_player", "ForActivationPlayer", "EachPlayer",
    "FirstPlayer", "ForEngagedPlayer",
    # traits
    "has_trait", "you_have_trait", "yours_with_trait", "is_type_with_trait", "YOUR_UPGRADES",
    "gains_trait", "GainTrait",
    # damage
    "AssignDamage", "sustained_damage", "cannot_take_damage_from", "takes_damage_from", "damageable_by_source",
    # encounter
    "encounter_pool", "search_encounter", "named_card", "minion_with_trait", "SearchAndReveal", "FetchMinion",
    "discard_encounter_until", "DiscardUntilMinion", "is_facedown_minion", "put_facedown_minion",
    "PutFacedownMinion", "AlterEgoObligation", "discard_for", "DiscardUntilRevealed", "RevealEncounterTop",
    "DiscardEncounterTop", "boost_icons_of_top", "DealEncounterCard", "PutIntoPlayFromEncounterDeck",
    "ExtraBoostCard", "BoostEntersPlay",
    # this attack
    "this_attack", "BOOSTED_VILLAIN", "DAMAGED_BY_THIS_ATTACK", "FRIENDLY_DAMAGED_BY_THIS_ATTACK", "DAMAGED_THIS_WAY",
    "villain_attack_undefended", "you_were_damaged_by_this_attack", "ThisAttackGains", "AfterThisAttack",
    "DefendWithoutExhausting",
    # specials
    "special", "final_step", "ResolveSpecials",
    # Civil War
    "YourLeaderOr", "CompetitiveOnly", "FindAndReveal", "FIND_LEADERS_SIDE_SCHEME", "find", "leader_set",
    "leaders_side_scheme", "SearchEncounterAndReveal", "RevealThis", "CannotTakeDamageThisPhase",
    "NO_DAMAGE_THIS_PHASE", "YourLeaderOnly", "ActivatesAgainstYou", "ResolveMinionsWhenRevealed",
    "GainsBoostIcons", "TakeIndirectDamage", "DiscardOneFromHand", "deal_found", "is_unregistered_super",
    # Civil War modular encounter sets
    "ENEMY_LEADER", "ENEMY_LEADER_AND_EACH_MINION", "A_CHARACTER_YOU_CONTROL", "A_READY_CHARACTER_YOU_CONTROL",
    "A_MINION_ENGAGED_WITH_YOU", "ACTIVATING_ENEMY", "ATTACHED_CHARACTER", "minion_named", "minion_in_play",
    "each_minion", "minion_with",
    "named_minion_else_leader", "EachMinionActivates", "different_types_discarded", "AccelerationTokensHere",
    "AttachThisTo",
    # Civil War: the enemy team and the enemy leader's boost cards
    "more_than_one_player", "two_per_player", "HINDER_IF_TEAM", "treachery_revealed_once_per_phase",
    "deal_facedown", "DealFoundToEachPlayer", "choose_from_top", "DealFromTop", "give_to_leader_as_boost",
    "GiveThisToLeaderAsBoost", "GiveFromTopToLeaderAsBoost", "ResolveMinionBoosts", "StatusOrBoostIcons",
    "GainsBoostPerPlayer", "EachDiscardsTopMinionEngages", "ShuffleDiscardedIntoEncounterDeck", "LeaderSchemes",
    "DamageAtMost", "FlipToFirstPlayer",
]
