/* The loops of width-auto.c with -fplugin-arg-lockstep-width=preferred:
   all get GCC's preferred 256-bit vectors.  */
/* { dg-do run { target lockstep_target_x86 } } */
/* { dg-options "-O2 -march=skylake-avx512 -fopt-info-vec -fplugin-arg-lockstep-width=preferred" } */

#include "width-auto.c"

/* { dg-final { scan-lockstep-note "width-auto.c:54:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8," } } */
/* { dg-final { scan-lockstep-note "width-auto.c:55:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8," } } */
/* { dg-final { scan-lockstep-note "width-auto.c:56:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8," } } */
