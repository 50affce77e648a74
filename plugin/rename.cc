/* Into-SSA within the blocks of one loop.
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

/* GCC's update_ssa renames marked symbols (here the virtual operand and
   the variables partial linearization writes: block predicates, the
   values of former PHIs) by walking the whole function from its entry:
   with N loops in one function, N such updates cost N times the
   function.  The stages that change only the blocks of one loop rename
   them here instead, in time proportional to those blocks.

   The blocks are entered by one edge.  The algorithm is that of Braun et
   al., "Simple and Efficient Construction of Static Single Assignment
   Form" (CC 2013): blocks are visited in reverse postorder; a symbol read
   in a block without a definition of its own is looked up in the
   predecessors, through a PHI where there are several; a block is sealed
   once all its predecessors have been visited, and PHIs placed in it
   before (loop headers) are completed then; PHIs whose arguments are all
   one value (or the PHI itself) are replaced by that value.

   INPUT (after partial linearization: the virtual PHI of the former
   join bb 5 is gone, both stores use .MEM_1):

     bb 3:  .MEM_2 = VDEF <.MEM_1>  a[i] = x;     p = c_4;
     bb 4:  .MEM_3 = VDEF <.MEM_1>  b[i] = y;     v = p ? x : y;
     bb 5:  # VUSE <.MEM_4>  t = c[i];

   OUTPUT:

     bb 3:  .MEM_2 = VDEF <.MEM_1>  a[i] = x;     p_7 = c_4;
     bb 4:  .MEM_3 = VDEF <.MEM_2>  b[i] = y;     v_8 = p_7 ? x : y;
     bb 5:  # VUSE <.MEM_3>  t = c[i];

   Virtual operands defined in the blocks and used outside them (after
   the loop) are replaced by the virtual operand leaving the blocks; where
   several edges leave with different ones and a use outside cannot tell
   which, or the blocks have a second entry, GCC's update_ssa renames as
   before.  Variables are renamed only within the blocks: the stages
   create them there alone (option verify checks it).  */

#include "lockstep-gcc.h"
#include "region.h"

/* A PHI created in an unsealed block, completed when the block is
   sealed.  */

struct incomplete_phi
{
  gphi *phi;
  tree sym;
};

struct local_ssa
{
  function *fun;
  bitmap blocks;		/* Indices of the blocks renamed.  */
  edge entry;
  tree vop_in;			/* The virtual operand on ENTRY.  */
  /* Value of (block, symbol): key (DECL_UID + 1) << 32 | block index.  */
  hash_map<int_hash<unsigned HOST_WIDE_INT, 0, 1>, tree> *current;
  hash_map<tree, tree> *forward;	/* Removed PHI result -> value.  */
  bitmap filled, sealed;
  vec<incomplete_phi> incomplete;
  vec<gphi *> phis;		/* The PHIs created.  */
};

static tree read_symbol (local_ssa *s, tree sym, basic_block bb);

/* The key of symbol SYM in block BB.  */

static unsigned HOST_WIDE_INT
symbol_key (tree sym, basic_block bb)
{
  return ((unsigned HOST_WIDE_INT) (DECL_UID (sym) + 1) << 32)
	 | (unsigned) bb->index;
}

/* VAL, or the value a trivial PHI it named was replaced by.  */

static tree
resolve (local_ssa *s, tree val)
{
  while (tree *f = s->forward->get (val))
    val = *f;
  return val;
}

/* The value SYM has where S's blocks are entered.  */

static tree
entry_value (local_ssa *s, tree sym)
{
  if (sym == gimple_vop (s->fun))
    return s->vop_in;
  return get_or_create_ssa_default_def (s->fun, sym);
}

/* A new PHI for SYM at the start of BB.  */

static gphi *
new_phi (local_ssa *s, tree sym, basic_block bb)
{
  gphi *phi = create_phi_node (make_ssa_name (sym), bb);
  s->phis.safe_push (phi);
  return phi;
}

