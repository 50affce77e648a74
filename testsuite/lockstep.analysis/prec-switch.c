/* Precision: a switch with a varying index against one with a uniform
   index.  Thesis ch. 7 handles multi-way branches (sec. 7.5: "our
   algorithm also supports partially divergent nodes and switches"): all
   successors of a divergent switch are divergent successors (DivSuccSet)
   and get their own labels; the block where two of them meet is a join.
   A switch on a uniform index sends all threads to one successor.

   S = bb 3 switches on (index & 7): cases 0 and 1 go to B0, case 2 to B1,
   the default (and case 5) to B2; B0, B1, B2 meet in J = bb 7 with
   x = phi (1 from B0, 2 from B1, 3 from B2).
   f: index a[i] (varying): s_21 varying, x_20 varying, J a join.
   g: index u (uniform): s_51 uniform, x_50 uniform, no join.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int u)
{
  int i;
  int v;
  int x;
  int s;
  long unsigned int off;
  int * pa;
  int * pb;

  __BB(2):
  goto __BB3;

  /* S */
  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  pa_12 = a_5(D) + off_11;
  v_2 = __MEM <int> (pa_12);
  s_21 = v_2 & 7;
  switch (s_21) {default: L2; case 0: L0; case 1: L0; case 2: L1; case 5: L2;}

  /* B0 */
  __BB(4):
L0:
  goto __BB7;

  /* B1 */
  __BB(5):
L1:
  goto __BB7;

  /* B2 */
  __BB(6):
L2:
  goto __BB7;

  /* J */
  __BB(7):
  x_20 = __PHI (__BB4: 1, __BB5: 2, __BB6: 3);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = x_20;
  i_9 = i_1 + 1;
  if (i_9 < n_7(D))
    goto __BB40;
  else
    goto __BB41;

  __BB(40):
  goto __BB3;

  __BB(41):
  return;
}


void __GIMPLE (ssa, startwith ("loop"))
g (int n, int * a, int * b, int u)
{
  int i;
  int v;
  int x;
  int s;
  long unsigned int off;
  int * pa;
  int * pb;

  __BB(2):
  goto __BB3;

  /* S */
  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  pa_12 = a_5(D) + off_11;
  v_2 = __MEM <int> (pa_12);
  s_51 = u_8(D) & 7;
  switch (s_51) {default: L2; case 0: L0; case 1: L0; case 2: L1; case 5: L2;}

  /* B0 */
  __BB(4):
L0:
  goto __BB7;

  /* B1 */
  __BB(5):
L1:
  goto __BB7;

  /* B2 */
  __BB(6):
L2:
  goto __BB7;

  /* J */
  __BB(7):
  x_50 = __PHI (__BB4: 1, __BB5: 2, __BB6: 3);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = x_50;
  i_9 = i_1 + 1;
  if (i_9 < n_7(D))
    goto __BB40;
  else
    goto __BB41;

  __BB(40):
  goto __BB3;

  __BB(41):
  return;
}

/* f */
/* { dg-final { scan-tree-dump "shape s_21 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape x_20 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 3\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 7\n} "lockstep" } } */
/* g */
/* { dg-final { scan-tree-dump "shape s_51 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape x_50 = uniform" "lockstep" } } */
/* Only f's switch diverges.  */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump-times "join blocks:" 1 "lockstep" } } */
