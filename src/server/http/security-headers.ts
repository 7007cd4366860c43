import type { MiddlewareHandler } from 'hono';
import { setAnswerHeader } from './answer-headers.ts';

/** SHA-256 source expressions of the inline <script>s of a page (index.html sets the theme before first paint). */
export async function inlineScriptHashes(html: string): Promise<string[]> {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(match[1] ?? ''));
    hashes.push(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  }
  return hashes;
}

/**
 * The page policy, one for the app and the demo build (DIST_DIR may serve either):
 * - scripts: our own files and the hashed inline theme script; 'wasm-unsafe-eval' because the demo runs PGlite
 *   (PostgreSQL compiled to WebAssembly) in the page; no eval of JavaScript;
 * - workers: our own (the demo's MSW service worker is /mockServiceWorker.js);
 * - styles: inline allowed (component libraries inject <style> elements);
 * - images: data: for the captcha and blob: for upload previews;
 * - frames: /myiframe embeds menu pages at any http(s) address, so frame-src is open to them, while the app
 *   itself may only be framed by itself (frame-ancestors 'self': an .html menu page of this site in /myiframe).
 */
export function pagePolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.join(' ')}`.trim(),
    "worker-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' http: https:",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** API answers are data, never a page: nothing may run or load in them, and only this site may frame them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'self'";

/**
 * The headers every answer carries. `policy` gives the Content-Security-Policy of an answer; undefined leaves it
 * out (stored files the browser shows itself, such as a PDF, are served as uploaded, with nosniff).
 */
export function securityHeaders(policy: (contentType: string) => string | undefined): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const csp = policy(c.res.headers.get('Content-Type') ?? '');
    if (csp) setAnswerHeader(c, 'Content-Security-Policy', csp);
    setAnswerHeader(c, 'X-Content-Type-Options', 'nosniff');
    // Pages carry tokens in a few URLs (file links with Blade-Auth, ${token} in embedded menu pages): other
    // sites get no referrer at all.
    setAnswerHeader(c, 'Referrer-Policy', 'same-origin');
    setAnswerHeader(c, 'X-Frame-Options', 'SAMEORIGIN');
  };
}