/* Whether PHI's arguments are all one value or PHI itself; if so, replace
   its uses by that value and remove it.  Returns the value PHI stands
   for.  */

static tree
remove_trivial_phi (local_ssa *s, gphi *phi)
{
  tree res = gimple_phi_result (phi);
  tree same = NULL_TREE;
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree arg = gimple_phi_arg_def (phi, i);
      if (arg == same || arg == res)
	continue;
      if (same)
	return res;
      same = arg;
    }
  if (!same)
    same = entry_value (s, SSA_NAME_VAR (res));
  imm_use_iterator it;
  gimple *use_stmt;
  use_operand_p use_p;
  FOR_EACH_IMM_USE_STMT (use_stmt, it, res)
    FOR_EACH_IMM_USE_ON_STMT (use_p, it)
      SET_USE (use_p, same);
  s->forward->put (res, same);
  gimple_stmt_iterator gsi = gsi_for_stmt (phi);
  remove_phi_node (&gsi, false);
  return same;
}

/* Give PHI, for SYM in BB, an argument per predecessor of BB.  */

static void
add_phi_operands (local_ssa *s, gphi *phi, tree sym, basic_block bb)
{
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->preds)
    {
      tree val = e == s->entry ? entry_value (s, sym)
				: read_symbol (s, sym, e->src);
      add_phi_arg (phi, val, e, UNKNOWN_LOCATION);
    }
}

/* The value of SYM at the end of BB, which has no definition of its
   own.  */

static tree
read_symbol_recursive (local_ssa *s, tree sym, basic_block bb)
{
  tree val;
  if (!bitmap_bit_p (s->sealed, bb->index))
    {
      gphi *phi = new_phi (s, sym, bb);
      incomplete_phi ip = { phi, sym };
      s->incomplete.safe_push (ip);
      val = gimple_phi_result (phi);
    }
  else if (EDGE_COUNT (bb->preds) == 0)
    val = entry_value (s, sym);
  else if (single_pred_p (bb))
    {
      edge e = single_pred_edge (bb);
      val = e == s->entry ? entry_value (s, sym)
			  : read_symbol (s, sym, e->src);
    }
  else
    {
      gphi *phi = new_phi (s, sym, bb);
      s->current->put (symbol_key (sym, bb), gimple_phi_result (phi));
      add_phi_operands (s, phi, sym, bb);
      val = remove_trivial_phi (s, phi);
    }
  s->current->put (symbol_key (sym, bb), val);
  return val;
}

/* The value of SYM at the end of BB (or, while BB is visited, at the
   statement reached).  */

static tree
read_symbol (local_ssa *s, tree sym, basic_block bb)
{
  if (tree *v = s->current->get (symbol_key (sym, bb)))
    return resolve (s, *v);
  return read_symbol_recursive (s, sym, bb);
}

/* Seal BB: its predecessors have all been visited; complete the PHIs
   placed in it before.  */

static void
seal_block (local_ssa *s, basic_block bb)
{
  bitmap_set_bit (s->sealed, bb->index);
  for (unsigned i = 0; i < s->incomplete.length (); i++)
    if (gimple_bb (s->incomplete[i].phi) == bb)
      {
	incomplete_phi ip = s->incomplete[i];
	s->incomplete.unordered_remove (i--);
	add_phi_operands (s, ip.phi, ip.sym, bb);
	remove_trivial_phi (s, ip.phi);
      }
}

/* Whether every predecessor of BB has been visited.  */

static bool
preds_filled_p (local_ssa *s, basic_block bb)
{
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->preds)
    if (e != s->entry && !bitmap_bit_p (s->filled, e->src->index))
      return false;
  return true;
}

/* Whether OP is a symbol to rename: the bare virtual operand or a
   variable that is a register.  */

static bool
bare_symbol_p (tree op)
{
  return op && DECL_P (op);
}

/* Rename the uses and definitions of STMT in BB: every virtual operand,
   every bare variable.  */

