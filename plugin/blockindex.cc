/* The block index of a loop body: a topological, dominance- and
   loop-compact order of its blocks.
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

/* The block index (thesis §2.5).

   The body of each loop is ordered on its own with nested loops collapsed
   into single nodes; the nodes are ordered topologically, and so that the
   nodes each node dominates follow it contiguously (dominance compact).
   Nested loops are then expanded in place, which makes the order compact
   for loops.  */

#include "lockstep-gcc.h"
#include "region.h"

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

/* The blocks of LOOP into BODY in reverse postorder from its header,
   back edges left out: a definition comes before its uses.  (The stages
   do not keep dominators or the loop's block count, which GCC's walks of
   a loop body need, up to date.)  */

void
region_loop_rpo (class loop *loop, vec<basic_block> *body)
{
  auto_sbitmap seen (last_basic_block_for_fn (cfun));
  bitmap_clear (seen);
  auto_vec<std::pair<basic_block, unsigned>, 16> stack;
  auto_vec<basic_block> post;
  stack.safe_push (std::make_pair (loop->header, 0u));
  bitmap_set_bit (seen, loop->header->index);
  while (!stack.is_empty ())
    {
      basic_block bb = stack.last ().first;
      unsigned ix = stack.last ().second;
      if (ix < EDGE_COUNT (bb->succs))
	{
	  stack.last ().second++;
	  basic_block d = EDGE_SUCC (bb, ix)->dest;
	  if (d->index >= NUM_FIXED_BLOCKS && d != loop->header
	      && flow_bb_inside_loop_p (loop, d)
	      && !bitmap_bit_p (seen, d->index))
	    {
	      bitmap_set_bit (seen, d->index);
	      stack.safe_push (std::make_pair (d, 0u));
	    }
	  continue;
	}
      post.safe_push (bb);
      stack.pop ();
    }
  for (unsigned i = post.length (); i-- > 0;)
    body->safe_push (post[i]);
}
