/* declare simd functions called from omp simd loops under divergent
   conditions.  */
/* notinbranch, inbranch and unspecified clones with uniform and linear
   (integer and pointer) parameters, whose bodies store to memory indexed by
   the linear argument: a call under a varying condition must not let the
   lanes that skip it store (the inbranch clone gets the mask; a
   notinbranch-only function is called for the active lanes).  Functions
   whose bodies have an if and a data-dependent while loop, so that
   lockstep vectorizes their clones, called from omp simd loops (under a
   divergent condition and unconditionally) and from plain loops, checked
   against scalar copies without declare simd.  A function with both
   clones whose body divides by its argument, called where the argument is
   not zero.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define NOINLINE __attribute__ ((noinline))

/* Stores of the clones.  */
static int side[MAX_N + 16], side_ref[MAX_N + 16];

#pragma omp declare simd notinbranch uniform(out) linear(i:1)
NOINLINE int
put_nb (int *out, int i, int v)
{
  out[i] = v * 2 + 1;
  return v + i;
}

#pragma omp declare simd inbranch uniform(out, k) linear(i:1)
NOINLINE int
put_ib (int *out, int i, int v, int k)
{
  out[i] = v * k;
  return v - i;
}

#pragma omp declare simd linear(i:1)
NOINLINE int
put_both (int i, int v)
{
  side[i] = v - 1;
  return v * i;
}

#pragma omp declare simd inbranch uniform(k) linear(p:1)
NOINLINE int
add_p (int *p, int k)
{
  *p += k;
  return *p;
}

/* Scalar copies.  */
NOIPA int
put_nb_ref (int *out, int i, int v)
{
  out[i] = v * 2 + 1;
  return v + i;
}

NOIPA int
put_ib_ref (int *out, int i, int v, int k)
{
  out[i] = v * k;
  return v - i;
}

NOIPA int
put_both_ref (int i, int v)
{
  side_ref[i] = v - 1;
  return v * i;
}

NOIPA int
add_p_ref (int *p, int k)
{
  *p += k;
  return *p;
}

/* A notinbranch function called unconditionally and under a divergent
   condition.  */
NOIPA void
nb_all (int n, const int *restrict x, int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    r[i] = put_nb (side, i, x[i]) + 1;
}

NOIPA void
nb_all_ref (int n, const int *restrict x, int *restrict r)
{
  for (int i = 0; i < n; i++)
    r[i] = put_nb_ref (side_ref, i, x[i]) + 1;
}

#define BODY_NB								\
  do {									\
    int v = x[i];							\
    if (v > 10)								\
      v = CALL (put_nb, side, i, v);					\
    r[i] = v;								\
  } while (0)

#define CALL(F, ...) F (__VA_ARGS__)
NOIPA void
nb_cond (int n, const int *restrict x, int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY_NB;
}
#undef CALL

#define CALL(F, OUT, ...) F##_ref (OUT##_ref, __VA_ARGS__)
NOIPA void
nb_cond_ref (int n, const int *restrict x, int *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY_NB;
}
#undef CALL

/* The inbranch clone under nested divergent conditions, and the clone of a
   function without inbranch/notinbranch in the other arm.  */
#define BODY_IB								\
  do {									\
    int v = x[i];							\
    if (v > 0)								\
      {									\
	if (v & 1)							\
	  v = CALL (put_ib, side, i, v, k);				\
      }									\
    else if (v < -30)							\
      v = CALL2 (put_both, i, v);					\
    r[i] = v;								\
  } while (0)

#define CALL(F, ...) F (__VA_ARGS__)
#define CALL2(F, ...) F (__VA_ARGS__)
NOIPA void
ib_cond (int n, int k, const int *restrict x, int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY_IB;
}
#undef CALL
#undef CALL2

#define CALL(F, OUT, ...) F##_ref (OUT##_ref, __VA_ARGS__)
#define CALL2(F, ...) F##_ref (__VA_ARGS__)
NOIPA void
ib_cond_ref (int n, int k, const int *restrict x, int *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY_IB;
}
#undef CALL
#undef CALL2

/* A linear pointer argument under a divergent condition.  */
#define BODY_P								\
  do {									\
    if (x[i] % 3 == 0)							\
      r[i] = ADD_P (&buf[i], 7);					\
  } while (0)

#define ADD_P add_p
NOIPA void
p_cond (int n, const int *restrict x, int *restrict r, int *buf)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY_P;
}
#undef ADD_P

