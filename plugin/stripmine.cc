/* Strip mining: the vector loop and its scalar remainder.
   Copyright (C) 2026 The lockstep authors.

This file is part of lockstep.

lockstep is free software; you can redistribute it and/or modify it under
the terms of the GNU General Public License as published by the Free
Software Foundation; either version 3, or (at your option) any later
version.

lockstep is distributed in the hope that it will be useful, but WITHOUT ANY
WARRANTY; without even the implied warranty of MERCHANTABILITY or
FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public License
for more details.

You should have received a copy of the GNU General Public License
along with lockstep; see the file COPYING.  If not see
<http://www.gnu.org/licenses/>.  */

/* The loop is versioned on "at least one whole vector of iterations":

     preheader:  niters = ...; nvec = niters / VF
     cond:       if (nvec != 0) goto vector_ph; else goto scalar_ph
     vector loop (the original loop, widened later), nvec iterations,
       counted by a new uniform IV
     vector exit: if (niters != nvec * VF) goto merge; else goto exit
     merge:      PHIs: IV start values, from cond (the loop's initial
                 values) or from the vector exit (initial + nvec * VF * step)
     scalar loop (the copy): the remaining iterations, or all of them
     exit:       the loop-closed PHIs, from either loop

   Both loops are marked so that if-conversion and GCC's vectorizer leave
   them alone; the .GOMP_SIMD_* calls of the loop's simduid are rewritten
   (GCC-NOTES §1.9): VF in the whole function, lane 0 and the lane argument
   in the scalar loop, while the vector loop's lane numbers are widened.  */

#include "lockstep-gcc.h"
#include "region.h"

/* Mark LOOP as done: neither if-conversion nor the vectorizer may touch
   it.  */

static void
mark_done (class loop *loop)
{
  loop->force_vectorize = false;
  loop->dont_vectorize = true;
  loop->safelen = 0;
  loop->simduid = NULL_TREE;
  loop->simdlen = 0;
}

/* Rewrite the .GOMP_SIMD_* calls of R's simduid outside the vector loop:
   .GOMP_SIMD_VF is VF, .GOMP_SIMD_LANE is 0 (lane 0 runs the scalar
   iterations), .GOMP_SIMD_LAST_LANE is its lane argument.  */

static void
rewrite_simd_builtins (region *r)
{
  if (!r->simduid)
    return;
  basic_block bb;
  FOR_EACH_BB_FN (bb, r->fun)
    {
      if (region_contains_p (r, bb))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi));
	  if (!call || !gimple_call_internal_p (call))
	    continue;
	  internal_fn fn = gimple_call_internal_fn (call);
	  if (fn != IFN_GOMP_SIMD_VF && fn != IFN_GOMP_SIMD_LANE
	      && fn != IFN_GOMP_SIMD_LAST_LANE)
	    continue;
	  tree arg = gimple_call_arg (call, 0);
	  if (TREE_CODE (arg) != SSA_NAME || SSA_NAME_VAR (arg) != r->simduid)
	    continue;
	  /* Another copy of the loop (unswitching made it) runs lane 0
	     only now: neither lockstep nor GCC may vectorize it.  */
	  for (class loop *l = bb->loop_father; loop_outer (l);
	       l = loop_outer (l))
	    if (l->force_vectorize && l != r->loop
		&& !flow_loop_nested_p (r->loop, l))
	      mark_done (l);
	  tree lhs = gimple_call_lhs (call);
	  if (!lhs)
	    {
	      gsi_remove (&gsi, true);
	      if (gsi_end_p (gsi))
		break;
	      continue;
	    }
	  tree val;
	  if (fn == IFN_GOMP_SIMD_VF)
	    val = build_int_cst (TREE_TYPE (lhs), r->vf);
	  else if (fn == IFN_GOMP_SIMD_LANE)
	    val = build_zero_cst (TREE_TYPE (lhs));
	  else
	    val = gimple_call_arg (call, 1);
	  gsi_replace (&gsi, gimple_build_assign (lhs, val), false);
	}
    }
}

/* Add a new uniform induction variable counting vector iterations to R's
   loop and make the loop exit after NVEC iterations.  */

static tree
set_vector_trip_count (region *r, tree nvec)
{
  class loop *loop = r->loop;
  tree type = TREE_TYPE (nvec);
  gimple_stmt_iterator incr_gsi;
  bool insert_after;
  standard_iv_increment_position (loop, &incr_gsi, &insert_after);
  tree k, k_next;
  create_iv (build_int_cst (type, 0), build_int_cst (type, 1), NULL_TREE,
	     loop, &incr_gsi, insert_after, &k, &k_next);
  gcond *cond = as_a <gcond *> (last_stmt (r->exit->src));
  bool exit_on_true = (r->exit->flags & EDGE_TRUE_VALUE) != 0;
  gimple_cond_set_condition (cond, exit_on_true ? GE_EXPR : LT_EXPR, k_next,
			     nvec);
  update_stmt (cond);
  region_set_shape (r, k, shape_uniform ());
  region_set_shape (r, k_next, shape_uniform ());
  loop_iv counter;
  counter.phi = as_a <gphi *> (SSA_NAME_DEF_STMT (k));
  counter.step = build_int_cst (type, 0);
  counter.nowrap = true;
  r->ivs.safe_push (counter);
  return k;
}


