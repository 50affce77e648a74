# Autoconf macros for lockstep.
# Copyright (C) 2026 The lockstep authors.
#
# This file is part of lockstep.  lockstep is free software; you can
# redistribute it and/or modify it under the terms of the GNU General Public
# License as published by the Free Software Foundation; either version 3, or
# (at your option) any later version.
#
# Every check that fails stops configure with one line naming the Debian
# package that provides what is missing.

# LOCKSTEP_TARGET_GCC
# Find the C compiler the plugin is built for (--with-gcc, default gcc) and
# record its version, its major version and its plugin directory.  The
# versions lockstep supports are those plugin/lockstep-gcc.h has shims for.
AC_DEFUN([LOCKSTEP_TARGET_GCC],
[AC_ARG_WITH([gcc],
  [AS_HELP_STRING([--with-gcc=PATH],
    [GCC to build the plugin for and to test with (default: gcc)])],
  [GCC_FOR_PLUGIN=$withval], [GCC_FOR_PLUGIN=gcc])
 AC_MSG_CHECKING([for the target compiler])
 lockstep_gcc_path=`command -v "$GCC_FOR_PLUGIN" 2>/dev/null`
 AS_IF([test -z "$lockstep_gcc_path"],
   [AC_MSG_RESULT([no])
    AC_MSG_ERROR([$GCC_FOR_PLUGIN not found: install the Debian package gcc (or pass --with-gcc=PATH)])])
 GCC_FOR_PLUGIN=$lockstep_gcc_path
 AC_MSG_RESULT([$GCC_FOR_PLUGIN])
 GCC_FOR_PLUGIN_VERSION=`"$GCC_FOR_PLUGIN" -dumpfullversion 2>/dev/null`
 GCC_FOR_PLUGIN_MAJOR=`"$GCC_FOR_PLUGIN" -dumpversion 2>/dev/null | sed 's/\..*//'`
 AS_IF([test -z "$GCC_FOR_PLUGIN_MAJOR" || "$GCC_FOR_PLUGIN" --version 2>/dev/null | grep -qi clang],
   [AC_MSG_ERROR([$GCC_FOR_PLUGIN is not GCC: install the Debian package gcc (or pass --with-gcc=PATH)])])
 AS_IF([test "$GCC_FOR_PLUGIN_MAJOR" != 12 && test "$GCC_FOR_PLUGIN_MAJOR" != 11],
   [AC_MSG_ERROR([lockstep supports GCC 11 and 12, $GCC_FOR_PLUGIN is GCC $GCC_FOR_PLUGIN_VERSION: install the Debian package gcc-12 and pass --with-gcc=gcc-12])])
 GCC_PLUGIN_DIR=`"$GCC_FOR_PLUGIN" -print-file-name=plugin`
 AC_SUBST([GCC_PLUGIN_DIR])
 AC_SUBST([GCC_FOR_PLUGIN])
 AC_SUBST([GCC_FOR_PLUGIN_VERSION])
 AC_SUBST([GCC_FOR_PLUGIN_MAJOR])])

# LOCKSTEP_PLUGIN_HEADERS
# Check that the target compiler's plugin headers are installed and choose a
# C++ compiler to build the plugin with (g++ of the same version first).
AC_DEFUN([LOCKSTEP_PLUGIN_HEADERS],
[AC_REQUIRE([LOCKSTEP_TARGET_GCC])
 AC_MSG_CHECKING([for GCC plugin headers])
 GCC_PLUGIN_INCLUDE="$GCC_PLUGIN_DIR/include"
 AS_IF([test ! -r "$GCC_PLUGIN_INCLUDE/gcc-plugin.h" || test ! -r "$GCC_PLUGIN_INCLUDE/optabs.def"],
   [AC_MSG_RESULT([no])
    AC_MSG_ERROR([GCC plugin headers not found in $GCC_PLUGIN_INCLUDE: install the Debian package gcc-$GCC_FOR_PLUGIN_MAJOR-plugin-dev])])
 AC_MSG_RESULT([$GCC_PLUGIN_INCLUDE])
 AC_SUBST([GCC_PLUGIN_INCLUDE])
 AC_PROG_CXX([g++-$GCC_FOR_PLUGIN_MAJOR g++ c++])
 AC_PROG_CC([gcc-$GCC_FOR_PLUGIN_MAJOR gcc cc])])

