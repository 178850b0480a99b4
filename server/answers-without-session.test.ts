import { describe, expect, it } from 'vitest';
import { ANSWERS_WITHOUT_SESSION } from '#common/answers-without-session.ts';
import { buildTestApp } from '#server/testing/test-app.ts';

// The pages a visitor without a session is sent are pre-rendered with these answers in place (decision 0043): one
// that drifted from the API would paint something the app then takes back.
describe('the answers pre-rendered for a visitor without a session', () => {
  it.each(Object.entries(ANSWERS_WITHOUT_SESSION))('are what GET %s answers one', async (path, answer) => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(answer);
  });
});
