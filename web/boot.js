// Start-up overlay: shows PyScript's loading progress and any start-up error,
// and registers the offline service worker. main.py removes #boot when ready.
(() => {
  "use strict";
  const boot = document.getElementById("boot");
  const bar = document.getElementById("boot-progress");
  const errorBox = document.getElementById("boot-error");
  const stages = {
    "Loading Pyodide": 10, "Loading Storage": 15, "Loaded Storage": 20,
    "Loading interpreter": 25, "Loaded interpreter": 70,
    "Loading files": 75, "Loaded files": 85, "Loaded Pyodide": 90,
  };
  // Players read words for families of stages ("Loading the game… 60 %"), never the
  // interpreter's own messages; in the language the page will use (main.py: powergrid.lang).
  const WORDS = {
    en: { engine: "Loading the game engine", files: "Loading the game", start: "Starting the game",
          failed: "The game could not start." },
    it: { engine: "Caricamento del motore di gioco", files: "Caricamento del gioco", start: "Avvio del gioco",
          failed: "Il gioco non è riuscito ad avviarsi." },
    ro: { engine: "Se încarcă motorul jocului", files: "Se încarcă jocul", start: "Jocul pornește",
          failed: "Jocul nu a putut porni." },
  };
  const family = (stage) =>
    /files/i.test(stage) ? "files" : stage === "Loaded Pyodide" ? "start" : "engine";
  const lang = (() => {
    let code = "";
    try { code = localStorage.getItem("powergrid.lang") || ""; } catch (e) { /* private mode */ }
    code = (code || navigator.language || "en").toLowerCase().split("-")[0];
    return WORDS[code] ? code : "en";
  })();
  const words = WORDS[lang];
  let current = "engine";
  const say = () => {
    if (boot.classList.contains("failed")) return;
    boot.querySelector(".boot-message").textContent =
      `${words[current]}… ${Math.round(bar.value)} %`;
  };
  say();
  const ready = () => document.body.dataset.ready === "1";

  const showError = (text) => {
    if (!boot.isConnected || ready()) return;
    boot.classList.add("failed");
    boot.querySelector(".boot-message").textContent = words.failed;
    errorBox.textContent += (errorBox.textContent ? "\n\n" : "") + String(text).trim();
  };

  // Long stages (the interpreter download and start) creep towards these values.
  const creepTo = { "Loading interpreter": 65, "Loading files": 82 };
  let cap = 0;
  const creep = setInterval(() => { if (bar.value < cap) { bar.value += 0.5; say(); } }, 100);

  addEventListener("py:progress", ({ detail }) => {
    current = family(String(detail));
    bar.value = Math.max(bar.value, stages[detail] ?? bar.value + 2);
    cap = creepTo[detail] ?? bar.value;
    say();
  });
  addEventListener("py:all-done", () => {
    clearInterval(creep);
    bar.value = 100;
    current = "start";
    say();
    setTimeout(() => {
      if (!ready() && !boot.classList.contains("failed"))
        showError("Python finished without starting the game (no error was reported).");
    }, 5000);
  });
  addEventListener("error", (event) => showError(event.error?.stack || event.message));
  addEventListener("unhandledrejection", (event) =>
    showError(event.reason?.stack || event.reason?.message || event.reason));

  // PyScript reports Python errors as .py-error elements appended to <body>.
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeType === 1 && node.classList.contains("py-error"))
          showError(node.textContent);
  }).observe(document.body, { childList: true });

  // Offline worker and updates. A new version installs in the background; once its cache
  // is complete ("installed" while an older worker controls the page) the page is told
  // (window.pgUpdateReady, event "pg:update-ready") and main.py shows a banner. Only the
  // player's tap (window.pgApplyUpdate) activates it and reloads: never in the middle of
  // a decision by itself.
  window.pgUpdateReady = false;
  window.pgApplyUpdate = () => location.reload();
  if ("serviceWorker" in navigator && location.protocol !== "file:") {
    const sw = navigator.serviceWorker;
    const hadController = !!sw.controller;
    let waiting = null;
    let reloading = false;
    const announce = (worker) => {
      waiting = worker;
      window.pgUpdateReady = true;
      dispatchEvent(new CustomEvent("pg:update-ready"));
    };
    const watch = (worker) => {
      if (!worker) return;
      worker.addEventListener("statechange", () => {
        if (worker.state === "installed" && sw.controller) announce(worker);
      });
    };
    window.pgApplyUpdate = () => {
      reloading = true;
      if (waiting && waiting.state === "installed") waiting.postMessage({ type: "skip-waiting" });
      else location.reload();   // already active (another tab took it): just load it
    };
    sw.addEventListener("controllerchange", () => {
      if (reloading) location.reload();
      else if (hadController) announce(null);   // another tab activated a new version
    });
    const register = () => sw.register("./sw.js", { scope: "./" })
      .then((registration) => {
        if (registration.waiting && sw.controller) announce(registration.waiting);
        watch(registration.installing);
        registration.addEventListener("updatefound", () => watch(registration.installing));
        // A tablet may stay open for days: look for a new version when it is shown again.
        document.addEventListener("visibilitychange", () => {
          if (document.visibilityState === "visible") registration.update().catch(() => {});
        });
      })
      .catch((error) => console.warn("Service worker registration failed:", error));
    // Register once the game is on screen: the worker's precache of every file would
    // otherwise compete with the interpreter's own downloads on the first visit (and by
    // then those files are in the HTTP cache).
    const ready = () => document.body.dataset.ready === "1";
    if (ready()) register();
    else {
      const waitForReady = new MutationObserver(() => {
        if (ready()) { waitForReady.disconnect(); register(); }
      });
      waitForReady.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
    }
  }
})();
