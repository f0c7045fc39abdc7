// Cuib's service worker (SPEC §7: registered at /sw.js). It keeps only what is the same for everyone:
// the offline page, the icons and the content-hashed files under /assets/. Pages, API answers and
// anything personal always come from the network and are never stored.
const cache = 'cuib-static-v1';
const precached = ['/offline.html', '/icons/icon-192.png', '/icons/icon-512.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(cache).then((store) => store.addAll(precached)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== cache).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // A page that cannot be loaded shows the offline page instead of the browser's error.
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match('/offline.html')));
    return;
  }
  // Hashed build files never change: served from the cache once fetched.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ??
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(cache).then((store) => store.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
