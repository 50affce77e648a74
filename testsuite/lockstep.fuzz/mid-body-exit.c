/* A call in the body and a constant trip count: GCC merges the test
   i < N - 1 of the body into the exit test, so that the last iteration
   calls g and leaves before the rest of the body (when N is 3 and more,
   jump threading leaves the loop's own exit test behind it, never taken).
   lockstep incremented its vector iteration counter after that exit test
   (invalid SSA: an internal compiler error in fre at N = VF); the lanes of
   a vector iteration run whole iterations, so these loops stay scalar now,
   with a reason, and the dead exit no longer reads as "several exits".
   Trip counts equal to the vector factor of each element size, below and
   above it.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

#include "check.h"

static int calls[MAX_N];

NOIPA void
g (int i)
{
  calls[i]++;
}

#define DEFINE(NAME, T, N)						\
  static T NAME##_o[MAX_N];						\
  NOIPA void								\
  NAME (void)								\
  {									\
    _Pragma ("omp simd")						\
    for (int i = 0; i < N; i++)						\
      {									\
	g (i);								\
	if (i < N - 1 && NAME##_o[i] != 0)				\
	  NAME##_o[i] = (T) (i + 100);					\
      }									\
  }									\
  static void								\
  NAME##_check (void)							\
  {									\
    for (int i = 0; i < MAX_N; i++)					\
      {									\
	NAME##_o[i] = (T) (i % 3);					\
	calls[i] = 0;							\
      }									\
    NAME ();								\
    for (int i = 0; i < MAX_N; i++)					\
      {									\
	T e = (i < N - 1 && i % 3 != 0) ? (T) (i + 100) : (T) (i % 3);	\
	CHECK (NAME##_o[i] == e, #NAME " o[%d]", i);			\
	CHECK (calls[i] == (i < N), #NAME " calls[%d] = %d", i,		\
	       calls[i]);						\
      }									\
  }

DEFINE (ll2, long long, 2)
DEFINE (ll3, long long, 3)
DEFINE (i4, int, 4)
DEFINE (i8, int, 8)
DEFINE (i9, int, 9)
DEFINE (s8, short, 8)
DEFINE (s16, short, 16)
DEFINE (c16, signed char, 16)
DEFINE (c32, signed char, 32)
DEFINE (c1, signed char, 1)

int
main (void)
{
  ll2_check ();
  ll3_check ();
  i4_check ();
  i8_check ();
  i9_check ();
  s8_check ();
  s16_check ();
  c16_check ();
  c32_check ();
  c1_check ();
  return 0;
}

/* { dg-final { scan-lockstep-note "mid-body-exit.c:55:\[0-9\]+: missed: lockstep: not vectorized: the last iteration leaves in the middle of the body" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-lockstep-note "mid-body-exit.c:56:\[0-9\]+: missed: lockstep: not vectorized: the last iteration leaves in the middle of the body" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-lockstep-note "mid-body-exit.c:59:\[0-9\]+: missed: lockstep: not vectorized: the last iteration leaves in the middle of the body" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-lockstep-note "mid-body-exit.c:62:\[0-9\]+: missed: lockstep: not vectorized: the last iteration leaves in the middle of the body" { target { ! lockstep_gcc11 } } } } */
/* GCC 11 does not merge the test into the exit test, and lockstep
   vectorizes its loops but for ll2 (N = 2), where jump threading takes the
   exit test off the path of the first iteration, which cannot be the
   last.  */
/* { dg-final { scan-lockstep-note "mid-body-exit.c:55:\[0-9\]+: missed: lockstep: not vectorized: the loop exit is not taken at the end of every iteration" { target lockstep_gcc11 } } } */
/* { dg-final { scan-lockstep-note "mid-body-exit.c:56:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" { target lockstep_gcc11 } } } */
/* { dg-final { scan-lockstep-note "mid-body-exit.c:59:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" { target lockstep_gcc11 } } } */
/* { dg-final { scan-lockstep-note "mid-body-exit.c:62:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" { target lockstep_gcc11 } } } */
