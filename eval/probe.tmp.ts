import { evaluateInterview } from './interview/suite.ts';
import { formatReport } from './report.ts';
console.log(formatReport([evaluateInterview()], { failureLines: 100 }));
