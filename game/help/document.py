"""PURE: the shape of a rules-help document: pages of paragraphs, card rows and value tables.

Texts are catalog keys with parameters, never finished strings, so one document serves
every language; the screen looks the keys up with `t()` when it draws.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from game.core.cards import Card


@dataclass(frozen=True, slots=True)
class Text:
    """A catalog key and its parameters (a parameter may itself be a Text to look up)."""

    key: str
    params: tuple[tuple[str, str | int | Text], ...] = ()

    def nested(self) -> Iterator[Text]:
        """This text and every Text among its parameters."""
        yield self
        for _, value in self.params:
            if isinstance(value, Text):
                yield from value.nested()


def text(key: str, **params: str | int | Text) -> Text:
    """A Text with keyword parameters."""
    return Text(key, tuple(sorted(params.items())))


@dataclass(frozen=True, slots=True)
class Paragraph:
    """A short paragraph; `changed` marks one that describes an option off its default."""

    text: Text
    changed: bool = False


@dataclass(frozen=True, slots=True)
class CardRow:
    """Real cards in a row (high to low where it is an order) with a caption under each."""

    title: Text
    cards: tuple[Card, ...]
    captions: tuple[str | Text, ...]  # one per card; "" for none
    changed: bool = False


@dataclass(frozen=True, slots=True)
class ValueTable:
    """Label / value rows, e.g. Weis values, multipliers or chip values."""

    title: Text
    rows: tuple[tuple[Text, str | Text], ...]
    changed: bool = False


Block = Paragraph | CardRow | ValueTable


@dataclass(frozen=True, slots=True)
class Page:
    """One tab of the rules screen: a topic title and its blocks."""

    title: Text
    blocks: tuple[Block, ...]


@dataclass(frozen=True, slots=True)
class HelpDocument:
    """The rules help of one game for the options and seat count of a table."""

    game_id: str
    pages: tuple[Page, ...]

    def texts(self) -> Iterator[Text]:
        """Every Text the document shows (titles, paragraphs, labels, captions)."""
        for page in self.pages:
            yield from page.title.nested()
            for block in page.blocks:
                parts: list[str | Text] = (
                    [block.title] if not isinstance(block, Paragraph) else [block.text]
                )
                if isinstance(block, CardRow):
                    parts += list(block.captions)
                elif isinstance(block, ValueTable):
                    for label, value in block.rows:
                        parts += [label, value]
                for part in parts:
                    if isinstance(part, Text):
                        yield from part.nested()

    def card_rows(self) -> list[CardRow]:
        """Every card row, in page order (tests compare them with the engines' tables)."""
        return [b for page in self.pages for b in page.blocks if isinstance(b, CardRow)]

    def tables(self) -> list[ValueTable]:
        """Every value table, in page order."""
        return [b for page in self.pages for b in page.blocks if isinstance(b, ValueTable)]


def changed(options: object, name: str) -> bool:
    """True when an option differs from its model's default (such text is highlighted)."""
    default = getattr(type(options)(), name)  # every options model has all defaults
    return bool(getattr(options, name) != default)


def para(
    key: str, options: object | None = None, option: str = "", **params: str | int | Text
) -> Paragraph:
    """A paragraph; with `options` and `option` it is marked when that option is changed."""
    marked = options is not None and bool(option) and changed(options, option)
    return Paragraph(text(key, **params), marked)
