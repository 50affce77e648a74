/* The profile's figures on loops whose lane utilization is known: a
   branch half the lanes take (50% on each side), an inner loop whose trip
   counts are i % 4 (50% at any factor that is a multiple of 4), uniform
   code (100%), and an all-false skip that always skips (100% skipped).
   The results are those of the scalar loops.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-lockstep-profile -fplugin-arg-lockstep-boscc=on" } */

#include <stdlib.h>

#define N 1003
int a[N], b[N], c[N], ref[N];

__attribute__ ((noinline)) void
half (void)
{
#pragma omp simd
  for (int i = 0; i < N; i++)
    {
      if (i & 1)
	b[i] = a[i] * 2 + 1;
      else
	b[i] = a[i] - 3;
    }
}

__attribute__ ((noinline)) void
inner (void)
{
#pragma omp simd
  for (int i = 0; i < N; i++)
    {
      int s = 0;
      for (int j = 0; j < i % 4; j++)
	s += j * a[i];
      c[i] = s;
    }
}

__attribute__ ((noinline)) void
uniform (void)
{
#pragma omp simd
  for (int i = 0; i < N; i++)
    b[i] = a[i] * 3;
}

__attribute__ ((noinline)) void
rare (void)
{
#pragma omp simd
  for (int i = 0; i < N; i++)
    {
      int x = a[i];
      if (x > 100000)
	{
	  x = x * x - 7;
	  x = x / 3 + a[i];
	  x = x * x + 5;
	  b[i] = x;
	}
    }
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = i;
  half ();
  for (int i = 0; i < N; i++)
    if (b[i] != ((i & 1) ? i * 2 + 1 : i - 3))
      abort ();
  inner ();
  for (int i = 0; i < N; i++)
    if (c[i] != (i % 4) * (i % 4 - 1) / 2 * i)
      abort ();
  uniform ();
  rare ();
  for (int i = 0; i < N; i++)
    if (b[i] != i * 3)
      abort ();
  return 0;
}

/* { dg-output "lockstep profile: \[^\n\]*utilization.c:20: loop in half, VF \[0-9\]+: \[0-9\]+ vector iterations, \[0-9\]+ scalar iterations, lane utilization 50.0%\r?\n" } */
/* { dg-output "\[^\n\]*utilization.c:21:   branch side \\(of the branch at line 20\\): \[0-9\]+ runs, lane utilization 50.0%\r?\n" } */
/* { dg-output "\[^\n\]*utilization.c:23:   branch side \\(of the branch at line 20\\): \[0-9\]+ runs, lane utilization 50.0%\r?\n" } */
/* { dg-output "(\[^\n\]*all-false skip: \[0-9\]+ tests, 0 skipped \\(0.0%\\)\r?\n)*" } */
/* { dg-output "\[^\n\]*utilization.c:34: loop in inner\[^\n\]*\r?\n" } */
/* { dg-output "(\[^\n\]*branch side\[^\n\]*\r?\n)*" } */
/* { dg-output "\[^\n\]*utilization.c:35:   divergent loop: \[0-9\]+ iterations, lane utilization 50.0%\r?\n" } */
/* { dg-output "(\[^\n\]*all-false skip\[^\n\]*\r?\n)*" } */
/* { dg-output "\[^\n\]*utilization.c:45: loop in uniform, VF \[0-9\]+: \[0-9\]+ vector iterations, \[0-9\]+ scalar iterations, lane utilization 100.0%\r?\n" } */
/* { dg-output "\[^\n\]*utilization.c:54: loop in rare\[^\n\]*\r?\n" } */
/* { dg-output "(\[^\n\]*branch side\[^\n\]*\r?\n)*" } */
/* { dg-output "\[^\n\]*utilization.c:55:   all-false skip: (\[0-9\]+) tests, \\5 skipped \\(100.0%\\)" } */
