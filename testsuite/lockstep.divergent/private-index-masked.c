/* A lane-private array read under a mask at an index all lanes share: the
   read is one vector access to the lanes' copies, whose index must be
   made safe (some lane active ? index : 0) -- where no lane is active, an
   index computed on a path no lane took holds anything, and the vector
   access went anywhere (fuzzer seed 120022: a crash).  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-vec -fdump-tree-lockstep" } */

#include <stdlib.h>
#define N 64
unsigned char out[N], a[N];
__attribute__ ((noipa)) void
f (int n, unsigned u, int lim)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned char pa[4];
      for (int q = 0; q < 4; q++)
	pa[q] = a[i] + q;
      unsigned idx;
      if (u < 100)
	{
	  if (i < lim)
	    {
	      idx = u & 3;
	      goto J;
	    }
	  goto K;
	}
      else
	{
	  if (i > lim)
	    {
	      idx = 1;
	      goto J;
	    }
	  goto K;
	}
    J:
      out[i] = pa[idx];
      continue;
    K:
      out[i] = 7;
    }
}
int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = i * 3;
  for (int lim = 0; lim < 20; lim++)
    for (unsigned u = 0; u < 300; u += 37)
      {
	f (N, u, lim);
	for (int i = 0; i < N; i++)
	  {
	    unsigned char e = 7;
	    if (u < 100 ? i < lim : i > lim)
	      e = a[i] + (u < 100 ? (u & 3) : 1);
	    if (out[i] != e)
	      abort ();
	  }
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "private-index-masked.c:\[0-9\]+:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump "= _\[0-9\]+ \\? idx_\[0-9\]+ : 0;" "lockstep" } } */
