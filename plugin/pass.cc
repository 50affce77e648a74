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

     region_analyze       legality, IVs, trip count        (legality.cc)
     compute_divergence   shapes, divergent branches       (divergence.cc)
     widen_check_stmt     everything can be widened        (operations.cc)
     -- nothing has been changed up to here; a failure leaves the loop
        as it was, with a missed note --
     strip_mine           vector loop + scalar remainder   (stripmine.cc)
     transform_divergent_loops, partially_linearize        (divloop.cc,
                                                            linearize.cc)
     widen_region         vector GIMPLE                    (widen.cc)
     store_pairs          complementary masked stores merged
     store_paths          plain and no stores around masked ones
                                                           (storepaths.cc)

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
  if (r->rare_callee)
    dump_printf (MSG_OPTIMIZED_LOCATIONS, ", a vector of iterations in which "
		 "a lane would call '%s' runs in the scalar loop",
		 r->rare_callee);
  /* GCC's dump_printf takes no precision.  */
  char speedup[32];
  snprintf (speedup, sizeof speedup, "%.1f", r->speedup);
  dump_printf (MSG_OPTIMIZED_LOCATIONS, ", estimated speedup %s\n", speedup);
  for (unsigned i = 0; i < r->remarks.length (); i++)
    {
      location_t loc = r->remark_locs[i];
      dump_user_location_t where
	= loc != UNKNOWN_LOCATION ? dump_user_location_t::from_location_t (loc)
				  : r->dump_loc;
      dump_printf_loc (MSG_NOTE, where, "lockstep: %s\n", r->remarks[i]);
    }
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

/* Remarks on R's divergent branches and divergent inner loops, at their
   tests.  */

static void
remark_divergence (region *r)
{
  if (!dump_enabled_p ())
    return;
  for (basic_block bb : r->body)
    if (bitmap_bit_p (r->divergent_blocks, bb->index))
      {
	gimple *last = last_stmt (bb);
	region_remark (r, last ? gimple_location (last) : UNKNOWN_LOCATION,
		       "divergent branch: its sides run one after the other, "
		       "each for the lanes that take it");
      }
  bitmap_iterator bi;
  unsigned num;
  EXECUTE_IF_SET_IN_BITMAP (r->divergent_loops, 0, num, bi)
    {
      class loop *l = get_loop (r->fun, num);
      gimple *last = l ? last_stmt (single_exit (l) ? single_exit (l)->src
				    : l->header) : NULL;
      region_remark (r, last ? gimple_location (last) : UNKNOWN_LOCATION,
		     "divergent loop: it runs until its last lane is done, "
		     "the others waiting");
    }
}

/* The number of statements of R's loop (debug statements and PHIs not
   counted).  */

static unsigned long
loop_size (region *r)
{
  unsigned long n = 0;
  for (basic_block bb : r->body)
    for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (bb);
	 !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
      n++;
  return n;
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
  if (!vf)
    return false;
  if (vf != r->vf)
    {
      r->vf = vf;
      compute_divergence (r);
    }
  if (dump_file && (dump_flags & TDF_DETAILS))
    dump_divergence (r, dump_file);
  remark_divergence (r);

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
  bool changed;
  if (!privatize_memory (r, false, &changed))
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
  memory_plan_loads (r);
  strided_plan_groups (r);
  r->scalar_size = loop_size (r);
  return cost_profitable_p (r);
}

/* Whether block BB belongs to R's vector loop: its innermost loop is R's
   loop or one inside it (the loop tree needs fixing after
   linearization).  */

static bool
vector_loop_block_p (region *r, basic_block bb)
{
  return bb->loop_father == r->loop
	 || flow_loop_nested_p (r->loop, bb->loop_father);
}

/* How many times its own size the vector loop's code may become when
   GCC's vector lowering splits the vectors the target does not have
   (generic vectors, from a vf= wider than the target's vectors): it does
   comparisons and selects of them lane by lane.  Beyond the bound, the
   split code cannot be faster than the scalar loop, and GCC's back end
   spends super-linear time on it.  A simdlen clause is the user's
   request for such vectors and is honoured.  */
#define LOWERING_BOUND 2

