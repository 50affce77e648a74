#! /bin/sh
# The verdict of make check-gcc: compare the results of GCC's testsuite
# without lockstep (WORKDIR/base) and with it (WORKDIR/plugin), as
# check-gcc.sh leaves them, against the expectations file.
#
# Prints the PASS/FAIL/... counts of both runs, every result that differs
# (each unexpected one marked UNEXPECTED, each listed one with its reason)
# and the internal compiler errors of the plugin run.  A difference is
# unexpected when the plugin run's result is FAIL, UNRESOLVED or ERROR, or
# is missing, and the expectations file does not list it; listed entries
# must be "FAIL: <name as in the .sum>  # reason" of a scan-tree-dump check
# that passes without the plugin.  Exits 0 when nothing is unexpected and
# no compile crashed, 1 otherwise, 2 on a setup error.
#
# Usage: compare-sums.sh WORKDIR [EXPECTED-FILE]
# Run alone, it compares the results of the last make check-gcc again:
#   sh testsuite/check-gcc/compare-sums.sh check-gcc-work \
#     testsuite/check-gcc/expected-differences.txt
#
# Copyright (C) 2026 The lockstep authors.
# This file is part of lockstep, GPLv3 or later.

me=check-gcc
workdir=$1
expected=${2:-}
[ -n "$workdir" ] || { echo "usage: compare-sums.sh WORKDIR [EXPECTED-FILE]" >&2; exit 2; }
for pass in base plugin; do
  for tool in gcc libgomp; do
    [ -f "$workdir/$pass/$tool/$tool.sum" ] || {
      echo "$me: no $workdir/$pass/$tool/$tool.sum; run make check-gcc" >&2
      exit 2
    }
  done
done
if [ -n "$expected" ] && [ ! -f "$expected" ]; then
  echo "$me: expectations file not found: $expected" >&2
  exit 2
fi
workdir=$(cd "$workdir" && pwd)
src=$workdir/src

# Internal compiler errors of the plugin run: the compilers' own messages in
# the full logs (effective-target probes included), not the result lines.
# Each appears twice in a log; keep one line per message and place.
ice_file=$workdir/plugin-ice.txt
grep -h 'internal compiler error' "$workdir/plugin/gcc/gcc.log" \
  "$workdir/plugin/libgomp/libgomp.log" | grep -v '^[A-Z]*: ' \
  | tr -d '\r' | sed "s|^$src/||" | sort -u > "$ice_file"

# Every result line of a .sum is STATUS: NAME; a NAME may repeat, so the
# Nth occurrence of NAME in one run is compared with the Nth in the other.
awk -v expected_file="$expected" -v ice_file="$ice_file" '
function status_of(line) { return substr(line, 1, index(line, ":") - 1) }
function name_of(line) { return substr(line, index(line, ":") + 2) }
function bad(s) { return s == "FAIL" || s == "UNRESOLVED" || s == "ERROR" }
BEGIN {
  statuses = "PASS FAIL XFAIL XPASS UNRESOLVED UNSUPPORTED UNTESTED ERROR"
  nstat = split(statuses, stat, " ")
  nexp = 0
  if (expected_file != "") {
    while ((getline line < expected_file) > 0) {
      if (line ~ /^[ \t]*(#|$)/) continue
      i = index(line, "  #")
      reason = i ? substr(line, i + 3) : ""
      sub(/^[ \t]+/, "", reason)
      entry = i ? substr(line, 1, i - 1) : line
      sub(/[ \t]+$/, "", entry)
      if (reason == "" || entry !~ /^FAIL: .* scan-(ltrans-)?tree-dump/) {
        printf "check-gcc: %s: not \"FAIL: ... scan-tree-dump...  # reason\": %s\n", \
          expected_file, line
        setup_error = 1
        continue
      }
      expect[entry] = reason
      order[++nexp] = entry
    }
  }
}
/^(PASS|FAIL|XFAIL|XPASS|UNRESOLVED|UNSUPPORTED|UNTESTED|ERROR): / {
  s = status_of($0); n = name_of($0)
  sub(/[ \t\r]+$/, "", n)
  count[run, s]++
  key = n SUBSEP (++seen[run, n])
  res[run, key] = s
  if (!(key in known)) { known[key] = 1; keys[++nkeys] = key }
}
END {
  if (setup_error) exit 2
  printf "\n%-16s", ""
  for (i = 1; i <= nstat; i++) printf " %s", stat[i]
  printf "\n"
  split("base plugin", runs, " ")
  label["base"] = "without plugin"; label["plugin"] = "with plugin"
  for (r = 1; r <= 2; r++) {
    printf "%-16s", label[runs[r]]
    for (i = 1; i <= nstat; i++)
      printf(" %" length(stat[i]) "d", count[runs[r], stat[i]])
    printf "\n"
  }
  ndiff = 0; nunexp = 0
  printf "\nDifferences (without plugin -> with plugin):\n"
  for (k = 1; k <= nkeys; k++) {
    key = keys[k]
    b = ((("base", key) in res) ? res["base", key] : "(none)")
    p = ((("plugin", key) in res) ? res["plugin", key] : "(none)")
    if (b == p) continue
    split(key, kk, SUBSEP); n = kk[1]
    ndiff++
    line = p ": " n
    if (p == "FAIL" && b == "PASS" && (line in expect)) {
      printf "  %s -> %s: %s\n      expected: %s\n", b, p, n, expect[line]
      used[line] = 1
    } else if (bad(p) || p == "(none)") {
      printf "  %s -> %s: %s\n      UNEXPECTED\n", b, p, n
      nunexp++
    } else
      printf "  %s -> %s: %s\n", b, p, n
  }
  if (ndiff == 0) printf "  none\n"
  for (i = 1; i <= nexp; i++)
    if (!(order[i] in used))
      printf "warning: expected difference not seen, remove it from %s: %s\n", \
        expected_file, order[i]
  nice = 0
  while ((getline line < ice_file) > 0) {
    if (!nice++) printf "\nInternal compiler errors with the plugin:\n"
    printf "  %s\n", line
  }
  close(ice_file)
  printf "\ncheck-gcc: %d differences, %d unexpected, %d internal compiler errors with the plugin\n", \
    ndiff, nunexp, nice
  exit (nunexp || nice) ? 1 : 0
}' run=base "$workdir/base/gcc/gcc.sum" "$workdir/base/libgomp/libgomp.sum" \
   run=plugin "$workdir/plugin/gcc/gcc.sum" \
   "$workdir/plugin/libgomp/libgomp.sum" \
  && status=0 || status=$?

# The full results stay in the work directory for inspection.
echo "$me: results in $workdir/{base,plugin}/{gcc/gcc,libgomp/libgomp}.{sum,log}"
case $status in
  0) echo "$me: PASS (no new failure and no internal compiler error with the plugin)" ;;
  1) echo "$me: FAIL (new failures or internal compiler errors with the plugin)" ;;
esac
exit $status
