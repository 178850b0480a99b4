import { describe, expect, it } from 'vitest';
import { quotedPassages } from '#server/knowledge/quotes.ts';
import { questionsById } from './question-bank/index.ts';
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

describe('scoreAnswer on the way people answer out loud', () => {
  const hardestProblem: ScoredQuestion = {
    text: 'Tell me about the hardest problem you have solved at work or in your studies.',
    kind: 'behavioural',
    keyPoints: [
      'defined the problem clearly',
      'gathered data',
      'options considered',
      'solution and result',
      'what they learned',
    ],
    vocabulary: [],
  };
  const labelled = `S: At my last company a Black Friday promo brought a 3× load spike and our Kafka consumers fell to a 4-hour lag.
T: I was the on-call engineer and had to clear the lag without dropping orders.
A: I gathered data in Grafana, found row locks in Postgres, considered more consumers but batched the inserts instead.
R: Throughput went up +500% and the lag was gone in 40 minutes. I learned to load test with real peaks.`;
  const recited = `The hardest problem I have solved at work was a really complex technical problem with our system. I defined the problem clearly, gathered data, considered the options and then found the best solution. I always use a structured approach to problem solving, I break the problem down and test my solution properly. The result was positive and what I learned is that problem solving is about staying calm and working with the team.`;

  it('scores a story with its own figures far above a recital of what a good answer covers', () => {
    expect(
      scoreAnswer(hardestProblem, labelled).score - scoreAnswer(hardestProblem, recited).score,
    ).toBeGreaterThanOrEqual(25);
  });

  it("reads 'S:/T:/A:/R:' labels as the story's parts, never 'R:' as the R language", () => {
    const result = scoreAnswer(hardestProblem, labelled);
    expect(result.breakdown.structure).toBe(100);
    expect(result.strengths.join(' ')).not.toContain('“R”');
  });

  it("quotes figures whole ('3×', '+500%', '4-hour'), those with a unit before bare counts", () => {
    const praise = scoreAnswer(hardestProblem, labelled).strengths.find((line) =>
      line.startsWith('Concrete'),
    );
    expect(praise).toBe('Concrete numbers such as “3×”, “4-hour” and “+500%” make your impact believable.');
    const spoken = scoreAnswer(hardestProblem, 'The lag was gone in 40 minutes, down from 4 hours.');
    expect(spoken.strengths.join(' ')).toContain('“40 minutes” and “4 hours”');
  });

  it('does not take list numbering for figures', () => {
    const numbered = `1. I compare the bank statement with the ledger.
2. I list timing differences such as deposits in transit.
3) I investigate anything left and post adjusting entries, then it goes for review and sign-off.`;
    const result = scoreAnswer({ ...hardestProblem, kind: 'technical' }, numbered);
    expect(result.strengths.join(' ')).not.toMatch(/Concrete numbers/);
    expect(result.improvements.join(' ')).toMatch(/Add a number/);
  });

  it('does not ask a technical answer built on the speaker’s own story for an example', () => {
    const question: ScoredQuestion = {
      text: 'An outage means hundreds of customers are contacting support at once. How do you respond?',
      kind: 'situational',
      keyPoints: ['status page', 'prepared responses', 'regular updates'],
      vocabulary: [],
    };
    const answer =
      'First I update the status page, because in the outage we had in March that alone halved new tickets. Then we switch to prepared responses and post regular updates every 30 minutes.';
    expect(scoreAnswer(question, answer).improvements.join(' ')).not.toMatch(/example from your own work/);
  });

  it('counts spoken figures, irregular past tenses and a measured result', () => {
    const question: ScoredQuestion = {
      text: 'Tell me about a time you led a team through a significant change.',
      kind: 'behavioural',
      keyPoints: ['kept morale and momentum', 'measured the result'],
      vocabulary: [],
    };
    const result = scoreAnswer(
      question,
      'Last year we moved two warehouses to scanners. I kept morale up and momentum going with weekly wins, and picking errors fell from 2% to 0.4%.',
    );
    expect(result.keyPointsCovered).toEqual(['kept morale and momentum', 'measured the result']);
    expect(result.improvements.join(' ')).not.toMatch(/Add a number/);
  });

  it('scores a few sentences of what the speaker did and what came of it above a longer recital', () => {
    const processChange: ScoredQuestion = {
      text: 'Tell me about a time you improved a process at work.',
      kind: 'behavioural',
      keyPoints: [
        'found the root cause',
        'involved the people affected',
        'tested the change',
        'measured the result',
      ],
      vocabulary: ['workflow', 'stakeholders', 'lean', 'process mapping'],
    };
    const concrete =
      'Our clinic took 9 days to send referral letters. I sat with the two secretaries for a morning, saw that every letter waited for a signature, and piloted e-signing in one team first. Letters now go out in 2 days.';
    const recital =
      'When I improve a process at work I always find the root cause, involve the people affected and the stakeholders, test the change and measure the result. Process mapping and lean thinking are very useful, and a good workflow depends on communication, so I make sure everyone understands the process and the result.';
    const short = scoreAnswer(processChange, concrete);
    const generic = scoreAnswer(processChange, recital);
    expect(generic.keyPointsCovered.length).toBeGreaterThan(short.keyPointsCovered.length);
    expect(short.score).toBeGreaterThan(generic.score);
  });

  it("does not count the question's or the field's own terms as the speaker's evidence", () => {
    const question: ScoredQuestion = {
      text: 'Walk me through how you perform a bank reconciliation.',
      kind: 'technical',
      keyPoints: ['compare the bank statement with the ledger', 'adjusting entries'],
      vocabulary: ['reconciliation', 'month-end close', 'audit trail'],
    };
    const recital =
      'A bank reconciliation compares the bank statement with the ledger and needs adjusting entries. It is part of the month-end close and the audit trail.';
    expect(scoreAnswer(question, recital).breakdown.specificity).toBe(0);
  });

  it('names hard skills and tools as methods, not soft skills', () => {
    const result = scoreAnswer(hardestProblem, 'I rely on communication, teamwork and empathy.');
    expect(result.strengths.join(' ')).not.toMatch(/tools and methods/);
  });
});