/* Whether the widened loop of R stays within LOWERING_BOUND: its
   statements counted as the operations of the target they become
   (target_vector_op_pieces), against their number.  Writes the sizes of
   the loop and of the vector loop to the dump.  */

static bool
vector_code_fits_p (region *r)
{
  unsigned long lowered = 0, stmts = 0;
  basic_block bb;
  FOR_EACH_BB_FN (bb, r->fun)
    {
      if (!vector_loop_block_p (r, bb))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (is_gimple_debug (stmt))
	    continue;
	  tree lhs = gimple_get_lhs (stmt);
	  bool lanewise = false;
	  if (gassign *a = dyn_cast <gassign *> (stmt))
	    {
	      enum tree_code code = gimple_assign_rhs_code (a);
	      lanewise = (TREE_CODE_CLASS (code) == tcc_comparison
			  || code == VEC_COND_EXPR);
	    }
	  stmts++;
	  lowered += lhs ? target_vector_op_pieces (TREE_TYPE (lhs), lanewise)
			 : 1;
	}
    }
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, ";; size: loop %lu statements, vector loop %lu "
	     "statements, %lu operations of the target\n", r->scalar_size,
	     stmts, lowered);
  if (!lockstep_opts.vf || lowered <= LOWERING_BOUND * stmts)
    return true;
  return region_fail (r, UNKNOWN_LOCATION, "not profitable: vectors of %u "
		      "lanes, wider than the target's, would be split into "
		      "%lu operations (%lu statements)", r->vf, lowered, stmts);
}

/* Whether the type of the result of some statement of R's widened loop
   satisfies PRED.  */

static bool
vector_loop_type_p (region *r, bool (*pred) (tree))
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, r->fun)
    {
      if (!vector_loop_block_p (r, bb))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	  if (lhs && pred (TREE_TYPE (lhs)))
	    return true;
	}
    }
  return false;
}

/* Whether T is a vector held in integer registers (a generic vector on a
   target without vector registers, such as x86 with -mno-sse and a
   forced vf=).  */

static bool
integer_mode_vector_p (tree t)
{
  return VECTOR_TYPE_P (t) && SCALAR_INT_MODE_P (TYPE_MODE (t));
}

/* Whether T is a mask that GCC's vector lowering splits into lanes: a
   vector boolean neither in a vector register the target vectorizes with
   nor in a mask register, and either of a vector mode the target has no
   comparisons for (on 32-bit x86 with SSE2, the MMX modes of 8-byte
   vectors) or with lanes for which the target has no vectors at all
   (generic vectors in integer registers).  Wider generic vectors on a
   target with vectors are split into its vectors instead.  Each lane
   becomes a scalar of a signed boolean type, -1 when true.  */

static bool
lane_split_mask_p (tree t)
{
  if (!VECTOR_BOOLEAN_TYPE_P (t))
    return false;
  machine_mode m = TYPE_MODE (t);
  if (target_bitmask_p (t)
      || GET_MODE_CLASS (m) == MODE_VECTOR_BOOL
      || target_vector_size_p (m))
    return false;
  scalar_mode em = SCALAR_TYPE_MODE (TREE_TYPE (t));
  return (VECTOR_MODE_P (m)
	  || !VECTOR_MODE_P (targetm.vectorize.preferred_simd_mode (em)));
}

/* Clear FLAG, an optimization option, for FUN alone, and say WHY in the
   dump.  */

static void
option_off_for_function (function *fun, int *flag, const char *why)
{
  if (!*flag)
    return;
  *flag = 0;
  tree opts = build_optimization_node (&global_options, &global_options_set);
  DECL_FUNCTION_SPECIFIC_OPTIMIZATION (fun->decl) = opts;
  optimization_current_node = opts;
  if (dump_file)
    fprintf (dump_file, ";; %s\n", why);
}

/* Turn off, for FUN, the GCC passes that miscompile masks split into
   lanes (lane_split_mask_p).  Each lane is a signed boolean, -1 when true,
   and these passes make its true 1, whose ~ is -2, true again:
   - GCC 12's reassociation merges x == 0 | x == 4 into one comparison
     (x & -5) == 0 (32-bit x86 with SSE2, aarch64 with
     -mgeneral-regs-only);
   - on targets with conditional compares (aarch64), RTL expansion turns
     an | or & of lanes whose operands it may substitute (temporary
     expression replacement, TER) into a chain of conditional compares
     that tests each operand against 0 and sets the result to 1.  Without
     TER, expansion makes no conditional compares out of assignments.  */

