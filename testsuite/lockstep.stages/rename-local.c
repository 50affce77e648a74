/* The stages rename the symbols they leave (the variables of partial
   linearization, the virtual operand of new memory statements) within the
   blocks of the loop, not by a walk over the whole function: four loops
   in one function, a divergent branch with stores on both sides, a
   divergent inner loop with a break, a rare exit to abort and a
   conditional store, each renamed twice (after linearization and after
   widening) within its loop.  The harness adds option verify, which
   checks after each such renaming that no symbol was left and that the
   virtual operands form one chain.  The program computes what the scalar
   loops do.  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-lockstep-details" } */

#include <stdlib.h>

#define N 203

float a[N], b[N], o[N], p[N];
int k[N], q[N];

__attribute__ ((noipa)) void
f (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (a[i] > 0.5f)
      o[i] = a[i] * 2.0f;
    else
      p[i] = b[i] - a[i];
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float x = a[i] * 8.0f;
      int c = 0;
      while (x > 1.0f)
	{
	  x *= 0.5f;
	  if (++c > 5)
	    break;
	}
      k[i] = c;
    }
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      if (b[i] < -100.0f)
	abort ();
      o[i] += b[i] > 0.25f ? b[i] : a[i];
    }
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (k[i] > 2)
      q[i] = k[i] + i;
}

__attribute__ ((noipa, optimize ("no-tree-vectorize"))) void
ref (int n, float *ro, float *rp, int *rk, int *rq)
{
  for (int i = 0; i < n; i++)
    if (a[i] > 0.5f)
      ro[i] = a[i] * 2.0f;
    else
      rp[i] = b[i] - a[i];
  for (int i = 0; i < n; i++)
    {
      float x = a[i] * 8.0f;
      int c = 0;
      while (x > 1.0f)
	{
	  x *= 0.5f;
	  if (++c > 5)
	    break;
	}
      rk[i] = c;
    }
  for (int i = 0; i < n; i++)
    ro[i] += b[i] > 0.25f ? b[i] : a[i];
  for (int i = 0; i < n; i++)
    if (rk[i] > 2)
      rq[i] = rk[i] + i;
}

int
main (void)
{
  static float ro[N], rp[N];
  static int rk[N], rq[N];
  for (int i = 0; i < N; i++)
    {
      a[i] = (float) ((i * 37) % 101) / 100.0f;
      b[i] = (float) ((i * 53) % 89) / 88.0f - 0.3f;
      o[i] = ro[i] = (float) i;
      p[i] = rp[i] = (float) -i;
      q[i] = rq[i] = -1;
    }
  f (N);
  ref (N, ro, rp, rk, rq);
  for (int i = 0; i < N; i++)
    if (o[i] != ro[i] || p[i] != rp[i] || k[i] != rk[i] || q[i] != rq[i])
      abort ();
  return 0;
}

/* { dg-final { scan-tree-dump-times "optimized: loop vectorized by lockstep" 4 "lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; rename: within the loop" 8 "lockstep" } } */
/* { dg-final { scan-tree-dump-not ";; rename: whole function" "lockstep" } } */
