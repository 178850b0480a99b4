import { describe, expect, it } from 'vitest';
import { isLevelWord, seniorityFor, seniorityInTitle, seniorityOfPerson } from './seniority.ts';

describe('seniorityFor', () => {
  it.each([
    [0, 'entry'],
    [2, 'entry'],
    [3, 'mid'],
    [7, 'mid'],
    [8, 'senior'],
    [20, 'senior'],
  ])('%i years is %s', (years, stage) => {
    expect(seniorityFor(years)).toBe(stage);
  });
});

describe('seniorityInTitle', () => {
  it.each([
    ['Sales and Marketing Head', 'senior'],
    ['Head of School', 'senior'],
    ['VP Sales', 'senior'],
    ['Sr. Accountant', 'senior'],
    ['Junior Frontend Developer', 'entry'],
    ['Graduate Registered Nurse', 'entry'],
    ['Registered Nurse – New Grad', 'entry'],
    ['Senior Associate, Graduate Recruitment', 'senior'],
  ])('%s states %s', (title, level) => {
    expect(seniorityInTitle(title)).toBe(level);
  });

  it.each([
    'Registered Nurse',
    'Staff Nurse',
    'Account Executive',
    'Medical Assistant',
    'Associate Attorney',
  ])('%s states no level', (title) => {
    expect(seniorityInTitle(title)).toBeUndefined();
  });

  it('knows which words only state a level', () => {
    expect(isLevelWord('Head')).toBe(true);
    expect(isLevelWord('Teller')).toBe(false);
  });
});

describe('seniorityOfPerson', () => {
  const person = {
    targetRole: 'Registered Nurse',
    currentRole: 'Staff Nurse',
    experience: 5,
    changingField: false,
  };

  it('goes by years when no title states a level', () => {
    expect(seniorityOfPerson(person)).toBe('mid');
  });

  it('takes the level the target title states over the years', () => {
    expect(seniorityOfPerson({ ...person, targetRole: 'Senior Registered Nurse', experience: 3 })).toBe(
      'senior',
    );
    expect(seniorityOfPerson({ ...person, targetRole: 'Sales and Marketing Head', experience: 6 })).toBe(
      'senior',
    );
  });

  it('lets the current title raise the level but never lower it', () => {
    expect(seniorityOfPerson({ ...person, currentRole: 'Lead Engineer', experience: 6 })).toBe('senior');
    expect(seniorityOfPerson({ ...person, currentRole: 'Apprentice Electrician', experience: 4 })).toBe(
      'mid',
    );
  });

  it('counts years in another field one level less', () => {
    expect(seniorityOfPerson({ ...person, experience: 8, changingField: true })).toBe('mid');
    expect(seniorityOfPerson({ ...person, experience: 1, changingField: true })).toBe('entry');
  });
});
