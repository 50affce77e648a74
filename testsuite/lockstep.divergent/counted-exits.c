/* The value a divergent loop's counter has when each lane leaves is
   counted per lane (divloop.cc, count_exits) instead of written at each
   exit: exits with the counter's value before or after its step, counting
   down, steps other than 1, an unsigned char counter that wraps, used in
   the loop as well, the values before and after the step both read after
   the loop, a break before the step with the loop's own test after it
   (the break's lanes read the counter, the test's lanes step it once
   more), and an exit that leaves two loops.  All eight exit values are
   counted.  */
/* { dg-do run } */
/* { dg-options "-fdump-tree-lockstep-details" } */

#include "check.h"

int a[MAX_N + 16], r1[MAX_N], r2[MAX_N], lim[MAX_N];
int maxk = 12;
unsigned char rc[MAX_N];

#define BODIES								\
  /* for-loop counter: the break leaves with k, the test with k + 1.  */ \
  B (f_for, {								\
      int k;								\
      for (k = 0; k < lim[i]; k++)					\
	if ((a[i] >> (k & 7)) % 5 == 0)					\
	  break;							\
      r1[i] = k;							\
    })									\
  /* Counting down by 3 from a varying start.  */			\
  B (f_down, {								\
      int k = a[i] % 50;						\
      while (k > 0)							\
	{								\
	  if ((k ^ a[i]) % 7 == 0)					\
	    break;							\
	  k -= 3;							\
	}								\
      r1[i] = k;							\
    })									\
  /* A char counter that wraps, used in the loop as well.  */		\
  B (f_char, {								\
      unsigned char c = (unsigned char) a[i];				\
      int s = 0;							\
      do								\
	{								\
	  s += c;							\
	  c += 5;							\
	}								\
      while ((c & 15) != 3 && s < 4000);				\
      rc[i] = c;							\
      r1[i] = s;							\
    })									\
  /* The values before and after the step, both read after it.  */	\
  B (f_late, {								\
      int k = 0, k2 = 0;						\
      for (;;)								\
	{								\
	  k2 = k;							\
	  k++;								\
	  if (k > lim[i] || (a[i] + k) % 9 == 0)			\
	    break;							\
	}								\
      r1[i] = k2;							\
      r2[i] = k;							\
    })									\
  /* A break with the counter's value before its step, and the loop's \
     own test, the same for all lanes, after it.  */			\
  B (f_mixed, {								\
      int k;								\
      float z = 0.0f, c = (float) (a[i] % 64) * 0.03125f;		\
      for (k = 0; k < maxk; k++)					\
	{								\
	  if (z * z > 4.0f)						\
	    break;							\
	  z = z * z + c;						\
	}								\
      r1[i] = k;							\
    })									\
  /* An exit that leaves both loops.  */				\
  B (f_nest, {								\
      int j, k = 0;							\
      for (j = 0; j < 4; j++)						\
	{								\
	  for (k = 0; k < lim[i]; k++)					\
	    if ((a[i] + j * k) % 11 == 10)				\
	      goto out;							\
	}								\
    out:								\
      r1[i] = k;							\
      r2[i] = j;							\
    })

#define B(name, ...)							\
  NOIPA void name (int n)						\
  {									\
    _Pragma ("omp simd")						\
    for (int i = 0; i < n; i++)						\
      __VA_ARGS__							\
  }									\
  NOIPA void name##_ref (int n)						\
  {									\
    for (int i = 0; i < n; i++)						\
      __VA_ARGS__							\
  }
BODIES
#undef B

int e1[MAX_N], e2[MAX_N];
unsigned char ec[MAX_N];

int
main (void)
{
  for (int i = 0; i < MAX_N + 16; i++)
    a[i] = check_rand () % 1000 - 100;
  for (int i = 0; i < MAX_N; i++)
    lim[i] = check_rand () % 20;
#define B(name, ...)							\
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)				\
    {									\
      int n = trip_counts[t];						\
      memset (r1, 0, sizeof r1);					\
      memset (r2, 0, sizeof r2);					\
      memset (rc, 0, sizeof rc);					\
      name##_ref (n);							\
      memcpy (e1, r1, sizeof r1);					\
      memcpy (e2, r2, sizeof r2);					\
      memcpy (ec, rc, sizeof rc);					\
      memset (r1, 0, sizeof r1);					\
      memset (r2, 0, sizeof r2);					\
      memset (rc, 0, sizeof rc);					\
      name (n);								\
      for (int i = 0; i < n; i++)					\
	CHECK (r1[i] == e1[i] && r2[i] == e2[i] && rc[i] == ec[i],	\
	       "%s n=%d i=%d: %d %d %d, expected %d %d %d", #name, n, i,	\
	       r1[i], r2[i], rc[i], e1[i], e2[i], ec[i]);		\
    }
  BODIES
#undef B
  return 0;
}

/* { dg-final { scan-tree-dump-times ";; divloop: exit value \[a-z\]_\[0-9\]+ counted from" 8 "lockstep" } } */
/* GCC 11 rotates f_mixed's loop so that both exits bring the value after
   the step.  */
/* { dg-final { scan-tree-dump-times ";; divloop: exit value \[a-z\]_\[0-9\]+ counted from \[a-z\]_\[0-9\]+, once more on exits after its step" 1 "lockstep" { target { ! lockstep_gcc11 } } } } */
