import { describe, expect, it, vi } from 'vitest';
import { findRole, findSkill, isWrittenFamily, ROLES, type Role } from '#server/knowledge/index.ts';
import { SENIORITIES } from '#server/knowledge/seniority.ts';
import { answerFeedback } from '../index.ts';
import { findQuestion, questionsById } from '../question-bank/index.ts';
import type { Question } from '../question-bank/types.ts';
import { inRunningText, skillPhrase, titlePhrase, toolPhrase } from './phrasing.ts';
import {
  OCCUPATION_QUESTION_PREFIX,
  occupationOfQuestion,
  occupationQuestion,
  occupationQuestions,
  occupationVocabulary,
  templateKeyOf,
} from './questions.ts';
import { OCCUPATION_TEMPLATES } from './templates.ts';

const IMPERATIVE_OPENINGS = ['Tell me about', 'Describe', 'Walk me through', 'Talk me through', 'Explain'];

/** Occupations whose usual title the catalogue reads back as themselves. */
const titled = (roles: readonly Role[]) => roles.filter((role) => findRole(role.title)?.id === role.id);

const dentalHygienist = () => {
  const role = findRole('Dental Hygienist');
  if (!role) throw new Error('the catalogue no longer knows a Dental Hygienist');
  return role;
};

/** The words a question may write with a capital: those its occupation's names keep in running text, and 'I'. */
function capitalisedWordsAllowed(role: Role): Set<string> {
  const phrases = [
    ...role.hardSkills.map((name) => skillPhrase(name, findSkill(name)).definite),
    ...role.tools.map((name) => toolPhrase(name, findSkill(name)).definite),
    ...role.licences,
    ...role.impactAreas,
    ...role.ladder.flatMap((rung) => rung.titles.map(titlePhrase)),
    ...role.hardSkills.flatMap((name) => findSkill(name)?.synonyms.map(inRunningText) ?? []),
  ];
  return new Set(['I', ...phrases.flatMap((phrase) => phrase.split(/\s+/).map(bareWord))]);
}

