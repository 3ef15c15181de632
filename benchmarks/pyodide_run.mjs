// Run a Python script of this repository on the pinned Pyodide (Python 3.14) under Node,
// with the engine zip and the standard library that the site ships (build dist/ first: python3 build.py build).
//   node benchmarks/pyodide_run.mjs benchmarks/engine.py --games 20
//   node benchmarks/pyodide_run.mjs -m powergrid simulate --games 3
import { loadPyodide } from "pyodide";
import fs from "node:fs";

const args = process.argv.slice(2);
if (!args.length) {
  console.error("usage: node benchmarks/pyodide_run.mjs SCRIPT.py [args] | -m MODULE [args]");
  process.exit(2);
}
// The standard library dist/ ships (build.py may slim it), so what runs here is what the page has.
const stdLibURL = "dist/vendor/pyodide/python_stdlib.zip";
const py = await loadPyodide(fs.existsSync(stdLibURL) ? { stdLibURL } : {});
py.unpackArchive(new Uint8Array(fs.readFileSync("dist/powergrid.zip")), "zip", { extractDir: "/app" });
let target = args[0];
if (target !== "-m") {
  // The script and the Python files beside it (a benchmark imports its neighbours, e.g. clock.py).
  const folder = target.split("/").slice(0, -1).join("/");
  py.FS.mkdirTree("/app/" + folder);
  for (const name of fs.readdirSync(folder || ".").filter((n) => n.endsWith(".py"))) {
    py.FS.writeFile("/app/" + (folder ? folder + "/" : "") + name, fs.readFileSync((folder || ".") + "/" + name));
  }
}
py.globals.set("ARGS", py.toPy(args));
const code = py.runPython(`
import runpy, sys
sys.path.insert(0, "/app")
args = list(ARGS)
status = 0
try:
    if args[0] == "-m":
        sys.argv = [args[1]] + args[2:]
        runpy.run_module(args[1], run_name="__main__", alter_sys=True)
    else:
        sys.argv = args
        sys.path.insert(0, "/app/" + args[0].rpartition("/")[0])   # as python3 SCRIPT does
        runpy.run_path("/app/" + args[0], run_name="__main__")
except SystemExit as e:
    status = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
status
`);
process.exit(code);
