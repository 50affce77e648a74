/* Widening: scalar GIMPLE of a control-uniform region to vector GIMPLE.
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

/* Widening (thesis §3.1, §4: "every P-LLVM instruction is widened into one
   SIMD instruction") is the last, mechanical stage.  When it runs, the
   region has only uniform branches, every block has a predicate, and every
   SSA name a shape:

   - uniform and strided names keep their scalar definitions, which compute
     lane 0's value from lane 0's values of their operands (the shapes
     guarantee the other lanes follow); where a vector is needed they are
     materialized once, after their definition: a broadcast, plus the
     series { 0, s, 2s, ... } for stride s;
   - varying names get a vector definition emitted before the scalar one,
     which is deleted at the end: operations by operations.cc, memory
     accesses by memory.cc, calls by calls.cc, all of them emitting
     through builder.cc (materialization is there too).

   This file is the driver: PHIs, the loop's header PHIs and live-out
   values, and the dispatch of each statement.

   The header PHIs of the vectorized loop carry lane 0's value; their latch
   value becomes the last lane's, so that the next vector iteration starts
   where the scalar loop would.  Values used after the loop are replaced by
   their last lane, extracted on the loop's exit path.  */

#include "lockstep-gcc.h"
#include "region.h"
#include "widen.h"

/* Record in R->plan what the cost model prices each memory statement and
   each call of R's body at, as memory_kind and calls_kind see them for the
   final vector factor; widening compares what it makes with it.  */

void
widen_record_plan (region *r)
{
  r->plan->empty ();
  for (basic_block bb : r->body)
    {
      bool masked = bitmap_bit_p (r->varying_pred_blocks, bb->index);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  gassign *a = dyn_cast <gassign *> (stmt);
	  if (a && gimple_vuse (a) && !gimple_clobber_p (a)
	      && (gimple_store_p (a) || gimple_assign_load_p (a)))
	    r->plan->put (a, memory_kind (r, a, masked));
	  else if (gcall *c = dyn_cast <gcall *> (stmt))
	    r->plan->put (c, calls_kind (r, c, masked));
	}
    }
}

/* Create the vector PHI for varying PHI, without arguments yet.  */

static void
widen_phi_create (widen_ctx *w, gphi *phi)
{
  tree res = gimple_phi_result (phi);
  tree vt;
  if (TREE_CODE (TREE_TYPE (res)) == BOOLEAN_TYPE)
    {
      tree *t = w->phi_masks.get (res);
      vt = t ? *t : widen_mask_type_for (w, integer_type_node);
    }
  else
    vt = widen_vectype (w, TREE_TYPE (res));
  gphi *vphi = create_phi_node (make_ssa_name (vt), gimple_bb (phi));
  widen_set_vector (w, res, gimple_phi_result (vphi));
}

/* Value ARG flowing into a vector PHI over edge E, as a vector of VT.  */

static tree
phi_arg_vector (widen_ctx *w, tree arg, edge e, tree vt)
{
  gimple_stmt_iterator gsi = region_before_control (e->src);
  if (VECTOR_BOOLEAN_TYPE_P (vt))
    return widen_mask_operand (w, arg, vt, &gsi);
  return widen_operand_as (w, arg, vt, &gsi);
}

/* Fill in the arguments of the vector PHI of varying PHI.  */

static void
widen_phi_fill (widen_ctx *w, gphi *phi)
{
  tree res = gimple_phi_result (phi);
  tree vres = *w->vmap.get (res);
  gphi *vphi = as_a <gphi *> (SSA_NAME_DEF_STMT (vres));
  tree vt = TREE_TYPE (vres);
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      edge e = gimple_phi_arg_edge (phi, i);
      tree arg = gimple_phi_arg_def (phi, i);
      tree varg;
      if (TREE_CODE (arg) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF (arg)
	  && !widen_varying_p (w, arg)
	  && (!SSA_NAME_VAR (arg)
	      || TREE_CODE (SSA_NAME_VAR (arg)) != PARM_DECL))
	varg = build_zero_cst (vt);
      else
	varg = phi_arg_vector (w, arg, e, vt);
      add_phi_arg (vphi, varg, e, gimple_phi_arg_location (phi, i));
    }
  widen_kill (w, phi);
}

/* The header PHIs of the vectorized loop: the latch value of a scalar
   (uniform or strided) IV becomes its last lane's; a varying IV becomes a
   vector IV.  */