/* Give up on the vector loop of R after strip mining: the version test
   sends every execution to the scalar loop, and CFG cleanup deletes the
   vector loop.  */

void
abort_vector_loop (region *r)
{
  gcond *c = as_a <gcond *> (last_stmt (r->version_bb));
  gimple_cond_make_false (c);
  update_stmt (c);
  /* The scalar loop runs all iterations now.  */
  region_forget_bounds (r->scalar_loop);
}

/* Append to ESEQ the start value of each non-virtual header PHI of the
   scalar loop NLOOP after DONE iterations of R's vector loop LOOP, the
   PHIs of the two loops being in the same order; push the pairs (PHI,
   start) on STARTS.  */

void
remainder_starts (region *r, class loop *loop, class loop *nloop, tree done,
		  gimple_seq *eseq, vec<std::pair<gphi *, tree> > *starts)
{
  gphi_iterator vpi = gsi_start_phis (loop->header);
  gphi_iterator spi = gsi_start_phis (nloop->header);
  for (; !gsi_end_p (vpi) && !gsi_end_p (spi); gsi_next (&vpi), gsi_next (&spi))
    {
      gphi *vphi = vpi.phi (), *sphi = spi.phi ();
      if (virtual_operand_p (gimple_phi_result (sphi)))
	continue;
      const loop_iv *iv = region_iv (r, vphi);
      gcc_assert (iv);
      tree init = PHI_ARG_DEF_FROM_EDGE (vphi, loop_preheader_edge (loop));
      tree type = TREE_TYPE (init);
      /* force_gimple_operand starts the sequence it is given afresh.  */
      gimple_seq sseq = NULL;
      tree step = force_gimple_operand (unshare_expr (iv->step), &sseq, true,
					NULL_TREE);
      gimple_seq_add_seq (eseq, sseq);
      tree start;
      if (POINTER_TYPE_P (type))
	start = gimple_build (eseq, POINTER_PLUS_EXPR, type, init,
			      gimple_build (eseq, MULT_EXPR, sizetype,
					    gimple_convert (eseq, sizetype,
							    done),
					    gimple_convert (eseq, sizetype,
							    step)));
      else
	{
	  tree ut = unsigned_type_for (type);
	  tree inc = gimple_build (eseq, MULT_EXPR, ut,
				   gimple_convert (eseq, ut, done),
				   gimple_convert (eseq, ut, step));
	  start = gimple_convert (eseq, type,
				  gimple_build (eseq, PLUS_EXPR, ut,
						gimple_convert (eseq, ut, init),
						inc));
	}
      starts->safe_push (std::make_pair (sphi, start));
    }
}

/* End the vector loop's exit block EXV with the test LEFT (iterations
   left for the scalar loop NLOOP): to MERGE, the block before NLOOP's
   preheader, if so, along EXV's old successor edge otherwise.  MERGE's
   new PHIs give NLOOP's header PHIs the STARTS after the vector loop, and
   their old initial values when the vector loop did not run.  */

static void
connect_remainder (class loop *nloop, basic_block exv, basic_block merge,
		   tree left, vec<std::pair<gphi *, tree> > *starts)
{
  edge exv_out = single_succ_edge (exv);
  gcond *left_cond = gimple_build_cond (NE_EXPR, left, boolean_false_node,
					NULL_TREE, NULL_TREE);
  gimple_stmt_iterator gsi = gsi_last_bb (exv);
  gsi_insert_after (&gsi, left_cond, GSI_NEW_STMT);
  exv_out->flags = (exv_out->flags & ~EDGE_FALLTHRU) | EDGE_FALSE_VALUE;
  edge to_merge = make_edge (exv, merge, EDGE_TRUE_VALUE);
  to_merge->probability = profile_probability::likely ();
  exv_out->probability = to_merge->probability.invert ();
  edge from_cond = single_pred_edge (merge) == to_merge
		   ? EDGE_PRED (merge, 0) : NULL;
  edge_iterator ei;
  edge e;
  FOR_EACH_EDGE (e, ei, merge->preds)
    if (e != to_merge)
      from_cond = e;

  for (auto &p : *starts)
    {
      gphi *sphi = p.first;
      edge sp = loop_preheader_edge (nloop);
      tree init = PHI_ARG_DEF_FROM_EDGE (sphi, sp);
      gphi *m = create_phi_node (copy_ssa_name (gimple_phi_result (sphi)),
				 merge);
      add_phi_arg (m, init, from_cond, UNKNOWN_LOCATION);
      add_phi_arg (m, p.second, to_merge, UNKNOWN_LOCATION);
      SET_PHI_ARG_DEF (sphi, sp->dest_idx, gimple_phi_result (m));
    }
}

