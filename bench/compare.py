#!/usr/bin/env python3
"""Before -> after of Riffle's rows from two benchmark results files (bench/results/*.jsonl).

    python3 bench/compare.py BEFORE.jsonl[,MORE.jsonl] AFTER.jsonl[,MORE.jsonl] [--limit 5]

A side may be several files joined with commas (a run split into Go and Java halves).
Rows are matched by language, workload, operation, config (the words in IMPLIED
dropped: what earlier rows did before their parameter existed) and JDK; Go rows compare
ns/op, Java rows compare ns/op computed from ops/s. Prints a Markdown table of every
Riffle row present on both sides, with the change in time per op (positive = slower),
and lists rows present on one side only. Exits 1 when a row is more than --limit percent
slower (the rule of issue 12), so a script can hold a change to it.
"""
import json
import sys


# Config words that name what a row did before the parameter existed, dropped so that
# the row matches its earlier self: skips read bytes (input=bytes), Riffle's Java rows
# were hand-written (hand-written), Record2 read and wrote Strings (io=string), and
# Riffle's Java writes reset one JsonStream per op (writer=reused).
IMPLIED = {"input=bytes", "hand-written", "io=string", "writer=reused"}

# Riffle's Go rows renamed since, old name -> new: the hand-written Stream rows, which
# reused one Stream and its buffer, are the "-reuse" rows now (they also switched to
# pre-encoded names and member calls, docs/design/stream.md).
RENAMED = {"stream-by-hand": "stream-by-hand-reuse"}


def load(spec):
    rows = {}
    for path in spec.split(","):
        for line in open(path):
            line = line.strip()
            if not line:
                continue
            r = json.loads(line)
            if r.get("library") != "riffle" or r.get("status", "ok") != "ok":
                continue
            if r.get("language") == "java":
                ops = r.get("ops_per_s")
                if not ops:
                    continue
                ns = 1e9 / ops
            else:
                ns = r.get("ns_per_op")
                if not ns:
                    continue
            config = ",".join(c for c in (r.get("config") or "").split(",") if c and c not in IMPLIED)
            config = RENAMED.get(config, config)
            key = (r.get("language"), r.get("workload"), r.get("operation"), config, r.get("jdk") or "")
            rows[key] = ns
    return rows


def main(argv):
    limit = 5.0
    args = []
    i = 0
    while i < len(argv):
        if argv[i] == "--limit":
            limit = float(argv[i + 1])
            i += 2
            continue
        args.append(argv[i])
        i += 1
    if len(args) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    before, after = load(args[0]), load(args[1])
    print("| lang | row | before ns/op | after ns/op | change |")
    print("|---|---|---:|---:|---:|")
    worse = 0
    for key in sorted(set(before) & set(after)):
        lang, workload, op, config, jdk = key
        b, a = before[key], after[key]
        change = (a - b) / b * 100
        flag = ""
        if change > limit:
            worse += 1
            flag = " **"
        row = f"{workload} {op} {config}".strip() + (f" JDK {jdk}" if jdk else "")
        print(f"| {lang} | {row} | {b:,.0f} | {a:,.0f} | {change:+.1f}%{flag} |")
    only_b = sorted(set(before) - set(after))
    only_a = sorted(set(after) - set(before))
    if only_b:
        print(f"\nOnly before ({len(only_b)}): " + "; ".join(" ".join(k for k in key if k) for key in only_b))
    if only_a:
        print(f"\nOnly after ({len(only_a)}): " + "; ".join(" ".join(k for k in key if k) for key in only_a))
    print(f"\n{worse} row(s) more than {limit:g}% slower (marked **).")
    return 1 if worse else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
