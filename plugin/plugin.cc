/* Plugin entry: version check, options, help text, pass registration.
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

#include "lockstep-gcc.h"
#include "region.h"

int plugin_is_GPL_compatible;

/* The options in effect, set from -fplugin-arg-lockstep-NAME[=VALUE].  */
struct lockstep_options lockstep_opts;

static const char lockstep_help[] =
  "lockstep vectorizes '#pragma omp simd' loops with divergent control flow.\n"
  "Options (-fplugin-arg-lockstep-NAME[=VALUE]):\n"
  "  vf=N            force vector factor N (a power of two, at most the\n"
  "                  loop's safelen)\n"
  "  disable         load the plugin but vectorize nothing\n"
  "  strict-fp       masked-off lanes get safe floating-point operands, so no\n"
  "                  exception flag is raised that the scalar loop would not\n"
  "                  raise\n"
  "  boscc=on|off|auto  all-false skip branches around linearized regions\n"
  "                  (default auto)\n"
  "  veclib=none|glibc|sleef  vector math library for math calls\n"
  "                  (default glibc: whatever the headers declare)\n"
  "  width=auto|preferred|widest  vector registers: the target's preferred\n"
  "                  ones, its widest ones, or the widest ones for loops\n"
  "                  with inner loops or much arithmetic (default auto)\n"
  "  analyze=all     analyze every loop as if it were an omp simd loop and\n"
  "                  write the analysis to the dump; vectorize nothing\n"
  "  dump[=FLAGS]    write the lockstep dump, as -fdump-tree-lockstep[-FLAGS]\n"
  "                  would (GCC 12 rejects -fdump-tree-NAME for plugin passes\n"
  "                  before plugins load; -fdump-tree-all also works)\n";

static struct plugin_info lockstep_info = { "0.1", lockstep_help };

/* The dump flags requested with dump[=FLAGS], or NULL.  */
static char *dump_request;

/* Parse the unsigned decimal VALUE of option NAME into *OUT; report an
   error and return false when it is not a number.  */

static bool
parse_unsigned (const char *name, const char *value, unsigned *out)
{
  if (!value || !*value)
    {
      error ("lockstep: option %qs needs a value", name);
      return false;
    }
  char *end;
  errno = 0;
  unsigned long v = strtoul (value, &end, 10);
  if (*end || errno || v > 1u << 16 || !ISDIGIT (value[0]))
    {
      error ("lockstep: bad value %qs for option %qs", value, name);
      return false;
    }
  *out = v;
  return true;
}

/* Parse the plugin arguments ARGS[0..ARGC-1] into lockstep_opts.  Unknown
   names and bad values are errors.  Return false if any was found.  */

