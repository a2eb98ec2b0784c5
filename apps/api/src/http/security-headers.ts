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

/** helmet's header for a policy: directives separated by ';', each with its values. */
const policyHeader = (policy: Record<string, string[]>) =>
  Object.entries(policy)
    .map(([name, values]) => (values.length > 0 ? `${name} ${values.join(" ")}` : name))
    .join(";");

/**
 * The headers helmet sends for our settings, worked out once: they never change while the server
 * runs, so each answer gets them from one hook rather than from helmet's eleven middlewares.
 */
export function securityHeaders(options: { https: boolean }): [string, string][] {
  const policy = {
    ...CONTENT_SECURITY_POLICY,
    // Only behind HTTPS: on plain http it would send the browser to an https that does not exist.
    ...(options.https ? { "upgrade-insecure-requests": [] } : {}),
  };
  return [
    ["content-security-policy", policyHeader(policy)],
    ["cross-origin-opener-policy", "same-origin"],
    ["cross-origin-resource-policy", "same-origin"],
    ["origin-agent-cluster", "?1"],
    // Same-site navigations and form posts keep their Referer and Origin; other sites get nothing.
    ["referrer-policy", "same-origin"],
    ...(options.https
      ? [["strict-transport-security", "max-age=31536000; includeSubDomains"] as [string, string]]
      : []),
    ["x-content-type-options", "nosniff"],
    ["x-dns-prefetch-control", "off"],
    ["x-download-options", "noopen"],
    ["x-frame-options", "DENY"],
    ["x-permitted-cross-domain-policies", "none"],
    ["x-xss-protection", "0"],
  ];
}

/** Security headers on every answer, errors and 404s included (the hook runs first of all). */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }) {
  const headers = securityHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
