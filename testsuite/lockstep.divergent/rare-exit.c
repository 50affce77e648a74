/* Calls that do not return (exit, abort, an error handler) in the loop
   body (rare.cc): a vector of iterations in which some lane would make the
   call is run by the scalar loop, from its first iteration on, so that
   the stores of the iterations before the call are made and those of the
   iterations after it are not.  Each kernel runs in a child process, once
   as an omp simd loop and once as the same loop without the pragma; the
   children write what the loop stored (and how far an error handler got)
   to a pipe when the program ends, through exit, abort or return, and the
   two must agree.  The call comes at the first iteration, at lane 0, at
   the last lane of a vector, in the remainder, in several lanes of one
   vector, or nowhere.  Kernels whose tests come after a store run them
   first at the top of the iteration when their values are known there
   (K11, K12); those whose tests need the iteration's side effects (K7),
   or are inside an inner loop (K8), stay scalar, with the reason.  */
/* { dg-do run { target *-*-linux* } } */
/* { dg-options "-fopt-info-vec-all" } */
/* { dg-final { scan-lockstep-note "rare-exit.c:203:\[0-9\]+: optimized: loop vectorized by lockstep: .* lane would call 'exit' runs in the scalar loop" } } */
/* { dg-final { scan-lockstep-note "rare-exit.c:204:\[0-9\]+: optimized: loop vectorized by lockstep: .* lane would call 'abort' runs in the scalar loop" } } */
/* { dg-final { scan-lockstep-note "rare-exit.c:205:\[0-9\]+: optimized: loop vectorized by lockstep: .* lane would call 'fail' runs in the scalar loop" } } */
/* { dg-final { scan-lockstep-note "rare-exit.c:206:\[0-9\]+: optimized: loop vectorized by lockstep: .* lane would call 'exit' runs in the scalar loop" } } */
/* { dg-final { scan-lockstep-note "rare-exit.c:207:\[0-9\]+: optimized: loop vectorized by lockstep: .* lane would call 'abort' or 'exit' runs in the scalar loop" } } */
/* { dg-final { scan-lockstep-note "rare-exit.c:208:\[0-9\]+: missed: lockstep: not vectorized: call to a function that does not return \[(\]'\[a-z\]+'\[)\] in the loop body, tested after a store, call or division" } } */
/* { dg-final { scan-lockstep-note "rare-exit.c:209:\[0-9\]+: missed: lockstep: not vectorized: call to a function that does not return \[(\]'\[a-z\]+'\[)\] in the loop body, under a test that cannot be made for a vector" } } */
/* { dg-final { scan-lockstep-note "rare-exit.c:210:\[0-9\]+: optimized: loop vectorized by lockstep: .* lane would call 'fail' runs in the scalar loop" } } */
/* { dg-final { scan-lockstep-note "rare-exit.c:211:\[0-9\]+: optimized: loop vectorized by lockstep: .* lane would call '__assert_fail' runs in the scalar loop" } } */
/* { dg-final { scan-lockstep-note "rare-exit.c:224:\[0-9\]+: optimized: loop vectorized by lockstep: .* lane would call 'abort' runs in the scalar loop" } } */
/* { dg-final { scan-lockstep-note "rare-exit.c:212:\[0-9\]+: optimized: loop vectorized by lockstep: .* lane would call 'abort' runs in the scalar loop" } } */
/* { dg-final { scan-lockstep-note "rare-exit.c:213:\[0-9\]+: optimized: loop vectorized by lockstep: .* lane would call 'fail' runs in the scalar loop" } } */
/* { dg-final { scan-lockstep-note "rare-exit.c:214:\[0-9\]+: optimized: loop vectorized by lockstep: .* lane would call 'fail' runs in the scalar loop" } } */
/* { dg-final { scan-lockstep-note "rare-exit.c:215:\[0-9\]+: optimized: loop vectorized by lockstep: .* lane would call 'abort' runs in the scalar loop" } } */
/* { dg-final { scan-lockstep-note "rare-exit.c:216:\[0-9\]+: optimized: loop vectorized by lockstep: .* lane would call 'abort' or 'exit' runs in the scalar loop" } } */

#undef NDEBUG
#include <assert.h>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>
#include <sys/wait.h>
#include "check.h"

#define M 64
static float a[MAX_N], c[MAX_N], b[MAX_N];
static int ia[MAX_N], ic[MAX_N], ib[MAX_N], kn[MAX_N];
static int failed_at = -1;
static int sum;
static volatile int inner_n = 3;

__attribute__ ((noreturn, noinline)) static void
fail (int i)
{
  failed_at = i;
  exit (7);
}

/* A store to what K7's test loads (the same value).  */
__attribute__ ((noinline)) static void
touch (int i)
{
  a[i] = a[i] + 0.0f;
}

/* K1: a test before everything, on the true edge.  */
#define K1								\
  if (a[i] < 0.0f)							\
    exit (3);								\
  b[i] = a[i] * 2.0f + 1.0f;

