/* Option stop-after=prepare stops after the rewrites that make the loop
   analyzable; nothing of lockstep's own code yet: the dump shows the
   function as the stage left it, and the loop stays scalar, with a missed
   note; the program computes what the scalar loop does.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-vec-missed -fdump-tree-lockstep -fplugin-arg-lockstep-stop-after=prepare" } */

#include "body.h"

/* { dg-final { scan-lockstep-note "body.h:\[0-9\]+:\[0-9\]+: missed: lockstep: not vectorized: stopped after prepare \\(option stop-after\\)" } } */
/* { dg-final { scan-lockstep-note-not "loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump ";; lockstep: after stage prepare:" "lockstep" } } */
/* { dg-final { scan-tree-dump-not "__lockstep_any" "lockstep" } } */
/* { dg-final { scan-tree-dump-not "vector\\(\[0-9\]+\\) int" "lockstep" } } */
