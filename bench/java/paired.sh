#!/usr/bin/env bash
# Paired (interleaved) comparison of Riffle with Jackson and jsoniter-java on the iterator
# and writer workloads of issue 4, in one JVM per repeat: see dev.riffle.bench.Paired.
# A second opinion next to JMH on a noisy shared machine, where sequential JMH runs of two
# libraries can land in different phases of the host's load.
#
#   bench/java/paired.sh [--no-build] [--jdks "17 25"] [--repeats 3] [--out FILE] [--only REGEX]
#
# --only keeps the cases whose "CLASS METHODS" line matches the (grep -E) REGEX, e.g. 'write'.
#
# Prints one line per workload and JDK: the median over repeats of each peer's
# per-round-median ops/s divided by Riffle's (below 1: Riffle is faster), and the
# individual repeats. Uses target/benchmarks.jar (built first unless --no-build).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
build=1 jdks="17 25" repeats=3 out=/dev/stdout only=""
while [ $# -gt 0 ]; do
  case "$1" in
    --no-build) build=0 ;;
    --jdks) jdks="$2"; shift ;;
    --repeats) repeats="$2"; shift ;;
    --out) out="$2"; shift ;;
    --only) only="$2"; shift ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) echo "paired.sh: unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done
export RIFFLE_TESTDATA="${RIFFLE_TESTDATA:-$(cd "$root/.." && pwd)/shared/testdata}"
build_jdk=$("$root/.ci/find-jdk" 17)
jar="$here/target/benchmarks.jar"
if [ "$build" = 1 ]; then
  (cd "$here" && JAVA_HOME="$build_jdk" mvn -B -q -f ../../java/pom.xml -DskipTests install)
  (cd "$here" && JAVA_HOME="$build_jdk" mvn -B -q -DskipTests package)
fi

cases=(
  "SmallPayloadBench riffle_read,jackson_read,jsoniter_read"
  "MediumPayloadBench riffle_read,jackson_read,jsoniter_read"
  "TwitterBench riffle_skip,jackson_skip,jsoniter_skip"
  "CitmCatalogBench riffle_skip,jackson_skip,jsoniter_skip"
  "CanadaBench riffle_skip,jackson_skip,jsoniter_skip"
  "TwitterBench riffle_validate,jackson_validate"
  "CitmCatalogBench riffle_validate,jackson_validate"
  "CanadaBench riffle_validate,jackson_validate"
  "TwitterBench riffle_write,jackson_write,jsoniter_write"
  "CitmCatalogBench riffle_write,jackson_write,jsoniter_write"
  "CanadaBench riffle_write,jackson_write"
  "UniqueNamesBench riffle_write,jackson_write,jsoniter_write"
)
{
  echo "# bench/java/paired.sh, git $(git -C "$root" rev-parse --short HEAD), $(date -u +%Y-%m-%dT%H:%MZ), $repeats repeats x 60 rounds x 50 ms"
  echo "# peer ops/s / Riffle ops/s: below 1 means Riffle is faster"
  for v in $jdks; do
    java="$("$root/.ci/find-jdk" "$v")/bin/java"
    for c in "${cases[@]}"; do
      if [ -n "$only" ] && ! grep -qE -- "$only" <<< "$c"; then continue; fi
      read -r cls methods <<< "$c"
      line="JDK $v $cls $(echo "$methods" | cut -d, -f1 | sed 's/riffle_//'):"
      declare -A reps=()
      for ((i = 0; i < repeats; i++)); do
        while read -r name _ ratio _; do
          reps[$name]+="$ratio "
        done < <("$java" -Xms1g -Xmx1g -cp "$jar" dev.riffle.bench.Paired "$cls" "$methods" 60 50 30 | tail -n +3)
      done
      for name in "${!reps[@]}"; do
        med=$(echo "${reps[$name]}" | tr ' ' '\n' | grep . | sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2}')
        line+=" ${name%%_*} $med [${reps[$name]% }]"
      done
      unset reps
      echo "$line"
    done
  done
} > "$out"
