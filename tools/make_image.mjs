// The interpreter image: a memory snapshot of the shipped Pyodide taken after importing the
// game's modules, so a return visit starts with them already imported (docs/PERFORMANCE.md,
// "Instant start"). Uses Pyodide's private snapshot API, pinned to the vendored version.
//   node tools/make_image.mjs DIST OUT.gz PINNED
// DIST: the built site (its vendor/pyodide/ with the shipped standard library, its game zip);
// PINNED: the only Pyodide version whose private API this was checked with (interpreter_image.py).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

const [dist, outPath, PINNED] = process.argv.slice(2);
if (!dist || !outPath || !PINNED) {
  console.error("usage: node tools/make_image.mjs DIST OUT.gz PINNED");
  process.exit(2);
}
const indexURL = path.resolve(dist, "vendor", "pyodide") + path.sep;
const { loadPyodide, version } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
if (version !== PINNED) {
  console.error(`the interpreter image uses Pyodide's private snapshot API, checked with ${PINNED} only; found ${version}`);
  process.exit(3);
}
const py = await loadPyodide({ indexURL, _makeSnapshot: true });
// The very folder PyScript unpacks the game's zip to (its "files" setting: "./*", the working folder).
const home = py.runPython("import os; os.getcwd()");
py.unpackArchive(new Uint8Array(fs.readFileSync(path.join(dist, "powergrid.zip"))), "zip", { extractDir: home });
// What main.py imports before its first drawing (PyScript and main.py themselves cannot be in an
// image: the JS objects they hold would make the snapshot throw). In a dict of its own, so the
// page's globals stay clean.
py.runPython(`exec("import asyncio, json, random\\nimport powergrid\\nfrom pgui.storage import snapshot\\nfrom pgui.controller.app import App", {})`);
const image = py.makeMemorySnapshot();
fs.writeFileSync(outPath, zlib.gzipSync(image, { level: 9 }));
console.log(`image: ${image.length} bytes, ${fs.statSync(outPath).size} gzipped, home ${home}`);
