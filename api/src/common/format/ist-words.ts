// A moment in words as the back office writes it (en-IN, India's time zone), for e-mails: "12 Jun 2026, 10:30 am IST".
const IST = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

export const istWords = (at: Date | string) => `${IST.format(new Date(at))} IST`;
