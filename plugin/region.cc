/* The region overlay and the legality checks of an omp simd loop.
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
   being vectorized.  This file creates it, checks that the loop is one
   lockstep handles -- one exit, a computable trip count, induction
   variables as the only loop-carried values, reducible control flow, no
   constructs that cannot be executed lane by lane -- and computes the block
   index the analyses and partial linearization iterate over.  */

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
  for (char *t : r->remarks)
    free (t);
  r->remarks.release ();
  r->remark_locs.release ();
  free (r->reason);
  r->reason = NULL;
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

/* Lockstep's intrinsics, used inside the region between the
   transformations that create them and widening, which replaces them:
     bool __lockstep_any (bool)   whether the argument is true in any lane
				  (a uniform value);
     bool __lockstep_active (void)  the predicate of the block it is in,
				  replaced by predicate.cc.
   The declarations are made per region; statements refer to them.  */

static tree
intrinsic_decl (region *r, const char *name, bool takes_bool)
{
  tree *slot = takes_bool ? &r->any_decl : &r->active_decl;
  if (*slot)
    return *slot;
  tree type = takes_bool
	      ? build_function_type_list (boolean_type_node, boolean_type_node,
					  NULL_TREE)
	      : build_function_type_list (boolean_type_node, NULL_TREE);
  tree decl = build_fn_decl (name, type);
  TREE_READONLY (decl) = 1;
  TREE_NOTHROW (decl) = 1;
  DECL_ATTRIBUTES (decl) = tree_cons (get_identifier ("leaf"), NULL_TREE,
				      NULL_TREE);
  *slot = decl;
  return decl;
}

tree
region_any_decl (region *r)
{
  return intrinsic_decl (r, "__lockstep_any", true);
}

tree
region_active_decl (region *r)
{
  return intrinsic_decl (r, "__lockstep_active", false);
}

/* Which function of lockstep.h STMT calls, or LOCKSTEP_API_NONE.  */

enum lockstep_api
region_api_call (gimple *stmt)
{
  gcall *call = dyn_cast <gcall *> (stmt);
  if (!call)
    return LOCKSTEP_API_NONE;
  tree fndecl = gimple_call_fndecl (call);
  if (!fndecl || !DECL_NAME (fndecl) || !TREE_PUBLIC (fndecl))
    return LOCKSTEP_API_NONE;
  static const struct { const char *name; unsigned nargs;
			enum lockstep_api api; } apis[] = {
    { "lockstep_any", 1, LOCKSTEP_API_ANY },
    { "lockstep_all", 1, LOCKSTEP_API_ALL },
    { "lockstep_ballot", 1, LOCKSTEP_API_BALLOT },
    { "lockstep_popcount", 1, LOCKSTEP_API_POPCOUNT },
    { "lockstep_lane", 0, LOCKSTEP_API_LANE },
    { "lockstep_num_lanes", 0, LOCKSTEP_API_NUM_LANES }
  };
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  for (auto &a : apis)
    if (!strcmp (name, a.name) && gimple_call_num_args (call) == a.nargs
	&& (!a.nargs
	    || INTEGRAL_TYPE_P (TREE_TYPE (gimple_call_arg (call, 0)))))
      return a.api;
  return LOCKSTEP_API_NONE;
}

/* Whether STMT calls intrinsic DECL of R.  */

