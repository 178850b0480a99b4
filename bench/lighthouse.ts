import { launch } from 'chrome-launcher';
import lighthouse, { type Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_FLAGS, systemChromium } from '../scripts/chromium.ts';
import type { RunningServer } from './server-process.ts';

const ROUTES = ['/', '/dashboard', '/resume'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
/** The goals hold for Lighthouse's default, mobile preset (a mid-range phone on slow 4G); desktop is for reference. */
const GOALS: Partial<Record<(typeof CATEGORIES)[number], number>> = { performance: 98, accessibility: 100 };
const PRESETS: { name: 'mobile' | 'desktop'; config?: Config }[] = [
  { name: 'mobile' },
  { name: 'desktop', config: desktopConfig },
];

type Scores = Record<(typeof CATEGORIES)[number], number>;

async function audit(url: string, port: number, config?: Config): Promise<Scores> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    config,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.message}`);
  return Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((categories[category]?.score ?? 0) * 100)]),
  ) as Scores;
}

const meetsGoals = (scores: Scores) =>
  Object.entries(GOALS).every(([category, goal]) => scores[category as keyof Scores] >= (goal ?? 0));

/**
 * Lighthouse on the landing page, the dashboard and the resume screen in Debian's Chromium, with the mobile and
 * the desktop preset; false when a route misses a goal on mobile.
 */
export async function benchmarkLighthouse(server: RunningServer): Promise<boolean> {
  const chrome = await launch({
    chromePath: systemChromium(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  const rows: ({ preset: string; route: string } & Scores)[] = [];
  try {
    for (const { name, config } of PRESETS) {
      for (const route of ROUTES) {
        rows.push({ preset: name, route, ...(await audit(`${server.url}${route}`, chrome.port, config)) });
      }
    }
  } finally {
    chrome.kill();
  }
  const goals = Object.entries(GOALS).map(([category, score]) => `${category} ≥ ${score}`);
  console.log(`\nLighthouse (goals on mobile: ${goals.join(', ')})`);
  console.table(rows);
  return rows.filter(({ preset }) => preset === 'mobile').every(meetsGoals);
}
