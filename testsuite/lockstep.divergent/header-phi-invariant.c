/* A header PHI that scalar evolution proves keeps its value has a varying
   latch value: here PRE's copy of the load of G, carried around the loop
   through a uniform inner loop and a join of divergent paths (the inner
   loop's header and the join, after linearization, bring different names
   of the same value).  Widening made the latch value a vector and left the
   header PHI referring to the scalar name it released; GCC crashed in
   rewrite_into_loop_closed_ssa at the pass's end (fuzzer seed 870000).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */
/* At -O2 the loop (reported at the line of its while) is vectorized as
   written; -O3 unswitches it on D first.  */
/* { dg-final { scan-lockstep-note "header-phi-invariant.c:(39:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 6 branches linearized, 1 divergent loop|46:\[0-9\]+: optimized: loop vectorized by lockstep)" } } */

#include <stdlib.h>

int u, n;
float f;
double d, x;
long g, t, t1;
double *p;

__attribute__ ((noinline)) void
set (double v)
{
  *p = v;
}

/* Inlined into main, as in the fuzzer's program: PRE then carries G.  */

static int
kernel (void)
{
  short r = 1;
#pragma omp simd reduction(*:r)
  for (long i = 0; i < n; i++)
    {
      /* D is 0 in the runs: the inner loop would have each lane store to
	 *P.  */
      while (d)
	if (u || f)
	  {
	    r *= 5;
	    t = x ?: 7;
	    set (t == u ?: t1);
	  }
      if (g)
	r *= 3;
    }
  return r;
}

/* The values, out of the compiler's sight.  */

__attribute__ ((noinline)) static void
init (void)
{
  n = 5;
  g = 1;
}

int
main (void)
{
  init ();
  if (kernel () != 243)
    abort ();
  return 0;
}
