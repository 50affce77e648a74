/* A loop with a rare exit (a call to exit) and, after it, inner loops
   whose values live out of them: the edge of the rare exit to the scalar
   loop took the last lane of such a value extracted in the block after
   the vector loop, which does not dominate that edge (invalid SSA, an
   error under -fchecking: fuzzer seeds 943080 and 943087).  The lane is
   extracted on the rare exit's own path now.  The kernel is inlined into
   a loop of its caller.  */
/* { dg-do run } */
/* { dg-options "-fchecking -fplugin-arg-lockstep-cost=unlimited -fopt-info-vec -w" } */

#include "check.h"

unsigned long long in[16];
long long out[272], ref[272];
unsigned char ex[272];
unsigned long long h;
int ms[4];
float ufs[4];

__attribute__ ((noinline)) static void
set (long long *p, long long v)
{
  *p = v;
}

#define BODY(O)								\
  {									\
    if (ex[i])								\
      exit (24);							\
    unsigned long long pv = in[i];					\
    long long v0 = pv * (signed char) pv;				\
    for (int j = 0; j < (int) uf; j++)					\
      if ((unsigned) pv < 272)						\
	{								\
	  for (int k = 0; k < (int) uf; k++)				\
	    {								\
	      set (&O[i], pv);						\
	      if (m)							\
		continue;						\
	      v0++;							\
	    }								\
	  if (i < 6)							\
	    break;							\
	}								\
    O[i] = pv ^ v0;							\
  }

static unsigned long long
kernel (int n, int m, float uf, double ud, unsigned mu)
{
  unsigned long long pv;
#pragma omp simd simdlen(8) private(pv)
  for (int i = 0; i < 16; i++)
    BODY (out)
  return 1;
}

NOIPA static void
reference (int m, float uf)
{
  for (int i = 0; i < 16; i++)
    BODY (ref)
}

NOIPA void
run (void)
{
  for (int c = 0; c < 4; c++)
    h += kernel (0, ms[c], ufs[c], 0, 0);
}

int
main (void)
{
  ms[1] = 1;
  ufs[1] = 2.0f;
  ufs[2] = 3.0f;
  ufs[3] = 1.0f;
  for (int i = 0; i < 16; i++)
    in[i] = i * 37 + (i & 1 ? 300 : 0);
  run ();
  CHECK (h == 4, "h = %llu", h);
  for (int c = 0; c < 4; c++)
    reference (ms[c], ufs[c]);
  for (int i = 0; i < 16; i++)
    CHECK (out[i] == ref[i], "out[%d] = %lld, expected %lld", i, out[i],
	   ref[i]);
  return 0;
}

/* { dg-final { scan-lockstep-note "rare-exit-live-out.c:54:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
