// Office hours in India for interviews (issue #41): a time outside them is allowed (a night-shift interview is
// real) but said aloud, since an hour typed wrong (01:30 for 13:30) is the likelier cause.
export const INTERVIEW_HOURS = { from: 7 * 60, to: 21 * 60 };

const minutesOf = (istLocal: string) => {
  const m = /T(\d{2}):(\d{2})/.exec(istLocal);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
};

/** Whether an interview starting at `istLocal` (YYYY-MM-DDTHH:mm, India's clock) for `minutes` leaves 07:00-21:00. */
export function outsideHours(istLocal: string, minutes: number): boolean {
  const start = minutesOf(istLocal);
  if (start === null) return false;
  const length = Number.isFinite(minutes) && minutes > 0 ? minutes : 0;
  return start < INTERVIEW_HOURS.from || start + length > INTERVIEW_HOURS.to;
}
