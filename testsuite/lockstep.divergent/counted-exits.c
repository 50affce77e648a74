/* The value a divergent loop's counter has when each lane leaves is
   counted per lane (divloop.cc, count_exits) instead of written at each
   exit: exits with the counter's value before or after its step, counting
   down, steps other than 1, an unsigned char counter that wraps, used in
   the loop as well, the values before and after the step both read after
   the loop, a break before the step with the loop's own test after it
   (the break's lanes read the counter, the test's lanes step it once
   more), and an exit that leaves two loops.  All eight exit values are
   counted, and the counters are stepped in the lanes that stay, which
   the selects pass makes a subtraction of the mask (masked steps).  */
/* { dg-do run } */
/* { dg-options "-fdump-tree-lockstep-details" } */

#include "counters.h"

int maxk = 12;

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
      r3[i] = c;							\
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

#define B B_DEFINE
BODIES
#undef B

int
main (void)
{
  for (int i = 0; i < MAX_N + 16; i++)
    a[i] = check_rand () % 1000 - 100;
  for (int i = 0; i < MAX_N; i++)
    lim[i] = check_rand () % 20;
#define B B_CHECK
  BODIES
#undef B
  return 0;
}

/* { dg-final { scan-tree-dump-times ";; divloop: exit value \[a-z\]_\[0-9\]+ counted from" 8 "lockstep" } } */
/* GCC 11 rotates f_mixed's loop so that both exits bring the value after
   the step.  */
/* { dg-final { scan-tree-dump-times ";; divloop: exit value \[a-z\]_\[0-9\]+ counted from \[a-z\]_\[0-9\]+, once more on exits after its step" 1 "lockstep" { target { ! lockstep_gcc11 } } } } */
/* Where masks are vectors of lanes: x86 (SVE's are predicates).  */
/* { dg-final { scan-tree-dump "selects: masked step: \[^\n\]*VEC_COND_EXPR <\[^\n\]*>" "selects-lockstep" { target lockstep_target_x86 } } } */
