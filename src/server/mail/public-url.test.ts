import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopPublicUrl } from './public-url';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('shopPublicUrl: the address in the links of mails', () => {
  it('points at the port the shop listens on when PUBLIC_URL is not set', () => {
    vi.stubEnv('PORT', '8080');
    vi.stubEnv('PUBLIC_URL', '');
    expect(shopPublicUrl()).toBe('http://localhost:8080');
  });

  it('is PUBLIC_URL when it is set', () => {
    vi.stubEnv('PORT', '8080');
    vi.stubEnv('PUBLIC_URL', 'https://atelier.example');
    expect(shopPublicUrl()).toBe('https://atelier.example');
  });

  it('follows a change of the environment after a first read', () => {
    vi.stubEnv('PORT', '8080');
    vi.stubEnv('PUBLIC_URL', 'https://atelier.example');
    expect(shopPublicUrl()).toBe('https://atelier.example');
    vi.stubEnv('PUBLIC_URL', '');
    expect(shopPublicUrl()).toBe('http://localhost:8080');
    vi.stubEnv('PORT', '9090');
    expect(shopPublicUrl()).toBe('http://localhost:9090');
  });
});
