/* A call that does not return whose test GCC reaches through empty blocks
   after the loop (here in the copy of the function that IPA-CP makes for
   constant arguments): still an exit to a call that does not return
   (rare.cc), not one of several exits.  The loop runs without the call,
   then once more with a negative element at iteration 37: the handler
   checks that the iterations before it stored and the others did not.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-all -fno-math-errno" } */

#include <math.h>
#include "check.h"

#define N 1000
static float x[N], y[N];
static int at = -1;

__attribute__ ((noinline)) void
kernel (int n, float a, float b)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      if (x[i] < 0.0f || x[i] > 1e6f)
	exit (0);
      y[i] = sqrtf (x[i]) * a + b;
    }
}

static void
check_at_exit (void)
{
  for (int i = 0; i < N; i++)
    {
      float want = i < at ? sqrtf (x[i]) * 1.5f + 0.25f : -1.0f;
      if (y[i] != want)
	_Exit (1);
    }
}

int
main (void)
{
  for (int r = 0; r < 3; r++)
    {
      for (int i = 0; i < N; i++)
	{
	  x[i] = (float) (i * (r + 1) % 997);
	  y[i] = -1.0f;
	}
      kernel (N, 1.5f, 0.25f);
      for (int i = 0; i < N; i++)
	{
	  /* Rounded to float (x87's excess precision).  */
	  float want = sqrtf (x[i]) * 1.5f + 0.25f;
	  CHECK (y[i] == want, "r=%d i=%d", r, i);
	}
    }
  for (int i = 0; i < N; i++)
    y[i] = -1.0f;
  at = 37;
  x[at] = -1.0f;
  atexit (check_at_exit);
  kernel (N, 1.5f, 0.25f);
  abort ();
}

/* { dg-final { scan-lockstep-note "rare-exit-clone.c:23:\[0-9\]+: optimized: loop vectorized by lockstep: .* lane would call 'exit' runs in the scalar loop" } } */
/* { dg-final { scan-lockstep-note-not "rare-exit-clone.c:23:\[0-9\]+: missed: lockstep: not vectorized" } } */
