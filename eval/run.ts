import { evaluateAssistant } from './assistant/suite.ts';
import { regressionsFrom, writeBaseline } from './baseline.ts';
import { evaluateInterview } from './interview/suite.ts';
import { evaluateTypedInterview } from './interview/typed-suite.ts';
import { evaluateMatching } from './matching/suite.ts';
import { evaluateProfiles } from './profile/suite.ts';
import { evaluateRealPostings } from './real/postings.ts';
import { evaluateRealSkills } from './real/skills.ts';
import { evaluateRealStructure } from './real/structure.ts';
import { evaluateReal, evaluateRealTexts } from './real/suite.ts';
import { formatReport, meetsGoal, type SuiteResult } from './report.ts';
import { evaluateResumes } from './resumes/suite.ts';
import { evaluateTailoring } from './tailoring/suite.ts';

/**
 * `npm run eval`: the built-in engine measured on the evaluation corpus (eval/README.md). Prints every figure against
 * its goal and exits 1 when one is missed. `--all` prints every failure, not only the first of each suite.
 * `--no-regression` (what `npm test` runs) also exits 1 when a figure is worse than eval/baseline.json, even one
 * still within its goal, and `--write-baseline` records today's figures there.
 */
const suites: (() => Promise<SuiteResult> | SuiteResult)[] = [
  evaluateResumes,
  evaluateInterview,
  evaluateTypedInterview,
  evaluateAssistant,
  evaluateMatching,
  evaluateProfiles,
  evaluateTailoring,
  evaluateReal,
  evaluateRealTexts,
  evaluateRealPostings,
  evaluateRealStructure,
  evaluateRealSkills,
];

const flags = new Set(process.argv.slice(2));
const results: SuiteResult[] = [];
for (const suite of suites) results.push(await suite());
console.log(formatReport(results, { failureLines: flags.has('--all') ? Number.POSITIVE_INFINITY : 12 }));

const missed = results.flatMap((result) =>
  result.metrics.filter((metric) => !meetsGoal(metric) && metric.openIssue === undefined),
);
const missedOpen = results.flatMap((result) =>
  result.metrics.filter((metric) => !meetsGoal(metric) && metric.openIssue !== undefined),
);
if (flags.has('--write-baseline')) {
  await writeBaseline(results);
  console.log('\nBaseline written to eval/baseline.json.');
} else {
  console.log(missed.length === 0 ? '\nEvery goal met.' : `\n${missed.length} goals missed.`);
  if (missedOpen.length > 0)
    console.log(
      `${missedOpen.length} goals of open issues not met yet (they may not get worse than the baseline).`,
    );
  const regressions = flags.has('--no-regression') ? await regressionsFrom(results) : [];
  if (flags.has('--no-regression'))
    console.log(
      regressions.length === 0
        ? 'No figure is worse than eval/baseline.json.'
        : `Worse than eval/baseline.json:\n${regressions.map((line) => `  - ${line}`).join('\n')}`,
    );
  process.exitCode = missed.length === 0 && regressions.length === 0 ? 0 : 1;
}
