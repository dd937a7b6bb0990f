// Server-side validation: each rule of docs/behaviour.md §5 answers 400 with its message, and nothing is stored.
import { describe, expect, it } from '@jest/globals';
import { RESOURCE_DEFINITIONS as RESOURCES } from '../../src/resource-definitions.js';
import { PAST_DATE_MESSAGE, todayInIndia } from '@site/contracts';
import { SAMPLES, send } from '../support/samples.js';
import { useApi } from '../support/use-api.js';

const { api, auth } = useApi();

type Case = [resource: string, change: Record<string, unknown>, message: string, omitFiles?: string[]];
const without = (o: Record<string, unknown>, ...keys: string[]) => Object.fromEntries(Object.entries(o).filter(([k]) => !keys.includes(k)));
/** One case per field: the field sent empty gives its message. */
const required = (resource: string, messages: Record<string, string>): Case[] =>
  Object.entries(messages).map(([field, message]) => [resource, { [field]: '' }, message]);

const cases: Case[] = [
  ['banner', { title: '' }, 'Title is required'],
  ['banner', { heading: '   ' }, 'Heading is required'],
  ['banner', {}, 'Please upload at least one image', ['images']],
  ['integratedBanner', {}, 'Please upload an image!', ['image']],
  ['services', { title: '' }, 'Title and description are required!'],
  ['services', { description: undefined }, 'Title and description are required!'],
  ['services', {}, 'Please upload an image!', ['image']],
  ['services', { faqs: '[{"question":"q"' }, 'FAQs must be valid JSON'],
  ['services', { businessHours: '{"monday":1}' }, 'Business hours must give opening and closing times for every weekday'],
  ['about', { heading: '' }, 'Heading is required'],
  ['about', { staff: '' }, 'Staff is required'],
  ['about', {}, 'Main image is required', ['image']],
  ['about', {}, 'Small image is required', ['smallImage']],
  ['missions', { title: '' }, 'Title and description are required!'],
  ['missions', { description: '' }, 'Title and description are required!'],
  ['integratedMission', { description: undefined }, 'Title and description are required!'],
  ['testimonial', { designation: '' }, 'name and designation are required!'],
  ['testimonial', {}, 'Image is required for new entries!', ['image']],
  ['testimonial', { star: '9' }, 'Star must be a number from 1 to 5'],
  ['adminContact', { contactType: 'Fax' }, 'Contact Type and Description are required!'],
  ['adminContact', { description: '' }, 'Contact Type and Description are required!'],
  ['help', { text: '' }, 'Heading and text are required!'],
  ['help', {}, 'All images are required!', ['rightImage']],
  ['aboutCards', {}, 'Image is required for new entries!', ['image']],
  ['jobs', { jobTitle: '' }, 'Job title is required'],
  ['jobs', { jobType: 'Contract' }, 'Job type must be Full-time or Part-time'],
  ['jobs', { location: undefined }, 'Location is required'],
  ['clients', { year: 'last year' }, 'Year must be a number between 1900 and 2100'],
  ['clients', { year: '' }, 'Year is required'],
  ['help', { link: 'https://evil.example' }, 'The link must be a page of this site, starting with /, such as /main/jobs'],
  ['clients', { name: '' }, 'Name is required'],
  ['homeEnquiry', { firstName: '' }, 'First name is required'],
  ['homeEnquiry', { email: 'sita-at-example' }, 'Please enter a valid email address'],
  ['homeEnquiry', { mobile: '98765abc' }, 'Mobile number must contain only digits (7 to 15)'],
  ['homeEnquiry', { service: 'Plumbing' }, 'Please choose a service from the list'],
  ['homeEnquiry', { description: undefined }, 'Description is required'],
  ['userContact', { email: 'john' }, 'Please enter a valid email address'],
  ['userContact', { message: '' }, 'Message is required'],
  ['ServiceEnquiry', { date: 'tomorrow' }, 'Please choose a valid date'],
  ['ServiceEnquiry', { address: '' }, 'Address is required'],
  ['ServiceEnquiry', { mobile: 'call me' }, 'Mobile number must contain only digits (7 to 15)'],
  ['applyJobs', { experience: '10 years' }, 'Please choose your experience from the list'],
  ['applyJobs', { qualification: '' }, 'Qualification is required'],
  ['applyJobs', { email: 'x@' }, 'Please enter a valid email address'],
  ['applyJobs', {}, 'Resume file is required', ['resume']],
  ...required('applyJobs', { name: 'Name is required', address: 'Address is required', jobTitle: 'Job title is required', skills: 'Skills are required' }),
  ['applyJobs', { mobile: undefined }, 'Mobile number is required'],
  ['applyJobs', { mobile: 'nine eight seven' }, 'Mobile number must contain only digits (7 to 15)'],
  ...required('jobs', {
    description: 'Description is required',
    experience: 'Experience is required',
    salary: 'Salary is required',
    requirement: 'Requirements are required',
    benefit: 'Benefits are required',
  }),
  ...required('about', {
    description: 'Description is required',
    text: 'Text is required',
    experience: 'Experience is required',
    projects: 'Projects is required',
    client: 'Client is required',
    awards: 'Awards is required',
  }),
  ['about', {}, 'Please upload at least one profile image', ['profile']],
  ...required('help', { heading: 'Heading and text are required!' }),
  ...required('testimonial', { name: 'name and designation are required!' }),
  ...required('integratedMission', { title: 'Title and description are required!' }),
  ...required('homeEnquiry', { lastName: 'Last name is required' }),
  ...required('userContact', { name: 'Name is required', subject: 'Subject is required' }),
  ...required('ServiceEnquiry', { name: 'Name is required' }),
  ['ServiceEnquiry', { email: undefined }, 'Email is required'],
  // Empty is "required", not a format problem (docs/behaviour.md §5).
  ...required('homeEnquiry', { email: 'Email is required', mobile: 'Mobile number is required' }),
  ...required('userContact', { email: 'Email is required' }),
  ...required('ServiceEnquiry', { email: 'Email is required', mobile: 'Mobile number is required', date: 'Date is required' }),
  ...required('applyJobs', { email: 'Email is required', mobile: 'Mobile number is required' }),
  ['ServiceEnquiry', { mobile: ' - ' }, 'Mobile number is required'],
  ...required('clients', { industry: 'Industry is required', description: 'Description is required' }),
  ['services', { businessHours: 'Mon-Fri 9 to 5' }, 'Business hours must be valid JSON'],
  ['services', { faqs: '{"question":"q","answer":"a"}' }, 'FAQs must be a list of question and answer pairs'],
  ['services', { faqs: '[{"answer":"a"}]' }, 'Each FAQ needs a question'],
  ['services', { faqs: '[{"question":"q","answer":" "}]' }, 'Each FAQ needs an answer'],
  ['services', { faqs: '[{"_id":"42","question":"q","answer":"a"}]' }, 'Invalid FAQ ID'],
];