/** A word without the punctuation around it: '(Certified' → 'Certified'. */
const bareWord = (word: string) => word.replace(/^[("']+|[),.?!:;"']+$/g, '');

/** Capitalised words after a sentence's first word. */
const midSentenceCapitals = (text: string) =>
  text
    .split(/(?<=[.?!:])\s+/)
    .flatMap((sentence) => sentence.split(/\s+/).slice(1))
    .map(bareWord)
    .filter((word) => /^\p{Lu}/u.test(word));

describe('the occupation templates', () => {
  it('have distinct keys of kebab-case, each source at least one technical and one situational', () => {
    const keys = OCCUPATION_TEMPLATES.map((template) => `${template.source}-${template.key}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const template of OCCUPATION_TEMPLATES) expect(template.key).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    for (const source of ['skill', 'tool', 'impact'] as const) {
      const kinds = new Set(OCCUPATION_TEMPLATES.filter((t) => t.source === source).map((t) => t.kind));
      expect(kinds, source).toEqual(new Set(['technical', 'situational']));
    }
  });
});

describe('occupationQuestions', () => {
  const roles = titled(ROLES);
  /** Every question of every occupation, with its occupation: one list of what is wrong, asserted empty. */
  const everyQuestion = () =>
    roles.flatMap((role) => occupationQuestions(role).map((question) => ({ role, question })));

  it('writes questions in the bank’s shape for every occupation, with ids of the occupation', () => {
    const problems: string[] = [];
    for (const role of roles) {
      const questions = occupationQuestions(role);
      if (questions.length === 0) problems.push(`${role.id}: no questions`);
      if (new Set(questions.map(({ id }) => id)).size !== questions.length)
        problems.push(`${role.id}: ids repeat`);
      if (new Set(questions.map(({ text }) => text)).size !== questions.length)
        problems.push(`${role.id}: texts repeat`);
    }
    for (const { role, question } of everyQuestion()) {
      const { id, keyPoints, seniority } = question;
      const idPattern = new RegExp(
        `^${OCCUPATION_QUESTION_PREFIX}${role.id}-(?:skill|tool|licence|impact)-[a-z0-9]+(?:-[a-z0-9]+)*$`,
      );
      if (!idPattern.test(id)) problems.push(`${id}: id`);
      if (question.kind !== 'technical' && question.kind !== 'situational') problems.push(`${id}: kind`);
      if (question.occupation !== role.id || question.family !== role.family)
        problems.push(`${id}: occupation`);
      const template = templateKeyOf(question);
      const source = question.topic?.split('-')[0];
      if (!OCCUPATION_TEMPLATES.some((entry) => entry.key === template && entry.source === source))
        problems.push(`${id}: template ${template}`);
      if (
        seniority.join() !== SENIORITIES.filter((level) => seniority.includes(level)).join() ||
        seniority.length === 0
      )
        problems.push(`${id}: seniority ${seniority}`);
      if (keyPoints.length < 3 || keyPoints.length > 5 || new Set(keyPoints).size !== keyPoints.length)
        problems.push(`${id}: ${keyPoints.length} key points`);
      for (const point of keyPoints) {
        if (point !== point.trim() || point.length > 80 || /[.;]$|[{}]|\s{2}/.test(point))
          problems.push(`${id}: '${point}'`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('writes natural sentences: no placeholder left, no doubled space, a question or an imperative', () => {
    const problems: string[] = [];
    for (const { question } of everyQuestion()) {
      const { id, text } = question;
      const imperative =
        IMPERATIVE_OPENINGS.some((opening) => text.startsWith(opening)) && text.endsWith('.');
      if (
        /[{}]/.test(text) ||
        /\s{2}|\s[,.?]/.test(text) ||
        text !== text.trim() ||
        !/^[A-Z]/.test(text) ||
        !(text.endsWith('?') || imperative) ||
        /\b(?:a|an) (?:a|an|the)\b|\bthe the\b/i.test(text)
      )
        problems.push(`${id}: ${text}`);
    }
    expect(problems).toEqual([]);
  });

  it('writes skills and tools in lower case inside a sentence, keeping acronyms and names', () => {
    const problems: string[] = [];
    for (const role of roles) {
      const allowed = capitalisedWordsAllowed(role);
      const commonNames = [...role.hardSkills, ...role.tools].filter((name) => {
        const phrase = role.tools.includes(name)
          ? toolPhrase(name, findSkill(name))
          : skillPhrase(name, findSkill(name));
        return !phrase.proper && phrase.bare !== name;
      });
      // Names written as named (licences, products) may contain a skill's name: 'Lean Six Sigma Black Belt'.
      const asNamed = [
        ...role.licences,
        ...role.tools.filter((name) => toolPhrase(name, findSkill(name)).proper),
      ].sort((a, b) => b.length - a.length);
      for (const { id, text } of occupationQuestions(role)) {
        for (const word of midSentenceCapitals(text))
          if (!allowed.has(word)) problems.push(`${id}: '${word}' in ${text}`);
        const rest = asNamed.reduce((remaining, name) => remaining.replaceAll(name, '…'), text);
        for (const name of commonNames) if (rest.includes(name)) problems.push(`${id}: '${name}' in ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('reads well for the names the brief names: nouns in lower case, equipment with its article', () => {
    const hygienist = dentalHygienist();
    const texts = occupationQuestions(hygienist).map((question) => question.text);
    expect(texts).toContain(
      'How would you explain dental prophylaxis to someone who has just joined the team?',
    );
    expect(texts).toContain(
      'Something goes wrong with the ultrasonic scalers in the middle of a busy day. What do you do?',
    );
    expect(texts).toContain('In the middle of a busy day, you lose access to Dentrix. What do you do?');
    expect(texts.some((text) => text.startsWith('As a lead dental hygienist, '))).toBe(true);
  });

  it('asks a forklift operator about its own trucks', () => {
    const forklift = findRole('Forklift Operator');
    expect(forklift?.family).toBe('warehouse-material-handling');
    const byId = new Map(
      forklift ? occupationQuestions(forklift).map((question) => [question.id, question]) : [],
    );
    expect(byId.get('occ-forklift-operator-tool-reach-trucks-fails')?.text).toBe(
      'Something goes wrong with the reach trucks in the middle of a busy day. What do you do?',
    );
    expect(byId.get('occ-forklift-operator-skill-forklift-operation-cut-corners')?.text).toBe(
      'A colleague asks you to cut corners on forklift operation to save time. How do you respond?',
    );
  });

  it('asks about the occupation’s own skills, tools, licences and measures, naming each', () => {
    const problems: string[] = [];
    for (const role of roles) {
      const names = [
        ...role.hardSkills.map((name) => skillPhrase(name, findSkill(name)).bare),
        ...role.tools.map((name) => toolPhrase(name, findSkill(name)).bare),
        ...role.licences,
        ...role.impactAreas,
      ];
      for (const { id, text } of occupationQuestions(role))
        if (!names.some((name) => text.includes(name))) problems.push(`${id}: ${text}`);
    }
    expect(problems).toEqual([]);
  });

  it('covers every stage with both kinds, enough for a session even after a few', () => {
    for (const role of roles.filter((entry) => entry.hardSkills.length >= 4)) {
      const questions = occupationQuestions(role);
      for (const level of SENIORITIES) {
        const suited = questions.filter((question) => question.seniority.includes(level));
        const technical = new Set(suited.filter((q) => q.kind === 'technical').map((q) => q.topic));
        const situational = new Set(suited.filter((q) => q.kind === 'situational').map((q) => q.topic));
        expect(technical.size, `${role.id} ${level}`).toBeGreaterThanOrEqual(6);
        expect(situational.size, `${role.id} ${level}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('writes the same questions from the same data', () => {
    const role = dentalHygienist();
    expect(occupationQuestions({ ...role })).toEqual(occupationQuestions(role));
  });
});

describe('finding a generated question by its id', () => {
  it('finds every generated question again, and its occupation', () => {
    for (const role of titled(ROLES).slice(0, 200)) {
      for (const question of occupationQuestions(role)) {
        expect(findQuestion(question.id)).toEqual(question);
        expect(occupationOfQuestion(question.id)?.id).toBe(role.id);
      }
    }
  });

  it('keeps an id pointing at the same question', () => {
    expect(findQuestion('occ-dental-hygienist-skill-dental-prophylaxis-explain')?.text).toBe(
      'How would you explain dental prophylaxis to someone who has just joined the team?',
    );
  });

  it('finds the question again after a restart, when nothing is cached', async () => {
    const [question] = occupationQuestions(dentalHygienist());
    if (!question) throw new Error('no question for a dental hygienist');
    vi.resetModules();
    const fresh = await import('./questions.ts');
    expect(fresh.occupationQuestion(question.id)).toEqual(question);
  });

  it('finds nothing for an id that names no occupation, subject or template', () => {
    for (const id of [
      'occ-',
      'occ-dental-hygienist',
      'occ-dental-hygienist-skill-time-travel-explain',
      'occ-no-such-job-skill-dental-prophylaxis-explain',
      'tech-nursing-999',
    ]) {
      expect(occupationQuestion(id), id).toBeUndefined();
      expect(occupationOfQuestion(id), id).toBeUndefined();
      expect(findQuestion(id), id).toBeUndefined();
    }
    expect(occupationOfQuestion(null)).toBeUndefined();
  });

  it('keeps the bank’s own ids to the bank', () => {
    const bankQuestion = questionsById.get('tech-nursing-02') as Question;
    expect(findQuestion('tech-nursing-02')).toBe(bankQuestion);
    expect(occupationOfQuestion('tech-nursing-02')).toBeUndefined();
  });
});

describe('scoring an answer to a generated question', () => {
  const cases = [
    {
      id: 'occ-dental-hygienist-tool-ultrasonic-scalers-fails',
      /** A story in the key points' own words. */
      covered: 4,
      strong: `Last spring at my previous practice our ultrasonic scaler stopped mid-morning with eight patients still booked. First I stopped the procedure and made the situation safe for the patient, switched the unit off and checked the water line. Then I reported the fault to the practice manager and logged it for the service engineer. Because we had a backup set of hand instruments, I finished the cleaning by hand rather than cancelling, and I told reception so they could warn the next patients about 15-minute delays. As a result we kept all eight appointments and protected our hygiene production that day, and the engineer replaced a cracked tip within 24 hours.`,
      vague: `I would stay calm and deal with it. Equipment problems happen and you just have to be flexible and professional. I always try to do my best for the patients and I am a good team player, so I would work with others to sort things out. Communication is key in these situations and I think staying positive matters.`,
    },
    {
      id: 'occ-dental-hygienist-skill-dental-prophylaxis-explain',
      /** A worked approach in words of its own: its steps, reasons and figures carry it. */
      covered: 1,
      strong: `I would start with the purpose: a prophy removes plaque and calculus before gum disease takes hold. Then I would go through it in order: first the medical history and the chart, then the ultrasonic scaler, then hand instruments for the fine work, and finally polishing, flossing and home-care advice. I would explain why infection control between patients is never skipped. The mistake I warn about is rushing below the gum line when the schedule is tight; at my last practice a new hygienist did that and three patients were back within six weeks with bleeding. After two weeks of working beside me, her patients' bleeding scores fell by 40%.`,
      vague: `Dental prophylaxis is a really important part of the job and I would explain that it matters a lot. I am a patient person and good at explaining things, so I would make sure they understand and feel comfortable asking questions. I think communication and teamwork are key, and I always try to be supportive of new people on the team.`,
    },
  ];

  const feedbackOn = (id: string, response: string) => {
    const question = findQuestion(id);
    if (!question) throw new Error(`${id} is no longer written: the dental hygienist's data changed`);
    return answerFeedback({
      question: {
        id: question.id,
        text: question.text,
        kind: question.kind,
        keyPoints: [...question.keyPoints],
        family: question.family ?? null,
      },
      response,
      industry: 'healthcare',
      role: 'Dental Hygienist',
    });
  };

  it.each(cases)(
    'scores a strong answer to $id at least 25 points above a vague one',
    ({ id, strong, vague, covered }) => {
      const strongResult = feedbackOn(id, strong);
      const vagueResult = feedbackOn(id, vague);
      expect(strongResult.score - vagueResult.score).toBeGreaterThanOrEqual(25);
      expect(strongResult.keyPointsCovered.length).toBeGreaterThanOrEqual(covered);
      expect(vagueResult.keyPointsCovered.length).toBeLessThanOrEqual(1);
    },
  );

  it('speaks the occupation’s language: its skills and tools are the field’s vocabulary', () => {
    const vocabulary = occupationVocabulary(dentalHygienist());
    expect(vocabulary).toContain('dental prophylaxis');
    expect(vocabulary).toContain('ultrasonic scalers');
    expect(vocabulary.length).toBeLessThanOrEqual(30);
    for (const term of vocabulary) expect(term).toBe(term.toLowerCase());
  });
});

describe('occupations outside the written families', () => {
  it('exist in the catalogue: the generated questions are what they practise', () => {
    const outside = titled(ROLES).filter((role) => !isWrittenFamily(role.family));
    expect(outside.length).toBeGreaterThan(100);
  });
});
