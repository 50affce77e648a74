/* Legality: the loops lockstep can vectorize.
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

/* Legality: whether a loop is one lockstep handles -- one exit, a
   computable trip count, induction variables as the only loop-carried
   values, reducible control flow, no constructs that cannot be executed
   lane by lane -- and what the analysis records of it (induction
   variables, trip count).  */

#include "lockstep-gcc.h"
#include "region.h"

/* Check the statement STMT of the loop body for constructs lockstep never
   vectorizes.  */

static bool
check_stmt (region *r, gimple *stmt)
{
  location_t loc = gimple_location (stmt);
  /* The end of a variable's lifetime (privatize_memory).  */
  if (gimple_clobber_p (stmt))
    return true;
  switch (gimple_code (stmt))
    {
    case GIMPLE_ASM:
      return region_fail (r, loc, "inline assembly in the loop body");
    case GIMPLE_GOTO:
      return region_fail (r, loc, "computed goto in the loop body");
    case GIMPLE_RESX:
    case GIMPLE_EH_DISPATCH:
      return region_fail (r, loc, "exception handling in the loop body");
    case GIMPLE_CALL:
      {
	gcall *call = as_a <gcall *> (stmt);
	int flags = gimple_call_flags (call);
	if (flags & ECF_RETURNS_TWICE)
	  return region_fail (r, loc, "call to a function that returns twice "
			      "(setjmp) in the loop body");
	if (flags & ECF_NORETURN)
	  return region_fail (r, loc, "call to a function that does not "
			      "return ('%s') in the loop body",
			      call_name (call));
	if (stmt_can_throw_internal (r->fun, stmt))
	  return region_fail (r, loc, "call that may throw an exception in "
			      "the loop body");
	/* A lane's exception would leave the calls and stores of the lanes
	   before it half done.  */
	if (stmt_could_throw_p (r->fun, stmt))
	  return region_fail (r, loc, "call to '%s' may throw an exception "
			      "(-fexceptions; declare it nothrow)",
			      call_name (call));
	if (gimple_call_internal_p (call))
	  switch (gimple_call_internal_fn (call))
	    {
	    case IFN_GOMP_SIMD_LANE:
	      if (!integer_zerop (gimple_call_arg (call, 1)))
		return region_fail (r, loc, "omp simd scan (inscan "
				    "reductions) is not supported");
	      if (gimple_call_num_args (call) == 3)
		{
		  /* if (simd: cond): vectorize only when COND holds.  */
		  tree c = gimple_call_arg (call, 2);
		  if (!expr_invariant_in_loop_p (r->loop, c)
		      || (r->if_cond && !operand_equal_p (r->if_cond, c, 0)))
		    return region_fail (r, loc, "the condition of the if "
					"clause varies in the loop");
		  r->if_cond = c;
		}
	      break;
	    case IFN_GOMP_SIMT_ENTER:
	    case IFN_GOMP_SIMT_ENTER_ALLOC:
	    case IFN_GOMP_SIMT_EXIT:
	    case IFN_GOMP_SIMT_LANE:
	    case IFN_GOMP_SIMT_VF:
	    case IFN_GOMP_SIMT_LAST_LANE:
	    case IFN_GOMP_SIMT_ORDERED_PRED:
	    case IFN_GOMP_SIMT_VOTE_ANY:
	    case IFN_GOMP_SIMT_XCHG_BFLY:
	    case IFN_GOMP_SIMT_XCHG_IDX:
	    case IFN_UNIQUE:
	      return region_fail (r, loc, "internal function %s in the loop "
				  "body", internal_fn_name
					    (gimple_call_internal_fn (call)));
	    default:
	      break;
	    }
	break;
      }
    default:
      break;
    }
  if (gimple_has_volatile_ops (stmt))
    return region_fail (r, loc, "volatile memory access in the loop body");
  if (stmt_could_throw_p (r->fun, stmt))
    return region_fail (r, loc, "statement that may throw an exception "
			"(-fnon-call-exceptions) in the loop body");
  return true;
}