#define ADD_P add_p_ref
NOIPA void
p_cond_ref (int n, const int *restrict x, int *restrict r, int *buf)
{
  for (int i = 0; i < n; i++)
    BODY_P;
}
#undef ADD_P

/* Clones with control flow: an if and a while loop whose trip count
   depends on the argument, and a uniform bound.  */
#define STEPS_BODY							\
  do {									\
    int k = 0;								\
    if (v < 0)								\
      v = -v;								\
    while (v > 1 && k < lim)						\
      {									\
	v = v & 1 ? 3 * v + 1 : v / 2;					\
	k++;								\
      }									\
    return k * 1000 + v;						\
  } while (0)

#pragma omp declare simd uniform(lim)
NOINLINE int
steps (int v, int lim)
{
  STEPS_BODY;
}

NOIPA int
steps_ref (int v, int lim)
{
  STEPS_BODY;
}

/* A float clone with simdlen(8) only: the loops' vector factor may
   differ.  */
#define HALVE_BODY							\
  do {									\
    if (f > 0.5f)							\
      while (f > 1.0f)							\
	f *= 0.5f;							\
    else								\
      f = -f;								\
    return f;								\
  } while (0)

#pragma omp declare simd simdlen(8) notinbranch
NOINLINE float
halve (float f)
{
  HALVE_BODY;
}

NOIPA float
halve_ref (float f)
{
  HALVE_BODY;
}

#define BODY_S								\
  do {									\
    int v = x[i];							\
    if (v > -50)							\
      v = STEPS (v, lim);						\
    else								\
      v = STEPS (v + 7, 5);						\
    r[i] = v;								\
    g[i] = HALVE (f[i]);						\
  } while (0)

#define STEPS steps
#define HALVE halve
NOIPA void
s_cond (int n, int lim, const int *restrict x, int *restrict r,
	const float *restrict f, float *restrict g)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY_S;
}

/* The same calls from a loop without omp simd.  */
NOIPA void
s_plain (int n, int lim, const int *restrict x, int *restrict r,
	 const float *restrict f, float *restrict g)
{
  for (int i = 0; i < n; i++)
    BODY_S;
}
#undef STEPS
#undef HALVE

#define STEPS steps_ref
#define HALVE halve_ref
NOIPA void
s_cond_ref (int n, int lim, const int *restrict x, int *restrict r,
	    const float *restrict f, float *restrict g)
{
  for (int i = 0; i < n; i++)
    BODY_S;
}
#undef STEPS
#undef HALVE

/* A clone whose body traps for the arguments the condition excludes: the
   lanes with x[i] == 0 must not call it.  */
#pragma omp declare simd
NOINLINE int
inv (int v)
{
  return 1000 / v;
}

NOIPA int
inv_ref (int v)
{
  return 1000 / v;
}

#define BODY_INV							\
  do {									\
    if (x[i] != 0)							\
      r[i] = INV (x[i]) + i;						\
  } while (0)

#define INV inv
NOIPA void
inv_cond (int n, const int *restrict x, int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY_INV;
}
#undef INV

#define INV inv_ref
NOIPA void
inv_cond_ref (int n, const int *restrict x, int *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY_INV;
}
#undef INV

static void
same_side (const char *what, int n)
{
  for (int i = 0; i < MAX_N + 16; i++)
    CHECK (side[i] == side_ref[i], "%s n=%d: side[%d] = %d, expected %d",
	   what, n, i, side[i], side_ref[i]);
}

int
main (void)
{
  static int x[MAX_N], r[MAX_N], rr[MAX_N], buf[MAX_N], buf_ref[MAX_N];
  static float f[MAX_N], g[MAX_N], gr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 201 - 100;
	  buf[i] = buf_ref[i] = check_rand () % 1000;
	  f[i] = (float) (check_rand () % 4001) / 16.0f - 50.0f;
	}

#define RESET								\
      do {								\
	for (int i = 0; i < MAX_N; i++)					\
	  {								\
	    r[i] = rr[i] = -5 - i;					\
	    g[i] = gr[i] = -1.0f;					\
	  }								\
	for (int i = 0; i < MAX_N + 16; i++)				\
	  side[i] = side_ref[i] = 3 * i;				\
      } while (0)
