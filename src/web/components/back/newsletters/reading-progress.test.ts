import { describe, expect, it } from 'vitest';
import { readingProgress } from './reading-progress';

describe('the reading progress of an article', () => {
  it('is 0 on arrival, whatever part of the article already shows', () => {
    expect(readingProgress({ top: 300, height: 3000 }, 900)).toBe(0);
    expect(readingProgress({ top: 0, height: 3000 }, 900)).toBe(0);
  });

  it('grows with the scroll and is 100 once the article’s end is in the window', () => {
    expect(readingProgress({ top: -1050, height: 3000 }, 900)).toBe(50);
    expect(readingProgress({ top: -2100, height: 3000 }, 900)).toBe(100);
    expect(readingProgress({ top: -2500, height: 3000 }, 900)).toBe(100);
  });

  it('is 100 for an article that fits in the window', () => {
    expect(readingProgress({ top: 200, height: 500 }, 900)).toBe(100);
  });
});
