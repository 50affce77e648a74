/* Helpers for lockstep run tests.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#define NOIPA __attribute__ ((noipa))

/* Trip counts every test runs: 0 to 3*16+1 covers 0 .. 3*VF+1 for every
   vector factor up to 16, plus a large one.  */
#define MAX_N 1000
static const int trip_counts[] = {
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19,
  20, 23, 24, 25, 31, 32, 33, 47, 48, 49, 63, 64, 65, 97, 999
};
#define N_TRIP_COUNTS (sizeof (trip_counts) / sizeof (trip_counts[0]))

#define CHECK(cond, ...)						\
  do {									\
    if (!(cond))							\
      {									\
	fprintf (stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__,	\
		 #cond);						\
	fprintf (stderr, __VA_ARGS__);					\
	fprintf (stderr, "\n");						\
	abort ();							\
      }									\
  } while (0)

/* A deterministic pseudo-random sequence.  */
static unsigned int check_seed = 12345;
static inline int
check_rand (void)
{
  check_seed = check_seed * 1103515245u + 12345u;
  return (int) ((check_seed >> 8) & 0x7fffff);
}
