"""Test-wide settings: the tests use the card database shipped with tolaria, never one
the user imported (`tolaria.cards.database.database_in_use`)."""

from __future__ import annotations

import os

os.environ["TOLARIA_CARDS"] = "bundled"
