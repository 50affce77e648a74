/* Without masked stores and loads (SSE2), conditional contiguous accesses
   are made lane by lane without a branch per lane: each lane stores to or
   loads from its own address or a scratch slot, picked by a conditional
   move (lane_sink; a load's is a constant zero in the constant pool).
   Stores happen exactly where the scalar loop stores, loads read exactly
   what it reads; a packed (misaligned) field keeps the branches.  */
/* { dg-do run { target lockstep_target_x86 } } */
/* { dg-options "-O2 -msse2 -mno-sse4 -mno-avx -fopt-info-vec -fdump-tree-lockstep" } */

#include "check.h"

struct rec { double x; short tag; char flag; };
struct __attribute__ ((packed)) prec { char pad; int v; };

NOIPA void
cond_paths (int n, float *restrict a, float *restrict b,
	    const float *restrict c, const float *restrict e,
	    struct rec *restrict r, unsigned char *restrict u)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      if (c[i] < 0)
	{
	  b[i] = a[i] * 2.0f;
	  r[i].tag = (short) i;
	}
      else
	{
	  a[i] = c[i] + e[i];
	  r[i].x = e[i] * 0.5;
	  u[i] = (unsigned char) (i * 3);
	}
    }
}

NOIPA void
packed_path (int n, struct prec *restrict p, const int *restrict c)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (c[i] & 1)
      p[i].v = c[i] * 5;
}

int
main (void)
{
  static float a[MAX_N], b[MAX_N], c[MAX_N], e[MAX_N];
  static float a2[MAX_N], b2[MAX_N];
  static struct rec r[MAX_N], r2[MAX_N];
  static unsigned char u[MAX_N], u2[MAX_N];
  static struct prec p[MAX_N], p2[MAX_N];
  static int ci[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  c[i] = (float) ((i * 7919) % 13) - 6.5f;
	  e[i] = (float) (i % 5);
	  a[i] = a2[i] = (float) i;
	  b[i] = b2[i] = -1.0f;
	  r[i].x = r2[i].x = -2.0;
	  r[i].tag = r2[i].tag = -3;
	  r[i].flag = r2[i].flag = 9;
	  u[i] = u2[i] = 7;
	  ci[i] = (i * 2654435761u) >> 13;
	  p[i].pad = p2[i].pad = 1;
	  p[i].v = p2[i].v = -4;
	}
      cond_paths (n, a, b, c, e, r, u);
      packed_path (n, p, ci);
      for (int i = 0; i < n; i++)
	{
	  if (c[i] < 0)
	    {
	      b2[i] = a2[i] * 2.0f;
	      r2[i].tag = (short) i;
	    }
	  else
	    {
	      a2[i] = c[i] + e[i];
	      r2[i].x = e[i] * 0.5;
	      u2[i] = (unsigned char) (i * 3);
	    }
	  if (ci[i] & 1)
	    p2[i].v = ci[i] * 5;
	}
      CHECK (memcmp (a, a2, sizeof a) == 0 && memcmp (b, b2, sizeof b) == 0,
	     "n %d: a or b", n);
      CHECK (memcmp (u, u2, sizeof u) == 0, "n %d: u", n);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i].x == r2[i].x && r[i].tag == r2[i].tag
	       && r[i].flag == r2[i].flag && p[i].v == p2[i].v
	       && p[i].pad == p2[i].pad, "n %d: element %d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "lane-select-address.c:23:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump "lane_sink" "lockstep" } } */
/* { dg-final { scan-tree-dump " \\? _\[0-9\]+ : &\\*\\.LC\[0-9\]+;" "lockstep" } } */
