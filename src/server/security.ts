/** The Content-Security-Policy the web client works under, widened only for what is configured. */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { ServerConfig } from './config';

/** The pages of the built client; index.html carries the pre-rendered landing page. */
const CLIENT_PAGES = ['index.html', 'shell.html'];
/** A script element with its attributes (group 1) and its text (group 2). */
const SCRIPT_ELEMENT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;

const sha256Source = (body: string) =>
  `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/**
 * The hashes of the inline scripts the built client's pages carry, the only inline scripts
 * allowed to run: the pre-rendered landing page's, which set the colour scheme before the
 * first paint; and the shell's webpack runtime.
 */
export function inlineScriptHashes(clientDir: string): string[] {
  const inPages = CLIENT_PAGES.flatMap((page) => {
    const file = path.join(clientDir, page);
    if (!fs.existsSync(file)) return [];
    return Array.from(fs.readFileSync(file, 'utf8').matchAll(SCRIPT_ELEMENT))
      .filter(([, attributes = '', body = '']) => !/\ssrc=/.test(attributes) && body !== '')
      .map(([, , body = '']) => sha256Source(body));
  });
  return [...new Set(inPages)];
}

export function contentSecurityPolicy(
  config: ServerConfig,
  scriptHashes: readonly string[] = [],
): Record<string, string[] | null> {
  const emulatorOrigin = config.firebase.authEmulatorHost
    ? [`http://${config.firebase.authEmulatorHost}`]
    : [];
  const firebaseOrigins = emulatorOrigin.length
    ? emulatorOrigin
    : [
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://apis.google.com',
      ];
  const stripe = config.payments.provider === 'stripe';
  const stripeFrames = stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : [];

  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    scriptSrc: [
      "'self'",
      ...scriptHashes,
      ...(stripe ? ['https://js.stripe.com'] : []),
      ...firebaseOrigins.filter((origin) => origin.includes('apis.google.com')),
    ],
    // MUI (emotion) injects its styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Exactly the images acceptedImageUrl stores (src/contract/imageUrls.ts), plus data: for
    // the preview of a photo chosen in a form (ImageField reads it as a data URL).
    imgSrc: ["'self'", 'data:', ...config.uploads.imageHostOrigins],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...firebaseOrigins, ...(stripe ? ['https://api.stripe.com'] : [])],
    // Served over plain http locally: upgrading would break every request.
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
    frameSrc: [...emulatorOrigin, `https://${config.firebase.authDomain}`, ...stripeFrames],
  };
}

/**
 * The policy of the API documentation page (`/api/docs`, @fastify/swagger-ui) alone: its
 * script injects its styles at run time, so styles may be inline there, as they may in the
 * client; scripts still come only from this server. Every other page keeps the policy above.
 */
export function apiDocsContentSecurityPolicy(config: ServerConfig): string {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    "form-action 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // Served over plain http locally: upgrading would break every request.
    ...(config.publicUrl.startsWith('https:') ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}
