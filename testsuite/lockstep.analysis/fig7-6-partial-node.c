/* Thesis Fig. 7.6 and Fig. 7.7a (sec. 7.3, Definition 21: partially
   divergent nodes; sec. 7.4.1, local_joins walkthrough).  A loop with two
   uniform exits W and X and two divergent exits Y and Z.  Taking W or X
   carries all threads that are still in the loop out at once, so
   {W, X} is not in Cnb and a join of W and X alone is not sync dependent;
   collapsing the loop into a plain divergent node would wrongly make it
   one.  The loop is a partially divergent node (Fig. 7.6b) with divergent
   successors Y, Z and uniform successors W, X (symbol u in DomMap).

   Loop body as in Fig. 7.7a (thesis block index numbers in brackets): the
   header [0] = bb 4 leaves to W on the uniform j > u; [1] = bb 5 leaves to
   X on the uniform j > w; [2] = bb 6 has the divergent branch (j & a[i])
   to [3] = bb 7 and [5] = bb 9; [3] leaves to Y, [4] = bb 8 leaves to Z
   (both on uniform conditions) and goes on to [5]; [5] is a join ("PushDef
   finds 5 already labelled 5", so 5 is in SyncBlocks) and goes back to the
   header.  Y and Z are reached with the label 3, the header gets 5 over
   the back edge: DivLoopExits = {Y, Z}; W and X are not forward reachable
   from [2] and stay uniform exits.
   Outside the loop: W = bb 12 and X = bb 13 join in J1 = bb 16; Y = bb 14
   and Z = bb 15 join in J2 = bb 17; J1 and J2 join in J3 = bb 18.

   Expected: joins bb 9, bb 17 (Y, Z are concurrent next), bb 18 ({W, Y}
   etc. are concurrent next: Fig. 7.6c), but not bb 16 (W and X both carry
   u); divergent exits bb 14 and bb 15 only.  Shapes: j_20 uniform, y_23
   varying; the LCSSA phis jw_25 (W) and jx_26 (X) and the phis p_24 and
   q_31 in J1 uniform; jy_27 (Y), jz_28 (Z), s_29 (J2) and r_30 (J3, whose
   operands are constants) varying.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int * d, int u, int w, int z, int zz)
{
  int i;
  int j;
  int y;
  int v;
  int m;
  int p;
  int q;
  int r;
  int s;
  int jw;
  int jx;
  int jy;
  int jz;
  int t;
  long unsigned int off;
  long unsigned int offj;
  int * pa;
  int * pb;
  int * pc;
  int * pd;
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

  /* [0] */
  __BB(4, loop_header(2)):
  j_20 = __PHI (__BB3: 0, __BB11: j_21);
  if (j_20 > u_8(D))
    goto __BB12;
  else
    goto __BB5;

  /* [1] */
  __BB(5):
  if (j_20 > w_15(D))
    goto __BB13;
  else
    goto __BB6;

  /* [2] */
  __BB(6):
  m_22 = j_20 & v_2;
  if (m_22 != 0)
    goto __BB7;
  else
    goto __BB9;

  /* [3] */
  __BB(7):
  if (j_20 > z_17(D))
    goto __BB14;
  else
    goto __BB8;

  /* [4] */
  __BB(8):
  if (j_20 > zz_18(D))
    goto __BB15;
  else
    goto __BB9;

  /* [5] */
  __BB(9):
  y_23 = __PHI (__BB6: 1, __BB8: 2);
  offj_40 = (long unsigned int) j_20;
  offj_41 = offj_40 * 4ul;
  pj_42 = c_16(D) + offj_41;
  __MEM <int> (pj_42) = y_23;
  j_21 = j_20 + 1;
  goto __BB11;

  __BB(11):
  goto __BB4;

  /* W */
  __BB(12):
  jw_25 = __PHI (__BB4: j_20);
  goto __BB16;

  /* X */
  __BB(13):
  jx_26 = __PHI (__BB5: j_20);
  goto __BB16;

  /* Y */
  __BB(14):
  jy_27 = __PHI (__BB7: j_20);
  goto __BB17;

  /* Z */
  __BB(15):
  jz_28 = __PHI (__BB8: j_20);
  goto __BB17;

  /* J1 */
  __BB(16):
  p_24 = __PHI (__BB12: 1, __BB13: 2);
  q_31 = __PHI (__BB12: jw_25, __BB13: jx_26);
  pd_43 = d_19(D) + off_11;
  __MEM <int> (pd_43) = q_31;
  goto __BB18;

  /* J2 */
  __BB(17):
  s_29 = __PHI (__BB14: jy_27, __BB15: jz_28);
  goto __BB18;

  /* J3 */
  __BB(18):
  r_30 = __PHI (__BB16: 5, __BB17: 6);
  t_32 = __PHI (__BB16: p_24, __BB17: s_29);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = r_30;
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = t_32;
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
/* { dg-final { scan-tree-dump "shape y_23 = varying" "lockstep" } } */
/* Uniform exits W, X and their join J1.  */
/* { dg-final { scan-tree-dump "shape jw_25 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape jx_26 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape p_24 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape q_31 = uniform" "lockstep" } } */
/* Divergent exits Y, Z, their join J2 and the join J3.  */
/* { dg-final { scan-tree-dump "shape jy_27 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape jz_28 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape s_29 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape r_30 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape t_32 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 6\M} "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 9 bb 17 bb 18\n} "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent loop exits: bb 14 bb 15\n} "lockstep" } } */
