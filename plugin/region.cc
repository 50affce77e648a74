/* The region overlay of an omp simd loop.
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

/* The region (thesis §3.3, RV's VectorizationInfo) describes one loop
   being vectorized.  This file creates and releases it and holds its
   queries: shapes, the blocks of the loop and of its DAG, remarks and
   failure reasons.  The legality checks are in legality.cc, the block
   index in blockindex.cc, lockstep.h's functions in api.cc.  */

#include "lockstep-gcc.h"
#include "region.h"

/* The scope of the inlined function LOOP belongs to, or NULL_TREE if it
   is in the current function's own body: the innermost inline scope that
   holds every statement of the loop body with a location.  */

static tree
loop_inline_scope (class loop *loop)
{
  auto_vec<tree, 8> common;
  bool first = true;
  basic_block *bbs = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	location_t l = gimple_location (gsi_stmt (gsi));
	if (l == UNKNOWN_LOCATION || is_gimple_debug (gsi_stmt (gsi)))
	  continue;
	auto_vec<tree, 8> chain;
	for (tree b = LOCATION_BLOCK (l); b && TREE_CODE (b) == BLOCK;
	     b = BLOCK_SUPERCONTEXT (b))
	  if (inlined_function_outer_scope_p (b))
	    chain.safe_push (b);
	if (first)
	  {
	    common.safe_splice (chain);
	    first = false;
	    continue;
	  }
	unsigned k = 0;
	for (tree c : common)
	  if (chain.contains (c))
	    common[k++] = c;
	common.truncate (k);
      }
  free (bbs);
  return common.is_empty () ? NULL_TREE : common[0];
}

/* LOC, or, when LOC is in the body of a function inlined into the loop's
   own function, the location of the outermost call that brought it in:
   GCC places a loop at its header's first statement, which may come from
   a function the body calls, and a report must name a line of the loop's
   own function.  OWN is the scope of the loop's own function when that
   function was itself inlined (loop_inline_scope), where the walk stops:
   the report then names the loop's line, not the line of the call of its
   function.  */

static location_t
location_outside_inlines (location_t loc, tree own)
{
  location_t result = loc;
  for (tree block = LOCATION_BLOCK (loc);
       block && TREE_CODE (block) == BLOCK && block != own;
       block = BLOCK_SUPERCONTEXT (block))
    if (inlined_function_outer_scope_p (block))
      result = BLOCK_SOURCE_LOCATION (block);
  return result;
}

/* The location of the first statement of LOOP's body, in dominance
   order, that has one, or UNKNOWN_LOCATION.  */

