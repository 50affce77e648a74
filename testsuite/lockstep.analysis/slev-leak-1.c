/* Intel "SIMD Lane Evolution", Divergence due to 1 Def, Leaking
   iterations, case (I) of leaking_iterations.dot: "Use tainted outside
   IR".  A loop lets lanes exit in different iterations; a single uniform
   Def D in the loop sets a different value in every iteration, so a Use U
   outside the loop sees values of different iterations.  Formally (the
   figure is not in the text): A, D in L, U not in L, and a simple path
   (T, ..., A, F, ..., U) exists.

   Inner loop 2: header bb 4 with d_20 = phi (0, d_21), the Def
   d_21 = d_20 + 3 and the divergent exit branch A (d * d against a[i]);
   latch bb 5; exit X = bb 6.  A's influence region is the loop: it ends
   at A's immediate post dominator X.  The Uses are outside the region:
   dl_23 (LCSSA phi in X), e_24 = dl_23 * 2 in X and, behind a uniform
   branch, g_25 = e_24 + 1 in Y = bb 7.
   Expected: d_20, d_21 uniform; dl_23, e_24, g_25 varying; divergent exit
   bb 6.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int u)
{
  int i;
  int v;
  int d;
  int t;
  int dl;
  int e;
  int g;
  int h;
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
  d_20 = __PHI (__BB3: 0, __BB5: d_21);
  d_21 = d_20 + 3;
  t_22 = d_21 * d_21;
  if (t_22 < v_2)
    goto __BB5;
  else
    goto __BB6;

  __BB(5):
  goto __BB4;

  /* X */
  __BB(6):
  dl_23 = __PHI (__BB4: d_21);
  e_24 = dl_23 * 2;
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = e_24;
  if (u_8(D) > 0)
    goto __BB7;
  else
    goto __BB8;

  /* Y */
  __BB(7):
  g_25 = e_24 + 1;
  goto __BB8;

  /* W */
  __BB(8):
  h_26 = __PHI (__BB7: g_25, __BB6: 0);
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = h_26;
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

/* { dg-final { scan-tree-dump "shape d_20 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape d_21 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape dl_23 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape e_24 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape g_25 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent loop exits: bb 6\n} "lockstep" } } */
/* The branch in X is uniform.  */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
