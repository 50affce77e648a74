/* declare simd clones of simdlen 2: GCC knows that the loop over the two
   lanes of a clone body runs twice and gives its lane counter the form
   PHI <0, 1> instead of an increment.  lockstep takes it for the induction
   variable it is and vectorizes the clone bodies (a divergent if and a
   division in each); calls from an omp simd loop and a plain loop agree
   with a scalar copy.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

#include "check.h"

#define NOINLINE __attribute__ ((noinline))

#define BODY								\
  double r = x;								\
  if (k > 3)								\
    r = r * 0.5 + k;							\
  else if (k != 0)							\
    r = r / k - 1.0;							\
  return r

#pragma omp declare simd simdlen(2) notinbranch
NOINLINE double
f2 (double x, int k)
{
  BODY;
}

NOINLINE double
f2_ref (double x, int k)
{
  BODY;
}

static double x[MAX_N], o[MAX_N], e[MAX_N];
static int k[MAX_N];

NOIPA void
call_simd (int n)
{
#pragma omp simd simdlen(2)
  for (int i = 0; i < n; i++)
    o[i] = f2 (x[i], k[i]);
}

int
main (void)
{
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = (check_rand () % 2001 - 1000) / 8.0;
	  k[i] = check_rand () % 9 - 2;
	  o[i] = e[i] = -i;
	}
      call_simd (n);
      for (int i = 0; i < n; i++)
	e[i] = f2_ref (x[i], k[i]);
      for (int i = 0; i < MAX_N; i++)
	CHECK (o[i] == e[i], "n %d o[%d] %g, expected %g", n, i, o[i], e[i]);
    }
  return 0;
}

/* The clones' loops are reported at the body's first line.  GCC 12 makes
   no aarch64 clones of functions of mixed sizes: it says so, and f2 is
   called lane by lane there.  */
/* { dg-final { scan-lockstep-note "clone-simdlen2.c:26:\[0-9\]+: optimized: loop vectorized by lockstep: VF 2, 2 branches linearized" { target lockstep_target_x86 } } } */
/* { dg-final { scan-lockstep-note-not "clone-simdlen2.c:26:\[0-9\]+: missed: lockstep" } } */
/* { dg-warning "does not currently support mixed size types" "" { target lockstep_target_aarch64 } 24 } */
