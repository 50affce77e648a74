/* An annotated loop with no store (its reduction variable is never
   updated) around a divergent inner loop whose condition calls
   __builtin_parity, which x86 has no vector instruction for: widened,
   the call is made by a loop over the active lanes through buffers in
   memory, so the vector loop stores where the scalar loop did not.  The
   local renaming of the virtual operand updated only the uses of the
   virtual operands the loop had defined: the remainder loop's loads kept
   the one from before the vector loop (an error of option verify, invalid
   virtual operands after it: fuzzer seed 947012).  Such a loop is renamed
   with the whole function now.  */
/* { dg-do run } */
/* { dg-options "-O1 -fchecking -fplugin-arg-lockstep-cost=unlimited -fplugin-arg-lockstep-vf=4 -fplugin-arg-lockstep-dump=details -fopt-info-vec -w" } */

#include "check.h"

#define N 77

unsigned char in[N];
int g;

NOIPA int
spin (int n)
{
  int r = 3;
#pragma omp simd reduction(+:r)
  for (int i = 0; i < n; i++)
    while (((g << __builtin_parity (in[i])) & 15) != 0)
      ;
  for (int i = 0; i < n; i++)
    r += in[i] & 1;
  return r;
}

int
main (void)
{
  int want = 3;
  for (int i = 0; i < N; i++)
    {
      in[i] = i * 37;
      want += in[i] & 1;
    }
  int got = spin (N);
  CHECK (got == want, "spin: %d, not %d", got, want);
  return 0;
}

/* { dg-final { scan-lockstep-note "loop-gains-stores.c:27:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump ";; rename: whole function: the blocks store where they did not" "lockstep" } } */
