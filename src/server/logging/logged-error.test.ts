import { describe, expect, it } from 'vitest';
import { loggedError } from './logged-error';

class DatabaseError extends Error {
  code = '23514';
  table = 'customer_addresses';
  constraint = 'city_check';
  detail = 'Failing row contains (1, Camille, Durand, Lyon).';
}

describe('an error written to the log', () => {
  it('keeps its kind, code, schema names and stack frames, through its causes', () => {
    const error = new Error('Failed query: insert into "customer_addresses" …\nparams: 1,Camille,Durand,Lyon', {
      cause: new DatabaseError('new row violates check constraint'),
    });
    const logged = loggedError(error);
    expect(logged).toMatchObject({
      type: 'Error',
      cause: { type: 'DatabaseError', code: '23514', table: 'customer_addresses', constraint: 'city_check' },
    });
    expect(logged.frames[0]).toMatch(/^at .*logged-error\.test\.ts:\d+:\d+/);
  });

  it('never keeps a message, a detail or any other property, even a message whose lines look like frames', () => {
    const error = Object.assign(new Error('params: Camille\n    at 12 rue Secrète (Lyon)'), {
      params: ['Camille'],
      input: 'https://shop.example/?code=secret',
      code: 'not a code: Camille',
    });
    const text = JSON.stringify(loggedError(error));
    // The property is looked for as a key: the frames' file paths may hold the word (a checkout in a folder named "…-params").
    for (const secret of ['Camille', 'Secrète', 'secret', '"params"']) expect(text).not.toContain(secret);
  });

  it('copes with things thrown that are not errors', () => {
    expect(loggedError('a string with Camille')).toEqual({ type: 'string', frames: [] });
    expect(loggedError(null)).toEqual({ type: 'object', frames: [] });
  });
});
