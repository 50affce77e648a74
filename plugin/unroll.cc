/* Small loops unrolled twice by GCC's RTL unroller.
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

/* Clang interleaves small vector loops (two or four copies of the body
   per iteration); GCC at -O3 does not unroll them.  The copies' chains
   overlap and the loop control runs half as often.  lockstep asks GCC's
   RTL unroller (loop->unroll) to unroll small loops twice:

   - its own vector loops, marked when it vectorizes them (pass.cc);
   - the loops it leaves to GCC's vectorizer (cost.cc, left_to_gcc_p),
     once GCC vectorized them.  The mark must reach GCC's vector loop
     alone: GCC's vectorizer copies the loop for its epilogues and for
     alias versions, and loop->unroll with it, and GCC's complete
     unrolling no longer peels a marked epilogue.  lockstep records the
     number of such a loop; the pass below, right after GCC's vectorizer,
     marks the loop with that number (the vector loop: the copies have
     new numbers) if it holds vector statements.  */

#include "lockstep-gcc.h"
#include "region.h"

/* The most statements the loop body may have for its vector loop to be
   unrolled: about 2.5 times as many vector statements.  */
#define UNROLL_MAX_STMTS 40

/* The most loops of one function lockstep asks GCC to unroll.  GCC's RTL
   unroller's time grows with the number of loops it unrolls times the
   size of the function: with 100 and 200 small divergent loops in one
   function (-O3 -march=haswell), it took 1.7 and 17.6 s.  */
#define UNROLL_MAX_LOOPS 16

/* How many loops of the function whose DECL_UID is UNROLLED_UID - 1 (0:
   none) lockstep asked GCC to unroll, and the numbers of those it left
   to GCC's vectorizer.  A pointer to the function would not do: GCC may
   give a later function the memory of one it finished.  */
static unsigned n_unrolled;
static unsigned unrolled_uid;
static vec<int> left_loops;

/* Whether the requests recorded are FUN's.  */

static bool
unrolled_fun_p (function *fun)
{
  return unrolled_uid == DECL_UID (fun->decl) + 1;
}

/* Whether R's loop is to be unrolled twice by GCC's RTL unroller (see
   above).  Measured on small loops with linearized branches and strided
   accesses, lockstep's vector loop ran 10 to 35% faster with AVX2 and up
   to 4% with SSE2; on bench/, whose vector loops have inner loops or
   calls, nothing changed.  Only an innermost loop of at most
   UNROLL_MAX_STMTS statements without calls, which the user did not ask
   about (no unroll pragma, no explicit -fno-unroll-loops), optimized for
   speed.  Decided on the loop as it is before any change, when the loop
   tree is valid.  */

bool
unroll_loop_p (region *r)
{
  class loop *l = r->loop;
  if (l->inner || l->unroll || !r->rare_tests.is_empty ()
      || (global_options_set.x_flag_unroll_loops && !flag_unroll_loops)
      || optimize_loop_for_size_p (l))
    return false;
  unsigned n = 0;
  for (basic_block bb : r->body)
    for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (bb);
	 !gsi_end_p (gsi); gsi_next_nondebug (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	n++;
	if (is_gimple_call (stmt) && !gimple_call_internal_p (stmt))
	  return false;
      }
  if (dump_file)
    fprintf (dump_file, ";; unroll: the loop body has %u statements\n", n);
  if (n > UNROLL_MAX_STMTS)
    return false;
  if (unrolled_fun_p (r->fun) && n_unrolled >= UNROLL_MAX_LOOPS)
    {
      if (dump_file)
	fprintf (dump_file, ";; unroll: not, %u loops of this function are "
		 "to be unrolled already\n", n_unrolled);
      return false;
    }
  return true;
}

/* Ask GCC's RTL unroller to unroll R's loop twice (unroll_loop_p): now if
   lockstep vectorizes it, after GCC's vectorizer if R->LEFT_TO_GCC.  */

void
unroll_twice (region *r)
{
  if (!unrolled_fun_p (r->fun))
    {
      unrolled_uid = DECL_UID (r->fun->decl) + 1;
      n_unrolled = 0;
      left_loops.truncate (0);
    }
  n_unrolled++;
  if (r->left_to_gcc)
    {
      left_loops.safe_push (r->loop->num);
      if (dump_file)
	fprintf (dump_file, ";; unroll: loop %d is to be unrolled twice if "
		 "GCC's vectorizer vectorizes it\n", r->loop->num);
      return;
    }
  r->loop->unroll = 2;
  r->fun->has_unroll = true;
  if (dump_file)
    fprintf (dump_file, ";; unroll: the vector loop is to be unrolled "
	     "twice\n");
}

/* Whether LOOP holds a statement of a vector type.  */

static bool
vector_loop_p (class loop *loop)
{
  basic_block *bbs = get_loop_body (loop);
  bool found = false;
  for (unsigned i = 0; i < loop->num_nodes && !found; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]);
	 !gsi_end_p (gsi) && !found; gsi_next (&gsi))
      {
	tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	found = lhs && VECTOR_TYPE_P (TREE_TYPE (lhs));
      }
  free (bbs);
  return found;
}

static const pass_data pass_data_lockstep_unroll =
{
  GIMPLE_PASS,			/* type */
  "unroll-lockstep",		/* name */
  OPTGROUP_LOOP,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  (PROP_cfg | PROP_ssa),	/* properties_required */
  0,				/* properties_provided */
  0,				/* properties_destroyed */
  0,				/* todo_flags_start */
  0,				/* todo_flags_finish */
};

namespace {

/* After GCC's vectorizer: mark the vector loops GCC made of the loops
   lockstep left to it and recorded (unroll_twice).  */

class pass_lockstep_unroll : public gimple_opt_pass
{
public:
  pass_lockstep_unroll (gcc::context *ctxt)
    : gimple_opt_pass (pass_data_lockstep_unroll, ctxt)
  {}

  bool gate (function *fun) final override
  {
    return unrolled_fun_p (fun) && !left_loops.is_empty ();
  }

  unsigned int execute (function *fun) final override
  {
    for (int num : left_loops)
      {
	class loop *l = ((unsigned) num < number_of_loops (fun)
			 ? get_loop (fun, num) : NULL);
	if (!l || l->unroll || l->inner || !vector_loop_p (l))
	  {
	    if (dump_file)
	      fprintf (dump_file, ";; unroll: loop %d is not a vector loop "
		       "of its own\n", num);
	    continue;
	  }
	l->unroll = 2;
	fun->has_unroll = true;
	if (dump_file)
	  fprintf (dump_file, ";; unroll: loop %d, GCC's vector loop, is to "
		   "be unrolled twice\n", num);
      }
    left_loops.truncate (0);
    return 0;
  }
};

} // anon namespace

gimple_opt_pass *
make_pass_lockstep_unroll (gcc::context *ctxt)
{
  return new pass_lockstep_unroll (ctxt);
}
