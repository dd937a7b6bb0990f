// The "Send Us a Message" form for any public page, loaded with its zod checks on first render.
import type { ContactMessageFormProps } from '../../forms/contact/contact-message-form';
import { lazyForm } from '../forms/lazy-form';
import './contacts.css';

export type { ContactMessageFormProps };

export const ContactMessageForm = lazyForm<ContactMessageFormProps>(() => import('../../forms/contact/contact-message-form'), 'ui-contact-form__frame');
