/* AVX2 tuned for Haswell, whose masked stores cost about what a plain
   store does: the masked stores of mask-store-paths-avx2.c get only the
   path that skips them when no lane is active, not the whole-vector path,
   whose test would cost about as much in every chunk as it saves in the
   chunks whose lanes all store (storepaths.cc,
   target_masked_store_full_path_p).  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -march=haswell -fopt-info-vec -fdump-tree-lockstep-details" } */

#include "mask-store-paths-avx2.c"

/* { dg-final { scan-lockstep-note "mask-store-paths-avx2.c:21:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8" } } */
/* { dg-final { scan-lockstep-note "mask-store-paths-avx2.c:31:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8" } } */
/* { dg-final { scan-tree-dump-times ";; plan: 1 masked store in bb \[0-9\]+: none when none is" 3 "lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; plan: 2 masked stores in bb \[0-9\]+: none when none is" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump-not "whole-vector store" "lockstep" } } */
/* The masked stores and the tests for empty masks, and no plain vector
   store.  */
/* { dg-final { scan-assembler "vmaskmovps\[ \\t\]+%ymm\[0-9\]+, %ymm\[0-9\]+, \\(" } } */
/* { dg-final { scan-assembler "vptest\[ \\t\]+%ymm" } } */
/* { dg-final { scan-assembler-not "vmovups\[ \\t\]+%ymm\[0-9\]+, \\(" } } */
