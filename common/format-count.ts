/**
 * A whole number as US English writes it: "10,000". By hand rather than with `Intl`: a browser's first
 * `Intl.NumberFormat` loads its locale data (tens of milliseconds on a phone), and the limits' messages are
 * written as their schemas load, before the page can respond.
 */
export function formatCount(count: number): string {
  const whole = Math.trunc(count);
  const digits = String(Math.abs(whole));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let start = grouped.length; start < digits.length; start += 3) {
    grouped += `,${digits.slice(start, start + 3)}`;
  }
  return whole < 0 ? `-${grouped}` : grouped;
}

/** "1 skill", "3 skills", "2,400 postings": a count with its noun in the number it takes. */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}
