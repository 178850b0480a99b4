import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';

/**
 * How long the server's thread may work between two answers to a probe while hostile or heavy work runs: work
 * done on that thread holds it, and everyone else, for as long as it takes. Counted in the thread's own CPU time,
 * not by the clock, so that a busy machine, which slows every thread alike, is not taken for a blocked server.
 */
export const PROMPT_ANSWER_CPU_MS = 250;
const PROBE_INTERVAL_MS = 25;

export type Probe = { url: string; statusCode: number; cpuMs: number };

/** The CPU time this thread, which runs the app under test, has used since `since`. */
function threadCpuMsSince(since: NodeJS.CpuUsage): number {
  const { user, system } = process.threadCpuUsage(since);
  return (user + system) / 1000;
}

/**
 * What others see meanwhile: each of `urls` asked with `ask`, again and again until `work` ends, with the thread's
 * CPU time spent before each answer.
 */
export async function probeWhile<T>(
  work: Promise<T>,
  ask: (url: string) => Promise<{ statusCode: number }>,
  urls: readonly string[] = ['/healthz'],
): Promise<{ result: T; probes: Probe[] }> {
  let finished = false;
  const outcome = work.finally(() => {
    finished = true;
  });
  const probes: Probe[] = [];
  // Counted from the previous answer, so that work holding the thread while the prober sleeps counts too.
  let since = process.threadCpuUsage();
  do {
    for (const url of urls) {
      const { statusCode } = await ask(url);
      probes.push({ url, statusCode, cpuMs: threadCpuMsSince(since) });
      since = process.threadCpuUsage();
    }
    await sleep(PROBE_INTERVAL_MS);
  } while (!finished);
  return { result: await outcome, probes };
}

/** Every probe answered 200 within `PROMPT_ANSWER_CPU_MS` of the thread's time, and there were some. */
export function expectPromptAnswers(probes: Probe[]): void {
  expect(probes.length).toBeGreaterThanOrEqual(2);
  expect(
    probes.filter(({ statusCode, cpuMs }) => statusCode !== 200 || cpuMs >= PROMPT_ANSWER_CPU_MS),
  ).toEqual([]);
}
