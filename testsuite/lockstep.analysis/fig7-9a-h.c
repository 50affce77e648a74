/* Thesis Fig. 7.9a (sec. 7.5, Gated SSA): a loop H .. Q with two exits.
   The header H leaves to D on condition h, else goes to B; B goes to C on
   condition b, else to Q; C leaves to E on condition c, else goes to Q;
   Q goes back to H.  GSSA uses one exit predicate for all exits of the
   loop, gamma (h, 1, gamma (b, gamma (c, 1, 0), 0)), so it would make both
   exits temporally divergent when any of h, b or c is varying (and Thinned
   GSSA's predicate gamma (b, gamma (c, true, false), false) misses h).
   The thesis' algorithm decides per exit: "temporal divergence for D only
   depends on h and that of E only on c and b" (sec. 7.5).  (The text names
   the exits "D and C" once and "D and E" once; the exit reached from C is
   called E here.)  D and E both lead to Z after the loop.

   This test: h varying (j & a[i]), b and c uniform (j > u, j > w).
   H = bb 4, B = bb 5, C = bb 6, Q = bb 7 (the latch: GCC removes the
   empty bb 8), D = bb 9, E = bb 10, Z = bb 11.
   Expected: D is a divergent exit, E is not (threads that stay in the loop
   reach E all in the same iteration: E gets the header's own label in
   local_exits).  jd_23 (LCSSA of the counter in D) varying, je_24 (in E)
   uniform; q_22 in Q uniform (b is uniform, Q is no join); Z joins the
   divergent successor D and the uniform successor E of the collapsed loop
   (Definition 21), so z_25 = phi (1, 2) and zz_26 in Z are varying.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int * d, int u, int w)
{
  int i;
  int v;
  int j;
  int q;
  int jd;
  int je;
  int z;
  int zz;
  int m;
  long unsigned int off;
  long unsigned int offj;
  int * pa;
  int * pb;
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

  /* H */
  __BB(4, loop_header(2)):
  j_20 = __PHI (__BB3: 0, __BB8: j_21);
  m_27 = j_20 & v_2;
  if (m_27 != 0)
    goto __BB9;
  else
    goto __BB5;

  /* B */
  __BB(5):
  if (j_20 > u_8(D))
    goto __BB6;
  else
    goto __BB7;

  /* C */
  __BB(6):
  if (j_20 > w_15(D))
    goto __BB10;
  else
    goto __BB7;

  /* Q */
  __BB(7):
  q_22 = __PHI (__BB5: 1, __BB6: 2);
  offj_30 = (long unsigned int) j_20;
  offj_31 = offj_30 * 4ul;
  pj_32 = c_16(D) + offj_31;
  __MEM <int> (pj_32) = q_22;
  j_21 = j_20 + 1;
  goto __BB8;

  __BB(8):
  goto __BB4;

  /* D */
  __BB(9):
  jd_23 = __PHI (__BB4: j_20);
  goto __BB11;

  /* E */
  __BB(10):
  je_24 = __PHI (__BB6: j_20);
  goto __BB11;

  /* Z */
  __BB(11):
  z_25 = __PHI (__BB9: 1, __BB10: 2);
  zz_26 = __PHI (__BB9: jd_23, __BB10: je_24);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = z_25;
  pd_33 = d_19(D) + off_11;
  __MEM <int> (pd_33) = zz_26;
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
/* { dg-final { scan-tree-dump "shape q_22 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape jd_23 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape je_24 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape z_25 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape zz_26 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 4\M} "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 11\n} "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent loop exits: bb 9\n} "lockstep" } } */
