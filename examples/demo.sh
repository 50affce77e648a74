#! /bin/sh
# The README's main job: compile an example with and without lockstep, show
# lockstep's -fopt-info-vec report, check that both programs print the same
# checksum and report the speedup (best of 5 runs each).
# Usage: demo.sh GCC PLUGIN EXAMPLES-DIR [EXAMPLE]
# Copyright (C) 2026 The lockstep authors.
# This file is part of lockstep, GPLv3 or later.

set -e
gcc=$1
plugin=$2
dir=$3
example=${4:-mandelbrot}
src=$dir/$example.c
[ -r "$src" ] || src=$dir/saxpy.c
example=$(basename "$src" .c)
flags="-O3 -march=native -fopenmp-simd"
tmp=${TMPDIR:-/tmp}/lockstep-demo.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT

echo "== $gcc $flags $example.c"
"$gcc" $flags "$src" -o "$tmp/plain" -lm
echo "== $gcc $flags -fplugin=lockstep -fopt-info-vec $example.c"
"$gcc" $flags -fplugin="$plugin" -fopt-info-vec "$src" -o "$tmp/lockstep" -lm 2>&1 \
  | grep -E 'lockstep' || echo "(lockstep reported nothing)"

best () {
  b=
  for i in 1 2 3 4 5; do
    t=$("$1" | sed -n 's/^time \([0-9.]*\) s$/\1/p')
    if [ -z "$b" ] || awk "BEGIN { exit !($t < $b) }"; then b=$t; fi
  done
  echo "$b"
}
sum_plain=$("$tmp/plain" | grep checksum)
sum_lock=$("$tmp/lockstep" | grep checksum)
echo "== plain GCC:  $sum_plain"
echo "== lockstep:   $sum_lock"
if [ "$sum_plain" != "$sum_lock" ]; then
  echo "error: the outputs differ" >&2
  exit 1
fi
t_plain=$(best "$tmp/plain")
t_lock=$(best "$tmp/lockstep")
echo "== time (best of 5): plain GCC $t_plain s, lockstep $t_lock s"
echo "== speedup: $(awk "BEGIN { printf \"%.2f\", $t_plain / $t_lock }")x"