static void
rename_stmt (local_ssa *s, gimple *stmt, basic_block bb)
{
  if (gimple_modified_p (stmt))
    update_stmt (stmt);
  tree vop = gimple_vop (s->fun);
  ssa_op_iter it;
  use_operand_p use_p;
  FOR_EACH_SSA_USE_OPERAND (use_p, stmt, it, SSA_OP_ALL_USES)
    {
      tree use = USE_FROM_PTR (use_p);
      if (use == vop || (TREE_CODE (use) == SSA_NAME
			 && virtual_operand_p (use)))
	SET_USE (use_p, read_symbol (s, vop, bb));
      else if (bare_symbol_p (use))
	SET_USE (use_p, read_symbol (s, use, bb));
    }
  def_operand_p def_p;
  FOR_EACH_SSA_DEF_OPERAND (def_p, stmt, it, SSA_OP_ALL_DEFS)
    {
      tree def = DEF_FROM_PTR (def_p);
      tree sym = def == vop || (TREE_CODE (def) == SSA_NAME
				&& virtual_operand_p (def)) ? vop : def;
      if (bare_symbol_p (def))
	{
	  def = make_ssa_name (def, stmt);
	  SET_DEF (def_p, def);
	}
      if (bare_symbol_p (sym))
	s->current->put (symbol_key (sym, bb), def);
    }
}

/* The blocks of S from its entry in reverse postorder, then the blocks
   not reached from it; into ORDER.  */

static void
block_order (local_ssa *s, vec<basic_block> *order)
{
  auto_vec<std::pair<basic_block, edge_iterator>, 32> stack;
  auto_bitmap seen;
  auto_vec<basic_block> post;
  basic_block head = s->entry->dest;
  bitmap_set_bit (seen, head->index);
  stack.safe_push (std::make_pair (head, ei_start (head->succs)));
  while (!stack.is_empty ())
    {
      edge_iterator &ei = stack.last ().second;
      basic_block bb = stack.last ().first;
      if (ei_end_p (ei))
	{
	  post.safe_push (bb);
	  stack.pop ();
	  continue;
	}
      basic_block dest = ei_edge (ei)->dest;
      ei_next (&ei);
      if (bitmap_bit_p (s->blocks, dest->index)
	  && bitmap_set_bit (seen, dest->index))
	stack.safe_push (std::make_pair (dest, ei_start (dest->succs)));
    }
  for (unsigned i = post.length (); i-- > 0;)
    order->safe_push (post[i]);
  bitmap_iterator bi;
  unsigned i;
  EXECUTE_IF_SET_IN_BITMAP (s->blocks, 0, i, bi)
    if (!bitmap_bit_p (seen, i))
      order->safe_push (BASIC_BLOCK_FOR_FN (s->fun, i));
}

/* The virtual operand at the end of BB, outside the blocks renamed, found
   by walking up single paths; NULL_TREE if it cannot be told.  */

static tree
vop_at_end (local_ssa *s, basic_block bb)
{
  auto_bitmap seen;
  while (bitmap_set_bit (seen, bb->index))
    {
      if (bb == ENTRY_BLOCK_PTR_FOR_FN (s->fun))
	return get_or_create_ssa_default_def (s->fun, gimple_vop (s->fun));
      for (gimple_stmt_iterator gsi = gsi_last_bb (bb); !gsi_end_p (gsi);
	   gsi_prev (&gsi))
	if (tree vdef = gimple_vdef (gsi_stmt (gsi)))
	  return TREE_CODE (vdef) == SSA_NAME ? vdef : NULL_TREE;
      if (gphi *phi = get_virtual_phi (bb))
	return gimple_phi_result (phi);
      if (EDGE_COUNT (bb->preds) == 0)
	return NULL_TREE;
      /* Without a virtual PHI, every predecessor brings the same one.  */
      bb = EDGE_PRED (bb, 0)->src;
    }
  return NULL_TREE;
}

/* The virtual operand at the end of BB, or NULL_TREE if it cannot be
   told (a walk up single paths).  */

tree
virtual_operand_at_end (basic_block bb)
{
  local_ssa s;
  s.fun = cfun;
  return vop_at_end (&s, bb);
}

