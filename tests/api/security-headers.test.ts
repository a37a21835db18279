/**
 * Issue 17 item 9: nothing of the app's origin may be framed by another site, the pod app only
 * by the app, and the app's pages allow only the inline scripts and styles they carry (hashed).
 * e2e/security-headers.spec.ts checks the built pages in Chromium.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { buildPodAppServer } from '../../server/web/pod-app.ts';
import { POD_APP_SANDBOX } from '../../shared/pod-app-sandbox.ts';
import { pagePolicy, podAppPolicy } from '../../server/web/csp.ts';
import { openBlobStore } from '../../server/blobs/open.ts';
import { dialects, startHarness, type Harness } from './support/harness.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

describe.each(dialects)('security headers on %s', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.close());

  it("answers every API response with frame-ancestors 'self' and X-Frame-Options SAMEORIGIN", async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/dev-oidc/.well-known/openid-configuration']) {
      const response = await h.app.inject({ url });
      expect(response.headers['content-security-policy'], url).toBe("frame-ancestors 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it("keeps an uploaded file's own policy (nothing in it may run)", async () => {
    await openBlobStore(h.config, h.db).put('public', `${'a'.repeat(64)}.webp`, Buffer.from('not really a picture'));
    const response = await h.app.inject({ url: `/media/uploads/${'a'.repeat(64)}.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
  });
});

describe('the pod app server', () => {
  it('lets only the app origin frame its pages, and sandboxes them', async () => {
    const podApp = await buildPodAppServer(loadConfig({ PUBLIC_URL: 'https://pods.example', POD_APP_URL: 'https://app.pods-frames.example' }));
    try {
      for (const url of ['/', '/live.html', '/some/page']) {
        const response = await podApp.inject({ url, headers: { accept: 'text/html' } });
        const policy = String(response.headers['content-security-policy']);
        expect(directive(policy, 'frame-ancestors'), url).toBe('frame-ancestors https://pods.example');
        expect(directive(policy, 'sandbox'), url).toBe(`sandbox ${POD_APP_SANDBOX}`);
        // Issue 49 item 16: a full policy, like the app's: code only from its own origin.
        expect(directive(policy, 'default-src'), url).toBe("default-src 'self'");
        expect(directive(policy, 'script-src'), url).toBe("script-src 'self'");
        expect(directive(policy, 'connect-src'), url).toContain('https://pods.example');
        for (const shut of ["object-src 'none'", "base-uri 'none'", "form-action 'none'"]) expect(policy, url).toContain(shut);
      }
    } finally {
      await podApp.close();
    }
  });
});

describe("the pod app's Content-Security-Policy", () => {
  it('hashes the inline code its page carries, and lets a Pod show media, models and web pages from secure addresses', () => {
    const boot = 'window.podBoot=1';
    const policy = podAppPolicy(
      `<html><head><script>${boot}</script></head><body><script type="application/json" id="pod-boot">{}</script></body></html>`,
      'http://localhost:8080',
      'allow-scripts',
    );
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${sha256(boot)}`);
    expect(directive(policy, 'img-src')).toBe("img-src 'self' http://localhost:8080 https: data: blob:");
    expect(directive(policy, 'media-src')).toContain('https:');
    expect(directive(policy, 'frame-src')).toBe('frame-src https:');
    expect(directive(policy, 'frame-ancestors')).toBe('frame-ancestors http://localhost:8080');
  });
});

describe("an app page's Content-Security-Policy", () => {
  const theme = "document.documentElement.dataset.theme='dark'";
  const css = 'body{margin:0}';
  const page = `<!doctype html><html><head><script>${theme}</script><style>${css}</style><script type="module" src="/assets/index.js"></script></head>
<body><div id="root" style="color:red"></div><script type="application/json" id="timeline-boot">{"a":1}</script></body></html>`;
  const policy = pagePolicy(page, 'https://frames.example');

  it('allows this origin and the hashes of the inline scripts and styles it carries, not inline code in general', () => {
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${sha256(theme)}`);
    expect(directive(policy, 'style-src')).toBe(`style-src 'self' ${sha256(css)}`);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('frames only the pod app, is framed only by itself, and shuts objects, base and foreign forms', () => {
    for (const expected of [
      'frame-src https://frames.example',
      "frame-ancestors 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "default-src 'self'",
    ]) {
      expect(policy.split('; ')).toContain(expected);
    }
  });
});
