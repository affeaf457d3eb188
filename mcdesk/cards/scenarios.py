"""The scenarios: which villain stages, main schemes and encounter sets each villain brings (facts only)."""

from __future__ import annotations

from ..engine.database import Scenario

SCENARIOS: dict[str, Scenario] = {
    "rhino": Scenario(
        key="rhino", name="Rhino", villain_stages=("01094", "01095", "01096"), main_schemes=("01097a",),
        encounter_sets=("rhino",), recommended_modulars=("bomb_scare",),
    ),
}