bool
region_intrinsic_call_p (region *r, gimple *stmt, tree decl)
{
  return decl && is_gimple_call (stmt) && gimple_call_fndecl (stmt) == decl;
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

/* The block index (thesis §2.5).

   The body of each loop is ordered on its own with nested loops collapsed
   into single nodes; the nodes are ordered topologically, and so that the
   nodes each node dominates follow it contiguously (dominance compact).
   Nested loops are then expanded in place, which makes the order compact
   for loops.  */

struct bi_graph
{
  auto_vec<basic_block> nodes;		/* Node i's block (a loop header for a
					   collapsed loop).  */
  hash_map<int_hash <int, -1, -2>, int> node_of_bb;
  auto_vec<vec<int> > succs, preds;
  auto_vec<int> rpo_num, idom;
  auto_vec<vec<int> > dom_children;

  ~bi_graph ()
  {
    for (vec<int> &v : succs)
      v.release ();
    for (vec<int> &v : preds)
      v.release ();
    for (vec<int> &v : dom_children)
      v.release ();
  }
};

/* The node of block BB in the collapsed graph of LOOP, or -1 if BB is not
   inside LOOP.  */

static int
bi_node (bi_graph *g, class loop *loop, basic_block bb)
{
  if (!flow_bb_inside_loop_p (loop, bb))
    return -1;
  class loop *l = bb->loop_father;
  while (l != loop && loop_outer (l) != loop)
    l = loop_outer (l);
  basic_block rep = l == loop ? bb : l->header;
  int *n = g->node_of_bb.get (rep->index);
  return n ? *n : -1;
}

static void
bi_add_edge (bi_graph *g, int from, int to)
{
  if (to < 0 || from == to || g->succs[from].contains (to))
    return;
  g->succs[from].safe_push (to);
  g->preds[to].safe_push (from);
}

/* Depth-first numbering for the reverse post order of G from node 0.  */

static void
bi_rpo (bi_graph *g, auto_vec<int> &rpo)
{
  unsigned n = g->nodes.length ();
  auto_vec<int> post;
  auto_vec<char> state;
  state.safe_grow_cleared (n, true);
  auto_vec<std::pair<int, unsigned> > stack;
  stack.safe_push (std::make_pair (0, 0u));
  state[0] = 1;
  while (!stack.is_empty ())
    {
      std::pair<int, unsigned> &top = stack.last ();
      int v = top.first;
      if (top.second < g->succs[v].length ())
	{
	  int s = g->succs[v][top.second++];
	  if (!state[s])
	    {
	      state[s] = 1;
	      stack.safe_push (std::make_pair (s, 0u));
	    }
	}
      else
	{
	  post.safe_push (v);
	  stack.pop ();
	}
    }
  rpo.truncate (0);
  for (int i = post.length () - 1; i >= 0; i--)
    rpo.safe_push (post[i]);
}

/* Immediate dominators on the DAG G (Cooper, Harvey, Kennedy).  */

static void
bi_dominators (bi_graph *g, auto_vec<int> &rpo)
{
  unsigned n = g->nodes.length ();
  g->rpo_num.safe_grow_cleared (n, true);
  g->idom.safe_grow_cleared (n, true);
  for (unsigned i = 0; i < n; i++)
    {
      g->rpo_num[i] = -1;
      g->idom[i] = -1;
    }
  for (unsigned i = 0; i < rpo.length (); i++)
    g->rpo_num[rpo[i]] = i;
  g->idom[0] = 0;
  /* On a DAG visited in reverse post order one pass suffices.  */
  for (unsigned k = 1; k < rpo.length (); k++)
    {
      int b = rpo[k];
      int new_idom = -1;
      for (int p : g->preds[b])
	{
	  if (g->idom[p] < 0)
	    continue;
	  if (new_idom < 0)
	    {
	      new_idom = p;
	      continue;
	    }
	  int x = p, y = new_idom;
	  while (x != y)
	    {
	      while (g->rpo_num[x] > g->rpo_num[y])
		x = g->idom[x];
	      while (g->rpo_num[y] > g->rpo_num[x])
		y = g->idom[y];
	    }
	  new_idom = x;
	}
      g->idom[b] = new_idom;
    }
  g->dom_children.safe_grow_cleared (n, true);
  for (unsigned k = 1; k < rpo.length (); k++)
    g->dom_children[g->idom[rpo[k]]].safe_push (rpo[k]);
}

/* The child of D in the dominator tree of G whose subtree holds X, or -1 if
   X is D or outside D's subtree.  */

static int
bi_child_towards (bi_graph *g, int d, int x)
{
  while (x != 0 && g->idom[x] != d)
    {
      if (x == d)
	return -1;
      x = g->idom[x];
    }
  return x == 0 || x == d ? -1 : x;
}

/* Append to REFS the memory references that the blocks of the dominator
   subtree of node D of G load (STORES false) or store, at most LIMIT in
   all; collapsed inner loops are not looked into.  */

static void
bi_subtree_refs (bi_graph *g, int d, bool stores, vec<tree> *refs,
		 unsigned limit)
{
  basic_block bb = g->nodes[d];
  if (d == 0 || bb->loop_father->header != bb)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb);
	 !gsi_end_p (gsi) && refs->length () < limit; gsi_next (&gsi))
      {
	gassign *a = dyn_cast <gassign *> (gsi_stmt (gsi));
	if (!a || !gimple_vuse (a) || gimple_clobber_p (a))
	  continue;
	if (stores && gimple_store_p (a))
	  refs->safe_push (gimple_assign_lhs (a));
	else if (!stores && gimple_assign_load_p (a))
	  refs->safe_push (gimple_assign_rhs1 (a));
      }
  for (int k : g->dom_children[d])
    if (refs->length () < limit)
      bi_subtree_refs (g, k, stores, refs, limit);
}

/* Whether the dominator subtree of node A of G loads a location that the
   subtree of node B stores, with the same reference.  Placing A first in
   the linearized code lets the load run before the store: a masked load
   after a masked store to the same address cannot take its data from the
   store (vmaskmov on AVX2 then waits for the store to complete).  Sibling
   subtrees run on different paths, so no lane does both.  */

static bool
bi_loads_stored_by (bi_graph *g, int a, int b)
{
  auto_vec<tree, 16> loads, stores;
  bi_subtree_refs (g, a, false, &loads, 32);
  if (loads.is_empty ())
    return false;
  bi_subtree_refs (g, b, true, &stores, 32);
  for (tree l : loads)
    for (tree s : stores)
      if (operand_equal_p (l, s, 0))
	return true;
  return false;
}

