/* Option stop-after=widen stops after vector code: the dump shows the
   function as the stage left it, and the loop stays scalar, with a missed
   note; the program computes what the scalar loop does.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-vec-missed -fdump-tree-lockstep -fplugin-arg-lockstep-stop-after=widen" } */

#include "body.h"

/* { dg-final { scan-lockstep-note "body.h:\[0-9\]+:\[0-9\]+: missed: lockstep: not vectorized: stopped after widen \\(option stop-after\\)" } } */
/* { dg-final { scan-lockstep-note-not "loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump ";; lockstep: after stage widen:" "lockstep" } } */
/* { dg-final { scan-tree-dump "vector\\(\[0-9\]+\\) int" "lockstep" } } */
