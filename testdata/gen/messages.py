"""The message text of a reader error (docs/design/errors.md, "Messages"), built from its
parts the way Go's Error() and Java's getMessage() must build it. The generators call
message() for every failing row, so the vectors pin the text in both languages.

    riffle: <kind>: <detail> at offset <N>, pointer "<pointer>"

The pointer (and a member name quoted in a detail) is cut in the middle when it has more
than ELIDE_OVER characters (code points): the first and last ELIDE_KEEP are kept, with
"\u2026" between them. Then '"', '\\' and U+0000-U+001F, U+007F are escaped as in JSON.
"""

ELIDE_OVER = 200
ELIDE_KEEP = 100
_SHORT = {'"': '\\"', '\\': '\\\\', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t'}
BOM = b"\xef\xbb\xbf"
BOM_FOUND = "a UTF-8 byte order mark (BOM), which the skip-BOM option would skip"


def quote(s):
    """s in double quotes, cut in the middle and escaped by the message rule."""
    if len(s) > ELIDE_OVER:
        s = s[:ELIDE_KEEP] + "\u2026" + s[-ELIDE_KEEP:]
    out = []
    for c in s:
        if c in _SHORT:
            out.append(_SHORT[c])
        elif ord(c) < 0x20 or c == "\x7f":
            out.append("\\u%04x" % ord(c))
        else:
            out.append(c)
    return '"' + "".join(out) + '"'


def describe(b):
    """A byte as a message's "found" part: 'c' for printable ASCII, else byte 0xNN."""
    return "'%c'" % b if 0x20 <= b < 0x7F else "byte 0x%02x" % b


def found(data, off):
    """The "found" part for the byte at data[off]; a BOM at offset 0 is named as one."""
    if off == 0 and data.startswith(BOM):
        return BOM_FOUND
    return describe(data[off])


# Kinds whose detail ends with ", found <the byte at the offset>".
FOUND_KINDS = ("invalid-character", "invalid-number", "invalid-utf8", "trailing-data")

NUMBER_BYTES = b"0123456789+-.eE"


def number_detail(data, off):
    """What the number grammar wanted at data[off], from the number's bytes before it."""
    start = off
    while start > 0 and data[start - 1] in NUMBER_BYTES:
        start -= 1
    before = data[start:off]
    if before[-1:] in (b"e", b"E") or before[-2:-1] in (b"e", b"E"):
        return "expected a digit in the exponent"
    if before.endswith(b"-"):
        return "expected a digit after '-'"
    if before.endswith(b"."):
        return "expected a digit after '.'"
    assert before in (b"0", b"-0"), before
    return "a leading zero must not be followed by a digit"


def escape_detail(data, off):
    """The detail of an invalid-escape error whose backslash is data[off]."""
    assert data[off:off + 1] == b"\\"
    e = data[off + 1]
    if e != ord("u"):
        return "backslash followed by " + describe(e) + " is not a valid escape"
    hexd = data[off + 2:off + 6]
    if len(hexd) < 4 or any(c not in b"0123456789abcdefABCDEF" for c in hexd):
        return "\\u must be followed by four hex digits"
    v = int(hexd, 16)
    if 0xDC00 <= v < 0xE000:
        return "lone low surrogate escape"
    assert 0xD800 <= v < 0xDC00
    return "high surrogate escape not followed by a low surrogate escape"


def limit_detail(data, off, config):
    """The detail of a limit-exceeded error at data[off] under config."""
    c = data[off:off + 1]
    if c in (b"[", b"{"):
        return "nesting deeper than %d levels (the maxDepth limit)" % config.get("maxDepth", 10000)
    if c == b'"':
        return "string longer than %d bytes (the maxStringBytes limit)" % config.get("maxStringBytes", 20000000)
    return "number longer than %d bytes (the maxNumberBytes limit)" % config.get("maxNumberBytes", 1000)


def detail_for(kind, data, off, config=None, d=None):
    """The detail of a syntax or limit error, d being the row's own words where the kind
    alone does not decide them (invalid-character, unexpected-end)."""
    if kind == "invalid-number":
        d = number_detail(data, off)
    elif kind == "invalid-escape":
        d = escape_detail(data, off)
    elif kind == "invalid-utf8":
        d = "invalid UTF-8 in a string"
    elif kind == "trailing-data":
        d = "data after the top-level value"
    elif kind == "limit-exceeded":
        d = limit_detail(data, off, config or {})
    assert d is not None, (kind, data[:40])
    if kind in FOUND_KINDS:
        d += ", found " + found(data, off)
    return d


def message(kind, detail, offset, pointer):
    """The whole message text."""
    m = "riffle: " + kind
    if detail:
        m += ": " + detail
    return m + " at offset %d, pointer %s" % (offset, quote(pointer))


# Details the rows name by a short code (unexpected-end and the contexts of
# invalid-character), so each wording is written once.
EOF_TOP = "unexpected end of input"
EOF_ARRAY = "unexpected end of input inside an array"
EOF_OBJECT = "unexpected end of input inside an object"
EOF_STRING = "unexpected end of input inside a string"
EOF_NUMBER = "unexpected end of input inside a number"
EOF_LITERAL = "unexpected end of input inside a literal"
WANT_VALUE = "expected a value"
WANT_COMMA_ARRAY = "expected ',' or ']'"
WANT_COMMA_OBJECT = "expected ',' or '}'"
WANT_NAME = "expected a member name"
WANT_COLON = "expected ':'"
CONTROL = "unescaped control character in a string"


def literal(lit):
    """The invalid-character detail inside a literal."""
    return "invalid literal (expected %s)" % lit
