/* Sync and temporal dependence of divergent branches.
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

/* The control-divergence analysis of thesis ch. 7: for a block with a
   divergent terminator, the blocks that are sync dependent on it (joins of
   almost node-disjoint paths from two of its successors) and the loop exits
   that are temporally dependent on it (lanes may leave the loop in
   different iterations).

   local_joins (Listing 4) propagates "labels" -- the DomMap of the thesis --
   from the successors of a partially divergent node in block index order
   through the parent loop.  A block reached by two different labels is a
   join (PushDef, Listing 5).  Nested loops are collapsed: their header
   passes its label straight to their exits.  local_exits (Listing 6)
   compares the labels of the reached loop exits with the label that
   reaches the loop header over the back edge; an exit with a different
   label is divergent.  global_joins (Listing 7) then collapses the loop
   with divergent exits into a partially divergent node whose divergent
   successors are those exits and whose uniform successors are its other
   exits, and repeats one loop further out.

   The region is one iteration of the omp simd loop: its back edge and exit
   are not followed; at that level no exit can diverge.  */

#include "lockstep-gcc.h"
#include "region.h"

/* Labels: -1 is the thesis' bottom, -2 its uniform-successor symbol u;
   other values are bb->index of the block that defines the label.  */

static const int LABEL_NONE = -1;
static const int LABEL_UNIFORM = -2;

struct label_map
{
  region *r;
  class loop *parent;		/* ParentLoop, r->loop for the top level.  */
  hash_map<int_hash <int, -1, -3>, int> labels;
  bitmap joins;			/* SyncBlocks.  */
  auto_vec<basic_block> reached_exits;	/* ReachedExits.  */
  auto_bitmap reached_exit_set;
  /* The block index position of the propagation, and how many blocks
     after it inside the parent have a label: with one left, no join can
     follow.  */
  int pos;
  int pending;
};

static int
get_label (label_map *m, basic_block bb)
{
  int *l = m->labels.get (bb->index);
  return l ? *l : LABEL_NONE;
}

/* Whether BB belongs to the loop the labels propagate in.  */

static bool
inside_parent_p (label_map *m, basic_block bb)
{
  if (m->parent == m->r->loop)
    return region_contains_p (m->r, bb);
  return flow_bb_inside_loop_p (m->parent, bb);
}

/* Listing 5: push label D into block BB.  */

static void
push_def (label_map *m, basic_block bb, int d)
{
  int old = get_label (m, bb);
  if (old == LABEL_NONE && inside_parent_p (m, bb)
      && m->r->bindex[bb->index] > m->pos)
    m->pending++;
  if (old != LABEL_NONE && old != d)
    {
      bitmap_set_bit (m->joins, bb->index);
      m->labels.put (bb->index, bb->index);
    }
  else
    m->labels.put (bb->index, d);
  if (!inside_parent_p (m, bb) && bitmap_set_bit (m->reached_exit_set,
						   bb->index))
    m->reached_exits.safe_push (bb);
}

/* The loop, a direct or indirect child of M->parent, whose header BB is,
   or NULL if BB is no such header.  */

static class loop *
nested_loop_of_header (label_map *m, basic_block bb)
{
  class loop *l = bb->loop_father;
  if (l->header != bb || l == m->parent || l == m->r->loop)
    return NULL;
  return l;
}

/* Propagate the label of BB to its successors, collapsing a nested loop
   headed by BB into one node whose successors are its exits.  Edges that
   leave the region or take the region's back edge are not followed.  */

static void
propagate_from (label_map *m, basic_block bb)
{
  int d = get_label (m, bb);
  if (d == LABEL_NONE)
    return;
  if (class loop *l = nested_loop_of_header (m, bb))
    {
      auto_vec<edge> exits = get_loop_exit_edges (l);
      for (edge e : exits)
	if (region_contains_p (m->r, e->dest))
	  push_def (m, e->dest, d);
      return;
    }
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    {
      if (!region_contains_p (m->r, e->dest) || e->dest == m->r->loop->header)
	continue;
      push_def (m, e->dest, d);
    }
}

/* Whether BB is inside a loop nested in M->parent but not headed by BB:
   such blocks are skipped because their loop is collapsed.  */

static bool
inside_nested_loop_p (label_map *m, basic_block bb)
{
  class loop *l = bb->loop_father;
  if (l == m->parent || l == m->r->loop)
    return false;
  if (l->header == bb && loop_outer (l) == m->parent)
    return false;
  /* BB belongs to a loop below M->parent; it is the header of the
     outermost such loop only if handled above.  */
  while (loop_outer (l) != m->parent && loop_outer (l))
    l = loop_outer (l);
  return l->header != bb;
}