/* The names of the virtual operand defined in BLOCKS, into OLD; the
   statements outside BLOCKS that use them, into USERS.  */

static void
record_outside_users (function *fun, bitmap blocks, hash_set<tree> *old,
		      vec<gimple *> *users)
{
  auto_vec<tree> names;
  bitmap_iterator bi;
  unsigned i;
  EXECUTE_IF_SET_IN_BITMAP (blocks, 0, i, bi)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (fun, i);
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (virtual_operand_p (gimple_phi_result (gsi.phi ())))
	  names.safe_push (gimple_phi_result (gsi.phi ()));
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree vdef = gimple_vdef (gsi_stmt (gsi));
	  if (vdef && TREE_CODE (vdef) == SSA_NAME)
	    names.safe_push (vdef);
	}
    }
  hash_set<gimple *> seen;
  for (tree name : names)
    {
      old->add (name);
      imm_use_iterator it;
      use_operand_p use_p;
      FOR_EACH_IMM_USE_FAST (use_p, it, name)
	{
	  gimple *u = USE_STMT (use_p);
	  basic_block ub = gimple_bb (u);
	  if (ub && !bitmap_bit_p (blocks, ub->index) && !seen.add (u))
	    users->safe_push (u);
	}
    }
}

/* Start renaming the blocks BLOCKS of FUN, before a stage changes them:
   record into SCOPE which virtual operands they define and which
   statements outside them use those.  If an update of FUN's SSA form is
   pending already (from changes elsewhere), the scope's finish leaves
   everything to GCC's update_ssa.  */

void
rename_scope_begin (rename_scope *scope, function *fun,
		    const vec<basic_block> &blocks)
{
  scope->blocks = BITMAP_ALLOC (NULL);
  for (basic_block bb : blocks)
    bitmap_set_bit (scope->blocks, bb->index);
  scope->old_vops = new hash_set<tree>;
  scope->users.create (0);
  /* The run-time profile's counters are variables of the whole function
     (profile.cc), renamed by update_ssa.  */
  scope->pending = need_ssa_update_p (fun) || lockstep_opts.profile;
  if (!scope->pending)
    record_outside_users (fun, scope->blocks, scope->old_vops,
			  &scope->users);
}

/* Whether S's blocks can be renamed alone: ENTRY is their one way in and
   no PHI of theirs names a bare symbol.  */

static bool
renamable_p (local_ssa *s)
{
  bitmap_iterator bi;
  unsigned i;
  EXECUTE_IF_SET_IN_BITMAP (s->blocks, 0, i, bi)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (s->fun, i);
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
	if (e != s->entry && !bitmap_bit_p (s->blocks, e->src->index))
	  return false;
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	for (unsigned j = 0; j < gimple_phi_num_args (gsi.phi ()); j++)
	  if (bare_symbol_p (gimple_phi_arg_def (gsi.phi (), j)))
	    return false;
    }
  return bitmap_bit_p (s->blocks, s->entry->dest->index);
}

/* Rename S's blocks in reverse postorder, sealing each block once its
   predecessors are all visited.  */

static void
rename_blocks (local_ssa *s)
{
  auto_vec<basic_block> order;
  block_order (s, &order);
  for (basic_block bb : order)
    while (gphi *phi = get_virtual_phi (bb))
      {
	gphi_iterator gsi = gsi_for_phi (phi);
	remove_phi_node (&gsi, false);
      }
  for (basic_block bb : order)
    {
      if (!bitmap_bit_p (s->sealed, bb->index) && preds_filled_p (s, bb))
	seal_block (s, bb);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	rename_stmt (s, gsi_stmt (gsi), bb);
      bitmap_set_bit (s->filled, bb->index);
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (bitmap_bit_p (s->blocks, e->dest->index)
	    && bitmap_bit_p (s->filled, e->dest->index)
	    && !bitmap_bit_p (s->sealed, e->dest->index)
	    && preds_filled_p (s, e->dest))
	  seal_block (s, e->dest);
    }
  for (basic_block bb : order)
    if (!bitmap_bit_p (s->sealed, bb->index))
      seal_block (s, bb);
}

