import { parseResume } from '#server/ai/local/resume/parse.ts';
import { loadResumeCases } from './resumes/case.ts';
const cases = await loadResumeCases();
const order = { strong: 0, medium: 1, weak: 2 };
cases.sort((a, b) => order[a.quality] - order[b.quality]);
for (const r of cases) {
  const f = parseResume(r.text);
  const all = f.bullets.filter((b) => !f.structuralLines.has(b.line));
  const ach = all.filter((b) => ['experience', 'projects', 'volunteering'].includes(b.section));
  const bs = ach.length ? ach : all;
  const num = bs.filter((b) => /\d/.test(b.text)).length;
  const money = bs.filter((b) => /%|[$£€₹]|\d\s?(?:k|m|bn|x|×)\b|\b(?:million|billion|lakh|crore)\b/i.test(b.text)).length;
  const words = bs.reduce((t, b) => t + b.text.split(/\s+/).length, 0);
  const jobs = f.entries.filter(e=>e.section==='experience');
  const perJob = jobs.map(e=>e.bullets.length).join(',');
  console.log([r.quality, r.id.padEnd(44), bs.length, num, money, (num/Math.max(1,bs.length)).toFixed(2), (money/Math.max(1,bs.length)).toFixed(2), (words/Math.max(1,bs.length)).toFixed(0), f.wordCount, perJob, f.sections.map(s=>s.kind).join(',')].join('\t'));
}
