/* Thesis Fig. 7.7b (sec. 7.4.1, second local_joins walkthrough: the u
   symbol of a partially divergent node).  A divergent loop [1..4] with one
   divergent exit [8] and two uniform exits [5] and [6], nested in a parent
   loop that contains every block but [8], its only exit.  [5] and [6] both
   go to [7] in the parent loop.  Threads that enter the inner loop leave it
   for [5] or [6] all together (uniform successors get the label u), so
   {5, 6} is not in Cnb and [7] is not sync divergent: PushDef (7, u) from
   [5] and again from [6] pushes the same symbol.  local_exits confirms
   that [8] is a divergent exit of the parent loop too (its label 8 differs
   from the label u the parent's header gets over its back edge).

   Blocks: parent loop 2 with header bb 4 (counter pj); inner loop 3 with
   header [1] = bb 5 (counter lj), leaving to [5] = bb 10 on the uniform
   lj > u; [2] = bb 6 has the divergent branch (lj & a[i]) to [8] = bb 14;
   [3] = bb 7 leaves to [6] = bb 11 on the uniform lj > w; [4] = bb 8 is
   the latch.  [7] = bb 12 goes back to the parent's header.

   Expected: lj_22, lj_23, pj_20 uniform; the LCSSA phis l5_27 ([5]) and
   l6_28 ([6]) uniform; mm_25 = phi (l5_27, l6_28) and k_29 = phi (1, 2)
   in [7] uniform (no join); r8_30 (LCSSA of lj in [8]) varying and p8_31
   (LCSSA of the parent's counter pj in [8]) varying: temporal divergence
   of both loops.  Divergent exit bb 14 only, no join block, both loops
   divergent.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int u, int w)
{
  int i;
  int v;
  int pj;
  int lj;
  int m;
  int mm;
  int k;
  int l5;
  int l6;
  int r8;
  int p8;
  int s;
  long unsigned int off;
  long unsigned int offj;
  int * pa;
  int * pb;
  int * pc;
  int * pp;

  __BB(2):
  goto __BB3;

  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  pa_12 = a_5(D) + off_11;
  v_2 = __MEM <int> (pa_12);
  goto __BB4;

  /* [0]: parent loop header.  */
  __BB(4, loop_header(2)):
  pj_20 = __PHI (__BB3: 0, __BB13: pj_21);
  goto __BB5;

  /* [1] */
  __BB(5, loop_header(3)):
  lj_22 = __PHI (__BB4: 0, __BB8: lj_23);
  lj_23 = lj_22 + 1;
  if (lj_23 > u_8(D))
    goto __BB10;
  else
    goto __BB6;

  /* [2] */
  __BB(6):
  m_24 = lj_23 & v_2;
  if (m_24 != 0)
    goto __BB14;
  else
    goto __BB7;

  /* [3] */
  __BB(7):
  if (lj_23 > w_15(D))
    goto __BB11;
  else
    goto __BB8;

  /* [4] */
  __BB(8):
  goto __BB5;

  /* [5] */
  __BB(10):
  l5_27 = __PHI (__BB5: lj_23);
  goto __BB12;

  /* [6] */
  __BB(11):
  l6_28 = __PHI (__BB7: lj_23);
  goto __BB12;

  /* [7] */
  __BB(12):
  mm_25 = __PHI (__BB10: l5_27, __BB11: l6_28);
  k_29 = __PHI (__BB10: 1, __BB11: 2);
  s_32 = mm_25 + k_29;
  offj_40 = (long unsigned int) pj_20;
  offj_41 = offj_40 * 4ul;
  pp_42 = c_16(D) + offj_41;
  __MEM <int> (pp_42) = s_32;
  pj_21 = pj_20 + 1;
  goto __BB13;

  __BB(13):
  goto __BB4;

  /* [8] */
  __BB(14):
  r8_30 = __PHI (__BB6: lj_23);
  p8_31 = __PHI (__BB6: pj_20);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = r8_30;
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = p8_31;
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

/* { dg-final { scan-tree-dump "shape pj_20 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape lj_22 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape lj_23 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape l5_27 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape l6_28 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape mm_25 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape k_29 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape r8_30 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape p8_31 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 6\M} "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump-not "join blocks:" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent loop exits: bb 14\n} "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent loop 2 \(header bb 4\)} "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent loop 3 \(header bb 5\)} "lockstep" } } */
