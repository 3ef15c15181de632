// PyScript's interpreter (pyscript.json's "interpreter"; build.py puts this module beside the
// vendored pyodide.mjs and writes the image's facts in place of the placeholder below).
// PyScript imports it and calls loadPyodide with its own options; this adds two things: PyScript's
// own Python as bytecode (below), and a return visit starts from the interpreter image (a memory snapshot of Pyodide with the game's modules
// already imported; interpreter_image.py) when this browser keeps a valid one, otherwise the
// start is Pyodide's usual one. <html data-start> says which: "image", "normal" (no image kept,
// or none built) or "fallback" (an image was kept but refused or failed to start: normal start).
// A first visit fetches the image only once the game is playable and keeps it in the build's
// cache (the service worker's, deleted with the build), never before.
import { loadPyodide as loadUsual, version } from "./pyodide.mjs";

export { version };

const { image: IMAGE, bytecode: BYTECODE } = __IMAGE__;
const url = IMAGE && new URL(`./${IMAGE.name}`, import.meta.url).href;
const root = document.documentElement;
const cacheName = `powergrid-${root.dataset.version}`;
// Pyodide's snapshot API is private: only the version the image was made and checked with.
const usable = Boolean(IMAGE) && version === IMAGE.pyodide && "caches" in globalThis
  && "DecompressionStream" in globalThis && "subtle" in (globalThis.crypto || {});

async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

// This build's image when it is kept (null when not); throws when the kept one is not this build's.
async function keptImage() {
  if (!usable || !(await caches.has(cacheName))) return null;
  const response = await (await caches.open(cacheName)).match(url);
  if (!response) return null;
  const packed = await response.arrayBuffer();
  if (await sha256(packed) !== IMAGE.sha256) throw new Error("the kept interpreter image is not this build's");
  const unpacked = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
  const image = new Uint8Array(await new Response(unpacked).arrayBuffer());
  if (image.length !== IMAGE.size) throw new Error("the kept interpreter image has the wrong size");
  return image;
}

// Once the game is playable: download this build's image and keep it for the next visit.
function keepImageWhenPlayable() {
  const fetchAndKeep = async () => {
    try {
      const response = await fetch(url, { cache: "no-store" });
      if (!response.ok) return;
      const packed = await response.arrayBuffer();
      if (await sha256(packed) !== IMAGE.sha256) return;     // a stale or damaged download: not kept
      await (await caches.open(cacheName)).put(url, new Response(packed,
        { headers: { "Content-Type": "application/gzip" } }));
      root.dataset.image = "kept";
    } catch (error) {
      console.warn("the interpreter image was not kept:", error);
    }
  };
  const playable = () => document.body && document.body.dataset.ready === "1";
  if (playable()) { fetchAndKeep(); return; }
  const watch = new MutationObserver(() => {
    if (playable()) { watch.disconnect(); fetchAndKeep(); }
  });
  watch.observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
}

// PyScript's own Python as bytecode (interpreter_image.py): unpacked into the working folder, where
// PyScript writes its package's sources next, so its imports read bytecode instead of compiling.
async function withPyScriptBytecode(started, bytecode) {
  const interpreter = await started;
  try {
    const zip = await bytecode;
    if (zip) interpreter.unpackArchive(zip, "zip", { extractDir: interpreter.FS.cwd() });
  } catch (error) {
    console.warn("PyScript's bytecode was not used:", error);
  }
  return interpreter;
}

export async function loadPyodide(options) {
  const bytecode = BYTECODE ? fetch(new URL(`./${BYTECODE}`, import.meta.url))
    .then((response) => (response.ok ? response.arrayBuffer() : null)).catch(() => null) : null;
  return withPyScriptBytecode(start(options), bytecode);
}

async function start(options) {
  let image = null, refetch = usable;
  try {
    performance.mark("pg:image-asked");
    image = await keptImage();
  } catch (error) {
    console.warn(`${error.message}: the usual start`);
    root.dataset.start = "fallback";
  }
  if (image) {
    refetch = false;         // a valid image that fails to start would fail again: not fetched anew
    try {
      performance.mark("pg:image-read");      // read, checked and decompressed
      const interpreter = await loadUsual({ ...options, _loadSnapshot: image });
      performance.mark("pg:image-up");
      root.dataset.start = "image";
      return interpreter;
    } catch (error) {
      console.warn("starting from the interpreter image failed: the usual start", error);
      root.dataset.start = "fallback";
    }
  }
  root.dataset.start ||= "normal";
  if (refetch) keepImageWhenPlayable();
  return loadUsual(options);
}
