/* The profile of a loop that four threads run at once, written to the
   file LOCKSTEP_PROFILE names: a child process runs the threads and exits
   (its report is written then), the parent reads the file.  Every
   iteration is counted once, as a vector or a scalar iteration, and the
   inner loop's trip counts i % 4 use half the lanes at any factor that is
   a multiple of 4, and trip counts i % 8 at VF 8 or 16.  (GCC 11 peels
   the first iteration off these loops before lockstep sees them: then
   one iteration per call is neither.)  */
/* { dg-do run } */
/* { dg-options "-pthread -fplugin-arg-lockstep-profile" } */

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

#define N 1000
#define THREADS 4
#define REPS 50

int a[THREADS][N], c[THREADS][N], c8[N];

/* OUT[I] from X[I] with an inner loop of I % MOD iterations.  */
#define INNER(NAME, MOD)				\
  __attribute__ ((noinline)) void			\
  NAME (int *x, int *out, int n)			\
  {							\
    _Pragma ("omp simd")				\
    for (int i = 0; i < n; i++)				\
      {							\
	int s = 0;					\
	for (int j = 0; j < i % (MOD); j++)		\
	  s += j ^ x[i];				\
	out[i] = s;					\
      }							\
  }

INNER (inner, 4)
INNER (inner8, 8)

static void *
work (void *p)
{
  int t = (int) (long) p;
  for (int r = 0; r < REPS; r++)
    inner (a[t], c[t], N - t);
  return NULL;
}

static void
child (const char *path)
{
  setenv ("LOCKSTEP_PROFILE", path, 1);
  for (int t = 0; t < THREADS; t++)
    for (int i = 0; i < N; i++)
      a[t][i] = i * 7 + t;
  pthread_t th[THREADS];
  for (int t = 0; t < THREADS; t++)
    if (pthread_create (&th[t], NULL, work, (void *) (long) t))
      abort ();
  for (int t = 0; t < THREADS; t++)
    pthread_join (th[t], NULL);
  inner8 (a[1], c8, N);
  for (int i = 0; i < N; i++)
    {
      int s = 0;
      for (int j = 0; j < i % 8; j++)
	s += j ^ a[1][i];
      if (c8[i] != s)
	abort ();
    }
  for (int t = 0; t < THREADS; t++)
    for (int i = 0; i < N - t; i++)
      {
	int s = 0;
	for (int j = 0; j < i % 4; j++)
	  s += j ^ a[t][i];
	if (c[t][i] != s)
	  abort ();
      }
  exit (0);
}

int
main (void)
{
  char path[] = "lockstep-profile-XXXXXX";
  int fd = mkstemp (path);
  if (fd < 0)
    abort ();
  close (fd);
  pid_t pid = fork ();
  if (pid < 0)
    abort ();
  if (pid == 0)
    child (path);
  int status;
  if (waitpid (pid, &status, 0) != pid || !WIFEXITED (status)
      || WEXITSTATUS (status) != 0)
    abort ();

  FILE *f = fopen (path, "r");
  if (!f)
    abort ();
  char line[512];
  int loops = 0, divloops = 0, divloops8 = 0;
  unsigned vf8 = 0;
  while (fgets (line, sizeof line, f))
    {
      char *p8 = strstr (line, "loop in inner8, VF ");
      if (p8 && sscanf (p8, "loop in inner8, VF %u", &vf8) != 1)
	abort ();
      if (vf8 && !p8 && strstr (line, "divergent loop: "))
	{
	  /* The inner loop of inner8 (the report lists a loop's
	     constructs after it).  */
	  if (vf8 % 8 == 0 && !strstr (line, "lane utilization 50.0%"))
	    abort ();
	  divloops8++;
	  vf8 = 0;
	  continue;
	}
      unsigned vf;
      unsigned long long vec, scalar;
      char *p = strstr (line, "loop in inner, VF ");
      if (p)
	{
	  if (sscanf (p, "loop in inner, VF %u: %llu vector iterations, "
		      "%llu scalar iterations", &vf, &vec, &scalar) != 3)
	    abort ();
	  unsigned long long total = 0;
	  for (int t = 0; t < THREADS; t++)
	    total += (unsigned long long) REPS * (N - t);
	  unsigned long long calls = (unsigned long long) REPS * THREADS;
	  if (vf % 4 != 0
	      || (vec * vf + scalar != total
		  && vec * vf + scalar != total - calls))
	    abort ();
	  loops++;
	}
      if (strstr (line, "divergent loop: "))
	{
	  if (!strstr (line, "lane utilization 50.0%"))
	    abort ();
	  divloops++;
	}
    }
  fclose (f);
  unlink (path);
  if (loops != 1 || divloops != 1 || divloops8 != 1)
    abort ();
  return 0;
}
