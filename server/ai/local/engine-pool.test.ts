import { availableParallelism } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { RESUME_TEXT_MAX_LENGTH } from '#common/resume.ts';
import { HttpError } from '#server/http-error.ts';
import { createEnginePool, engineThreadCount, memoised, REMEMBERED_TEXTS } from './engine-pool.ts';

/** A resume's worth of ordinary bullets, repeated to just under the text cap: the most work one analysis can be. */
const LONGEST_RESUME = (() => {
  const bullet =
    '• Led a team of five analysts and built dashboards in Python and SQL that cut reporting time by 40%.\n';
  const body = bullet.repeat(Math.floor((RESUME_TEXT_MAX_LENGTH - 200) / bullet.length));
  return `Jordan Avery Lee\njordan.lee@example.com\nEXPERIENCE\nData Analyst, Acme Corp, 2019 - Present\n${body}`;
})();

const analysis = (text: string) => ({ text, format: 'docx' as const, pageCount: 1, twoColumns: false });

async function rejection(work: Promise<unknown>): Promise<HttpError> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('the engine pool', () => {
  it('warms up every thread before a server takes requests, and keeps them', async () => {
    const pool = createEnginePool({ timeoutMs: 60_000 });
    await pool.warmUp();
    expect(engineThreadCount()).toBe(Math.max(1, availableParallelism()));
    expect(await pool.run('skillNames', 'Python and SQL')).toEqual(['Python', 'SQL']);
  });

  it('works off the event loop: timers fire while the longest resume is analysed', async () => {
    const pool = createEnginePool({ timeoutMs: 60_000 });
    let ticks = 0;
    const ticker = setInterval(() => {
      ticks += 1;
    }, 1);
    const result = await pool.run('analyzeResume', analysis(LONGEST_RESUME));
    clearInterval(ticker);

    expect(result.overallScore).toEqual(expect.any(Number));
    expect(ticks).toBeGreaterThan(0);
  });

  it('stops work that runs past the limit with a plain 422, and keeps answering afterwards', async () => {
    const warm = createEnginePool({ timeoutMs: 60_000 });
    await warm.run('answerFeedback', {
      question: {
        id: 'q',
        text: 'Tell me about yourself.',
        kind: 'behavioural',
        keyPoints: [],
        family: null,
      },
      response: 'I analyse data.',
      industry: 'technology',
      role: 'Data Analyst',
    });

    const hurried = createEnginePool({ timeoutMs: 1, waitMs: 60_000 });
    const error = await rejection(hurried.run('analyzeResume', analysis(LONGEST_RESUME)));
    expect(error.statusCode).toBe(422);
    expect(error.message).toMatch(/took too long\. Save it again .* and upload the new file\./);

    const after = await warm.run('analyzeResume', analysis('Jordan Avery Lee\nEXPERIENCE\nAnalyst at Acme'));
    expect(after.overallScore).toEqual(expect.any(Number));
  });

  it('answers 503 when no thread comes free in time, rather than blaming the input', async () => {
    const patient = createEnginePool({ timeoutMs: 60_000 });
    const busyWork = Array.from({ length: availableParallelism() }, () =>
      patient.run('analyzeResume', analysis(LONGEST_RESUME)),
    );
    await sleep(0);
    const hurried = createEnginePool({ timeoutMs: 60_000, waitMs: 1 });
    const error = await rejection(hurried.run('analyzeResume', analysis('Jordan Avery Lee')));
    expect(error.statusCode).toBe(503);
    expect(error.message).toBe('CareerPilot is busy right now. Please try again in a minute.');
    await Promise.all(busyWork);
  });
});

describe('remembered skill names', () => {
  const counting = () => {
    const reads: string[] = [];
    const read = memoised(async (text: string) => {
      reads.push(text);
      if (text === 'broken') throw new Error('the engine failed');
      return [text.toUpperCase()];
    });
    return { reads, read };
  };

  it('reads a text once, however often and however many at once it is asked for, and hands out copies', async () => {
    const { reads, read } = counting();
    const [first, second] = await Promise.all([read('python'), read('python')]);
    (first as string[]).push('changed');
    expect(await read('python')).toEqual(['PYTHON']);
    expect(second).toEqual(['PYTHON']);
    expect(reads).toEqual(['python']);
  });

  it('forgets a failure, and the least recently used text past its bound', async () => {
    const { reads, read } = counting();
    await expect(read('broken')).rejects.toThrow('the engine failed');
    await expect(read('broken')).rejects.toThrow('the engine failed');
    expect(reads).toEqual(['broken', 'broken']);

    await read('kept');
    for (let text = 0; text < REMEMBERED_TEXTS; text += 1) {
      await read(String(text));
      if (text % 100 === 0) await read('kept');
    }
    reads.length = 0;
    await read('kept');
    await read('0');
    expect(reads).toEqual(['0']);
  });
});
