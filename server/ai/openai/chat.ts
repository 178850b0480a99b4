import { z } from 'zod';
import { AiServiceError } from '../errors.ts';
import type { CareerChatRequest } from '../provider.ts';
import { figuresAreFrom } from './grounding.ts';
import type { StructuredClient } from './structured.ts';

/** The latest turns the model sees; older ones rarely matter and cost time. */
const HISTORY_TURNS = 12;
const REPLY_LIMIT = 4000;

const replySchema = z.object({ reply: z.string().describe('the answer to the user, in plain text') });

const INSTRUCTIONS = `You are CareerPilot's career assistant, talking with a job seeker.
Answer their message using their own data below (career profile, resume analysis, interview practice, job matches,
LinkedIn profile) and general career knowledge. Be concrete and brief: a few short paragraphs or a short list.
Rules:
- Figures about the user (scores, counts, salaries, matches) come only from their data; never make one up.
- If their data does not hold what they ask about, say so and tell them which CareerPilot screen will give it.
- Plain text only, no markdown headings.`;

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

/**
 * The model answers from the user's own data and the conversation. A sentence stating a figure that is in neither
 * is removed; if nothing is left, the answer is not used.
 */
export async function chatReply(client: StructuredClient, request: CareerChatRequest): Promise<string> {
  const history = request.history.slice(-HISTORY_TURNS);
  const { reply } = await client.complete({
    name: 'career_chat',
    schema: replySchema,
    instructions: INSTRUCTIONS,
    input: JSON.stringify({ userData: request.context, conversation: history, message: request.message }),
  });
  const known = JSON.stringify({ context: request.context, history, message: request.message });
  const grounded = sentences(reply.trim())
    .filter((sentence) => figuresAreFrom(sentence, known))
    .join(' ')
    .slice(0, REPLY_LIMIT)
    .trim();
  if (grounded === '') throw new AiServiceError('invalid-output', 'career_chat: no grounded sentence left');
  return grounded;
}