static void
disable_mask_miscompiles (function *fun)
{
  option_off_for_function (fun, &flag_tree_reassoc, "masks split into "
			   "lanes: reassociation off for this function");
  if (targetm.gen_ccmp_first)
    option_off_for_function (fun, &flag_tree_ter, "masks split into lanes: "
			     "expression replacement off for this function, "
			     "against conditional compares");
}

/* Turn GCC's basic-block vectorizer off for FUN.  GCC 12's SLP makes a
   vector .CTZ or .CLZ of the lane-by-lane calls lockstep emits on vectors
   held in integer registers and expands it as one 64-bit bsf (wrong code:
   {ctz (lane 0), ctz (lane 1)} of a vector(2) unsigned int in DImode); it
   does the same to GCC's own code of such loops.  Vectors in integer
   registers gain nothing from it.  */

static void
disable_slp (function *fun)
{
  option_off_for_function (fun, &flag_tree_slp_vectorize,
			   "vectors in integer registers: basic-block "
			   "vectorization off for this function");
}

/* The most basic blocks a function with interleaved loops may have for
   raise_thread_duplication to apply.  Mandelbrot's function has 63.  */
#define THREAD_RAISE_MAX_BLOCKS 400

/* Whether the function being vectorized has an interleaved loop.  */
static bool any_interleaved;

/* Let GCC's jump threading copy blocks four times as large in FUN (as
   --param max-jump-thread-duplication-stmts, unless given, for this
   function only).  An interleaved loop (interleave.cc) has twice the
   statements per block; threading the path on which a divergent loop's
   uniform exit is taken, where every mask is known to be empty, takes
   the masks' updates and selects out of the loop's usual path, as it
   does for the loop that is not interleaved (Mandelbrot with AVX2: 0.029
   s without, 0.015 s with; 0.023 s not interleaved).  Only in a function
   of at most THREAD_RAISE_MAX_BLOCKS blocks: the threader's time grows
   with the size it may copy times the branches of the whole function
   (60 small divergent loops in one function, -O3 -march=native: 13.7 s
   with the raise, 7.7 s without).  */

static void
raise_thread_duplication (function *fun)
{
  if (global_options_set.x_param_max_jump_thread_duplication_stmts
      || param_max_jump_thread_duplication_stmts >= 60)
    return;
  if (n_basic_blocks_for_fn (fun) > THREAD_RAISE_MAX_BLOCKS)
    {
      if (dump_file)
	fprintf (dump_file, ";; interleaved loops: jump threading limits "
		 "kept, the function has %d blocks\n",
		 n_basic_blocks_for_fn (fun));
      return;
    }
  param_max_jump_thread_duplication_stmts
    = 4 * param_max_jump_thread_duplication_stmts;
  tree opts = build_optimization_node (&global_options, &global_options_set);
  DECL_FUNCTION_SPECIFIC_OPTIMIZATION (fun->decl) = opts;
  optimization_current_node = opts;
  if (dump_file)
    fprintf (dump_file, ";; interleaved loops: jump threading copies up "
	     "to %d statements in this function\n",
	     param_max_jump_thread_duplication_stmts);
}

static void take_pristine_copy (basic_block cond_bb);

/* Give up on R's loop, before strip mining or after it (STRIP_MINED): the
   copy of the loop as GCC made it runs if there is one (the block of its
   version condition PRISTINE), otherwise, after strip mining, the scalar
   copy runs every iteration; report why.  */

static void
leave_loop (region *r, basic_block pristine, bool strip_mined)
{
  free_linearization (r);
  if (pristine)
    take_pristine_copy (pristine);
  else if (strip_mined)
    abort_vector_loop (r);
  if (dump_file)
    fprintf (dump_file, ";; not vectorized: %s\n", r->reason);
  report_missed (r);
  region_free (r);
}

/* Version LOOP before prepare.cc rewrites it: "if (1) LOOP else COPY",
   the copy exactly the loop GCC made.  Returns the block of the condition,
   or NULL if the loop cannot be copied.  Whatever becomes of LOOP, the copy
   is what runs if lockstep leaves the loop (take_pristine_copy); GCC's
   CFG cleanup removes the version that does not run.  */

