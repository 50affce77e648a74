/* Intel "SIMD Lane Evolution", Divergence due to 1 Def, Partially killing
   Defs, case (I) of partially_killing_defs.dot: "diverging Instruction is
   on the loop".  A Def D inside a loop lies in the influence region of a
   divergent branch A of the loop; in each iteration every lane chooses
   whether to execute D, so a lane that skips D keeps the value D gave it
   in an earlier iteration while others get the new one: a Use that D does
   not dominate is tainted, inside and outside the loop.  Formally (the
   figure is not in the text): A, D in L, U not dominated by D, and a
   simple path (F, ..., A, T, D) exists.  Reconstruction: A is the loop's
   header, on every iteration of the cycle; the path (F, ..., A, T, D) goes
   from A's successor F that skips D around the back edge to A and into D.
   The loop's exit branch is uniform (thesis: its paths rejoin before the
   exit, so no exit is divergent).

   Inner loop 2: header A = bb 4 with s_20 = phi (0, s_23),
   j_21 = phi (0, j_24) and the divergent branch (j & a[i]) to D = bb 5
   (the Def s_22 = j * 2) and L = bb 6; L: s_23 = phi (s_22 from D, s_20
   from A), j_24 = j + 1 and the exit test on j * j against the parameter
   u (uniform); latch bb 7; exit X = bb 8.
   Expected: the Def s_22 uniform; s_23 (a Use not dominated by D) and the
   header phi s_20 varying; sl_26 (LCSSA of s in X) varying; j_21, j_24,
   and jl_27 (LCSSA of j) uniform; join bb 6; no divergent loop exit.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int u)
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
  int * pa;
  int * pb;
  int * pc;

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
  s_20 = __PHI (__BB3: 0, __BB7: s_23);
  j_21 = __PHI (__BB3: 0, __BB7: j_24);
  m_28 = j_21 & v_2;
  if (m_28 != 0)
    goto __BB5;
  else
    goto __BB6;

  /* D */
  __BB(5):
  s_22 = j_21 * 2;
  goto __BB6;

  /* L */
  __BB(6):
  s_23 = __PHI (__BB5: s_22, __BB4: s_20);
  j_24 = j_21 + 1;
  t_25 = j_24 * j_24;
  if (t_25 < u_8(D))
    goto __BB7;
  else
    goto __BB8;

  __BB(7):
  goto __BB4;

  /* X */
  __BB(8):
  sl_26 = __PHI (__BB6: s_23);
  jl_27 = __PHI (__BB6: j_24);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = sl_26;
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = jl_27;
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
/* { dg-final { scan-tree-dump "shape s_23 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape s_20 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape sl_26 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape j_21 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape j_24 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape jl_27 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 4\M} "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 6\n} "lockstep" } } */
/* { dg-final { scan-tree-dump-not "divergent loop exits:" "lockstep" } } */
