/* Pictures of a loop's control flow as each stage leaves it (Graphviz).
   Copyright (C) 2026 The lockstep authors.

This file is part of lockstep.

lockstep is free software; you can redistribute it and/or modify it under
the terms of the GNU General Public License as published by the Free
Software Foundation; either version 3, or (at your option) any later
version.

lockstep is distributed in the hope that it will be useful, but WITHOUT
ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or
FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public License
for more details.

You should have received a copy of the GNU General Public License
along with lockstep; see the file COPYING.  If not see
<http://www.gnu.org/licenses/>.  */

/* With -fplugin-arg-lockstep-dump=graph, each stage that finishes on a
   loop writes the loop's blocks and edges to a Graphviz file next to the
   dump, DUMP.FUNCTION.loopN.STAGE.dot, where GCC's own graph dump of the
   pass is DUMP.dot.  The marks are those of the divergence analysis and
   of the later stages (the manual's "Pictures" section explains them):

   - a block ending in a divergent branch: a red outline, pink;
   - a join block (sync dependent on a divergent branch): blue;
   - a block under a varying predicate: dashed outline, with its
     predicate (once predicate.cc has made it an SSA name);
   - the header of a divergent inner loop: orange; of the vectorized loop:
     double outline;
   - an exit of a divergent inner loop: a thick red edge; a back edge:
     dashed.

   Each block shows its first statements, up to GRAPH_MAX_STMTS.  */

#include "lockstep-gcc.h"
#include "region.h"

/* Statements shown per block.  */
static const unsigned GRAPH_MAX_STMTS = 8;
/* Characters shown per statement.  */
static const unsigned GRAPH_MAX_CHARS = 60;

/* Append TEXT to PP escaped for a Graphviz string in a record-less label,
   cut after MAX characters.  */

static void
graph_escape (pretty_printer *pp, const char *text, unsigned max)
{
  unsigned n = 0;
  for (const char *p = text; *p && n < max; p++, n++)
    switch (*p)
      {
      case '"':
      case '\\':
	pp_character (pp, '\\');
	pp_character (pp, *p);
	break;
      case '\n':
	pp_character (pp, ' ');
	break;
      default:
	pp_character (pp, *p);
	break;
      }
  if (strlen (text) > max)
    pp_string (pp, "...");
}

/* The label of block BB of R: its number, predicate and first
   statements, each line left-justified.  */

static void
graph_block_label (region *r, basic_block bb, pretty_printer *pp)
{
  pp_printf (pp, "bb %d", bb->index);
  if (bb == r->loop->header)
    pp_string (pp, " (vector loop header)");
  else if (bb->loop_father != r->loop && bb == bb->loop_father->header)
    pp_printf (pp, " (loop %d header)", bb->loop_father->num);
  pp_string (pp, "\\l");
  if (r->block_pred.exists () && (unsigned) bb->index < r->block_pred.length ()
      && r->block_pred[bb->index])
    {
      char *p = print_generic_expr_to_str (r->block_pred[bb->index]);
      pp_string (pp, "predicate: ");
      graph_escape (pp, p, GRAPH_MAX_CHARS);
      pp_string (pp, "\\l");
      free (p);
    }
  unsigned n = 0;
  for (gimple_stmt_iterator gsi = gsi_start_nondebug_bb (bb); !gsi_end_p (gsi);
       gsi_next_nondebug (&gsi))
    {
      if (++n > GRAPH_MAX_STMTS)
	{
	  pp_string (pp, "...\\l");
	  break;
	}
      pretty_printer sp;
      pp_gimple_stmt_1 (&sp, gsi_stmt (gsi), 0, TDF_SLIM);
      graph_escape (pp, pp_formatted_text (&sp), GRAPH_MAX_CHARS);
      pp_string (pp, "\\l");
    }
}

/* Whether bitmap B of R, indexed by bb->index, holds BB.  */

static bool
graph_mark_p (bitmap b, basic_block bb)
{
  return b && bitmap_bit_p (b, bb->index);
}

/* Write block BB of R as a node to PP.  */

