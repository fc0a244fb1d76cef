#!/usr/bin/env python3
"""Ratios that moved between two headline files (bench/results/*.headline.md).

    python3 bench/compare_headlines.py BEFORE.headline.md AFTER.headline.md [--min 10]

Rows are matched by language and workload label (a label whose parenthesis only spells out
what an older label implied, see IMPLIED, matches the older label). For each row present in both, it
prints the ratio against the best peer (and against the best strict peer) before and
after, the change of each side's own figure (Riffle's time per op, the peer's), and
which peer was best; only rows whose ratio moved by more than --min percent are
listed, so a closing note can say why each one moved: Riffle got faster or slower, or
the peer's setup changed (its figure moved), or a different peer is now the best.
"""
import re
import sys

ROW = re.compile(r"^\|\s*(\d+\s*\|\s*)?(go|java)\s*\|")
FIG = re.compile(r":\s*([\d,\.]+)\s*(ns/op|ops/s|MB/s)")
RATIO = re.compile(r"\*\*([\d\.]+)×\*\*")


def figure(cell):
    """The number and unit in a 'name: 1,234 ns/op' cell, as time-like cost (lower is better)."""
    m = FIG.search(cell)
    if not m:
        return None
    v = float(m.group(1).replace(",", ""))
    return 1.0 / v if m.group(2) in ("ops/s", "MB/s") else v


def peer_name(cell):
    return cell.split(":")[0].strip() if ":" in cell else cell.strip()


def load(path):
    rows = {}
    for line in open(path, encoding="utf-8"):
        if not ROW.match(line):
            continue
        c = [x.strip() for x in line.strip().strip("|").split("|")]
        if c[0] in ("go", "java"):  # older headlines have no row number
            c = [""] + c
        if len(c) < 6:
            continue
        r = RATIO.search(c[5])
        rs = RATIO.search(c[7]) if len(c) > 7 else None
        rows[(c[1], c[2])] = {
            "ratio": float(r.group(1)) if r else None,
            "strict": float(rs.group(1)) if rs else None,
            "riffle": figure(c[3]),
            "peer": figure(c[4]),
            "peer_name": peer_name(c[4]),
        }
    return rows


# What a row's label says in parentheses today that older headlines left unsaid: Riffle's
# rows were hand-written and reused their writer, and Record2 read and wrote Strings.
IMPLIED = {"Riffle hand-written", "Riffle writer reused", "io=string"}


def earlier(key, before):
    """The before row matching key: the same label, or the label without a parenthesis
    that only spells out what the older label implied."""
    if key in before:
        return before[key]
    lang, label = key
    if label.endswith(")") and " (" in label:
        base, words = label[:-1].split(" (", 1)
        if all(w.strip() in IMPLIED for w in words.split(",")):
            return before.get((lang, base))
    return None


def change(a, b):
    return None if not a or not b else (b / a - 1) * 100


def main(argv):
    if len(argv) < 3:
        print(__doc__)
        return 2
    lim = float(argv[argv.index("--min") + 1]) if "--min" in argv else 10.0
    before, after = load(argv[1]), load(argv[2])
    print("| lang | workload | ratio before → after | strict before → after | Riffle time | peer time | best peer before → after |")
    print("|---|---|---|---|---|---|---|")
    fmt = lambda x: "—" if x is None else f"{x:.2f}×"
    pct = lambda x: "—" if x is None else f"{x:+.0f}%"
    n = 0
    matched = set()
    for key in after:
        a, b = earlier(key, before), after[key]
        if a is None:
            continue
        matched.add(id(a))
        moved = [change(a[k], b[k]) for k in ("ratio", "strict")]
        if not any(m is not None and abs(m) > lim for m in moved):
            continue
        n += 1
        peers = a["peer_name"] if a["peer_name"] == b["peer_name"] else f"{a['peer_name']} → {b['peer_name']}"
        print(f"| {key[0]} | {key[1]} | {fmt(a['ratio'])} → {fmt(b['ratio'])} | {fmt(a['strict'])} → {fmt(b['strict'])} "
              f"| {pct(change(a['riffle'], b['riffle']))} | {pct(change(a['peer'], b['peer']))} | {peers} |")
    only = [k for k in after if earlier(k, before) is None]
    gone = [k for k in before if id(before[k]) not in matched]
    print(f"\n{n} rows moved by more than {lim:g}% (of {len(matched)} in both); "
          f"new rows: {len(only)}; rows no longer present: {len(gone)}")
    for k in gone:
        print(f"- no longer present: {k[0]} {k[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
