/** The Content-Security-Policy the web client works under, widened only for what is configured. */
import type { ServerConfig } from './config';

export function contentSecurityPolicy(config: ServerConfig): Record<string, string[] | null> {
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
  const imageHost = config.uploads.imageHostKey ? ['https://i.ibb.co'] : [];

  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'self'"],
    formAction: ["'self'"],
    scriptSrc: [
      "'self'",
      ...(stripe ? ['https://js.stripe.com'] : []),
      ...firebaseOrigins.filter((origin) => origin.includes('apis.google.com')),
    ],
    // MUI (emotion) injects its styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...imageHost],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...firebaseOrigins, ...(stripe ? ['https://api.stripe.com'] : [])],
    // Served over plain http locally: upgrading would break every request.
    upgradeInsecureRequests: config.publicUrl.startsWith('https:') ? [] : null,
    frameSrc: [...emulatorOrigin, `https://${config.firebase.authDomain}`, ...stripeFrames],
  };
}
