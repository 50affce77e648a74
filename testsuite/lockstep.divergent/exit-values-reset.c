/* A sequence of twelve divergent loops, each under a divergent branch,
   with several values live after each.  The exit values each loop's
   transform tracks are reset in its preheader: otherwise each of them is
   live around the whole vector loop, gets a PHI at every join of the body
   and a select cascade at each once linearized, and the vector loop
   grows with the product of loops and joins (a generated loop of 720
   statements became 74,000, and GCC's register allocator took a minute).
   The exit of the last inner loop leaves the loop around it as well: its
   exit values are not reset.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define STEP(X, Y, K, LIM)						\
  if (a[i] > (K))							\
    while (X > 1 && Y < (LIM))						\
      {									\
	X = (X & 1) ? 3 * X + 1 : X / 2;				\
	Y++;								\
      }

#define BODY								\
  do {									\
    int x = a[i], y = 0, z = b[i], w = 0, u = a[i] ^ b[i], v = 0;	\
    STEP (x, y, 3, 40)							\
    STEP (z, w, 7, 30)							\
    STEP (u, v, 1, 20)							\
    STEP (x, w, 9, 50)							\
    STEP (z, y, 5, 25)							\
    STEP (u, y, 2, 35)							\
    STEP (x, v, 4, 45)							\
    STEP (z, u, 6, 15)							\
    STEP (u, w, 8, 28)							\
    STEP (x, y, 10, 33)							\
    STEP (z, v, 12, 22)							\
    STEP (u, x, 14, 18)							\
    for (int t = 0; t < 3; t++)						\
      {									\
	int c = b[i] + t;						\
	while (c > 1)							\
	  {								\
	    if (c == 5 + t)						\
	      goto out;							\
	    c = (c & 1) ? 3 * c + 1 : c / 2;				\
	    v++;							\
	  }								\
      }									\
    v += 100;								\
  out:									\
    o[i] = x + 3 * y + 5 * z + 7 * w + 11 * u + 13 * v;			\
  } while (0)

NOIPA void
steps (int n, const int *a, const int *b, int *o)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
steps_ref (int n, const int *a, const int *b, int *o)
{
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  static int a[MAX_N], b[MAX_N], o[MAX_N], oref[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int k = 0; k < MAX_N; k++)
	{
	  a[k] = check_rand () % 64;
	  b[k] = check_rand () % 48;
	  o[k] = oref[k] = -1;
	}
      steps (n, a, b, o);
      steps_ref (n, a, b, oref);
      for (int k = 0; k < MAX_N; k++)
	if (o[k] != oref[k])
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "exit-values-reset.c:59:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; divloop: exit values of loop \[0-9\]+ reset in its preheader" 12 "lockstep" } } */
/* Fewer than 10,000 statements (about 7,000 on x86; 17,700 without the
   reset).  */
/* { dg-final { scan-tree-dump ";; size: loop \[0-9\]+ statements, vector loop \[0-9\]{1,4} statements" "lockstep" } } */