/* Listing 4 and 6: local joins and divergent exits of the partially
   divergent node whose successors are DIV_SUCCS (divergent) and
   UNI_SUCCS (uniform), inside PARENT.  START is the block index from which
   to propagate.  Adds the joins to JOINS and returns the divergent exits
   of PARENT in DIV_EXITS.  */

static void
local_joins (region *r, class loop *parent, vec<basic_block> &div_succs,
	     vec<basic_block> &uni_succs, int start, bitmap joins,
	     vec<basic_block> *div_exits)
{
  label_map m;
  m.r = r;
  m.parent = parent;
  m.joins = joins;
  m.pos = start - 1;
  m.pending = 0;
  for (basic_block s : div_succs)
    push_def (&m, s, s->index);
  for (basic_block s : uni_succs)
    push_def (&m, s, LABEL_UNIFORM);

  /* Propagate in block index order through the parent loop; a label that
     reaches the parent's header over its back edge is recorded without
     being propagated further.  */
  int end = r->body.length ();
  for (int i = start; i < end; i++)
    {
      basic_block bb = r->body[i];
      m.pos = i;
      if (!inside_parent_p (&m, bb))
	continue;
      if (get_label (&m, bb) != LABEL_NONE)
	m.pending--;
      /* At the top level only joins matter; a single label left makes
	 none (the walk would cost the rest of the region per branch).  */
      if (parent == r->loop && m.pending == 0
	  && get_label (&m, bb) == LABEL_NONE)
	break;
      if (inside_nested_loop_p (&m, bb))
	continue;
      if (bb == parent->header && parent != r->loop)
	continue;
      if (parent != r->loop && bb == parent->latch)
	{
	  int d = get_label (&m, bb);
	  if (d != LABEL_NONE)
	    {
	      /* The back edge: record the label at the header.  */
	      int h = get_label (&m, parent->header);
	      if (h == LABEL_NONE)
		m.labels.put (parent->header->index, d);
	      else if (h != d)
		m.labels.put (parent->header->index, parent->header->index);
	      edge e;
	      edge_iterator ei;
	      FOR_EACH_EDGE (e, ei, bb->succs)
		if (e->dest != parent->header
		    && region_contains_p (r, e->dest))
		  push_def (&m, e->dest, d);
	    }
	  continue;
	}
      propagate_from (&m, bb);
      if (parent == r->loop && m.pending <= 1)
	break;
    }

  if (parent == r->loop)
    return;

  /* Listing 6: an exit whose label differs from the header's is
     divergent.  */
  int header_def = get_label (&m, parent->header);
  for (basic_block x : m.reached_exits)
    if (get_label (&m, x) != header_def)
      div_exits->safe_push (x);
}

/* Listing 7: all sync dependent blocks (JOINS) and temporally dependent
   loop exits (DIV_EXITS) of the divergent terminator of DIV_BB.  */

void
sync_dependence (region *r, basic_block div_bb, bitmap joins,
		 bitmap div_exits)
{
  auto_vec<basic_block> div_succs, uni_succs;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, div_bb->succs)
    if (region_contains_p (r, e->dest) && e->dest != r->loop->header
	&& !div_succs.contains (e->dest))
      div_succs.safe_push (e->dest);

  class loop *parent = div_bb->loop_father;
  int start = r->bindex[div_bb->index] + 1;
  /* A divergent latch branches back to its header: the back edge target
     gets its own label.  */
  while (true)
    {
      auto_vec<basic_block> exits;
      local_joins (r, parent, div_succs, uni_succs, start, joins, &exits);
      if (exits.is_empty () || parent == r->loop)
	break;
      for (basic_block x : exits)
	bitmap_set_bit (div_exits, x->index);
      /* Collapse PARENT into a partially divergent node.  */
      auto_vec<edge> all_exits = get_loop_exit_edges (parent);
      div_succs.truncate (0);
      uni_succs.truncate (0);
      for (edge x : all_exits)
	{
	  if (!region_contains_p (r, x->dest))
	    continue;
	  if (exits.contains (x->dest))
	    {
	      if (!div_succs.contains (x->dest))
		div_succs.safe_push (x->dest);
	    }
	  else if (!uni_succs.contains (x->dest))
	    uni_succs.safe_push (x->dest);
	}
      /* The label propagation starts after the collapsed loop.  */
      start = r->bindex[parent->header->index];
      while (start < (int) r->body.length ()
	     && flow_bb_inside_loop_p (parent, r->body[start]))
	start++;
      parent = loop_outer (parent);
      if (!flow_bb_inside_loop_p (r->loop, parent->header))
	parent = r->loop;
    }
}
