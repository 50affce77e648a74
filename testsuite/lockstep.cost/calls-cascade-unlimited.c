/* The loop of calls-cascade.c with -fplugin-arg-lockstep-cost=unlimited:
   vectorized although the model's estimated gain is below its margin, by
   loops over the active lanes, and still correct.  */
/* { dg-do run { target lockstep_target_x86 } } */
/* { dg-options "-O2 -mavx2 -fplugin-arg-lockstep-cost=unlimited -fopt-info-vec-optimized-missed" } */

#include "calls-cascade.c"

/* { dg-final { scan-lockstep-note "calls-cascade.c:23:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8, 2 branches linearized, .*, estimated speedup (0\\.\[0-9\]+|1\\.0)$" } } */
/* { dg-final { scan-lockstep-note-not "not profitable" } } */
