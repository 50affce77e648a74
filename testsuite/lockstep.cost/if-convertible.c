/* A loop whose only branch guards integer assignments GCC's if-conversion
   makes unconditional (a conditional lastprivate: the index of the last
   negative element) is left to GCC's vectorizer, which vectorizes it with
   its inductions in vectors.  The loops whose branch guards a
   floating-point addition (which may trap: GCC would need a masked
   addition) or a store to memory stay lockstep's.  The results are those
   of the scalar loops.  */
/* { dg-do run { target lockstep_target_x86 } } */
/* { dg-options "-O2 -mavx2 -fplugin-arg-lockstep-cost=model -fopt-info-vec-optimized-missed" } */

#include <stdlib.h>

#define N 1001

static float a[N], b[N];

__attribute__ ((noinline)) static int
last_negative (void)
{
  int j = -1;
#pragma omp simd lastprivate(conditional: j)
  for (int i = 0; i < N; i++)
    if (a[i] < 0.0f)
      j = i;
  return j;
}

__attribute__ ((noinline)) static float
positive_sum (void)
{
  float s = 0.0f;
#pragma omp simd reduction(+:s)
  for (int i = 0; i < N; i++)
    if (a[i] > 0.0f)
      s += a[i];
  return s;
}

__attribute__ ((noinline)) static void
store_negative (void)
{
#pragma omp simd
  for (int i = 0; i < N; i++)
    if (a[i] < 0.0f)
      b[i] = a[i] * 2.0f;
}

int
main (void)
{
  unsigned int seed = 7;
  for (int i = 0; i < N; i++)
    {
      seed = seed * 1664525u + 1013904223u;
      a[i] = (float) (int) (seed >> 24) - 128.0f;
      b[i] = 1.0f;
    }
  int j = last_negative ();
  float s = positive_sum ();
  store_negative ();
  int jr = -1;
  float sr = 0.0f;
  for (int i = 0; i < N; i++)
    {
      if (a[i] < 0.0f)
	jr = i;
      if (a[i] > 0.0f)
	sr += a[i];
      if (b[i] != (a[i] < 0.0f ? a[i] * 2.0f : 1.0f))
	abort ();
    }
  /* Integers below 2^24 in any order: the sum is exact.  */
  if (j != jr || s != sr)
    abort ();
  return 0;
}

/* { dg-final { scan-lockstep-note "if-convertible.c:2\[0-9\]:\[0-9\]+: missed: lockstep: not vectorized: left to GCC's vectorizer: branches its if-conversion removes, which it vectorizes as well" } } */
/* { dg-final { scan-lockstep-note "if-convertible.c:2\[0-9\]:\[0-9\]+: optimized: loop vectorized using \[0-9\]+ byte vectors" } } */
/* { dg-final { scan-lockstep-note "if-convertible.c:3\[0-9\]:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "if-convertible.c:4\[0-9\]:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
