// Instant start: shows a useful screen before Python is ready, and keeps every tap made meanwhile.
//
// Return visit: the screen resuming the saved game draws (stored by Python next to the save, see
// pgui/controller/snapshot.py) is shown at once when it was written by this very build for this very save,
// after an allow-list sanitizer (another page of the same origin could have written the key).
// First visit (no save): the start screen build.py rendered with the Python renderer, in the
// remembered language; choices made on it are kept here and handed to Python (main.py calls
// window.pgInstant.takeOver()). Otherwise the loading screen stays, as before.
//
// Taps before Python is ready are never lost nor doubled: on a snapshot the first tap is queued
// (Python performs it once it is ready) and later ones are refused with "one moment"; on the
// start screen the setup choices are kept here, "Start" is queued, and what needs Python (the
// region map, importing a file) is refused with "one moment".
(() => {
  "use strict";
  const timing = { start: performance.now() };   // read by benchmarks/startup.py
  window.pgInstantTiming = timing;
  const root = document.documentElement;
  const app = document.getElementById("app");
  const configEl = document.getElementById("pg-instant-config");
  const ready = () => document.body.dataset.ready === "1";
  // Until main.py takes over (just before its first draw), taps are this script's.
  const early = () => !ready() && (state.mode === "snapshot" || state.mode === "start");
  const state = { mode: "none", queue: [], form: null, lang: "en", progress: 0 };
  window.pgInstant = {
    mode: () => state.mode,
    // Called once by main.py, just before its first draw: the queued taps and the form typed.
    takeOver: () => {
      const focus = document.activeElement && app.contains(document.activeElement) ? {
        field: document.activeElement.getAttribute("data-field"),
        seat: document.activeElement.getAttribute("data-seat"),
        start: document.activeElement.selectionStart, end: document.activeElement.selectionEnd,
      } : null;
      // the snapshot's own markup: main.py keeps it on screen when its first drawing is the same
      const handed = { mode: state.mode, queue: state.queue, form: state.form, focus, shown: state.shown };
      state.queue = [];
      state.mode = "done";
      const badge = document.getElementById("pg-getting-ready");
      if (badge) badge.remove();
      return JSON.stringify(handed);
    },
    // After main.py's first draw: the caret goes back where the player was typing.
    restoreFocus: (json) => {
      const focus = JSON.parse(json || "null");
      if (!focus || !focus.field) return;
      const el = app.querySelector(`[data-field="${CSS.escape(focus.field)}"][data-seat="${CSS.escape(focus.seat || "")}"]`);
      if (!el) return;
      el.focus({ preventScroll: true });
      try { el.setSelectionRange(focus.start, focus.end); } catch (e) { /* not a text field */ }
    },
  };
  if (!configEl || !app) return;
  let config;
  try { config = JSON.parse(configEl.textContent); } catch (e) { return; }

  const storage = (key) => { try { return localStorage.getItem(key); } catch (e) { return null; } };
  const text = (key) => (config.text[state.lang] || config.text.en)[key];

  // ---- the sanitizer --------------------------------------------------------------------------
  const tags = new Set(config.tags);
  const attrs = new Set(config.attrs);
  const ids = new Set(config.ids);
  const DATA_ATTR = /^data-[a-z0-9-]+$/;
  const STYLE = /^(\s*--[a-z0-9-]+\s*:\s*#[0-9a-f]{3,8}\s*;?)+\s*$/i;
  const BAD_VALUE = /(javascript|vbscript)\s*:|url\s*\(|expression\s*\(/i;
  // A fragment holding `html`, or null when anything in it is outside the renderer's vocabulary.
  const sanitize = (html) => {
    if (typeof html !== "string" || !html || html.length > config.maxSnapshot) return null;
    const holder = document.createElement("template");   // inert: nothing loads or runs
    holder.innerHTML = html;
    for (const el of holder.content.querySelectorAll("*")) {
      if (!tags.has(el.localName.toLowerCase())) return null;
      for (const { name, value } of Array.from(el.attributes)) {
        const lower = name.toLowerCase();
        // DOM clobbering: an id or a name would make an element look like a window property
        // (window.pgSeed); only the ids of the renderer's own parts stay.
        if (lower === "name" || (lower === "id" && !ids.has(value))) { el.removeAttribute(name); continue; }
        if (lower.startsWith("on")) return null;
        if (!attrs.has(lower) && !DATA_ATTR.test(lower)) return null;
        if (BAD_VALUE.test(value.replace(/[\u0000-\u0020]/g, ""))) return null;
        if (lower === "style" && !STYLE.test(value)) return null;
      }
    }
    return holder.content;
  };

  // ---- the badge ---------------------------------------------------------------------------------
  let badgeText = null;
  let badgeBar = null;
  const showBadge = () => {
    const badge = document.createElement("div");
    badge.id = "pg-getting-ready";
    badge.className = "getting-ready";
    badge.setAttribute("role", "status");
    badge.setAttribute("aria-live", "polite");
    badge.innerHTML = '<span class="gr-spinner" aria-hidden="true"></span><span class="gr-text"></span>'
      + '<progress max="100" value="2"></progress>';
    badgeText = badge.querySelector(".gr-text");
    badgeBar = badge.querySelector("progress");
    badgeText.textContent = text("boot.getting_ready");
    document.body.appendChild(badge);
  };
  let noticeTimer = 0;
  const notice = (key, sticky) => {
    if (!badgeText) return;
    badgeText.textContent = text(key);
    badgeText.parentElement.classList.add("gr-notice");
    clearTimeout(noticeTimer);
    if (!sticky) noticeTimer = setTimeout(() => {
      badgeText.textContent = text(state.queue.length ? "boot.queued" : "boot.getting_ready");
      badgeText.parentElement.classList.toggle("gr-notice", state.queue.length > 0);
    }, 2500);
  };
  addEventListener("py:progress", () => {
    const bar = document.getElementById("boot-progress");   // boot.js keeps the overall figure
    state.progress = bar ? bar.value : state.progress + 5;
    if (badgeBar) badgeBar.value = state.progress;
  });
  setInterval(() => {
    const bar = document.getElementById("boot-progress");
    if (badgeBar && bar) badgeBar.value = bar.value;
  }, 250);

  const show = (fragment, layout) => {
    if (fragment) app.replaceChildren(fragment);
    app.className = `layout-${layout}`;
    app.hidden = false;
    root.dataset.instant = state.mode;   // hides the loading overlay (still there for errors)
    timing.shown = performance.now();
    showBadge();
  };

  // ---- return visit: the stored snapshot -----------------------------------------------------
  const trySnapshot = () => {
    const raw = storage(config.snapshotKey);
    if (raw === null) return false;
    try {
      const snap = JSON.parse(raw);
      // only the current game's own envelope (the shelf of saved games names it)
      const current = storage(config.currentKey);
      const save = current && snap.save === config.gamePrefix + current ? storage(snap.save) : null;
      if (!snap || snap.version !== root.dataset.version || save === null || save.length !== snap.saveLength
          || !["handover", "game"].includes(snap.layout)) return false;
      const lang = storage(config.langKey);   // the language changed since: Python would redraw it
      if (lang !== null && lang !== snap.lang) return false;
      const fragment = sanitize(snap.html);
      if (!fragment) return false;
      state.mode = "snapshot";
      state.shown = { layout: snap.layout, html: snap.html };
      state.lang = config.text[snap.lang] ? snap.lang : "en";
      show(fragment, snap.layout);
      return true;
    } catch (e) {
      return false;
    }
  };

  // ---- first visit: the pre-rendered start screen ----------------------------------------------
  const form = () => state.form;
  const pressed = (el, on) => {
    el.classList.toggle("on", on);
    if (el.hasAttribute("aria-pressed")) el.setAttribute("aria-pressed", on ? "true" : "false");
    if (el.getAttribute("role") === "radio") {      // a set-up choice: the chosen option is its Tab stop
      el.setAttribute("aria-checked", on ? "true" : "false");
      el.setAttribute("tabindex", on ? "0" : "-1");
    }
  };
  // Draws the form state onto the pre-rendered markup (all six seats are rendered; rows beyond
  // the player count are hidden, as Python does not draw them).
  const paintForm = () => {
    const f = form();
    app.querySelectorAll('[data-action="players"]').forEach((b) => pressed(b, Number(b.dataset.n) === f.n));
    app.querySelectorAll("li.setup-player").forEach((li, i) => { li.hidden = i >= f.n; });
    app.querySelectorAll('input[data-field="name"]').forEach((input) => {
      const seat = Number(input.dataset.seat);
      if (input.value !== f.names[seat]) input.value = f.names[seat];
    });
    app.querySelectorAll('[data-action="color"]').forEach((b) =>
      pressed(b, f.colors[Number(b.dataset.seat)] === b.dataset.color));
    app.querySelectorAll('[data-action="map"]').forEach((b) => pressed(b, b.dataset.map === f.map));
    const beginner = app.querySelector('input[data-change="beginner"]');
    if (beginner) beginner.checked = f.beginner;
    const select = app.querySelector('select[data-change="lang"]');
    if (select) select.value = f.lang;
  };
  const drawStart = (lang) => {
    const template = document.getElementById(`pg-start-${lang}`);
    if (!template) return false;
    state.lang = lang;
    app.replaceChildren(template.content.cloneNode(true));
    return true;
  };
  const tryStart = () => {
    // A game to resume (or one of the version 1 page), saved games to list or remembered names:
    // Python draws that start screen (the pre-rendered one has none of them), so the loading
    // screen stays.
    if ([config.saveKey, config.currentKey, config.indexKey, config.setupKey, config.tableKey].some((k) => storage(k) !== null))
      return false;
    const remembered = storage(config.langKey);
    const browser = (navigator.language || "en").slice(0, 2).toLowerCase();
    const lang = config.names[remembered] ? remembered : (config.names[browser] ? browser : "en");
    if (!drawStart(lang)) return false;
    state.mode = "start";
    state.form = { lang, n: 3, names: config.names[lang].slice(), colors: config.colors.slice(),
                   map: config.map, beginner: false };
    show(null, "start");
    paintForm();
    return true;
  };
  const startTap = (el, event) => {
    const f = form();
    const action = el.dataset.action;
    if (action === "players") f.n = Math.max(2, Math.min(6, Number(el.dataset.n)));
    else if (action === "color") {      // the colour moves to this seat; its holder takes the old one
      const seat = Number(el.dataset.seat);
      const other = f.colors.indexOf(el.dataset.color);
      if (seat < 0 || seat > 5 || other < 0) return;
      [f.colors[other], f.colors[seat]] = [f.colors[seat], el.dataset.color];
    } else if (action === "map" && config.maps.includes(el.dataset.map)) f.map = el.dataset.map;
    else if (action === "region-mode" && el.dataset.mode !== "pick") return;   // random: already so
    else if (action === "start") {
      if (!state.queue.some((tap) => tap.action === "start")) state.queue.push({ action: "start", data: {} });
      el.setAttribute("aria-busy", "true");
      el.classList.add("waiting");
      notice("boot.starting", true);
      return;
    } else { notice("boot.one_moment"); return; }
    paintForm();
  };
  const onStartInput = (event) => {
    const el = event.target;
    const f = form();
    if (el.matches('input[data-field="name"]')) f.names[Number(el.dataset.seat)] = el.value;
    else if (el.matches('input[data-change="beginner"]')) f.beginner = el.checked;
    else if (el.matches('select[data-change="lang"]')) {
      const old = f.lang;
      const lang = el.value;
      if (!config.names[lang] || !drawStart(lang)) return;
      f.names = f.names.map((name, i) => (name === config.names[old][i] ? config.names[lang][i] : name));
      f.lang = lang;
      root.lang = lang;
      try { localStorage.setItem(config.langKey, lang); } catch (e) { /* private mode */ }
      paintForm();
      if (badgeText) badgeText.textContent = text("boot.getting_ready");
    }
  };

  // ---- taps before Python is ready ---------------------------------------------------------------
  app.addEventListener("click", (event) => {
    if (!early()) return;
    const el = event.target.closest("[data-action], [data-city], input[type=file], label.file");
    if (!el) return;
    if (state.mode === "start") {
      if (el.matches("input[type=file], label.file")) {
        event.preventDefault(); event.stopPropagation(); notice("boot.one_moment");
      } else if (el.matches("[data-action]")) {
        event.preventDefault(); event.stopPropagation(); startTap(el, event);
      }
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (el.hasAttribute("disabled")) return;
    if (state.queue.length) { notice("boot.one_moment"); return; }
    const data = Object.assign({}, el.dataset);
    // the revision of the decision it was drawn for: Python performs the tap only on that decision
    const holder = el.closest("[data-rev]");
    if (holder && data.rev === undefined) data.rev = holder.dataset.rev;
    const action = data.action || "city";
    delete data.action;
    state.queue.push({ action, data });
    el.classList.add("queued");
    notice("boot.queued", true);
  }, true);
  app.addEventListener("input", (event) => { if (state.mode === "start" && early()) onStartInput(event); }, true);
  app.addEventListener("change", (event) => {
    if (state.mode !== "start" || !early()) return;
    event.stopPropagation();
    onStartInput(event);
  }, true);

  if (!trySnapshot()) tryStart();
})();
