/** The follow-up nudge's number of days (built in the details work). */
export function FollowUpSetting() {
  return null;
}