/* K2: on the false edge, where a NaN takes it.  */
#define K2								\
  if (!(a[i] >= 0.0f))							\
    abort ();								\
  b[i] = a[i] * a[i];

/* K3: two tests of an index before a gather, sharing the handler.  */
#define K3								\
  if (ia[i] < 0 || ia[i] >= M)						\
    fail (i);								\
  b[i] = c[ia[i]];

/* K4: a test in a divergent branch, a store and a reduction after the
   join.  */
#define K4								\
  int v = ia[i];							\
  if (v > 50)								\
    {									\
      if (ic[i] == 0)							\
	abort ();							\
      v = v / ic[i];							\
    }									\
  ib[i] = v;								\
  s += v;

/* K5: a divergent inner loop after the test.  */
#define K5								\
  if (a[i] < 0.0f)							\
    exit (4);								\
  float x = a[i];							\
  int k = 0;								\
  while (x > 1.0f)							\
    {									\
      x *= 0.5f;							\
      k++;								\
    }									\
  b[i] = x;								\
  kn[i] = k;

/* K6: two different calls.  */
#define K6								\
  if (a[i] < -100.0f)							\
    abort ();								\
  if (c[i] < 0.0f)							\
    exit (5);								\
  b[i] = a[i] + c[i];

/* K9: the test comes after a divergent inner loop, before the stores.  */
#define K9								\
  float x = a[i];							\
  int k = 0;								\
  while (x > 2.0f)							\
    {									\
      x *= 0.5f;							\
      k++;								\
    }									\
  if (x < 0.0f || k > 60)						\
    fail (i);								\
  b[i] = x;								\
  kn[i] = k;

/* K10: an assert.  */
#define K10								\
  assert (ia[i] != 100);						\
  ib[i] = ia[i] * 3 + 1;

/* K13: a store, then a test of a value computed from a load.  */
#define K13								\
  b[i] = a[i] + 1.0f;							\
  float t = c[i] - 1.0f;						\
  if (t < -2.5f)							\
    fail (i);								\
  kn[i] = (int) t;

/* K14: a store, then a test on the false edge, where a NaN takes it.  */
#define K14								\
  b[i] = a[i] * 4.0f;							\
  if (!(a[i] >= 0.0f))							\
    abort ();								\
  ib[i] = i;

/* K15: a store, then two tests of different calls.  */
#define K15								\
  b[i] = a[i] + c[i];							\
  if (a[i] < -100.0f)							\
    abort ();								\
  if (c[i] < 0.0f)							\
    exit (5);								\
  kn[i] = i;

/* K7: the test comes after a call that may store to what it loads:
   scalar.  */
#define K7								\
  touch (i);								\
  if (a[i] < 0.0f)							\
    abort ();

/* K11: the test comes after a store; the loaded value is known before.  */
#define K11								\
  b[i] = a[i];								\
  if (a[i] < 0.0f)							\
    abort ();

/* K12: a store, then the test, then a division that the iteration which
   fails would make by zero.  */
#define K12								\
  b[i] = a[i] * 0.5f;							\
  if (c[i] < 0.0f)							\
    fail (i);								\
  ib[i] = ia[i] / ic[i];

/* K8: the test is in an inner loop: scalar.  */
#define K8								\
  int t = 0;								\
  for (int j = 0; j < inner_n; j++)					\
    {									\
      if (ia[i] == j + 100)						\
	fail (i);							\
      t += ia[i] * j;							\
    }									\
  ib[i] = t;

#define KERNEL(NAME, BODY)						\
NOIPA void NAME##_simd (int n)						\
{									\
  _Pragma ("omp simd")							\
  for (int i = 0; i < n; i++)						\
    { BODY }								\
}									\
NOIPA void NAME##_ref (int n)						\
{									\
  for (int i = 0; i < n; i++)						\
    { BODY }								\
}

KERNEL (k1, K1)
KERNEL (k2, K2)
KERNEL (k3, K3)
KERNEL (k5, K5)
KERNEL (k6, K6)
KERNEL (k7, K7)
KERNEL (k8, K8)
KERNEL (k9, K9)
KERNEL (k10, K10)
KERNEL (k11, K11)
KERNEL (k12, K12)
KERNEL (k13, K13)
KERNEL (k14, K14)
KERNEL (k15, K15)

NOIPA void
k4_simd (int n)
{
  int s = 0;
#pragma omp simd reduction(+:s)
  for (int i = 0; i < n; i++)
    { K4 }
  sum = s;
}

NOIPA void
k4_ref (int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    { K4 }
  sum = s;
}

typedef void (*kernel_fn) (int);
static const kernel_fn simd_fns[] = { k1_simd, k2_simd, k3_simd, k4_simd,
				      k5_simd, k6_simd, k7_simd, k8_simd,
				      k9_simd, k10_simd, k11_simd, k12_simd,
				      k13_simd, k14_simd, k15_simd };
