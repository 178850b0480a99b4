import { findSkill, ROLES, type Role, skillsShownBy } from '#server/knowledge/index.ts';
import { trimEdges } from '#server/knowledge/text.ts';
import type { Question } from '../question-bank/types.ts';
import {
  inRunningText,
  type NounPhrase,
  skillPhrase,
  type ToolKind,
  titlePhrase,
  toolKind,
  toolPhrase,
} from './phrasing.ts';
import { OCCUPATION_TEMPLATES, type TemplateSource } from './templates.ts';

/** Every generated question's id starts so: 'occ-dental-hygienist-tool-ultrasonic-scalers-checks'. */
export const OCCUPATION_QUESTION_PREFIX = 'occ-';

/** How much of an occupation's data its questions are about: its most important skills and tools first. */
const SUBJECTS_PER_SOURCE: Record<TemplateSource, number> = { skill: 8, tool: 6, licence: 1, impact: 4 };
/** As the question bank's key points: short enough to read as a checklist. */
const MAX_KEY_POINT = 80;
const MIN_KEY_POINTS = 3;
/** A measure of the work as a short noun phrase ('recall retention'), not a note ('air leakage reduced (CFM50)'). */
const MAX_IMPACT_WORDS = 5;
/** Synonyms that name a credential or a level of a skill, not the skill: 'Forklift Certified', 'Fluent Spanish'. */
const NOT_THE_SKILL = /certif|licen[cs]|fluen|knowledge|skills|experience|proficien/i;
/** A noun that already says 'a skill': 'presentation skills', 'menu knowledge'. */
const SKILL_NOUN = /\b(?:skills?|knowledge|expertise|literacy|abilit(?:y|ies))$/;

type Values = Record<string, string | undefined>;
type Subject = {
  source: TemplateSource;
  slug: string;
  values: Values;
  toolKind?: ToolKind;
  /** A hard skill named as a body of knowledge ('wine knowledge'): asked about only as something one has. */
  knowledge?: boolean;
};

/** kebab-case for an id: 'Scaling and Root Planing' → 'scaling-and-root-planing', 'C++' → 'c-plus-plus'. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/#/g, ' sharp ')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-');
  return trimEdges(slug, (character) => character === '-');
}

const hardSkillPhrase = (name: string) => skillPhrase(name, findSkill(name));
const toolPhraseOf = (name: string) => toolPhrase(name, findSkill(name));

/** 'skills in dental prophylaxis', 'menu knowledge': a skill as something a person has. */
const asSkills = (phrase: NounPhrase) =>
  SKILL_NOUN.test(phrase.bare) ? phrase.bare : `skills in ${phrase.definite}`;

/** The skill with another of its names, so that an answer in other words still covers it: 'forklift operation or forklift driving'. */
function withSynonym(name: string, phrase: NounPhrase): string {
  const own = new Set(name.toLowerCase().split(/\s+/));
  const synonym = findSkill(name)?.synonyms.find(
    (candidate) =>
      !NOT_THE_SKILL.test(candidate) &&
      candidate.split(/\s+/).length <= 3 &&
      candidate
        .toLowerCase()
        .split(/\s+/)
        .some((word) => !own.has(word)),
  );
  if (!synonym) return phrase.bare;
  const other = phrase.proper ? synonym : inRunningText(synonym);
  return `${phrase.bare} or ${other}`;
}

/** The other hard skill a skill's answer touches: the next of the same kind, else the next in importance. */
function relatedSkill(skills: readonly string[], index: number): string | undefined {
  const category = findSkill(skills[index] ?? '')?.category;
  const others = [...skills.slice(index + 1), ...skills.slice(0, index)];
  return others.find((other) => category && findSkill(other)?.category === category) ?? others[0];
}

