import { evaluateMatching } from './matching/suite.ts';
import { formatReport, meetsGoal, type SuiteResult } from './report.ts';
import { evaluateResumes } from './resumes/suite.ts';

/**
 * `npm run eval`: the built-in engine measured on the evaluation corpus (eval/README.md). Prints every figure against
 * its goal and exits 1 when one is missed. `--all` prints every failure, not only the first of each suite.
 */
const suites: (() => Promise<SuiteResult> | SuiteResult)[] = [evaluateResumes, evaluateMatching];

const results: SuiteResult[] = [];
for (const suite of suites) results.push(await suite());
const all = process.argv.includes('--all');
console.log(formatReport(results, { failureLines: all ? Number.POSITIVE_INFINITY : 12 }));
const missed = results.flatMap((result) => result.metrics.filter((metric) => !meetsGoal(metric)));
console.log(missed.length === 0 ? '\nEvery goal met.' : `\n${missed.length} goals missed.`);
process.exitCode = missed.length === 0 ? 0 : 1;
