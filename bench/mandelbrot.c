/* Benchmark kernel: the Mandelbrot set, a 1024 x 768 image in floats with
   at most 256 iterations per pixel, the classic escape-time loop.  The loop
   over a row's pixels is annotated, so each lane runs the iteration loop of
   its own pixel and leaves it (break) when its point escapes: a divergent
   inner loop with a data-dependent exit.
   -ffp-contract=off: -march=native has FMA, and GCC contracts a * b + c
   differently in vector and scalar code, which changes the iteration counts
   of boundary pixels; without contraction every build computes the same
   image, compared exactly.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

/* bench-flags: -ffp-contract=off */

#include "bench.h"

#define WIDTH 1024
#define HEIGHT 768
#define MAXIT 256
#define REPS 1

/* Read at run time, so that no compiler specializes on them.  */
static volatile int size_w = WIDTH, size_h = HEIGHT, max_iter = MAXIT;
static volatile float x_min = -2.25f, x_max = 0.75f, y_min = -1.125f,
		      y_max = 1.125f;

/* The hot loop: the iteration count of each pixel of a W x H image of the
   rectangle [X0, X0 + W * DX) x [Y0, Y0 + H * DY), stored by rows in OUT.  */
__attribute__ ((noinline)) void
mandelbrot (int w, int h, int maxit, float x0, float y0, float dx, float dy,
	    int *restrict out)
{
  for (int y = 0; y < h; y++)
    {
      float ci = y0 + y * dy;
#pragma omp simd
      for (int x = 0; x < w; x++)
	{
	  float cr = x0 + x * dx;
	  float zr = 0.0f, zi = 0.0f;
	  int k;
	  for (k = 0; k < maxit; k++)
	    {
	      if (zr * zr + zi * zi > 4.0f)
		break;
	      float t = zr * zr - zi * zi + cr;
	      zi = 2.0f * zr * zi + ci;
	      zr = t;
	    }
	  out[y * w + x] = k;
	}
    }
}

/* The scalar reference: the same loops, not annotated.  */
__attribute__ ((noinline)) void
mandelbrot_ref (int w, int h, int maxit, float x0, float y0, float dx,
		float dy, int *restrict out)
{
  for (int y = 0; y < h; y++)
    {
      float ci = y0 + y * dy;
      for (int x = 0; x < w; x++)
	{
	  float cr = x0 + x * dx;
	  float zr = 0.0f, zi = 0.0f;
	  int k;
	  for (k = 0; k < maxit; k++)
	    {
	      if (zr * zr + zi * zi > 4.0f)
		break;
	      float t = zr * zr - zi * zi + cr;
	      zi = 2.0f * zr * zi + ci;
	      zr = t;
	    }
	  out[y * w + x] = k;
	}
    }
}

int
main (void)
{
  int w = size_w, h = size_h, maxit = max_iter;
  float x0 = x_min, y0 = y_min;
  float dx = (x_max - x0) / w, dy = (y_max - y0) / h;
  size_t pixels = (size_t) w * h;
  int *img = bench_alloc (pixels, sizeof (int));
  int *img_ref = bench_alloc (pixels, sizeof (int));

  double t0 = bench_now ();
  for (int r = 0; r < REPS; r++)
    mandelbrot (w, h, maxit, x0, y0, dx, dy, img);
  double seconds = bench_now () - t0;

  mandelbrot_ref (w, h, maxit, x0, y0, dx, dy, img_ref);
  int64_t *got = bench_alloc (pixels, sizeof (int64_t));
  int64_t *want = bench_alloc (pixels, sizeof (int64_t));
  int64_t sum = 0;
  for (size_t p = 0; p < pixels; p++)
    {
      got[p] = img[p];
      want[p] = img_ref[p];
      sum += img[p];
    }
  bench_check_int ("mandelbrot", got, want, pixels);
  bench_report_int (seconds, sum);
  return 0;
}
