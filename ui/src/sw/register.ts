/**
 * Registers /weberfassung/service-worker.js and reloads the page when a new version takes over
 * (a new deployment changes the worker's build id). The first install does not reload.
 */
const UPDATE_CHECK_MS = 30 * 60 * 1000;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const hadController = !!navigator.serviceWorker.controller;
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    location.reload();
  });
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}service-worker.js`, { scope: import.meta.env.BASE_URL })
      .then((registration) => setInterval(() => void registration.update(), UPDATE_CHECK_MS))
      .catch(() => undefined);
  });
}
