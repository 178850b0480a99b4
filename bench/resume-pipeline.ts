import { RESUME_MAX_BYTES } from '#common/resume.ts';
import { extractText } from '#server/files/extract.ts';
import { formatFromFileName } from '#server/files/file-type.ts';
import { multipartBody } from '#server/testing/multipart.ts';
import { fixtureResumes } from '../scripts/fixtures/index.ts';
import { guestCookie } from './guest.ts';
import type { RunningServer } from './server-process.ts';
import { median } from './statistics.ts';

const RUNS = Number(process.env.BENCH_RESUME_RUNS ?? 7);
/** Goal of the resume issue: uploading and analysing costs at most half again what reading the text costs. */
const MEDIAN_RATIO_GOAL = 1.5;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function medianOf(run: () => Promise<unknown>): Promise<number> {
  await run();
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) times.push(await timed(run));
  return median(times);
}

async function uploadOnce(server: RunningServer, cookie: string, fileName: string, bytes: Uint8Array) {
  const { payload, headers } = multipartBody([{ field: 'resume', fileName, bytes }]);
  const response = await fetch(`${server.url}/api/resume/upload`, {
    method: 'POST',
    headers: { ...headers, cookie, origin: server.url },
    body: payload,
  });
  if (response.status !== 201)
    throw new Error(`uploading ${fileName} answered ${response.status}: ${await response.text()}`);
}

/**
 * For every fixture resume the server accepts: the bare text-extraction time (in this process) against the full
 * upload-to-analysis time through the running server (multipart, worker pool, analysis, database), as medians.
 */
export async function benchmarkResumePipeline(server: RunningServer): Promise<boolean> {
  const fixtures = await fixtureResumes();
  // One guest for every upload: without a session each upload would make a guest of its own.
  const cookie = await guestCookie(server.url);
  const rows = [];
  for (const [fileName, bytes] of fixtures) {
    const format = formatFromFileName(fileName);
    const uploadable = format !== undefined && bytes.length <= RESUME_MAX_BYTES;
    if (!uploadable || !(await extractText(format, bytes)).ok) continue;
    const extractionMs = await medianOf(() => extractText(format, bytes));
    const uploadMs = await medianOf(() => uploadOnce(server, cookie, fileName, bytes));
    rows.push({
      fixture: fileName,
      'extraction ms': Number(extractionMs.toFixed(1)),
      'upload to analysis ms': Number(uploadMs.toFixed(1)),
      'overhead ms': Number((uploadMs - extractionMs).toFixed(1)),
      ratio: Number((uploadMs / extractionMs).toFixed(2)),
    });
  }
  const medianRatio = median(rows.map((row) => row.ratio));
  console.log(`\nResume pipeline: medians of ${RUNS} runs per fixture`);
  console.table(rows);
  const met = medianRatio <= MEDIAN_RATIO_GOAL;
  console.log(
    `Median ratio ${medianRatio.toFixed(2)} (goal ≤ ${MEDIAN_RATIO_GOAL}): ${met ? 'ok' : 'MISSED'}`,
  );
  return met;
}
