#!/usr/bin/env python3
"""Writes testdata/stream.jsonl: programs of writer calls and the exact output (and error)
each must give, computed here by an independent model of the Stream contract in
docs/design/stream.md (encoding/json's text for floats and strings, auto separators,
misuse errors with offset and pointer).
Run: python3 testdata/gen/stream_vectors.py testdata/stream.jsonl

Row fields:
  name    unique row name
  config  {"escapeHTML": bool, "indent": str, "invalidUTF8": "reject"|"replace",
           "maxDepth": int, "separator": str}  (absent fields: the defaults)
  ops     list of calls, each a list [op, arg?]:
            ["null"] ["bool", b] ["int", "decimal int64"] ["uint", "decimal uint64"]
            ["float64", "decimal"|"NaN"|"Infinity"|"-Infinity"]
            ["float32", "decimal"]  (the value is the float32 nearest the decimal)
            ["string", s] ["stringHex", hex bytes]
            ["number", text]  exact number text: written as is if it is one JSON number
                              (RFC 8259 grammar), else invalid-value and nothing written
            ["raw", json text]  one JSON value, validated (strict RFC 8259, the depth
                              counting from the writer's own) and written compacted
                              (whitespace outside strings dropped); invalid text is
                              invalid-value, too deep is limit-exceeded, nothing written
            ["arrayStart"] ["arrayEnd"] ["objectStart"] ["objectEnd"]
            ["emptyArray"] ["emptyObject"]
            ["field", name] ["fieldHex", hex bytes] ["encodedField", name]
            ["close"]  the completeness check: an array or object still open is an
                       invalid-value error, located like a misplaced end (the innermost
                       container, or the member whose value is due); else nothing
  output  the exact text written (for an error row: what was written before it; a
          runner with an output target checks that all of it reaches the target when
          flushed after the error: a failed call loses nothing written before it)
  error   (error rows only) {"kind", "offset", "pointer"} of the first error; later
          calls do nothing.
Every output is checked here to be valid JSON (or, for error rows, a prefix of it)."""
import json, re, sys
from decimal import Decimal

NUMBER = re.compile(r'-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?')


def reject_constant(name):
    raise ValueError("not JSON: " + name)


def raw_value(text):
    """(compacted text, nesting depth) of one strict JSON value, or None if invalid.
    Validity is Python's json with NaN and Infinity refused; the compaction is a walk
    of its own over the characters, dropping whitespace outside strings."""
    try:
        json.loads(text, parse_constant=reject_constant)
    except ValueError:
        return None
    out, depth, deepest, i = [], 0, 0, 0
    while i < len(text):
        c = text[i]
        if c == '"':
            j = i + 1
            while text[j] != '"':
                j += 2 if text[j] == '\\' else 1
            out.append(text[i:j + 1])
            i = j + 1
            continue
        if c in ' \t\n\r':
            i += 1
            continue
        if c in '[{':
            depth += 1
            deepest = max(deepest, depth)
        elif c in ']}':
            depth -= 1
        out.append(c)
        i += 1
    return ''.join(out), deepest

HEX = "0123456789abcdef"


def utf8_seq(b, i):
    """Length of the well-formed UTF-8 sequence at b[i] (b[i] >= 0x80), or 0."""
    c = b[i]
    if 0xC2 <= c <= 0xDF:
        n, lo, hi = 2, 0x80, 0xBF
    elif 0xE0 <= c <= 0xEF:
        n, lo, hi = 3, (0xA0 if c == 0xE0 else 0x80), (0x9F if c == 0xED else 0xBF)
    elif 0xF0 <= c <= 0xF4:
        n, lo, hi = 4, (0x90 if c == 0xF0 else 0x80), (0x8F if c == 0xF4 else 0xBF)
    else:
        return 0
    if i + n > len(b) or not lo <= b[i + 1] <= hi:
        return 0
    if any(not 0x80 <= x <= 0xBF for x in b[i + 2:i + n]):
        return 0
    return n