describe('add validation', () => {
  it.each(cases)('%s %j -> %s', async (resource, change, message, omitFiles = []) => {
    const sample = SAMPLES[resource]!;
    const def = RESOURCES.find((d) => d.key === resource)!;
    const listAll = async () => (await api.http.get(`/${def.path}/${def.list}`).set(auth).expect(200)).body;
    const fields = Object.fromEntries(Object.entries({ ...sample.fields, ...change }).filter(([, v]) => v !== undefined)) as Record<string, string>;
    const files = sample.files ? without(sample.files, ...omitFiles) : undefined;
    const before = await listAll();
    const res = await send(api.http.post(`/${def.path}/${def.add}`).set(auth), fields, files as never).expect(400);
    expect(res.body.message).toBe(message);
    expect(await listAll()).toEqual(before);
  });
});

describe('a booking date in the past', () => {
  // Today in India: the server's own time zone does not matter (docs/behaviour.md §5).
  const dayInIndia = (offsetDays: number) => todayInIndia(new Date(Date.now() + offsetDays * 86_400_000));
  const book = (date: string) =>
    api.http.post('/admin/ServiceEnquiry/addServiceEnquiry').send({ ...SAMPLES.ServiceEnquiry!.fields, name: `Past ${date}`, date });
  const stored = async (date: string) =>
    ((await api.http.get('/admin/ServiceEnquiry/getServiceEnquiry').set(auth).expect(200)).body.ServiceEnquiry as Array<{ name: string }>).some(
      (e) => e.name === `Past ${date}`,
    );

  it.each(['2020-01-01', dayInIndia(-1)])("%s is refused with the form's message, and nothing is stored", async (date) => {
    const res = await book(date).expect(400);
    expect(res.body.message).toBe(PAST_DATE_MESSAGE);
    expect(res.body.message).toBe('Please choose today or a later date');
    expect(await stored(date)).toBe(false);
  });

  it('tomorrow in India is taken; an admin may still correct a booking whose day has passed', async () => {
    const date = dayInIndia(1);
    const res = await book(date).expect(201);
    expect(await stored(date)).toBe(true);
    await api.http
      .post(`/admin/ServiceEnquiry/editServiceEnquiry/${res.body.data._id}`)
      .set(auth)
      .send({ address: 'Kothrud, Pune', date: '2020-01-01' })
      .expect(200);
  });
});

