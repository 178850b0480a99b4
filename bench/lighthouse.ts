import { launch } from 'chrome-launcher';
import lighthouse, { type Config, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { ENTRY_SCREENS } from '#common/routes.ts';
import { CHROMIUM_FLAGS, systemChromium } from '../scripts/chromium.ts';
import type { RunningServer } from './server-process.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The goals hold for Lighthouse's default, mobile preset (a mid-range phone on slow 4G); desktop is for reference. */
const GOALS: Record<(typeof CATEGORIES)[number], number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
/** Cumulative layout shift, which the performance score weighs with others: none at all. */
const MAX_LAYOUT_SHIFT = 0;
/**
 * Runs per screen: one score swings by ten points from run to run here (whether the browser happened to paint
 * before or after it ran the scripts changes what Lighthouse's simulation counts), so the mobile goals are judged
 * on the median run of several, as Lighthouse advises for its variance. Desktop, for reference, runs once.
 */
const MOBILE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PRESETS: { name: 'mobile' | 'desktop'; runs: number; config?: Config }[] = [
  { name: 'mobile', runs: MOBILE_RUNS },
  { name: 'desktop', runs: 1, config: desktopConfig },
];

type Scores = Record<(typeof CATEGORIES)[number], number> & {
  /** The performance score of every run, the median run's included. */
  'performance runs': string;
  CLS: number;
  'LCP ms': number;
  'TBT ms': number;
  /**
   * Lighthouse's measure of the host's CPU (its benchmark index, higher is faster). The simulated phone is this
   * machine slowed four times, so scores from machines of different indexes do not compare.
   */
  'host CPU': number;
};

/** Lighthouse's report; once more when it could not record the page (NO_NAVSTART and the like, on a busy machine). */
async function report(url: string, port: number, config: Config | undefined, attempt = 1) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    config,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { runtimeError } = result.lhr;
  if (!runtimeError) return result.lhr;
  if (attempt < 2) return report(url, port, config, attempt + 1);
  throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.message}`);
}

/** The median of several runs' reports (Lighthouse's own choice: the run nearest the median FCP and TTI). */
async function medianReport(url: string, port: number, config: Config | undefined, runs: number) {
  const reports: Result[] = [];
  for (let run = 0; run < runs; run += 1) reports.push(await report(url, port, config));
  const valid = filterToValidRuns(reports);
  if (valid.length === 0) throw new Error(`Lighthouse measured no first paint on ${url}`);
  const performance = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
  return { lhr: computeMedianRun(valid) as Result, performanceRuns: reports.map(performance).join(' ') };
}

async function audit(
  url: string,
  port: number,
  config: Config | undefined,
  runs: number,
): Promise<Scores & { missed: string[] }> {
  const { lhr, performanceRuns } = await medianReport(url, port, config, runs);
  const { categories, audits } = lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
  ) as Record<(typeof CATEGORIES)[number], number>;
  // What cost points outside performance, whose audits are weighed timings rather than passes and fails.
  const missed = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    ...scores,
    'performance runs': performanceRuns,
    CLS: Number(numeric('cumulative-layout-shift').toFixed(3)),
    'LCP ms': Math.round(numeric('largest-contentful-paint')),
    'TBT ms': Math.round(numeric('total-blocking-time')),
    'host CPU': Math.round(lhr.environment.benchmarkIndex),
    missed,
  };
}

const UNMEASURED: Scores = {
  performance: 0,
  accessibility: 0,
  'best-practices': 0,
  seo: 0,
  'performance runs': '',
  CLS: Number.NaN,
  'LCP ms': Number.NaN,
  'TBT ms': Number.NaN,
  'host CPU': Number.NaN,
};

const meetsGoals = (scores: Scores) =>
  scores.CLS <= MAX_LAYOUT_SHIFT &&
  Object.entries(GOALS).every(([category, goal]) => scores[category as keyof typeof GOALS] >= goal);

/**
 * Lighthouse on every screen in Debian's Chromium, with the mobile and the desktop preset, as a first-time
 * visitor; false when a screen's median mobile run misses a goal.
 */
export async function benchmarkLighthouse(server: RunningServer): Promise<boolean> {
  const chrome = await launch({
    chromePath: systemChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const rows: ({ preset: string; route: string; missed: string } & Scores)[] = [];
  try {
    for (const { name, config, runs } of PRESETS) {
      for (const route of ENTRY_SCREENS) {
        const row = await audit(`${server.url}${route}`, chrome.port, config, runs).then(
          ({ missed, ...scores }) => ({ ...scores, missed: missed.join(' ') }),
          (error: Error) => ({ ...UNMEASURED, missed: error.message }),
        );
        rows.push({ preset: name, route, ...row });
      }
    }
  } finally {
    chrome.kill();
  }
  const goals = Object.entries(GOALS).map(([category, score]) => `${category} ≥ ${score}`);
  console.log(
    `\nLighthouse, every screen, the median of ${MOBILE_RUNS} runs on mobile (goals: ${goals.join(', ')}, CLS ${MAX_LAYOUT_SHIFT})`,
  );
  console.table(rows);
  return rows.filter(({ preset }) => preset === 'mobile').every(meetsGoals);
}