static void
widen_header_phis (widen_ctx *w)
{
  class loop *loop = w->r->loop;
  edge latch = loop_latch_edge (loop);
  edge pre = loop_preheader_edge (loop);
  for (gphi_iterator gsi = gsi_start_phis (loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      /* The vector PHIs of varying IVs are completed below.  */
      if (virtual_operand_p (res) || VECTOR_TYPE_P (TREE_TYPE (res)))
	continue;
      const loop_iv *iv = region_iv (w->r, phi);
      tree next = PHI_ARG_DEF_FROM_EDGE (phi, latch);
      tree type = TREE_TYPE (res);
      gimple_stmt_iterator g = region_before_control (latch->src);
      if (!iv)
	{
	  /* Not an IV: a tracker of a divergent loop that into-SSA carries
	     around the loop although every use is after its
	     initialization; its first value is undefined (or the value of
	     an earlier run of the loop, when a loop around it carries it
	     too).  */
	  tree init = PHI_ARG_DEF_FROM_EDGE (phi, pre);
	  gcc_assert ((TREE_CODE (init) == SSA_NAME
		       && SSA_NAME_IS_DEFAULT_DEF (init))
		      || (SSA_NAME_VAR (res)
			  && w->r->trackers->contains (SSA_NAME_VAR (res))));
	  if (!widen_varying_p (w, res))
	    continue;
	  tree vres = *w->vmap.get (res);
	  gphi *vphi = as_a <gphi *> (SSA_NAME_DEF_STMT (vres));
	  tree vt = TREE_TYPE (vres);
	  add_phi_arg (vphi, build_zero_cst (vt), pre, UNKNOWN_LOCATION);
	  add_phi_arg (vphi, widen_operand_as (w, next, vt, &g), latch,
		       UNKNOWN_LOCATION);
	  widen_kill (w, phi);
	  continue;
	}
      if (!widen_varying_p (w, res))
	{
	  /* Step 0: strip mining's vector iteration counter, which stays
	     as it is, or a value that never changes.  Scalar evolution may
	     have proved the latter through PHIs at divergent joins, which
	     made the latch value varying (a vector now): the PHI keeps its
	     own value then.  */
	  if (integer_zerop (iv->step))
	    {
	      if (widen_varying_p (w, next))
		SET_PHI_ARG_DEF (phi, latch->dest_idx, res);
	      continue;
	    }
	  /* Lane 0 of the next vector iteration: res + VF * step, in the
	     IV's own type: the scalar loop reaches that value too, so the
	     addition does not overflow, and scalar evolution sees a simple
	     induction variable.  */
	  tree n;
	  if (POINTER_TYPE_P (type))
	    n = fold_build_pointer_plus
		  (res, fold_build2 (MULT_EXPR, sizetype,
				     fold_convert (sizetype, unshare_expr (iv->step)),
				     size_int (w->vf)));
	  else
	    n = fold_build2 (PLUS_EXPR, type, res,
			     fold_build2 (MULT_EXPR, type,
					  fold_convert (type, unshare_expr (iv->step)),
					  build_int_cst (type, w->vf)));
	  n = widen_gimplify (&g, n);
	  SET_PHI_ARG_DEF (phi, latch->dest_idx, n);
	  continue;
	}
      /* A vector IV with a loop-invariant step: lanes start at
	 init + k * step and advance by VF * step.  */
      tree vres = *w->vmap.get (res);
      gphi *vphi = as_a <gphi *> (SSA_NAME_DEF_STMT (vres));
      tree vt = TREE_TYPE (vres);
      tree elt = TREE_TYPE (vt);
      tree init = PHI_ARG_DEF_FROM_EDGE (phi, pre);
      gimple_seq seq = NULL;
      gimple_seq sseq = NULL;
      tree st = force_gimple_operand (unshare_expr (iv->step), &sseq, true,
				      NULL_TREE);
      gimple_seq_add_seq (&seq, sseq);
      st = gimple_convert (&seq, elt, st);
      tree ini = gimple_convert (&seq, elt, init);
      tree vinit = widen_build_series (&seq, vt, ini, st, w->vf, true);
      /* The step to the next vector in the unsigned type, as the series:
	 the last vector's next lanes may lie beyond the scalar loop's
	 values.  */
      tree ct = widen_wrapping_type (vt);
      tree cst = gimple_convert (&seq, TREE_TYPE (ct), st);
      tree vstep = gimple_build (&seq, MULT_EXPR, ct,
				 gimple_build_vector_from_val (&seq, ct, cst),
				 build_vector_from_val
				   (ct, build_int_cst (TREE_TYPE (ct),
						       w->vf - 1)));
      gsi_insert_seq_on_edge_immediate (pre, seq);
      add_phi_arg (vphi, vinit, pre, UNKNOWN_LOCATION);
      tree vnext = widen_operand_as (w, next, vt, &g);
      vnext = widen_emit (&g, PLUS_EXPR, ct,
			  widen_emit_convert (&g, ct, vnext), vstep);
      vnext = widen_emit_convert (&g, vt, vnext);
      add_phi_arg (vphi, vnext, latch, UNKNOWN_LOCATION);
      widen_kill (w, phi);
    }
}

/* Append to NAMES the values R's body defines (before widening: lane by
   lane code splits blocks, and a value defined after such code is in a
   block R->body does not list).  */

static void
collect_body_names (region *r, vec<tree> *names)
{
  for (basic_block bb : r->body)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
	  names->safe_push (gimple_phi_result (gsi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	  if (lhs && TREE_CODE (lhs) == SSA_NAME)
	    names->safe_push (lhs);
	}
    }
}

/* Whether BB is W->exit_bb or reached from it alone, through blocks
   with a single predecessor: a value extracted in W->exit_bb is
   available there.  Dominance information is not kept up to date while
   widening splits blocks.  */

static bool
after_exit_p (widen_ctx *w, basic_block bb)
{
  while (bb != w->exit_bb && single_pred_p (bb)
	 && !region_contains_p (w->r, bb))
    bb = single_pred (bb);
  return bb == w->exit_bb;
}

/* Replace uses of the values NAMES of the loop after it (in W->exit_bb
   and the blocks it leads to) by their last lane.  */

static void
widen_live_outs (widen_ctx *w, const vec<tree> &names)
{
  region *r = w->r;
  for (tree name : names)
    {
      vector_shape s = region_shape (r, name);
      if (shape_uniform_p (s) && !widen_varying_p (w, name))
	continue;
      imm_use_iterator it;
      gimple *use;
      use_operand_p up;
      tree last = NULL_TREE;
      FOR_EACH_IMM_USE_STMT (use, it, name)
	{
	  if (is_gimple_debug (use))
	    continue;
	  basic_block ub = gimple_bb (use);
	  if (gphi *p = dyn_cast <gphi *> (use))
	    {
	      FOR_EACH_IMM_USE_ON_STMT (up, it)
		{
		  edge e = gimple_phi_arg_edge (p, PHI_ARG_INDEX_FROM_USE (up));
		  if (region_contains_p (r, e->src))
		    continue;
		  if (!after_exit_p (w, e->src))
		    {
		      /* An edge of another exit (a rare exit's, to the
			 scalar loop), which W->exit_bb does not dominate:
			 extract the lane on its own path.  */
		      gimple_stmt_iterator g = region_before_control (e->src);
		      SET_USE (up, widen_lane (w, name, w->vf - 1, &g));
		      continue;
		    }
		  if (!last)
		    {
		      gimple_stmt_iterator g = region_before_control (w->exit_bb);
		      last = widen_lane (w, name, w->vf - 1, &g);
		    }
		  SET_USE (up, last);
		}
	      continue;
	    }
	  if (region_contains_p (r, ub))
	    continue;
	  if (!last)
	    {
	      gimple_stmt_iterator g = region_before_control (w->exit_bb);
	      last = widen_lane (w, name, w->vf - 1, &g);
	    }
	  FOR_EACH_IMM_USE_ON_STMT (up, it)
	    SET_USE (up, last);
	  update_stmt (use);
	}
    }
}

/* Whether scalar (uniform) statement STMT must not run when no lane is
   active: it may trap, or has side effects.  */

static bool
needs_any_guard_p (gimple *stmt)
{
  if (gimple_vdef (stmt))
    return true;
  if (is_gimple_call (stmt))
    return !gimple_call_internal_p (stmt) || gimple_vuse (stmt);
  if (gimple_vuse (stmt))
    return true;
  return gimple_could_trap_p (stmt);
}

/* A uniform division in a block with a varying predicate: when no lane
   is active, the divisor may be zero.  Divide by 1 then.  */

static void
guard_uniform_division (widen_ctx *w, gassign *stmt)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  tree mt = widen_mask_type_for (w, integer_type_node);
  tree mask = widen_block_mask (w, gimple_bb (stmt), mt, &gsi);
  if (!mask)
    return;
  tree any = widen_any (w, mask, &gsi);
  tree d = gimple_assign_rhs2 (stmt);
  tree safe = widen_emit (&gsi, COND_EXPR, TREE_TYPE (d), any, d,
			  build_one_cst (TREE_TYPE (d)));
  gimple_assign_set_rhs2 (stmt, safe);
  update_stmt (stmt);
}

