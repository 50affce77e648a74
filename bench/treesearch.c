/* Benchmark kernel: range queries in a bounding-box tree (a BVH over points
   in the plane), each lane walking the tree with its own explicit stack, in
   the style of Fig. 13.2 of the Region Vectorizer thesis.  The tree holds
   64K points, half uniform in the unit square and half in eight clusters,
   in leaves of at most 4; for each of 128K query points, also half in the
   clusters, the annotated loop counts the points within distance 0.01.
   A lane pops a node from its stack, skips it if the query circle misses
   the node's box, counts the points of a leaf (an inner loop of 1 to 4
   iterations) and pushes the children of an inner node.  The loop over the
   nodes runs while lockstep_any (the stack is not empty): it is uniform --
   all lanes go round it together, a lane with an empty stack idling under
   its `if' -- instead of a divergent loop with per-lane exits.  Without the
   plugin lockstep_any is the function of <lockstep.h> that returns whether
   its argument is nonzero (one lane), called in every build's loop, the
   scalar reference's too.
   -ffp-contract=off: every build then rounds the distances alike and the
   counts are compared exactly (without it, Clang at -march=x86-64 counted
   one point more than GCC).
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

/* bench-flags: -ffp-contract=off */

#include "bench.h"
#include <lockstep.h>

#define NPOINTS (1 << 16)
#define NQUERIES (1 << 17)
#define LEAF 4
#define STACK 64
#define REPS 1

/* Read at run time, so that no compiler specializes on them.  */
static volatile int size_points = NPOINTS, size_queries = NQUERIES;
static volatile float query_radius = 0.01f;

/* The tree, by arrays of node fields, nodes in preorder: node K's box is
   [X0[K], X1[K]] x [Y0[K], Y1[K]]; an inner node's children are K + 1 and
   RIGHT[K]; a leaf has the COUNT[K] > 0 points from FIRST[K] of the point
   arrays.  */
struct tree
{
  float *x0, *y0, *x1, *y1;
  int *right, *first, *count;
  int nodes;
};

/* The number of points within sqrt (R2) of (QX, QY) among the N points PX,
   PY of tree T.  */
#define SEARCH								\
  do									\
    {									\
      int stack[STACK];							\
      int sp = 0;							\
      int found = 0;							\
      stack[sp++] = 0;							\
      while (lockstep_any (sp > 0))					\
	{								\
	  if (sp > 0)							\
	    {								\
	      int node = stack[--sp];					\
	      /* The distance from the query to the node's box.  */	\
	      float dx = qx < t->x0[node] ? t->x0[node] - qx		\
			 : qx > t->x1[node] ? qx - t->x1[node] : 0.0f;	\
	      float dy = qy < t->y0[node] ? t->y0[node] - qy		\
			 : qy > t->y1[node] ? qy - t->y1[node] : 0.0f;	\
	      if (dx * dx + dy * dy <= r2)				\
		{							\
		  int first = t->first[node], count = t->count[node];	\
		  if (count > 0)					\
		    {							\
		      for (int k = first; k < first + count; k++)	\
			{						\
			  float ex = px[k] - qx, ey = py[k] - qy;	\
			  if (ex * ex + ey * ey <= r2)			\
			    found++;					\
			}						\
		    }							\
		  else							\
		    {							\
		      stack[sp++] = t->right[node];			\
		      stack[sp++] = node + 1;				\
		    }							\
		}							\
	    }								\
	}								\
      out[i] = found;							\
    }									\
  while (0)

/* The hot loop: OUT[i] is the number of points of tree T (PX, PY) within
   distance R of query point I (QX, QY), for the NQ queries.  */
__attribute__ ((noinline)) void
treesearch (const struct tree *t, const float *restrict px,
	    const float *restrict py, int nq, const float *restrict qxs,
	    const float *restrict qys, float r, int *restrict out)
{
  float r2 = r * r;
#pragma omp simd
  for (int i = 0; i < nq; i++)
    {
      float qx = qxs[i], qy = qys[i];
      SEARCH;
    }
}

/* The scalar reference: the same loop, not annotated.  */
__attribute__ ((noinline)) void
treesearch_ref (const struct tree *t, const float *restrict px,
		const float *restrict py, int nq, const float *restrict qxs,
		const float *restrict qys, float r, int *restrict out)
{
  float r2 = r * r;
  for (int i = 0; i < nq; i++)
    {
      float qx = qxs[i], qy = qys[i];
      SEARCH;
    }
}

/* Building the tree.  */

/* The next number of a 32-bit LCG with state *SEED, in [0, 1).  */
static float
rand01 (unsigned int *seed)
{
  *seed = *seed * 1664525u + 1013904223u;
  return (float) (*seed >> 8) * 0x1p-24f;
}

/* The sum of three of them: roughly normal, in [0, 3).  */
static float
cluster (unsigned int *seed)
{
  float a = rand01 (seed);
  float b = rand01 (seed);
  return a + b + rand01 (seed);
}

struct point
{
  float x, y;
};

static int sort_axis;

static int
compare_points (const void *a, const void *b)
{
  const struct point *p = a, *q = b;
  float u = sort_axis ? p->y : p->x, v = sort_axis ? q->y : q->x;
  return (u > v) - (u < v);
}

/* Make the node for the N points P of tree T (whose point arrays start at
   BASE), splitting them at the median of the longer side of their box, and
   the nodes below it; returns its number.  */
