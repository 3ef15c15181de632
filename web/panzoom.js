// Pinch-zoom and drag-pan for the board <svg>, by rewriting its viewBox.
//
//   import { attachPanZoom, reapply } from "./panzoom.js";
//   const pz = attachPanZoom(svgOrContainer);  // once
//   ...replace the board markup...
//   reapply(svgOrContainer);                   // after every render
//   pz.reset();                                // back to the whole map
//   reveal(element);                           // pan so that a (focused) element is in view
//
// Touch: one finger pans, two fingers pinch. Mouse: wheel zooms around the pointer,
// dragging pans. Zoom stays between 1x (the whole map) and 6x. A press that moves
// less than TAP_SLOP pixels is left alone, so the browser delivers its click to the
// element under the finger (event delegation on [data-city] keeps working); after a
// real pan or pinch the click that follows is swallowed, so a pan never builds.
//
// The renderer writes the full-map viewBox on every render (and data-full-viewbox);
// the current view lives here, in a variable, and reapply() writes it back.
//
// Fit keeps a margin free: the attached element's CSS property --fit-inset ("top right bottom
// left", in px, e.g. "0 0 0 56") is room the whole-map view leaves clear, for buttons drawn over
// the board. The map is shown as large as it fits beside that room; zoomed in, it uses it all.

const MIN_ZOOM = 1;
const MAX_ZOOM = 6;
const TAP_SLOP = 8;          // px a press may move and still be a tap
const WHEEL_STEP = 0.0007;   // zoom per wheel delta unit: about 7 % per notch, gentle steps
const WHEEL_MAX = 150;       // a fast flick zooms at most this many delta units at once

// The last view of the board, kept across re-created boards (a hand-over screen replaces the
// whole page): the same play area comes back at the same zoom.
let remembered = null;       // {full, view}

const controllers = new WeakMap();

function parseBox(text) {
  if (!text) return null;
  const v = String(text).trim().split(/[\s,]+/).map(Number);
  return v.length === 4 && v.every(Number.isFinite) && v[2] > 0 && v[3] > 0
    ? { x: v[0], y: v[1], w: v[2], h: v[3] } : null;
}

const sameBox = (a, b) => !!a && !!b && a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
const fmt = (n) => String(Math.round(n * 100) / 100);

