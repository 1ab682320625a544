import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  describeEnvironmentIssues,
  envChoice,
  envFlag,
  envOptionalWholeNumber,
  envRequired,
  envText,
  envWholeNumber,
} from './environment-schema';

const settings = z.object({
  HOST: envText('127.0.0.1'),
  PORT: envWholeNumber(1337, 1, 65535),
  SEED: envOptionalWholeNumber(),
  CLIENT: envChoice(['sqlite', 'postgres'], 'sqlite'),
  SSL: envFlag(false),
  SECRET: envRequired('is missing'),
});

describe('the environment schema pieces', () => {
  it('take a blank or unset variable for the default', () => {
    expect(settings.parse({ HOST: ' ', PORT: '', SEED: '', CLIENT: '', SSL: '', SECRET: 's' })).toEqual({
      HOST: '127.0.0.1',
      PORT: 1337,
      SEED: undefined,
      CLIENT: 'sqlite',
      SSL: false,
      SECRET: 's',
    });
  });

  it('read what is given, trimmed', () => {
    expect(
      settings.parse({ HOST: ' 0.0.0.0 ', PORT: '8080', SEED: '7', CLIENT: 'postgres', SSL: 'true', SECRET: ' k ' }),
    ).toEqual({ HOST: '0.0.0.0', PORT: 8080, SEED: 7, CLIENT: 'postgres', SSL: true, SECRET: 'k' });
  });

  it('say in one sentence what is wrong with each variable', () => {
    const parsed = settings.safeParse({ PORT: '70000', SEED: '1.5', CLIENT: 'mysql', SSL: 'yes' });
    expect(parsed.success).toBe(false);
    expect(describeEnvironmentIssues('The settings', parsed.error?.issues ?? [])).toBe(
      'The settings is not valid: PORT must be at most 65535; SEED must be a whole number; CLIENT must be one of sqlite, postgres; SSL must be true or false; SECRET is missing.',
    );
  });
});