/* Remove the PHIs S created that turned out to merge one value only, until
   none is left (removing one can make others trivial).  */

static void
remove_trivial_phis (local_ssa *s)
{
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (gphi *phi : s->phis)
	if (!s->forward->get (gimple_phi_result (phi))
	    && remove_trivial_phi (s, phi) != gimple_phi_result (phi))
	  changed = true;
    }
}

/* The virtual operand that reaches BB, outside S's blocks, from them:
   that of the edge leaving them that single predecessors lead up to
   (rare exits' blocks, say), or SINGLE if there is none, the one every
   edge leaving them has (NULL_TREE if they differ).  */

static tree
leaving_value (local_ssa *s, basic_block bb, tree single)
{
  for (unsigned n = 0; n < 64 && single_pred_p (bb); n++)
    {
      edge e = single_pred_edge (bb);
      if (bitmap_bit_p (s->blocks, e->src->index))
	return read_symbol (s, gimple_vop (s->fun), e->src);
      bb = e->src;
    }
  return single;
}

/* Whether S's blocks, which defined no virtual operand before the stage
   (OLD is empty), leave another memory state than the one entering them:
   the stage added stores (to the buffers of per-lane calls, say).  The
   statements after the blocks then use the virtual operand that entered
   them, as do those before them, and only a renaming of the whole
   function can tell them apart.  */

static bool
stores_added_p (local_ssa *s, hash_set<tree> *old)
{
  if (!old->is_empty ())
    return false;
  bitmap_iterator bi;
  unsigned i;
  EXECUTE_IF_SET_IN_BITMAP (s->blocks, 0, i, bi)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, BASIC_BLOCK_FOR_FN (s->fun, i)->succs)
	if (!bitmap_bit_p (s->blocks, e->dest->index)
	    && read_symbol (s, gimple_vop (s->fun), e->src) != s->vop_in)
	  return true;
    }
  return false;
}

/* Replace, in the statements USERS outside S's blocks, the virtual
   operands OLD the blocks defined by those leaving them.  Returns false
   if a use cannot tell which of several.  */

static bool
rename_outside_users (local_ssa *s, hash_set<tree> *old,
		      const vec<gimple *> &users)
{
  tree vop = gimple_vop (s->fun);
  tree single = NULL_TREE;
  bool several = false;
  bitmap_iterator bi;
  unsigned i;
  EXECUTE_IF_SET_IN_BITMAP (s->blocks, 0, i, bi)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, BASIC_BLOCK_FOR_FN (s->fun, i)->succs)
	if (!bitmap_bit_p (s->blocks, e->dest->index))
	  {
	    tree v = read_symbol (s, vop, e->src);
	    several |= single && v != single;
	    single = v;
	  }
    }
  if (several)
    single = NULL_TREE;
  for (gimple *u : users)
    if (!gimple_bb (u) || bitmap_bit_p (s->blocks, gimple_bb (u)->index))
      continue;
    else if (gphi *phi = dyn_cast <gphi *> (u))
      for (unsigned j = 0; j < gimple_phi_num_args (phi); j++)
	{
	  if (!old->contains (gimple_phi_arg_def (phi, j)))
	    continue;
	  edge e = gimple_phi_arg_edge (phi, j);
	  tree v = bitmap_bit_p (s->blocks, e->src->index)
		   ? read_symbol (s, vop, e->src)
		   : leaving_value (s, e->src, single);
	  if (!v)
	    return false;
	  SET_USE (gimple_phi_arg_imm_use_ptr (phi, j), v);
	}
    else if (gimple_vuse (u) && old->contains (gimple_vuse (u)))
      {
	tree v = leaving_value (s, gimple_bb (u), single);
	if (!v)
	  return false;
	SET_USE (gimple_vuse_op (u), v);
      }
  return true;
}

/* Release the names of removed PHIs and the old virtual operands OLD left
   without definition or use.  */

