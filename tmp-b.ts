import { careerChatReply } from './server/ai/local/career/chat.ts';
import { ASSISTANT_CASES } from './eval/assistant/cases.ts';
import { PROFILES, EMPTY_CONTEXT } from './eval/assistant/case.ts';
for (const c of ASSISTANT_CASES) { for (const ctx of [PROFILES[c.profile], EMPTY_CONTEXT]) console.log(`## ${c.id} [${ctx===EMPTY_CONTEXT?'none':c.profile}]\n` + careerChatReply({ message: c.message, history: c.history ?? [], context: ctx })); }
