/** Export the applications as CSV, import a CSV, download the interview rounds as .ics (built in the details work). */
export function TrackerFileActions() {
  return null;
}
