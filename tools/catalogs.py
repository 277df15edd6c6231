"""Write and check the gettext catalogs with Babel.

    python tools/catalogs.py extract          # game/locale/stich.pot from the English source
    python tools/catalogs.py update [LANG..]  # merge each .po with the template
    python tools/catalogs.py init LANG        # start a new language's .po
    python tools/catalogs.py fill LANG FILE   # put translations from JSON into a .po
    python tools/catalogs.py compile          # every .po -> .mo
    python tools/catalogs.py check            # CI: nothing missing, stale or fuzzy

The English catalog modules (game/i18n/en*.py) are the source text; every message's
context is its key, so translators see the English sentence and tools keep each key's
translation apart. Babel supplies each language's plural rule (Plural-Forms), the merge
that marks changed English as fuzzy, and the .mo compiler; the game reads the .mo with
the standard library. `check` exits 1 naming each problem: a template that no longer
matches the English, a language missing a message or holding an obsolete, fuzzy or empty
one, placeholders that differ from the English, or a .mo that is missing or older than
its .po.
"""

from __future__ import annotations

import argparse
import io
import json
import string
import sys
from datetime import UTC, datetime
from pathlib import Path

from babel import Locale
from babel.messages.catalog import Catalog
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import i18n  # noqa: E402

LOCALE = ROOT / "game" / "locale"
TEMPLATE = LOCALE / "stich.pot"
SOURCE = ROOT / "game" / "i18n"
# A fixed date keeps the written files byte-for-byte reproducible, so `check` can compare
# them with what extract and compile would write now.
FIXED_DATE = datetime(2026, 11, 27, tzinfo=UTC)
WIDTH = 96


def languages() -> list[str]:
    """Every translated language: the codes the game offers, English excepted."""
    return [code for code in i18n.LANGUAGES if code != "en"]


def po_file(code: str) -> Path:
    """The editable catalog of one language."""
    return LOCALE / code / "LC_MESSAGES" / "stich.po"


def mo_file(code: str) -> Path:
    """The compiled catalog of one language (what the game reads)."""
    return LOCALE / code / "LC_MESSAGES" / "stich.mo"


def shown(path: Path) -> str:
    """A catalog's path as the repository names it (also for a copy elsewhere)."""
    return "game/locale/" + path.relative_to(LOCALE).as_posix()


