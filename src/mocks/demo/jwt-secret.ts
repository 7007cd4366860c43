/** The demo's token signing key: generated once per browser and kept in localStorage. */
const KEY = 'purchasing-demo.jwt-secret';

function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(48));
  return btoa(String.fromCharCode(...bytes)).replace(
    /[+/=]/g,
    (c) => ({ '+': '-', '/': '_', '=': '' })[c] ?? '',
  );
}

export function demoJwtSecret(): string {
  const stored = window.localStorage.getItem(KEY);
  if (stored && stored.length >= 32) return stored;
  const secret = randomSecret();
  window.localStorage.setItem(KEY, secret);
  return secret;
}

export function forgetDemoJwtSecret(): void {
  window.localStorage.removeItem(KEY);
}
