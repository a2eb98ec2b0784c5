import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * The policy the built web app runs under: its own scripts only (Vite emits no inline script),
 * inline styles allowed because React, Radix and TipTap set `style` attributes and inject style tags,
 * images also as data:/blob: (logos previews, signatures), never framed.
 */
export const CONTENT_SECURITY_POLICY = {
  "default-src": ["'self'"],
  "base-uri": ["'self'"],
  "connect-src": ["'self'"],
  "font-src": ["'self'", "data:"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
  "img-src": ["'self'", "data:", "blob:"],
  "object-src": ["'none'"],
  "script-src": ["'self'"],
  "script-src-attr": ["'none'"],
  "style-src": ["'self'", "'unsafe-inline'"],
};

/** Security headers on every answer, errors and 404s included (helmet's hook runs first of all). */
export async function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONTENT_SECURITY_POLICY,
        // Only behind HTTPS: on plain http it would send the browser to an https that does not exist.
        ...(options.https ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    frameguard: { action: "deny" },
    // Same-site navigations and form posts keep their Referer and Origin; other sites get nothing.
    referrerPolicy: { policy: "same-origin" },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
}
