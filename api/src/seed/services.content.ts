// The nine services of the site (docs/behaviour.md §5 service choices) with descriptions, hours and questions visitors ask.
import { DEFAULT_BUSINESS_HOURS, type BusinessHours } from '@site/contracts';

const allDay = { openingTime: '00:00', closingTime: '23:59' };
const ROUND_THE_CLOCK: BusinessHours = {
  monday: allDay,
  tuesday: allDay,
  wednesday: allDay,
  thursday: allDay,
  friday: allDay,
  saturday: allDay,
  sunday: allDay,
};
const SIX_DAYS: BusinessHours = { ...DEFAULT_BUSINESS_HOURS, saturday: { openingTime: '09:00', closingTime: '17:00' } };

interface ServiceText {
  title: string;
  service: string;
  description: string;
  businessHours: BusinessHours;
  faqs: Array<[string, string]>;
}

export const SERVICES: ServiceText[] = [
  {
    title: 'Security Services',
    service: 'Trained guards, supervisors and patrols',
    description:
      'Licensed, police-verified guards and supervisors for offices, plants, campuses and residential societies. Every site gets a deployment plan, daily reporting and surprise night checks by our field officers.',
    businessHours: ROUND_THE_CLOCK,
    faqs: [
      [
        'Are your guards police-verified?',
        'Yes. Every guard is police-verified and trained for 15 days before the first posting, with refresher training every quarter.',
      ],
      [
        'Can you take over from our current agency at short notice?',
        'We can staff most sites within 72 hours and run a handover week alongside the outgoing team.',
      ],
      [
        'How do we know the night shift is alert?',
        'Field officers make unannounced night checks and every round is logged through our patrol app with timestamps.',
      ],
    ],
  },
  {
    title: 'Housekeeping Services',
    service: 'Daily cleaning teams with supervision',
    description:
      'Uniformed housekeeping teams for offices, hospitals, schools and malls, with checklists per area, supervisors on every shift and branded consumables supplied on a monthly plan.',
    businessHours: SIX_DAYS,
    faqs: [
      ['Do you supply cleaning materials and machines?', 'Yes. We supply consumables, scrubbers, vacuum cleaners and signage as part of the monthly contract.'],
      ['Can the team work outside office hours?', 'Teams can work early mornings, late evenings or in shifts so that cleaning never disturbs your staff.'],
      ['How is quality checked?', 'Supervisors audit each area against a checklist daily and you receive a monthly quality score.'],
    ],
  },
  {
    title: 'Pest Control Services',
    service: 'Safe, certified treatments',
    description:
      'Treatment for cockroaches, termites, rodents, mosquitoes and bed bugs using approved, low-odour chemicals. Annual contracts include scheduled visits, trap monitoring and reports for food-safety audits.',
    businessHours: DEFAULT_BUSINESS_HOURS,
    faqs: [
      [
        'Are the chemicals safe for children and pets?',
        'We use government-approved, low-toxicity products and tell you how long to keep rooms closed after each treatment.',
      ],
      ['Do you provide service reports for audits?', 'Every visit produces a signed report with the chemicals used, trap counts and recommendations.'],
      ['How often should a restaurant be treated?', 'Kitchens and food units usually need a visit every two weeks; we set the plan after a free inspection.'],
    ],
  },
  {
    title: 'CCTV Installation',
    service: 'Cameras, recording and remote viewing',
    description:
      'Survey, supply and installation of HD and IP camera systems with night vision, network video recorders and mobile viewing. Annual maintenance keeps every camera recording and every hard disk healthy.',
    businessHours: SIX_DAYS,
    faqs: [
      ['Can I watch the cameras on my phone?', 'Yes. We configure secure remote viewing on your phones and laptops and show your team how to use it.'],
      ['How many days of recording will I have?', 'Usually 30 days; we size the recorder storage to the number of cameras and the retention you need.'],
      ['Do you offer maintenance after installation?', 'Our annual maintenance contract includes quarterly health checks and repairs within 48 hours.'],
    ],
  },
  {
    title: 'Smart Meter Installation',
    service: 'Meter roll-outs for utilities and societies',
    description:
      'Field teams that install, replace and commission smart electricity and water meters for utilities, housing societies and commercial buildings, with photo-verified job records for every meter.',
    businessHours: DEFAULT_BUSINESS_HOURS,
    faqs: [
      [
        'How many meters can your teams install per day?',
        'A two-person team installs 25 to 40 meters a day depending on access; we scale teams to your roll-out plan.',
      ],
      ['Are your electricians licensed?', 'Yes. All installers hold valid wiring licences and are trained on the meter makes we install.'],
      ['How do we track progress?', 'Each installation is recorded with photos, GPS and the meter serial number in a daily report.'],
    ],
  },
  {
    title: 'Tower Works',
    service: 'Telecom tower maintenance and erection',
    description:
      'Erection, painting, earthing and preventive maintenance of telecom and transmission towers by certified climbers who work to strict height-safety procedures.',
    businessHours: DEFAULT_BUSINESS_HOURS,
    faqs: [
      ['Are your climbers certified for work at height?', 'All climbers hold work-at-height certification and use full-body harnesses with double lanyards.'],
      ['Do you handle tower painting and rust treatment?', 'Yes. We clean, treat and repaint towers to the operator’s colour code and paint specification.'],
      ['Can you respond to outages?', 'Our maintenance teams respond to outage tickets within the time agreed in your service-level agreement.'],
    ],
  },
  {
    title: 'Payroll Management',
    service: 'Accurate salaries and statutory compliance',
    description:
      'Monthly payroll processing, payslips, PF, ESI, professional tax and TDS filings for companies of 10 to 10,000 employees, with a dedicated executive and a compliance calendar you can see.',
    businessHours: DEFAULT_BUSINESS_HOURS,
    faqs: [
      ['Which statutory filings do you handle?', 'PF, ESI, professional tax, labour welfare fund and TDS returns, with challans shared every month.'],
      ['How do employees get payslips?', 'Employees receive password-protected payslips by email and can download them from the employee portal.'],
      ['How long does it take to switch payroll to you?', 'Most companies move over within one payroll cycle after we receive the employee master data.'],
    ],
  },
  {
    title: 'Hiring Services',
    service: 'Permanent and contract staffing',
    description:
      'Recruitment of blue-collar and white-collar staff, from technicians and drivers to accountants and managers, with screening, background checks and replacement guarantees.',
    businessHours: DEFAULT_BUSINESS_HOURS,
    faqs: [
      ['How quickly can you close positions?', 'Entry-level roles usually close in 7 to 10 days; specialist and management roles in 3 to 5 weeks.'],
      ['Do you verify candidates’ backgrounds?', 'Yes. We verify identity, addresses, previous employment and education before an offer is made.'],
      ['What if a hire leaves early?', 'We replace candidates who leave within the guarantee period at no extra cost.'],
    ],
  },
  {
    title: 'Eco-Friendly Cleaning',
    service: 'Green-certified products and methods',
    description:
      'Cleaning with biodegradable, green-certified chemicals, microfibre systems and water-saving machines for offices that want a healthier workplace and a smaller footprint.',
    businessHours: SIX_DAYS,
    faqs: [
      [
        'Is green cleaning as effective as regular cleaning?',
        'Yes. Our certified products meet the same disinfection standards while leaving no harsh residues.',
      ],
      ['Does it cost more?', 'Usually not: concentrated products and microfibre systems reduce consumption and keep costs level.'],
      ['Can you help with our sustainability report?', 'We provide monthly figures on chemicals and water saved that you can use in your reporting.'],
    ],
  },
];
