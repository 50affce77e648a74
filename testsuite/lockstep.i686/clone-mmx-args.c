/* A call through a simd clone whose vectors the target's vector
   registers do not hold.  With SSE2 on 32-bit x86, GCC makes clones of
   two lanes for a function returning long long, and passes their int
   vector arguments (8 bytes) in MMX registers, which alias the x87 stack:
   after them the x87 conversions of 64-bit integers (fild, fistp) went
   wrong (fuzzer seed 810115).  Such clones are not called; the function
   is called lane by lane.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-all -fplugin-arg-lockstep-cost=unlimited" } */

#include "../lockstep.uniform/check.h"

#pragma omp declare simd uniform(u)
__attribute__ ((noinline)) long long
g (unsigned long long x, int u, unsigned y, int z)
{
  return (long long) (unsigned short) (z * z - y) + (long long) (x & 255) + u;
}

#define BODY(i)								\
  do {									\
    long long t = g ((unsigned long long) a[i], 5, 1000u, 2 + (i & 3))	\
		  - (long long) fl[i];					\
    m = t > m ? t : m;							\
    o[i] = (long long) ((double) t * 1.5);				\
  } while (0)

NOIPA long long
f (int n, const int *a, const float *fl, long long *o)
{
  long long m = 7;
#pragma omp simd reduction(max:m)
  for (int i = 0; i < n; i++)
    BODY (i);
  return m;
}

NOIPA long long
f_ref (int n, const int *a, const float *fl, long long *o)
{
  long long m = 7;
  for (int i = 0; i < n; i++)
    BODY (i);
  return m;
}

int
main (void)
{
  static int a[MAX_N];
  static float fl[MAX_N];
  static long long o[MAX_N], r[MAX_N];
  for (int i = 0; i < MAX_N; i++)
    {
      a[i] = check_rand () - 4000000;
      fl[i] = (float) (check_rand () % 20001 - 10000) * 1024.0f;
    }
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      memset (o, 0x5a, sizeof o);
      memset (r, 0x5a, sizeof r);
      long long m = f (n, a, fl, o), mr = f_ref (n, a, fl, r);
      CHECK (m == mr, "n=%d: max %lld, expected %lld", n, m, mr);
      CHECK (memcmp (o, r, sizeof o) == 0, "n=%d: stores differ", n);
    }
  return 0;
}

/* Vectorized with SSE2; on the x87 alone GCC makes the reduction's loop
   safelen(1).  */
/* { dg-final { scan-lockstep-note "clone-mmx-args.c:34:\[0-9\]+: optimized: loop vectorized by lockstep|clone-mmx-args.c:32:\[0-9\]+: missed: lockstep: not vectorized: GCC runs the loop with safelen\\(1\\): it privatizes 'm' \\(clause reduction\\)" } } */
/* { dg-final { scan-lockstep-note-not "call to 'g' through its simd clone" } } */
/* { dg-final { scan-lockstep-note "clone-mmx-args.c:34:\[0-9\]+: note: lockstep: call to 'g' made lane by lane, for the active lanes: none of its simd clones serves this loop|clone-mmx-args.c:32:\[0-9\]+: missed: lockstep: not vectorized: GCC runs" } } */
