/* Tuned for Zen 3, which microcodes AVX2's masked stores (about 14 cycles
   for 256 bits), the stores of the two sides of a branch to their own
   arrays become the blend of their values stored lane by lane, each at
   the address of its side picked by a conditional move, with whole-vector
   stores when the lanes agree (storepaths.cc, store_pairs); for floats
   (8 lanes) and doubles (4).  No masked store remains; the else side's
   load of e[i] stays masked.  The kernels are store-pairs.h's;
   lockstep.divergent/store-pairs.c runs such loops.  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O2 -march=znver3 -fopt-info-vec -fdump-tree-lockstep-details" } */

#include "store-pairs.h"

/* { dg-final { scan-lockstep-note "store-pairs.h:12:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8" } } */
/* { dg-final { scan-lockstep-note "store-pairs.h:24:\[0-9\]+: optimized: loop vectorized by lockstep: VF 4" } } */
/* { dg-final { scan-tree-dump-times ";; plan: masked stores in bb \[0-9\]+ under complementary masks: one store per lane at the address of its side, whole-vector stores when the lanes agree" 2 "lockstep" } } */
/* The lanes' addresses, picked by conditional moves, and their stores.  */
/* { dg-final { scan-assembler "cmovne" } } */
/* { dg-final { scan-assembler "vextractps\[ \\t\]+\\\$\[0-9\], %xmm\[0-9\]+, \[0-9\]*\\(" } } */
/* No masked store; the masked load of e[i].  */
/* { dg-final { scan-assembler-not "vmaskmovp\[sd\]\[ \\t\]+%\[xy\]mm\[0-9\]+, %\[xy\]mm\[0-9\]+, \[0-9\]*\\(" } } */
/* { dg-final { scan-assembler "vmaskmovps\[ \\t\]+\[0-9\]*\\(\[^)\]*\\), %ymm\[0-9\]+, %ymm" } } */
