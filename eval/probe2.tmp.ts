import { answerFeedback } from '#server/ai/local/interview/index.ts';
import { questionsById } from '#server/ai/local/interview/question-bank/index.ts';
import { INTERVIEW_CASES } from './interview/cases.ts';
for (const c of INTERVIEW_CASES) {
  const q = questionsById.get(c.questionId)!;
  const row = [c.questionId.padEnd(32)];
  for (const k of ['strong','vague','generic','offTopic','shortStrong'] as const) {
    if (!c[k]) continue;
    const r = answerFeedback({ question: { ...q, keyPoints: [...q.keyPoints], family: q.family ?? null }, response: c[k]!, industry: c.industry, role: c.role });
    row.push(`${k}:${r.score}(${Object.values(r.breakdown).join('/')})`);
  }
  console.log(row.join(' '));
}
