/* A divergent loop with a break: the live mask after an iteration is the
   continuing lanes, ~exiting & continuing, where the two never share a
   lane.  Right before isel the and-not is dropped (the selects pass's
   dump says so), and the results are those of the scalar loop at every
   trip count and bound.  */
/* { dg-do run } */
/* { dg-options "-fdump-tree-lockstep" } */

#include <stdlib.h>

#define N 67

/* Lane I's escape: Z and K after at most MAXIT steps, the loop and its
   scalar reference alike.  */
#define ESCAPE_BODY(Z, K)			\
  do						\
    {						\
      (Z) = 0.0f;				\
      for ((K) = 0; (K) < maxit; (K)++)		\
	{					\
	  if ((Z) > 4.0f)			\
	    break;				\
	  (Z) = (Z) * (Z) + c[i];		\
	}					\
    }						\
  while (0)

__attribute__ ((noinline)) void
escape (const float *restrict c, int *restrict out, float *restrict zo,
	int n, int maxit)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float z;
      int k;
      ESCAPE_BODY (z, k);
      out[i] = k;
      zo[i] = z;
    }
}

int
main (void)
{
  float c[N], zo[N];
  int out[N];
  for (int i = 0; i < N; i++)
    c[i] = (i % 11) * 0.1f - 0.3f + (i % 3) * 0.6f;
  for (int maxit = 0; maxit < 12; maxit++)
    for (int n = 0; n <= N; n += 7)
      {
	for (int i = 0; i < N; i++)
	  out[i] = -1;
	escape (c, out, zo, n, maxit);
	for (int i = 0; i < N; i++)
	  {
	    float z;
	    int k;
	    ESCAPE_BODY (z, k);
	    if (i < n ? (out[i] != k || zo[i] != z) : out[i] != -1)
	      abort ();
	  }
      }
  return 0;
}

/* { dg-final { scan-tree-dump "masks: disjoint, ~A & B is B" "selects-lockstep" } } */
