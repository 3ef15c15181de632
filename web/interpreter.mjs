// PyScript's interpreter (pyscript.json's "interpreter"; build.py puts this module beside the
// vendored pyodide.mjs and writes the bytecode's file name in place of the placeholder below).
// PyScript imports it and calls loadPyodide with its own options; this adds PyScript's own Python
// as bytecode (buildtools/interpreter_module.py), unpacked into the working folder, where PyScript writes its
// package's sources next, so that its imports read bytecode instead of compiling.
import { loadPyodide as loadUsual, version } from "./pyodide.mjs";

export { version };

const BYTECODE = __BYTECODE__;

// Pyodide switches stacks with JSPI where the browser offers it (Chrome, not Safari). The page
// needs no stack switching, and with it Chrome's renderer crashes at random in some builds
// (pyodide/pyodide#5702 and pyodide/pyodide#6106; in a test run, "Target crashed" while
// booting). Hiding JSPI before Pyodide looks gives every browser the path Safari takes.
function withoutStackSwitching() {
  for (const name of ["Suspending", "Suspender", "promising"]) {
    try { delete WebAssembly[name]; } catch { /* not configurable: Pyodide keeps JSPI */ }
  }
}

export async function loadPyodide(options) {
  withoutStackSwitching();
  // fetched while the interpreter starts, unpacked once it is up
  const bytecode = BYTECODE ? fetch(new URL(`./${BYTECODE}`, import.meta.url))
    .then((response) => (response.ok ? response.arrayBuffer() : null)).catch(() => null) : null;
  const interpreter = await loadUsual(options);
  try {
    const zip = await bytecode;
    if (zip) interpreter.unpackArchive(zip, "zip", { extractDir: interpreter.FS.cwd() });
  } catch (error) {
    console.warn("PyScript's bytecode was not used:", error);
  }
  return interpreter;
}
