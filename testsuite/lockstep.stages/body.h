/* The loop the stage tests stop in: a divergent inner loop (a Collatz
   count per lane) and a divergent branch after it.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include <stdlib.h>

#define BODY(out, i)							\
  do {									\
    int x = a[i];							\
    int k = 0;								\
    while (x > 1)							\
      {									\
	x = (x & 1) ? 3 * x + 1 : x / 2;				\
	k++;								\
      }									\
    if (a[i] > 10)							\
      k = -k;								\
    out[i] = k;								\
  } while (0)

#define N 100
static int a[N], o[N], ref[N];

__attribute__ ((noipa)) void
f (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY (o, i);
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = i * 7 % 23;
  for (int n = 0; n <= N; n += 33)
    {
      for (int i = 0; i < N; i++)
	o[i] = ref[i] = 5;
      f (n);
      for (int i = 0; i < n; i++)
	BODY (ref, i);
      for (int i = 0; i < N; i++)
	if (o[i] != ref[i])
	  abort ();
    }
  return 0;
}
