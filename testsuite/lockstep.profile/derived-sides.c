/* The second side of a two-sided divergent branch is not counted in the
   loop: its runs are the first side's, and its lanes those of the
   branch's block (all lanes, a counted side, a divergent loop's live
   lanes) less the first side's.  The figures are those counting gives:
   one side of four lanes in four and three in four, and nested sides.  */
/* { dg-do run } */
/* { dg-options "-fplugin-arg-lockstep-profile -fplugin-arg-lockstep-boscc=off -fdump-tree-lockstep-details" } */

#include <stdlib.h>

#define N 1003
int a[N], b[N], ref[N];

#define BODY1								\
  do {									\
    if (i % 4 == 0)							\
      b[i] = a[i] * 3;							\
    else								\
      b[i] = a[i] - 7;							\
  } while (0)

#define BODY2								\
  do {									\
    if (i % 2 == 0)							\
      {									\
	if (i % 4 == 0)							\
	  b[i] = a[i] * 5;						\
	else								\
	  b[i] = a[i] + 11;						\
      }									\
    else								\
      b[i] = a[i] ^ 9;							\
  } while (0)

__attribute__ ((noipa)) void
quarter (void)
{
#pragma omp simd
  for (int i = 0; i < N; i++)
    BODY1;
}

__attribute__ ((noipa)) void
nested (void)
{
#pragma omp simd
  for (int i = 0; i < N; i++)
    BODY2;
}

int
main (void)
{
  for (int i = 0; i < N; i++)
    a[i] = i * 7 - 300;
  quarter ();
  for (int i = 0; i < N; i++)
    {
      BODY1;
      ref[i] = b[i];
    }
  quarter ();
  for (int i = 0; i < N; i++)
    if (b[i] != ref[i])
      abort ();
  nested ();
  for (int i = 0; i < N; i++)
    {
      int x = b[i];
      BODY2;
      if (x != b[i])
	abort ();
    }
  return 0;
}

/* { dg-final { scan-tree-dump-times ";; profile: side bb \[0-9\]+ counted from bb \[0-9\]+ and all lanes" 2 "lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; profile: side bb \[0-9\]+ counted from bb \[0-9\]+ and its branch's block" 1 "lockstep" } } */
/* { dg-output "lockstep profile: \[^\n\]*derived-sides.c:40: loop in quarter, VF \[0-9\]+: \[0-9\]+ vector iterations, \[0-9\]+ scalar iterations, lane utilization 50.0%\r?\n" } */
/* { dg-output "\[^\n\]*:40:   branch side \\(of the branch at line 40\\): \[0-9\]+ runs, lane utilization 25.0%\r?\n" } */
/* { dg-output "\[^\n\]*:40:   branch side \\(of the branch at line 40\\): \[0-9\]+ runs, lane utilization 75.0%\r?\n" } */
/* { dg-output "\[^\n\]*:48: loop in nested, VF \[0-9\]+: \[0-9\]+ vector iterations, \[0-9\]+ scalar iterations, lane utilization 37.5%\r?\n" } */
/* { dg-output "(\[^\n\]*:48:   branch side \\(of the branch at line 48\\): \[0-9\]+ runs, lane utilization 50.0%\r?\n)\{2\}" } */
/* { dg-output "(\[^\n\]*:48:   branch side \\(of the branch at line 48\\): \[0-9\]+ runs, lane utilization 25.0%\r?\n)\{2\}" } */
