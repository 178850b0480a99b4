import type { RoleFamilyId } from '#server/knowledge/families.ts';
import type { Seniority } from '#server/knowledge/seniority.ts';

/** What a behavioural question probes. */
export const COMPETENCIES = [
  'leadership',
  'teamwork',
  'conflict',
  'failure',
  'ownership',
  'communication',
  'prioritisation',
  'problem-solving',
  'adaptability',
  'customer-focus',
  'influence',
  'ethics',
  'learning',
  'mentoring',
  'decision-making',
  'strategy',
] as const;

export type Competency = (typeof COMPETENCIES)[number];

export type QuestionKind = 'behavioural' | 'culture' | 'technical' | 'situational';

/**
 * One interview question. Behavioural questions have a `competency`; technical and situational ones a
 * `family`; culture-fit questions neither.
 */
export type Question = {
  /**
   * Permanent, e.g. 'beh-leadership-07', 'cul-12', 'tech-nursing-03', 'sit-nursing-01': saved practice
   * sessions refer to it. A new question takes the next free number of its group; ids are never renumbered
   * or reused. A question written from an occupation's data has an id of the occupation, the subject and the
   * template: 'occ-forklift-operator-tool-reach-trucks-fails' (`findQuestion` writes it again from the id).
   */
  id: string;
  kind: QuestionKind;
  /** As the interviewer says it: a question ending in '?', or an imperative such as 'Tell me about…'. */
  text: string;
  /** The career stages the question suits, in the order of SENIORITIES. */
  seniority: Seniority[];
  /**
   * 3–5 short points a strong answer covers, in the words such an answer would use: answers are scored by
   * the meaningful words of each point they contain.
   */
  keyPoints: string[];
  competency?: Competency;
  /**
   * The role family of a technical or situational question: a written one (`RoleFamilyId`) for the bank's own, the
   * occupation's family ('dentistry') for a question written from an occupation's data.
   */
  family?: string;
  /** The catalogue occupation a question written from its data is about ('dental-hygienist'). */
  occupation?: string;
  /** What of the occupation it asks about ('tool-ultrasonic-scalers'): a session asks about each once. */
  topic?: string;
};

/** How a role family is recognised in a typed job title, and the terms a strong answer in it uses. */
export type FamilyVocabulary = {
  family: RoleFamilyId;
  /** Lower-case words and short phrases that identify the family in a job title, e.g. 'charge nurse', 'rn'. */
  roleKeywords: string[];
  /** 15–30 lower-case domain terms, e.g. 'a/b test', 'cross-validation', 'sql'. */
  vocabulary: string[];
};
