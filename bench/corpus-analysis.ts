import { analyzeResumeText } from '#server/ai/local/resume/analyze.ts';
import { loadResumeCases } from '../eval/resumes/case.ts';

const RUNS = Number(process.env.BENCH_ANALYSIS_RUNS ?? 20);
/** An analysis runs in a worker thread per request; this keeps one well under the engine's time limit. */
const P95_GOAL_MS = 50;

const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

/**
 * The built-in analysis alone, on every resume of the evaluation corpus (eval/resumes/cases): its median and 95th
 * percentile time per resume, and the time per 1 000 words, so a change to the engine shows what it costs.
 */
export async function benchmarkCorpusAnalysis(): Promise<boolean> {
  const requests = (await loadResumeCases()).map((resume) => ({
    text: resume.text,
    format: resume.format,
    pageCount: resume.pageCount,
    twoColumns: false,
  }));
  // Warmed up first, as a long-lived worker thread is, so the first resumes do not pay for compilation.
  for (let run = 0; run < 3; run += 1) for (const request of requests) analyzeResumeText(request);
  const times: number[] = [];
  let perThousandWords = 0;
  for (const request of requests) {
    const started = performance.now();
    for (let run = 0; run < RUNS; run += 1) analyzeResumeText(request);
    const each = (performance.now() - started) / RUNS;
    times.push(each);
    perThousandWords += (each * 1000) / Math.max(1, request.text.split(/\s+/).length);
  }
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 0.95);
  console.log(`\nResume analysis on the evaluation corpus (${requests.length} resumes, ${RUNS} runs each)`);
  console.log(
    `  median ${percentile(times, 0.5).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms (goal ≤ ${P95_GOAL_MS} ms), ` +
      `max ${(times.at(-1) ?? 0).toFixed(2)} ms, ${(perThousandWords / requests.length).toFixed(2)} ms per 1 000 words`,
  );
  return p95 <= P95_GOAL_MS;
}
