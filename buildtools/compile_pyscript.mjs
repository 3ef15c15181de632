// PyScript's own Python package as bytecode, compiled by the shipped Pyodide (Python 3.14).
//   node buildtools/compile_pyscript.mjs PYSCRIPT_DIST OUT.zip
// PyScript 0.7.31 carries its package `pyscript` as source text inside its core chunk and writes it
// into the working folder at every start, where Python compiled it each time. OUT.zip holds
// pyscript/__pycache__/*.pyc (hash-based, unchecked: PyScript rewrites the sources at every start);
// web/interpreter.mjs unpacks it into the working folder before PyScript starts its script, so the
// imports read bytecode. Fails loudly when a PyScript update no longer carries the package so.
import fs from "node:fs";
import path from "node:path";
import { loadPyodide } from "pyodide";

const [pyscriptDist, outPath] = process.argv.slice(2);
if (!pyscriptDist || !outPath) {
  console.error("usage: node buildtools/compile_pyscript.mjs PYSCRIPT_DIST OUT.zip");
  process.exit(2);
}
const MARK = '{pyscript:{"__init__.py":';

// The object literal {pyscript: {...}} (file name -> source text, folders nested) in the chunk.
function packageOf(text) {
  const start = text.indexOf(MARK);
  let depth = 0, quote = null, end = start;
  for (; end < text.length; end++) {
    const c = text[end];
    if (quote) {
      if (c === "\\") end++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'" || c === "`") quote = c;
    else if (c === "{") depth++;
    else if (c === "}" && --depth === 0) break;
  }
  // an object literal of names and string literals only (vendored code, read at build time)
  return new Function(`return ${text.slice(start, end + 1)};`)();
}

const chunk = fs.readdirSync(pyscriptDist).filter((name) => name.endsWith(".js"))
  .map((name) => fs.readFileSync(path.join(pyscriptDist, name), "utf8")).find((text) => text.includes(MARK));
if (!chunk) {
  console.error(`PyScript's Python package was not found in ${pyscriptDist} (a PyScript update?): ` +
                "see buildtools/compile_pyscript.mjs");
  process.exit(3);
}
const files = [];
const walk = (folder, tree) => {
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === "string") files.push([`${folder}/${name}`, value]);
    else walk(`${folder}/${name}`, value);
  }
};
walk("", packageOf(chunk));
const py = await loadPyodide();
for (const [name, source] of files) {
  py.FS.mkdirTree("/src" + path.posix.dirname(name));
  py.FS.writeFile("/src" + name, source);
}
py.runPython(`
import compileall, os, py_compile, zipfile
if not compileall.compile_dir("/src", quiet=1, workers=1,
                              invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH):
    raise SystemExit("PyScript's Python did not compile")
with zipfile.ZipFile("/out.zip", "w", zipfile.ZIP_DEFLATED) as archive:
    for folder, _, names in sorted(os.walk("/src")):
        for name in sorted(names):
            if name.endswith(".pyc"):
                full = os.path.join(folder, name)
                info = zipfile.ZipInfo(os.path.relpath(full, "/src"), (1980, 1, 1, 0, 0, 0))
                info.compress_type = zipfile.ZIP_DEFLATED
                with open(full, "rb") as f:
                    archive.writestr(info, f.read())
`);
fs.writeFileSync(outPath, py.FS.readFile("/out.zip"));
console.log(`compiled ${files.length} modules of PyScript's package`);
