/* Intel "SIMD Lane Evolution", Divergence due to 1 Def, Partially killing
   Defs, case (II) of partially_killing_defs.dot: "diverging Instruction
   and IR encapsulated inside the loop".  The divergent branch A and its
   whole influence region (up to its immediate post dominator J) lie
   strictly inside the loop body; the Def D in the region is skipped by
   some lanes in some iterations, so Uses that D does not dominate -- the
   phi in J, the loop-carried header phi and, after the loop, the LCSSA
   phi -- are tainted (the figure is not in the text; rebuilt from the
   formal conditions: A, D in L, U not dominated by D, simple path
   (F, ..., A, T, D)).

   Inner loop 2: header H = bb 4 with s_20 = phi (0, s_25),
   j_21 = phi (0, j_26), a Use of s_20 (store) and a uniform branch (j > w)
   to A = bb 5 or L = bb 8; A branches on j & a[i] (divergent) to
   D = bb 6 (the Def s_22 = j * 2) and J = bb 7; J: s_24 = phi (s_22 from
   D, s_20 from A); L: s_25 = phi (s_24 from J, s_20 from H), the counter
   and the exit test on j * j against u (uniform); latch bb 9; exit
   X = bb 10.
   Expected: s_22 uniform; s_24, s_25, s_20 and sl_27 (LCSSA of s in X)
   varying; j_21, j_26 and jl_28 uniform.  J (bb 7) is the only join: L is
   reached from A only through J, and H's branch is uniform.  No divergent
   loop exit.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int * d, int u, int w)
{
  int i;
  int v;
  int s;
  int j;
  int m;
  int t;
  int sl;
  int jl;
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

  /* H */
  __BB(4, loop_header(2)):
  s_20 = __PHI (__BB3: 0, __BB9: s_25);
  j_21 = __PHI (__BB3: 0, __BB9: j_26);
  offj_30 = (long unsigned int) j_21;
  offj_31 = offj_30 * 4ul;
  pj_32 = d_19(D) + offj_31;
  __MEM <int> (pj_32) = s_20;
  if (j_21 > w_15(D))
    goto __BB5;
  else
    goto __BB8;

  /* A */
  __BB(5):
  m_29 = j_21 & v_2;
  if (m_29 != 0)
    goto __BB6;
  else
    goto __BB7;

  /* D */
  __BB(6):
  s_22 = j_21 * 2;
  goto __BB7;

  /* J */
  __BB(7):
  s_24 = __PHI (__BB6: s_22, __BB5: s_20);
  goto __BB8;

  /* L */
  __BB(8):
  s_25 = __PHI (__BB7: s_24, __BB4: s_20);
  j_26 = j_21 + 1;
  t_23 = j_26 * j_26;
  if (t_23 < u_8(D))
    goto __BB9;
  else
    goto __BB10;

  __BB(9):
  goto __BB4;

  /* X */
  __BB(10):
  sl_27 = __PHI (__BB8: s_25);
  jl_28 = __PHI (__BB8: j_26);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = sl_27;
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = jl_28;
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

/* { dg-final { scan-tree-dump "shape s_22 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape s_24 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape s_25 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape s_20 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape sl_27 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape j_21 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape j_26 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape jl_28 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 5\M} "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 7\n} "lockstep" } } */
/* { dg-final { scan-tree-dump-not "divergent loop exits:" "lockstep" } } */