static basic_block
keep_pristine_copy (class loop *loop)
{
  initialize_original_copy_tables ();
  basic_block cond_bb = NULL;
  class loop *copy
    = loop_version (loop, boolean_true_node, &cond_bb,
		    profile_probability::always (),
		    profile_probability::never (),
		    profile_probability::always (),
		    profile_probability::always (), true);
  free_original_copy_tables ();
  if (!copy)
    return NULL;
  update_ssa (TODO_update_ssa);
  if (dump_file)
    fprintf (dump_file, ";; loop %d: loop %d keeps it as GCC made it\n",
	     loop->num, copy->num);
  return cond_bb;
}

/* Make the version condition in COND_BB (keep_pristine_copy) take the
   unchanged copy: lockstep leaves the loop exactly as it was.  */

static void
take_pristine_copy (basic_block cond_bb)
{
  gcond *c = as_a <gcond *> (last_stmt (cond_bb));
  gimple_cond_make_false (c);
  update_stmt (c);
  edge t, f;
  extract_true_false_edges_from_block (cond_bb, &t, &f);
  t->probability = profile_probability::never ();
  f->probability = profile_probability::always ();
  /* The blocks that lead to the copy's header were made for a path never
     taken: they get the condition's count, or GCC would place the loop
     with the cold code.  */
  for (basic_block bb = f->dest;
       single_pred_p (bb) && bb->loop_father == cond_bb->loop_father;
       bb = single_succ (bb))
    {
      bb->count = cond_bb->count;
      if (!single_succ_p (bb))
	break;
    }
}

/* Prepare LOOP (prepare.cc): the rewrites that make it analyzable.  The
   loop is versioned first when one of them applies, so that the copy as
   GCC made it can be kept; returns the block of that version condition,
   or NULL, and sets *CHANGED if the function changed.  */

static basic_block
prepare_loop (class loop *loop, bool *changed)
{
  basic_block pristine = NULL;
  bool too_big;
  bool irreducible = split_irreducible_entries (loop, true, &too_big);
  if (irreducible
      || split_loop_nests_p (loop) || remove_dead_exits (loop, true)
      || split_embedded_comparisons (loop, true) || rare_exits_p (loop))
    {
      pristine = keep_pristine_copy (loop);
      *changed = pristine != NULL;
    }
  if (irreducible)
    *changed |= split_irreducible_entries (loop, false, &too_big);
  /* A loop GCC split into a nest (two latches) is one loop again.  */
  *changed |= merge_split_loop_nests (loop);
  *changed |= remove_dead_exits (loop);
  *changed |= split_embedded_comparisons (loop);
  return pristine;
}

/* Option analyze=all: analyze R and write what lockstep would see to the
   dump; change nothing.  */

static void
analyze_only (region *r)
{
  if (region_analyze (r))
    {
      r->vf = target_choose_vf (r, false);
      if (!r->vf)
	r->vf = 4;
      compute_divergence (r);
      if (dump_file)
	{
	  fprintf (dump_file, ";; vector factor %u (analysis only)\n", r->vf);
	  dump_divergence (r, dump_file);
	}
    }
  else if (dump_file)
    fprintf (dump_file, ";; not analyzable: %s\n", r->reason);
}

/* The divergent loop transform of R's strip-mined loop (divloop.cc):
   divergent loops become uniform loops, loops entered under a varying
   predicate get a guard, BOSCC gadgets skip linearized code no lane runs
   (if BOSCC); then the divergence of the new body and its linearization
   plan.  Returns false, with R->reason set, if R cannot be vectorized.  */

static bool
transform_divergence (region *r, bool boscc)
{
  transform_divergent_loops (r);
  region_compute_block_index (r);
  compute_divergence (r);
  /* A transformed loop's masks and trackers can make the exit of a loop
     it encloses or follows depend on the lanes: transform that one too.  */
  for (unsigned round = 0;
       round < 4 && !bitmap_empty_p (r->divergent_loops); round++)
    {
      transform_divergent_loops (r);
      region_compute_block_index (r);
      compute_divergence (r);
    }
  if (!bitmap_empty_p (r->divergent_loops))
    return region_fail (r, UNKNOWN_LOCATION, "divergent loops remain after "
			"the divergent loop transform");
  if (boscc && insert_boscc_gadgets (r))
    {
      region_compute_block_index (r);
      compute_divergence (r);
    }
  if (dump_file && (dump_flags & TDF_DETAILS))
    dump_divergence (r, dump_file, "transformed");
  if (!bitmap_empty_p (r->divergent_blocks) && !plan_linearization (r))
    {
      free_linearization (r);
      return false;
    }
  return true;
}

