import { describe, expect, it } from 'vitest';
import { quotedPassages } from '#server/knowledge/quotes.ts';
import { type ScoredQuestion, scoreAnswer } from './score-answer.ts';

const missedDeadline: ScoredQuestion = {
  text: 'Tell me about a time you missed a deadline.',
  kind: 'behavioural',
  keyPoints: [
    'names the cause honestly',
    'limited the impact',
    'told stakeholders early',
    'what they changed afterwards',
  ],
  vocabulary: ['sql', 'dashboard', 'stakeholders', 'a/b test', 'pipeline'],
};

const star = `In my last role at a retail analytics team, we were due to ship a churn dashboard for the quarterly
business review. My goal was to deliver it in three weeks, but a broken data pipeline in week two meant we would miss
the date. The cause was my own: I had not checked the upstream SQL tables early enough. I told the stakeholders two
days before the deadline and explained the risk honestly. I then limited the impact by shipping the three most
important charts first and built an automated test in Airflow for the pipeline. As a result the review went ahead
with 80% of the dashboard, the rest landed four days later, and afterwards I changed how I plan: I now validate data
sources in the first week, which cut our late deliveries from 3 to 0 last year.`;

describe('scoreAnswer', () => {
  it('scores a detailed STAR answer at least 25 points above "I don\'t know"', () => {
    const strong = scoreAnswer(missedDeadline, star);
    const empty = scoreAnswer(missedDeadline, "I don't know");
    expect(strong.score - empty.score).toBeGreaterThanOrEqual(25);
    expect(strong.score).toBeGreaterThanOrEqual(65);
    expect(empty.score).toBeLessThan(15);
  });

  it('measures relevance by the key points and the role’s words', () => {
    const result = scoreAnswer(missedDeadline, star);
    expect(result.keyPointsCovered).toEqual(
      expect.arrayContaining(['told stakeholders early', 'limited the impact']),
    );
    expect(result.breakdown.relevance).toBeGreaterThanOrEqual(60);
    const offTopic = scoreAnswer(
      missedDeadline,
      'I enjoy hiking in the mountains with my family and cooking on weekends.',
    );
    expect(offTopic.breakdown.relevance).toBeLessThan(20);
  });

  it('finds the situation, task, action and result', () => {
    expect(scoreAnswer(missedDeadline, star).breakdown.structure).toBe(100);
    const actionOnly = scoreAnswer(missedDeadline, 'I fixed it.');
    expect(actionOnly.breakdown.structure).toBeLessThan(40);
    expect(actionOnly.improvements.join(' ')).toMatch(/Start with the situation/);
  });

  it('rewards numbers, named tools and measured outcomes', () => {
    expect(scoreAnswer(missedDeadline, star).breakdown.specificity).toBeGreaterThanOrEqual(90);
    const vague = scoreAnswer(
      missedDeadline,
      'We were late on a project so I worked harder and things got better in the end.',
    );
    expect(vague.breakdown.specificity).toBe(0);
  });

  it('marks down filler words, run-on sentences and a one-line answer', () => {
    const clear = scoreAnswer(missedDeadline, star).breakdown.clarity;
    const filler = `${'So basically um I kind of like missed it you know and basically um it was like fine '.repeat(6)}`;
    const rambling = scoreAnswer(missedDeadline, filler);
    expect(rambling.breakdown.clarity).toBeLessThan(clear - 20);
    expect(rambling.improvements.join(' ')).toMatch(/filler/);
    expect(scoreAnswer(missedDeadline, 'Yes.').breakdown.clarity).toBeLessThan(10);
  });

  it('judges a technical answer by its order, reasoning and example', () => {
    const question: ScoredQuestion = {
      text: 'How would you evaluate a classification model?',
      kind: 'technical',
      keyPoints: ['pick a metric that fits the costs of errors', 'hold out a test set', 'check calibration'],
      vocabulary: ['precision', 'recall', 'cross-validation'],
    };
    const ordered = scoreAnswer(
      question,
      `First I pick a metric that fits the costs of errors, such as precision or recall, because false positives and
      false negatives rarely cost the same. Then I hold out a test set and use cross-validation on the rest. Finally I
      check calibration. For example, in my last role a fraud model with 0.91 precision was badly calibrated, so we
      recalibrated it before launch.`,
    );
    expect(ordered.breakdown.structure).toBeGreaterThanOrEqual(80);
    expect(ordered.strongerAnswer[0]).toMatch(/summary/);
  });

  it('quotes only the answer’s own words', () => {
    const result = scoreAnswer(missedDeadline, star);
    for (const passage of [...result.strengths, ...result.improvements].flatMap(quotedPassages)) {
      expect(star).toContain(passage);
    }
  });

  it('outlines a stronger answer from the key points', () => {
    const outline = scoreAnswer(missedDeadline, 'I was late.').strongerAnswer;
    expect(outline).toHaveLength(4);
    expect(outline.join(' ')).toContain('told stakeholders early');
  });
});
