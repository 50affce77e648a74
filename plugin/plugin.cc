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
#include "diagnostic.h"
#include "region.h"

int plugin_is_GPL_compatible;

/* The options in effect, set from -fplugin-arg-lockstep-NAME[=VALUE].  */
struct lockstep_options lockstep_opts;

/* lockstep_help, lockstep_option_descs and lockstep_option_names,
   generated from the manual's options table (doc/options.texi).  */
#include "options-help.h"

static struct plugin_info lockstep_info = { "0.1", lockstep_help };

/* The dump flags requested with dump[=FLAGS], or NULL.  */
static char *dump_request;

/* Parse the unsigned decimal VALUE of option NAME into *OUT; report an
   error and return false when it is not a number.  */

static bool
parse_unsigned (const char *name, const char *value, unsigned *out)
{
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

/* The index in lockstep_option_descs of the option named KEY, or -1.  */

static int
find_option (const char *key)
{
  for (int i = 0; lockstep_option_descs[i].name; i++)
    if (!strcmp (lockstep_option_descs[i].name, key))
      return i;
  return -1;
}

/* The position of VALUE among the '|'-separated VALUES (0 for the first),
   or -1.  */

static int
enum_value_index (const char *values, const char *value)
{
  size_t len = strlen (value);
  int index = 0;
  for (const char *p = values; ; index++)
    {
      const char *bar = strchr (p, '|');
      size_t n = bar ? (size_t) (bar - p) : strlen (p);
      if (n == len && !strncmp (p, value, len))
	return index;
      if (!bar)
	return -1;
      p = bar + 1;
    }
}

/* Whether the dump flags FLAGS, as -fdump-tree-lockstep-FLAGS takes them,
   are all known to GCC.  parse_dump_option warns about an unknown flag;
   that warning is silenced here, as the caller reports an error.  */

static bool
dump_flags_valid_p (const char *flags)
{
  bool save = global_dc->dc_inhibit_warnings;
  global_dc->dc_inhibit_warnings = true;
  bool bad = lockstep_dump_flags_error_p (flags);
  global_dc->dc_inhibit_warnings = save;
  return !bad;
}

/* Check the value VALUE (NULL when none was given) of the option DESC
   against the options table; report an error and return false if it does
   not fit.  */

static bool
check_option_value (const struct lockstep_option_desc *desc,
		    const char *value)
{
  switch (desc->value)
    {
    case LOCKSTEP_OPTION_NO_VALUE:
      if (value)
	{
	  error ("lockstep: option %qs takes no value", desc->name);
	  return false;
	}
      return true;
    case LOCKSTEP_OPTION_OPTIONAL_VALUE:
      return true;
    case LOCKSTEP_OPTION_ANY_VALUE:
      if (!value || !*value)
	{
	  error ("lockstep: option %qs needs a value", desc->name);
	  return false;
	}
      return true;
    case LOCKSTEP_OPTION_ENUM_VALUE:
      if (!value || enum_value_index (desc->values, value) < 0)
	{
	  error ("lockstep: bad value %qs for option %qs (expected %s)",
		 value ? value : "", desc->name, desc->expected);
	  return false;
	}
      return true;
    }
  gcc_unreachable ();
}

/* Set the option KEY, found in the table, to VALUE (checked against the
   table's values); set *HELP for the help option.  Returns false if the
   value is not one the option takes.  */

static bool
set_option (const char *key, const char *value, bool *help)
{
  if (!strcmp (key, "vf"))
    {
      unsigned vf;
      if (!parse_unsigned (key, value, &vf))
	return false;
      else if (vf < 2 || !pow2p_hwi (vf) || vf > LOCKSTEP_MAX_VF)
	{
	  error ("lockstep: vector factor %qs is not a power of two "
		 "from 2 to %u", value, LOCKSTEP_MAX_VF);
	  return false;
	}
      else
	lockstep_opts.vf = vf;
    }
  else if (!strcmp (key, "disable"))
    lockstep_opts.disable = true;
  else if (!strcmp (key, "profile"))
    lockstep_opts.profile = true;
  else if (!strcmp (key, "verify"))
    lockstep_opts.verify = true;
  else if (!strcmp (key, "strict-fp"))
    lockstep_opts.strict_fp = true;
  else if (!strcmp (key, "help"))
    *help = true;
  else if (!strcmp (key, "boscc"))
    {
      if (!strcmp (value, "on"))
	lockstep_opts.boscc = LOCKSTEP_BOSCC_ON;
      else if (!strcmp (value, "off"))
	lockstep_opts.boscc = LOCKSTEP_BOSCC_OFF;
      else
	lockstep_opts.boscc = LOCKSTEP_BOSCC_AUTO;
    }
  else if (!strcmp (key, "analyze"))
    lockstep_opts.analyze_all = true;
  else if (!strcmp (key, "stop-after"))
    {
      static const char *const stages[] = {
	"prepare", "analyze", "strip-mine", "divergent-loops", "linearize",
	"widen" };
      for (unsigned s = 0; s < ARRAY_SIZE (stages); s++)
	if (!strcmp (value, stages[s]))
	  lockstep_opts.stop_after = (enum lockstep_stage) (s + 1);
    }
  else if (!strcmp (key, "dump"))
    {
      if (value && !dump_flags_valid_p (value))
	{
	  error ("lockstep: bad value %qs for option %qs (expected dump "
		 "flags such as %<details%>, as %<-fdump-tree-%> takes "
		 "them)", value, key);
	  return false;
	}
      else
	dump_request = xstrdup (value ? value : "");
    }
  else if (!strcmp (key, "veclib"))
    {
      if (!strcmp (value, "none"))
	lockstep_opts.veclib = LOCKSTEP_VECLIB_NONE;
      else if (!strcmp (value, "glibc"))
	lockstep_opts.veclib = LOCKSTEP_VECLIB_GLIBC;
      else
	lockstep_opts.veclib = LOCKSTEP_VECLIB_SLEEF;
    }
  else if (!strcmp (key, "cost"))
    lockstep_opts.cost_unlimited = !strcmp (value, "unlimited");
  else if (!strcmp (key, "interleave"))
    lockstep_opts.interleave = (!strcmp (value, "off")
				? LOCKSTEP_INTERLEAVE_OFF
				: LOCKSTEP_INTERLEAVE_AUTO);
  else if (!strcmp (key, "width"))
    {
      if (!strcmp (value, "auto"))
	lockstep_opts.width = LOCKSTEP_WIDTH_AUTO;
      else if (!strcmp (value, "preferred"))
	lockstep_opts.width = LOCKSTEP_WIDTH_PREFERRED;
      else
	lockstep_opts.width = LOCKSTEP_WIDTH_WIDEST;
    }
  else
    /* An option of the manual's table that the plugin does not
       implement: the testsuite's options.exp catches it.  */
    internal_error ("lockstep: option %qs is documented but not "
		    "implemented", key);
  return true;
}

/* Parse the plugin arguments ARGS[0..ARGC-1] into lockstep_opts.  Unknown
   names, bad values and options given twice are errors.  Set *HELP when
   the help option is given.  Return false if any error was found.  */

static bool
parse_options (int argc, struct plugin_argument *args, bool *help)
{
  bool ok = true;
  bool seen[ARRAY_SIZE (lockstep_option_descs)] = { false };
  lockstep_opts.vf = 0;
  lockstep_opts.disable = false;
  lockstep_opts.strict_fp = false;
  lockstep_opts.boscc = LOCKSTEP_BOSCC_AUTO;
  lockstep_opts.veclib = LOCKSTEP_VECLIB_GLIBC;
  lockstep_opts.width = LOCKSTEP_WIDTH_AUTO;
  lockstep_opts.interleave = LOCKSTEP_INTERLEAVE_AUTO;
  lockstep_opts.analyze_all = false;
  lockstep_opts.cost_unlimited = false;
  lockstep_opts.profile = false;
  lockstep_opts.verify = false;
  lockstep_opts.stop_after = LOCKSTEP_STAGE_NONE;
  *help = false;
  for (int i = 0; i < argc; i++)
    {
      const char *key = args[i].key;
      const char *value = args[i].value;
      int d = find_option (key);
      if (d < 0)
	{
	  error ("lockstep: unknown option %<-fplugin-arg-lockstep-%s%>; "
		 "valid options are %s (%<-fplugin-arg-lockstep-help%> "
		 "describes them)", key, lockstep_option_names);
	  ok = false;
	  continue;
	}
      if (seen[d])
	{
	  error ("lockstep: option %qs given twice", key);
	  ok = false;
	  continue;
	}
      seen[d] = true;
      const struct lockstep_option_desc *desc = &lockstep_option_descs[d];
      if (!check_option_value (desc, value))
	{
	  ok = false;
	  continue;
	}
      if (!set_option (key, value, help))
	ok = false;
    }
  return ok;
}

/* Register PASS of plugin NAME at POS of the first instance of GCC's pass
   REF.  */

static void
register_pass_at (const char *name, opt_pass *pass, const char *ref,
		  enum pass_positioning_ops pos)
{
  struct register_pass_info info;
  info.pass = pass;
  info.reference_pass_name = ref;
  info.ref_pass_instance_number = 1;
  info.pos_op = pos;
  register_callback (name, PLUGIN_PASS_MANAGER_SETUP, NULL, &info);
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

  bool help;
  if (!parse_options (plugin_info->argc, plugin_info->argv, &help))
    return 0;
  /* -fplugin-arg-lockstep-help: print the options and stop, as --help
     does.  */
  if (help)
    {
      fputs (lockstep_help, stdout);
      fflush (stdout);
      exit_after_options = true;
      return 0;
    }

  /* The pass before if-conversion and GCC's vectorizer, the unroll
     requests right after that vectorizer, the selects before isel.  */
  register_pass_at (plugin_info->base_name, make_pass_lockstep (g), "ifcvt",
		    PASS_POS_INSERT_BEFORE);
  register_pass_at (plugin_info->base_name, make_pass_lockstep_unroll (g),
		    "vect", PASS_POS_INSERT_AFTER);
  register_pass_at (plugin_info->base_name, make_pass_lockstep_selects (g),
		    "isel", PASS_POS_INSERT_BEFORE);
  register_callback (plugin_info->base_name, PLUGIN_PRE_GENERICIZE,
		     note_scalar_simd_loops, NULL);
  register_callback (plugin_info->base_name, PLUGIN_OVERRIDE_GATE,
		     override_gate, NULL);
  /* The profile's report is a static destructor of the unit.  */
  if (lockstep_opts.profile)
    register_callback (plugin_info->base_name, PLUGIN_FINISH_UNIT,
		       profile_finish_unit, NULL);

  /* The passes and their dump files exist now: enable the requested
     dump, of all three.  */
  if (dump_request)
    for (const char *name : { "tree-lockstep", "tree-unroll-lockstep",
			      "tree-selects-lockstep" })
      {
	char *sw = concat (name, *dump_request ? "-" : "", dump_request,
			   NULL);
	g->get_dumps ()->dump_switch_p (sw);
	free (sw);
      }
  return 0;
}
