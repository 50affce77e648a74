#! /bin/sh
# make check-gcc: run GCC's own omp simd tests against the installed GCC
# twice, without and with lockstep loaded, and compare the two runs.
#
# The tests come from GCC's source (Debian package gcc-12-source), extracted
# into the work directory at each run:
#   gcc.dg/gomp      all of gomp.exp (compile tests, omp simd included);
#   gcc.dg/vect      the tests about omp simd and simd clones (name or
#                    contents mention simd), under vect.exp;
#   libgomp.c        the run tests about simd in libgomp.c and
#                    libgomp.c-c++-common (name or contents mention simd),
#                    under libgomp's c.exp, linked with the installed libgomp.
# Both runs use GCC's testsuite the way it tests an installed compiler
# (runtest --tool gcc / libgomp with GCC_UNDER_TEST in site.exp); the plugin
# run adds TOOL_OPTIONS=-fplugin=WORKDIR/lockstep.so
# -fplugin-arg-lockstep-cost=unlimited, the plugin a copy of PLUGIN made
# at the start, which GCC's and libgomp's drivers put on every compile.
#
# Acceptance (compare-sums.sh decides): no result of the plugin run may be
# FAIL, UNRESOLVED or ERROR (or be missing) unless the run without the
# plugin has the same result, and no compile of the plugin run may end in
# an internal compiler error.  The only exceptions are the lines of the
# expectations file, each a FAIL of a scan-tree-dump check followed by
# "  # reason".  Exits 0 when accepted, 1 otherwise, 2 on a setup error.
#
# Usage: check-gcc.sh --plugin=PLUGIN [--gcc=GCC] [--workdir=DIR]
#                     [--expected=FILE] [--tarball=FILE] [--serial]
# --serial runs the two passes one after the other.  compare-sums.sh
# compares the results in DIR again, e.g. after editing FILE.
# The GCC source tarball defaults to $GCC_SOURCE_TARBALL, else to
# /usr/src/gcc-12/gcc-VERSION-dfsg.tar.xz for the version of GCC.
#
# Copyright (C) 2026 The lockstep authors.
# This file is part of lockstep, GPLv3 or later.

set -e
me=check-gcc
here=$(cd "$(dirname "$0")" && pwd)

gcc=gcc
plugin=
workdir=$(pwd)/check-gcc-work
expected=$here/expected-differences.txt
tarball=${GCC_SOURCE_TARBALL:-}
serial=
for arg; do
  case $arg in
    --gcc=*) gcc=${arg#*=} ;;
    --plugin=*) plugin=${arg#*=} ;;
    --workdir=*) workdir=${arg#*=} ;;
    --expected=*) expected=${arg#*=} ;;
    --tarball=*) tarball=${arg#*=} ;;
    --serial) serial=yes ;;
    --help)
      sed -n '/^# Usage/,/^# \/usr/s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "$me: unknown argument: $arg" >&2; exit 2 ;;
  esac
done

die () { echo "$me: $*" >&2; exit 2; }

# --- Setup checks ----------------------------------------------------------

