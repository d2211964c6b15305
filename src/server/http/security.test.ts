import { describe, expect, it } from 'vitest';
import { pageContentSecurityPolicy, STRIPE_PAGE_SOURCES } from './security';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)] as const));

describe('pageContentSecurityPolicy', () => {
  it('lets a page load nothing from elsewhere when the shop takes no third party', () => {
    const policy = directives(pageContentSecurityPolicy('n0nce'));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    // Frames fall back to default-src 'self'.
    expect(policy.has('frame-src')).toBe(false);
  });

  it('lets Stripe.js run, frame its fields and call its API when the shop takes cards through Stripe', () => {
    const policy = directives(pageContentSecurityPolicy('n0nce', STRIPE_PAGE_SOURCES));
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-n0nce'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    // Nothing else opens up: the shop itself is still never framed, and no other script runs.
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });
});
