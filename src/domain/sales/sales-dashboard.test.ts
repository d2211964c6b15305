import { describe, expect, it } from 'vitest';
import { formatChange } from './sales-dashboard';

describe('a change as the dashboard writes it', () => {
  it.each([
    [12, 'fr', '+12\u00a0%'],
    [-5, 'fr', '-5\u00a0%'],
    [0, 'fr', '0\u00a0%'],
    [1500, 'fr', '+1\u202f500\u00a0%'],
    [12, 'en', '+12%'],
    [-100, 'en', '-100%'],
    [1500, 'en', '+1,500%'],
  ] as const)('%i in %s reads %s', (percent, locale, text) => {
    expect(formatChange(percent, locale)).toBe(text);
  });
});
