// The home enquiry form of both sites, loaded with its zod checks on first render.
import type { HomeEnquiryFormProps } from '../../forms/enquiry/home-enquiry-form';
import { lazyForm } from './lazy-form';
import './forms.css';

export type { HomeEnquiryFormProps };

export const HomeEnquiryForm = lazyForm<HomeEnquiryFormProps>(() => import('../../forms/enquiry/home-enquiry-form'), 'ui-enquiry__frame');
