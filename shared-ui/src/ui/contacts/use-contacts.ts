// The company's contact details from the site settings (docs/behaviour.md §23), as cards and as single values.
import { CONTACT_TYPES } from '@site/contracts/constants';
import { useSiteSettings } from '../../api/use-site-settings';

/** `skip` when the caller already has the details (tests, previews): nothing is fetched then. */
export function useContacts(options?: { skip?: boolean }) {
  const { settings, isLoading } = useSiteSettings(options);
  const values: Record<(typeof CONTACT_TYPES)[number], string | undefined> = {
    'Our Location': settings?.address,
    'Phone Number': settings?.phone,
    'Email Address': settings?.email,
  };
  const contacts = settings ? CONTACT_TYPES.flatMap((type) => (values[type] ? [{ _id: type, contactType: type, description: values[type] }] : [])) : [];
  return { contacts, isLoading, location: settings?.address, phone: settings?.phone, email: settings?.email, whatsapp: settings?.whatsapp };
}
