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
// region) clicks it, so it takes the same path as a tap. A toolbar (the one-tap bids, the stepper,
// the plants on sale) and the list of buildable cities are one Tab stop each too: the arrows, Home
// and End move inside. A radio group (the start screen's choices) is one Tab stop, its chosen
// option: an arrow moves to the next option and chooses it. A decision is a form: on one of its
// checkboxes (a plant to run, a city of the list) Space ticks it and Enter presses the decision's
// primary button; Enter in a name of the start screen starts the game. A group marked data-then
// sends the focus on, after a key picked one of its buttons, to the group the selector names
// (a plant picked: its one-press bids). Esc presses the open dialog's way out.
// After a redraw the focus stays where it is when that is still in the page; an element the
// redraw replaced is replaced by its successor (found again by its data-* attributes or id, the
// decision's heading by its place), else the focus goes to the decision's heading. When the
// decision or the screen changed, or the page just opened, it goes to the new decision's heading
// (the hand-over's title); a dialog that opened takes it and gives it back when it closes.

import { reveal } from "./panzoom.js";

const ARROWS = { ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down" };
const PLACE = "[data-city][role=button], .region[data-region][role=button]";
const ROVING = "[role=toolbar], .city-options, [role=radiogroup]";
const HEADING = "#pg-decision h2, #pg-screen h1:not(.visually-hidden), #pg-screen h2";
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

// One Tab stop per group: the button that had the focus last, else a radio group's chosen option,
// else the first one enabled that the rules allow (a refused plant, aria-disabled, is reached by
// the arrows: its reason is one press away, never in the way).
function rove(group, keep) {
  const items = [...group.querySelectorAll("button")];
  const enabled = items.filter((b) => !b.disabled);
  const chosen = enabled.find((b) => b.getAttribute("aria-checked") === "true" && b.getAttribute("role") === "radio");
  const allowed = enabled.find((b) => b.getAttribute("aria-disabled") !== "true");
  const stop = enabled.includes(keep) ? keep : chosen || allowed || enabled[0];
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
  if (group.matches("[role=radiogroup]") && items[to].getAttribute("aria-checked") !== "true") items[to].click();
}

// The decision's primary button, pressed by Enter on one of its checkboxes (as a form's submit).
function submitFor(el) {
  const form = el.closest("[data-rev]");
  const primary = form && form.querySelector("button.primary");
  if (primary && !primary.disabled) primary.click();
}

let then = null;      // where the focus goes after the redraw a key's pick brings (data-then)

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
  if (e.key === "Enter" && el.matches("button[role=checkbox]")) {
    e.preventDefault();
    submitFor(el);
    return;
  }
  if (e.key === "Enter" && el.matches('input[data-field="name"]')) {
    const start = document.querySelector('[data-action="start"]');
    if (start && !start.disabled) { e.preventDefault(); start.click(); }
    return;
  }
  if ((e.key === "Enter" || e.key === " ") && el.matches("button") && el.closest("[data-then]")) {
    then = el.closest("[data-then]").dataset.then;
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

// An element's key: the part of the page it is in, its tag and its stable data-* attributes
// (the decision's heading: "heading", whatever its words).
function keyOf(el) {
  if (!(el instanceof Element) || el === document.body) return null;
  if (el.matches(HEADING)) return "heading";
  if (el.id) return "#" + el.id;
  const part = el.closest("[id]");
  const data = Object.entries(el.dataset).filter(([k]) => !UNSTABLE.has(k)).sort();
  if (!data.length) return null;
  return JSON.stringify([part ? part.id : "", el.tagName, data]);
}

function findKey(root, key) {
  if (!key) return null;
  if (key === "heading") return headingOf(root);
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
  const inside = root.contains(active);
  return { key: inside ? keyOf(active) : null, where: decisionMark(root), el: active,
           dialog: !!root.querySelector(DIALOG), inside,
           decision: inside && !!active.closest("#pg-decision, #pg-screen") };
}

function focusOn(el, preventScroll = false) {
  if (!el) return false;
  if (!el.matches("button, input, select, textarea, [tabindex]")) el.setAttribute("tabindex", "-1");
  el.focus({ preventScroll });
  return document.activeElement === el;
}

function headingOf(root) {
  return root.querySelector(HEADING);
}

let drawnOnce = false;

export function afterDraw(root, mark) {
  if (!mark) return;
  // The page's first drawing (a reload, a return visit) puts the focus on what is to be decided,
  // as a new decision does, unless the player already put it somewhere (the instant start).
  if (!drawnOnce) {
    drawnOnce = true;
    if (document.activeElement === document.body) focusOn(headingOf(root));
    for (const group of root.querySelectorAll(ROVING)) rove(group, document.activeElement);
    return;
  }
  // A new decision opens at its top: the side column drops the previous decision's scroll, so the
  // next player's banner is in sight (a redraw of the same decision, a bid step, keeps it).
  const moved = decisionMark(root) !== mark.where;
  const side = moved && root.querySelector(".side");
  if (side) side.scrollTop = 0;
  settle(root, mark, moved);
  for (const group of root.querySelectorAll(ROVING)) rove(group, document.activeElement);
  goOn(root, moved);
}

// After a key picked a button of a data-then group: the focus goes on to the group named.
function goOn(root, moved) {
  const selector = then;
  then = null;
  const group = !moved && selector && root.querySelector(selector);
  const stop = group && group.querySelector('button[tabindex="0"]:not([disabled])');
  if (stop) stop.focus();
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
  const active = document.activeElement;
  // Never move a focus that is still in the page (the log being read, a button the redraw kept).
  if (mark.el && mark.el.isConnected && active === mark.el && !(moved && mark.decision)) return;
  if (!mark.inside && active !== document.body) return;
  if (moved && (mark.decision || !mark.inside)) {   // a new decision or screen: its heading
    focusOn(headingOf(root));
    return;
  }
  if (root.contains(active) && active !== mark.el && keyOf(active) === mark.key) return;
  // The focused element was replaced: its successor, else the decision's heading.
  // (where the page was scrolled to stays: the successor stands where its predecessor stood)
  const again = findKey(root, mark.key);
  if (again && again.matches(PLACE)) makeTabStop(again);
  if (again && focusOn(again, true)) return;
  if (mark.inside) focusOn(root.querySelector(CLOSERS[0]) || headingOf(root));
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
  // Only a focus the keyboard moved: a pointer's press focuses its button before the click, and
  // scrolling then would slide the button away from under the finger, so the tap never lands.
  if (!e.target.matches(":focus-visible")) return;
  keepAboveBar(e.target);
  requestAnimationFrame(() => { if (document.activeElement === e.target) keepAboveBar(e.target); });
}

export function install(root) {
  document.addEventListener("keydown", () => { document.documentElement.dataset.keys = "1"; }, { once: true });
  root.addEventListener("keydown", onKey);
  root.addEventListener("focusin", onFocusIn);
  root.addEventListener("click", onSkip, true);
}