/* Linearize R's divergent branches: block predicates, then partial
   linearization (linearize.cc); the body is then control uniform and gets
   new shapes.  */

static void
linearize_region (region *r)
{
  rename_scope scope;
  rename_scope_begin (&scope, r->fun, r->body);
  memory_hoist_unmasked_loads (r);
  predicate_region (r);
  partially_linearize (r, &scope);
  /* Linearized code runs where its branches kept it from running: ranges
     and alignments GCC derived from those branches (st2 < 64 before
     st2++) no longer hold.  */
  for (basic_block bb : r->body)
    {
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!virtual_operand_p (gimple_phi_result (gsi.phi ())))
	  reset_flow_sensitive_info (gimple_phi_result (gsi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	  if (lhs && TREE_CODE (lhs) == SSA_NAME)
	    reset_flow_sensitive_info (lhs);
	}
    }
  free_linearization (r);
  region_compute_block_index (r);
  compute_divergence (r);
  if (dump_file && (dump_flags & TDF_DETAILS))
    {
      dump_divergence (r, dump_file, "linearized");
      dump_function_to_file (r->fun->decl, dump_file,
			     dump_flags & ~TDF_DETAILS);
    }
  gcc_assert (bitmap_empty_p (r->divergent_blocks));
}

/* After stage STAGE on R: write R's loop as a picture (with the dump's
   graph flag).  Whether option stop-after names STAGE: if so, write the
   function to the dump as the stages left it and leave R's loop as GCC
   made it (the pristine copy PRISTINE, or the scalar loop once strip
   mining has run, after STRIP_MINED), with a missed note.  */

static bool
stop_after_p (region *r, enum lockstep_stage stage, basic_block pristine,
	      bool strip_mined)
{
  static const char *const names[] = {
    "", "prepare", "analyze", "strip-mine", "divergent-loops", "linearize",
    "widen" };
  graph_write_region (r, names[stage]);
  if (lockstep_opts.stop_after != stage)
    return false;
  if (dump_file)
    {
      fprintf (dump_file, ";; lockstep: after stage %s:\n", names[stage]);
      dump_function_to_file (r->fun->decl, dump_file,
			     dump_flags & ~TDF_DETAILS);
    }
  region_fail (r, UNKNOWN_LOCATION, "stopped after %s (option stop-after)",
	       names[stage]);
  leave_loop (r, pristine, strip_mined);
  return true;
}

/* The stages of R's linearized vector loop from widening on, in the
   blocks around the loop alone (renamed without a walk over the
   function); the loop is left (the copy PRISTINE runs) if its vector code
   does not fit.  UNROLL: the loop is to be unrolled twice.  Returns
   true: the function changed.  */

static bool
widen_vector_loop (region *r, basic_block pristine, bool unroll)
{
  rename_scope scope;
  auto_vec<basic_block> blocks;
  edge entry;
  rename_loop_blocks (r->loop, &blocks, &entry);
  rename_scope_begin (&scope, r->fun, blocks);
  bool ok = widen_region (r);
  gcc_assert (ok);
  if (r->interleave)
    split_wide_vectors (r);
  store_pairs (r);
  store_paths (r);
  if (stop_after_p (r, LOCKSTEP_STAGE_WIDEN, pristine, true))
    {
      rename_scope_discard (&scope);
      return true;
    }
  if (!vector_code_fits_p (r))
    {
      rename_scope_discard (&scope);
      leave_loop (r, pristine, true);
      return true;
    }
  if (vector_loop_type_p (r, integer_mode_vector_p))
    disable_slp (r->fun);
  if (vector_loop_type_p (r, lane_split_mask_p))
    disable_mask_miscompiles (r->fun);
  if (r->interleave)
    any_interleaved = true;
  /* The bounds GCC recorded on the inner loops count the iterations of
     one lane; transformed, they run for the slowest lane, and their old
     exit tests are masks.  */
  for (auto l : loops_list (r->fun, 0, r->loop))
    region_forget_bounds (l);
  if (unroll)
    {
      /* The unrolled copies of a reduction's update alternate between two
	 accumulators instead of waiting on one.  */
      split_accumulators (r);
      unroll_twice (r);
    }
  profile_finish (r);
  blocks.truncate (0);
  rename_loop_blocks (r->loop, &blocks, &entry);
  rename_scope_finish (&scope, r->fun, blocks, entry);
  /* The next loop's stages find the dominators update_ssa computed.  */
  calculate_dominance_info (CDI_DOMINATORS);
  report_vectorized (r);
  region_free (r);
  return true;
}

