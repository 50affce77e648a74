/* A divergent loop over 64-bit values with an int counter, run at every
   option set: its masks are 64 bits wide and narrowed only for the
   counter's blend; the counts must be those of the scalar loop.  */
/* { dg-do run } */

#include "check.h"

#define N 203

__attribute__ ((noinline)) void
steps (unsigned long long start, int n, int *restrict out,
       unsigned long long *restrict last)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned long long x = start + i;
      int s = 0;
      unsigned long long top = x;
      while (x != 1)
	{
	  x = (x & 1) ? 3 * x + 1 : x / 2;
	  if (x > top)
	    top = x;
	  s++;
	}
      out[i] = s;
      last[i] = top;
    }
}

int
main (void)
{
  int out[N];
  unsigned long long last[N];
  steps (1, N, out, last);
  for (int i = 0; i < N; i++)
    {
      unsigned long long x = 1 + i, top = x;
      int s = 0;
      while (x != 1)
	{
	  x = (x & 1) ? 3 * x + 1 : x / 2;
	  if (x > top)
	    top = x;
	  s++;
	}
      if (out[i] != s || last[i] != top)
	abort ();
    }
  return 0;
}
