/* The calls of math-calls.c with -fplugin-arg-lockstep-veclib=sleef.  */
/* SLEEF's vector functions (_u10 variants, at most 1 ULP from the exact
   result) replace the calls to sinf, expf, logf, pow and exp; results are
   within 1e-6 (relative, or absolute for results below 1) of the scalar
   loop's, which calls glibc.  The functions see the arguments of inactive
   lanes but do not set errno.  */
/* { dg-do run } */
/* { dg-require-effective-target sleef } */
/* { dg-options "-fplugin-arg-lockstep-veclib=sleef -fopt-info-vec -fdump-tree-lockstep-details -lsleef" } */

#include "math-calls.c"

/* { dg-final { scan-lockstep-note "math-calls.c:50:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 4 branches linearized" } } */
/* { dg-final { scan-lockstep-note "math-calls.c:83:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 5 branches linearized, 1 divergent loop," } } */
/* { dg-final { scan-tree-dump "= Sleef_sinf\[0-9\]+_u10\[a-z0-9\]+ \\(" "lockstep" } } */
/* { dg-final { scan-tree-dump "= Sleef_expf\[0-9\]+_u10\[a-z0-9\]+ \\(" "lockstep" } } */
/* { dg-final { scan-tree-dump "= Sleef_logf\[0-9\]+_u10\[a-z0-9\]+ \\(" "lockstep" } } */
/* { dg-final { scan-tree-dump "= Sleef_powd\[0-9\]+_u10\[a-z0-9\]+ \\(" "lockstep" } } */
/* { dg-final { scan-tree-dump "= Sleef_expd\[0-9\]+_u10\[a-z0-9\]+ \\(" "lockstep" } } */
