import { describe, expect, it } from 'vitest';
import { questionsById } from './question-bank/index.ts';
import { questionAnsweredInstead } from './topic.ts';

const bankQuestion = (id: string) => {
  const question = questionsById.get(id);
  if (!question) throw new Error(`${id} is no longer in the bank`);
  return question;
};

/** A worked answer to the accrual question of the bank (tech-accounting-02), in its own words. */
const accrualAnswer = `An accrual is an expense we have incurred but not yet been invoiced for, like the cleaning contractor
who bills a month late. Under the matching principle the cost belongs in the period the service was used, so at
month-end I post the accrual from the purchase order and reverse it next period when the invoice arrives. Without it
the period results look better than they are.`;

describe('questionAnsweredInstead', () => {
  it('finds the question of the bank an answer is meant for when it is not the one asked', () => {
    const suspenseAccount = bankQuestion('sit-accounting-01');
    const elsewhere = questionAnsweredInstead(suspenseAccount, accrualAnswer);
    expect(elsewhere?.question.id).toBe('tech-accounting-02');
    expect(elsewhere?.relativeMatch).toBeLessThanOrEqual(0.5);
  });

  it('takes an answer to the question asked for what it is', () => {
    expect(questionAnsweredInstead(bankQuestion('tech-accounting-02'), accrualAnswer)).toBeUndefined();
  });

  it('does not take vague talk about oneself for an answer to another question', () => {
    const vague = `I am very organised and detail-oriented, and I always get things done on time. I work well in a team and
I am happy to help wherever I am needed.`;
    expect(questionAnsweredInstead(bankQuestion('sit-accounting-01'), vague)).toBeUndefined();
  });

  it('judges no answer off-topic for a culture-fit question or a question outside the bank', () => {
    expect(questionAnsweredInstead(bankQuestion('cul-05'), accrualAnswer)).toBeUndefined();
    const custom = {
      text: 'A suspense account does not reconcile. What do you do?',
      keyPoints: ['investigate'],
    };
    expect(questionAnsweredInstead(custom, accrualAnswer)).toBeUndefined();
  });
});
