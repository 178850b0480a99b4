import { describe, expect, it } from 'vitest';
import { sentences } from './text.ts';

describe('sentences', () => {
  it('splits at full stops, question and exclamation marks, and line breaks', () => {
    expect(sentences('What would you do? I would listen first! Then fix it.\nNext line')).toEqual([
      'What would you do?',
      'I would listen first!',
      'Then fix it.',
      'Next line',
    ]);
  });

  it('does not split after an abbreviation or an initial', () => {
    expect(sentences('Led 8 engineers at Acme Inc. in Austin. Worked with Dr. Patel on a pilot.')).toEqual([
      'Led 8 engineers at Acme Inc. in Austin.',
      'Worked with Dr. Patel on a pilot.',
    ]);
    expect(
      sentences('Worked at J.P. Morgan as an analyst. Holds a B.Sc. in Nursing from the U.S. Army.'),
    ).toEqual(['Worked at J.P. Morgan as an analyst.', 'Holds a B.Sc. in Nursing from the U.S. Army.']);
    expect(sentences('Revenue grew 12.5% vs. Q2 at 3 a.m. on launch day.')).toHaveLength(1);
  });

  it('splits lower-case typing, and after etc. only before a capital', () => {
    expect(sentences('so i was the lead. we had two weeks.')).toEqual([
      'so i was the lead.',
      'we had two weeks.',
    ]);
    expect(sentences('Skilled in Python, SQL, etc. Open to remote roles.')).toHaveLength(2);
    expect(sentences('Python, SQL, etc. and more.')).toHaveLength(1);
  });

  it('keeps dotted names whole', () => {
    expect(sentences('Built services in Node.js and Vue.js for 3 clients.')).toHaveLength(1);
  });
});
