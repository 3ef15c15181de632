// PyScript's interpreter (pyscript.json's "interpreter"; build.py puts this module beside the
// vendored pyodide.mjs and writes the bytecode's file name in place of the placeholder below).
// PyScript imports it and calls loadPyodide with its own options; this adds PyScript's own Python
// as bytecode (buildtools/interpreter_module.py), unpacked into the working folder, where PyScript writes its
// package's sources next, so that its imports read bytecode instead of compiling.
import { loadPyodide as loadUsual, version } from "./pyodide.mjs";

export { version };

const BYTECODE = __BYTECODE__;

export async function loadPyodide(options) {
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
