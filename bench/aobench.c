/* Benchmark kernel: ambient occlusion in the style of AOBench, a 256 x 256
   float image.  For each pixel, 2 x 2 subsamples; each sends a ray from the
   eye against a scene of three spheres on a plane, and where it hits, 8 x 8
   occlusion rays into the hemisphere above the hit point, each tested
   against all four objects; the pixel is the fraction of those rays that
   escape.  The hemisphere directions come from a xorshift generator whose
   state each pixel seeds from its own coordinates, so every build draws the
   same numbers for every pixel.  The loop over a row's pixels is annotated:
   a lane skips the occlusion rays when its eye ray misses (divergent
   branch), and the intersection tests branch per lane throughout.
   -ffp-contract=off -fno-math-errno: without contraction every build rounds
   alike (the sines and cosines are glibc's scalar functions in all of
   them), so the images are compared exactly; sqrtf is an instruction.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

/* bench-flags: -ffp-contract=off -fno-math-errno */

/* The relative tolerance of the checksum: 0 (exact) when all builds call
   glibc's sinf and cosf.  */
#ifndef AOBENCH_TOLERANCE
#define AOBENCH_TOLERANCE 0
#endif

#include "bench.h"

#define WIDTH 256
#define HEIGHT 256
#define NSUB 2
#define NAO 8
#define REPS 1

/* Read at run time, so that no compiler specializes on them.  */
static volatile int size_w = WIDTH, size_h = HEIGHT, subsamples = NSUB,
		    ao_samples = NAO;

struct vec
{
  float x, y, z;
};

struct sphere
{
  struct vec center;
  float radius;
};

struct plane
{
  struct vec p, n;
};

/* The nearest hit so far along a ray: its distance T (a large number
   while there is none), the point P and the normal N there.  */
struct isect
{
  float t;
  struct vec p, n;
  int hit;
};

#define INLINE static inline __attribute__ ((always_inline))

INLINE struct vec
vec_make (float x, float y, float z)
{
  struct vec v = { x, y, z };
  return v;
}