static void
release_dead_names (local_ssa *s, hash_set<tree> *old)
{
  auto_vec<tree> dead;
  for (auto it = s->forward->begin (); it != s->forward->end (); ++it)
    dead.safe_push ((*it).first);
  /* A stage may have released some already (and a new name may reuse
     one).  */
  for (auto it = old->begin (); it != old->end (); ++it)
    if (!SSA_NAME_IN_FREE_LIST (*it) && virtual_operand_p (*it)
	&& SSA_NAME_DEF_STMT (*it) && !gimple_bb (SSA_NAME_DEF_STMT (*it))
	&& has_zero_uses (*it) && !s->forward->get (*it))
      dead.safe_push (*it);
  for (tree name : dead)
    if (!SSA_NAME_IN_FREE_LIST (name) && has_zero_uses (name))
      release_ssa_name_fn (s->fun, name);
}

/* Finish the renaming SCOPE began, after the stage: put the bare symbols
   of BLOCKS (the scope's blocks as the stage left them: split, or some
   removed) into SSA form and rename the virtual operand in them, the
   blocks entered by ENTRY alone; statements the scope's start found
   outside the blocks and that are in BLOCKS now are renamed with them.
   Where that cannot be done, GCC's update_ssa renames the whole
   function.  Returns whether the renaming stayed within the blocks.  */

bool
rename_scope_finish (rename_scope *scope, function *fun,
		     const vec<basic_block> &blocks, edge entry)
{
  /* The stage may have split blocks, or removed some.  */
  bitmap_clear (scope->blocks);
  for (basic_block bb : blocks)
    bitmap_set_bit (scope->blocks, bb->index);
  local_ssa s;
  s.fun = fun;
  s.blocks = scope->blocks;
  s.entry = entry;
  s.vop_in = NULL_TREE;
  const char *why = NULL;
  if (scope->pending)
    why = "an update was pending before the stage";
  else if (!renamable_p (&s))
    why = "the blocks have another way in";
  bool local = !why;
  if (local)
    {
      gphi *hphi = get_virtual_phi (entry->dest);
      s.vop_in = hphi ? PHI_ARG_DEF_FROM_EDGE (hphi, entry)
		      : vop_at_end (&s, entry->src);
      local = s.vop_in != NULL_TREE;
      if (!local)
	why = "the virtual operand entering is unknown";
    }
  if (local)
    {
      hash_map<int_hash<unsigned HOST_WIDE_INT, 0, 1>, tree> current;
      hash_map<tree, tree> forward;
      auto_bitmap filled, sealed;
      s.current = &current;
      s.forward = &forward;
      s.filled = filled;
      s.sealed = sealed;
      s.incomplete.create (0);
      s.phis.create (0);
      rename_blocks (&s);
      remove_trivial_phis (&s);
      if (stores_added_p (&s, scope->old_vops))
	{
	  local = false;
	  why = "the blocks store where they did not";
	}
      else
	{
	  local = rename_outside_users (&s, scope->old_vops, scope->users);
	  if (!local)
	    why = "a use after the blocks has several virtual operands to "
		  "take";
	}
      /* Reading the values leaving the blocks may have placed PHIs that
	 another of them made trivial only later (a loop without stores
	 whose header PHI waits on the PHI of a join in it).  */
      remove_trivial_phis (&s);
      if (local)
	release_dead_names (&s, scope->old_vops);
      s.incomplete.release ();
      s.phis.release ();
    }
  if (local)
    {
      fun->gimple_df->ssa_renaming_needed = 0;
      fun->gimple_df->rename_vops = 0;
    }
  else
    {
      mark_virtual_operands_for_renaming (fun);
      update_ssa (TODO_update_ssa);
    }
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, ";; rename: %s%s%s\n",
	     local ? "within the loop" : "whole function",
	     local ? "" : ": ", local ? "" : why);
  if (local && lockstep_opts.verify && !need_ssa_update_p (fun))
    verify_renamed_function (fun);
  rename_scope_discard (scope);
  return local;
}

