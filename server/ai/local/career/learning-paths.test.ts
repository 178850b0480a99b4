import { describe, expect, it } from 'vitest';
import { findSkill } from '#server/knowledge/index.ts';
import { LEARNING_PATHS } from './learning-paths.ts';

describe('LEARNING_PATHS', () => {
  it('names every skill by its canonical name in the skill catalogue', () => {
    const unknown = [...LEARNING_PATHS.keys()].filter((skill) => findSkill(skill)?.name !== skill);
    expect(unknown).toEqual([]);
  });

  it('orders SQL from queries to joins and aggregation before window functions', () => {
    const sql = (LEARNING_PATHS.get('SQL') ?? []).join(' | ');
    expect(sql.indexOf('JOIN')).toBeGreaterThan(-1);
    expect(sql.indexOf('GROUP BY')).toBeGreaterThan(sql.indexOf('JOIN'));
    expect(sql.indexOf('window functions')).toBeGreaterThan(sql.indexOf('GROUP BY'));
  });
});
