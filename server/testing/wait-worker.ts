import { setTimeout as sleep } from 'node:timers/promises';

/** A worker for pool tests: waits the time asked for, then answers the task's name. */
export default async function waitThenAnswer({ name, waitMs }: { name: string; waitMs: number }) {
  await sleep(waitMs);
  return name;
}