def quote(b, html, replace):
    """encoding/json's string text for bytes b, or None if b is ill-formed and rejected."""
    out = ['"']
    i = 0
    while i < len(b):
        c = b[i]
        if c < 0x80:
            ch = chr(c)
            if ch in '"\\':
                out.append('\\' + ch)
            elif ch in '\b\f\n\r\t':
                out.append({'\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t'}[ch])
            elif c < 0x20 or (html and ch in '<>&'):
                out.append('\\u00' + HEX[c >> 4] + HEX[c & 15])
            else:
                out.append(ch)
            i += 1
            continue
        n = utf8_seq(b, i)
        if n == 0:
            if not replace:
                return None
            out.append('\\ufffd')
            i += 1
            continue
        s = b[i:i + n].decode('utf-8')
        out.append('\\u2028' if s == '\u2028' else '\\u2029' if s == '\u2029' else s)
        i += n
    out.append('"')
    return ''.join(out)


def fmt_float(text, bits):
    """encoding/json's text for the float64 (or float32) nearest the decimal text."""
    f = float(text)
    if bits == 64:
        shortest = repr(f)
    else:
        shortest = SHORTEST32[text]
    d = Decimal(shortest)
    if d == 0:
        return '-0' if shortest.startswith('-') else '0'
    a = abs(d)
    if a < Decimal('1e-6') or a >= Decimal('1e21'):
        sign, digits, exp = d.normalize().as_tuple()
        ds = ''.join(map(str, digits))
        e = exp + len(ds) - 1
        m = ds[0] + ('.' + ds[1:] if len(ds) > 1 else '')
        return ('-' if sign else '') + m + 'e' + ('-' if e < 0 else '+') + str(abs(e))
    return format(d.normalize(), 'f')


# float32 values: the decimal given and its shortest float32 text (checked by the Go test
# against encoding/json; Python has no float32 shortest formatting).
SHORTEST32 = {"0.1": "0.1", "16777216": "16777216", "3.4028235e38": "3.4028235e+38",
              "1e-7": "1e-07", "1e21": "1e+21", "-2.5": "-2.5", "1.4e-45": "1e-45"}


