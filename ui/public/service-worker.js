// Service worker of XR Web Capture. The build writes its id below, so every deployment changes
// this file; the browser then installs the new worker, which takes over at once, and the page
// (src/sw/register.ts) reloads on the change of controller. It caches nothing: the server
// always answers, so no stale screen is ever shown.
const BUILD_ID = '__BUILD_ID__';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  if (event.data === 'build-id') event.source?.postMessage({ buildId: BUILD_ID });
});
