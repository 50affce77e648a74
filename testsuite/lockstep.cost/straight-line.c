/* A loop without control flow, with a stride-2 load: GCC's own vectorizer
   handles it at least as well (it groups the strided accesses where
   lockstep would gather), so the cost model leaves it to GCC, which
   vectorizes it.  The loop with a branch below stays lockstep's.  */
/* { dg-do run { target lockstep_target_x86 } } */
/* { dg-options "-O2 -mavx2 -fplugin-arg-lockstep-cost=model -fopt-info-vec-optimized-missed" } */

#include <stdlib.h>

#define N 1001

static float a[2 * N], y[N], o[N], p[N];

__attribute__ ((noinline)) static void
straight (float s)
{
#pragma omp simd
  for (int i = 0; i < N; i++)
    o[i] = s * a[2 * i] + y[i];
}

__attribute__ ((noinline)) static void
branchy (float s)
{
#pragma omp simd
  for (int i = 0; i < N; i++)
    {
      float v = a[2 * i];
      if (v > y[i])
	v = s * v + y[i];
      p[i] = v;
    }
}

int
main (void)
{
  for (int i = 0; i < 2 * N; i++)
    a[i] = (float) ((i * 29) % 97) - 40.0f;
  for (int i = 0; i < N; i++)
    y[i] = (float) ((i * 13) % 31) - 15.0f;
  straight (1.5f);
  branchy (0.5f);
  for (int i = 0; i < N; i++)
    {
      volatile float v = a[2 * i];
      float w = v > y[i] ? 0.5f * v + y[i] : v;
      if (o[i] != 1.5f * v + y[i] || p[i] != w)
	abort ();
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "straight-line.c:19:\[0-9\]+: missed: lockstep: not vectorized: left to GCC's vectorizer: straight-line code, which it vectorizes as well" } } */
/* { dg-final { scan-lockstep-note "straight-line.c:19:\[0-9\]+: optimized: loop vectorized using \[0-9\]+ byte vectors" } } */
/* { dg-final { scan-lockstep-note "straight-line.c:28:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8, 1 branch linearized" } } */
