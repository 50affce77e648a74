/* Benchmark kernel: a volume ray-marcher, a 256 x 256 float image of a
   cloud.  For each pixel, a ray from the eye is clipped against the box
   [-1, 1]^3 (slab test); where it passes through, it is marched front to
   back in steps of 0.02 through a procedural density field -- two octaves
   of value noise (trilinear interpolation of hashed lattice values) shaped
   by a falloff from the centre -- compositing emission and opacity, and
   stops early once the accumulated opacity exceeds 0.99.  The loop over a
   row's pixels is annotated: a lane skips the march when its ray misses the
   box, marches as many steps as its chord through the box allows, takes the
   compositing branch only where its density is positive and leaves the
   march (break) when its ray is opaque: a divergent inner loop with a
   data-dependent trip count.
   -ffp-contract=off: every build then rounds alike and the images are
   compared exactly.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

/* bench-flags: -ffp-contract=off */

#include "bench.h"

#define WIDTH 256
#define HEIGHT 256
#define REPS 1

/* Read at run time, so that no compiler specializes on them.  */
static volatile int size_w = WIDTH, size_h = HEIGHT;
static volatile float step_size = 0.02f;

#define INLINE static inline __attribute__ ((always_inline))

/* A pseudo-random value in [0, 1] for the lattice point (X, Y, Z).  */
INLINE float
lattice (unsigned int x, unsigned int y, unsigned int z)
{
  unsigned int h = x * 73856093u ^ y * 19349663u ^ z * 83492791u;
  h ^= h >> 13;
  h *= 0x5bd1e995u;
  h ^= h >> 15;
  return (float) (h & 0xffffu) * (1.0f / 65535.0f);
}

/* Value noise at (X, Y, Z), all positive: the lattice values of the
   corners of the enclosing cell, interpolated with smoothstep weights.  */
INLINE float
noise (float x, float y, float z)
{
  unsigned int ix = (unsigned int) x, iy = (unsigned int) y,
	       iz = (unsigned int) z;
  float fx = x - (float) ix, fy = y - (float) iy, fz = z - (float) iz;
  float wx = fx * fx * (3.0f - 2.0f * fx);
  float wy = fy * fy * (3.0f - 2.0f * fy);
  float wz = fz * fz * (3.0f - 2.0f * fz);
  float c000 = lattice (ix, iy, iz), c100 = lattice (ix + 1, iy, iz);
  float c010 = lattice (ix, iy + 1, iz), c110 = lattice (ix + 1, iy + 1, iz);
  float c001 = lattice (ix, iy, iz + 1), c101 = lattice (ix + 1, iy, iz + 1);
  float c011 = lattice (ix, iy + 1, iz + 1);
  float c111 = lattice (ix + 1, iy + 1, iz + 1);
  float c00 = c000 + wx * (c100 - c000), c10 = c010 + wx * (c110 - c010);
  float c01 = c001 + wx * (c101 - c001), c11 = c011 + wx * (c111 - c011);
  float c0 = c00 + wy * (c10 - c00), c1 = c01 + wy * (c11 - c01);
  return c0 + wz * (c1 - c0);
}

/* The density of the cloud at (X, Y, Z) in the box: noise of two octaves
   minus a falloff with the distance from the centre; zero or less is
   empty space.  */
INLINE float
density (float x, float y, float z)
{
  /* Shift the box into positive noise space.  */
  float nx = x + 2.0f, ny = y + 2.0f, nz = z + 2.0f;
  float n = noise (3.0f * nx, 3.0f * ny, 3.0f * nz)
	    + 0.5f * noise (7.0f * nx, 7.0f * ny, 7.0f * nz);
  float r2 = x * x + y * y + z * z;
  return 4.0f * (n - 0.5f - 0.5f * r2);
}

/* The brightness seen along the ray from (OX, OY, OZ) in direction
   (DX, DY, DZ), marched in steps of DT.  */
INLINE float
march (float ox, float oy, float oz, float dx, float dy, float dz, float dt)
{
  /* The slab test against [-1, 1]^3: the ray is in the box from TNEAR to
     TFAR.  */
  float tnear = 0.0f, tfar = 1e30f;
  float o[3] = { ox, oy, oz }, d[3] = { dx, dy, dz };
  for (int a = 0; a < 3; a++)
    {
      float inv = 1.0f / d[a];
      float t0 = (-1.0f - o[a]) * inv, t1 = (1.0f - o[a]) * inv;
      if (t0 > t1)
	{
	  float t = t0;
	  t0 = t1;
	  t1 = t;
	}
      tnear = t0 > tnear ? t0 : tnear;
      tfar = t1 < tfar ? t1 : tfar;
    }
  if (tnear >= tfar)
    return 0.0f;

  /* Front to back: the light emitted at each step, more at the top of the
     cloud, dimmed by the transmittance of what is in front of it.  */
  float color = 0.0f, trans = 1.0f;
  for (float t = tnear; t < tfar; t += dt)
    {
      float x = ox + t * dx, y = oy + t * dy, z = oz + t * dz;
      float rho = density (x, y, z);
      if (rho > 0.0f)
	{
	  float alpha = rho * dt * 8.0f;
	  if (alpha > 1.0f)
	    alpha = 1.0f;
	  float emit = 0.6f + 0.4f * y;
	  color += trans * alpha * emit;
	  trans *= 1.0f - alpha;
	  if (trans < 0.01f)
	    break;
	}
    }
  return color;
}

/* The value of pixel (X, Y) of a W x H image: the eye at (0, 0, 3) looks
   down the z axis at the box.  */
INLINE float
render_pixel (int x, int y, int w, int h, float dt)
{
  float px = (x + 0.5f - w / 2.0f) / (w / 2.0f);
  float py = -(y + 0.5f - h / 2.0f) / (h / 2.0f);
  float dz = -1.5f;
  float len = sqrtf (px * px + py * py + dz * dz);
  return march (0.0f, 0.0f, 3.0f, px / len, py / len, dz / len, dt);
}

/* The hot loop: the W x H image, by rows in OUT, with steps of DT (the
   loop over a row's pixels annotated).  */
__attribute__ ((noinline)) void
volume (int w, int h, float dt, float *restrict out)
{
  for (int y = 0; y < h; y++)
    {
#pragma omp simd
      for (int x = 0; x < w; x++)
	out[y * w + x] = render_pixel (x, y, w, h, dt);
    }
}

/* The scalar reference: the same loops, not annotated.  */
__attribute__ ((noinline)) void
volume_ref (int w, int h, float dt, float *restrict out)
{
  for (int y = 0; y < h; y++)
    {
      for (int x = 0; x < w; x++)
	out[y * w + x] = render_pixel (x, y, w, h, dt);
    }
}

int
main (void)
{
  int w = size_w, h = size_h;
  float dt = step_size;
  size_t pixels = (size_t) w * h;
  float *img = bench_alloc (pixels, sizeof (float));
  float *img_ref = bench_alloc (pixels, sizeof (float));

  double t0 = bench_now ();
  for (int r = 0; r < REPS; r++)
    volume (w, h, dt, img);
  double seconds = bench_now () - t0;

  volume_ref (w, h, dt, img_ref);
  bench_check_fp ("volume", img, img_ref, pixels, sizeof (float), 0);
  double sum = 0;
  for (size_t p = 0; p < pixels; p++)
    sum += img[p];
  bench_report_fp (seconds, sum, 0);
  return 0;
}
