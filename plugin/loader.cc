/* The object GCC loads as lockstep.so: check the GCC version, then load the
   plugin proper.
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

/* GCC opens plugins with dlopen (RTLD_NOW), which binds every symbol an
   object refers to before its plugin_init runs.  The pass refers to
   internals of cc1 whose names change between GCC versions, so loaded into
   another GCC it would fail with the dynamic loader's "undefined symbol"
   before it could say what is wrong.  This object refers to no symbol of
   cc1: it compares the version GCC passes to plugin_init with the one it
   was built for, reports a mismatch in one line, and only on a match opens
   lockstep-core.so from its own directory and hands it plugin_init's
   arguments.  */

#include "gcc-plugin.h"
#include "plugin-version.h"
#include <dlfcn.h>

int plugin_is_GPL_compatible;

/* The plugin proper, next to this object.  */
static const char core_name[] = "lockstep-core.so";

/* Report the error MSG, one line, as GCC's error () does when cc1 has it
   under its usual name; otherwise print MSG on stderr.  Return the value
   plugin_init should return: 0 when GCC will stop because of the error,
   1 when only a failed plugin_init stops it.  */

static int
report (const char *msg)
{
  typedef void (*error_fn) (const char *, ...);
  error_fn cc1_error = (error_fn) dlsym (RTLD_DEFAULT, "_Z5errorPKcz");
  if (cc1_error)
    {
      cc1_error ("%s", msg);
      return 0;
    }
  fprintf (stderr, "error: %s\n", msg);
  return 1;
}

/* Whether the strings A and B are equal, either being possibly null.  */

static bool
same_string (const char *a, const char *b)
{
  if (!a || !b)
    return a == b;
  return strcmp (a, b) == 0;
}

/* Called by GCC when the plugin is loaded, with the plugin's arguments
   PLUGIN_INFO and GCC's VERSION.  Check VERSION against the GCC lockstep was
   built for, then load the plugin proper and return what its plugin_init
   returns.  */

int
plugin_init (struct plugin_name_args *plugin_info,
	     struct plugin_gcc_version *version)
{
  struct plugin_gcc_version built_for = gcc_version;
#ifdef LOCKSTEP_TEST_BUILT_FOR
  /* The testsuite's copy of the loader claims another compiler.  */
  built_for.basever = LOCKSTEP_TEST_BUILT_FOR;
#endif
  char path[4096];
  char msg[sizeof path + 512];
  if (!version
      || !same_string (version->basever, built_for.basever)
      || !same_string (version->datestamp, built_for.datestamp)
      || !same_string (version->devphase, built_for.devphase)
      || !same_string (version->revision, built_for.revision)
      || !same_string (version->configuration_arguments,
		       built_for.configuration_arguments))
    {
      if (version
	  && same_string (version->basever, built_for.basever)
	  && same_string (version->datestamp, built_for.datestamp))
	/* The same version configured otherwise, such as a cross
	   compiler.  */
	snprintf (msg, sizeof msg,
		  "lockstep: this plugin was built for another configuration "
		  "of GCC %s (%s), it cannot be loaded into this one; rebuild "
		  "lockstep with this compiler",
		  built_for.basever, built_for.datestamp);
      else
	snprintf (msg, sizeof msg,
		  "lockstep: this plugin was built for GCC %s (%s), it cannot "
		  "be loaded into GCC %s (%s); rebuild lockstep with this "
		  "compiler",
		  built_for.basever, built_for.datestamp,
		  version && version->basever ? version->basever : "?",
		  version && version->datestamp ? version->datestamp : "?");
      return report (msg);
    }

  /* The plugin proper lies in the directory of this object.  */
  const char *full = plugin_info->full_name;
  const char *slash = strrchr (full, '/');
  int dirlen = slash ? slash - full + 1 : 0;
  if (snprintf (path, sizeof path, "%s%.*s%s", slash ? "" : "./", dirlen,
		full, core_name)
      >= (int) sizeof path)
    {
      snprintf (msg, sizeof msg, "lockstep: the name of %s is too long",
		full);
      return report (msg);
    }

  void *core = dlopen (path, RTLD_NOW | RTLD_GLOBAL);
  if (!core)
    {
      snprintf (msg, sizeof msg, "lockstep: cannot load %s: %s", path,
		dlerror ());
      return report (msg);
    }
  typedef int (*init_fn) (struct plugin_name_args *,
			  struct plugin_gcc_version *);
  init_fn core_init = (init_fn) dlsym (core, "plugin_init");
  if (!core_init)
    {
      snprintf (msg, sizeof msg, "lockstep: %s has no plugin_init", path);
      return report (msg);
    }
  return core_init (plugin_info, version);
}