/* Widen statement STMT according to its shape.  */

static void
widen_stmt (widen_ctx *w, gimple *stmt)
{
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  if (profile_call_p (w->r, stmt))
    {
      profile_widen_call (w, stmt, &gsi);
      return;
    }
  if (gcall *call = dyn_cast <gcall *> (stmt))
    {
      widen_call (w, call, &gsi);
      return;
    }
  gassign *a = dyn_cast <gassign *> (stmt);
  if (!a || gimple_clobber_p (stmt))
    return;
  if (gimple_store_p (stmt))
    {
      widen_store (w, a, &gsi);
      return;
    }
  if (gimple_assign_load_p (stmt))
    {
      widen_load (w, a, &gsi);
      return;
    }
  tree lhs = gimple_assign_lhs (a);
  if (TREE_CODE (lhs) != SSA_NAME)
    return;
  if (bitmap_bit_p (w->r->address_only, SSA_NAME_VERSION (lhs)))
    {
      /* Computed per lane where an access needs it.  */
      widen_kill (w, stmt);
      return;
    }
  if (!shape_varying_p (region_shape (w->r, lhs)))
    {
      if (widen_predicated_p (w, stmt) && widen_division_p (a)
	  && TREE_CODE (gimple_assign_rhs2 (a)) != INTEGER_CST)
	guard_uniform_division (w, a);
      return;
    }
  widen_assign (w, a, &gsi);
  widen_kill (w, stmt);
}

