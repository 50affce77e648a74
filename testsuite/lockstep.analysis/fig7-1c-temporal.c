/* Thesis Fig. 7.1c (ch. 7, temporal divergence; also Fig. 6.4b): a loop
   B -> B, B -> X whose exit branch in B is divergent, with
   x = phi (0, x.inc) and x.inc = x + 1 in B and the LCSSA phi
   x.lc = phi (x.inc) in the exit X.  Inside the loop x and x.inc are the
   same for all threads of one iteration (uniform), but threads leave the
   loop in different iterations (Fig. 7.1d: vec(x.lc) = [1, 2]), so X is
   temporally dependent on B (axiom 2, {B, X} in Cnb) and x.lc is varying
   ([DA-PHI-D] for tdep*).  The thesis' B is its own latch; GCC's loop
   init wants a separate latch block (bb 5).

   f: the exit test compares x.inc * x.inc (not affine, so that scev
   final-value replacement cannot remove x.lc) with a[i]: x_20, x_21, t_22
   uniform, xlc_23 varying, bb 6 a divergent loop exit, loop 2 divergent.
   g: the same loop with the parameter u in the exit test: all threads
   leave in the same iteration and ylc_23 stays uniform.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b)
{
  int i;
  int x;
  int v;
  int t;
  int xlc;
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
  goto __BB4;

  /* B */
  __BB(4, loop_header(2)):
  x_20 = __PHI (__BB3: 0, __BB5: x_21);
  x_21 = x_20 + 1;
  t_22 = x_21 * x_21;
  if (t_22 < v_2)
    goto __BB5;
  else
    goto __BB6;

  __BB(5):
  goto __BB4;

  /* X */
  __BB(6):
  xlc_23 = __PHI (__BB4: x_21);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = xlc_23;
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
  int t;
  int ylc;
  long unsigned int off;
  int * pb;

  __BB(2):
  goto __BB3;

  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  goto __BB4;

  __BB(4, loop_header(2)):
  y_20 = __PHI (__BB3: 0, __BB5: y_21);
  y_21 = y_20 + 1;
  t_22 = y_21 * y_21;
  if (t_22 < u_8(D))
    goto __BB5;
  else
    goto __BB6;

  __BB(5):
  goto __BB4;

  __BB(6):
  ylc_23 = __PHI (__BB4: y_21);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = ylc_23;
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
/* { dg-final { scan-tree-dump "shape x_20 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape x_21 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape t_22 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape xlc_23 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 4\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent loop exits: bb 6\n} "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent loop 2 \(header bb 4\)} "lockstep" } } */
/* g */
/* { dg-final { scan-tree-dump "shape y_20 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape y_21 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape ylc_23 = uniform" "lockstep" } } */
/* Only f's loop exit is divergent.  */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent loop exits:" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent loop \[0-9\]" 1 "lockstep" } } */
