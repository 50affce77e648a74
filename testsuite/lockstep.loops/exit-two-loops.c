/* An exit of an inner divergent loop that leaves the divergent loop
   around it as well.  GCC's PRE makes the bound of the loop over k a
   value computed in that loop and read after it; the lanes leave the
   loop nest through the test of the bound either in the first iteration
   of the loop GCC makes around the while loop or in a later one.  The
   mask of that exit must keep the lanes that left in an earlier iteration
   of the outer loop: it once started false each time the inner loop was
   entered, and those lanes then read the value of another exit (fuzzer
   seed 895024).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define N 64

static inline long long
f2i (double x)
{
  return x > -1e9 && x < 1e9 ? (long long) x : -7;
}

NOIPA static void
see (unsigned x)
{
  __asm__ volatile ("" : : "r" (x));
}

#define BODY								\
  for (int i = 0; i < n; i++)						\
    {									\
      lp = in[i];							\
      float pv = (float) lp - (float) i;				\
      int kc = 0;							\
      for (int k = 0; k < ((int) f2i (pv) & 7); k++)			\
	while (kc < 2)							\
	  {								\
	    kc++;							\
	    see ((unsigned) lp);					\
	    if (i >= 1)							\
	      break;							\
	    lp = 100.0 + i;						\
	  }								\
      out[i] = (int) (f2i (lp) ^ f2i (pv));				\
    }

NOIPA double
nest (int n, const double *restrict in, int *restrict out)
{
  double lp = 7.0;
#pragma omp simd lastprivate(lp)
  BODY
  return lp;
}

NOIPA double
nest_ref (int n, const double *restrict in, int *restrict out)
{
  double lp = 7.0;
  BODY
  return lp;
}

int
main (void)
{
  static double in[N];
  static int out[N], out_ref[N];
  for (int rep = 0; rep < 4; rep++)
    for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
      {
	int n = trip_counts[t] < N ? trip_counts[t] : N;
	for (int i = 0; i < N; i++)
	  {
	    in[i] = (double) (check_rand () % 70000);
	    out[i] = out_ref[i] = -1;
	  }
	double lp = nest (n, in, out), lp_ref = nest_ref (n, in, out_ref);
	/* Without iterations, lastprivate leaves LP unspecified.  */
	if (n > 0 && lp != lp_ref)
	  abort ();
	for (int i = 0; i < N; i++)
	  if (out[i] != out_ref[i])
	    abort ();
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "exit-two-loops.c:5\[23\]:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* GCC 11 shapes the loops otherwise: no exit leaves two loops.  */
/* { dg-final { scan-tree-dump ";; divloop: the mask of the exit of loop \[0-9\]+ to bb \[0-9\]+ starts before loop \[0-9\]+, which the exit leaves too" "lockstep" { target { ! lockstep_gcc11 } } } } */
