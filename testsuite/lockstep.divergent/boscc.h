/* Kernels for the BOSCC tests (boscc-*.c), which include this file with
   different values of option boscc.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include "check.h"

/* A large branch that most vectors skip entirely.  */
#define BODY_LARGE							\
  do {									\
    float v = x[i];							\
    if (v > 100.0f)							\
      {									\
	float a = v * 0.5f + 1.0f, b = v * v - 3.0f;			\
	float c = a * b + v, d = c * c - a;				\
	float e = d / (b + 7.0f), f = e * a - c;			\
	float g = f * f + d, h = g - e * b;				\
	v = h * 0.25f + g * 0.125f - f;					\
	r[i] = v;							\
      }									\
    s[i] = v + 1.0f;							\
  } while (0)

NOIPA void
large (int n, const float *restrict x, float *restrict r, float *restrict s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY_LARGE;
}

NOIPA void
large_ref (int n, const float *restrict x, float *restrict r,
	   float *restrict s)
{
  for (int i = 0; i < n; i++)
    BODY_LARGE;
}

/* A one-statement branch.  */
#define BODY_SMALL							\
  do {									\
    if (x[i] > 100.0f)							\
      r[i] = x[i] * 2.0f;						\
  } while (0)

NOIPA void
small (int n, const float *restrict x, float *restrict r, float *restrict s)
{
  (void) s;
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY_SMALL;
}

NOIPA void
small_ref (int n, const float *restrict x, float *restrict r,
	   float *restrict s)
{
  (void) s;
  for (int i = 0; i < n; i++)
    BODY_SMALL;
}

/* An escape loop: some lane runs its body in every iteration but the
   last.  */
#define BODY_ESCAPE							\
  do {									\
    float z = x[i], w = 0.0f;						\
    int k;								\
    for (k = 0; k < 50; k++)						\
      {									\
	float z2 = z * z, w2 = w * w;					\
	if (z2 + w2 > 1.0e4f)						\
	  break;							\
	w = 2.0f * z * w + 0.25f;					\
	z = z2 - w2 + x[i] * 0.01f;					\
	z = z * 0.5f + w * 0.125f;					\
	w = w * 0.75f - z * 0.0625f;					\
      }									\
    r[i] = z + k;							\
  } while (0)

NOIPA void
escape (int n, const float *restrict x, float *restrict r,
	float *restrict s)
{
  (void) s;
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY_ESCAPE;
}

NOIPA void
escape_ref (int n, const float *restrict x, float *restrict r,
	    float *restrict s)
{
  (void) s;
  for (int i = 0; i < n; i++)
    BODY_ESCAPE;
}

typedef void kernel (int, const float *restrict, float *restrict,
		     float *restrict);

static float x[MAX_N], r1[MAX_N], r2[MAX_N], s1[MAX_N], s2[MAX_N];

/* Input pattern P at I: no lane, every lane, isolated lanes, runs, and
   lanes on both sides in every vector.  */
static float
input (int p, int i)
{
  switch (p)
    {
    case 0: return (float) (i % 7);
    case 1: return 101.0f + i % 5;
    case 2: return i % 37 == 5 ? 150.0f : -(float) i;
    case 3: return (i / 20) % 2 ? 120.0f + i : 1.0f;
    default: return i % 2 ? 200.0f : 0.5f * i;
    }
}

static void
check (const char *name, kernel *vec, kernel *ref)
{
  for (int p = 0; p < 5; p++)
    for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
      {
	int n = trip_counts[t];
	for (int i = 0; i < MAX_N; i++)
	  {
	    x[i] = input (p, i);
	    r1[i] = r2[i] = -1.0f - i;
	    s1[i] = s2[i] = -2.0f - i;
	  }
	vec (n, x, r1, s1);
	ref (n, x, r2, s2);
	for (int i = 0; i < MAX_N; i++)
	  {
	    CHECK (r1[i] == r2[i], "%s pattern %d n=%d r[%d]: %g, expected %g",
		   name, p, n, i, r1[i], r2[i]);
	    CHECK (s1[i] == s2[i], "%s pattern %d n=%d s[%d]: %g, expected %g",
		   name, p, n, i, s1[i], s2[i]);
	  }
      }
}

int
main (void)
{
  check ("large", large, large_ref);
  check ("small", small, small_ref);
  check ("escape", escape, escape_ref);
  return 0;
}
