#!/usr/bin/env python3
"""Issue 15's speed target (Go Bind) from one results file of `make bench`.

    python3 bench/go_bind_targets.py bench/results/RUN.jsonl

Per workload and direction it prints Riffle's row against the fastest peer row of the
same work, as Riffle's speed over the peer's (above 1 is faster): the median of the
per-round ratios, with the lowest and highest round. Then the geometric mean per
direction (per round: the mean of that round's ratios), which the issue wants at 1.2x
or more. Two pairings:

- decode: `unmarshal-fastest` against the fastest peer row of any configuration, and
  `unmarshal-std-compatible` against the fastest peer row in a compatible configuration
  (encoding/json's v1 API, jsoniter `std-compatible`, sonic `config-std`; see
  `compatible`); fastjson's own-tree row is not a decode into `any` and is left out.
  Where a peer row skips what no field takes without validating it (sonic
  `config-fastest`, UNCHECKED_SKIP) and the file has Riffle's
  `unmarshal-fastest(unchecked-skip)` row (Config.UncheckedSkip, the same work), that
  peer is set against that row and the other peers against `unmarshal-fastest`; the
  `fastest` line is then the lower of the two ratios, and names the Riffle row it used;
- encode: `MarshalTo-reuse(fastest)` against the fastest peer row that reuses its
  buffer (`reuse` in its API), `marshal-alloc(fastest)` against the fastest peer row
  that allocates, and the two `(compatible)` rows against the compatible ones. Riffle
  checks the UTF-8 of every string it writes (ill-formed bytes become U+FFFD, as in
  encoding/json), so these pairings take only peer rows that check it too; the rows
  that copy strings unchecked (UNCHECKED_UTF8, which can write invalid JSON) are set
  against Riffle's on lines of their own (`... vs no UTF-8 check`), kept out of the
  like-for-like geometric means but printed beside them.

Rows a file lacks are left out (older runs have fewer encode workloads).
"""
import json
import math
import statistics
import sys

from go_core_targets import UNCHECKED_SKIP, speed_ratio as ratio, summary

DECODE = [("small", "decode"), ("medium", "decode"), ("large", "count"), ("record2", "read"),
          ("twitter.json", "struct"), ("citm_catalog.json", "struct"), ("canada.json", "struct"),
          ("twitter.json", "generic"), ("citm_catalog.json", "generic"), ("canada.json", "generic")]
# Riffle's decode row with Config.UncheckedSkip (bench/go/riffle_unmarshal.go).
UNCHECKED_API = "unmarshal-fastest(unchecked-skip)"
# Peer write rows that copy a string's bytes without checking its UTF-8 (sonic without
# ValidateString, jsoniter without EscapeHTML): less work than Riffle's rows. The same
# list as utf8UncheckedWriters in bench/go/cases_write.go, where TestUTF8UncheckedWriters
# checks it against what each row writes.
UNCHECKED_UTF8 = {("jsoniter", "marshal-fastest"), ("jsoniter", "Stream.WriteVal-reuse(fastest)"),
                  ("jsoniter", "stream-by-hand-reuse(fastest)"),
                  ("sonic", "default"), ("sonic", "config-fastest"), ("sonic", "EncodeInto-reuse(fastest)")}
ENCODE = [("small", "write"), ("medium", "write"), ("large", "write"), ("record2", "write"),
          ("twitter.json", "write-struct"), ("citm_catalog.json", "write-struct"), ("canada.json", "write-struct"),
          ("twitter.json", "write"), ("citm_catalog.json", "write"), ("canada.json", "write")]


def compatible(r):
    """Whether a peer row does encoding/json's work (sorted keys, HTML escaping, its
    case-insensitive names): encoding/json's v1 API (also on the v2 engine), jsoniter
    `std-compatible`, sonic `config-std`. encoding/json/v2 (`stdv2`) is not: its defaults
    differ (unsorted map keys, no HTML escaping, exact names)."""
    return r["library"] in ("std", "std-v2exp") or "std-compatible" in r["config"] or r["config"] == "config-std"


def same_work(r, op):
    """Whether a peer row decodes into what Riffle decodes into: for the generic rows,
    Go's `any` tree (fastjson's row parses into its own tree instead)."""
    return not (op == "generic" and "own-tree" in r["config"])


