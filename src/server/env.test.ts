import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv: PUBLIC_URL, the address written in mails and canonical links', () => {
  it('defaults to the port the shop listens on, so mail links reach it', () => {
    expect(loadEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('defaults to port 3000 when neither is set', () => {
    expect(loadEnv({})).toMatchObject({ PORT: 3000, PUBLIC_URL: 'http://localhost:3000' });
  });

  it('keeps the address it is given, whatever the port, without a trailing slash', () => {
    expect(loadEnv({ PORT: '8080', PUBLIC_URL: 'https://atelier.example/' }).PUBLIC_URL).toBe('https://atelier.example');
  });

  it('treats an empty PUBLIC_URL as unset', () => {
    expect(loadEnv({ PORT: '4000', PUBLIC_URL: '' }).PUBLIC_URL).toBe('http://localhost:4000');
  });
});