# LOCKSTEP_CHECK_HEADER_PKG(HEADER, DEBIAN-PACKAGE)
# Check that HEADER can be included by the C++ compiler.
AC_DEFUN([LOCKSTEP_CHECK_HEADER_PKG],
[AC_LANG_PUSH([C++])
 AC_MSG_CHECKING([for $1])
 AC_PREPROC_IFELSE([AC_LANG_SOURCE([[#include <$1>]])],
   [AC_MSG_RESULT([yes])],
   [AC_MSG_RESULT([no])
    AC_MSG_ERROR([$1 not found: install the Debian package $2])])
 AC_LANG_POP([C++])])

# LOCKSTEP_PLUGIN_BUILDS
# Check that the C++ compiler builds a translation unit against the plugin
# headers.
AC_DEFUN([LOCKSTEP_PLUGIN_BUILDS],
[AC_LANG_PUSH([C++])
 AC_MSG_CHECKING([whether $CXX can build GCC plugins])
 lockstep_save_CPPFLAGS=$CPPFLAGS
 lockstep_save_CXXFLAGS=$CXXFLAGS
 CPPFLAGS="$CPPFLAGS -I$GCC_PLUGIN_INCLUDE"
 CXXFLAGS="$CXXFLAGS -fno-rtti -fno-exceptions"
 AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[
#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree.h"
#include "tree-pass.h"
#include "gimple.h"
#include "cfgloop.h"
]], [[return gcc_version.basever == 0;]])],
   [AC_MSG_RESULT([yes])],
   [AC_MSG_RESULT([no])
    AC_MSG_ERROR([$CXX cannot compile against the GCC plugin headers: install the Debian package g++-$GCC_FOR_PLUGIN_MAJOR])])
 CPPFLAGS=$lockstep_save_CPPFLAGS
 CXXFLAGS=$lockstep_save_CXXFLAGS
 AC_LANG_POP([C++])])

# LOCKSTEP_PROG_REQUIRED(VARIABLE, PROGRAM, DEBIAN-PACKAGE)
AC_DEFUN([LOCKSTEP_PROG_REQUIRED],
[AC_PATH_PROG([$1], [$2], [])
 AS_IF([test -z "$$1"],
   [AC_MSG_ERROR([$2 not found: install the Debian package $3])])])

# LOCKSTEP_CHECK_SLEEF
# Whether the target compiler links a program against SLEEF.  Optional:
# sets lockstep_have_sleef to "yes" or to "no" with what to install; the
# testsuite's sleef effective target makes the same check when it runs.
AC_DEFUN([LOCKSTEP_CHECK_SLEEF],
[AC_REQUIRE([LOCKSTEP_TARGET_GCC])
 AC_MSG_CHECKING([whether $GCC_FOR_PLUGIN links with -lsleef])
 cat > conftest-sleef.c <<_LOCKSTEP_EOF
#include <sleef.h>
int main (void) { return Sleef_sin_u10 (0.0) != 0.0; }
_LOCKSTEP_EOF
 AS_IF(["$GCC_FOR_PLUGIN" conftest-sleef.c -o conftest-sleef$EXEEXT -lsleef >&AS_MESSAGE_LOG_FD 2>&1],
   [lockstep_have_sleef=yes],
   [lockstep_have_sleef="no (veclib=sleef tests UNSUPPORTED; install the Debian package libsleef-dev)"])
 rm -f conftest-sleef.c conftest-sleef$EXEEXT
 AC_MSG_RESULT([$lockstep_have_sleef])])

