import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Metric, SuiteResult } from './report.ts';

const BASELINE_FILE = join(import.meta.dirname, 'baseline.json');

type Baseline = Record<string, number>;

const keyOf = (suite: SuiteResult, metric: Metric) =>
  `${suite.suite.replace(/ \(\d+\)$/, '')}: ${metric.name}`;

/** Shares may not fall and counts of wrong answers may not rise; a figure without a direction is not held. */
export function regressed(metric: Metric, before: number): boolean {
  const rounded = Math.round(metric.value * 10_000) / 10_000;
  if (metric.kind === 'share') return rounded < before;
  return metric.goal?.atMost !== undefined && rounded > before;
}

/** The figures that got worse than the committed baseline (eval/baseline.json), as lines to print. */
export async function regressionsFrom(results: SuiteResult[]): Promise<string[]> {
  const baseline = JSON.parse(await readFile(BASELINE_FILE, 'utf8')) as Baseline;
  return results.flatMap((suite) =>
    suite.metrics.flatMap((metric) => {
      const before = baseline[keyOf(suite, metric)];
      return before !== undefined && regressed(metric, before)
        ? [`${keyOf(suite, metric)} fell from ${before} to ${metric.value}`]
        : [];
    }),
  );
}

export async function writeBaseline(results: SuiteResult[]): Promise<void> {
  const baseline: Baseline = {};
  for (const suite of results)
    for (const metric of suite.metrics)
      baseline[keyOf(suite, metric)] = Math.round(metric.value * 10_000) / 10_000;
  await writeFile(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
}
