#!/usr/bin/env bash
# JMH with the libraries' forks interleaved: for each round, each benchmark of a group runs
# one JMH fork (-f 1 -wi 3 -i 5 -w 1s -r 1s) in turn (the order rotating from round to
# round), so that on a shared machine whose
# speed drifts over minutes every library sees the same phases. Prints, per group and JDK,
# each library's median fork score over the rounds, Riffle's ratio to it, and in how many
# rounds Riffle's fork beat that library's fork of the same round.
#
#   bench/java/interleave.sh --out DIR [--rounds 4] [--jdks "17 25"] GROUP...
#
# A GROUP is CLASS:METHOD,METHOD,... with Riffle's method first, e.g.
#   TwitterBench:riffle_skip,jsoniter_skip,jackson_skip
# A METHOD with JMH parameters needs them pinned, one run per fork: METHOD@NAME=VALUE[@...],
# e.g. TwitterBench:riffle_write@writer=reused,jackson_write@jackson=fast-double
# (quick-set.txt lists the parameters of each row). For the interleaving of the whole
# measurement run see run.sh and dev.riffle.bench.Rounds.
# Uses target/benchmarks.jar as built by run.sh or paired.sh.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
out="" rounds=4 jdks="17 25" groups=()
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="$2"; shift ;;
    --rounds) rounds="$2"; shift ;;
    --jdks) jdks="$2"; shift ;;
    -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
    *) groups+=("$1") ;;
  esac
  shift
done
[ -n "$out" ] && [ ${#groups[@]} -gt 0 ] || { echo "interleave.sh: --out DIR and at least one GROUP needed" >&2; exit 2; }
mkdir -p "$out"
export RIFFLE_TESTDATA="${RIFFLE_TESTDATA:-$(cd "$root/.." && pwd)/shared/testdata}"
jar="$here/target/benchmarks.jar"

for v in $jdks; do
  java="$("$root/.ci/find-jdk" "$v")/bin/java"
  for g in "${groups[@]}"; do
    cls=${g%%:*}
    IFS=, read -r -a methods <<< "${g#*:}"
    for ((r = 1; r <= rounds; r++)); do
      # Rotate the order each round, so that no library always runs first (or last).
      k=${#methods[@]}
      for ((j = 0; j < k; j++)); do
        m=${methods[$(( (j + r - 1) % k ))]}
        f="$out/jdk$v-$cls-$m-r$r.json"
        [ -s "$f" ] && continue
        extra=()
        case "$m" in jsoniterDynamic_*) extra=(--jvmArgsAppend --add-opens=java.base/java.lang=ALL-UNNAMED) ;; esac
        IFS=@ read -r -a pinned <<< "$m"
        for p in "${pinned[@]:1}"; do extra+=(-p "$p"); done
        "$java" -jar "$jar" "dev\.riffle\.bench\.$cls\.${pinned[0]}\$" -f 1 -wi 3 -i 5 -w 1s -r 1s "${extra[@]}" \
          -rf json -rff "$f" > "$out/last.log" 2>&1 || { echo "interleave.sh: $cls.$m failed, see $out/last.log" >&2; exit 1; }
      done
    done
  done
done

{
  echo "# bench/java/interleave.sh, git $(git -C "$root" rev-parse --short HEAD), $rounds rounds, forks interleaved (-f 1 -wi 3 -i 5 -w 1s -r 1s each)"
  for v in $jdks; do
    for g in "${groups[@]}"; do
      cls=${g%%:*}
      IFS=, read -r -a methods <<< "${g#*:}"
      riffle=${methods[0]}
      line="JDK $v $cls ${riffle#riffle_}: riffle $(for ((r = 1; r <= rounds; r++)); do jq '.[0].primaryMetric.score' "$out/jdk$v-$cls-$riffle-r$r.json"; done | sort -g | awk '{a[NR]=$1} END {printf "%.0f", (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}') ops/s"
      for m in "${methods[@]:1}"; do
        wins=0 rs=() ps=()
        for ((r = 1; r <= rounds; r++)); do
          a=$(jq '.[0].primaryMetric.score' "$out/jdk$v-$cls-$riffle-r$r.json")
          b=$(jq '.[0].primaryMetric.score' "$out/jdk$v-$cls-$m-r$r.json")
          rs+=("$a") ps+=("$b")
          if awk -v a="$a" -v b="$b" 'BEGIN {exit !(a > b)}'; then wins=$((wins + 1)); fi
        done
        med() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}'; }
        mr=$(med "${rs[@]}") mp=$(med "${ps[@]}")
        line+=" | ${m%%_*} $(printf '%.0f' "$mp") ops/s, Riffle ÷ it $(awk -v a="$mr" -v b="$mp" 'BEGIN {printf "%.2f", a / b}')×, Riffle won $wins/$rounds rounds"
      done
      echo "$line"
    done
  done
} | tee "$out/summary.txt"
