"""Card data: the bundled Oracle card database and lookups by name."""

from tolaria.cards.database import CardData, CardDatabase, UnknownCard, card_data

__all__ = ["CardData", "CardDatabase", "UnknownCard", "card_data"]