/* BB gained predecessors (edges made or redirected to it) that may bring
   other virtual operands than those it had: give it the virtual PHI that
   merges them, or the arguments its PHI lacks, and make the uses BB
   dominates of OLD, the virtual operand BB started with before, use the
   PHI.  Dominators must be up to date.  Returns false
   (nothing changed) if the virtual operand at the end of a predecessor
   cannot be told; the caller then leaves the virtual operand to GCC's
   update_ssa.  */

bool
join_virtual_operands (basic_block bb, tree old)
{
  local_ssa s;
  s.fun = cfun;
  auto_vec<tree> vals;
  edge e;
  edge_iterator ei;
  gphi *phi = get_virtual_phi (bb);
  FOR_EACH_EDGE (e, ei, bb->preds)
    {
      tree v = phi && PHI_ARG_DEF_FROM_EDGE (phi, e)
	       ? PHI_ARG_DEF_FROM_EDGE (phi, e) : vop_at_end (&s, e->src);
      if (!v)
	return false;
      vals.safe_push (v);
    }
  if (phi)
    {
      FOR_EACH_EDGE (e, ei, bb->preds)
	if (!PHI_ARG_DEF_FROM_EDGE (phi, e))
	  add_phi_arg (phi, vals[ei.index], e, UNKNOWN_LOCATION);
      return true;
    }
  unsigned i;
  tree v;
  bool same = true;
  FOR_EACH_VEC_ELT (vals, i, v)
    same &= v == old;
  if (same)
    return true;
  if (!old || TREE_CODE (old) != SSA_NAME)
    return false;
  phi = create_phi_node (make_ssa_name (gimple_vop (cfun)), bb);
  tree res = gimple_phi_result (phi);
  imm_use_iterator it;
  gimple *use_stmt;
  use_operand_p use_p;
  FOR_EACH_IMM_USE_STMT (use_stmt, it, old)
    {
      if (use_stmt == phi)
	continue;
      FOR_EACH_IMM_USE_ON_STMT (use_p, it)
	{
	  basic_block ub = gimple_bb (use_stmt);
	  if (gphi *up = dyn_cast <gphi *> (use_stmt))
	    ub = gimple_phi_arg_edge (up, PHI_ARG_INDEX_FROM_USE (use_p))->src;
	  if (ub == bb || dominated_by_p (CDI_DOMINATORS, ub, bb))
	    SET_USE (use_p, res);
	}
    }
  FOR_EACH_EDGE (e, ei, bb->preds)
    add_phi_arg (phi, vals[ei.index], e, UNKNOWN_LOCATION);
  return true;
}

/* Report a broken chain of virtual operands at STMT (or the PHIs of BB):
   WHAT is wrong.  */

static void
chain_error (gimple *stmt, basic_block bb, const char *what)
{
  if (stmt)
    print_gimple_stmt (stderr, stmt, 0, TDF_VOPS);
  internal_error ("lockstep: virtual operands in block %d: %s", bb->index,
		  what);
}

/* Option verify: check that FUN's virtual operands form one chain in
   the order the statements run: each block starts with its virtual PHI
   or with the virtual operand all its predecessors end with, and each
   statement uses the last one defined before it.  verify_ssa checks only
   that definitions dominate uses.  */