/* Whether header PHI of LOOP, a loop whose latch runs at most once, has
   constant values on entry and from the latch: GCC gives the lane counter
   of a declare simd clone of simdlen 2 the form PHI <0, 1>, an induction
   variable for the iterations that exist.  Sets *IV.  */

static bool
two_iteration_iv (class loop *loop, gphi *phi, affine_iv *iv)
{
  tree init = PHI_ARG_DEF_FROM_EDGE (phi, loop_preheader_edge (loop));
  tree next = PHI_ARG_DEF_FROM_EDGE (phi, loop_latch_edge (loop));
  HOST_WIDE_INT latch_runs = get_max_loop_iterations_int (loop);
  if (TREE_CODE (init) != INTEGER_CST || TREE_CODE (next) != INTEGER_CST
      || latch_runs < 0 || latch_runs > 1)
    return false;
  iv->base = init;
  iv->step = fold_build2 (MINUS_EXPR, TREE_TYPE (init), next, init);
  iv->no_overflow = true;
  return TREE_CODE (iv->step) == INTEGER_CST && !TREE_OVERFLOW (iv->step);
}

/* Record the header PHIs of R's loop as induction variables; fail on any
   other loop-carried value.  */

static bool
analyze_header_phis (region *r)
{
  class loop *loop = r->loop;
  for (gphi_iterator gsi = gsi_start_phis (loop->header); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      if (virtual_operand_p (res))
	continue;
      affine_iv iv;
      if (INTEGRAL_TYPE_P (TREE_TYPE (res))
	  && two_iteration_iv (loop, phi, &iv))
	;
      else if (!(INTEGRAL_TYPE_P (TREE_TYPE (res))
		 || POINTER_TYPE_P (TREE_TYPE (res)))
	       || !simple_iv (loop, loop, res, &iv, true)
	       || !expr_invariant_in_loop_p (loop, iv.step))
	return region_fail (r, gimple_location (phi),
			    "loop-carried value '%s' is not an induction "
			    "variable (a reduction without a reduction "
			    "clause?)",
			    tree_str (res));
      loop_iv li;
      li.phi = phi;
      li.step = iv.step;
      li.nowrap = iv.no_overflow;
      r->ivs.safe_push (li);
    }
  return true;
}

/* Compute R->niters, the number of iterations of the loop, as an
   expression valid on the preheader edge.  */

static bool
analyze_niters (region *r)
{
  class tree_niter_desc desc;
  if (!number_of_iterations_exit (r->loop, r->exit, &desc, false, true))
    return region_fail (r, UNKNOWN_LOCATION,
			"cannot compute the number of iterations");
  if (!integer_onep (desc.assumptions))
    return region_fail (r, UNKNOWN_LOCATION,
			"the number of iterations depends on assumptions");
  tree type = TREE_TYPE (desc.niter);
  tree niter = desc.niter;
  if (!integer_zerop (desc.may_be_zero))
    niter = fold_build3 (COND_EXPR, type, desc.may_be_zero,
			 build_int_cst (type, 0), niter);
  /* Header executions: one more than latch executions.  If that wraps to
     0, the vector loop runs no iteration and the scalar loop all.  */
  r->niters_type = type;
  r->niters = fold_build2 (PLUS_EXPR, type, unshare_expr (niter),
			   build_int_cst (type, 1));
  return true;
}

/* Whether EXIT, the single exit of LOOP, is taken at the end of an
   iteration: nothing of the body runs after its test.  Jump threading can
   merge a test of the body such as "i < N - 1" into the exit test, so
   that the last iteration runs only the part of the body before it; the
   vector loop, whose lanes all run whole iterations, cannot do that.  */