static const kernel_fn ref_fns[] = { k1_ref, k2_ref, k3_ref, k4_ref,
				     k5_ref, k6_ref, k7_ref, k8_ref, k9_ref,
				     k10_ref, k11_ref, k12_ref, k13_ref,
				     k14_ref, k15_ref };
#define N_KERNELS 15

static int out_fd = -1;

/* Write what the loops store to OUT_FD.  */
static void
write_state (void)
{
  if (out_fd < 0)
    return;
  if (write (out_fd, b, sizeof b) != sizeof b
      || write (out_fd, ib, sizeof ib) != sizeof ib
      || write (out_fd, kn, sizeof kn) != sizeof kn
      || write (out_fd, &failed_at, sizeof failed_at) != sizeof failed_at
      || write (out_fd, &sum, sizeof sum) != sizeof sum)
    _exit (99);
  out_fd = -1;
}

static void
on_abort (int sig)
{
  (void) sig;
  write_state ();
  _exit (134);
}

#define STATE_SIZE (sizeof b + sizeof ib + sizeof kn + 2 * sizeof (int))
static char state[2][STATE_SIZE];

/* Run kernel K (its simd version if SIMD) on N iterations in a child;
   leave what it stored in STATE[SIMD]; return its exit status.  */
static int
run (int k, int simd, int n)
{
  int fds[2];
  CHECK (pipe (fds) == 0, "pipe");
  fflush (stdout);
  fflush (stderr);
  pid_t pid = fork ();
  CHECK (pid >= 0, "fork");
  if (pid == 0)
    {
      close (fds[0]);
      out_fd = fds[1];
      /* assert's message, once per run.  */
      int null = open ("/dev/null", O_WRONLY);
      if (null >= 0)
	dup2 (null, 2);
      signal (SIGABRT, on_abort);
      atexit (write_state);
      (simd ? simd_fns : ref_fns)[k] (n);
      write_state ();
      _exit (0);
    }
  close (fds[1]);
  size_t got = 0;
  ssize_t r;
  while (got < STATE_SIZE
	 && (r = read (fds[0], state[simd] + got, STATE_SIZE - got)) > 0)
    got += r;
  close (fds[0]);
  int status;
  CHECK (waitpid (pid, &status, 0) == pid, "waitpid");
  CHECK (got == STATE_SIZE, "kernel %d simd %d n %d: state of %zu bytes",
	 k, simd, n, got);
  CHECK (WIFEXITED (status), "kernel %d simd %d n %d: status %d", k, simd,
	 n, status);
  return WEXITSTATUS (status);
}

/* Data on which no lane makes a call; then make iteration AT (and, if
   AT2 >= 0, AT2) make it.  */
static void
init (int at, int at2)
{
  for (int i = 0; i < MAX_N; i++)
    {
      a[i] = (float) (check_rand () % 1000) * 0.25f;
      c[i] = (float) (check_rand () % 100) + 0.5f;
      ia[i] = check_rand () % M;
      ic[i] = check_rand () % 7 + 1;
      b[i] = -1.0f;
      ib[i] = -1;
      kn[i] = -1;
    }
  for (int w = 0; w < 2; w++)
    {
      int i = w ? at2 : at;
      if (i < 0)
	continue;
      a[i] = (i & 1) ? -1.0f : -1000.0f;
      if (i % 3 == 0)
	a[i] = __builtin_nanf ("");
      c[i] = -2.0f;
      ia[i] = (i & 1) ? M + 100 : -3;
      if (i % 5 == 0)
	ia[i] = 100;
      ic[i] = 0;
    }
  /* K4's arm and K8's test need these.  */
  for (int i = 0; i < MAX_N; i += 3)
    ia[i] = ia[i] == 100 || ia[i] < 0 || ia[i] >= M ? ia[i] : 51 + i % 13;
}

int
main (void)
{
  static const int ns[] = { 0, 1, 7, 8, 9, 16, 17, 33, 64, 67, 999 };
  static const int ats[] = { -1, 0, 1, 3, 7, 8, 15, 16, 31, 32, 33, 40, 63,
			     64, 65, 66, 500, 998 };
  for (int k = 0; k < N_KERNELS; k++)
    for (unsigned ni = 0; ni < sizeof ns / sizeof ns[0]; ni++)
      for (unsigned ai = 0; ai < sizeof ats / sizeof ats[0]; ai++)
	for (int two = 0; two < 2; two++)
	  {
	    int n = ns[ni];
	    int at = ats[ai];
	    if (at >= n || (two && at < 0))
	      continue;
	    int at2 = two ? (at + 2 < n ? at + 2 : -1) : -1;
	    unsigned seed = check_seed;
	    init (at, at2);
	    int ref = run (k, 0, n);
	    check_seed = seed;
	    init (at, at2);
	    int vec = run (k, 1, n);
	    CHECK (ref == vec, "kernel %d n %d at %d/%d: exit %d, want %d",
		   k, n, at, at2, vec, ref);
	    CHECK (!memcmp (state[0], state[1], STATE_SIZE),
		   "kernel %d n %d at %d/%d: stores differ", k, n, at, at2);
	  }
  return 0;
}