# LOCKSTEP_PLUGIN_INSTALL_DIR
# Where `make install' puts lockstep.so (plugindir): GCC's plugin directory
# with --with-plugindir=gcc, or by default when the prefix is the one GCC
# was configured with; DIR with --with-plugindir=DIR; $(libdir)/lockstep
# otherwise.  Sets lockstep_dir to that directory with the variables in it
# expanded and lockstep_fplugin to the -fplugin= option that loads the
# installed plugin.
AC_DEFUN([LOCKSTEP_PLUGIN_INSTALL_DIR],
[AC_REQUIRE([LOCKSTEP_TARGET_GCC])
 AC_ARG_WITH([plugindir],
  [AS_HELP_STRING([--with-plugindir=DIR|gcc],
    [install the plugin into DIR, or with `gcc' into GCC's plugin directory
     (default: GCC's plugin directory if the prefix is GCC's own,
     LIBDIR/lockstep otherwise)])],
  [], [with_plugindir=default])
 AC_MSG_CHECKING([where to install the plugin])
 lockstep_gcc_prefix=`"$GCC_FOR_PLUGIN" -v 2>&1 | sed -n 's/.* --prefix=\([[^ ]]*\).*/\1/p'`
 lockstep_prefix=$prefix
 AS_IF([test "x$lockstep_prefix" = xNONE], [lockstep_prefix=$ac_default_prefix])
 AS_CASE([$with_plugindir],
   [gcc], [plugindir=$GCC_PLUGIN_DIR],
   [default],
     [AS_IF([test -n "$lockstep_gcc_prefix" && test "$lockstep_gcc_prefix" = "$lockstep_prefix"],
	[plugindir=$GCC_PLUGIN_DIR],
	[plugindir='${libdir}/lockstep'])],
   [yes|no|""],
     [AC_MSG_ERROR([--with-plugindir needs a directory or `gcc'])],
   [plugindir=$with_plugindir])
 AS_IF([test "$plugindir" = "$GCC_PLUGIN_DIR"],
   [lockstep_fplugin=-fplugin=lockstep
    lockstep_dir=$plugindir],
   [lockstep_save_prefix=$prefix
    lockstep_save_exec_prefix=$exec_prefix
    prefix=$lockstep_prefix
    AS_IF([test "x$exec_prefix" = xNONE], [exec_prefix=$prefix])
    lockstep_dir=$plugindir
    while :; do
      lockstep_next=`eval echo "\"$lockstep_dir\""`
      test "x$lockstep_next" = "x$lockstep_dir" && break
      lockstep_dir=$lockstep_next
    done
    prefix=$lockstep_save_prefix
    exec_prefix=$lockstep_save_exec_prefix
    lockstep_fplugin=-fplugin=$lockstep_dir/lockstep.so])
 AC_MSG_RESULT([$plugindir])
 AC_SUBST([plugindir])])

# LOCKSTEP_AARCH64
# Optional: a GCC cross compiler for aarch64 with its plugin headers, the
# aarch64 C library and qemu-aarch64, for building a second plugin for the
# cross compiler and running the aarch64 run tests under qemu
# (--with-aarch64-gcc=PATH, default aarch64-linux-gnu-gcc-12; no to skip).
# When the target compiler itself targets aarch64, no second plugin: on a
# machine that is not aarch64, qemu-aarch64 and the aarch64 C library to
# run its test programs with.  Sets AARCH64_GCC, AARCH64_PLUGIN_INCLUDE,
# AARCH64_SYSROOT, QEMU_AARCH64 and the conditional LOCKSTEP_AARCH64, and
# lockstep_aarch64_summary to what the configure summary says about it.
AC_DEFUN([LOCKSTEP_AARCH64],
[AC_REQUIRE([LOCKSTEP_PLUGIN_HEADERS])
 AC_ARG_WITH([aarch64-gcc],
  [AS_HELP_STRING([--with-aarch64-gcc=PATH],
    [GCC cross compiler for the aarch64 tests under qemu (default:
     aarch64-linux-gnu-gcc-12 if it is installed; no to skip them)])],
  [lockstep_aarch64=$withval], [lockstep_aarch64=aarch64-linux-gnu-gcc-12])
 AS_IF([test "x$lockstep_aarch64" = xyes],
   [lockstep_aarch64=aarch64-linux-gnu-gcc-12])
 lockstep_aarch64_packages="gcc-12-aarch64-linux-gnu gcc-12-plugin-dev-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user"
 AARCH64_GCC=
 AARCH64_PLUGIN_INCLUDE=
 AARCH64_SYSROOT=/usr/aarch64-linux-gnu
 QEMU_AARCH64=
 lockstep_aarch64_summary="not found (install $lockstep_aarch64_packages)"
 AS_CASE([`"$GCC_FOR_PLUGIN" -dumpmachine 2>/dev/null`],
   [aarch64*], [lockstep_aarch64=target])
 AS_IF([test "x$lockstep_aarch64" = xtarget],
   [AS_CASE([`uname -m`],
      [aarch64|arm64],
	[lockstep_aarch64_summary="the target compiler's, run on this machine"],
      [AC_PATH_PROG([QEMU_AARCH64], [qemu-aarch64], [])
       AC_MSG_CHECKING([for the aarch64 C library in $AARCH64_SYSROOT])
       AS_IF([test -r "$AARCH64_SYSROOT/lib/ld-linux-aarch64.so.1"],
	 [AC_MSG_RESULT([yes])],
	 [AC_MSG_RESULT([no])
	  QEMU_AARCH64=])
       AS_IF([test -n "$QEMU_AARCH64"],
	 [lockstep_aarch64_summary="the target compiler's, run under $QEMU_AARCH64"],
	 [lockstep_aarch64_summary="the target compiler's, linked but not run (install qemu-user libc6-dev-arm64-cross)"])])],
   [test "x$lockstep_aarch64" = xno],
   [AS_IF([test "x$with_aarch64_gcc" = xno],
      [lockstep_aarch64_summary="no (--without-aarch64-gcc)"])],
   [AC_MSG_CHECKING([for the aarch64 cross compiler])
    lockstep_aarch64_path=`command -v "$lockstep_aarch64" 2>/dev/null`
    AS_IF([test -n "$lockstep_aarch64_path"],
      [AC_MSG_RESULT([$lockstep_aarch64_path])
       AC_MSG_CHECKING([for its plugin headers])
       lockstep_aarch64_include=`"$lockstep_aarch64_path" -print-file-name=plugin`/include
       AS_IF([test -r "$lockstep_aarch64_include/gcc-plugin.h" && test -r "$lockstep_aarch64_include/optabs.def"],
	 [AC_MSG_RESULT([$lockstep_aarch64_include])
	  AC_MSG_CHECKING([for the aarch64 C library in $AARCH64_SYSROOT])
	  AS_IF([test -r "$AARCH64_SYSROOT/lib/ld-linux-aarch64.so.1" && test -r "$AARCH64_SYSROOT/include/stdio.h"],
	    [AC_MSG_RESULT([yes])
	     AC_PATH_PROG([QEMU_AARCH64], [qemu-aarch64], [])
	     AS_IF([test -n "$QEMU_AARCH64"],
	       [AARCH64_GCC=$lockstep_aarch64_path
		AARCH64_PLUGIN_INCLUDE=$lockstep_aarch64_include])],
	    [AC_MSG_RESULT([no])])],
	 [AC_MSG_RESULT([no])])],
      [AC_MSG_RESULT([no])])
    AS_IF([test -n "$AARCH64_GCC"],
      [AC_LANG_PUSH([C++])
       AC_MSG_CHECKING([whether $CXX can build plugins for $AARCH64_GCC])
       lockstep_save_CPPFLAGS=$CPPFLAGS
       CPPFLAGS="$CPPFLAGS -I$AARCH64_PLUGIN_INCLUDE"
       AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[
#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree.h"
]], [[return gcc_version.basever == 0;]])],
	 [AC_MSG_RESULT([yes])],
	 [AC_MSG_RESULT([no])
	  AARCH64_GCC=])
       CPPFLAGS=$lockstep_save_CPPFLAGS
       AC_LANG_POP([C++])])
    AS_IF([test -n "$AARCH64_GCC"],
      [lockstep_aarch64_summary="$AARCH64_GCC under $QEMU_AARCH64"],
      [AS_IF([test "x$with_aarch64_gcc" != x],
	 [AC_MSG_ERROR([--with-aarch64-gcc=$with_aarch64_gcc: the aarch64 tests need $lockstep_aarch64_packages])])])])
 AC_SUBST([AARCH64_GCC])
 AC_SUBST([AARCH64_PLUGIN_INCLUDE])
 AC_SUBST([AARCH64_SYSROOT])
 AC_SUBST([QEMU_AARCH64])
 AM_CONDITIONAL([LOCKSTEP_AARCH64], [test -n "$AARCH64_GCC"])])

