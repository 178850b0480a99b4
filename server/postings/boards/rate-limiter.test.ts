import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardSource } from '../posting.ts';
import { createSourceRateLimiter, type SourceRateLimiter } from './rate-limiter.ts';

/** Starts a wait and records, by the fake clock, when it is let through. */
function track(limiter: SourceRateLimiter, source: BoardSource, id: string, granted: [string, number][]) {
  return limiter.wait(source).then(() => {
    granted.push([id, Date.now()]);
  });
}

describe('createSourceRateLimiter', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets one request a source go per interval, in the order they asked', async () => {
    const limiter = createSourceRateLimiter({ greenhouse: { minIntervalMs: 100 } });
    const granted: [string, number][] = [];
    const waits = ['a', 'b', 'c', 'd'].map((id) => track(limiter, 'greenhouse', id, granted));
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toEqual([['a', 0]]);
    await vi.advanceTimersByTimeAsync(99);
    expect(granted).toEqual([['a', 0]]);
    await vi.advanceTimersByTimeAsync(1);
    expect(granted.map(([id]) => id)).toEqual(['a', 'b']);
    await vi.advanceTimersByTimeAsync(200);
    await Promise.all(waits);
    expect(granted).toEqual([
      ['a', 0],
      ['b', 100],
      ['c', 200],
      ['d', 300],
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps each source apart, with 500 ms by default', async () => {
    const limiter = createSourceRateLimiter({ lever: { minIntervalMs: 50 } });
    const granted: [string, number][] = [];
    track(limiter, 'ashby', 'ashby-1', granted);
    track(limiter, 'ashby', 'ashby-2', granted);
    track(limiter, 'lever', 'lever-1', granted);
    track(limiter, 'lever', 'lever-2', granted);
    await vi.advanceTimersByTimeAsync(500);
    expect(granted).toEqual([
      ['ashby-1', 0],
      ['lever-1', 0],
      ['lever-2', 50],
      ['ashby-2', 500],
    ]);
  });

  it('holds a paused source until the date, waiters already queued included', async () => {
    const limiter = createSourceRateLimiter({ lever: { minIntervalMs: 10 } });
    const granted: [string, number][] = [];
    track(limiter, 'lever', 'first', granted);
    await vi.advanceTimersByTimeAsync(0);
    track(limiter, 'lever', 'second', granted);
    limiter.pauseUntil('lever', new Date(5_000));
    limiter.pauseUntil('lever', new Date(1_000));
    track(limiter, 'lever', 'third', granted);
    track(limiter, 'greenhouse', 'other source', granted);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(granted).toEqual([
      ['first', 0],
      ['other source', 0],
    ]);
    await vi.advanceTimersByTimeAsync(20);
    expect(granted).toEqual([
      ['first', 0],
      ['other source', 0],
      ['second', 5_000],
      ['third', 5_010],
    ]);
  });

  it('lets a waiter leave the queue when its signal aborts, and serves the next', async () => {
    const limiter = createSourceRateLimiter({ ashby: { minIntervalMs: 100 } });
    const granted: [string, number][] = [];
    track(limiter, 'ashby', 'first', granted);
    const controller = new AbortController();
    const abandoned = limiter.wait('ashby', controller.signal);
    track(limiter, 'ashby', 'third', granted);
    controller.abort(new Error('refresh cancelled'));
    await expect(abandoned).rejects.toThrow('refresh cancelled');
    await vi.advanceTimersByTimeAsync(100);
    expect(granted).toEqual([
      ['first', 0],
      ['third', 100],
    ]);
    await expect(limiter.wait('ashby', AbortSignal.abort(new Error('already')))).rejects.toThrow('already');
    expect(vi.getTimerCount()).toBe(0);
  });
});
