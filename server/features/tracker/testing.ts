import { expect } from 'vitest';
import type { Application, CreateApplicationRequest } from '#common/api/tracker.ts';
import { applications } from '#server/db/schema/index.ts';
import type { TestApp } from '#server/testing/test-app.ts';
import { get, send, type Visitor } from '#server/testing/visitor.ts';

/** Adds an application through the API and answers it as saved. */
export async function addApplication(
  who: Visitor,
  request: CreateApplicationRequest = { title: 'Staff Engineer', company: 'Acme' },
): Promise<Application> {
  const response = await send(who, 'POST', '/api/applications', request);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export async function userIdOf(who: Visitor): Promise<string> {
  const { id } = (await get(who, '/api/auth/me')).json();
  if (!id) throw new Error('the visitor has no user yet');
  return id;
}

/** Puts `count` plain applications on the user's board directly: quick to reach the board's cap. */
export async function fillBoard(app: TestApp, userId: string, count: number): Promise<void> {
  await app.db.insert(applications).values(
    Array.from({ length: count }, (_, index) => ({
      userId,
      stage: 'saved' as const,
      title: `Job ${index}`,
      company: 'Filler Inc',
    })),
  );
}
