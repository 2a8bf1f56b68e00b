@rem npm runs scripts with cmd.exe on Windows: `exec node …` (package.json "start", "web") runs node there too.
@rem On other systems the shell replaces itself by node, so Ctrl+C and the exit status are the app's own.
@%*
