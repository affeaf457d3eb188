"""The scenarios: which villain stages, main schemes and encounter sets each villain brings (facts only)."""

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
}
