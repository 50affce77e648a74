/* The lockstep pass: drive the pipeline for every candidate loop.
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

/* The pipeline of thesis Fig. 3.23 for one omp simd loop:

     region_analyze       legality, IVs, trip count        (region.cc)
     compute_divergence   shapes, divergent branches       (divergence.cc)
     widen_check_stmt     everything can be widened        (widen.cc)
     -- nothing has been changed up to here; a failure leaves the loop
        as it was, with a missed note --
     strip_mine           vector loop + scalar remainder   (stripmine.cc)
     transform_divergent_loops, partially_linearize        (divloop.cc,
                                                            linearize.cc)
     widen_region         vector GIMPLE                    (widen.cc)

   Candidates are the loops GCC marked force_vectorize: omp simd loops and
   the loops of declare simd clone bodies.  */

#include "lockstep-gcc.h"
#include "region.h"
#include "widen.h"

static const pass_data pass_data_lockstep =
{
  GIMPLE_PASS,			/* type */
  "lockstep",			/* name */
  OPTGROUP_LOOP | OPTGROUP_VEC,	/* optinfo_flags */
  TV_NONE,			/* tv_id */
  (PROP_cfg | PROP_ssa),	/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

/* Report that R's loop was not vectorized, and why.  */

static void
report_missed (region *r)
{
  if (!dump_enabled_p ())
    return;
  dump_user_location_t loc = r->dump_loc;
  dump_printf_loc (MSG_MISSED_OPTIMIZATION, loc,
		   "lockstep: not vectorized: %s", r->reason);
  if (r->reason_loc != UNKNOWN_LOCATION && r->reason_loc != r->loc)
    {
      expanded_location xl = expand_location (r->reason_loc);
      if (xl.file)
	dump_printf (MSG_MISSED_OPTIMIZATION, " at %s:%d:%d", xl.file,
		     xl.line, xl.column);
    }
  dump_printf (MSG_MISSED_OPTIMIZATION, "\n");
}

/* Report that R's loop was vectorized.  */

static void
report_vectorized (region *r)
{
  if (!dump_enabled_p ())
    return;
  dump_printf_loc (MSG_OPTIMIZED_LOCATIONS, r->dump_loc,
		   "loop vectorized by lockstep: VF %u, %u branch%s "
		   "linearized, %u divergent loop%s, %u uniform branch%s "
		   "kept",
		   r->vf, r->n_linearized, r->n_linearized == 1 ? "" : "es",
		   r->n_divergent_loops, r->n_divergent_loops == 1 ? "" : "s",
		   r->n_kept - r->n_boscc,
		   r->n_kept - r->n_boscc == 1 ? "" : "es");
  if (r->n_boscc)
    dump_printf (MSG_OPTIMIZED_LOCATIONS, ", %u all-false skip%s", r->n_boscc,
		 r->n_boscc == 1 ? "" : "s");
  dump_printf (MSG_OPTIMIZED_LOCATIONS, "\n");
}

/* Whether block BB of R ends in a branch the analysis left uniform.  */

static bool
kept_branch_p (region *r, basic_block bb)
{
  gimple *last = last_stmt (bb);
  if (!last || (gimple_code (last) != GIMPLE_COND
		&& gimple_code (last) != GIMPLE_SWITCH))
    return false;
  if (bb == r->exit->src)
    return false;
  return !divergent_branch_p (r, bb);
}

/* Analyze R's loop without changing it.  */

static bool
analyze_loop (region *r)
{
  if (!region_analyze (r))
    return false;
  r->vf = target_choose_vf (r, false);
  if (!r->vf)
    return false;
  compute_divergence (r);
  unsigned vf = target_choose_vf (r, true);
  if (vf != r->vf)
    {
      r->vf = vf;
      compute_divergence (r);
    }
  if (dump_file && (dump_flags & TDF_DETAILS))
    dump_divergence (r, dump_file);

  /* Without divergent loops the linearization is planned (and checked)
     now; the divergent loop transform changes the CFG, so with it the plan
     is made after the transform.  */
  if (!bitmap_empty_p (r->divergent_blocks)
      && bitmap_empty_p (r->divergent_loops)
      && !(r->loop->inner && !bitmap_empty_p (r->varying_pred_blocks))
      && lockstep_opts.boscc == LOCKSTEP_BOSCC_OFF
      && !plan_linearization (r))
    return false;

  if (!check_ordered_regions (r))
    return false;
  r->n_kept = 0;
  for (basic_block bb : r->body)
    {
      bool predicated = bitmap_bit_p (r->varying_pred_blocks, bb->index);
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!widen_check_stmt (r, gsi.phi (), predicated))
	  return false;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!widen_check_stmt (r, gsi_stmt (gsi), predicated))
	  return false;
      if (kept_branch_p (r, bb))
	r->n_kept++;
    }
  return true;
}

/* Vectorize LOOP of FUN if lockstep can; report either way.  Returns
   whether the function changed.  */

