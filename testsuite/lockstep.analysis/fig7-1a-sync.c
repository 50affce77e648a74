/* Thesis Fig. 7.1a (ch. 7, sync divergence): the diamond A -> B, A -> C,
   B -> D, C -> D with x = phi (0 from B, 1 from C) in D.  Two threads that
   part ways at a divergent branch in A reconverge in D and select different
   values for x (Fig. 7.1b: vec(x) = [0, 1]), so D is sync dependent on A
   and x is varying ([DA-PHI-D], Fig. 6.7).  With a uniform branch in A all
   threads come into D from the same predecessor and x stays uniform
   ([DA-PHI-U]).

   f: A = bb 3 branches on a[i] (varying): x_4 varying, D = bb 6 is a join.
   g: A = bb 3 branches on the parameter u (uniform): y_4 uniform, no
   divergent branch and no join in g.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b)
{
  int i;
  int x;
  int v;
  long unsigned int off;
  int * pa;
  int * pb;

  __BB(2):
  goto __BB3;

  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  pa_12 = a_5(D) + off_11;
  v_2 = __MEM <int> (pa_12);
  if (v_2 > 0)
    goto __BB4;
  else
    goto __BB5;

  /* B */
  __BB(4):
  goto __BB6;

  /* C */
  __BB(5):
  goto __BB6;

  /* D */
  __BB(6):
  x_4 = __PHI (__BB4: 0, __BB5: 1);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = x_4;
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
  int y;
  long unsigned int off;
  int * pb;

  __BB(2):
  goto __BB3;

  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  if (u_8(D) > 0)
    goto __BB4;
  else
    goto __BB5;

  __BB(4):
  goto __BB6;

  __BB(5):
  goto __BB6;

  __BB(6):
  y_4 = __PHI (__BB4: 0, __BB5: 1);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = y_4;
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
/* { dg-final { scan-tree-dump "shape v_2 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape x_4 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 3\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 6\n} "lockstep" } } */
/* g */
/* { dg-final { scan-tree-dump "shape y_4 = uniform" "lockstep" } } */
/* Only f has a divergent branch and a join.  */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump-times "join blocks:" 1 "lockstep" } } */
