"""Catalog keys that no code can look up: neither a literal nor the shape of an f-string.

    python tools/unused_catalog_keys.py

Reads every module of game/ and tools/ (the catalogs themselves aside) and prints the
number of keys, the number no code can reach, and those keys. An f-string counts as a
shape when it holds letters of its own (f"{game}.refuse.{key}" reaches every refusal).
A literal stem with a number after it counts too (f"{stem}{count}" with a literal
"sk.log.play" reaches "sk.log.play2"); a key built from variables in other ways is not
seen: the list is of candidates, to be checked by hand before a key goes.
"""

import ast
import pathlib
import re
import sys

sys.path.insert(0, ".")
from game.i18n import CATALOGS

keys = set(CATALOGS["en"])
literals, patterns = set(), []
for p in list(pathlib.Path("game").rglob("*.py")) + list(pathlib.Path("tools").rglob("*.py")):
    if "i18n" in p.parts and p.name[:3] in ("en.", "ja.", "en_", "ja_"):
        continue
    tree = ast.parse(p.read_text())
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            literals.add(node.value)
        elif isinstance(node, ast.JoinedStr):
            rx = ""
            for v in node.values:
                rx += re.escape(v.value) if isinstance(v, ast.Constant) else ".+"
            consts = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
            if re.search(r"[a-z]", consts):
                patterns.append(re.compile(rx + r"\Z"))
        elif (
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.Add)
            and isinstance(node.left, ast.Constant)
            and isinstance(node.left.value, str)
        ):
            patterns.append(re.compile(re.escape(node.left.value) + ".+"))
# A literal key stem with a count after it (f"{stem}{len(cards)}": "sk.log.play2").
stems = {re.sub(r"\d+\Z", "", k) for k in keys if re.search(r"\d\Z", k)}
literals |= {k for k in keys if re.sub(r"\d+\Z", "", k) in literals & stems}
unused = [k for k in sorted(keys) if k not in literals and not any(p.match(k) for p in patterns)]
# ".you" forms are looked up as f"{key}.you"
unused = [k for k in unused if not (k.endswith(".you") and k[:-4] in keys)]
# ".one" forms are a plural entry's singular: gettext picks it by the count
unused = [k for k in unused if not (k.endswith(".one") and k[:-4] in keys)]
print(len(keys), len(unused))
print("\n".join(unused))
