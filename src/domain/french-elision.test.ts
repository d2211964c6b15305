import { describe, expect, it } from 'vitest';
import { frenchOf } from './french-elision';

describe('"de" before a name', () => {
  it.each([
    ['Atelier Lumière', 'd’Atelier Lumière'],
    ['Éclat', 'd’Éclat'],
    ['Maison Lune', 'de Maison Lune'],
    ['Hermine', 'de Hermine'],
    ['  Ouest ', 'd’Ouest'],
  ])('%s → %s', (name, expected) => expect(frenchOf(name)).toBe(expected));
});
