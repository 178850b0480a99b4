import { formatReport } from './eval/report.ts';
import { evaluateAssistant } from './eval/assistant/suite.ts';
console.log(formatReport([evaluateAssistant()], { failureLines: process.argv.includes('--all') ? 999 : 12 }));
