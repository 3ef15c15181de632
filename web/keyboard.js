// The keyboard and focus glue of the page. The markup says everything (pgui renders it):
// this module only moves the focus (and a new decision's scroll back to its top).
//
//   import { install, beforeDraw, afterDraw } from "./keyboard.js";
//   install(root);                   // once: arrow keys, Enter/Space on drawn buttons, Esc
//   const mark = beforeDraw(root);   // before main.py replaces markup
//   afterDraw(root, mark);           // after: focus kept on the same element, or moved
//
// Places (the board's cities, the start screen's regions) are one Tab stop per map (roving
// tabindex): each carries data-left/right/up/down naming the place its arrow goes to
// (pgui/board/compass.py). Enter or Space on a drawn button that is no <button> (an SVG city or
// region) clicks it, so it takes the same path as a tap. A toolbar (the one-tap bids, the stepper)
// and the list of buildable cities are one Tab stop each too: the arrows, Home and End move inside.
// Esc presses the open dialog's way out.
// After a redraw the focus stays on the element the player used (found again by its data-*
// attributes); when the decision or the screen changed, or the page just opened, it goes to the
// new decision's heading (the hand-over's title); a dialog that opened takes it and gives it back
// when it closes.

import { reveal } from "./panzoom.js";

const ARROWS = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down" };
const PLACE = "[data-city][role=button], .region[data-region][role=button]";
const ROVING = "[role=toolbar], .city-options";
const DIALOG = "[role=dialog], [role=alertdialog]";
// The ways out of a dialog, in order: its cancel button, the how-to card's close button.
const CLOSERS = ['[data-action="cancel"]', '.howto [data-action="howto"]'];
// Attributes that change while the element stays the same one (prices, arrows, revisions).
const UNSTABLE = new Set(["rev", "cost", "left", "right", "up", "down"]);

function placeName(el) {
  return el.hasAttribute("data-city") ? ["data-city", el.dataset.city] : ["data-region", el.dataset.region];
}

// The map's places (its <svg>, or the parent holding them) where `place` lies.
function mapOf(place) {
  return place.ownerSVGElement || place.parentNode;
}

// `place` becomes its map's single Tab stop (roving tabindex).
function makeTabStop(place) {
  for (const el of mapOf(place).querySelectorAll('[tabindex="0"]')) el.setAttribute("tabindex", "-1");
  place.setAttribute("tabindex", "0");
}

function moveAlong(place, arrow) {
  const to = place.getAttribute("data-" + arrow);
  if (!to) return;
  const [attr] = placeName(place);
  const next = mapOf(place).querySelector(`[${attr}="${CSS.escape(to)}"][role=button]`);
  if (!next) return;
  makeTabStop(next);
  next.focus({ preventScroll: true });
  reveal(next);
}

// One Tab stop per group: the button that had the focus last, else the first one enabled.
function rove(group, keep) {
  const items = [...group.querySelectorAll("button")];
  const enabled = items.filter((b) => !b.disabled);
  const stop = enabled.includes(keep) ? keep : enabled[0];
  for (const b of items) b.setAttribute("tabindex", b === stop ? "0" : "-1");
}

function moveInGroup(el, key) {
  const group = el.closest(ROVING);
  const items = [...group.querySelectorAll("button")].filter((b) => !b.disabled);
  const at = items.indexOf(el);
  const to = key === "Home" ? 0 : key === "End" ? items.length - 1
    : (at + (key === "ArrowLeft" || key === "ArrowUp" ? -1 : 1) + items.length) % items.length;
  rove(group, items[to]);
  items[to].focus();
}

function onKey(e) {
  if (e.altKey || e.ctrlKey || e.metaKey) return;
  const el = e.target;
  if (e.key === "Escape") {
    for (const sel of CLOSERS) {
      const closer = document.querySelector(sel);
      if (closer && !closer.disabled) { e.preventDefault(); closer.click(); return; }
    }
    return;
  }
  if (!(el instanceof Element)) return;
  if ((ARROWS[e.key] || e.key === "Home" || e.key === "End") && el.matches("button") && el.closest(ROVING)) {
    e.preventDefault();
    moveInGroup(el, e.key);
    return;
  }
  if (!el.matches(PLACE)) return;
  if (ARROWS[e.key]) {
    e.preventDefault();
    moveAlong(el, ARROWS[e.key]);
  } else if (e.key === "Enter" || e.key === " ") {
    e.preventDefault();
    if (el.getAttribute("aria-disabled") !== "true") {
      el.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, detail: 1 }));
    }
  }
}

