// The screens declare UI only; these check that what the contract knows reaches the forms.
import { describe, expect, it } from '@jest/globals';
import { CONTENT_DECLARATIONS, JOB_TYPES, LIMITS, SERVICE_CHOICES } from '@site/contracts';
import { SCREENS } from './screens';

const field = (screen: keyof typeof SCREENS, name: string) => SCREENS[screen].fields.find((f) => f.name === name)!;

describe('screens derived from the contracts', () => {
  it('take file limits and messages from the resource declaration', () => {
    expect(SCREENS.banner.files).toEqual([
      {
        name: 'images',
        label: 'Images',
        kind: 'image',
        max: LIMITS.bannerImages,
        tooMany: 'Only two images are allowed!',
        requiredOnAdd: 'Please upload at least one image',
      },
    ]);
    expect(SCREENS.clients.files).toEqual([expect.objectContaining({ name: 'image', label: 'Logo image', max: undefined, requiredOnAdd: undefined })]);
    expect(SCREENS.about.files?.map((f) => f.max)).toEqual([undefined, undefined, LIMITS.aboutProfiles]);
  });

  it('send multipart exactly when the resource takes files', () => {
    expect(SCREENS.banner.multipart).toBe(true);
    expect(SCREENS.jobs.multipart).toBe(false);
    expect(SCREENS.homeEnquiry.multipart).toBe(false);
  });

  it('check a submission as the API checks its edit: a booking whose day has passed keeps its date, the visitor rules stay', () => {
    const booking = { name: 'Ravi', email: 'ravi@example.com', mobile: '9876543210', address: 'Pune', date: '2020-01-01' };
    expect(SCREENS.ServiceEnquiry.schema!.safeParse(booking).success).toBe(true);
    expect(SCREENS.ServiceEnquiry.schema!.safeParse({ ...booking, name: '' }).error?.issues[0]?.message).toBe('Name is required');
    expect(field('ServiceEnquiry', 'name')).toMatchObject({ required: true });
  });

  it('offer Add only for site content, not for visitors’ submissions', () => {
    expect(SCREENS.jobs.canAdd).toBe(true);
    expect(SCREENS.userContact.canAdd).toBe(false);
    expect(SCREENS.ServiceEnquiry.canAdd).toBe(false);
  });

  it('read choices, required marks and list editing from the schema', () => {
    expect(field('homeEnquiry', 'service')).toMatchObject({ kind: 'select', options: SERVICE_CHOICES, required: true });
    expect(field('jobs', 'jobType')).toMatchObject({ kind: 'select', options: JOB_TYPES });
    expect(field('jobs', 'salary')).toMatchObject({ firstOfList: true, required: true });
    expect(field('clients', 'services')).toMatchObject({ commaList: true, required: false });
    expect(field('banner', 'paragraph').required).toBe(false);
    expect(field('testimonial', 'star')).toMatchObject({ kind: 'select', options: ['1', '2', '3', '4', '5'] });
  });

  it('show a column named by a file field as a thumbnail, and any other as text', () => {
    const columns = SCREENS.missions.columns;
    const row = { _id: '1', title: 'Safety first', description: 'd', image: '/uploads/a.png' };
    expect(columns.find((c) => c.key === 'image')?.image?.(row)).toBe('/uploads/a.png');
    expect(columns.find((c) => c.key === 'image')?.value).toBeUndefined();
    expect(columns.find((c) => c.key === 'title')).toMatchObject({ header: 'Title' });
    expect(columns.find((c) => c.key === 'title')?.value?.(row)).toBe('Safety first');
  });

  it('validate the declared fields with the contract, in its words', () => {
    const result = SCREENS.jobs.schema.safeParse({ jobTitle: '', location: 'Pune' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain('Job title is required');
  });

  it('draw a content resource’s table and form as its declaration lists them, in order and with its labels', () => {
    for (const [key, { admin }] of Object.entries(CONTENT_DECLARATIONS)) {
      const screen = SCREENS[key as keyof typeof CONTENT_DECLARATIONS];
      expect(screen.title).toBe(admin.title);
      expect(screen.columns.map((c) => c.key)).toEqual(admin.columns.map((c) => (typeof c === 'string' ? c : c.field)));
      expect(screen.fields.map((f) => f.name)).toEqual(admin.form.map((f) => (typeof f === 'string' ? f : f.name)));
    }
    expect(field('jobs', 'closesOn')).toMatchObject({ label: 'Closing date (last day to apply, optional)', kind: 'date' });
    expect(SCREENS.jobs.columns.find((c) => c.key === 'salary')?.value?.({ _id: '1', salary: [] } as never)).toBe('Not specified');
    expect(SCREENS.services.columns.find((c) => c.key === 'faqs')?.value?.({ _id: '1', faqs: [{}, {}] } as never)).toBe(2);
  });
});
