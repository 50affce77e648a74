/* The Mandelbrot set, timed: a 1024 x 768 image in floats, at most 256
   iterations per pixel.  The loop over a row's pixels is annotated with
   omp simd; each lane iterates its own pixel and leaves the loop when its
   point escapes -- a divergent loop that plain GCC leaves scalar.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define WIDTH 1024
#define HEIGHT 768
#define MAXIT 256

/* Read at run time, so that the compiler does not specialize on them.  */
static volatile int size_w = WIDTH, size_h = HEIGHT, max_iter = MAXIT;

/* The iteration count of each pixel of a W x H image of the rectangle
   [X0, X0 + W * DX) x [Y0, Y0 + H * DY), stored by rows in OUT.
   fp-contract=off: with -march=native the CPU may have FMA, and GCC fuses
   a * b + c differently in vector and in scalar code, which would change
   the counts of some pixels on the set's boundary; without fusing, the
   builds with and without lockstep compute the same image.  */
__attribute__ ((noinline, optimize ("fp-contract=off"))) static void
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

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int
main (void)
{
  int w = size_w, h = size_h, maxit = max_iter;
  float x0 = -2.25f, y0 = -1.125f;
  float dx = 3.0f / w, dy = 2.25f / h;
  int *img = malloc ((size_t) w * h * sizeof (int));
  if (!img)
    return 1;

  double t0 = now ();
  mandelbrot (w, h, maxit, x0, y0, dx, dy, img);
  double t = now () - t0;

  long long sum = 0;
  for (size_t p = 0; p < (size_t) w * h; p++)
    sum += img[p];
  printf ("checksum %lld\ntime %.6f s\n", sum, t);
  free (img);
  return 0;
}