case $plugin in
  /*) ;;
  '') die "no plugin given (--plugin=ABSOLUTE-PATH-OF-lockstep.so)" ;;
  *) die "the plugin path must be absolute: $plugin" ;;
esac
[ -f "$plugin" ] || die "plugin not found: $plugin (run make first)"
gcc_path=$(command -v "$gcc" 2>/dev/null) || die "compiler not found: $gcc"
version=$("$gcc_path" -dumpfullversion 2>/dev/null || "$gcc_path" -dumpversion)
command -v runtest >/dev/null 2>&1 \
  || die "runtest not found; install the Debian package dejagnu"
if [ -z "$tarball" ]; then
  tarball=/usr/src/gcc-12/gcc-$version-dfsg.tar.xz
  if [ ! -f "$tarball" ]; then
    for t in /usr/src/gcc-12/gcc-12*.tar.xz; do
      [ -f "$t" ] && tarball=$t
    done
  fi
fi
[ -f "$tarball" ] || {
  echo "$me: GCC's source $tarball not found; install the Debian package gcc-12-source (apt-get install gcc-12-source)" >&2
  exit 2
}
case $(basename "$tarball") in
  gcc-"$version"[-.]*) ;;
  *) echo "$me: warning: $tarball may not be the source of GCC $version" >&2 ;;
esac
if [ -n "$expected" ] && [ ! -f "$expected" ]; then
  die "expectations file not found: $expected"
fi
unset DEJAGNU

# --- Extract the testsuite -------------------------------------------------

rm -rf "$workdir"
mkdir -p "$workdir"
workdir=$(cd "$workdir" && pwd)
# The work directory holds GCC's files and logs only: keep it out of git.
echo '*' > "$workdir/.gitignore"
# The plugin run loads a copy of the plugin, so that rebuilding it while
# the tests run cannot change or break the plugin under test: the loader
# and lockstep-core.so beside it, which the loader loads.
plugin_copy=$workdir/$(basename "$plugin")
cp "$plugin" "$plugin_copy"
cp "$(dirname "$plugin")/lockstep-core.so" "$workdir/lockstep-core.so"
"$gcc_path" -fplugin="$plugin_copy" -S -x c /dev/null -o /dev/null \
  || die "$gcc_path cannot load the plugin $plugin"
src=$workdir/src
mkdir "$src"
echo "$me: extracting GCC's testsuite from $tarball"
tar -xJf "$tarball" -C "$src" --strip-components=1 --wildcards \
  '*/gcc/testsuite/lib/*' \
  '*/gcc/testsuite/config/*' \
  '*/gcc/testsuite/gcc.dg/gomp/*' \
  '*/gcc/testsuite/c-c++-common/gomp/*' \
  '*/gcc/testsuite/gcc.dg/vect/*' \
  '*/libgomp/testsuite/lib/*' \
  '*/libgomp/testsuite/config/*' \
  '*/libgomp/testsuite/libgomp.c/*' \
  '*/libgomp/testsuite/libgomp.c-c++-common/*' \
  || die "could not extract GCC's testsuite from $tarball"

# The simd subsets, as runtest file filters: paths relative to the
# testsuite directory (runtest matches them against the end of each test's
# path), of the .c files whose name or contents mention simd.
simd_tests () {
  (cd "$1" && for d in $2; do
     find "$d" -type f -name '*.c' -exec grep -l simd {} +
     find "$d" -type f -name '*simd*.c'
   done | sort -u | tr '\n' ' ')
}
vect_tests=$(simd_tests "$src/gcc/testsuite" gcc.dg/vect)
libgomp_tests=$(simd_tests "$src/libgomp/testsuite" \
  "libgomp.c libgomp.c-c++-common")
[ -n "$vect_tests" ] && [ -n "$libgomp_tests" ] \
  || die "no simd tests found in $tarball"

# --- The two runs ----------------------------------------------------------

# run_pass NAME TOOL_OPTIONS: both testsuites in $workdir/NAME/{gcc,libgomp}.
run_pass () {
  pass=$workdir/$1
  for tool in gcc libgomp; do
    mkdir -p "$pass/$tool"
    {
      echo "set rootme \"$pass/$tool\""
      echo "set tmpdir \"$pass/$tool\""
      echo "set srcdir \"$src/$tool/testsuite\""
      echo "set CFLAGS \"\""
      echo "set GCC_UNDER_TEST \"$gcc_path\""
      [ -z "$2" ] || echo "set TOOL_OPTIONS \"$2\""
      # What GCC's build tree would provide: no offloading.
      echo "set offload_additional_lib_paths \"\""
      echo "set offload_additional_options \"\""
    } > "$pass/$tool/site.exp"
  done
  {
    echo "set cuda_driver_include \"\""
    echo "set cuda_driver_lib \"\""
    echo "set hsa_runtime_lib \"\""
    echo "set offload_plugins \"\""
    echo "set offload_targets \"\""
  } > "$pass/libgomp/libgomp-test-support.exp"
  (cd "$pass/gcc" && runtest --tool gcc --srcdir "$src/gcc/testsuite" \
     gomp.exp "vect.exp=$vect_tests" > runtest.out 2>&1) || :
  (cd "$pass/libgomp" && runtest --tool libgomp \
     --srcdir "$src/libgomp/testsuite" "c.exp=$libgomp_tests" \
     > runtest.out 2>&1) || :
}

start=$(date +%s)
echo "$me: GCC $version ($gcc_path), plugin $plugin (copied to $plugin_copy)"
echo "$me: $(echo $vect_tests | wc -w) gcc.dg/vect tests, all of gcc.dg/gomp," \
  "$(echo $libgomp_tests | wc -w) libgomp.c tests; logs in $workdir"
# Every loop lockstep can vectorize, whether or not its cost model finds
# it worth it: the point is the correctness of the vector code.
plugin_args=-fplugin-arg-lockstep-cost=unlimited
if [ -n "$serial" ]; then
  echo "$me: running without the plugin"
  run_pass base ""
  echo "$me: running with the plugin"
  run_pass plugin "-fplugin=$plugin_copy $plugin_args"
else
  echo "$me: running without and with the plugin (concurrently)"
  run_pass base "" &
  base_pid=$!
  run_pass plugin "-fplugin=$plugin_copy $plugin_args" &
  plugin_pid=$!
  wait $base_pid || :
  wait $plugin_pid || :
fi
echo "$me: ran in $(( $(date +%s) - start )) s"

for pass in base plugin; do
  for tool in gcc libgomp; do
    grep -q "=== $tool Summary ===" "$workdir/$pass/$tool/$tool.sum" \
      2>/dev/null || {
      echo "$me: the $tool testsuite did not finish in the $pass run;" \
        "see $workdir/$pass/$tool/runtest.out" >&2
      tail -n 20 "$workdir/$pass/$tool/runtest.out" >&2
      exit 2
    }
  done
done

# --- Compare ---------------------------------------------------------------

exec sh "$here/compare-sums.sh" "$workdir" "$expected"