class Model:
    def __init__(self, cfg):
        self.html = cfg.get("escapeHTML", False)
        self.replace = cfg.get("invalidUTF8") == "replace"
        self.indent = cfg.get("indent", "")
        md = cfg.get("maxDepth", 0)
        self.max_depth = 10000 if md == 0 else (1 << 62 if md < 0 else md)
        self.sep = cfg.get("separator", "")
        self.out = ""
        self.levels = []  # each: {"kind": "[" or "{", "n": elements begun, "name": str, "want": "name"|"value"}
        self.top_done = False
        self.error = None

    def ptr(self, nxt=True):
        p = ""
        for lv in self.levels[:-1]:
            p += self.tok(lv, inner=True)
        if self.levels:
            lv = self.levels[-1]
            if nxt:
                if lv["kind"] == "[":
                    p += "/" + str(lv["n"])
                elif lv["want"] == "value":
                    p += "/" + lv["name"].replace("~", "~0").replace("/", "~1")
        return p

    def tok(self, lv, inner):
        if lv["kind"] == "[":
            return "/" + str(lv["n"] - 1)
        return "/" + lv["name"].replace("~", "~0").replace("/", "~1")

    def fail(self, kind, nxt=True):
        self.error = {"kind": kind, "offset": len(self.out.encode('utf-8')), "pointer": self.ptr(nxt)}

    def misplaced(self):
        """A name or end where none may come writes no value: the pointer names the
        innermost container itself, or the member whose value is due."""
        lv = self.levels[-1] if self.levels else None
        self.fail("invalid-value", nxt=bool(lv and lv["kind"] == "{" and lv["want"] == "value"))

    def nl(self, depth):
        return "\n" + self.indent * depth if self.indent else ""

    def value_prefix(self):
        """The separator before a value, or None (and an error) if no value may come."""
        if not self.levels:
            if self.top_done:
                if not self.sep:
                    self.fail("invalid-value")
                    return None
                return self.sep
            return ""
        lv = self.levels[-1]
        if lv["kind"] == "{":
            if lv["want"] != "value":
                self.fail("invalid-value")
                return None
            return ""
        return ("," if lv["n"] > 0 else "") + self.nl(len(self.levels))

    def commit_value(self, prefix, text):
        if not self.levels:
            self.top_done = True
        else:
            lv = self.levels[-1]
            if lv["kind"] == "{":
                lv["want"] = "name"
            else:
                lv["n"] += 1
        self.out += prefix + text

    def value(self, text):
        if text is None:  # NaN, infinity, rejected UTF-8: an error at the value's slot
            self.fail("invalid-value")
            return
        prefix = self.value_prefix()
        if prefix is not None:
            self.commit_value(prefix, text)

    def number(self, text):
        self.value(text if NUMBER.fullmatch(text) else None)

    def raw(self, text):
        assert not self.indent, "raw under indent is checked by the Go tests against json.MarshalIndent"
        r = raw_value(text)
        if r is None:
            self.fail("invalid-value")
            return
        prefix = self.value_prefix()
        if prefix is None:
            return
        if len(self.levels) + r[1] > self.max_depth:
            self.fail("limit-exceeded")
            return
        self.commit_value(prefix, r[0])

    def check_complete(self):
        if self.levels:
            self.misplaced()

    def empty(self, text):
        """[] or {}: a value that opens (and closes) a level, so the depth limit applies."""
        prefix = self.value_prefix()
        if prefix is None:
            return
        if len(self.levels) >= self.max_depth:
            self.fail("limit-exceeded")
            return
        self.commit_value(prefix, text)

    def open(self, kind):
        prefix = self.value_prefix()
        if prefix is None:
            return
        if len(self.levels) >= self.max_depth:
            self.fail("limit-exceeded")
            return
        self.commit_value(prefix, kind)
        self.levels.append({"kind": kind, "n": 0, "name": "", "want": "name"})

    def close(self, kind):
        lv = self.levels[-1] if self.levels else None
        if lv is None or lv["kind"] != kind or (kind == "{" and lv["want"] == "value"):
            self.misplaced()
            return
        self.levels.pop()
        nonempty = lv["n"] > 0 if kind == "[" else lv["name_count"] > 0 if "name_count" in lv else False
        self.out += (self.nl(len(self.levels)) if nonempty else "") + ("]" if kind == "[" else "}")

    def field(self, raw, html=None, replace=None):
        lv = self.levels[-1] if self.levels else None
        if lv is None or lv["kind"] != "{" or lv["want"] != "name":
            self.misplaced()
            return
        q = quote(raw, self.html if html is None else html, self.replace if replace is None else replace)
        if q is None:
            self.fail("invalid-value")
            return
        cnt = lv.get("name_count", 0)
        self.out += ("," if cnt else "") + self.nl(len(self.levels)) + q + (": " if self.indent else ":")
        lv["name_count"] = cnt + 1
        lv["name"] = raw.decode('utf-8', errors='replace')
        lv["want"] = "value"

    def run(self, ops):
        for op in ops:
            if self.error:
                break
            k, a = op[0], (op[1] if len(op) > 1 else None)
            if k == "null": self.value("null")
            elif k == "bool": self.value("true" if a else "false")
            elif k in ("int", "uint"): self.value(str(int(a)))
            elif k == "float64":
                self.value(None if a in ("NaN", "Infinity", "-Infinity") else fmt_float(a, 64))
            elif k == "float32": self.value(fmt_float(a, 32))
            elif k == "string": self.value(quote(a.encode('utf-8'), self.html, self.replace))
            elif k == "stringHex": self.value(quote(bytes.fromhex(a), self.html, self.replace))
            elif k == "number": self.number(a)
            elif k == "raw": self.raw(a)
            elif k == "close": self.check_complete()
            elif k == "emptyArray": self.empty("[]")
            elif k == "emptyObject": self.empty("{}")
            elif k == "arrayStart": self.open("[")
            elif k == "objectStart": self.open("{")
            elif k == "arrayEnd": self.close("[")
            elif k == "objectEnd": self.close("{")
            elif k == "field": self.field(a.encode('utf-8'))
            elif k == "fieldHex": self.field(bytes.fromhex(a))
            elif k == "encodedField": self.field(a.encode('utf-8'), html=False, replace=False)
            else: raise ValueError(k)


V = []
NAMES = set()


def row(name, ops, cfg=None, expect=None, err=None):
    assert name not in NAMES, name
    NAMES.add(name)
    cfg = cfg or {}
    m = Model(cfg)
    m.run(ops)
    if expect is not None:
        assert m.out == expect, (name, m.out, expect)
    assert (m.error is None) == (err is None), (name, m.error)
    if err is not None:
        assert (m.error["kind"], m.error["offset"], m.error["pointer"]) == err, (name, m.error)
    if m.error is None and not cfg.get("separator"):
        json.loads(m.out)  # one complete valid JSON text
    r = {"name": name}
    if cfg:
        r["config"] = cfg
    r["ops"] = ops
    r["output"] = m.out
    if m.error:
        r["error"] = m.error
    V.append(r)