/* Vectorize LOOP of FUN if lockstep can; report either way.  The steps:
   prepare, analyze (nothing changes until the analysis and the cost model
   accept the loop), privatize lane-private memory, strip-mine, transform
   divergent loops, linearize, widen.  A step that fails after strip mining
   leaves the scalar loop or the pristine copy.  Returns whether the
   function changed.  */

static bool
vectorize_loop (function *fun, class loop *loop)
{
  bool changed = false;
  basic_block pristine = NULL;
  if (!lockstep_opts.analyze_all)
    pristine = prepare_loop (loop, &changed);
  region r;
  region_init (&r, fun, loop);
  if (dump_file)
    fprintf (dump_file, "\n;; lockstep: loop %d (header bb %d)\n", loop->num,
	     loop->header->index);
  if (lockstep_opts.analyze_all)
    {
      analyze_only (&r);
      region_free (&r);
      return changed;
    }
  /* The tests of exits to calls that do not return change before the
     analysis: only where the pristine copy can be taken back.  */
  if (pristine && !guard_rare_exits (&r))
    {
      leave_loop (&r, pristine, false);
      return changed;
    }
  if (stop_after_p (&r, LOCKSTEP_STAGE_PREPARE, pristine, false))
    return changed;
  if (!analyze_loop (&r))
    {
      /* What GCC's vectorizer makes of the loop as GCC made it.  */
      if (r.left_to_gcc && !pristine && unroll_loop_p (&r))
	unroll_twice (&r);
      leave_loop (&r, pristine, false);
      return changed;
    }
  if (interleave_p (&r))
    {
      /* Twice the factor, as two chains: the analysis' decisions that
	 depend on the factor are taken again.  */
      r.vf *= 2;
      r.interleave = true;
      compute_divergence (&r);
      memory_plan_loads (&r);
      strided_plan_groups (&r);
      if (dump_file)
	fprintf (dump_file, ";; interleave: two chains of %u lanes\n",
		 r.vf / 2);
      region_remark (&r, UNKNOWN_LOCATION, "two chains of %u lanes each "
		     "(VF %u), which hide the latency of the divergent "
		     "loop's iterations; -fplugin-arg-lockstep-interleave=off "
		     "makes one", r.vf / 2, r.vf);
    }
  if (dump_file)
    fprintf (dump_file, ";; vector factor %u\n", r.vf);
  if (stop_after_p (&r, LOCKSTEP_STAGE_ANALYZE, pristine, false))
    return changed;
  bool unroll = unroll_loop_p (&r);

  /* Lane-private memory: one copy per lane, interleaved.  */
  bool privatized;
  privatize_memory (&r, true, &privatized);
  if (privatized)
    compute_divergence (&r);

  /* What the cost model priced each access at, for the final factor.  */
  widen_record_plan (&r);
  class loop *scalar_loop = NULL;
  bool ok = strip_mine (&r, &scalar_loop);
  gcc_assert (ok);
  if (stop_after_p (&r, LOCKSTEP_STAGE_STRIP_MINE, pristine, true))
    return true;
  bool boscc = lockstep_opts.boscc != LOCKSTEP_BOSCC_OFF
	       && !bitmap_empty_p (r.divergent_blocks);
  if (lockstep_opts.profile)
    profile_note_exits (&r);
  if ((!bitmap_empty_p (r.divergent_loops)
       || (!bitmap_empty_p (r.varying_pred_blocks) && r.loop->inner)
       || boscc)
      && !transform_divergence (&r, boscc))
    {
      leave_loop (&r, pristine, true);
      return true;
    }
  if (stop_after_p (&r, LOCKSTEP_STAGE_DIVERGENT_LOOPS, pristine, true))
    return true;
  if (lockstep_opts.profile)
    profile_insert (&r);
  if (r.lin)
    linearize_region (&r);
  else
    region_resolve_active (&r);
  if (stop_after_p (&r, LOCKSTEP_STAGE_LINEARIZE, pristine, true))
    return true;
  return widen_vector_loop (&r, pristine, unroll);
}