/* Version R's loop into a vector loop (R->loop itself) and a scalar
   remainder (*SCALAR_LOOP), see the comment at the top of the file.  */

bool
strip_mine (region *r, class loop **scalar_loop)
{
  class loop *loop = r->loop;
  edge pe = loop_preheader_edge (loop);

  /* The trip count, in a 64-bit unsigned type so that niters + 1 does not
     wrap for any loop that terminates.  */
  tree utype = r->niters_type;
  if (TYPE_PRECISION (utype) < 64 || !TYPE_UNSIGNED (utype))
    utype = long_long_unsigned_type_node;
  gimple_seq seq = NULL;
  tree niters = force_gimple_operand (fold_convert (utype, r->niters), &seq,
				      true, NULL_TREE);
  tree nvec = gimple_build (&seq, RSHIFT_EXPR, utype, niters,
			    build_int_cst (integer_type_node,
					   exact_log2 (r->vf)));
  tree cond = gimple_build (&seq, NE_EXPR, boolean_type_node, nvec,
			    build_zero_cst (utype));
  if (r->if_cond)
    {
      /* if (simd: C): the vector loop only when C holds.  */
      tree c = gimple_convert (&seq, boolean_type_node, r->if_cond);
      cond = gimple_build (&seq, BIT_AND_EXPR, boolean_type_node, cond, c);
    }
  gsi_insert_seq_on_edge_immediate (pe, seq);

  /* Version.  */
  basic_block exit_src = r->exit->src;
  initialize_original_copy_tables ();
  basic_block cond_bb;
  class loop *nloop
    = loop_version (loop, cond, &cond_bb, profile_probability::likely (),
		    profile_probability::unlikely (),
		    profile_probability::always (),
		    profile_probability::always (), true);
  free_original_copy_tables ();
  if (!nloop)
    return region_fail (r, UNKNOWN_LOCATION, "the loop cannot be copied");
  update_ssa (TODO_update_ssa);
  *scalar_loop = nloop;
  r->scalar_loop = nloop;
  r->version_bb = cond_bb;

  /* The vector loop's exit path (its only exit but for rare.cc's).  */
  for (edge e : get_loop_exit_edges (loop))
    if (e->src == exit_src && !(e->flags & (EDGE_ABNORMAL | EDGE_EH)))
      r->exit = e;
  basic_block exv = split_edge (r->exit);
  r->exit = single_pred_edge (exv);

  /* Merge block before the scalar loop's preheader.  */
  edge spe = loop_preheader_edge (nloop);
  basic_block sph = spe->src;
  gcc_assert (single_pred_p (sph));
  basic_block merge = split_edge (single_pred_edge (sph));
  tree merge_vop = virtual_operand_at_end (merge);

  /* In the vector exit: the start values for the scalar loop, and whether
     it has iterations left.  */
  gimple_stmt_iterator gsi = gsi_last_bb (exv);
  gimple_seq eseq = NULL;
  tree done = gimple_build (&eseq, MULT_EXPR, utype, nvec,
			    build_int_cst (utype, r->vf));
  tree left = gimple_build (&eseq, NE_EXPR, boolean_type_node, niters, done);
  auto_vec<std::pair<gphi *, tree> > starts;
  remainder_starts (r, loop, nloop, done, &eseq, &starts);
  gsi_insert_seq_after (&gsi, eseq, GSI_CONTINUE_LINKING);
  connect_remainder (nloop, exv, merge, left, &starts);

  /* The vector loop runs NVEC iterations.  */
  tree k = set_vector_trip_count (r, nvec);
  if (!r->rare_tests.is_empty ())
    connect_rare_exits (r, loop, nloop, merge, k);

  rewrite_simd_builtins (r);
  mark_done (loop);
  mark_done (nloop);
  /* The scalar loop runs fewer than VF iterations, unless an if clause
     can turn the vector loop off or a rare exit leaves the vector loop
     early.  */
  if (!r->if_cond && r->rare_tests.is_empty ())
    record_niter_bound (nloop, r->vf - 1, false, true);
  /* A scalar loop with branches stays a loop: with that bound GCC would
     peel it completely, VF - 1 copies of its body (100 such loops in one
     function: 3 times the code, 4 times the compile time in GCC's RTL
     PRE and load CSE), for no measurable gain at short trip counts.  */
  if (nloop->num_nodes > 2)
    nloop->unroll = 1;
  scale_loop_frequencies (loop, profile_probability::always ()
				  .apply_scale (1, r->vf));

  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  /* MERGE now also comes from the vector loop (and its rare exits).  */
  if (!merge_vop || !join_virtual_operands (merge, merge_vop))
    mark_virtual_operands_for_renaming (cfun);
  return true;
}
