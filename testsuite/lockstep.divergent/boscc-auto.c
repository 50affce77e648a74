/* BOSCC, boscc=auto (the default): a skip for the large branch only, none
   for the one-statement branch or the body of the escape loop.  */
/* { dg-do run } */
/* { dg-options "-ffp-contract=off -fopt-info-vec -fdump-tree-lockstep" } */

#include "boscc.h"

/* { dg-final { scan-lockstep-note "boscc.h:29:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized, 0 divergent loops, \[0-9\]+ uniform branch(es)? kept, 1 all-false skip" } } */
/* { dg-final { scan-lockstep-note "boscc.h:53:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized, 0 divergent loops, \[0-9\]+ uniform branch(es)? kept, estimated speedup \[0-9.\]+$" } } */
/* { dg-final { scan-lockstep-note "boscc.h:91:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, 1 divergent loop, \[0-9\]+ uniform branch(es)? kept, estimated speedup \[0-9.\]+$" } } */
/* { dg-final { scan-tree-dump-times ";; all-false skip: bb \[0-9\]+ -> bb \[0-9\]+ when no lane goes to bb \[0-9\]+" 1 "lockstep" } } */
