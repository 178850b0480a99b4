import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'a query error wrapping a dropped connection',
      new Error('Failed query: select 1', { cause: new Error('Connection terminated unexpectedly') }),
    ],
  ])('recognises %s', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a programming error', new TypeError('Cannot read properties of undefined')],
    ['not an error at all', 'ECONNREFUSED'],
  ])('does not mistake %s for an outage', (_case, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
