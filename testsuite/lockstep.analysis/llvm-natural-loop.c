/* LLVM "Convergence And Uniformity", Threads and Dynamic Instances /
   Maximal Convergence: the natural loop of the first example, Entry -> H;
   H -> B, H -> L; B -> L; L -> H (back edge), L -> Exit.  Thread 1 runs
   H1 B1 L1 H3 L3 Exit, thread 2 runs H2 L2 H4 B2 L4 H5 B3 L5 Exit: the
   branch in H diverges (B1 and B2 are not converged), the threads meet
   again in L in the same iteration (L1/L2, L3/L4 are converged), and the
   exit branch in L diverges: thread 1 leaves after two iterations, thread
   2 after three.  L is a join node of H's branch; Exit is a divergent cycle
   exit and sees temporal divergence ("Divergent Cycle Exits": values that
   are uniform inside the cycle may be divergent outside it).

   Blocks: the inner loop 2 with header H = bb 4 (branch on j & a[i]),
   B = bb 5, L = bb 6 (exit test on the non-affine j * j against a[i]),
   latch bb 7, Exit = bb 8.
   Expected: j_20 and j_21 (the counter) uniform; x_22 = phi (1 from H,
   2 from B) in L varying; jl_24 and xl_25 (LCSSA phis in Exit) varying;
   divergent branches in bb 4 and bb 6; join bb 6; divergent exit bb 8.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c)
{
  int i;
  int v;
  int j;
  int m;
  int x;
  int t;
  int jl;
  int xl;
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
  j_20 = __PHI (__BB3: 0, __BB7: j_21);
  m_26 = j_20 & v_2;
  if (m_26 != 0)
    goto __BB5;
  else
    goto __BB6;

  /* B */
  __BB(5):
  goto __BB6;

  /* L */
  __BB(6):
  x_22 = __PHI (__BB4: 1, __BB5: 2);
  offj_30 = (long unsigned int) j_20;
  offj_31 = offj_30 * 4ul;
  pj_32 = c_16(D) + offj_31;
  __MEM <int> (pj_32) = x_22;
  j_21 = j_20 + 1;
  t_23 = j_21 * j_21;
  if (t_23 < v_2)
    goto __BB7;
  else
    goto __BB8;

  __BB(7):
  goto __BB4;

  /* Exit */
  __BB(8):
  jl_24 = __PHI (__BB6: j_21);
  xl_25 = __PHI (__BB6: x_22);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = jl_24;
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = xl_25;
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
/* { dg-final { scan-tree-dump "shape x_22 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape jl_24 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape xl_25 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 4\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 6\M} "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 2 "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 6\n} "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent loop exits: bb 8\n} "lockstep" } } */
