import { describe, expect, it } from 'vitest';
import type { BulletRewrite } from '#common/api/tailoring.ts';
import { checkRewrites } from './check-rewrites.ts';

const RESUME = `Jordan Avery Lee
EXPERIENCE
Data Analyst, Acme Corp, 2019 - Present
• Responsible for building dashboards in Postgres, which cut reporting time by 40%.
• Helped with the migration of the data warehouse.`;

const asked = [
  {
    id: 'b3',
    section: 'EXPERIENCE',
    text: 'Responsible for building dashboards in Postgres, which cut reporting time by 40%.',
  },
  { id: 'b4', section: 'EXPERIENCE', text: 'Helped with the migration of the data warehouse.' },
];

const rewrite = (before: string, after: string, id = 'x'): BulletRewrite => ({
  id,
  section: 'Work',
  before,
  after,
  changes: [{ kind: 'verb', detail: 'A stronger verb.' }],
});

describe('checkRewrites', () => {
  it('keeps a rewrite that says only what the resume shows, under the asked bullet’s own id and section', () => {
    const { kept, rejected } = checkRewrites(
      RESUME,
      [rewrite(asked[0]?.text ?? '', 'Cut reporting time 40% by building dashboards in PostgreSQL.')],
      asked,
    );
    expect(rejected).toEqual([]);
    expect(kept).toEqual([
      {
        id: 'b3',
        section: 'EXPERIENCE',
        before: asked[0]?.text,
        after: 'Cut reporting time 40% by building dashboards in PostgreSQL.',
        changes: [{ kind: 'verb', detail: 'A stronger verb.' }],
      },
    ]);
  });

  it('rejects a rewrite that adds a skill or a figure, saying what it added', () => {
    const { kept, rejected } = checkRewrites(
      RESUME,
      [rewrite(asked[1]?.text ?? '', 'Led the migration of the data warehouse to Kubernetes, saving $2M.')],
      asked,
    );
    expect(kept).toEqual([]);
    expect(rejected).toEqual([
      {
        before: asked[1]?.text,
        after: 'Led the migration of the data warehouse to Kubernetes, saving $2M.',
        unsupported: ['the skill Kubernetes', 'the number $2M'],
      },
    ]);
  });

  it('drops rewrites of bullets not asked for, empty or unchanged ones, and a second rewrite of one bullet', () => {
    const { kept, rejected } = checkRewrites(
      RESUME,
      [
        rewrite('Invented a bullet the resume never had.', 'Invented a stronger bullet.'),
        rewrite(asked[1]?.text ?? '', '   '),
        rewrite(asked[1]?.text ?? '', 'Helped with   the migration of the data warehouse.'),
        rewrite(asked[1]?.text ?? '', 'Supported the migration of the data warehouse.'),
        rewrite(asked[1]?.text ?? '', 'Supported the data warehouse migration.'),
      ],
      asked,
    );
    expect(rejected).toEqual([]);
    expect(kept.map((kept) => kept.after)).toEqual(['Supported the migration of the data warehouse.']);
  });

  it('drops a rewrite that loses a figure of the bullet or breaks its grammar', () => {
    const { kept, rejected } = checkRewrites(
      RESUME,
      [
        rewrite(asked[0]?.text ?? '', 'Built dashboards in PostgreSQL that cut reporting time.'),
        rewrite(asked[0]?.text ?? '', 'Built dashboards in in PostgreSQL, cutting reporting time by 40%.'),
        rewrite(asked[1]?.text ?? '', 'Migrated the data warehouse to'),
      ],
      asked,
    );
    expect(rejected).toEqual([]);
    expect(kept).toEqual([]);
  });

  it('checks rewrites without a list of asked bullets by their own ids', () => {
    const { kept } = checkRewrites(RESUME, [
      rewrite('Helped with the migration.', 'Supported the migration.', 'b9'),
    ]);
    expect(kept.map((kept) => [kept.id, kept.section])).toEqual([['b9', 'Work']]);
  });
});
