/* Option stop-after=divergent-loops stops after the divergent inner loop
   made uniform: it runs while any lane is live: the dump shows the
   function as the stage left it, and the loop stays scalar, with a missed
   note; the program computes what the scalar loop does.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-vec-missed -fdump-tree-lockstep -fplugin-arg-lockstep-stop-after=divergent-loops" } */

#include "body.h"

/* { dg-final { scan-lockstep-note "body.h:\[0-9\]+:\[0-9\]+: missed: lockstep: not vectorized: stopped after divergent-loops \\(option stop-after\\)" } } */
/* { dg-final { scan-lockstep-note-not "loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump ";; lockstep: after stage divergent-loops:" "lockstep" } } */
/* { dg-final { scan-tree-dump "__lockstep_any" "lockstep" } } */
/* { dg-final { scan-tree-dump-not "vector\\(\[0-9\]+\\) int" "lockstep" } } */
