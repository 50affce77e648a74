/* Option dump=graph: each stage writes the loop's control flow as a
   Graphviz file next to the dump, with the divergence analysis' marks:
   the divergent inner loop's header (orange) and exits (thick red edges),
   the divergent branch (red outline), its join (blue), the blocks under a
   varying predicate (dashed); after linearization, the block predicates.
   The program computes what the scalar loop does.  */
/* { dg-do run } */
/* { dg-options "-O2 -fdump-tree-lockstep-graph" } */

#include "body.h"

/* { dg-final { scan-tree-dump ";; graph: wrote \[^\n\]*\\.f\\.loop\[0-9\]+\\.prepare\\.dot" "lockstep" } } */
/* { dg-final { scan-tree-dump ";; graph: wrote \[^\n\]*\\.f\\.loop\[0-9\]+\\.analyze\\.dot" "lockstep" } } */
/* { dg-final { scan-tree-dump ";; graph: wrote \[^\n\]*\\.f\\.loop\[0-9\]+\\.strip-mine\\.dot" "lockstep" } } */
/* { dg-final { scan-tree-dump ";; graph: wrote \[^\n\]*\\.f\\.loop\[0-9\]+\\.divergent-loops\\.dot" "lockstep" } } */
/* { dg-final { scan-tree-dump ";; graph: wrote \[^\n\]*\\.f\\.loop\[0-9\]+\\.linearize\\.dot" "lockstep" } } */
/* { dg-final { scan-tree-dump ";; graph: wrote \[^\n\]*\\.f\\.loop\[0-9\]+\\.widen\\.dot" "lockstep" } } */
/* { dg-final { scan-tree-dump "digraph \"f loop \[0-9\]+ analyze\"" "lockstep.f.loop*.analyze.dot" } } */
/* { dg-final { scan-tree-dump "\\(loop \[0-9\]+ header\\)\[^\n\]*fillcolor=\"#fce5cd\"" "lockstep.f.loop*.analyze.dot" } } */
/* { dg-final { scan-tree-dump "color=\"#cc0000\", penwidth=2.5" "lockstep.f.loop*.analyze.dot" } } */
/* { dg-final { scan-tree-dump "fillcolor=\"#f4cccc\"\[^\n\]*color=\"#cc0000\", penwidth=2\[\],\]" "lockstep.f.loop*.analyze.dot" } } */
/* { dg-final { scan-tree-dump "fillcolor=\"#cfe2f3\"" "lockstep.f.loop*.analyze.dot" } } */
/* { dg-final { scan-tree-dump "style=\"filled,dashed\"" "lockstep.f.loop*.analyze.dot" } } */
/* { dg-final { scan-tree-dump "\\(vector loop header\\)\[^\n\]*peripheries=2" "lockstep.f.loop*.analyze.dot" } } */
/* { dg-final { scan-tree-dump "predicate: " "lockstep.f.loop*.linearize.dot" } } */
/* { dg-final { scan-tree-dump-not "predicate: " "lockstep.f.loop*.analyze.dot" } } */
