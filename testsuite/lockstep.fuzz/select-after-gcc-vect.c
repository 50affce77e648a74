/* The loops of select-after-lowering.c under lockstep's cost model, which
   leaves some of them to GCC's own vectorizer.  At -O3 with SSE2, GCC 12
   vectorizes the loop of 4 iterations and forwprop folds the same select
   of 64-bit boolean lanes, which stopped isel with an internal compiler
   error (GCC 12 alone does too) until lockstep's pass before isel also
   ran on the functions with omp simd loops it did not vectorize.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-lockstep-cost=model" } */

#include "select-after-lowering.c"
