/* Benchmark kernel: a 2-D 5-point Jacobi stencil on a 1024 x 1024 grid of
   floats, the inner (contiguous) loop annotated: a compute loop with
   neighbouring, misaligned loads and no control flow.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include "bench.h"

#define NX 1024
#define NY 1024
#define STEPS 600
#define TOL 1e-5

/* Read at run time, so that no compiler specializes on the sizes.  */
static volatile int size_x = NX, size_y = NY;

/* The hot loop: one step from IN to OUT, an NX x NY grid stored by rows;
   the border of OUT is left as it is.  */
__attribute__ ((noinline)) void
stencil (int nx, int ny, const float *restrict in, float *restrict out)
{
  for (int i = 1; i < nx - 1; i++)
    {
#pragma omp simd
      for (int j = 1; j < ny - 1; j++)
	out[i * ny + j] = 0.5f * in[i * ny + j]
			  + 0.125f * (in[(i - 1) * ny + j] + in[(i + 1) * ny + j]
				      + in[i * ny + j - 1] + in[i * ny + j + 1]);
    }
}

/* The scalar reference: the same step, not annotated.  */
__attribute__ ((noinline)) void
stencil_ref (int nx, int ny, const float *restrict in, float *restrict out)
{
  for (int i = 1; i < nx - 1; i++)
    for (int j = 1; j < ny - 1; j++)
      out[i * ny + j] = 0.5f * in[i * ny + j]
			+ 0.125f * (in[(i - 1) * ny + j] + in[(i + 1) * ny + j]
				    + in[i * ny + j - 1] + in[i * ny + j + 1]);
}

/* STEPS steps of STEP from the grid in A, using B too; returns the grid
   holding the result.  */
static float *
run (void (*step) (int, int, const float *restrict, float *restrict),
     int nx, int ny, float *a, float *b)
{
  for (int s = 0; s < STEPS; s++)
    {
      step (nx, ny, a, b);
      float *t = a;
      a = b;
      b = t;
    }
  return a;
}

int
main (void)
{
  int nx = size_x, ny = size_y;
  size_t cells = (size_t) nx * ny;
  float *a = bench_alloc (cells, sizeof (float));
  float *b = bench_alloc (cells, sizeof (float));
  float *a_ref = bench_alloc (cells, sizeof (float));
  float *b_ref = bench_alloc (cells, sizeof (float));
  /* A hot border and a patterned interior; both grids alike, so the border
     stays put whichever one holds the result.  */
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++)
      {
	size_t k = (size_t) i * ny + j;
	float v = (i == 0 || j == 0 || i == nx - 1 || j == ny - 1)
		    ? 1.0f
		    : (float) ((i * 31 + j * 17) % 64) / 64.0f;
	a[k] = b[k] = a_ref[k] = b_ref[k] = v;
      }

  double t0 = bench_now ();
  float *res = run (stencil, nx, ny, a, b);
  double seconds = bench_now () - t0;

  float *res_ref = run (stencil_ref, nx, ny, a_ref, b_ref);
  bench_check_fp ("stencil", res, res_ref, cells, sizeof (float), TOL);

  double sum = 0;
  for (size_t k = 0; k < cells; k++)
    sum += res[k];
  bench_report_fp (seconds, sum, TOL);
  return 0;
}
