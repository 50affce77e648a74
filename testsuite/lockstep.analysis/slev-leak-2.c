/* Intel "SIMD Lane Evolution", Divergence due to 1 Def, Leaking
   iterations, case (II) of leaking_iterations.dot: "Use tainted inside
   IR, outside loop".  The divergent branch A is a loop exit; the loop has
   a second, uniform exit; both exits meet at A's immediate post dominator
   J after the loop, so the first exit block lies in A's influence region
   but outside the loop.  A Use there of a uniform Def of the loop is
   tainted by lanes that left in earlier iterations.  The Use in the
   uniform exit is not: no leaking iteration reaches it (no simple path
   (T, ..., A, F, ..., U) leads from A's exit successor to it).

   Inner loop 2: header A = bb 4 with q_20 = phi (0, q_21), the Def
   q_21 = q_20 + 3, and the divergent branch (q & a[i]) to the exit
   X1 = bb 7; B = bb 5 leaves to X2 = bb 8 on the uniform q > u; latch
   bb 6.  X1 and X2 meet in J = bb 9.
   Expected: q_20, q_21 uniform; x1_23 (LCSSA in X1) and e_24 = x1_23 * 2
   varying; x2_25 (LCSSA in X2) uniform; k_26 = phi (1, 2) in J varying
   (X1 and X2 are concurrent next blocks); divergent exit bb 7 only;
   join bb 9.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int * d, int u)
{
  int i;
  int v;
  int q;
  int m;
  int x1;
  int x2;
  int e;
  int k;
  long unsigned int off;
  int * pa;
  int * pb;
  int * pc;
  int * pd;

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
  q_20 = __PHI (__BB3: 0, __BB6: q_21);
  q_21 = q_20 + 3;
  m_22 = q_21 & v_2;
  if (m_22 != 0)
    goto __BB7;
  else
    goto __BB5;

  /* B */
  __BB(5):
  if (q_21 > u_8(D))
    goto __BB8;
  else
    goto __BB6;

  __BB(6):
  goto __BB4;

  /* X1 */
  __BB(7):
  x1_23 = __PHI (__BB4: q_21);
  e_24 = x1_23 * 2;
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = e_24;
  goto __BB9;

  /* X2 */
  __BB(8):
  x2_25 = __PHI (__BB5: q_21);
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = x2_25;
  goto __BB9;

  /* J */
  __BB(9):
  k_26 = __PHI (__BB7: 1, __BB8: 2);
  pd_17 = d_19(D) + off_11;
  __MEM <int> (pd_17) = k_26;
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

/* { dg-final { scan-tree-dump "shape q_20 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape q_21 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape x1_23 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape e_24 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape x2_25 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape k_26 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent loop exits: bb 7\n} "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 9\n} "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
