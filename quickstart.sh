#! /bin/sh
# Set up lockstep on a Debian 12 machine: install the Debian packages the
# build and the testsuite need (as root, or through sudo), configure, build,
# and run the demo (an example compiled with and without lockstep).
# Copyright (C) 2026 The lockstep authors.
# This file is part of lockstep, GPLv3 or later.

set -e
cd "$(dirname "$0")"

# Packages: the compiler and its plugin headers, GMP/MPFR headers, the
# autotools, DejaGnu for `make check', Texinfo for the manual and info to
# read it, man-db for the man page, SLEEF for the veclib=sleef tests and
# benchmark kernels, Python 3 for the benchmark driver and the fuzzer,
# gnuplot for the chart of `make bench', Graphviz for `make graphs' (the
# manual's pictures).  Optional, named in
# LOCKSTEP_EXTRA_PACKAGES: clang (the comparison of `make bench'), cvise
# (fuzz/reduce.py), gcc-12-source (`make check-gcc'), the aarch64 and
# i686 cross compilers with their plugin headers and C libraries, and
# qemu-user, for the aarch64 and i686 tests (.ci/run names them).
packages="gcc g++-12 gcc-12-plugin-dev libgmp-dev libmpfr-dev autoconf
automake make dejagnu texinfo info man-db libsleef-dev python3 gnuplot-nox
graphviz"
packages="$packages $LOCKSTEP_EXTRA_PACKAGES"

missing=
for p in $packages; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed'; then
    missing="$missing $p"
  fi
done
if [ -n "$missing" ]; then
  echo "quickstart: installing Debian packages:$missing"
  if [ "$(id -u)" = 0 ]; then
    sudo=
  elif command -v sudo >/dev/null 2>&1; then
    sudo=sudo
  else
    echo "quickstart: not root and no sudo; install as root:$missing" >&2
    exit 1
  fi
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q $missing
fi

if [ ! -x configure ] || [ configure.ac -nt configure ] || [ m4/lockstep.m4 -nt configure ]; then
  autoreconf -fi
fi
if [ ! -f Makefile ] || [ configure -nt Makefile ]; then
  ./configure
fi
make -j"$(nproc 2>/dev/null || echo 2)"
make demo
