/* A divergent inner loop with no statement touching memory, in an
   annotated loop whose reduction variable nothing updates: after the
   divergent loop transform, the local renaming of the virtual operand
   read the value leaving the loop's blocks and so placed a PHI in the
   loop's header that a PHI of a join inside made trivial only later; it
   stayed, and the statements after the loop used the virtual operand from
   before it (invalid SSA under -fchecking, an error of option verify:
   fuzzer seed 946022).  */
/* { dg-do run } */
/* { dg-options "-O1 -fchecking -fplugin-arg-lockstep-cost=unlimited -fplugin-arg-lockstep-vf=4 -fopt-info-vec -w" } */

#include "check.h"

static inline long long
f2i (double x)
{
  return x > -1e9 && x < 1e9 ? (long long) x : -7;
}

unsigned long long h;

NOIPA void
hash (unsigned long long x)
{
  h = h * 31 + x;
}

static unsigned
kernel (void)
{
  unsigned r0 = 0;
#pragma omp simd reduction(^:r0)
  for (int i = 0; i < 8; i++)
    for (int j = 0;
	 j < ((int) ((signed char) (1 - (signed char) i)
		     >= (signed char) (-128 - (signed char) f2i ((double) i)))
	      & 15);
	 j++)
      {
      }
  return r0;
}

NOIPA void
run (void)
{
  hash (kernel ());
}

int
main (void)
{
  h = 5;
  run ();
  CHECK (h == 155, "kernel: %llu", h);
  return 0;
}

/* { dg-final { scan-lockstep-note "loop-no-stores.c:35:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
