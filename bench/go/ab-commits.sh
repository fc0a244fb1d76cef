#!/usr/bin/env bash
# Before -> after of Riffle's Go rows between two commits, without the noise of quick mode:
# builds this harness (bench/go) at each COMMIT (in a temporary git worktree, so the
# harness and the library are both that commit's) and runs the rows matching REGEX with
# each binary in turn, ROUNDS times (-test.benchtime 1s, nice -n -10 when allowed). Prints
# one line per row: the median over the rounds of (ns/op at the first commit) / (ns/op at
# the second), so above 1 means the second is faster, with the lowest and highest round,
# then both medians in ns/op.
#
#   bench/go/ab-commits.sh [--rounds 3] OLD_COMMIT NEW_COMMIT REGEX
#
# REGEX is a -test.bench pattern, e.g. 'JSON/twitter.json/write-struct/riffle/'. The rows
# must exist at both commits. RIFFLE_TESTDATA as for bench/run.sh.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
rounds=3
if [ "${1:-}" = "--rounds" ]; then rounds="$2"; shift 2; fi
if [ $# -ne 3 ]; then sed -n '2,14p' "$0"; exit 2; fi
old=$1 new=$2 regex=$3
export RIFFLE_TESTDATA=${RIFFLE_TESTDATA:-$root/../shared/testdata}
tmp=$(mktemp -d)
trap 'for c in a b; do git -C "$root" worktree remove --force "$tmp/$c" 2>/dev/null || true; done; rm -rf "$tmp"' EXIT
for c in a b; do
  commit=$old; [ $c = b ] && commit=$new
  git -C "$root" worktree add --detach -q "$tmp/$c" "$commit"
  (cd "$tmp/$c/bench/go" && go test -c -o "$tmp/$c.test" .)
done
nice_cmd=(nice -n -10); "${nice_cmd[@]}" true 2>/dev/null || nice_cmd=()
for r in $(seq "$rounds"); do
  for c in a b; do
    "${nice_cmd[@]}" "$tmp/$c.test" -test.run '^$' -test.bench "$regex" -test.benchtime 1s \
      | awk -v r="$r" -v c="$c" '/ns\/op/ {print r, c, $1, $3}' >>"$tmp/samples.txt"
  done
done
python3 - "$tmp/samples.txt" <<'PY'
import collections, statistics, sys
ns = collections.defaultdict(dict)
for line in open(sys.argv[1]):
    r, c, name, v = line.split()
    ns[(name, c)][r] = float(v)
for name in dict.fromkeys(n for n, _ in ns):
    a, b = ns[(name, "a")], ns.get((name, "b"), {})
    ratios = [a[r] / b[r] for r in a if r in b]
    if ratios:
        print(f"{statistics.median(ratios):6.3f} [{min(ratios):.3f}-{max(ratios):.3f}]"
              f" {statistics.median(a.values()):12.0f} {statistics.median(b.values()):12.0f}  {name}")
PY
