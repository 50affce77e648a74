/* Reductions updated under divergent branches: the partial results live in
   GCC's omp simd arrays, which belong to the lanes alone, so the masked
   updates are whole-vector loads and blended stores (no .MASK_LOAD or
   .MASK_STORE), which GCC's store motion keeps in a register across the
   loop.  Results equal the scalar loop's (integer operations; the float
   sum is of small integers, exact in any order).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

static int a[MAX_N];
static float f[MAX_N];

#define BODY								\
  do {									\
    int v = a[i];							\
    if (v & 1)								\
      {									\
	s += v;								\
	if (v > 40)							\
	  m = m > v ? m : v;						\
      }									\
    else if (v < 10)							\
      x ^= v * 3;							\
    if (f[i] > 2.0f)							\
      fs += f[i];							\
  } while (0)

#define DEF(NAME, PRAGMA)						\
NOIPA void								\
NAME (int n, int *ps, int *pm, unsigned *px, float *pfs)		\
{									\
  int s = 0, m = -1;							\
  unsigned x = 5;							\
  float fs = 0.0f;							\
  PRAGMA								\
  for (int i = 0; i < n; i++)						\
    BODY;								\
  *ps = s;								\
  *pm = m;								\
  *px = x;								\
  *pfs = fs;								\
}

DEF (sums, _Pragma ("omp simd reduction(+:s,fs) reduction(max:m) reduction(^:x)"))
DEF (sums_ref, )

int
main (void)
{
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  a[i] = check_rand () % 100;
	  f[i] = (float) (check_rand () % 8);
	}
      int s, m, es, em;
      unsigned x, ex;
      float fs, efs;
      sums (n, &s, &m, &x, &fs);
      sums_ref (n, &es, &em, &ex, &efs);
      CHECK (s == es && m == em && x == ex && fs == efs,
	     "n %d: %d %d %u %g, expected %d %d %u %g", n, s, m, x, fs, es,
	     em, ex, efs);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "reduction-register.c:46:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized" } } */
/* { dg-final { scan-tree-dump-not "\\.MASK_STORE" "lockstep" } } */
/* { dg-final { scan-tree-dump-not "\\.MASK_LOAD" "lockstep" } } */
