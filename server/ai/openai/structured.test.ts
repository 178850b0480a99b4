import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseReply } from './structured.ts';

const schema = z.object({ reply: z.string(), points: z.array(z.string()) });

describe('parseReply', () => {
  it('finds the JSON object in fenced or chatty answers', () => {
    expect(parseReply('```json\n{"reply":"hi","points":[]}\n```', schema)).toEqual({
      ok: true,
      value: { reply: 'hi', points: [] },
    });
    expect(parseReply('Sure! {"reply":"hi","points":["a"]} Hope that helps.', schema).ok).toBe(true);
  });

  it('says what is wrong with an unusable answer', () => {
    expect(parseReply('no json here', schema)).toEqual({
      ok: false,
      problem: 'the answer holds no JSON object',
    });
    expect(parseReply('{"reply": }', schema)).toEqual({ ok: false, problem: 'the JSON is not well-formed' });
    const wrongShape = parseReply('{"reply": 3}', schema);
    expect(wrongShape.ok).toBe(false);
    expect(wrongShape.ok ? '' : wrongShape.problem).toMatch(/^reply: .*; points: /);
  });
});
