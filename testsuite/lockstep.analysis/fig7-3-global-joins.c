/* Thesis Fig. 7.3 (sec. 7.1, high-level walkthrough of global_joins): a
   loop with header A whose branch is divergent.  A -> B, A -> D; B -> C
   and the loop exit B -> E; C -> D and the loop exit C -> F; D -> A (over
   the latch).  E and F both lead to X.

   The first local_joins (inside the loop) finds D: B -> C -> D and A -> D
   are disjoint paths.  It cannot find X, because E and F are not reached
   on almost node-disjoint paths from A (both paths go through B, sec. 7.3);
   only the schedule of Fig. 7.3c, which runs the header again, brings
   threads to E and F at the same time.  local_exits reports E and F as
   divergent exits (their label B differs from the label D the header
   gets over the back edge), and global_joins collapses the loop into the
   node L_A (Fig. 7.3b) with divergent successors E and F, whose
   local_joins finds X.  Result (sec. 7.1): sync dependences {D, X},
   temporal dependences {E, F}.

   Blocks: A = bb 4 (branch on j & a[i], varying), B = bb 5 and C = bb 6
   (branches on j against the parameters u and w, uniform), D = bb 7
   (GCC removes the empty latch bb 9: D becomes the latch), E = bb 10,
   F = bb 11, X = bb 12.
   Expected: j_20, j_21 uniform (the loop counter); y_23 (phi in D)
   varying; je_24 and jf_25 (LCSSA phis of j in E and F) varying (temporal);
   r_26 = phi (10 from E, 20 from F) in X varying, found only by
   global_joins (its operands are constants).  The branches in B and C stay
   uniform.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int u, int w)
{
  int i;
  int j;
  int y;
  int v;
  int m;
  int je;
  int jf;
  int r;
  int k;
  long unsigned int off;
  long unsigned int offj;
  int * pa;
  int * pb;
  int * pc;
  int * pj;

  __BB(2):
  goto __BB3;

  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  pa_12 = a_5(D) + off_11;
  v_2 = __MEM <int> (pa_12);
  goto __BB4;

  /* A */
  __BB(4, loop_header(2)):
  j_20 = __PHI (__BB3: 0, __BB9: j_21);
  m_22 = j_20 & v_2;
  if (m_22 != 0)
    goto __BB5;
  else
    goto __BB7;

  /* B */
  __BB(5):
  if (j_20 > u_8(D))
    goto __BB10;
  else
    goto __BB6;

  /* C */
  __BB(6):
  if (j_20 > w_15(D))
    goto __BB11;
  else
    goto __BB7;

  /* D */
  __BB(7):
  y_23 = __PHI (__BB4: 1, __BB6: 2);
  offj_30 = (long unsigned int) j_20;
  offj_31 = offj_30 * 4ul;
  pj_32 = c_16(D) + offj_31;
  __MEM <int> (pj_32) = y_23;
  j_21 = j_20 + 1;
  goto __BB9;

  __BB(9):
  goto __BB4;

  /* E */
  __BB(10):
  je_24 = __PHI (__BB5: j_20);
  goto __BB12;

  /* F */
  __BB(11):
  jf_25 = __PHI (__BB6: j_20);
  goto __BB12;

  /* X */
  __BB(12):
  r_26 = __PHI (__BB10: 10, __BB11: 20);
  k_27 = __PHI (__BB10: je_24, __BB11: jf_25);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = r_26;
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = k_27;
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
/* { dg-final { scan-tree-dump "shape m_22 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape y_23 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape je_24 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape jf_25 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape r_26 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 4\M} "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 7 bb 12\n} "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent loop exits: bb 10 bb 11\n} "lockstep" } } */
