// The company's contact details picked from the adminContact list (one entry per contact type).
export interface ContactDetails {
  location?: string;
  phone?: string;
  email?: string;
}

export function contactDetails(list: ReadonlyArray<{ contactType: string; description: string }>): ContactDetails {
  const of = (type: string) => list.find((c) => c.contactType === type)?.description?.trim() || undefined;
  return { location: of('Our Location'), phone: of('Phone Number'), email: of('Email Address') };
}

/** The digits of a phone number, as chat links (wa.me) and tel: links want them; undefined when there are none. */
export function phoneDigits(phone: string | undefined): string | undefined {
  const digits = phone?.replace(/\D/g, '');
  return digits || undefined;
}

/** A tel: address for a phone number as the admin wrote it (spaces, dashes and brackets dropped). */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

/** Where tapping a contact entry leads: a call for a phone number, an e-mail for an address; nothing for a place. */
export function contactHref(contactType: string, description: string): string | undefined {
  const text = description.trim();
  if (contactType === 'Phone Number') return phoneDigits(text) ? telHref(text) : undefined;
  if (contactType === 'Email Address') return /^[^\s@]+@[^\s@]+$/.test(text) ? `mailto:${text}` : undefined;
  return undefined;
}
