/* Small loops the cost model leaves to GCC's vectorizer (straight-line
   code, and a branch GCC's if-conversion removes) are unrolled twice
   once GCC vectorized them, as Clang interleaves them: lockstep records
   the loops, and right after GCC's vectorizer marks the vector loops
   alone.  GCC's epilogues, copies of the loop, are not marked: GCC's
   complete unrolling still peels them.  Every trip count from 0 to 70
   runs the unrolled loop's odd and even iteration counts.  */
/* { dg-do run { target lockstep_target_x86 } } */
/* { dg-options "-O3 -mavx2 -fplugin-arg-lockstep-cost=model -fopt-info-vec-optimized-missed -fdump-tree-lockstep-details -fdump-tree-cunroll-details -fdump-rtl-loop2_unroll" } */

#include <stdlib.h>

#define N 70

static float a[2 * N], y[N], o[N];

__attribute__ ((noipa)) static void
straight (int n, float s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    o[i] = s * a[2 * i] + y[i];
}

__attribute__ ((noipa)) static int
branch (int n)
{
  int j = -1;
#pragma omp simd lastprivate(conditional: j)
  for (int i = 0; i < n; i++)
    if (y[i] < 0.0f)
      j = i;
  return j;
}

int
main (void)
{
  for (int i = 0; i < 2 * N; i++)
    a[i] = (float) ((i * 29) % 97) - 40.0f;
  for (int i = 0; i < N; i++)
    y[i] = (float) ((i * 13) % 31) - 15.0f;
  for (int n = 0; n <= N; n++)
    {
      int j = -1;
      for (int i = 0; i < N; i++)
	o[i] = -1.0f;
      straight (n, 1.5f);
      for (int i = 0; i < N; i++)
	{
	  volatile float v = a[2 * i];
	  if (o[i] != (i < n ? 1.5f * v + y[i] : -1.0f))
	    abort ();
	  if (i < n && y[i] < 0.0f)
	    j = i;
	}
      if (branch (n) != j)
	abort ();
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "unroll-left.c:22:\[0-9\]+: missed: lockstep: not vectorized: left to GCC's vectorizer: straight-line code, which it vectorizes as well" } } */
/* { dg-final { scan-lockstep-note "unroll-left.c:31:\[0-9\]+: missed: lockstep: not vectorized: left to GCC's vectorizer: branches its if-conversion removes, which it vectorizes as well" } } */
/* { dg-final { scan-tree-dump-times ";; unroll: loop \[0-9\]+ is to be unrolled twice if GCC's vectorizer vectorizes it" 2 "lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; unroll: loop \[0-9\]+, GCC's vector loop, is to be unrolled twice" 2 "unroll-lockstep" } } */
/* { dg-final { scan-rtl-dump-times "Unrolled loop 1 times" 2 "loop2_unroll" } } */
/* GCC's epilogues stay unmarked: it peels them completely.  */
/* { dg-final { scan-tree-dump "loop with \[0-9\]+ iterations completely unrolled" "cunroll" } } */