def main():
    # scalars
    row("null", [["null"]], expect="null")
    row("bools", [["arrayStart"], ["bool", True], ["bool", False], ["arrayEnd"]], expect="[true,false]")
    row("int-edges", [["arrayStart"]] + [["int", v] for v in ["0", "-1", "9223372036854775807", "-9223372036854775808"]] + [["arrayEnd"]],
        expect="[0,-1,9223372036854775807,-9223372036854775808]")
    row("uint-max", [["uint", "18446744073709551615"]], expect="18446744073709551615")
    floats = ["0", "-0", "1", "-1.5", "0.1", "100", "1e20", "1e21", "-1e21", "123456789012345680000",
              "1e-6", "1e-7", "-1e-7", "1.5e-7", "0.000001", "9.999999999999999e-7",
              "1.7976931348623157e308", "5e-324", "2.2250738585072014e-308", "4.9406564584124654e-320",
              "0.30000000000000004", "1.2345678901234567e-300", "9007199254740993", "9007199254740992",
              "59.9342802", "-65.613616999999977", "1e100", "12345678.9"]
    for f in floats:
        row("float64 " + f, [["float64", f]])
    for f in SHORTEST32:
        row("float32 " + f, [["float32", f]])
    # strings
    strs = {"empty": "", "plain": "hello", "quote-backslash": 'a"b\\c', "short-escapes": "\b\f\n\r\t",
            "controls": "\x00\x01\x1f", "del-slash": "\x7f/", "html": "<a href='x'>&amp;</a>",
            "non-ascii": "é€😀", "line-separators": "a\u2028b\u2029c", "replacement-char": "\ufffd",
            "long": "The quick brown fox jumps over the lazy dog\n" * 3,
            # U+2028 across the writer's 64-byte block edge (bytes 62-64), escapes after it
            "long-non-ascii": "a" + "é" * 30 + "x\u2028日本<b>&\"q\"\n" + "é" * 20 + "\u2029"}
    for k, s in strs.items():
        row("string " + k, [["string", s]])
        row("string html " + k, [["string", s]], cfg={"escapeHTML": True})
    bad = {"lone-continuation": "61806162", "truncated-3": "e282", "surrogate": "eda080", "overlong": "c0af",
           "above-max": "f4908080", "ff": "ff", "truncated-4-at-end": "61f09f98",
           # past the writer's first 64-byte block: a sequence cut by the end at byte 64,
           # a surrogate after 80 bytes of text
           "truncated-3-at-64": "61" * 62 + "e282", "surrogate-after-80": "c3a9" * 40 + "eda080" + "62" * 70}
    for k, h in bad.items():
        row("stringHex replace " + k, [["stringHex", h]], cfg={"invalidUTF8": "replace"})
        row("stringHex reject " + k, [["arrayStart"], ["int", "1"], ["stringHex", h]],
            err=("invalid-value", 2, "/1"))
    row("stringHex valid", [["stringHex", "22c3a922"]], expect='"\\"é\\""')
    # structure
    row("nested", [["objectStart"], ["field", "a"], ["arrayStart"], ["int", "1"], ["emptyObject"], ["emptyArray"],
                   ["objectStart"], ["objectEnd"], ["arrayStart"], ["arrayEnd"], ["arrayEnd"],
                   ["encodedField", "b"], ["null"], ["field", ""], ["raw", '{"r":[1, 2]}'], ["objectEnd"], ["close"]],
        expect='{"a":[1,{},[],{},[]],"b":null,"":{"r":[1,2]}}')
    for ind in ["  ", "\t"]:
        row("indent " + {"  ": "two spaces", "\t": "tab"}[ind], [["objectStart"], ["field", "a"], ["arrayStart"], ["int", "1"], ["emptyObject"],
                                    ["objectStart"], ["objectEnd"], ["arrayEnd"], ["field", "b"], ["objectStart"],
                                    ["field", "c"], ["string", "d"], ["objectEnd"], ["objectEnd"]],
            cfg={"indent": ind})
    row("indent top scalar", [["int", "1"]], cfg={"indent": "  "}, expect="1")
    row("separator", [["int", "1"], ["emptyObject"], ["string", "x"]], cfg={"separator": "\n"}, expect='1\n{}\n"x"')
    row("field names escaped", [["objectStart"], ["field", 'a"<'], ["int", "1"], ["objectEnd"]],
        cfg={"escapeHTML": True}, expect='{"a\\"\\u003c":1}')
    # misuse
    row("second top-level value", [["int", "1"], ["int", "2"]], err=("invalid-value", 1, ""))
    row("array end at top", [["arrayEnd"]], err=("invalid-value", 0, ""))
    row("object end at top", [["objectEnd"]], err=("invalid-value", 0, ""))
    row("field at top", [["field", "a"]], err=("invalid-value", 0, ""))
    row("field in array", [["arrayStart"], ["int", "1"], ["field", "a"]], err=("invalid-value", 2, ""))
    row("field in empty array", [["objectStart"], ["field", "x"], ["arrayStart"], ["field", "a"]], err=("invalid-value", 6, "/x"))
    row("value without name", [["objectStart"], ["int", "1"]], err=("invalid-value", 1, ""))
    row("two names", [["objectStart"], ["field", "a/b"], ["field", "c"]], err=("invalid-value", 7, "/a~1b"))
    row("object end after name", [["objectStart"], ["field", "a~"], ["objectEnd"]], err=("invalid-value", 6, "/a~0"))
    row("array end in object", [["objectStart"], ["arrayEnd"]], err=("invalid-value", 1, ""))
    row("object end in array", [["objectStart"], ["field", "x"], ["arrayStart"], ["null"], ["objectEnd"]],
        err=("invalid-value", 10, "/x"))
    row("empty raw", [["arrayStart"], ["raw", ""]], err=("invalid-value", 1, "/0"))
    row("nan in nested", [["arrayStart"], ["null"], ["objectStart"], ["field", "k"], ["arrayStart"], ["emptyObject"],
                          ["float64", "NaN"], ["int", "1"]], err=("invalid-value", 14, "/1/k/1"))
    row("infinity", [["float64", "Infinity"]], err=("invalid-value", 0, ""))
    row("minus infinity member", [["objectStart"], ["field", "a"], ["float64", "-Infinity"]], err=("invalid-value", 5, "/a"))
    row("bad field name", [["objectStart"], ["field", "a"], ["null"], ["fieldHex", "ff"]], err=("invalid-value", 9, ""))
    row("bad field name replace", [["objectStart"], ["fieldHex", "61ff"], ["null"], ["objectEnd"]],
        cfg={"invalidUTF8": "replace"}, expect='{"a\\ufffd":null}')
    row("depth limit", [["arrayStart"], ["arrayStart"], ["emptyArray"], ["objectStart"]], cfg={"maxDepth": 2},
        err=("limit-exceeded", 2, "/0/0"))
    row("depth limit empty object", [["objectStart"], ["field", "a"], ["emptyObject"]], cfg={"maxDepth": 1},
        err=("limit-exceeded", 5, "/a"))
    row("depth limit at the limit", [["arrayStart"], ["emptyArray"], ["arrayEnd"]], cfg={"maxDepth": 2}, expect="[[]]")
    row("depth limit in object", [["objectStart"], ["field", "a"], ["objectStart"]], cfg={"maxDepth": 1},
        err=("limit-exceeded", 5, "/a"))
    row("non-ascii offset", [["arrayStart"], ["string", "é"], ["float64", "NaN"]], err=("invalid-value", 5, "/1"))

    # exact numbers
    for k, text in {"zero": "0", "minus-zero": "-0", "big-int": "123456789012345678901234567890",
                    "long-decimal": "0.1000000000000000055511151231257827", "exponent": "-1.5E+300",
                    "huge-exponent": "1e999999"}.items():
        row("number " + k, [["arrayStart"], ["number", text], ["arrayEnd"]], expect="[" + text + "]")
    for k, text in {"empty": "", "minus": "-", "leading-zero": "01", "plus": "+1", "dot-end": "1.",
                    "dot-start": ".5", "exp-end": "1e", "exp-sign-end": "1e+", "space-before": " 1",
                    "space-after": "1 ", "nan": "NaN", "infinity": "Infinity", "hex": "0x1F", "quoted": '"1"',
                    "two": "1,2"}.items():
        row("number bad " + k, [["arrayStart"], ["string", "a"], ["number", text]], err=("invalid-value", 4, "/1"))
    row("number member", [["objectStart"], ["field", "n"], ["number", "-0.0e-0"], ["objectEnd"]], expect='{"n":-0.0e-0}')
    row("number bad member", [["objectStart"], ["field", "n"], ["number", "1.5."]], err=("invalid-value", 5, "/n"))
    # raw values: validated, compacted
    row("raw compacted", [["arrayStart"], ["raw", ' {"a" : [ 1 , true ] ,\t"b c":"x \\" y" }\n'], ["raw", " null "], ["arrayEnd"]],
        expect='[{"a":[1,true],"b c":"x \\" y"},null]')
    row("raw escapes kept", [["raw", '"\\u00e9 \\\\ \\" é"']], expect='"\\u00e9 \\\\ \\" é"')
    row("raw empty containers", [["raw", "[ { } , [ ] ]"]], expect="[{},[]]")
    for k, text in {"empty": "", "spaces": "   ", "trailing-comma": "[1,]", "two-values": "1 2",
                    "extra-close": '{"a":1}}', "single-quotes": "'a'", "nan": "NaN", "comment": "[1/**/]",
                    "unclosed": '{"a":[1', "bad-escape": '"\\x"', "leading-zero": "[01]"}.items():
        row("raw bad " + k, [["arrayStart"], ["int", "7"], ["raw", text]], err=("invalid-value", 2, "/1"))
    row("raw bad member", [["objectStart"], ["field", "r"], ["raw", "{"]], err=("invalid-value", 5, "/r"))
    row("raw depth at the limit", [["arrayStart"], ["raw", "[[ ]]"], ["arrayEnd"]], cfg={"maxDepth": 3}, expect="[[[]]]")
    row("raw too deep", [["arrayStart"], ["raw", "[[[ ]]]"]], cfg={"maxDepth": 3}, err=("limit-exceeded", 1, "/0"))
    row("raw misplaced", [["objectStart"], ["raw", "1"]], err=("invalid-value", 1, ""))
    # completeness
    row("close complete", [["arrayStart"], ["arrayEnd"], ["close"]], expect="[]")
    row("close nothing written json lines", [["close"]], cfg={"separator": "\n"}, expect="")
    row("close open array", [["arrayStart"], ["int", "1"], ["close"]], err=("invalid-value", 2, ""))
    row("close open object in array", [["arrayStart"], ["null"], ["objectStart"], ["close"]], err=("invalid-value", 7, "/1"))
    row("close member value due", [["objectStart"], ["field", "a"], ["close"]], err=("invalid-value", 5, "/a"))
    row("close nested", [["objectStart"], ["field", "a"], ["arrayStart"], ["emptyArray"], ["close"]],
        err=("invalid-value", 8, "/a"))
    row("close after error", [["arrayStart"], ["float64", "NaN"], ["close"]], err=("invalid-value", 1, "/0"))
    row("close separator", [["int", "1"], ["int", "2"], ["close"]], cfg={"separator": "\n"}, expect="1\n2")
    # a value that cannot be written after good output: the output before it is intact
    good = [["objectStart"], ["field", "id"], ["int", "42"], ["field", "tags"], ["arrayStart"], ["string", "a"],
            ["float64", "1.5"]]
    for k, bad_op in {"NaN": ["float64", "NaN"], "Infinity": ["float64", "Infinity"],
                      "-Infinity": ["float64", "-Infinity"], "bad number": ["number", "1e"],
                      "bad raw": ["raw", "[1,]"]}.items():
        row("good output then " + k, good + [bad_op, ["arrayEnd"]], err=("invalid-value", 24, "/tags/2"))
        row("good output then " + k + " at top", [["arrayStart"], ["arrayEnd"], bad_op], cfg={"separator": "\n"},
            err=("invalid-value", 2, ""))
    row("good output then bad UTF-8", good + [["stringHex", "61ff"]], err=("invalid-value", 24, "/tags/2"))

    with open(sys.argv[1], "w", encoding="utf-8") as f:
        for r in V:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(len(V), "rows")


main()