export function attachPanZoom(target) {
  const existing = controllers.get(target);
  if (existing) return existing;

  const svgOf = () => (target instanceof SVGSVGElement ? target : target.querySelector("svg"));
  let full = null;       // the whole map, as the renderer emitted it
  let view = null;       // the current view, or null for the whole map
  let written = null;    // the last viewBox this module wrote
  const pointers = new Map();   // pointerId -> {x, y}
  let startX = 0, startY = 0;
  let dragging = false;         // moved beyond TAP_SLOP or pinched
  let swallowClick = false;
  let lastPinch = null;         // {dist, mx, my}

  function sync() {
    const svg = svgOf();
    if (!svg) return null;
    const attr = parseBox(svg.getAttribute("viewBox"));
    const emitted = parseBox(svg.getAttribute("data-full-viewbox")) || (sameBox(attr, written) ? null : attr);
    if (emitted && !sameBox(emitted, full)) {
      if (full && (emitted.w / emitted.h).toFixed(3) !== (full.w / full.h).toFixed(3)) view = null;
      else if (full && view) {
        // Same shape, new size (another map): keep the zoom and the relative position.
        const sx = emitted.w / full.w, sy = emitted.h / full.h;
        view = { x: emitted.x + (view.x - full.x) * sx, y: emitted.y + (view.y - full.y) * sy,
                 w: view.w * sx, h: view.h * sy };
      }
      full = emitted;
    }
    if (!full) full = attr;
    return svg;
  }

  function inset() {
    const v = getComputedStyle(target).getPropertyValue("--fit-inset").trim().split(/\s+/).map(Number);
    return v.length === 4 && v.every((n) => Number.isFinite(n) && n >= 0) ? v : [0, 0, 0, 0];
  }

  // The whole-map view: `full`, widened when drawn into the svg's box it would reach into the
  // inset. The map then fills the box less the inset, centred there.
  function fitted() {
    const svg = svgOf();
    const r = svg ? svg.getBoundingClientRect() : null;
    const [top, right, bottom, left] = inset();
    if (!r || !(top || right || bottom || left)) return full;
    const W = r.width - left - right, H = r.height - top - bottom;
    if (W <= 0 || H <= 0) return full;
    const plain = Math.min(r.width / full.w, r.height / full.h);          // px per unit without the inset
    const gapX = (r.width - full.w * plain) / 2, gapY = (r.height - full.h * plain) / 2;
    if (gapX >= Math.max(left, right) && gapY >= Math.max(top, bottom)) return full;
    const s = Math.min(W / full.w, H / full.h);
    return { x: full.x - (left + (W - full.w * s) / 2) / s, y: full.y - (top + (H - full.h * s) / 2) / s,
             w: r.width / s, h: r.height / s };
  }

  function clamp(v, fit) {
    const minW = full.w / MAX_ZOOM;
    let w = Math.min(fit.w, Math.max(minW, v.w));
    let h = w * (fit.h / fit.w);
    let x = Math.min(fit.x + fit.w - w, Math.max(fit.x, v.x));
    let y = Math.min(fit.y + fit.h - h, Math.max(fit.y, v.y));
    return { x, y, w, h };
  }

  function write() {
    const svg = sync();
    if (!svg || !full) return;
    const fit = fitted();
    const box = view ? clamp(view, fit) : fit;
    view = sameBox(box, fit) ? null : box;
    written = box;
    remembered = { full, view };
    const text = `${fmt(box.x)} ${fmt(box.y)} ${fmt(box.w)} ${fmt(box.h)}`;
    if (svg.getAttribute("viewBox") !== text) svg.setAttribute("viewBox", text);
    svg.classList.toggle("zoomed", !!view);
  }

  // Screen pixels -> SVG user units (handles preserveAspectRatio letterboxing).
  function toUser(svg, clientX, clientY) {
    const m = svg.getScreenCTM();
    if (!m) return null;
    const p = new DOMPoint(clientX, clientY).matrixTransform(m.inverse());
    return { x: p.x, y: p.y };
  }

  function zoomAt(clientX, clientY, factor) {
    const svg = sync();
    if (!svg || !full) return;
    const fit = fitted();
    const cur = view || fit;
    const p = toUser(svg, clientX, clientY);
    if (!p) return;
    const w = Math.min(fit.w, Math.max(full.w / MAX_ZOOM, cur.w / factor));
    const k = w / cur.w;
    view = { x: p.x - (p.x - cur.x) * k, y: p.y - (p.y - cur.y) * k, w, h: cur.h * k };
    write();
  }

  function panBy(dxPx, dyPx) {
    const svg = sync();
    if (!svg || !full || !view) return;
    const m = svg.getScreenCTM();
    if (!m || !m.a) return;
    view = { ...view, x: view.x - dxPx / m.a, y: view.y - dyPx / m.d };
    write();
  }

  function pinchInfo() {
    const [a, b] = [...pointers.values()];
    return { dist: Math.hypot(a.x - b.x, a.y - b.y), mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2 };
  }

  function onPointerDown(e) {
    if (e.pointerType === "mouse") {
      if (e.button !== 0) return;
      for (const [id, p] of pointers) if (p.mouse) pointers.delete(id);   // a release we missed
    }
    if (pointers.size === 0) {
      swallowClick = false;
      dragging = false;
      startX = e.clientX;
      startY = e.clientY;
    }
    pointers.set(e.pointerId, { x: e.clientX, y: e.clientY, mouse: e.pointerType === "mouse" });
    if (pointers.size === 2) {
      dragging = true;          // a pinch is never a tap
      lastPinch = pinchInfo();
      capture(e);
    }
  }

  function capture(e) {
    // Captured only once a gesture starts: a tap keeps its real target for the click.
    for (const id of pointers.keys()) {
      try { target.setPointerCapture(id); } catch (_) { /* pointer already gone */ }
    }
  }

  function onPointerMove(e) {
    const prev = pointers.get(e.pointerId);
    if (!prev) return;
    if (prev.mouse && !(e.buttons & 1)) { onPointerUp(e); return; }   // released outside
    const cur = { x: e.clientX, y: e.clientY, mouse: prev.mouse };
    pointers.set(e.pointerId, cur);
    if (pointers.size >= 2) {
      const now = pinchInfo();
      if (lastPinch && lastPinch.dist > 0) {
        zoomAt(now.mx, now.my, now.dist / lastPinch.dist);
        panBy(now.mx - lastPinch.mx, now.my - lastPinch.my);
      }
      lastPinch = now;
      e.preventDefault();
      return;
    }
    if (!dragging && Math.hypot(cur.x - startX, cur.y - startY) > TAP_SLOP) {
      dragging = true;
      capture(e);
      panBy(cur.x - startX, cur.y - startY);   // catch up with the slop
    } else if (dragging) {
      panBy(cur.x - prev.x, cur.y - prev.y);
    }
    if (dragging) e.preventDefault();
  }

  function onPointerUp(e) {
    if (!pointers.delete(e.pointerId)) return;
    if (pointers.size < 2) lastPinch = null;
    if (pointers.size === 0 && dragging) {
      swallowClick = true;
      // If no click follows (pointer left the element), do not eat a later one.
      setTimeout(() => { swallowClick = false; }, 400);
    }
  }

  function onClick(e) {
    if (swallowClick) {
      swallowClick = false;
      e.stopPropagation();
      e.preventDefault();
    }
  }

  function onWheel(e) {
    e.preventDefault();
    const unit = e.deltaMode === 1 ? 16 : e.deltaMode === 2 ? 400 : 1;
    const delta = Math.max(-WHEEL_MAX, Math.min(WHEEL_MAX, e.deltaY * unit));
    zoomAt(e.clientX, e.clientY, Math.exp(-delta * WHEEL_STEP * (e.ctrlKey ? 4 : 1)));
  }

  target.style.touchAction = "none";
  target.addEventListener("pointerdown", onPointerDown);
  target.addEventListener("pointermove", onPointerMove);
  target.addEventListener("pointerup", onPointerUp);
  target.addEventListener("pointercancel", onPointerUp);
  target.addEventListener("click", onClick, true);   // capture phase: before delegation
  target.addEventListener("wheel", onWheel, { passive: false });
  // The whole-map view depends on the board's size (the inset is in px): redo it when the width
  // changes. Not on a height change alone: where the board's height follows the viewBox's shape
  // (portrait), rewriting it would change the height again, and again.
  let seenWidth = null;
  const resized = typeof ResizeObserver === "function" ? new ResizeObserver((entries) => {
    const width = Math.round(entries[entries.length - 1].contentRect.width);
    if (width === seenWidth) return;
    seenWidth = width;
    if (!view) write();
  }) : null;
  if (resized) resized.observe(target);

  const controller = {
    reset() { view = null; write(); },
    reapply() { write(); },
    // Pan the zoomed view so that the box (user units) lies inside it with a margin; the zoom
    // stays. The whole map shows everything already.
    show(box) {
      const svg = sync();
      if (!svg || !full || !view) return;
      const m = Math.min(view.w, view.h) * 0.12;
      const inside = box.x - m >= view.x && box.y - m >= view.y
        && box.x + box.width + m <= view.x + view.w && box.y + box.height + m <= view.y + view.h;
      if (inside) return;
      view = { ...view, x: box.x + box.width / 2 - view.w / 2, y: box.y + box.height / 2 - view.h / 2 };
      write();
    },
    zoomBy(factor) {
      const svg = sync();
      if (!svg) return;
      const r = svg.getBoundingClientRect();
      zoomAt(r.left + r.width / 2, r.top + r.height / 2, factor);
    },
    get zoom() { return full && view ? fitted().w / view.w : 1; },
    destroy() {
      target.removeEventListener("pointerdown", onPointerDown);
      target.removeEventListener("pointermove", onPointerMove);
      target.removeEventListener("pointerup", onPointerUp);
      target.removeEventListener("pointercancel", onPointerUp);
      target.removeEventListener("click", onClick, true);
      target.removeEventListener("wheel", onWheel);
      if (resized) resized.disconnect();
      controllers.delete(target);
    },
  };
  controllers.set(target, controller);
  sync();
  if (remembered && remembered.view && sameBox(remembered.full, full)) {
    view = remembered.view;
    write();
  }
  return controller;
}

// Write the current view back after the renderer replaced the board markup.
// Accepts the attached element, or any element inside it (e.g. a new <svg>).
export function reapply(el) {
  for (let node = el; node; node = node.parentNode) {
    const c = controllers.get(node);
    if (c) { c.reapply(); return true; }
  }
  return false;
}

// Keep a focused element of the board in view (the keyboard's arrows move the focus across the
// map): the element, or anything inside the attached one.
export function reveal(el) {
  for (let node = el.parentNode; node; node = node.parentNode) {
    const c = controllers.get(node);
    if (c) { c.show(el.getBBox()); return true; }
  }
  return false;
}
