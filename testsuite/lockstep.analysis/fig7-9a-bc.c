/* Thesis Fig. 7.9a (sec. 7.5, Gated SSA), the conditions b and c: a loop
   H .. Q whose header H leaves to D on h, else goes to B; B goes to C on b,
   else to Q; C leaves to E on c, else goes to Q; Q goes back to H.  D and
   E lead to Z.  The thesis' algorithm decides temporal divergence per
   exit: D only depends on h, E only on b and c (sec. 7.5), where GSSA's
   single loop exit predicate gamma (h, 1, gamma (b, gamma (c, 1, 0), 0))
   makes both exits divergent.  (The text names the exits "D and C" once
   and "D and E" once; the exit reached from C is called E here.)

   Both functions: H = bb 4, B = bb 5, C = bb 6, Q = bb 7 (the latch: GCC
   removes the empty bb 8), D = bb 9, E = bb 10, Z = bb 11; h is uniform
   (j > u).
   f: b varying (j & a[i]), c uniform (j > w).  Q is sync dependent on B
   (B -> Q and B -> C -> Q are disjoint), E is a divergent exit (label C
   against the header's label Q), D is not.  q_22 varying, jd_23 uniform,
   je_24 varying, z_25 and zz_26 in Z varying (Z joins D and E).
   g: c varying, b uniform (j > w).  Q is not sync dependent on C (B comes
   before C: the threads in Q all come from B or all from C), E is a
   divergent exit, D is not.  q_52 uniform, jd_53 uniform, je_54 varying,
   z_55 and zz_56 varying.  */
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
  if (j_20 > u_8(D))
    goto __BB9;
  else
    goto __BB5;

  /* B */
  __BB(5):
  m_27 = j_20 & v_2;
  if (m_27 != 0)
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


void __GIMPLE (ssa, startwith ("loop"))
g (int n, int * a, int * b, int * c, int * d, int u, int w)
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
  j_50 = __PHI (__BB3: 0, __BB8: j_51);
  if (j_50 > u_8(D))
    goto __BB9;
  else
    goto __BB5;

  /* B */
  __BB(5):
  if (j_50 > w_15(D))
    goto __BB6;
  else
    goto __BB7;

  /* C */
  __BB(6):
  m_57 = j_50 & v_2;
  if (m_57 != 0)
    goto __BB10;
  else
    goto __BB7;

  /* Q */
  __BB(7):
  q_52 = __PHI (__BB5: 1, __BB6: 2);
  offj_60 = (long unsigned int) j_50;
  offj_61 = offj_60 * 4ul;
  pj_62 = c_16(D) + offj_61;
  __MEM <int> (pj_62) = q_52;
  j_51 = j_50 + 1;
  goto __BB8;

  __BB(8):
  goto __BB4;

  /* D */
  __BB(9):
  jd_53 = __PHI (__BB4: j_50);
  goto __BB11;

  /* E */
  __BB(10):
  je_54 = __PHI (__BB6: j_50);
  goto __BB11;

  /* Z */
  __BB(11):
  z_55 = __PHI (__BB9: 1, __BB10: 2);
  zz_56 = __PHI (__BB9: jd_53, __BB10: je_54);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = z_55;
  pd_63 = d_19(D) + off_11;
  __MEM <int> (pd_63) = zz_56;
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

/* f: b varying.  */
/* { dg-final { scan-tree-dump "shape j_20 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape q_22 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape jd_23 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape je_24 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape z_25 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape zz_26 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 5\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 7 bb 11\n} "lockstep" } } */
/* g: c varying.  */
/* { dg-final { scan-tree-dump "shape j_50 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape q_52 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape jd_53 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape je_54 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape z_55 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape zz_56 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 6\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 11\n} "lockstep" } } */
/* Both: only the branch on the varying condition diverges, E is the only
   divergent exit.  */
/* { dg-final { scan-tree-dump-times "divergent branch in" 2 "lockstep" } } */
/* { dg-final { scan-tree-dump-times {divergent loop exits: bb 10\n} 2 "lockstep" } } */