static location_t
first_body_location (class loop *loop)
{
  location_t loc = UNKNOWN_LOCATION;
  basic_block *bbs = get_loop_body_in_dom_order (loop);
  for (unsigned i = 0; i < loop->num_nodes && loc == UNKNOWN_LOCATION; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (!is_gimple_debug (gsi_stmt (gsi))
	  && (LOCATION_LOCUS (gimple_location (gsi_stmt (gsi)))
	      > BUILTINS_LOCATION))
	{
	  loc = gimple_location (gsi_stmt (gsi));
	  break;
	}
  free (bbs);
  return loc;
}

/* Set up R for LOOP of FUN.  */

void
region_init (region *r, function *fun, class loop *loop)
{
  memset ((void *) r, 0, sizeof (*r));
  r->fun = fun;
  r->loop = loop;
  r->dump_loc = find_loop_location (loop);
  location_t loc = r->dump_loc.get_location_t ();
  if (LOCATION_LOCUS (loc) == UNKNOWN_LOCATION && loop->simduid
      && LOCATION_LOCUS (DECL_SOURCE_LOCATION (loop->simduid))
	 != UNKNOWN_LOCATION)
    {
      /* No statement of the loop has a location (GCC emptied it): the
	 variable omp lowering made for the loop has its directive's.  */
      loc = DECL_SOURCE_LOCATION (loop->simduid);
      r->dump_loc = dump_user_location_t::from_location_t (loc);
    }
  tree own = loop_inline_scope (loop);
  if (LOCATION_LOCUS (loc) == UNKNOWN_LOCATION && own)
    {
      /* Neither its exit test nor its header has a location, nor has it
	 a simduid (GCC rewrote the loop of a constant trip count), and it
	 is the loop of a function inlined into this one, whose location
	 the report would otherwise name: the first statement of its body
	 that has one.  */
      loc = first_body_location (loop);
      if (LOCATION_LOCUS (loc) != UNKNOWN_LOCATION)
	r->dump_loc = dump_user_location_t::from_location_t (loc);
    }
  location_t outer = location_outside_inlines (loc, own);
  if (outer != loc)
    r->dump_loc = dump_user_location_t::from_location_t (outer);
  r->loc = r->dump_loc.get_location_t ();
  r->simduid = loop->simduid;
  if (!r->simduid)
    {
      /* Copies of the loop (unswitching, versioning) lose the simduid
	 but keep the calls that name it.  */
      basic_block *bbs = get_loop_body (loop);
      for (unsigned i = 0; i < loop->num_nodes && !r->simduid; i++)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]);
	     !gsi_end_p (gsi) && !r->simduid; gsi_next (&gsi))
	  {
	    gcall *c = dyn_cast <gcall *> (gsi_stmt (gsi));
	    if (c && gimple_call_internal_p (c)
		&& (gimple_call_internal_fn (c) == IFN_GOMP_SIMD_LANE
		    || gimple_call_internal_fn (c) == IFN_GOMP_SIMD_VF
		    || gimple_call_internal_fn (c) == IFN_GOMP_SIMD_LAST_LANE)
		&& TREE_CODE (gimple_call_arg (c, 0)) == SSA_NAME
		&& SSA_NAME_VAR (gimple_call_arg (c, 0)))
	      r->simduid = SSA_NAME_VAR (gimple_call_arg (c, 0));
	  }
      free (bbs);
    }
  r->ivs.create (4);
  r->body.create (loop->num_nodes);
  r->bindex.create (0);
  r->shapes.create (0);
  r->block_pred.create (0);
  r->divergent_blocks = BITMAP_ALLOC (NULL);
  r->join_blocks = BITMAP_ALLOC (NULL);
  r->divergent_exits = BITMAP_ALLOC (NULL);
  r->varying_pred_blocks = BITMAP_ALLOC (NULL);
  r->divergent_loops = BITMAP_ALLOC (NULL);
  r->address_only = BITMAP_ALLOC (NULL);
  r->continuing_blocks = BITMAP_ALLOC (NULL);
  r->edge_pred = new hash_map<edge, tree>;
  r->live_masks = new hash_map<int_hash <int, -1, -2>, tree>;
  r->pred_alias = new hash_map<int_hash <int, -1, -2>, basic_block>;
  r->trackers = new hash_set<tree>;
  r->unmasked_loads = new hash_set<gimple *>;
  r->strided_groups = new hash_map<gimple *, strided_member>;
  r->plan = new hash_map<gimple *, int>;
}

/* Release what R owns.  */

void
region_free (region *r)
{
  r->ivs.release ();
  r->body.release ();
  r->bindex.release ();
  r->shapes.release ();
  r->block_pred.release ();
  BITMAP_FREE (r->divergent_blocks);
  BITMAP_FREE (r->join_blocks);
  BITMAP_FREE (r->divergent_exits);
  BITMAP_FREE (r->varying_pred_blocks);
  BITMAP_FREE (r->divergent_loops);
  BITMAP_FREE (r->address_only);
  BITMAP_FREE (r->continuing_blocks);
  delete r->edge_pred;
  r->edge_pred = NULL;
  delete r->live_masks;
  delete r->pred_alias;
  delete r->trackers;
  delete r->unmasked_loads;
  r->unmasked_loads = NULL;
  delete r->strided_groups;
  r->strided_groups = NULL;
  delete r->plan;
  r->plan = NULL;
  for (char *t : r->remarks)
    free (t);
  r->remarks.release ();
  r->remark_locs.release ();
  free (r->reason);
  r->reason = NULL;
  r->boscc_tests.release ();
  r->rare_tests.release ();
  profile_free (r);
}

/* Record a remark on how a statement of R's loop is vectorized: FMT
   formatted, at LOC.  The remarks are printed (-fopt-info-vec-note) if
   the loop stays vectorized.  */

void
region_remark (region *r, location_t loc, const char *fmt, ...)
{
  if (!dump_enabled_p ())
    return;
  char *text;
  va_list ap;
  va_start (ap, fmt);
  if (vasprintf (&text, fmt, ap) < 0)
    text = xstrdup (fmt);
  va_end (ap);
  for (unsigned i = 0; i < r->remarks.length (); i++)
    if (r->remark_locs[i] == loc && !strcmp (r->remarks[i], text))
      {
	free (text);
	return;
      }
  r->remark_locs.safe_push (loc);
  r->remarks.safe_push (text);
}

