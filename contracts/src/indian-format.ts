// Numbers and days as people in India write them (docs/behaviour.md §11): shared by the e-mails and the back office.

/**
 * A stored mobile number for reading: an Indian mobile ("+919822012345", "09822012345" or "9822012345") as
 * "+91 98220 12345"; any other number as it was stored.
 */
export function formatIndianMobile(mobile: string): string {
  const digits = mobile.trim();
  const indian = /^(?:\+?91|0)?([6-9]\d{4})(\d{5})$/.exec(digits);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : digits;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A calendar day ("2026-11-28", or the day of a full date-time) as "28 Nov 2026"; anything else as it was. */
export function formatIndianDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(day.trim());
  const month = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && month ? `${Number(m[3])} ${month} ${m[1]}` : day;
}
