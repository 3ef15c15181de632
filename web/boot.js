// Start-up overlay: shows PyScript's loading progress and any start-up error,
// and registers the offline service worker. main.py removes #boot when ready.
(() => {
  "use strict";
  const boot = document.getElementById("boot");
  const bar = document.getElementById("boot-progress");
  const step = document.getElementById("boot-step");
  const errorBox = document.getElementById("boot-error");
  const stages = {
    "Loading Pyodide": 10, "Loading Storage": 15, "Loaded Storage": 20,
    "Loading interpreter": 25, "Loaded interpreter": 70,
    "Loading files": 75, "Loaded files": 85, "Loaded Pyodide": 90,
  };
  const ready = () => document.body.dataset.ready === "1";

  const showError = (text) => {
    if (!boot.isConnected || ready()) return;
    boot.classList.add("failed");
    boot.querySelector(".boot-message").textContent = "The game could not start.";
    errorBox.textContent += (errorBox.textContent ? "\n\n" : "") + String(text).trim();
  };

  // Long stages (the interpreter download and start) creep towards these values.
  const creepTo = { "Loading interpreter": 65, "Loading files": 82 };
  let cap = 0;
  const creep = setInterval(() => { if (bar.value < cap) bar.value += 0.5; }, 100);

  addEventListener("py:progress", ({ detail }) => {
    step.textContent = String(detail);
    bar.value = Math.max(bar.value, stages[detail] ?? bar.value + 2);
    cap = creepTo[detail] ?? bar.value;
  });
  addEventListener("py:all-done", () => {
    clearInterval(creep);
    bar.value = 100;
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

  if ("serviceWorker" in navigator && location.protocol !== "file:") {
    navigator.serviceWorker.register("./sw.js", { scope: "./" })
      .catch((error) => console.warn("Service worker registration failed:", error));
  }
})();
