/* Option stop-after=linearize stops after the divergent branch linearized,
   before widening: the dump shows the function as the stage left it, and
   the loop stays scalar, with a missed note; the program computes what the
   scalar loop does.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-vec-missed -fdump-tree-lockstep -fplugin-arg-lockstep-stop-after=linearize" } */

#include "body.h"

/* { dg-final { scan-lockstep-note "body.h:\[0-9\]+:\[0-9\]+: missed: lockstep: not vectorized: stopped after linearize \\(option stop-after\\)" } } */
/* { dg-final { scan-lockstep-note-not "loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump ";; lockstep: after stage linearize:" "lockstep" } } */
/* { dg-final { scan-tree-dump "__lockstep_any" "lockstep" } } */
/* { dg-final { scan-tree-dump-not "vector\\(\[0-9\]+\\) int" "lockstep" } } */
