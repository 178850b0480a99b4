import type { SessionQuestion, StoredFeedback } from '#common/api/interview.ts';
import type { ProfileCheck, ProfileRecommendations, ProfileTargetRole } from '#common/api/linkedin.ts';
import type { ResumeAnalysis } from '#common/api/resume.ts';
import type { BulletRewrite, TargetJob } from '#common/api/tailoring.ts';
import type { InterviewIndustry } from '#common/industries.ts';
import type { ResumeFormat } from '#server/files/file-type.ts';
import type { Seniority } from '#server/knowledge/seniority.ts';

/**
 * The built-in engine's worker threads as features use them (`app.engine`): reading a user's stored texts, which may
 * run to 100 000 characters, off the event loop.
 */
export type TextEngine = {
  run(operation: 'skillNames', text: string): Promise<string[]>;
  run(operation: 'readPosting', request: PostingReadRequest): Promise<PostingReading>;
};

/** A board's posting as matching needs it read: title and company as the board gives them, the description as text. */
export type PostingReadRequest = { title: string; company: string; text: string };

export type PostingReading = {
  roleId: string | null;
  family: string | null;
  /** The role's industry; empty when the title names no known role. */
  industry: string;
  seniority: Seniority;
  /** Canonical skill names, required first. */
  requirements: string[];
};

export type ResumeAnalysisRequest = {
  /** The resume's text as extracted, in reading order. */
  text: string;
  format: ResumeFormat;
  pageCount: number;
  twoColumns: boolean;
  /** The role the user aims for, from their career profile or chosen for this resume; read from it when absent. */
  targetRole?: string;
  targetRoleSource?: 'career-profile' | 'chosen';
  /**
   * What the open postings titled as the person's own title ask for, most asked first, when the occupation catalogue
   * does not know that title: the skills it is measured against instead of an occupation's.
   */
  postingSkills?: readonly string[];
};

export type InterviewQuestionsRequest = {
  industry: InterviewIndustry;
  role: string;
  experience: number;
  /** Question ids the user met in recent sessions, to avoid where possible. */
  recentlySeen: ReadonlySet<string>;
  /** Varies the questions between sessions; the same seed asks the same questions. */
  seed: string;
};

export type AnswerFeedbackRequest = {
  question: SessionQuestion;
  response: string;
  industry: InterviewIndustry;
  role: string;
};

export type AnswerFeedbackResult = StoredFeedback & { score: number };

export type ProfileOptimizationRequest = {
  headline: string;
  summary: string;
  experience: string[];
  skills: string[];
  /** The role the user aims for, from their career profile; inferred from the profile when absent. */
  targetRole?: string;
};

export type ProfileOptimizationResult = ProfileRecommendations & {
  checks: ProfileCheck[];
  targetRole: ProfileTargetRole | null;
};

/** What the assistant may know of the user: their own data only. */
export type CareerChatContext = {
  careerProfile: {
    currentRole: string;
    targetRole: string;
    industry: string;
    experience: number;
    skills: string[];
    goals: string[];
    workType: string;
    location: string;
  } | null;
  resume: {
    fileName: string;
    score: number;
    atsCompatibility: number;
    keywordOptimization: number;
    contentQuality: number;
    topSuggestion: string | null;
    missingKeywords: string[];
    /** Canonical names of the skills the resume mentions. */
    skills: string[];
  } | null;
  interviews: {
    sessions: number;
    answered: number;
    averageScore: number | null;
    weakestArea: string | null;
    lastRole: string | null;
  };
  matches: {
    total: number;
    applied: number;
    top: { title: string; company: string; matchScore: number; salary: string }[];
    /**
     * The user's matches that state yearly pay in dollars, with what the pay is for: the posting's title, every place
     * it names, its work type and its level (entry, mid, senior).
     */
    salaries: {
      min: number;
      max: number;
      title: string;
      places: string[];
      workType: string;
      seniority: string;
    }[];
  };
  linkedin: { score: number; headline: string } | null;
};

/**
 * How much of a conversation the assistant reads: its latest messages. Reading the whole of it made every message
 * cost more than the one before.
 */
export const CHAT_HISTORY_MESSAGES = 50;

export type CareerChatRequest = {
  message: string;
  /** The conversation so far, oldest first: at most its latest `CHAT_HISTORY_MESSAGES`. */
  history: { sender: 'user' | 'ai'; content: string }[];
  context: CareerChatContext;
};

/** The facts behind the best job matches, to be explained one line each. */
export type MatchReasonsRequest = {
  profile: {
    currentRole: string;
    targetRole: string;
    experience: number;
    skills: string[];
    workType: string;
    location: string;
  };
  matches: {
    jobId: number;
    title: string;
    location: string;
    workType: string;
    requirements: string[];
    /** The requirements the user holds. */
    held: string[];
    matchScore: number;
    /** The matching engine's own line, kept when a model's is not usable. */
    reason: string;
  }[];
};

/** A resume bullet to rewrite for a job; `id` is stable for the same resume ('b12'). */
export type BulletToRewrite = { id: string; section: string; text: string };

export type BulletRewriteRequest = {
  /** The resume's text as extracted, the only evidence of what the person has done. */
  resumeText: string;
  job: TargetJob;
  bullets: BulletToRewrite[];
};

/**
 * A provider's rewrites, unchecked: the server checks them against the resume (`checkRewrites`) whoever wrote them.
 * `fallbackNotice` is set when the model could not answer and the built-in engine wrote them instead.
 */
export type BulletRewriteResult = { rewrites: BulletRewrite[]; fallbackNotice?: string };

/**
 * Everything the product asks of an AI. The built-in `local` provider answers offline and deterministically;
 * others (an OpenAI-compatible model) plug in by configuration.
 */
export interface AiProvider {
  readonly name: string;
  analyzeResume(request: ResumeAnalysisRequest): Promise<ResumeAnalysis>;
  /** 5 to 10 questions for a practice interview. */
  interviewQuestions(request: InterviewQuestionsRequest): Promise<SessionQuestion[]>;
  /** A score from 0 to 100 with its breakdown and written feedback for one answer. */
  answerFeedback(request: AnswerFeedbackRequest): Promise<AnswerFeedbackResult>;
  /** A profile score from explicit checks, rewrites built from the user's own facts, and advice for the role. */
  optimizeProfile(request: ProfileOptimizationRequest): Promise<ProfileOptimizationResult>;
  /** The career assistant's reply, grounded in the user's own data and career knowledge. */
  careerChat(request: CareerChatRequest): Promise<string>;
  /** One line per match on why the job fits, in the order given. */
  matchReasons(request: MatchReasonsRequest): Promise<string[]>;
  /** The bullets rewritten for the job, each change explained; a bullet with no honest change is left out. */
  rewriteBullets(request: BulletRewriteRequest): Promise<BulletRewriteResult>;
}
