/* BOSCC, boscc=off: no skips; the results are the same.  */
/* { dg-do run } */
/* { dg-options "-ffp-contract=off -fopt-info-vec -fdump-tree-lockstep -fplugin-arg-lockstep-boscc=off" } */

#include "boscc.h"

/* { dg-final { scan-lockstep-note "boscc.h:29:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized, 0 divergent loops, \[0-9\]+ uniform branch(es)? kept, estimated speedup \[0-9.\]+$" } } */
/* { dg-final { scan-tree-dump-not "all-false skip" "lockstep" } } */
