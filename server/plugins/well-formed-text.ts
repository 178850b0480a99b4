import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '#server/http-error.ts';
import { hookRoutesOf } from '#server/route-hooks.ts';

export type TextFault = { path: string; message: string };

const NUL_MESSAGE = 'Text cannot contain the NUL character (\\u0000); remove it and try again.';
const SURROGATE_MESSAGE =
  'Text must be valid Unicode, but this holds half a character (an unpaired surrogate such as \\ud83d); send whole characters.';

function faultOf(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  return text.isWellFormed() ? undefined : SURROGATE_MESSAGE;
}

/** The first string in the value that PostgreSQL cannot store, with its field path ("experience.0"). */
export function textFault(value: unknown): TextFault | undefined {
  // A stack, not recursion: a JSON body within the size limit can nest hundreds of thousands of levels deep.
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      const message = faultOf(next.value);
      if (message) return { path: next.path, message };
    } else if (next.value !== null && typeof next.value === 'object' && !Buffer.isBuffer(next.value)) {
      for (const [key, item] of Object.entries(next.value)) {
        pending.push({ value: item, path: next.path ? `${next.path}.${key}` : key });
      }
    }
  }
  return undefined;
}

/**
 * JSON can carry text PostgreSQL refuses to store: the NUL character (\u0000), and unpaired surrogates
 * (\ud83d without its other half), which jsonb rejects. A body with either is refused before it reaches a route,
 * with the field to fix, instead of failing as a 500 when it is stored.
 */
export default fp(
  async function wellFormedText(app: FastifyInstance) {
    // Fastify reads no body for GET and HEAD.
    const takesBody = (method: string) => method !== 'GET' && method !== 'HEAD';
    hookRoutesOf(app, 'preValidation', takesBody, (request, _reply, done) => {
      const fault = request.body === undefined ? undefined : textFault(request.body);
      done(fault && new HttpError(400, fault.path ? `${fault.path}: ${fault.message}` : fault.message));
    });
  },
  { name: 'well-formed-text' },
);