/* Record why R cannot be vectorized: FMT formatted, at LOC.  Only the first
   reason is kept.  Returns false so that callers can return it.  */

bool
region_fail (region *r, location_t loc, const char *fmt, ...)
{
  if (r->reason)
    return false;
  va_list ap;
  va_start (ap, fmt);
  if (vasprintf (&r->reason, fmt, ap) < 0)
    r->reason = xstrdup (fmt);
  va_end (ap);
  r->reason_loc = loc;
  return false;
}

/* A printable form of T for messages; the string lives until four more
   are made.  */

const char *
tree_str (tree t)
{
  static char *ring[4];
  static unsigned next;
  unsigned i = next++ % 4;
  free (ring[i]);
  ring[i] = print_generic_expr_to_str (t);
  return ring[i];
}

bool
region_failed_p (const region *r)
{
  return r->reason != NULL;
}

/* The shape of SSA name NAME; names created after the analysis are
   bottom until set.  */

vector_shape &
region_shape (region *r, tree name)
{
  unsigned v = SSA_NAME_VERSION (name);
  if (v >= r->shapes.length ())
    {
      unsigned old = r->shapes.length ();
      r->shapes.safe_grow_cleared (MAX (num_ssa_names, v + 1), true);
      for (unsigned i = old; i < r->shapes.length (); i++)
	r->shapes[i] = shape_bottom ();
    }
  return r->shapes[v];
}

void
region_set_shape (region *r, tree name, const vector_shape &s)
{
  region_shape (r, name) = s;
}

/* Whether BB is part of the loop R vectorizes.  */

bool
region_contains_p (const region *r, basic_block bb)
{
  return bb && flow_bb_inside_loop_p (r->loop, bb);
}

/* Whether edge E is part of the region's DAG: inside the region, not a
   back edge of a loop in it, not the region loop's back edge or exit.  */

bool
region_dag_edge_p (region *r, edge e)
{
  if (!region_contains_p (r, e->dest))
    return false;
  if (e->dest == r->loop->header)
    return false;
  class loop *l = e->dest->loop_father;
  if (l->header == e->dest && l->latch == e->src)
    return false;
  return true;
}

/* The header at whose start the variables of block BB are reset: that of
   the innermost loop strictly around BB's position in the iteration (for
   the header of an inner loop, the loop around it: its accumulator also
   collects the contribution of the preheader).  */

basic_block
region_reset_block (region *r, basic_block bb)
{
  class loop *l = bb->loop_father;
  if (l != r->loop && l->header == bb)
    l = loop_outer (l);
  return l->header;
}

/* Whether VAL is an undefined value: the default definition of a local
   variable that is not a parameter.  Lanes that bring such a value have
   no defined value to disagree with.  */

bool
region_undefined_value_p (tree val)
{
  return TREE_CODE (val) == SSA_NAME && SSA_NAME_IS_DEFAULT_DEF (val)
	 && (!SSA_NAME_VAR (val)
	     || (TREE_CODE (SSA_NAME_VAR (val)) != PARM_DECL
		 && TREE_CODE (SSA_NAME_VAR (val)) != RESULT_DECL));
}

/* A new undefined value of TYPE: the default definition of a new
   variable, for which GCC inserts no copy.  */

tree
region_undefined_value (tree type)
{
  return get_or_create_ssa_default_def (cfun, create_tmp_reg (type, "undef"));
}

/* The induction variable record of header PHI PHI, or NULL.  */

const loop_iv *
region_iv (region *r, gphi *phi)
{
  for (const loop_iv &iv : r->ivs)
    if (iv.phi == phi)
      return &iv;
  return NULL;
}

/* Forget the iteration bounds and estimates GCC recorded on loop L: a
   transformation changed what its iterations are.  */

void
region_forget_bounds (class loop *l)
{
  free_numbers_of_iterations_estimates (l);
  l->any_upper_bound = false;
  l->any_likely_upper_bound = false;
  l->any_estimate = false;
}

/* The name of the function CALL calls, for diagnostics and remarks.  */

const char *
call_name (gcall *call)
{
  if (gimple_call_internal_p (call))
    return internal_fn_name (gimple_call_internal_fn (call));
  tree fn = gimple_call_fndecl (call);
  return fn ? lang_hooks.decl_printable_name (fn, 2) : "(indirect call)";
}