#define SAME(what)							\
      do {								\
	same_side (what, n);						\
	for (int i = 0; i < MAX_N; i++)					\
	  CHECK (r[i] == rr[i] && g[i] == gr[i],			\
		 what " n=%d i=%d: %d %g, expected %d %g", n, i, r[i],	\
		 g[i], rr[i], gr[i]);					\
      } while (0)

      RESET;
      nb_all (n, x, r);
      nb_all_ref (n, x, rr);
      SAME ("nb_all");

      RESET;
      nb_cond (n, x, r);
      nb_cond_ref (n, x, rr);
      SAME ("nb_cond");

      RESET;
      ib_cond (n, 5, x, r);
      ib_cond_ref (n, 5, x, rr);
      SAME ("ib_cond");

      RESET;
      p_cond (n, x, r, buf);
      p_cond_ref (n, x, rr, buf_ref);
      SAME ("p_cond");
      for (int i = 0; i < MAX_N; i++)
	CHECK (buf[i] == buf_ref[i], "p_cond n=%d: buf[%d] = %d, expected %d",
	       n, i, buf[i], buf_ref[i]);

      for (int lim = 0; lim < 200; lim += 60)
	{
	  RESET;
	  s_cond (n, lim, x, r, f, g);
	  s_cond_ref (n, lim, x, rr, f, gr);
	  SAME ("s_cond");

	  RESET;
	  s_plain (n, lim, x, r, f, g);
	  s_cond_ref (n, lim, x, rr, f, gr);
	  SAME ("s_plain");
	}
    }

  /* Last, as it may trap.  */
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	x[i] = check_rand () % 3 - 1;
      RESET;
      inv_cond (n, x, r);
      inv_cond_ref (n, x, rr);
      SAME ("inv_cond");
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "clones.c:28:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "clones.c:34:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "clones.c:42:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "clones.c:44:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "clones.c:50:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" { target lockstep_target_x86 } } } */
/* { dg-final { scan-lockstep-note "clones.c:92:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "clones.c:116:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "clones.c:151:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" } } */
/* { dg-final { scan-lockstep-note "clones.c:180:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "clones.c:210:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 4 branches linearized, 1 divergent loop," } } */
/* { dg-final { scan-lockstep-note "clones.c:212:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized, 1 divergent loop," } } */
/* { dg-final { scan-lockstep-note "clones.c:237:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized, 1 divergent loop," { target lockstep_target_x86 } } } */
/* { dg-final { scan-lockstep-note "clones.c:265:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "clones.c:295:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "clones.c:297:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "clones.c:318:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* The clones are called: the inbranch ones with a mask argument.  */
/* { dg-final { scan-tree-dump "= put_nb\\.simdclone\\.\[0-9\]+ \\(" "lockstep" } } */
/* { dg-final { scan-tree-dump "= put_ib\\.simdclone\\.\[0-9\]+ \\(\[^,;\]+, \[^,;\]+, \[^,;\]+, \[^,;\]+, \[^,;\]+\\);" "lockstep" } } */
/* { dg-final { scan-tree-dump "= put_both\\.simdclone\\.\[0-9\]+ \\(\[^,;\]+, \[^,;\]+, \[^,;\]+\\);" "lockstep" } } */
/* { dg-final { scan-tree-dump "= add_p\\.simdclone\\.\[0-9\]+ \\(\[^,;\]+, \[^,;\]+, \[^,;\]+\\);" "lockstep" { target lockstep_target_x86 } } } */
/* { dg-final { scan-tree-dump "= steps\\.simdclone\\.\[0-9\]+ \\(\[^,;\]+, lim_\[0-9\]+\\(D\\), \[^,;\]+\\);" "lockstep" } } */
/* { dg-final { scan-tree-dump "= steps\\.simdclone\\.\[0-9\]+ \\(\[^,;\]+, 5, \[^,;\]+\\);" "lockstep" } } */
/* { dg-final { scan-tree-dump "= inv\\.simdclone\\.\[0-9\]+ \\(\[^,;\]+, \[^,;\]+\\);" "lockstep" } } */
/* GCC 12 makes no aarch64 clones of add_p (mixed sizes) or of halve
   (simdlen 8 of float, wider than its vectors): it says so, and they are
   called lane by lane there; the scans of their clones are for x86.  */
/* { dg-warning "does not currently support mixed size types" "" { target lockstep_target_aarch64 } 50 } */
/* { dg-warning "does not currently support simdlen 8 for type" "" { target lockstep_target_aarch64 } 235 } */
/* Every call is made as the cost model priced it.  */
/* { dg-final { scan-tree-dump "widen: call " "lockstep" } } */
/* { dg-final { scan-tree-dump-not ";; widen: call \[a-z-\]+, priced " "lockstep" } } */