describe('sign-in validation', () => {
  const paths = ['/admin/AdminLogin/addAdminLogin', '/admin/UserLogin/UserLogin'];
  it.each(
    paths.flatMap(
      (path) =>
        [
          [path, { email: ' ', password: 'secret-pass' }, 'Email is required'],
          [path, { email: 'admin@example.com', password: '' }, 'Password is required'],
        ] as const,
    ),
  )('%s %j -> %s', async (path, body, message) => {
    const res = await api.http.post(path).send(body).expect(400);
    expect(res.body.message).toBe(message);
  });
});

describe('edit validation', () => {
  it('checks the fields an edit sends and keeps the document unchanged', async () => {
    const added = await api.http.post('/admin/jobs/addJobs').set(auth).send(SAMPLES.jobs!.fields).expect(201);
    const id = added.body.data._id;
    const res = await api.http.post(`/admin/jobs/editJobs/${id}`).set(auth).send({ jobTitle: ' ' }).expect(400);
    expect(res.body.message).toBe('Job title is required');
    const status = await api.http.post(`/admin/applyJobs/editApplyJobs/${id}`).set(auth).send({ status: 'Maybe' }).expect(404);
    expect(status.body.message).toBe('Invalid job application ID');
    const jobs = (await api.http.get('/admin/jobs/getJobs').expect(200)).body.Jobs;
    expect(jobs.find((j: { _id: string }) => j._id === id).jobTitle).toBe('Security Guard');
  });

  it('refuses an unknown application status', async () => {
    const app = await send(api.http.post('/admin/applyJobs/addApplyJobs'), SAMPLES.applyJobs!.fields, SAMPLES.applyJobs!.files).expect(201);
    const res = await api.http.post(`/admin/applyJobs/editApplyJobs/${app.body.data._id}`).set(auth).send({ status: 'Maybe' }).expect(400);
    expect(res.body.message).toBe('Unknown application status');
  });
});

describe('malformed requests', () => {
  it('answers 400 JSON for malformed JSON', async () => {
    const res = await api.http.post('/admin/homeEnquiry/addHomeEnquiry').set('Content-Type', 'application/json').send('{"firstName": "Sita",').expect(400);
    expect(res.body.message).toBe('Malformed JSON in request body');
  });

  it('answers 413 JSON for an oversized JSON body', async () => {
    const res = await api.http
      .post('/admin/userContact/addUserContact')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ message: 'x'.repeat(1_100_000) }))
      .expect(413);
    expect(res.body.message).toBe('Request body is too large');
  });

  it('answers 400 for a JSON array or a value that is not an object', async () => {
    const res = await api.http.post('/admin/userContact/addUserContact').send([1, 2]).expect(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('answers 404 JSON for an unknown route', async () => {
    const res = await api.http.get('/admin/nothing/here').expect(404);
    expect(typeof res.body.message).toBe('string');
  });
});
