/* Counters stepped in the lanes of a mask, m ? x + c : x, which the
   selects pass makes x - m (a step of one) or x + (m & c) where it sees
   them: conditional increments in a divergent loop, by 1, by 3 and by -1
   (a decrement), of ints and of shorts.  GCC makes these branch-free
   before lockstep sees them; the counters of divergent loops' exits
   (counted-exits.c, which scans the masked steps) are stepped in masks.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep" } */

#include "counters.h"

#define BODIES								\
  /* Bits set among the low LIM[i] bits, counted up by one and down by	\
     one.  */								\
  B (f_bits, {								\
      int c = 0, d = 100, v = a[i];					\
      for (int k = 0; k < lim[i]; k++)					\
	if ((v >> (k & 15)) & 1)					\
	  c++;								\
	else								\
	  d--;								\
      r1[i] = c;							\
      r2[i] = d;							\
    })									\
  /* Steps of 3, and of 2 in a short.  */				\
  B (f_wide, {								\
      int c = a[i] & 7;							\
      short s = (short) (a[i] >> 4);					\
      for (int k = 0; k < lim[i]; k++)					\
	{								\
	  if ((a[i] + k) % 3 == 0)					\
	    c += 3;							\
	  if ((a[i] ^ k) & 4)						\
	    s += 2;							\
	}								\
      r1[i] = c;							\
      r3[i] = s;							\
    })

#define B B_DEFINE
BODIES
#undef B

int
main (void)
{
  for (int i = 0; i < MAX_N; i++)
    {
      a[i] = check_rand () % 100000 - 30000;
      lim[i] = check_rand () % 24;
    }
#define B B_CHECK
  BODIES
#undef B
  return 0;
}

/* { dg-final { scan-lockstep-note "masked-step.c:41:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