def pairs(rows):
    """(direction, label, riffle row, peer row) for every comparison the file has."""
    out = []
    for direction, workloads in (("decode", DECODE), ("encode", ENCODE)):
        for w, op in workloads:
            rs = [r for r in rows if r["workload"] == w and r["operation"] == op]
            peers = [r for r in rs if r["library"] != "riffle" and same_work(r, op)]
            mine = {r["config"]: r for r in rs if r["library"] == "riffle"}
            if not peers or not mine:
                continue
            if direction == "decode":
                suffix = "(any)" if op == "generic" else ""
                unchecked = [r for r in peers if (r["library"], r["config"]) in UNCHECKED_SKIP]
                if suffix or UNCHECKED_API not in mine or not unchecked:
                    # Decoding into `any` skips nothing: every peer row does the same work.
                    fastest = [("fastest", "unmarshal-fastest" + suffix, peers)]
                else:
                    fastest = [("fastest", "unmarshal-fastest", [r for r in peers if r not in unchecked]),
                               ("fastest", UNCHECKED_API, unchecked)]
                plan = fastest + [("compatible", "unmarshal-std-compatible" + suffix,
                                   [r for r in peers if compatible(r)])]
            else:
                lax = [r for r in peers if (r["library"], r["config"]) in UNCHECKED_UTF8]
                reuse = [r for r in peers if "reuse" in r["config"].lower() and r not in lax]
                alloc = [r for r in peers if "reuse" not in r["config"].lower() and r not in lax]
                plan = [("fastest, reuse", "MarshalTo-reuse(fastest)", reuse),
                        ("fastest, alloc", "marshal-alloc(fastest)", alloc),
                        ("compatible, reuse", "MarshalTo-reuse(compatible)", [r for r in reuse if compatible(r)]),
                        ("compatible, alloc", "marshal-alloc(compatible)", [r for r in alloc if compatible(r)]),
                        ("fastest, reuse, vs no UTF-8 check", "MarshalTo-reuse(fastest)",
                         [r for r in lax if "reuse" in r["config"].lower()]),
                        ("fastest, alloc, vs no UTF-8 check", "marshal-alloc(fastest)",
                         [r for r in lax if "reuse" not in r["config"].lower()])]
            chosen = {}
            for kind, config, pool in plan:
                if config in mine and pool:
                    best = min(pool, key=lambda r: r["ns_per_op"])
                    pair = (mine[config], best)
                    # Two pairings of one kind (fastest, checked and unchecked skip): the lower.
                    if kind not in chosen or median_ratio(pair) < median_ratio(chosen[kind]):
                        chosen[kind] = pair
            for kind, (m, best) in chosen.items():
                out.append((direction, kind, "%s %s" % (w, op), m, best))
    return out



def median_ratio(pair):
    mine, best = pair
    return statistics.median(ratio(best, mine).values())


def main(path):
    with open(path) as f:
        rows = [r for r in (json.loads(line) for line in f if line.strip())
                if r.get("language") == "go" and r.get("status") == "ok"]
    groups = {}
    print("| direction | pairing | workload | Riffle ÷ fastest peer | that peer |")
    print("|---|---|---|---|---|")
    for direction, kind, label, mine, best in pairs(rows):
        rr = ratio(best, mine)
        groups.setdefault((direction, kind), []).append(rr)
        peer = "%s `%s`" % (best["library"], best["config"])
        if mine["config"] == UNCHECKED_API:
            peer += " (Riffle `%s`)" % UNCHECKED_API
        print("| %s | %s | %s | %s | %s |" % (direction, kind, label, summary(rr), peer))
    print("\n| direction | pairing | rows | geometric mean | rows below 1 |")
    print("|---|---|---|---|---|")
    for (direction, kind), rrs in groups.items():
        common = set.intersection(*(set(x) for x in rrs))
        mean = {k: math.exp(sum(math.log(x[k]) for x in rrs) / len(rrs)) for k in common}
        below = sum(1 for x in rrs if statistics.median(x.values()) < 1)
        print("| %s | %s | %d | %s | %d |" % (direction, kind, len(rrs), summary(mean), below))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    main(sys.argv[1])
