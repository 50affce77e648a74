/* BOSCC, boscc=on: a skip on every divergent branch with code, even where
   it rarely pays; the results are the same.  */
/* { dg-do run } */
/* { dg-options "-ffp-contract=off -fopt-info-vec -fdump-tree-lockstep -fplugin-arg-lockstep-boscc=on" } */

#include "boscc.h"

/* { dg-final { scan-lockstep-note "boscc.h:29:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized, 0 divergent loops, \[0-9\]+ uniform branch(es)? kept, 1 all-false skip" } } */
/* { dg-final { scan-lockstep-note "boscc.h:53:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized, 0 divergent loops, \[0-9\]+ uniform branch(es)? kept, 1 all-false skip" } } */
/* { dg-final { scan-lockstep-note "boscc.h:91:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, 1 divergent loop, \[0-9\]+ uniform branch(es)? kept, \[1-9\]\[0-9\]* all-false skips?" } } */
