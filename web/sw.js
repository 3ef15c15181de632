// Offline service worker. build.py fills in the build version and the list of
// every file in dist/; the cache is named after the version and requests are
// answered cache-first.
//
// Updates: a new version installs in the background (its whole cache is filled
// first) and then waits; the page shows "A new version is ready" and, when the
// player taps Reload, sends {type: "skip-waiting"}: the new worker activates,
// deletes the old caches and takes over, and the page reloads. It never takes
// over by itself, so a running game never mixes the files of two versions.
"use strict";

const VERSION = "__BUILD_VERSION__";
const CACHE = `powergrid-${VERSION}`;
const PRECACHE = __PRECACHE_URLS__;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // "reload" bypasses the HTTP cache so a new version never stores stale files.
    await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" })));
  })());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skip-waiting") self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names
      .filter((name) => name.startsWith("powergrid-") && name !== CACHE)
      .map((name) => caches.delete(name)));
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request)
      || (request.mode === "navigate" && await cache.match(request, { ignoreSearch: true }));
    return hit || fetch(request);
  })());
});