INLINE float
vec_dot (struct vec a, struct vec b)
{
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

INLINE struct vec
vec_cross (struct vec a, struct vec b)
{
  return vec_make (a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z,
		   a.x * b.y - a.y * b.x);
}

INLINE struct vec
vec_normalize (struct vec a)
{
  float len = sqrtf (vec_dot (a, a));
  if (len > 1e-17f)
    {
      a.x /= len;
      a.y /= len;
      a.z /= len;
    }
  return a;
}

/* Record in IS the hit of the ray from ORG in direction DIR with sphere S,
   if there is one nearer than IS's.  */
INLINE void
ray_sphere (struct isect *is, struct vec org, struct vec dir,
	    const struct sphere *s)
{
  struct vec rs = vec_make (org.x - s->center.x, org.y - s->center.y,
			    org.z - s->center.z);
  float b = vec_dot (rs, dir);
  float c = vec_dot (rs, rs) - s->radius * s->radius;
  float d = b * b - c;
  if (d > 0.0f)
    {
      float t = -b - sqrtf (d);
      if (t > 0.0f && t < is->t)
	{
	  is->t = t;
	  is->hit = 1;
	  is->p = vec_make (org.x + dir.x * t, org.y + dir.y * t,
			    org.z + dir.z * t);
	  is->n = vec_normalize (vec_make (is->p.x - s->center.x,
					   is->p.y - s->center.y,
					   is->p.z - s->center.z));
	}
    }
}

/* The same for plane PL.  */
INLINE void
ray_plane (struct isect *is, struct vec org, struct vec dir,
	   const struct plane *pl)
{
  float d = -vec_dot (pl->p, pl->n);
  float v = vec_dot (dir, pl->n);
  if (fabsf (v) < 1e-17f)
    return;
  float t = -(vec_dot (org, pl->n) + d) / v;
  if (t > 0.0f && t < is->t)
    {
      is->t = t;
      is->hit = 1;
      is->p = vec_make (org.x + dir.x * t, org.y + dir.y * t,
			org.z + dir.z * t);
      is->n = pl->n;
    }
}

/* The nearest hit of the ray from ORG in direction DIR with the scene.  */
INLINE struct isect
trace (struct vec org, struct vec dir, const struct sphere *spheres,
       const struct plane *pl)
{
  struct isect is;
  is.t = 1e17f;
  is.hit = 0;
  is.p = is.n = vec_make (0.0f, 0.0f, 0.0f);
  for (int s = 0; s < 3; s++)
    ray_sphere (&is, org, dir, &spheres[s]);
  ray_plane (&is, org, dir, pl);
  return is;
}

/* The next number of the xorshift generator with state *STATE (never 0),
   as a float in [0, 1).  */
INLINE float
rand01 (unsigned int *state)
{
  unsigned int x = *state;
  x ^= x << 13;
  x ^= x >> 17;
  x ^= x << 5;
  *state = x;
  return (float) (x >> 8) * 0x1p-24f;
}

/* The ambient occlusion at the hit IS: the fraction of NAO * NAO rays into
   random directions of the hemisphere around IS's normal (cosine-weighted)
   that hit nothing, drawing from *STATE.  */
INLINE float
ambient_occlusion (const struct isect *is, int nao, unsigned int *state,
		   const struct sphere *spheres, const struct plane *pl)
{
  /* An orthonormal basis B0, B1, N around the normal.  */
  struct vec n = is->n;
  struct vec b1 = vec_make (0.0f, 0.0f, 0.0f);
  if (n.x < 0.6f && n.x > -0.6f)
    b1.x = 1.0f;
  else if (n.y < 0.6f && n.y > -0.6f)
    b1.y = 1.0f;
  else if (n.z < 0.6f && n.z > -0.6f)
    b1.z = 1.0f;
  else
    b1.x = 1.0f;
  struct vec b0 = vec_normalize (vec_cross (b1, n));
  b1 = vec_normalize (vec_cross (n, b0));

  /* Start the rays a little off the surface.  */
  const float eps = 0.0001f;
  struct vec org = vec_make (is->p.x + eps * n.x, is->p.y + eps * n.y,
			     is->p.z + eps * n.z);
  int occluded = 0;
  for (int j = 0; j < nao; j++)
    for (int i = 0; i < nao; i++)
      {
	float theta = sqrtf (rand01 (state));
	float phi = 2.0f * (float) M_PI * rand01 (state);
	float x = cosf (phi) * theta;
	float y = sinf (phi) * theta;
	float z = sqrtf (1.0f - theta * theta);
	struct vec dir = vec_make (x * b0.x + y * b1.x + z * n.x,
				   x * b0.y + y * b1.y + z * n.y,
				   x * b0.z + y * b1.z + z * n.z);
	struct isect occ = trace (org, dir, spheres, pl);
	if (occ.hit)
	  occluded++;
      }
  return (float) (nao * nao - occluded) / (float) (nao * nao);
}

/* The value of pixel (X, Y) of a W x H image: the mean ambient occlusion
   of its NSUB x NSUB subsamples, 0 where the eye rays miss.  */
INLINE float
render_pixel (int x, int y, int w, int h, int nsub, int nao,
	      const struct sphere *spheres, const struct plane *pl)
{
  /* The pixel's own generator: a hash of its number, never 0.  */
  unsigned int state = (unsigned int) (y * w + x) * 2654435761u;
  state ^= state >> 16;
  state = state * 0x45d9f3bu + 1u;
  state ^= state >> 16;
  if (state == 0)
    state = 1;

  float sum = 0.0f;
  for (int v = 0; v < nsub; v++)
    for (int u = 0; u < nsub; u++)
      {
	float px = (x + u / (float) nsub - w / 2.0f) / (w / 2.0f);
	float py = -(y + v / (float) nsub - h / 2.0f) / (h / 2.0f);
	struct vec org = vec_make (0.0f, 0.0f, 0.0f);
	struct vec dir = vec_normalize (vec_make (px, py, -1.0f));
	struct isect is = trace (org, dir, spheres, pl);
	if (is.hit)
	  sum += ambient_occlusion (&is, nao, &state, spheres, pl);
      }
  return sum / (float) (nsub * nsub);
}

/* The hot loop: the W x H image of the scene of SPHERES[0..2] and PL, by
   rows in OUT (the loop over a row's pixels annotated).  */
__attribute__ ((noinline)) void
aobench (int w, int h, int nsub, int nao, const struct sphere *spheres,
	 const struct plane *pl, float *restrict out)
{
  for (int y = 0; y < h; y++)
    {
#pragma omp simd
      for (int x = 0; x < w; x++)
	out[y * w + x] = render_pixel (x, y, w, h, nsub, nao, spheres, pl);
    }
}

/* The scalar reference: the same loops, not annotated.  */
__attribute__ ((noinline)) void
aobench_ref (int w, int h, int nsub, int nao, const struct sphere *spheres,
	     const struct plane *pl, float *restrict out)
{
  for (int y = 0; y < h; y++)
    {
      for (int x = 0; x < w; x++)
	out[y * w + x] = render_pixel (x, y, w, h, nsub, nao, spheres, pl);
    }
}

int
main (void)
{
  int w = size_w, h = size_h, nsub = subsamples, nao = ao_samples;
  /* AOBench's scene: three spheres of radius 0.5 in front of the eye on the
     plane y = -0.5.  */
  struct sphere spheres[3] = {
    { { -2.0f, 0.0f, -3.5f }, 0.5f },
    { { -0.5f, 0.0f, -3.0f }, 0.5f },
    { { 1.0f, 0.0f, -2.2f }, 0.5f },
  };
  struct plane pl = { { 0.0f, -0.5f, 0.0f }, { 0.0f, 1.0f, 0.0f } };
  size_t pixels = (size_t) w * h;
  float *img = bench_alloc (pixels, sizeof (float));
  float *img_ref = bench_alloc (pixels, sizeof (float));

  double t0 = bench_now ();
  for (int r = 0; r < REPS; r++)
    aobench (w, h, nsub, nao, spheres, &pl, img);
  double seconds = bench_now () - t0;

  aobench_ref (w, h, nsub, nao, spheres, &pl, img_ref);
  bench_check_fp ("aobench", img, img_ref, pixels, sizeof (float), 0);
  double sum = 0;
  for (size_t p = 0; p < pixels; p++)
    sum += img[p];
  bench_report_fp (seconds, sum, AOBENCH_TOLERANCE);
  return 0;
}
