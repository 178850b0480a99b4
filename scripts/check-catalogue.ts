/** Checks the occupation catalogue's data files and prints what is wrong: `node scripts/check-catalogue.ts [--warnings]`. */
import { checkCatalogue } from '#server/knowledge/catalogue-check.ts';

const report = checkCatalogue();
for (const error of report.errors) console.log(`error: ${error}`);
if (process.argv.includes('--warnings'))
  for (const warning of report.warnings) console.log(`warning: ${warning}`);
console.log(JSON.stringify(report.stats));
console.log(`${report.errors.length} errors, ${report.warnings.length} warnings`);
process.exitCode = report.errors.length > 0 ? 1 : 0;