static void
graph_block (region *r, basic_block bb, pretty_printer *pp)
{
  const char *fill = "white";
  bool divergent = graph_mark_p (r->divergent_blocks, bb);
  if (divergent)
    fill = "#f4cccc";
  if (graph_mark_p (r->join_blocks, bb))
    fill = "#cfe2f3";
  if (bb->loop_father != r->loop && bb == bb->loop_father->header
      && bitmap_bit_p (r->divergent_loops, bb->loop_father->num))
    fill = "#fce5cd";
  pp_printf (pp, "  bb%d [label=\"", bb->index);
  graph_block_label (r, bb, pp);
  pp_printf (pp, "\", fillcolor=\"%s\"", fill);
  if (graph_mark_p (r->varying_pred_blocks, bb))
    pp_string (pp, ", style=\"filled,dashed\"");
  if (divergent)
    pp_string (pp, ", color=\"#cc0000\", penwidth=2");
  if (bb == r->loop->header)
    pp_string (pp, ", peripheries=2");
  pp_string (pp, "];\n");
}

/* Write edge E of R's loop as an edge to PP.  */

static void
graph_edge (region *r, edge e, pretty_printer *pp)
{
  class loop *from = e->src->loop_father;
  bool back = from->header == e->dest && from->latch == e->src;
  bool div_exit = (from != r->loop
		   && bitmap_bit_p (r->divergent_loops, from->num)
		   && !flow_bb_inside_loop_p (from, e->dest));
  bool out = !flow_bb_inside_loop_p (r->loop, e->dest);
  pp_printf (pp, "  bb%d -> %s%d [", e->src->index, out ? "out" : "bb",
	     e->dest->index);
  if (e->flags & EDGE_TRUE_VALUE)
    pp_string (pp, "label=\"T\", ");
  else if (e->flags & EDGE_FALSE_VALUE)
    pp_string (pp, "label=\"F\", ");
  if (div_exit)
    pp_string (pp, "color=\"#cc0000\", penwidth=2.5, ");
  if (back)
    pp_string (pp, "style=dashed, ");
  pp_string (pp, "];\n");
}

/* Write R's loop, as stage STAGE left it, to its Graphviz file, when the
   dump has the graph flag.  */

void
graph_write_region (region *r, const char *stage)
{
  if (!dump_file || !(dump_flags & TDF_GRAPH) || !dump_file_name
      || !r->loop || !r->loop->header)
    return;
  const char *fn = function_name (r->fun);
  char *name = xasprintf ("%s.%s.loop%d.%s.dot", dump_file_name, fn,
			  r->loop->num, stage);
  FILE *f = fopen (name, "w");
  if (!f)
    {
      fprintf (dump_file, ";; graph: cannot write %s\n", name);
      free (name);
      return;
    }
  pretty_printer pp;
  pp_printf (&pp, "digraph \"%s loop %d %s\" {\n", fn, r->loop->num, stage);
  pp_printf (&pp, "  label=\"%s, loop %d, after stage %s\";\n"
	     "  labelloc=t;\n"
	     "  node [shape=box, style=filled, fontname=\"monospace\", "
	     "fontsize=10];\n", fn, r->loop->num, stage);
  auto_vec<basic_block> body;
  region_loop_rpo (r->loop, &body);
  unsigned n = body.length ();
  for (unsigned i = 0; i < n; i++)
    graph_block (r, body[i], &pp);
  hash_set<int_hash <int, -1, -2> > outside;
  for (unsigned i = 0; i < n; i++)
    {
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, body[i]->succs)
	{
	  graph_edge (r, e, &pp);
	  if (!flow_bb_inside_loop_p (r->loop, e->dest)
	      && !outside.add (e->dest->index))
	    pp_printf (&pp, "  out%d [label=\"bb %d (after the loop)\", "
		       "shape=plaintext, style=\"\"];\n", e->dest->index,
		       e->dest->index);
	}
    }
  pp_string (&pp, "}\n");
  fputs (pp_formatted_text (&pp), f);
  fclose (f);
  fprintf (dump_file, ";; graph: wrote %s\n", name);
  free (name);
}