/* Propagate the copies the transformations leave (block predicates held
   in variables become long chains of copies): GCC's next copy propagation
   runs after basic-block vectorization, which walks such chains once per
   use.  Constants are left to GCC's propagation, which knows where they
   may go.  */

static void
propagate_copies (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
      {
	gassign *a = dyn_cast <gassign *> (gsi_stmt (gsi));
	if (!a || !gimple_assign_single_p (a))
	  {
	    gsi_next (&gsi);
	    continue;
	  }
	tree lhs = gimple_assign_lhs (a);
	tree rhs = gimple_assign_rhs1 (a);
	if (TREE_CODE (lhs) != SSA_NAME || virtual_operand_p (lhs)
	    || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (lhs)
	    || TREE_CODE (rhs) != SSA_NAME
	    || SSA_NAME_OCCURS_IN_ABNORMAL_PHI (rhs)
	    || !useless_type_conversion_p (TREE_TYPE (lhs), TREE_TYPE (rhs)))
	  {
	    gsi_next (&gsi);
	    continue;
	  }
	replace_uses_by (lhs, rhs);
	gsi_remove (&gsi, true);
	release_ssa_name (lhs);
      }
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
    /* A function whose omp simd loops GCC removed keeps
       has_simduid_loops (for the .GOMP_SIMD_VF of what combines their
       reductions' lanes) but not has_force_vectorize_loops when it is a
       copy made after the removal (ipa-cp's constprop clones):
       report_removed_simd_loops reports them.  */
    return !lockstep_opts.disable && optimize > 0
	   && (fun->has_force_vectorize_loops || fun->has_simduid_loops
	       || lockstep_opts.analyze_all || scalar_simd_notes_p (fun));
  }

  unsigned int execute (function *fun) final override;
};

/* Vectorize every candidate loop of FUN.  */

unsigned int
pass_lockstep::execute (function *fun)
{
  report_scalar_simd_loops (fun);
  report_removed_simd_loops (fun);
  auto_vec<int> candidates;
  for (auto loop : loops_list (fun, LI_FROM_INNERMOST))
    if ((loop->force_vectorize && !loop->dont_vectorize)
	|| (lockstep_opts.analyze_all && !loop_outer (loop_outer (loop))))
      candidates.safe_push (loop->num);
  bool changed = false;
  any_interleaved = false;
  for (int num : candidates)
    {
      /* Earlier loops' transformations may have removed this one, or made
	 it a copy that must stay scalar (rewrite_simd_builtins).  */
      class loop *loop = get_loop (fun, num);
      if (!loop || !loop->header
	  || (!lockstep_opts.analyze_all
	      && (!loop->force_vectorize || loop->dont_vectorize)))
	continue;
      if (vectorize_loop (fun, loop))
	{
	  changed = true;
	  update_ssa (TODO_update_ssa);
	}
    }
  if (!changed)
    return 0;
  note_function_vectorized (fun);
  if (any_interleaved)
    raise_thread_duplication (fun);
  free_dominance_info (CDI_DOMINATORS);
  free_dominance_info (CDI_POST_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  if (loops_state_satisfies_p (LOOPS_NEED_FIXUP))
    fix_loop_structure (NULL);
  scev_reset ();
  free_numbers_of_iterations_estimates (fun);
  propagate_copies (fun);
  rewrite_into_loop_closed_ssa (NULL, TODO_update_ssa);
  return TODO_cleanup_cfg;
}

} // anon namespace

gimple_opt_pass *
make_pass_lockstep (gcc::context *ctxt)
{
  return new pass_lockstep (ctxt);
}
