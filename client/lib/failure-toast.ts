import { ApiError } from './api-client.ts';
import { toast } from './toast.ts';

/** A plan limit (402): the message names the plan that lifts it, and the way there is one click away. */
export const isPlanLimit = (error: Error): boolean => error instanceof ApiError && error.status === 402;

export const PLANS_LINK = { label: 'See plans', href: '/subscription' };

/** The destructive toast a failed request shows: its title, the error's text, and the plans link after a 402. */
export function failureToast(title: string, error: Error) {
  toast({
    title,
    description: error.message,
    variant: 'destructive',
    ...(isPlanLimit(error) ? { link: PLANS_LINK } : {}),
  });
}
