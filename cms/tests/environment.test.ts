import { expect, it } from 'vitest';
import { startTestCms } from '@clinic/tools/cms-test-server';
import { describeOnce } from './support/database-passes';

/** The CMS reads its settings once, at boot (src/environment.ts): a wrong one stops it there, named. */
describeOnce('[CMS]: its environment', () => {
  it('refuses to start with a setting it cannot read, naming each one and serving nothing', async () => {
    const started = startTestCms({
      env: { BOOKING_LEAD_MINUTES: 'an hour', SITE_URL: 'clinic.example', DATABASE_SSL: 'yes' },
    });
    await expect(started).rejects.toThrow(/exited before answering/);
    const failure = String(await started.catch((error: unknown) => error));
    expect(failure).toContain('BOOKING_LEAD_MINUTES must be a whole number');
    expect(failure).toContain('SITE_URL must be an http(s) address');
    expect(failure).toContain('DATABASE_SSL must be true or false');
  });
});
