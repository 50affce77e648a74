/* Option stop-after=strip-mine stops after the vector loop and the scalar
   remainder, before the divergent loop transform: the dump shows the
   function as the stage left it, and the loop stays scalar, with a missed
   note; the program computes what the scalar loop does.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-vec-missed -fdump-tree-lockstep -fplugin-arg-lockstep-stop-after=strip-mine" } */

#include "body.h"

/* { dg-final { scan-lockstep-note "body.h:\[0-9\]+:\[0-9\]+: missed: lockstep: not vectorized: stopped after strip-mine \\(option stop-after\\)" } } */
/* { dg-final { scan-lockstep-note-not "loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump ";; lockstep: after stage strip-mine:" "lockstep" } } */
/* { dg-final { scan-tree-dump-not "__lockstep_any" "lockstep" } } */
