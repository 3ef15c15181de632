// Compile modules of Pyodide's standard-library zip to bytecode with that very Pyodide, for the
// smaller standard library the site ships (stdlib_slim.py: write).
//   node buildtools/compile_stdlib.mjs STDLIB.zip NAMES.json OUTDIR
// NAMES.json lists the .py entries of the zip to compile; each becomes OUTDIR/<entry>c (json/decoder.py
// -> json/decoder.pyc), the place zipimport looks for bytecode (it ignores __pycache__). Hash-based
// and unchecked: zip entries have no useful modification times. Tracebacks name the source path the
// interpreter would have given (/lib/python3XX.zip/...).
import { loadPyodide } from "pyodide";
import fs from "node:fs";
import path from "node:path";

const [zipPath, namesPath, outDir] = process.argv.slice(2);
if (!zipPath || !namesPath || !outDir) {
  console.error("usage: node buildtools/compile_stdlib.mjs STDLIB.zip NAMES.json OUTDIR");
  process.exit(2);
}
const py = await loadPyodide();
py.FS.writeFile("/stdlib.zip", new Uint8Array(fs.readFileSync(zipPath)));
py.globals.set("NAMES", py.toPy(JSON.parse(fs.readFileSync(namesPath, "utf-8"))));
const done = py.runPython(`
import importlib.util, os, sys, zipfile
# where Pyodide installs the standard library: code objects carry the same file names as if the
# interpreter had compiled the sources itself
prefix = "/lib/python%d%d.zip/" % sys.version_info[:2]
out = []
with zipfile.ZipFile("/stdlib.zip") as archive:
    for name in NAMES:
        source = archive.read(name)
        code = compile(source, prefix + name, "exec", dont_inherit=True)
        data = importlib._bootstrap_external._code_to_hash_pyc(
            code, importlib.util.source_hash(source), checked=False)
        target = "/out/" + name + "c"
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as f:
            f.write(data)
        out.append(name + "c")
out
`).toJs();
for (const rel of done) {
  const target = path.join(outDir, rel);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, py.FS.readFile("/out/" + rel));
}
console.log(`compiled ${done.length} standard modules`);