/* Guard STMT, a scalar statement kept for all lanes, by a test that some
   lane of its block is active, if it needs one (see needs_any_guard_p).
   Returns whether it did.  */

bool
widen_guard_if_needed (widen_ctx *w, gimple *stmt)
{
  if (!widen_predicated_p (w, stmt) || !needs_any_guard_p (stmt))
    return false;
  gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
  tree mt = widen_mask_type_for (w, integer_type_node);
  tree mask = widen_block_mask (w, gimple_bb (stmt), mt, &gsi);
  if (!mask)
    return false;
  widen_guard_any (w, stmt, mask);
  return true;
}

/* Widen region R, whose control flow is uniform, into vector code.
   EXIT_BB is the block on the vector loop's exit path where values used
   after the loop are extracted.  */

bool
widen_region (region *r)
{
  widen_ctx w;
  w.r = r;
  w.vf = r->vf;
  w.exit_bb = r->exit->dest;
  w.n_scalarized = 0;
  w.n_clone_calls = 0;

  /* Debug statements that refer to varying values lose their value.  */
  for (basic_block bb : r->body)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (!gimple_debug_bind_p (stmt) || !gimple_debug_bind_has_value_p (stmt))
	  continue;
	ssa_op_iter it;
	tree use;
	FOR_EACH_SSA_TREE_OPERAND (use, stmt, it, SSA_OP_USE)
	  if (!shape_uniform_p (region_shape (r, use))
	      && region_contains_p (r, gimple_bb (SSA_NAME_DEF_STMT (use))))
	    {
	      gimple_debug_bind_reset_value (stmt);
	      update_stmt (stmt);
	      break;
	    }
      }

  /* Vector PHIs first, so that uses in loops find them; masks as wide as
     the comparisons that compute them.  */
  widen_choose_mask_widths (&w);
  auto_vec<gphi *> vphis;
  for (basic_block bb : r->body)
    for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gphi *phi = gsi.phi ();
	tree res = gimple_phi_result (phi);
	if (virtual_operand_p (res) || !shape_varying_p (region_shape (r, res)))
	  continue;
	widen_phi_create (&w, phi);
	if (bb != r->loop->header)
	  vphis.safe_push (phi);
      }

  /* Then the statements, in block index order.  Collect them first: lane
     by lane code splits blocks.  */
  auto_vec<tree> names;
  collect_body_names (r, &names);
  auto_vec<gimple *> stmts;
  for (basic_block bb : r->body)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (!is_gimple_debug (gsi_stmt (gsi)))
	stmts.safe_push (gsi_stmt (gsi));
  hash_set<gimple *> skip;
  for (gimple *stmt : stmts)
    {
      if (skip.contains (stmt))
	continue;
      if (is_gimple_call (stmt) && gimple_call_internal_p (stmt)
	  && gimple_call_internal_fn (stmt) == IFN_GOMP_SIMD_ORDERED_START)
	{
	  auto_vec<gimple *> handled;
	  widen_ordered_region (&w, stmt, &handled);
	  for (gimple *h : handled)
	    skip.add (h);
	  continue;
	}
      widen_stmt (&w, stmt);
    }

  for (gphi *phi : vphis)
    widen_phi_fill (&w, phi);
  widen_header_phis (&w);
  widen_live_outs (&w, names);

  /* Delete the scalar statements of varying values, users first.  */
  for (int i = w.dead.length () - 1; i >= 0; i--)
    {
      gimple *stmt = w.dead[i];
      if (gphi *phi = dyn_cast <gphi *> (stmt))
	{
	  gphi_iterator gsi = gsi_for_phi (phi);
	  remove_phi_node (&gsi, true);
	  continue;
	}
      gimple_stmt_iterator gsi = gsi_for_stmt (stmt);
      if (gimple_vdef (stmt))
	unlink_stmt_vdef (stmt);
      gsi_remove (&gsi, true);
      release_defs (stmt);
    }
  /* New memory statements carry the bare virtual operand.  */
  mark_virtual_operands_for_renaming (cfun);
  return true;
}
