import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_DAYS } from '#common/tracker.ts';
import { userRepository } from '#server/sessions/repository.ts';
import { buildTestApp } from '#server/testing/test-app.ts';
import { trackerSettingsRepository } from './settings.ts';

describe('the tracker’s settings', () => {
  it('are the defaults until saved, then what was saved, again and again', async () => {
    const app = await buildTestApp();
    const userId = await userRepository(app.db).insertGuest();
    const settings = trackerSettingsRepository(app.db);
    expect(await settings.get(userId)).toEqual({ followUpDays: FOLLOW_UP_DAYS.default });
    await settings.save(userId, { followUpDays: 3 });
    expect(await settings.get(userId)).toEqual({ followUpDays: 3 });
    await settings.save(userId, { followUpDays: 14 });
    expect(await settings.get(userId)).toEqual({ followUpDays: 14 });
  });

  it('move from a guest to an account that has none, and never over the account’s own', async () => {
    const app = await buildTestApp();
    const users = userRepository(app.db);
    const settings = trackerSettingsRepository(app.db);
    const [guest, account, otherGuest, accountWithSettings] = [
      await users.insertGuest(),
      await users.insertGuest(),
      await users.insertGuest(),
      await users.insertGuest(),
    ];
    await settings.save(guest, { followUpDays: 3 });
    await settings.moveGuestData(guest, account);
    expect(await settings.get(account)).toEqual({ followUpDays: 3 });

    await settings.save(otherGuest, { followUpDays: 30 });
    await settings.save(accountWithSettings, { followUpDays: 10 });
    await settings.moveGuestData(otherGuest, accountWithSettings);
    expect(await settings.get(accountWithSettings)).toEqual({ followUpDays: 10 });
  });
});
