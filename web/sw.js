// Offline service worker. build.py fills in the build version and the list of
// every file in dist/; the cache is named after the version, old caches are
// deleted on activation, and requests are answered cache-first.
"use strict";

const VERSION = "__BUILD_VERSION__";
const CACHE = `powergrid-${VERSION}`;
const PRECACHE = __PRECACHE_URLS__;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // "reload" bypasses the HTTP cache so a new version never stores stale files.
    await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" })));
    await self.skipWaiting();
  })());
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