/* Append the nodes of the dominator subtree of D to OUT, dominance compact
   and topologically ordered.  Among the children that may come next, one
   that loads what another one stores comes first (bi_loads_stored_by);
   otherwise they come in reverse post order.  */

static void
bi_emit (bi_graph *g, int d, auto_vec<int> &out)
{
  out.safe_push (d);
  vec<int> &kids = g->dom_children[d];
  if (kids.is_empty ())
    return;
  /* Order the children by the edges between their subtrees, which all
     enter a child itself; ties go to reverse post order.  */
  auto_vec<int> indeg;
  indeg.safe_grow_cleared (kids.length (), true);
  auto_vec<vec<int> > after;
  after.safe_grow_cleared (kids.length (), true);
  for (unsigned j = 0; j < kids.length (); j++)
    for (int p : g->preds[kids[j]])
      {
	int c = bi_child_towards (g, d, p);
	if (c < 0 || c == kids[j])
	  continue;
	for (unsigned i = 0; i < kids.length (); i++)
	  if (kids[i] == c && !after[i].contains ((int) j))
	    {
	      after[i].safe_push (j);
	      indeg[j]++;
	    }
      }
  auto_vec<bool> done;
  done.safe_grow_cleared (kids.length (), true);
  for (unsigned emitted = 0; emitted < kids.length (); emitted++)
    {
      int best = -1;
      for (unsigned j = 0; j < kids.length (); j++)
	if (!done[j] && indeg[j] == 0
	    && (best < 0 || g->rpo_num[kids[j]] < g->rpo_num[kids[best]]))
	  best = j;
      gcc_assert (best >= 0);
      for (unsigned j = 0; j < kids.length (); j++)
	if (!done[j] && indeg[j] == 0 && (int) j != best
	    && bi_loads_stored_by (g, kids[j], kids[best])
	    && !bi_loads_stored_by (g, kids[best], kids[j]))
	  {
	    if (dump_file && (dump_flags & TDF_DETAILS))
	      fprintf (dump_file, ";; order: bb %d before bb %d, whose "
		       "stores it loads\n", g->nodes[kids[j]]->index,
		       g->nodes[kids[best]]->index);
	    best = j;
	    break;
	  }
      done[best] = true;
      for (int j : after[best])
	indeg[j]--;
      bi_emit (g, kids[best], out);
    }
  for (vec<int> &v : after)
    v.release ();
}

/* Append the block index of LOOP's body to R->body (top level: the loop R
   vectorizes, whose back edge and exits are ignored).  */

static void
order_loop (region *r, class loop *loop)
{
  bi_graph g;
  basic_block *bbs = get_loop_body (loop);
  /* Nodes: blocks directly in LOOP and headers of its child loops; the
     header first.  */
  g.nodes.safe_push (loop->header);
  g.node_of_bb.put (loop->header->index, 0);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      basic_block bb = bbs[i];
      if (bb == loop->header)
	continue;
      if (bb->loop_father == loop
	  || (bb->loop_father->header == bb
	      && loop_outer (bb->loop_father) == loop))
	{
	  g.node_of_bb.put (bb->index, g.nodes.length ());
	  g.nodes.safe_push (bb);
	}
    }
  g.succs.safe_grow_cleared (g.nodes.length (), true);
  g.preds.safe_grow_cleared (g.nodes.length (), true);
  for (unsigned i = 0; i < g.nodes.length (); i++)
    {
      basic_block bb = g.nodes[i];
      if (bb != loop->header && bb->loop_father != loop)
	{
	  /* A collapsed child loop: its successors are its exits.  */
	  auto_vec<edge> exits = get_loop_exit_edges (bb->loop_father);
	  for (edge e : exits)
	    bi_add_edge (&g, i, bi_node (&g, loop, e->dest));
	  continue;
	}
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->dest != loop->header)
	  bi_add_edge (&g, i, bi_node (&g, loop, e->dest));
    }
  free (bbs);

  auto_vec<int> rpo, order;
  bi_rpo (&g, rpo);
  bi_dominators (&g, rpo);
  bi_emit (&g, 0, order);
  for (int n : order)
    {
      basic_block bb = g.nodes[n];
      if (bb != loop->header && bb->loop_father != loop)
	order_loop (r, bb->loop_father);
      else
	r->body.safe_push (bb);
    }
}

/* Compute R->body and R->bindex for the current CFG of the loop.  */

void
region_compute_block_index (region *r)
{
  /* Loop bodies are found through dominators.  */
  calculate_dominance_info (CDI_DOMINATORS);
  r->body.truncate (0);
  order_loop (r, r->loop);
  r->bindex.truncate (0);
  r->bindex.safe_grow_cleared (last_basic_block_for_fn (r->fun), true);
  for (unsigned i = 0; i < r->bindex.length (); i++)
    r->bindex[i] = -1;
  for (unsigned i = 0; i < r->body.length (); i++)
    r->bindex[r->body[i]->index] = i;
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
  if (!single_dom_exit (loop))
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
