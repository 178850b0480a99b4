/** Section 5: skills are split on commas, trimmed, and empty entries dropped. */
export function splitSkills(text: string): string[] {
  return text
    .split(',')
    .map((skill) => skill.trim())
    .filter((skill) => skill !== '');
}
