// Compile the Python of the site's zip to bytecode with the Pyodide it ships (Python 3.14),
// so the page imports .pyc files instead of compiling the sources at every start.
//   node buildtools/compile_pyc.mjs dist/powergrid.zip OUTDIR
// Writes OUTDIR/<package>/__pycache__/<module>.cpython-3XX.pyc (hash-based, unchecked:
// the unpacked files have no meaningful modification times).
import { loadPyodide } from "pyodide";
import fs from "node:fs";
import path from "node:path";

const [zipPath, outDir] = process.argv.slice(2);
if (!zipPath || !outDir) {
  console.error("usage: node buildtools/compile_pyc.mjs ZIP OUTDIR");
  process.exit(2);
}
const py = await loadPyodide();
py.unpackArchive(new Uint8Array(fs.readFileSync(zipPath)), "zip", { extractDir: "/app" });
const files = py.runPython(`
import compileall, os, py_compile
ok = compileall.compile_dir("/app", quiet=1, workers=1,
                            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
if not ok:
    raise SystemExit("a module did not compile")
sorted(os.path.relpath(os.path.join(d, f), "/app")
       for d, _, names in os.walk("/app") for f in names if f.endswith(".pyc"))
`).toJs();
for (const rel of files) {
  const target = path.join(outDir, rel);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, py.FS.readFile("/app/" + rel));
}
console.log(`compiled ${files.length} modules`);
