/** The browser's time zone (an IANA name such as Europe/Paris), or undefined when the browser gives none. */
export function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
}