# LOCKSTEP_I686
# Optional, for a target compiler that targets x86-64: GCC's cross
# compiler for i686 (32-bit x86, whose default has no SSE) with its plugin
# headers and the i686 C library, for building a second plugin for it and
# running the i686 tests of lockstep.i686, statically linked, on this
# machine (--with-i686-gcc=PATH, default i686-linux-gnu-gcc-12; no to skip).
# Sets I686_GCC, I686_PLUGIN_INCLUDE, I686_RUNS (yes when this machine runs
# the cross compiler's programs, qemu when QEMU_I386, qemu-i386, runs them,
# no otherwise) and the conditional LOCKSTEP_I686, and
# lockstep_i686_summary to what the configure summary says about it.
AC_DEFUN([LOCKSTEP_I686],
[AC_REQUIRE([LOCKSTEP_PLUGIN_HEADERS])
 AC_ARG_WITH([i686-gcc],
  [AS_HELP_STRING([--with-i686-gcc=PATH],
    [GCC cross compiler for the i686 tests (default:
     i686-linux-gnu-gcc-12 if it is installed; no to skip them)])],
  [lockstep_i686=$withval], [lockstep_i686=i686-linux-gnu-gcc-12])
 AS_IF([test "x$lockstep_i686" = xyes],
   [lockstep_i686=i686-linux-gnu-gcc-12])
 lockstep_i686_packages="gcc-12-i686-linux-gnu gcc-12-plugin-dev-i686-linux-gnu libc6-dev-i386-cross"
 I686_GCC=
 I686_PLUGIN_INCLUDE=
 I686_RUNS=no
 QEMU_I386=
 lockstep_i686_summary="not found (install $lockstep_i686_packages)"
 AS_CASE([`"$GCC_FOR_PLUGIN" -dumpmachine 2>/dev/null`],
   [x86_64*], [],
   [lockstep_i686=no
    lockstep_i686_summary="no (the target compiler is not an x86-64 one)"])
 AS_IF([test "x$lockstep_i686" = xno],
   [AS_IF([test "x$with_i686_gcc" = xno],
      [lockstep_i686_summary="no (--without-i686-gcc)"])],
   [AC_MSG_CHECKING([for the i686 cross compiler])
    lockstep_i686_path=`command -v "$lockstep_i686" 2>/dev/null`
    AS_IF([test -n "$lockstep_i686_path"],
      [AC_MSG_RESULT([$lockstep_i686_path])
       AC_MSG_CHECKING([for its plugin headers])
       lockstep_i686_include=`"$lockstep_i686_path" -print-file-name=plugin`/include
       AS_IF([test -r "$lockstep_i686_include/gcc-plugin.h" && test -r "$lockstep_i686_include/optabs.def"],
	 [AC_MSG_RESULT([$lockstep_i686_include])
	  AC_MSG_CHECKING([whether $lockstep_i686_path links static programs])
	  lockstep_i686_dir=`mktemp -d 2>/dev/null || echo conftest-i686.d`
	  mkdir -p "$lockstep_i686_dir"
	  echo 'int main (void) { return sizeof (void *) != 4; }' > "$lockstep_i686_dir/t.c"
	  AS_IF(["$lockstep_i686_path" -static "$lockstep_i686_dir/t.c" -o "$lockstep_i686_dir/t" >&AS_MESSAGE_LOG_FD 2>&1],
	    [AC_MSG_RESULT([yes])
	     I686_GCC=$lockstep_i686_path
	     I686_PLUGIN_INCLUDE=$lockstep_i686_include
	     AC_MSG_CHECKING([whether this machine runs them])
	     AS_IF(["$lockstep_i686_dir/t" >/dev/null 2>&1],
	       [I686_RUNS=yes])
	     AC_MSG_RESULT([$I686_RUNS])
	     dnl A kernel without 32-bit support runs them under qemu.
	     AS_IF([test $I686_RUNS = no],
	       [AC_PATH_PROG([QEMU_I386], [qemu-i386], [])
		AS_IF([test -n "$QEMU_I386"],
		  [AC_MSG_CHECKING([whether $QEMU_I386 runs them])
		   AS_IF(["$QEMU_I386" "$lockstep_i686_dir/t" >/dev/null 2>&1],
		     [I686_RUNS=qemu],
		     [QEMU_I386=])
		   AS_IF([test $I686_RUNS = qemu],
		     [AC_MSG_RESULT([yes])], [AC_MSG_RESULT([no])])])])],
	    [AC_MSG_RESULT([no])])
	  rm -rf "$lockstep_i686_dir"],
	 [AC_MSG_RESULT([no])])],
      [AC_MSG_RESULT([no])])
    AS_IF([test -n "$I686_GCC"],
      [AC_LANG_PUSH([C++])
       AC_MSG_CHECKING([whether $CXX can build plugins for $I686_GCC])
       lockstep_save_CPPFLAGS=$CPPFLAGS
       CPPFLAGS="$CPPFLAGS -I$I686_PLUGIN_INCLUDE"
       AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[
#include "gcc-plugin.h"
#include "plugin-version.h"
#include "tree.h"
]], [[return gcc_version.basever == 0;]])],
	 [AC_MSG_RESULT([yes])],
	 [AC_MSG_RESULT([no])
	  I686_GCC=])
       CPPFLAGS=$lockstep_save_CPPFLAGS
       AC_LANG_POP([C++])])
    AS_IF([test -n "$I686_GCC"],
      [AS_CASE([$I686_RUNS],
	 [yes], [lockstep_i686_summary="$I686_GCC, run on this machine"],
	 [qemu], [lockstep_i686_summary="$I686_GCC, run under $QEMU_I386"],
	 [lockstep_i686_summary="$I686_GCC, linked but not run (this machine does not run 32-bit x86 programs; qemu-user runs them)"])],
      [AS_IF([test "x$with_i686_gcc" != x],
	 [AC_MSG_ERROR([--with-i686-gcc=$with_i686_gcc: the i686 tests need $lockstep_i686_packages])])])])
 AC_SUBST([I686_GCC])
 AC_SUBST([I686_PLUGIN_INCLUDE])
 AC_SUBST([I686_RUNS])
 AC_SUBST([QEMU_I386])
 AM_CONDITIONAL([LOCKSTEP_I686], [test -n "$I686_GCC"])])