static int
build (struct tree *t, struct point *p, int n, const struct point *base)
{
  int k = t->nodes++;
  float x0 = p[0].x, y0 = p[0].y, x1 = p[0].x, y1 = p[0].y;
  for (int j = 1; j < n; j++)
    {
      x0 = fminf (x0, p[j].x);
      y0 = fminf (y0, p[j].y);
      x1 = fmaxf (x1, p[j].x);
      y1 = fmaxf (y1, p[j].y);
    }
  t->x0[k] = x0;
  t->y0[k] = y0;
  t->x1[k] = x1;
  t->y1[k] = y1;
  if (n <= LEAF)
    {
      t->first[k] = p - base;
      t->count[k] = n;
      t->right[k] = -1;
      return k;
    }
  sort_axis = y1 - y0 > x1 - x0;
  qsort (p, n, sizeof *p, compare_points);
  t->first[k] = -1;
  t->count[k] = 0;
  build (t, p, n / 2, base);
  t->right[k] = build (t, p + n / 2, n - n / 2, base);
  return k;
}

#ifdef TREESEARCH_COHERENT
/* Put the N points P in the order of the leaves of a tree built over
   them as above: neighbours in the array are neighbours in the plane.  */
static void
coherent_order (struct point *p, int n)
{
  if (n <= LEAF)
    return;
  float x0 = p[0].x, y0 = p[0].y, x1 = p[0].x, y1 = p[0].y;
  for (int j = 1; j < n; j++)
    {
      x0 = fminf (x0, p[j].x);
      y0 = fminf (y0, p[j].y);
      x1 = fmaxf (x1, p[j].x);
      y1 = fmaxf (y1, p[j].y);
    }
  sort_axis = y1 - y0 > x1 - x0;
  qsort (p, n, sizeof *p, compare_points);
  coherent_order (p, n / 2);
  coherent_order (p + n / 2, n - n / 2);
}
#endif

int
main (void)
{
  int n = size_points, nq = size_queries;
  float r = query_radius;
  struct point *pts = bench_alloc (n, sizeof (struct point));
  float *px = bench_alloc (n, sizeof (float));
  float *py = bench_alloc (n, sizeof (float));
  float *qx = bench_alloc (nq, sizeof (float));
  float *qy = bench_alloc (nq, sizeof (float));
  int *out = bench_alloc (nq, sizeof (int));
  int *out_ref = bench_alloc (nq, sizeof (int));

  /* Points and queries: even ones uniform in the unit square, odd ones in
     one of eight clusters of radius about 0.05.  */
  unsigned int seed = 1312;
  float cx[8], cy[8];
  for (int c = 0; c < 8; c++)
    {
      cx[c] = 0.1f + 0.8f * rand01 (&seed);
      cy[c] = 0.1f + 0.8f * rand01 (&seed);
    }
  for (int j = 0; j < n + nq; j++)
    {
      float x, y;
      if (j % 2 == 0)
	{
	  x = rand01 (&seed);
	  y = rand01 (&seed);
	}
      else
	{
	  int c = (int) (8 * rand01 (&seed));
	  x = cx[c] + 0.05f * (cluster (&seed) - 1.5f);
	  y = cy[c] + 0.05f * (cluster (&seed) - 1.5f);
	}
      if (j < n)
	{
	  pts[j].x = x;
	  pts[j].y = y;
	}
      else
	{
	  qx[j - n] = x;
	  qy[j - n] = y;
	}
    }

#ifdef TREESEARCH_COHERENT
  {
    struct point *q = bench_alloc (nq, sizeof (struct point));
    for (int j = 0; j < nq; j++)
      {
	q[j].x = qx[j];
	q[j].y = qy[j];
      }
    coherent_order (q, nq);
    for (int j = 0; j < nq; j++)
      {
	qx[j] = q[j].x;
	qy[j] = q[j].y;
      }
  }
#endif

  /* At most 2N nodes.  */
  struct tree t;
  t.x0 = bench_alloc (2 * n, sizeof (float));
  t.y0 = bench_alloc (2 * n, sizeof (float));
  t.x1 = bench_alloc (2 * n, sizeof (float));
  t.y1 = bench_alloc (2 * n, sizeof (float));
  t.right = bench_alloc (2 * n, sizeof (int));
  t.first = bench_alloc (2 * n, sizeof (int));
  t.count = bench_alloc (2 * n, sizeof (int));
  t.nodes = 0;
  build (&t, pts, n, pts);
  for (int j = 0; j < n; j++)
    {
      px[j] = pts[j].x;
      py[j] = pts[j].y;
    }

  double t0 = bench_now ();
  for (int rep = 0; rep < REPS; rep++)
    treesearch (&t, px, py, nq, qx, qy, r, out);
  double seconds = bench_now () - t0;

  treesearch_ref (&t, px, py, nq, qx, qy, r, out_ref);
  int64_t *got = bench_alloc (nq, sizeof (int64_t));
  int64_t *want = bench_alloc (nq, sizeof (int64_t));
  int64_t sum = 0;
  for (int i = 0; i < nq; i++)
    {
      got[i] = out[i];
      want[i] = out_ref[i];
      sum += out[i];
    }
  bench_check_int ("treesearch", got, want, nq);
  bench_report_int (seconds, sum);
  return 0;
}
