"""The scenarios: which villain stages, main schemes and encounter sets each villain brings (facts only).

The Civil War preconstructed scenarios (Civil War rulebook, pages 7-8) have a leader in place of a villain:
stages I and II, and III and IV in expert mode; their main scheme deck is one stage 1 and one stage 2.
"""

from __future__ import annotations

from ..engine.database import Scenario

SCENARIOS: dict[str, Scenario] = {
    "rhino": Scenario(
        key="rhino", name="Rhino", villain_stages=("01094", "01095", "01096"), main_schemes=("01097a",),
        encounter_sets=("rhino",), recommended_modulars=("bomb_scare",),
    ),
    "klaw": Scenario(
        key="klaw", name="Klaw", villain_stages=("01113", "01114", "01115"), main_schemes=("01116a", "01117a"),
        encounter_sets=("klaw",), recommended_modulars=("masters_of_evil",),
    ),
    "ultron": Scenario(
        key="ultron", name="Ultron", villain_stages=("01134", "01135", "01136"),
        main_schemes=("01137a", "01138a", "01139a"), encounter_sets=("ultron",),
        recommended_modulars=("under_attack",),
    ),
    "cw_iron_man": Scenario(
        key="cw_iron_man", name="Iron Man (Civil War)", villain_stages=("56059", "56060", "56061", "56062"),
        main_schemes=("56063a", "56064a"), encounter_sets=("iron_man_leader",),
        recommended_modulars=("mighty_avengers", "the_initiative", "maria_hill_modular", "dangerous_recruits"),
        standard_stages=(0, 1), expert_stages=(2, 3),
    ),
    "cw_captain_marvel": Scenario(
        key="cw_captain_marvel", name="Captain Marvel (Civil War)",
        villain_stages=("56092", "56093", "56094", "56095"), main_schemes=("56096a", "56097a"),
        encounter_sets=("captain_marvel_leader",),
        recommended_modulars=("cape_killer", "martial_law", "heroes_for_hire", "paladin"),
        standard_stages=(0, 1), expert_stages=(2, 3),
    ),
    "cw_captain_america": Scenario(
        key="cw_captain_america", name="Captain America (Civil War)",
        villain_stages=("56137", "56138", "56139", "56140"), main_schemes=("56141a", "56142a"),
        encounter_sets=("captain_america_leader",),
        recommended_modulars=("new_avengers", "secret_avengers", "namor_modular", "atlanteans"),
        standard_stages=(0, 1), expert_stages=(2, 3),
    ),
    "cw_spider_woman": Scenario(
        key="cw_spider_woman", name="Spider-Woman (Civil War)",
        villain_stages=("56168", "56169", "56170", "56171"), main_schemes=("56172a", "56173a"),
        encounter_sets=("spider_woman_leader",),
        recommended_modulars=("spider_man_modular", "defenders", "hells_kitchen", "cloak_and_dagger_modular"),
        standard_stages=(0, 1), expert_stages=(2, 3),
    ),
}
