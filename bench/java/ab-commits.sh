#!/usr/bin/env bash
# Before -> after of Riffle's Java core between commits, without the noise of quick mode:
# builds riffle-core at each COMMIT (in a temporary git worktree) and runs the benchmarks
# matching REGEX with one JMH fork per commit in turn, ROUNDS times (-wi 3 -i 5 -w 1s -r 1s),
# each core jar put in front of the harness jar on the class path (its classes win). Prints
# one line per fork: round, commit, benchmark, params, ops/s.
#
#   bench/java/ab-commits.sh [--jdk 17] [--rounds 3] [--bench-jar JAR] REGEX COMMIT...
#
# MVN_ARGS adds words to the Maven command line (e.g. MVN_ARGS="-o" offline); JMH_ARGS adds
# words to the JMH command line (e.g. JMH_ARGS="-p io=bytes -p writer=reused" for fewer rows).
# The harness jar (default bench/java/target/benchmarks.jar, built by run.sh) must only call
# core API that every COMMIT has: for rows added later, pass an older harness jar. Issue 12
# used it for the Java skip/validate/read rows (ce9114e against the fixes); see
# docs/design/iterator-java.md, "Keeping the hot paths inlined".
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
jdk=17 rounds=3 jar="$here/target/benchmarks.jar" args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --jdk) jdk="$2"; shift ;;
    --rounds) rounds="$2"; shift ;;
    --bench-jar) jar="$2"; shift ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    *) args+=("$1") ;;
  esac
  shift
done
[ ${#args[@]} -ge 2 ] || { sed -n '2,14p' "$0"; exit 2; }
regex=${args[0]}
commits=("${args[@]:1}")
export RIFFLE_TESTDATA="${RIFFLE_TESTDATA:-$(cd "$root/.." && pwd)/shared/testdata}"
java="$("$root/.ci/find-jdk" "$jdk")/bin/java"
build_jdk=$("$root/.ci/find-jdk" 17)
work=$(mktemp -d)
trap 'git -C "$root" worktree remove --force "$work/tree" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

git -C "$root" worktree add -q --detach "$work/tree" "${commits[0]}"
for c in "${commits[@]}"; do
  git -C "$work/tree" checkout -q --detach "$c"
  # shellcheck disable=SC2086 # MVN_ARGS is a list of words (e.g. "-o -Dmaven.repo.local=DIR")
  (cd "$work/tree/java" && JAVA_HOME="$build_jdk" mvn -B -q ${MVN_ARGS:-} -pl core -DskipTests \
     -Dmaven.javadoc.skip=true -Dmaven.source.skip=true package >"$work/build-$c.log" 2>&1) ||
    { echo "ab-commits.sh: riffle-core does not build at $c:" >&2; tail -20 "$work/build-$c.log" >&2; exit 1; }
  cp "$work/tree/java/core/target/riffle-core-0.1.0-SNAPSHOT.jar" "$work/core-$c.jar"
done

for r in $(seq "$rounds"); do
  for c in "${commits[@]}"; do
    rm -f "$work/out.json"
    # shellcheck disable=SC2086 # JMH_ARGS is a list of words
    "$java" -cp "$work/core-$c.jar:$jar" org.openjdk.jmh.Main "$regex" -f 1 -wi 3 -i 5 -w 1s -r 1s \
      -rf json -rff "$work/out.json" ${JMH_ARGS:-} >"$work/jmh.log" 2>&1 || true
    [ -s "$work/out.json" ] || { echo "$r $c FAILED: $(grep -iE 'error|exception' "$work/jmh.log" | head -2)"; continue; }
    python3 - "$r" "$c" "$work/out.json" <<'PY'
import json, sys
for b in json.load(open(sys.argv[3])):
    p = ",".join(f"{k}={v}" for k, v in (b.get("params") or {}).items())
    name = ".".join(b["benchmark"].split(".")[-2:])
    print(sys.argv[1], sys.argv[2], name, p or "-", round(b["primaryMetric"]["score"], 1), flush=True)
PY
  done
done