describe('scoreAnswer judges the question first', () => {
  const fromBank = (id: string): ScoredQuestion => {
    const question = questionsById.get(id);
    if (!question) throw new Error(`${id} is no longer in the bank`);
    return {
      id,
      text: question.text,
      kind: question.kind,
      keyPoints: [...question.keyPoints],
      vocabulary: [],
    };
  };
  const refusedMedication = fromBank('sit-nursing-01');
  /** A fluent, specific answer to the bank's head-to-toe assessment question (tech-nursing-01). */
  const admissionAssessment = `I go airway, breathing, circulation first, then a full set of vital signs as the baseline. After that
head to toe: pain score, skin integrity over the heels and sacrum, mobility and falls risk. I take the history and
allergies from the patient and the GP letter, document it all on the admission form and escalate any abnormal
findings. Last week that caught a new patient with a resp rate of 26, and she was seen by the doctor within 20 minutes.`;
  const vagueOnTopic = `If a patient refuses a medication I respect their choice and try to talk it through with them. I'm a
caring person and I would let the right people know.`;

  it('scores an answer to another question below a vague answer to this one, and says so plainly', () => {
    const offTopic = scoreAnswer(refusedMedication, admissionAssessment);
    const vague = scoreAnswer(refusedMedication, vagueOnTopic);
    expect(offTopic.score).toBeLessThan(vague.score);
    // Its score is its relevance alone, as the breakdown shows it: how well it is told earns nothing here.
    expect(offTopic.score).toBe(Math.round(offTopic.breakdown.relevance * 0.35));
    expect(offTopic.improvements[0]).toMatch(/^This does not answer the question: .*head-to-toe assessment/);
    expect(vague.improvements.join(' ')).not.toMatch(/does not answer the question/);
  });

  it('scores the same answer in full for the question it answers', () => {
    const answered = scoreAnswer(fromBank('tech-nursing-01'), admissionAssessment);
    expect(answered.score).toBeGreaterThanOrEqual(50);
    expect(answered.improvements.join(' ')).not.toMatch(/does not answer the question/);
  });

  it('reads STAR labels in Markdown, bullets and headings, and asks for none of the parts they label', () => {
    const labelled = `**Situation:** Our night shift lost two of its six pickers in one week.
**Task** – I had to keep dispatch on time until we hired.
## What I did
- I moved the slowest pick route to the day shift and trained two packers to pick.
- Outcome: dispatch stayed at 97% and both packers stayed on as pickers.`;
    const advice = scoreAnswer(missedDeadline, labelled).improvements.join(' ');
    expect(advice).not.toMatch(/Start with the situation/);
    expect(advice).not.toMatch(/Say what your goal or responsibility was/);
    expect(advice).not.toMatch(/Describe your own actions/);
    expect(advice).not.toMatch(/End with the result/);
    expect(scoreAnswer(missedDeadline, labelled).strengths.join(' ')).not.toMatch(/Task|Situation|\*\*/);
  });

  it('takes no year, date or span of years for a figure of impact', () => {
    const dated = `In 2023, after working there for five years and 8 years in retail before that, since 2019 really, I
ran the Year 9 trip on 3 March for a 10-year-old cohort. I planned it and it went well.`;
    const result = scoreAnswer(missedDeadline, dated);
    expect(result.strengths.join(' ')).not.toMatch(/Concrete numbers/);
    expect(result.improvements.join(' ')).toMatch(/Add a number/);
    const measured = scoreAnswer(missedDeadline, `In 2023 I cut the backlog by 40% in 6 weeks.`);
    const praise = measured.strengths.find((strength) => strength.startsWith('Concrete numbers')) ?? '';
    expect(quotedPassages(praise)).toEqual(['40%', '6 weeks']);
  });
});
