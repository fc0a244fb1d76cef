#!/usr/bin/env bash
# Long run of the Go-Java differential harness (docs/robustness.md).
#
#   go/cmd/riffle-xlang/run.sh [SECONDS] [BATCH]     (defaults: 3600 seconds, 50000 inputs)
#
# Run from the repository root after `cd java && mvn -q -DskipTests test-compile` (or set
# XLANG_JAVA_CP to a classpath holding dev.riffle.* and dev.riffle.robust.XlangMain).
# Round 0 packs the shared vectors (testdata/), the fuzz seed corpora (testdata/fuzz/)
# and, if present, the Go fuzz cache; then each round generates a fresh batch (seed =
# round), evaluates it in Go and in Java and compares: odd rounds with MaxDepth 16, and
# rounds 2 and 3 of every four with the string and number length limits at 8 bytes (the
# generated strings and numbers cross 8 bytes often, so the exact limit rule of
# docs/design/core-v2.md is compared on every kind of bad byte at the boundary). Disagreeing batches are kept in $XLANG_WORK/failed-*.
# Prints one line per round and a total; exits 1 if any input disagreed.
set -euo pipefail
seconds=${1:-3600}
batch=${2:-50000}
root=$(pwd)
work=${XLANG_WORK:-$(mktemp -d)}
mkdir -p "$work"
cp=${XLANG_JAVA_CP:-$root/java/core/target/classes:$root/java/core/target/test-classes}
java=${JAVA:-$("$root/.ci/find-jdk" 17)/bin/java}
(cd "$root/go" && go build -o "$work/riffle-xlang" ./cmd/riffle-xlang)
x=$work/riffle-xlang
end=$(( $(date +%s) + seconds ))
total=0 bad=0 round=0
while :; do
  if (( round == 0 )); then
    sources=("$root/testdata" "$(cd "$root/go" && go env GOCACHE)/fuzz")
    existing=()
    for s in "${sources[@]}"; do [[ -e $s ]] && existing+=("$s"); done
    "$x" pack "${existing[@]}" > "$work/batch.hex"
  else
    "$x" gen -n "$batch" -seed "$round" > "$work/batch.hex"
  fi
  depth=0 lim=0
  (( round % 2 == 1 )) && depth=16
  (( round % 4 >= 2 )) && lim=8
  opts=(-depth "$depth" -strlimit "$lim" -numlimit "$lim")
  "$x" eval "${opts[@]}" < "$work/batch.hex" > "$work/go.txt"
  "$java" -Xss1g -cp "$cp" dev.riffle.robust.XlangMain "${opts[@]}" < "$work/batch.hex" > "$work/java.txt"
  n=$(wc -l < "$work/batch.hex")
  if "$x" compare "$work/batch.hex" "$work/go.txt" "$work/java.txt" > "$work/compare.txt"; then
    echo "round $round: $n inputs, depth $depth, length limits $lim, agree"
  else
    d=$(tail -1 "$work/compare.txt")
    echo "round $round: $n inputs, depth $depth, length limits $lim, DISAGREE: $d"
    mkdir -p "$work/failed-$round" && cp "$work"/{batch.hex,go.txt,java.txt,compare.txt} "$work/failed-$round/"
    bad=$(( bad + $(grep -o '[0-9]* disagreements' "$work/compare.txt" | cut -d' ' -f1) ))
  fi
  total=$(( total + n ))
  round=$(( round + 1 ))
  (( $(date +%s) >= end )) && break
done
echo "riffle-xlang: $round rounds, $total inputs, $bad disagreements, work dir $work"
(( bad == 0 ))