/** The rung that leads the work, as running text names it: 'a lead dental hygienist', 'a hygiene manager'. */
function leadTitleOf(role: Role): string {
  for (const level of ['lead', 'manager', 'head'] as const) {
    const title = role.ladder.find((rung) => rung.level === level)?.titles[0];
    if (title) return titlePhrase(title);
  }
  return 'a team lead';
}

const nth = <T>(items: readonly T[], index: number): T | undefined =>
  items.length === 0 ? undefined : items[index % items.length];

/** The occupation's hard skills a tool shows, as the catalogue relates them: 'ANSYS' shows Finite Element Analysis. */
const skillsOfTool = (role: Role, tool: string) =>
  [...skillsShownBy(tool).keys()].filter((skill) => skill !== tool && role.hardSkills.includes(skill));

/** What the occupation's questions can be about, most important first, each once. */
function subjectsOf(role: Role): Subject[] {
  const leadTitle = leadTitleOf(role);
  const skills = role.hardSkills.slice(0, SUBJECTS_PER_SOURCE.skill);
  const tools = role.tools.slice(0, SUBJECTS_PER_SOURCE.tool);
  const impacts = role.impactAreas
    .filter((area) => !/[()]/.test(area) && area.trim().split(/\s+/).length <= MAX_IMPACT_WORDS)
    .slice(0, SUBJECTS_PER_SOURCE.impact);
  const licences = role.licences.slice(0, SUBJECTS_PER_SOURCE.licence);
  const skillName = (index: number) => {
    const name = nth(role.hardSkills, index);
    return name === undefined ? undefined : hardSkillPhrase(name).definite;
  };

  const subjects: Subject[] = [
    ...skills.map((name, index): Subject => {
      const phrase = hardSkillPhrase(name);
      const related = relatedSkill(role.hardSkills, index);
      const tool = role.tools.find((candidate) => skillsOfTool(role, candidate).includes(name));
      return {
        source: 'skill',
        slug: slugOf(name),
        knowledge: SKILL_NOUN.test(phrase.bare),
        values: {
          skill: phrase.definite,
          skillSkills: asSkills(phrase),
          skillAlso: withSynonym(name, phrase),
          related: related === undefined ? undefined : hardSkillPhrase(related).definite,
          toolBare: tool === undefined ? undefined : toolPhraseOf(tool).bare,
          impact: nth(impacts, index),
          leadTitle,
        },
      };
    }),
    ...tools.map((name, index): Subject => {
      const phrase = toolPhraseOf(name);
      const [shown] = skillsOfTool(role, name);
      return {
        source: 'tool',
        slug: slugOf(name),
        toolKind: toolKind(name, findSkill(name)),
        values: {
          tool: phrase.indefinite,
          theTool: phrase.definite,
          toolBare: phrase.bare,
          skillOfTool: shown === undefined ? undefined : hardSkillPhrase(shown).definite,
          impact: nth(impacts, index),
          leadTitle,
        },
      };
    }),
    ...licences.map(
      (name, index): Subject => ({
        source: 'licence',
        slug: slugOf(name),
        values: { licence: name, impact: nth(impacts, index), leadTitle },
      }),
    ),
    ...impacts.map(
      (area, index): Subject => ({
        source: 'impact',
        slug: slugOf(area),
        values: { impact: area, skill: skillName(index), leadTitle },
      }),
    ),
  ];
  const seen = new Set<string>();
  return subjects.filter((subject) => {
    const key = `${subject.source}-${subject.slug}`;
    if (subject.slug === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The template with its placeholders filled, or undefined where the subject has no value for one. */
function filled(template: string, values: Values): string | undefined {
  let complete = true;
  const text = template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value.trim() === '') complete = false;
    return value ?? '';
  });
  return complete ? text.replace(/\s+/g, ' ').trim() : undefined;
}

/** Every question the templates write about one occupation, in the order of its subjects (most important first). */
function generate(role: Role): Question[] {
  const questions: Question[] = [];
  for (const subject of subjectsOf(role)) {
    const templates = OCCUPATION_TEMPLATES.filter(
      (entry) =>
        entry.source === subject.source &&
        (entry.toolKind === undefined || entry.toolKind === subject.toolKind) &&
        (!subject.knowledge || entry.anySkill === true),
    );
    for (const template of templates) {
      const text = filled(template.text, subject.values);
      if (text === undefined) continue;
      const keyPoints = [
        ...new Set(
          template.keyPoints.flatMap((point) => {
            const value = (Array.isArray(point) ? point : [point])
              .map((alternative) => filled(alternative, subject.values))
              .find((alternative) => alternative !== undefined && alternative.length <= MAX_KEY_POINT);
            return value === undefined ? [] : [value];
          }),
        ),
      ];
      if (keyPoints.length < MIN_KEY_POINTS) continue;
      questions.push({
        id: `${OCCUPATION_QUESTION_PREFIX}${role.id}-${subject.source}-${subject.slug}-${template.key}`,
        kind: template.kind,
        text,
        seniority: [...template.seniority],
        keyPoints: keyPoints.slice(0, 5),
        family: role.family,
        occupation: role.id,
        topic: `${subject.source}-${subject.slug}`,
      });
    }
  }
  return questions;
}

const generated = new Map<string, readonly Question[]>();

/**
 * The technical and situational questions about an occupation's own skills, tools, licence and measures of success.
 * The same occupation data always writes the same questions with the same ids.
 */
export function occupationQuestions(role: Role): readonly Question[] {
  let questions = generated.get(role.id);
  if (!questions) {
    questions = generate(role);
    generated.set(role.id, questions);
  }
  return questions;
}

const rolesById = new Map(ROLES.map((role) => [role.id, role]));
const SOURCE_AFTER_ROLE = /^(?:skill|tool|licence|impact)-/;

/** The occupations an id may be of: 'occ-dental-hygienist-…' could be of 'dental' or of 'dental-hygienist'. */
function rolesNamedBy(id: string): Role[] {
  if (!id.startsWith(OCCUPATION_QUESTION_PREFIX)) return [];
  const rest = id.slice(OCCUPATION_QUESTION_PREFIX.length);
  const roles: Role[] = [];
  for (let at = rest.indexOf('-'); at !== -1; at = rest.indexOf('-', at + 1)) {
    const role = rolesById.get(rest.slice(0, at));
    if (role && SOURCE_AFTER_ROLE.test(rest.slice(at + 1))) roles.push(role);
  }
  return roles;
}

/** The key of the template that wrote a generated question: 'explain' of 'occ-…-skill-dental-prophylaxis-explain'. */
export function templateKeyOf(question: Question): string | undefined {
  if (question.occupation === undefined || question.topic === undefined) return undefined;
  return question.id.slice(`${OCCUPATION_QUESTION_PREFIX}${question.occupation}-${question.topic}-`.length);
}

/** A generated question by its id, written again from the occupation's data: what a saved session refers to. */
export function occupationQuestion(id: string): Question | undefined {
  for (const role of rolesNamedBy(id)) {
    const question = occupationQuestions(role).find((candidate) => candidate.id === id);
    if (question) return question;
  }
  return undefined;
}

/** The occupation a generated question is about, by its id. */
export function occupationOfQuestion(id: string | null | undefined): Role | undefined {
  if (!id) return undefined;
  return rolesNamedBy(id).find((role) => occupationQuestions(role).some((question) => question.id === id));
}

const MAX_VOCABULARY = 30;

/**
 * The terms a strong answer about the occupation uses, as a family's vocabulary lists them: its hard skills, tools
 * and measures of success, in lower case.
 */
export function occupationVocabulary(role: Role): string[] {
  const terms = [
    ...role.hardSkills.slice(0, 14),
    ...role.tools.slice(0, 10),
    ...role.impactAreas.slice(0, 6),
  ].map((term) => term.toLowerCase().trim());
  return [...new Set(terms)].slice(0, MAX_VOCABULARY);
}