static bool
parse_options (int argc, struct plugin_argument *args)
{
  bool ok = true;
  lockstep_opts.vf = 0;
  lockstep_opts.disable = false;
  lockstep_opts.strict_fp = false;
  lockstep_opts.boscc = LOCKSTEP_BOSCC_AUTO;
  lockstep_opts.veclib = LOCKSTEP_VECLIB_GLIBC;
  lockstep_opts.width = LOCKSTEP_WIDTH_AUTO;
  lockstep_opts.analyze_all = false;
  for (int i = 0; i < argc; i++)
    {
      const char *key = args[i].key;
      const char *value = args[i].value;
      if (!strcmp (key, "vf"))
	{
	  unsigned vf;
	  if (!parse_unsigned (key, value, &vf))
	    ok = false;
	  else if (vf < 2 || !pow2p_hwi (vf))
	    {
	      error ("lockstep: vector factor %qs is not a power of two "
		     "greater than 1", value);
	      ok = false;
	    }
	  else
	    lockstep_opts.vf = vf;
	}
      else if (!strcmp (key, "disable") || !strcmp (key, "strict-fp"))
	{
	  if (value)
	    {
	      error ("lockstep: option %qs takes no value", key);
	      ok = false;
	    }
	  else if (key[0] == 'd')
	    lockstep_opts.disable = true;
	  else
	    lockstep_opts.strict_fp = true;
	}
      else if (!strcmp (key, "boscc"))
	{
	  if (value && !strcmp (value, "on"))
	    lockstep_opts.boscc = LOCKSTEP_BOSCC_ON;
	  else if (value && !strcmp (value, "off"))
	    lockstep_opts.boscc = LOCKSTEP_BOSCC_OFF;
	  else if (value && !strcmp (value, "auto"))
	    lockstep_opts.boscc = LOCKSTEP_BOSCC_AUTO;
	  else
	    {
	      error ("lockstep: bad value %qs for option %qs (expected "
		     "on, off or auto)", value ? value : "", key);
	      ok = false;
	    }
	}
      else if (!strcmp (key, "analyze"))
	{
	  if (value && !strcmp (value, "all"))
	    lockstep_opts.analyze_all = true;
	  else
	    {
	      error ("lockstep: bad value %qs for option %qs (expected all)",
		     value ? value : "", key);
	      ok = false;
	    }
	}
      else if (!strcmp (key, "dump"))
	{
	  free (dump_request);
	  dump_request = xstrdup (value ? value : "");
	}
      else if (!strcmp (key, "veclib"))
	{
	  if (value && !strcmp (value, "none"))
	    lockstep_opts.veclib = LOCKSTEP_VECLIB_NONE;
	  else if (value && !strcmp (value, "glibc"))
	    lockstep_opts.veclib = LOCKSTEP_VECLIB_GLIBC;
	  else if (value && !strcmp (value, "sleef"))
	    lockstep_opts.veclib = LOCKSTEP_VECLIB_SLEEF;
	  else
	    {
	      error ("lockstep: bad value %qs for option %qs (expected "
		     "none, glibc or sleef)", value ? value : "", key);
	      ok = false;
	    }
	}
      else if (!strcmp (key, "width"))
	{
	  if (value && !strcmp (value, "auto"))
	    lockstep_opts.width = LOCKSTEP_WIDTH_AUTO;
	  else if (value && !strcmp (value, "preferred"))
	    lockstep_opts.width = LOCKSTEP_WIDTH_PREFERRED;
	  else if (value && !strcmp (value, "widest"))
	    lockstep_opts.width = LOCKSTEP_WIDTH_WIDEST;
	  else
	    {
	      error ("lockstep: bad value %qs for option %qs (expected "
		     "auto, preferred or widest)", value ? value : "", key);
	      ok = false;
	    }
	}
      else
	{
	  error ("lockstep: unknown option %<-fplugin-arg-lockstep-%s%>; "
		 "valid options are vf=N, disable, strict-fp, boscc=, veclib=, "
		 "width=, analyze=all, dump",
		 key);
	  ok = false;
	}
    }
  return ok;
}

/* Called by GCC when the plugin is loaded.  Check that the compiler is the
   one the plugin was built for, read the options and register the pass.  */

int
plugin_init (struct plugin_name_args *plugin_info,
	     struct plugin_gcc_version *version)
{
  struct plugin_gcc_version built_for = gcc_version;
  /* On an error the plugin registers nothing and returns success: GCC
     then stops with our one error line rather than adding its own "failed
     to initialize plugin".  */
  if (!plugin_default_version_check (version, &built_for))
    {
      error ("lockstep: this plugin was built for GCC %s (%s), it cannot be "
	     "loaded into GCC %s (%s); rebuild lockstep with this compiler",
	     built_for.basever, built_for.datestamp,
	     version ? version->basever : "?",
	     version ? version->datestamp : "?");
      return 0;
    }

  register_callback (plugin_info->base_name, PLUGIN_INFO, NULL,
		     &lockstep_info);

  if (!parse_options (plugin_info->argc, plugin_info->argv))
    return 0;

  struct register_pass_info pass_info;
  pass_info.pass = make_pass_lockstep (g);
  pass_info.reference_pass_name = "ifcvt";
  pass_info.ref_pass_instance_number = 1;
  pass_info.pos_op = PASS_POS_INSERT_BEFORE;
  register_callback (plugin_info->base_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
		     &pass_info);
  register_callback (plugin_info->base_name, PLUGIN_PRE_GENERICIZE,
		     note_scalar_simd_loops, NULL);

  /* The pass and its dump file exist now: enable the requested dump.  */
  if (dump_request)
    {
      char *sw = concat ("tree-lockstep", *dump_request ? "-" : "",
			 dump_request, NULL);
      g->get_dumps ()->dump_switch_p (sw);
      free (sw);
    }
  return 0;
}