def placeholders(text: str) -> set[str]:
    """The {names} a text fills in."""
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def _locations() -> dict[str, tuple[str, int]]:
    """Where each English key is written: the module and line a translator can open."""
    found: dict[str, tuple[str, int]] = {}
    for path in sorted(SOURCE.glob("en*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            stripped = line.strip()
            if stripped.startswith('"') and '":' in stripped:
                key = stripped[1 : stripped.index('":')]
                found.setdefault(key, (path.relative_to(ROOT).as_posix(), number))
    return found


def _template() -> Catalog:
    result = Catalog(
        project="Stich",
        version="0.1.0",
        copyright_holder="the Stich developers",
        msgid_bugs_address="",
        creation_date=FIXED_DATE,
        revision_date=FIXED_DATE,
        fuzzy=False,
    )
    where = _locations()
    for entry in i18n.ENTRIES:
        texts = [entry.english] if entry.plural is None else [entry.english, entry.plural]
        flags = ["python-brace-format"] if any(placeholders(text) for text in texts) else []
        ident: str | tuple[str, str] = (
            entry.english if entry.plural is None else (entry.english, entry.plural)
        )
        place = where.get(entry.key + ".one" if entry.plural else entry.key)
        result.add(ident, "", locations=[place] if place else [], flags=flags, context=entry.key)
    return result


def _write(catalog: Catalog, path: Path) -> None:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=WIDTH, include_previous=True)
    path.write_bytes(buffer.getvalue())


def message_keys(catalog: Catalog) -> set[tuple[str | None, str]]:
    """Each message as (key, English), the plural's singular standing for it."""
    return {(m.context, m.id if isinstance(m.id, str) else m.id[0]) for m in catalog if m.id}


def _compiled(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def _read(path: Path, code: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=code, abort_invalid=True)


def _content(catalog: Catalog) -> set[tuple[object, ...]]:
    """What a template says, apart from its header (so another Babel version, which
    writes its own name into the header, does not count as a change)."""
    return {(m.context, m.id, tuple(m.locations), tuple(sorted(m.flags))) for m in catalog if m.id}


def _translated(catalog: Catalog) -> dict[tuple[str | None, object], object]:
    """The translations a catalog holds, fuzzy ones left out (as the compiler does)."""
    return {
        (m.context, _tupled(m.id)): _tupled(m.string)
        for m in catalog
        if m.id and not m.fuzzy and (m.string if isinstance(m.string, str) else all(m.string))
    }


def _tupled(value: object) -> object:
    """Plural ids and forms as tuples (the .mo reader gives lists, the .po reader tuples)."""
    return tuple(value) if isinstance(value, list | tuple) else value


def _read_mo(compiled: bytes) -> Catalog:
    # Both sides of the staleness check go through the compiler's reader: it fills an
    # untranslated plural with the English, and so must the side compared with it.
    return read_mo(io.BytesIO(compiled))


def extract() -> None:
    """Write the template from the English catalog modules."""
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    _write(_template(), TEMPLATE)
    print(f"{shown(TEMPLATE)}: {len(i18n.ENTRIES)} messages")


def init(code: str) -> None:
    """Start a language's catalog: every message of the template, none translated."""
    path = po_file(code)
    if path.exists():
        raise SystemExit(f"{shown(path)} already exists; use update.")
    catalog = _read(TEMPLATE)
    catalog.locale = Locale.parse(code)
    for message in catalog:
        if message.id and message.pluralizable:
            message.string = ("",) * catalog.num_plurals  # the language's own forms
    catalog.revision_date = FIXED_DATE
    catalog.fuzzy = False
    path.parent.mkdir(parents=True, exist_ok=True)
    _write(catalog, path)
    print(f"{shown(path)}: started with {len(catalog)} messages")


def update(codes: list[str]) -> None:
    """Merge each language with the template: new messages appear untranslated, changed
    English marks the old translation fuzzy, removed messages are dropped."""
    for code in codes:
        # A fresh template each time: Babel's update adopts the template's new messages
        # as they are, so one language's fill-in would otherwise reach the next.
        base = _read(TEMPLATE)
        path = po_file(code)
        catalog = _read(path, code)
        before = {message.context: message for message in catalog if message.id}
        # Babel's own fuzzy matching compares the English alone and would hand one key's
        # translation to another key with similar English; the key (the context) says
        # which translation a changed text had, so that one is kept and marked fuzzy.
        catalog.update(base, no_fuzzy_matching=True)
        catalog.obsolete.clear()
        for message in catalog:
            old = before.get(message.context)
            if not message.id or old is None or message.string or old.id == message.id:
                continue
            if isinstance(old.string, str) == isinstance(message.string, str) and old.string:
                message.string = old.string
                message.flags.add("fuzzy")
                message.previous_id = [old.id] if isinstance(old.id, str) else list(old.id)
        _write(catalog, path)
        print(f"{shown(path)}: merged")


def fill(code: str, source: Path) -> None:
    """Set translations from JSON: {key: text} or {key: [form, ...]} for plural entries."""
    path = po_file(code)
    catalog = _read(path, code)
    by_key = {message.context: message for message in catalog if message.id}
    wanted = json.loads(source.read_text(encoding="utf-8"))
    forms = catalog.num_plurals
    unknown = []
    for key, text in wanted.items():
        message = by_key.get(key)
        if message is None:
            unknown.append(key)
            continue
        if message.pluralizable:
            given = [text] if isinstance(text, str) else list(text)
            # A language with more forms than given (French's "many") repeats the last.
            message.string = tuple((given + [given[-1]] * forms)[:forms])
        else:
            message.string = text if isinstance(text, str) else text[-1]
        message.flags.discard("fuzzy")
    _write(catalog, path)
    print(f"{shown(path)}: {len(wanted) - len(unknown)} set")
    if unknown:
        raise SystemExit(f"unknown keys: {', '.join(sorted(unknown))}")


def compile_all() -> None:
    """Write each language's .mo from its .po (fuzzy translations are left out)."""
    for code in languages():
        mo_file(code).write_bytes(_compiled(_read(po_file(code), code)))
        print(f"{shown(mo_file(code))}: compiled")


def problems() -> list[str]:
    """Everything `check` refuses, one sentence each."""
    found: list[str] = []
    if not TEMPLATE.exists() or _content(_read(TEMPLATE)) != _content(_template()):
        found.append("game/locale/stich.pot is stale: run `python tools/catalogs.py extract`")
    wanted = message_keys(_template())
    for code in languages():
        found += language_problems(code, wanted)
    return found


def language_problems(code: str, wanted: set[tuple[str | None, str]]) -> list[str]:
    """What is missing, stale, fuzzy, empty or wrongly filled in one language."""
    path = po_file(code)
    if not path.exists():
        return [f"{code}: {shown(path)} is missing"]
    catalog = _read(path, code)
    found: list[str] = []
    have = message_keys(catalog)
    missing, extra = wanted - have, have - wanted
    if missing:
        found.append(
            f"{code}: {len(missing)} messages missing (run update), e.g. {sorted(missing)[0]}"
        )
    if extra:
        found.append(
            f"{code}: {len(extra)} obsolete messages (run update), e.g. {sorted(extra)[0]}"
        )
    for message in catalog:
        if not message.id:
            continue
        english = [message.id] if isinstance(message.id, str) else list(message.id)
        strings = [message.string] if isinstance(message.string, str) else list(message.string)
        if message.fuzzy:
            found.append(f"{code}: {message.context} is fuzzy (the English changed)")
        elif not all(strings):
            found.append(f"{code}: {message.context} is not translated")
        else:
            found += _placeholder_problems(code, message.context, english, strings)
    mo = mo_file(code)
    if not mo.exists():
        found.append(f"{code}: {shown(mo)} is missing: run compile")
    elif _translated(_read_mo(mo.read_bytes())) != _translated(_read_mo(_compiled(catalog))):
        found.append(f"{code}: {shown(mo)} is stale: run compile")
    return found


def _placeholder_problems(
    code: str, key: str | None, english: list[str], strings: list[str]
) -> list[str]:
    """A translation fills the English placeholders; a plural's forms may leave out the
    count ("eine Karte" for one) but never add a name the English does not give."""
    names = set().union(*(placeholders(text) for text in english))
    wrong = [
        text
        for text in strings
        if not placeholders(text) <= names or (len(english) == 1 and placeholders(text) != names)
    ]
    return [
        f"{code}: {key} fills {sorted(placeholders(text))}, the English {sorted(names)}"
        for text in wrong
    ]


def main(argv: list[str] | None = None) -> int:
    """Run one command; `check` returns 1 when it finds a problem."""
    parser = argparse.ArgumentParser(prog="python tools/catalogs.py")
    parser.add_argument(
        "command", choices=["extract", "update", "init", "fill", "compile", "check"]
    )
    parser.add_argument("args", nargs="*")
    options = parser.parse_args(argv)
    if options.command == "extract":
        extract()
    elif options.command == "update":
        update(options.args or languages())
    elif options.command == "init":
        init(options.args[0])
    elif options.command == "fill":
        fill(options.args[0], Path(options.args[1]))
    elif options.command == "compile":
        compile_all()
    else:
        found = problems()
        for line in found:
            print(line)
        print(
            f"catalogs: {len(languages())} languages, {len(i18n.ENTRIES)} messages,"
            f" {len(found)} problems"
        )
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