static bool
exit_ends_body_p (class loop *loop, edge exit)
{
  if (exit->src == loop->latch)
    return true;
  basic_block latch = loop->latch;
  if (!single_pred_p (latch) || single_pred (latch) != exit->src)
    return false;
  for (gimple_stmt_iterator gsi = gsi_start_bb (latch); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (!is_gimple_debug (gsi_stmt (gsi)))
      return false;
  return true;
}

/* Check that R's loop is one lockstep can vectorize and record what the
   stages need about it.  */

bool
region_analyze (region *r)
{
  class loop *loop = r->loop;

  /* Statements first: their reasons are more telling than the shape of
     the CFG they produce (setjmp makes abnormal edges, abort an exit).  */
  basic_block *bbs = get_loop_body (loop);
  bool ok = true;
  for (unsigned i = 0; i < loop->num_nodes && ok; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]);
	 ok && !gsi_end_p (gsi); gsi_next (&gsi))
      ok = check_stmt (r, gsi_stmt (gsi));
  for (unsigned i = 0; i < loop->num_nodes && ok; i++)
    {
      basic_block bb = bbs[i];
      if (bb->flags & BB_IRREDUCIBLE_LOOP)
	{
	  gimple *last = last_stmt (bb);
	  ok = region_fail (r, last ? gimple_location (last) : UNKNOWN_LOCATION,
			    "irreducible control flow in the loop body");
	  break;
	}
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->flags & (EDGE_ABNORMAL | EDGE_EH))
	  {
	    ok = region_fail (r, UNKNOWN_LOCATION,
			      "abnormal or exception edge in the loop body");
	    break;
	  }
    }
  free (bbs);
  if (!ok)
    return false;

  r->exit = single_exit (loop);
  if (!r->exit && !r->rare_tests.is_empty ())
    /* The exits to calls that do not return that guard_rare_exits made
       uniform branches are not the loop's exit.  */
    for (edge e : get_loop_exit_edges (loop))
      if (!r->rare_tests.contains (e->src))
	{
	  if (r->exit)
	    {
	      r->exit = NULL;
	      break;
	    }
	  r->exit = e;
	}
  if (!r->exit)
    {
      /* A call that does not return leaves the loop too.  */
      for (edge e : get_loop_exit_edges (loop))
	{
	  gimple *last = last_stmt (e->dest);
	  if (EDGE_COUNT (e->dest->succs) == 0 && last
	      && is_gimple_call (last)
	      && (gimple_call_flags (last) & ECF_NORETURN))
	    return region_fail (r, gimple_location (last),
				"call to a function that does not return "
				"('%s') in the loop body",
				call_name (as_a <gcall *> (last)));
	}
      return region_fail (r, UNKNOWN_LOCATION, "the loop has several exits "
			  "(break, return or goto out of the loop)");
    }
  if (!just_once_each_iteration_p (loop, r->exit->src))
    return region_fail (r, UNKNOWN_LOCATION,
			"the loop exit is not taken at the end of every "
			"iteration");
  if (!exit_ends_body_p (loop, r->exit))
    return region_fail (r, gimple_location (last_stmt (r->exit->src)),
			"the last iteration leaves in the middle of the "
			"body (GCC merged a test of the body into the exit "
			"test)");
  if (!loop->latch || !single_succ_p (loop->latch)
      || !loop_preheader_edge (loop))
    return region_fail (r, UNKNOWN_LOCATION, "the loop has no simple latch "
			"and preheader");

  /* Every inner loop must be left somewhere, or the post-dominance the
     analyses use would not exist.  */
  for (class loop *inner = loop->inner; inner; inner = inner->next)
    for (auto l : loops_list (r->fun, 0, inner))
      {
	if (get_loop_exit_edges (l).is_empty ())
	  return region_fail (r, UNKNOWN_LOCATION,
			      "an inner loop never terminates");
	if (!l->latch || !single_succ_p (l->latch))
	  return region_fail (r, UNKNOWN_LOCATION,
			      "an inner loop has no simple latch");
      }

  if (!analyze_header_phis (r) || !analyze_niters (r))
    return false;

  region_compute_block_index (r);
  return true;
}
