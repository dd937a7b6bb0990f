// The company's contact details as the admin keeps them (adminContact: one entry per contact type).
import { useList } from '../../api/api';
import { contactDetails } from './contact-details';

/** `skip` when the caller already has the details (tests, previews): nothing is fetched then. */
export function useContacts(options?: { skip?: boolean }) {
  const { data = [], isLoading } = useList('adminContact', options);
  return { contacts: data, isLoading, ...contactDetails(data) };
}
