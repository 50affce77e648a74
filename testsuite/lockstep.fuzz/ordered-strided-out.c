/* A strided value computed inside an ordered simd block (i + 12, which
   GCC shares with a load after the block) is rebuilt from the lanes that
   ran the block.  lockstep took lane 0's copy, 0 when lane 0 had left the
   iteration before the block (continue): the load after it read the
   wrong elements (wrong code, fuzzer seed 90022).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

#define SIZE 300
static double in_d[SIZE], o1[SIZE], e1[SIZE];
static int o0[SIZE], e0[SIZE];
static unsigned in_ui[SIZE], acc;

#define BODY(O0, O1, i)							\
  do {									\
    if (in_d[i] > v0)							\
      continue;								\
    _Pragma ("omp ordered simd")					\
    {									\
      acc = acc * 31u + in_ui[i % 7];					\
      O0[i + 12] = (int) acc;						\
    }									\
    unsigned v2 = (unsigned) O0[i + 12];				\
    O1[i + 6] += (double) (v2 & 0xffff);				\
  } while (0)

NOIPA void
f (int n, double v0)
{
#pragma omp simd
  for (int i = n - 1; i >= 0; i--)
    BODY (o0, o1, i);
}

NOIPA void
f_ref (int n, double v0)
{
  for (int i = n - 1; i >= 0; i--)
    BODY (e0, e1, i);
}

int
main (void)
{
  for (int i = 0; i < SIZE; i++)
    {
      in_d[i] = check_rand () % 11 - 5;
      in_ui[i] = check_rand ();
    }
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t] < 280 ? trip_counts[t] : 280;
      for (int i = 0; i < SIZE; i++)
	{
	  o0[i] = e0[i] = i;
	  o1[i] = e1[i] = 0;
	}
      acc = 1;
      f (n, 0.5);
      unsigned got = acc;
      acc = 1;
      f_ref (n, 0.5);
      CHECK (got == acc, "n %d acc %u, expected %u", n, got, acc);
      for (int i = 0; i < SIZE; i++)
	CHECK (o0[i] == e0[i] && o1[i] == e1[i], "n %d i %d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "ordered-strided-out.c:34:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
