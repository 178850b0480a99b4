import type { QueryClient } from '@tanstack/react-query';
import { ANSWERS_WITHOUT_SESSION } from '#common/answers-without-session.ts';

/**
 * Puts in the query cache what the API answers these reads for a visitor without a session: the page they were
 * sent was pre-rendered with the same answers (decision 0043), so the app hydrates it as painted and asks for none
 * of them again.
 */
export function answerWithoutSession(queryClient: QueryClient, paths: readonly string[]) {
  for (const path of paths) {
    if (Object.hasOwn(ANSWERS_WITHOUT_SESSION, path))
      queryClient.setQueryData([path], ANSWERS_WITHOUT_SESSION[path]);
  }
}
