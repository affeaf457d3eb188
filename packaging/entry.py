"""The bundles' entry point: the ``mcdesk`` command (see mcdesk/cli.py)."""

import sys

# Register the compiled assets (":/icons/...", ":/tokens/..."): the bundle has no assets/ folder to fall back
# on. Only QtCore is imported for it.
import mcdesk.resources_rc  # noqa: F401
from mcdesk.cli import main

if __name__ == "__main__":
    sys.exit(main())