// An element's key: the part of the page it is in, its tag and its stable data-* attributes.
function keyOf(el) {
  if (!(el instanceof Element) || el === document.body) return null;
  if (el.id) return "#" + el.id;
  const part = el.closest("[id]");
  const data = Object.entries(el.dataset).filter(([k]) => !UNSTABLE.has(k)).sort();
  if (!data.length) return null;
  return JSON.stringify([part ? part.id : "", el.tagName, data]);
}

function findKey(root, key) {
  if (!key) return null;
  if (key.startsWith("#")) return document.getElementById(key.slice(1));
  const [part, tag, data] = JSON.parse(key);
  const scope = (part && document.getElementById(part)) || root;
  const sel = tag.toLowerCase().replace(/[^a-z0-9]/g, "")
    + data.map(([k, v]) => `[data-${k.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase())}="${CSS.escape(v)}"]`).join("");
  return scope.querySelector(sel);
}

function decisionMark(root) {
  const held = root.querySelector("#pg-decision [data-rev], #pg-screen [data-rev]");
  return `${root.className}|${held ? held.dataset.rev : ""}|${root.querySelector(".bot-turn") ? "bot" : ""}`;
}

let opener = null;     // the key of what opened the dialog on screen

export function beforeDraw(root) {
  const active = document.activeElement;
  return { key: root.contains(active) ? keyOf(active) : null, where: decisionMark(root),
           dialog: !!root.querySelector(DIALOG), inside: root.contains(active) };
}

function focusOn(el) {
  if (!el) return false;
  if (!el.matches("button, input, select, textarea, [tabindex]")) el.setAttribute("tabindex", "-1");
  el.focus();
  return document.activeElement === el;
}

function headingOf(root) {
  return root.querySelector("#pg-decision h2, #pg-screen h1:not(.visually-hidden), #pg-screen h2");
}

let drawnOnce = false;

export function afterDraw(root, mark) {
  if (!mark) return;
  // The page's first drawing (a reload, a return visit) puts the focus on what is to be decided,
  // as a new decision does, unless the player already put it somewhere (the instant start).
  if (!drawnOnce) {
    drawnOnce = true;
    if (document.activeElement === document.body) focusOn(headingOf(root));
    return;
  }
  // A new decision opens at its top: the side column drops the previous decision's scroll, so the
  // next player's banner is in sight (a redraw of the same decision, a bid step, keeps it).
  const moved = decisionMark(root) !== mark.where;
  const side = moved && root.querySelector(".side");
  if (side) side.scrollTop = 0;
  settle(root, mark, moved);
  for (const group of root.querySelectorAll(ROVING)) rove(group, document.activeElement);
}

function settle(root, mark, moved) {
  const dialog = root.querySelector(DIALOG);
  if (dialog && !mark.dialog) {           // a dialog opened: it takes the focus
    opener = mark.key;
    focusOn(dialog);
    return;
  }
  if (!dialog && mark.dialog && opener) {   // it closed: the focus goes back to what opened it
    const back = findKey(root, opener);
    opener = null;
    if (focusOn(back)) return;
  }
  if (moved) {   // a new decision or screen
    if (mark.inside || document.activeElement === document.body) focusOn(headingOf(root));
    return;
  }
  const active = document.activeElement;
  if (mark.key && (!root.contains(active) || keyOf(active) !== mark.key)) {
    const again = findKey(root, mark.key);
    if (again) {
      if (again.matches(PLACE)) makeTabStop(again);
      again.focus({ preventScroll: true });
    } else if (mark.inside) {
      focusOn(root.querySelector(CLOSERS[0]) || headingOf(root));
    }
  }
}

// The skip button (the game's first Tab stop) puts the focus on the decision's heading.
function onSkip(e) {
  if (!(e.target instanceof Element) || !e.target.closest(".skip-link")) return;
  e.preventDefault();
  e.stopPropagation();
  focusOn(headingOf(e.currentTarget));
}

// A control taking the focus in the scrolling side column stops above the decision's sticky bar
// of buttons, not under it (the bar's height changes with its words, so no fixed padding fits).
function keepAboveBar(el) {
  const side = el.closest(".side");
  const bar = side && side.querySelector(".panel.decision .actions");
  if (!bar || bar.contains(el)) return;
  const over = el.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
  if (over > 0) side.scrollTop += over + 8;
}

function onFocusIn(e) {
  if (!(e.target instanceof Element)) return;
  keepAboveBar(e.target);
  requestAnimationFrame(() => { if (document.activeElement === e.target) keepAboveBar(e.target); });
}

export function install(root) {
  document.addEventListener("keydown", () => { document.documentElement.dataset.keys = "1"; }, { once: true });
  root.addEventListener("keydown", onKey);
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("click", onSkip, true);
}
