/** One figure an evaluation suite measures, with the goal it must meet (the issue's goals, not tuned to pass). */
export type Metric = {
  name: string;
  /** A share in 0..1 (printed as a percentage) or a count. */
  value: number;
  kind: 'share' | 'count';
  goal?: { atLeast?: number; atMost?: number };
  /** How many cases the figure is measured over. */
  over: number;
  /**
   * The open issue whose goal this is: the figure is printed against it and may not get worse (eval/baseline.json),
   * but missing it does not fail the run until the issue's work has landed.
   */
  openIssue?: number;
};

export type SuiteResult = {
  suite: string;
  metrics: Metric[];
  /** What went wrong, one line per case and field, for whoever improves the engine next. */
  failures: string[];
};

export const share = (name: string, hits: number, over: number, atLeast?: number): Metric => ({
  name,
  value: over === 0 ? 1 : hits / over,
  kind: 'share',
  goal: atLeast === undefined ? undefined : { atLeast },
  over,
});

export const count = (name: string, value: number, over: number, atMost?: number): Metric => ({
  name,
  value,
  kind: 'count',
  goal: atMost === undefined ? undefined : { atMost },
  over,
});

export function meetsGoal(metric: Metric): boolean {
  const { goal, value } = metric;
  if (!goal) return true;
  return (
    (goal.atLeast === undefined || value >= goal.atLeast) &&
    (goal.atMost === undefined || value <= goal.atMost)
  );
}

const formatValue = (metric: Metric, value: number) =>
  metric.kind === 'share' ? `${(value * 100).toFixed(1)}%` : String(value);

function goalText(metric: Metric): string {
  const { goal } = metric;
  if (!goal) return '';
  if (goal.atLeast !== undefined) return `≥ ${formatValue(metric, goal.atLeast)}`;
  if (goal.atMost !== undefined) return goal.atMost === 0 ? '= 0' : `≤ ${formatValue(metric, goal.atMost)}`;
  return '';
}

/** The table `npm run eval` prints: every figure, its goal and whether it is met. */
export function formatReport(results: SuiteResult[], { failureLines = 12 } = {}): string {
  const rows = results.flatMap((result) =>
    result.metrics.map((metric) => [
      result.suite,
      metric.name,
      formatValue(metric, metric.value),
      goalText(metric),
      metric.goal
        ? meetsGoal(metric)
          ? 'ok'
          : metric.openIssue
            ? `MISSED (issue ${metric.openIssue} open)`
            : 'MISSED'
        : '',
      String(metric.over),
    ]),
  );
  const header = ['suite', 'figure', 'value', 'goal', '', 'cases'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const failures = results.flatMap((result) =>
    result.failures.length === 0
      ? []
      : [
          '',
          `${result.suite}: ${result.failures.length} failures${result.failures.length > failureLines ? ` (first ${failureLines})` : ''}`,
          ...result.failures.slice(0, failureLines).map((failure) => `  - ${failure}`),
        ],
  );
  return [line(header), ...rows.map(line), ...failures].join('\n');
}