static bool
vectorize_loop (function *fun, class loop *loop)
{
  region r;
  region_init (&r, fun, loop);
  if (dump_file)
    fprintf (dump_file, "\n;; lockstep: loop %d (header bb %d)\n", loop->num,
	     loop->header->index);
  if (lockstep_opts.analyze_all)
    {
      /* Analysis only: the dump shows what lockstep would see.  */
      if (region_analyze (&r))
	{
	  r.vf = target_choose_vf (&r, false);
	  if (!r.vf)
	    r.vf = 4;
	  compute_divergence (&r);
	  if (dump_file)
	    {
	      fprintf (dump_file, ";; vector factor %u (analysis only)\n", r.vf);
	      dump_divergence (&r, dump_file);
	    }
	}
      else if (dump_file)
	fprintf (dump_file, ";; not analyzable: %s\n", r.reason);
      region_free (&r);
      return false;
    }
  if (!analyze_loop (&r))
    {
      free_linearization (&r);
      if (dump_file)
	fprintf (dump_file, ";; not vectorized: %s\n", r.reason);
      report_missed (&r);
      region_free (&r);
      return false;
    }
  if (dump_file)
    fprintf (dump_file, ";; vector factor %u\n", r.vf);

  class loop *scalar_loop = NULL;
  bool ok = strip_mine (&r, &scalar_loop);
  gcc_assert (ok);
  bool boscc = lockstep_opts.boscc != LOCKSTEP_BOSCC_OFF
	       && !bitmap_empty_p (r.divergent_blocks);
  if (!bitmap_empty_p (r.divergent_loops)
      || (!bitmap_empty_p (r.varying_pred_blocks) && r.loop->inner)
      || boscc)
    {
      /* Divergent loops become uniform loops, loops entered under a
	 varying predicate get a guard; then the divergence of the new body
	 and its linearization plan.  */
      transform_divergent_loops (&r);
      region_compute_block_index (&r);
      compute_divergence (&r);
      if (boscc && insert_boscc_gadgets (&r))
	{
	  region_compute_block_index (&r);
	  compute_divergence (&r);
	}
      if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  dump_divergence (&r, dump_file, "transformed");
	}
      gcc_assert (bitmap_empty_p (r.divergent_loops));
      if (!bitmap_empty_p (r.divergent_blocks) && !plan_linearization (&r))
	{
	  free_linearization (&r);
	  abort_vector_loop (&r);
	  if (dump_file)
	    fprintf (dump_file, ";; not vectorized: %s\n", r.reason);
	  report_missed (&r);
	  region_free (&r);
	  return true;
	}
    }
  if (r.lin)
    {
      /* Divergent branches: predicates, then partial linearization; the
	 body is then control uniform and gets new shapes.  */
      predicate_region (&r);
      partially_linearize (&r);
      free_linearization (&r);
      region_compute_block_index (&r);
      compute_divergence (&r);
      if (dump_file && (dump_flags & TDF_DETAILS))
	{
	  dump_divergence (&r, dump_file, "linearized");
	  dump_function_to_file (fun->decl, dump_file, dump_flags & ~TDF_DETAILS);
	}
      gcc_assert (bitmap_empty_p (r.divergent_blocks));
    }
  ok = widen_region (&r);
  gcc_assert (ok);
  report_vectorized (&r);
  region_free (&r);
  return true;
}

namespace {

class pass_lockstep : public gimple_opt_pass
{
public:
  pass_lockstep (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_lockstep, ctxt)
  {}

  bool gate (function *fun) final override
  {
    return !lockstep_opts.disable && optimize > 0
	   && (fun->has_force_vectorize_loops || lockstep_opts.analyze_all);
  }

  unsigned int execute (function *fun) final override;
};

/* Vectorize every candidate loop of FUN.  */

unsigned int
pass_lockstep::execute (function *fun)
{
  auto_vec<class loop *> candidates;
  for (auto loop : loops_list (fun, LI_FROM_INNERMOST))
    if ((loop->force_vectorize && !loop->dont_vectorize)
	|| (lockstep_opts.analyze_all && !loop_outer (loop_outer (loop))))
      candidates.safe_push (loop);
  bool changed = false;
  for (class loop *loop : candidates)
    {
      if (vectorize_loop (fun, loop))
	{
	  changed = true;
	  update_ssa (TODO_update_ssa);
	}
    }
  if (!changed)
    return 0;
  free_dominance_info (CDI_DOMINATORS);
  free_dominance_info (CDI_POST_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  if (loops_state_satisfies_p (LOOPS_NEED_FIXUP))
    fix_loop_structure (NULL);
  scev_reset ();
  free_numbers_of_iterations_estimates (fun);
  rewrite_into_loop_closed_ssa (NULL, TODO_update_ssa);
  return TODO_cleanup_cfg;
}

} // anon namespace

gimple_opt_pass *
make_pass_lockstep (gcc::context *ctxt)
{
  return new pass_lockstep (ctxt);
}
