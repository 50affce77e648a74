/* Loops with counters for the counted-exits.c and masked-step.c tests.
   Each test defines BODIES, a list of B (NAME, BODY): B_DEFINE makes of
   each the omp simd loop NAME and the scalar loop NAME_ref, over I from 0
   to N; B_CHECK runs both for every trip count and compares their
   results, R1, R2 and R3.  The kernels read A and LIM.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include "check.h"

int a[MAX_N + 16], lim[MAX_N], r1[MAX_N], r2[MAX_N];
short r3[MAX_N];
int e1[MAX_N], e2[MAX_N];
short e3[MAX_N];

#define B_DEFINE(name, ...)						\
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

#define B_CHECK(name, ...)						\
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)				\
    {									\
      int n = trip_counts[t];						\
      memset (r1, 0, sizeof r1);					\
      memset (r2, 0, sizeof r2);					\
      memset (r3, 0, sizeof r3);					\
      name##_ref (n);							\
      memcpy (e1, r1, sizeof r1);					\
      memcpy (e2, r2, sizeof r2);					\
      memcpy (e3, r3, sizeof r3);					\
      memset (r1, 0, sizeof r1);					\
      memset (r2, 0, sizeof r2);					\
      memset (r3, 0, sizeof r3);					\
      name (n);								\
      for (int i = 0; i < n; i++)					\
	CHECK (r1[i] == e1[i] && r2[i] == e2[i] && r3[i] == e3[i],	\
	       "%s n=%d i=%d: %d %d %d, expected %d %d %d", #name, n, i,	\
	       r1[i], r2[i], r3[i], e1[i], e2[i], e3[i]);		\
    }