static void
verify_virtual_chain (function *fun)
{
  tree vop = gimple_vop (fun);
  tree entry = ssa_default_def (fun, vop);
  int *rpo = XNEWVEC (int, n_basic_blocks_for_fn (fun));
  int n = pre_and_rev_post_order_compute_fn (fun, NULL, rpo, false);
  hash_map<int_hash<int, -1, -2>, tree> in, out;
  for (int i = 0; i < n; i++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[i]);
      tree cur = NULL_TREE;
      if (gphi *phi = get_virtual_phi (bb))
	cur = gimple_phi_result (phi);
      else
	{
	  edge e;
	  edge_iterator ei;
	  FOR_EACH_EDGE (e, ei, bb->preds)
	    if (e->src == ENTRY_BLOCK_PTR_FOR_FN (fun))
	      cur = entry;
	    else if (tree *v = out.get (e->src->index))
	      cur = *v;
	}
      if (cur)
	in.put (bb->index, cur);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *stmt = gsi_stmt (gsi);
	  if (gimple_vuse (stmt) && cur && gimple_vuse (stmt) != cur)
	    chain_error (stmt, bb, "a statement does not use the last "
			 "definition");
	  if (gimple_vuse (stmt) && !cur)
	    cur = gimple_vuse (stmt);
	  if (gimple_vdef (stmt))
	    cur = gimple_vdef (stmt);
	}
      if (cur)
	out.put (bb->index, cur);
    }
  for (int i = 0; i < n; i++)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (fun, rpo[i]);
      gphi *phi = get_virtual_phi (bb);
      tree *v = in.get (bb->index);
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
	{
	  tree *o = e->src == ENTRY_BLOCK_PTR_FOR_FN (fun) ? &entry
		    : out.get (e->src->index);
	  tree want = phi ? PHI_ARG_DEF_FROM_EDGE (phi, e) : v ? *v : NULL;
	  if (o && *o && want && *o != want)
	    chain_error (phi, bb, "a predecessor ends with another virtual "
			 "operand");
	}
    }
  free (rpo);
}

/* Option verify: check that no bare symbol is left anywhere in FUN and
   that its SSA form is valid.  */

void
verify_renamed_function (function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	ssa_op_iter it;
	tree op;
	FOR_EACH_SSA_TREE_OPERAND (op, gsi_stmt (gsi), it, SSA_OP_ALL_OPERANDS)
	  if (bare_symbol_p (op))
	    {
	      print_gimple_stmt (stderr, gsi_stmt (gsi), 0, TDF_VOPS);
	      internal_error ("lockstep: a symbol was left out of SSA form");
	    }
      }
  verify_ssa (true, true);
  verify_virtual_chain (fun);
}

/* Free SCOPE: the stage failed and the loop is left; the function's
   pending renaming is left to GCC's update_ssa.  */

void
rename_scope_discard (rename_scope *scope)
{
  BITMAP_FREE (scope->blocks);
  delete scope->old_vops;
  scope->users.release ();
}

/* The blocks a stage working on LOOP renames: those of the loop (found
   from the CFG: the stages leave the loop tree to be fixed up), its
   preheader where that has a single predecessor, and the blocks its exits
   alone reach; into BLOCKS, and the edge that enters them into ENTRY.  */

void
rename_loop_blocks (class loop *loop, vec<basic_block> *blocks,
		    edge *entry)
{
  basic_block header = loop->header;
  *entry = loop_preheader_edge (loop);
  auto_bitmap in_loop;
  auto_vec<basic_block> stack;
  bitmap_set_bit (in_loop, header->index);
  blocks->safe_push (header);
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, header->preds)
    if (e != *entry && bitmap_set_bit (in_loop, e->src->index))
      stack.safe_push (e->src);
  while (!stack.is_empty ())
    {
      basic_block bb = stack.pop ();
      blocks->safe_push (bb);
      FOR_EACH_EDGE (e, ei, bb->preds)
	if (bitmap_set_bit (in_loop, e->src->index))
	  stack.safe_push (e->src);
    }
  unsigned nbody = blocks->length ();
  basic_block pre = (*entry)->src;
  if (single_pred_p (pre)
      && single_pred (pre) != ENTRY_BLOCK_PTR_FOR_FN (cfun))
    {
      blocks->safe_push (pre);
      *entry = single_pred_edge (pre);
    }
  for (unsigned i = 0; i < nbody; i++)
    FOR_EACH_EDGE (e, ei, (*blocks)[i]->succs)
      if (!bitmap_bit_p (in_loop, e->dest->index) && single_pred_p (e->dest)
	  && e->dest != EXIT_BLOCK_PTR_FOR_FN (cfun))
	blocks->safe_push (e->dest);
}
