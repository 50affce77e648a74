/* Option stop-after=analyze stops after legality, divergence analysis and
   the cost model, which change nothing: the dump shows the function as the
   stage left it, and the loop stays scalar, with a missed note; the
   program computes what the scalar loop does.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-vec-missed -fdump-tree-lockstep -fplugin-arg-lockstep-stop-after=analyze" } */

#include "body.h"

/* { dg-final { scan-lockstep-note "body.h:\[0-9\]+:\[0-9\]+: missed: lockstep: not vectorized: stopped after analyze \\(option stop-after\\)" } } */
/* { dg-final { scan-lockstep-note-not "loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump ";; lockstep: after stage analyze:" "lockstep" } } */
/* { dg-final { scan-tree-dump ";; vector factor \[0-9\]+" "lockstep" } } */
/* { dg-final { scan-tree-dump-not "__lockstep_any" "lockstep" } } */
