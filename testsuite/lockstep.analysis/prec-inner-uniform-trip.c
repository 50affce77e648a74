/* Precision: an inner loop with a uniform trip count inside a divergent
   branch.  The threads that take the branch enter the loop together (its
   header is entered only over its preheader), its exit branch is uniform,
   so they all leave it in the same iteration: its loop-carried values and
   its live-out values are uniform (thesis ch. 6: the varying activation of
   the loop body -- activation dependence -- does not make values varying;
   ch. 7: no divergent exit, no temporal divergence).  Only the join after
   the divergent branch makes the live-out value varying.

   A = bb 3 branches on a[i] (divergent) to the loop's preheader bb 4 and
   to C = bb 8.  Loop 2: header bb 5 with j_20 = phi (0, j_21) and
   s_22 = phi (0, s_23), s_23 = s_22 ^ j_20 (not affine, so that scev
   does not replace the live-out value), j_21 = j_20 + 1, exit test
   j_21 < u (uniform); latch bb 6; exit X = bb 7 with sl_24 = phi (s_23).
   X and C meet in K = bb 9 with r_25 = phi (sl_24, 0).
   Expected: j_20, j_21, s_22, s_23, sl_24 uniform; r_25 varying; the
   loop's branch is not divergent and the loop is not divergent; join K
   only.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int u)
{
  int i;
  int v;
  int j;
  int s;
  int sl;
  int r;
  long unsigned int off;
  int * pa;
  int * pb;

  __BB(2):
  goto __BB3;

  /* A */
  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  pa_12 = a_5(D) + off_11;
  v_2 = __MEM <int> (pa_12);
  if (v_2 > 0)
    goto __BB4;
  else
    goto __BB8;

  __BB(4):
  goto __BB5;

  __BB(5, loop_header(2)):
  j_20 = __PHI (__BB4: 0, __BB6: j_21);
  s_22 = __PHI (__BB4: 0, __BB6: s_23);
  s_23 = s_22 ^ j_20;
  j_21 = j_20 + 1;
  if (j_21 < u_8(D))
    goto __BB6;
  else
    goto __BB7;

  __BB(6):
  goto __BB5;

  /* X */
  __BB(7):
  sl_24 = __PHI (__BB5: s_23);
  goto __BB9;

  /* C */
  __BB(8):
  goto __BB9;

  /* K */
  __BB(9):
  r_25 = __PHI (__BB7: sl_24, __BB8: 0);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = r_25;
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

/* { dg-final { scan-tree-dump "shape j_20 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape j_21 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape s_22 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape s_23 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape sl_24 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape r_25 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 3\M} "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 9\n} "lockstep" } } */
/* { dg-final { scan-tree-dump-not "divergent loop exits:" "lockstep" } } */
/* { dg-final { scan-tree-dump-not "divergent loop \[0-9\]" "lockstep" } } */
