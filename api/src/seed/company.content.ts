// The demo company's own content: banners, about, missions, testimonials, help cards, contacts and clients.
import { COMPANY } from '@site/contracts';

export const BANNERS = [
  {
    title: 'Facility services you can count on',
    heading: 'Security, housekeeping and maintenance under one contract',
    paragraph: 'Trained people, clear reporting and one accountable partner for every site you run.',
    link: '/main/service',
  },
  {
    title: 'People and payroll, handled',
    heading: 'Hiring, payroll and compliance for growing teams',
    paragraph: 'From the first interview to the monthly payslip, we take the paperwork off your desk.',
    link: '/main/service',
  },
];

export const INTEGRATED_BANNERS = [
  {
    title: 'Integrated facility management',
    heading: 'One partner for every service your building needs',
    paragraph: 'Security, soft services, technical maintenance and people services run by one team with one report.',
    link: '/integrat/services',
  },
  {
    title: 'Trusted by industry leaders',
    heading: 'Over 85 organisations run their sites with us',
    paragraph: 'Manufacturing plants, hospitals, IT parks and housing societies across India.',
    link: '/integrat/clients',
  },
  {
    title: 'Careers at Sentinel',
    heading: 'Build a career that keeps places running',
    paragraph: 'Training, fair pay and growth for guards, technicians, supervisors and managers.',
    link: '/integrat/Job',
  },
];

export const ABOUT = {
  heading: 'Keeping workplaces safe, clean and running since 2010',
  description: `${COMPANY.name} began as a security agency in Pune and has grown into an integrated facility and HR services company with more than 2,500 trained people across 12 cities.`,
  text: 'We combine uniformed services with technical teams and people services, so our clients deal with one partner, one contract and one monthly report. Every site has a named manager, every shift is supervised, and every commitment is measured.',
  experience: '15+ Years Experience of Service',
  projects: ['120+ Projects Completed'],
  client: ['85+ Happy Clients'],
  staff: ['2500+ Trained Staff'],
  awards: ['18 Awards Won'],
};

export const MISSIONS = [
  ['Safety first', 'Every person we deploy is verified, trained and equipped, so the people and assets in our care are protected.'],
  ['Service you can measure', 'Checklists, audits and monthly scorecards make our quality visible instead of promised.'],
  ['Respect for our people', 'Fair wages paid on time, statutory benefits and real career paths for every employee.'],
  ['One accountable partner', 'One contract, one manager and one report for every service on your site.'],
  ['Technology that helps', 'Patrol apps, digital attendance and online reports give clients a live view of their sites.'],
  ['Greener operations', 'Eco-friendly chemicals, water-saving machines and less waste in everything we clean.'],
  ['Compliance without surprises', 'Labour law, PF, ESI and licences handled on a calendar our clients can see.'],
  ['Growing with our clients', 'We open new cities where our clients grow, with the same standards everywhere.'],
  ['Listening first', 'Quarterly reviews with every client turn feedback into changes on the ground.'],
].map(([title, description]) => ({ title, description }));

export const INTEGRATED_MISSIONS = [
  {
    title: 'Our Mission',
    description: 'To run the facilities our clients depend on so well that they never have to think about them.',
    heading: 'Reliable service, every shift',
    content: 'We plan every site around its risks and its people, staff it with trained teams and supervise every shift.',
    text: 'Measured by audits, not promises.',
    paragraph: 'Clients receive a monthly scorecard covering attendance, audit scores, incidents and actions taken.',
  },
  {
    title: 'Our Vision',
    description: 'To be India’s most trusted integrated facility and people services partner by 2030.',
    heading: 'Trusted in every city we serve',
    content: 'We grow city by city with the same standards, the same training and the same transparency.',
    text: 'One standard, everywhere.',
    paragraph: 'Our training academy and digital tools make quality repeatable as we grow.',
  },
  {
    title: 'Our Values',
    description: 'Integrity, care for our people and ownership of every outcome guide how we work.',
    heading: 'Integrity, care, ownership',
    content: 'We tell clients the truth, look after our employees and take responsibility when something goes wrong.',
    text: 'People first.',
    paragraph: 'Every employee is paid on time with full statutory benefits and a path to grow.',
  },
];

export const TESTIMONIALS = [
  {
    name: 'Rajesh Kulkarni',
    designation: 'Plant Head, Deccan Auto Components',
    feedback:
      'Sentinel took over security at our plant in a week without a single gap. The night checks and daily reports gave us a level of control we never had before.',
    star: '5',
  },
  {
    name: 'Ananya Iyer',
    designation: 'Admin Manager, Brightpath Software',
    feedback:
      'Our office has never been this clean. The housekeeping supervisor fixes issues before we notice them, and the monthly audit scores keep everyone honest.',
    star: '5',
  },
  {
    name: 'Dr. Sameer Joshi',
    designation: 'Medical Director, Lifeline Hospital',
    feedback: 'Infection control depends on housekeeping, and their team follows our protocols to the letter. They are a real partner in patient safety.',
    star: '5',
  },
  {
    name: 'Meera Nair',
    designation: 'Secretary, Green Meadows Society',
    feedback: 'Guards, pest control and CCTV from one company with one bill. Residents feel safer and the committee has far fewer complaints to handle.',
    star: '4',
  },
  {
    name: 'Vikram Singh',
    designation: 'HR Head, Orbit Logistics',
    feedback:
      'They moved our payroll for 1,200 employees in one cycle and every statutory filing since has been on time. The recruitment team fills warehouse roles fast.',
    star: '5',
  },
  {
    name: 'Fatima Shaikh',
    designation: 'Operations Lead, Metro Retail',
    feedback: 'The CCTV upgrade across our 14 stores was planned carefully and finished ahead of schedule. Remote viewing works perfectly on our phones.',
    star: '4',
  },
];

/** `service`: the card leads to that service's page, `link`: to that page of the site; `picture`: its drawn motif. */
export const HELP: Array<{ heading: string; text: string; service?: string; link?: string; picture: string }> = [
  {
    heading: 'Need a security audit?',
    text: 'Our experts visit your site, assess risks and recommend the right mix of guards, cameras and access control, free of charge.',
    service: 'Security Services',
    picture: 'Security Services',
  },
  {
    heading: 'Planning a facility contract?',
    text: 'Tell us about your building and we will prepare a staffing plan and a transparent quotation within 48 hours.',
    link: '/main/contact',
    picture: 'Payroll Management',
  },
  {
    heading: 'Looking for a job?',
    text: 'We hire guards, housekeeping staff, technicians and office professionals every month. Apply online in minutes.',
    link: '/main/jobs',
    picture: 'Hiring Services',
  },
];

export const CONTACTS = [
  { contactType: 'Our Location', description: 'Office 402, Sentinel House, Baner Road, Pune, Maharashtra 411045' },
  { contactType: 'Phone Number', description: '+91 98765 43210' },
  { contactType: 'Email Address', description: 'info@sentinelifs.in' },
];

export const CLIENTS = [
  {
    name: 'Deccan Auto Components',
    industry: 'Manufacturing',
    year: 2014,
    description: 'Auto parts manufacturer with two plants near Pune.',
    fullDescription: 'We secure both plants around the clock, run housekeeping on the shop floor and manage contract staffing for the assembly lines.',
    services: 'Security Services, Housekeeping Services, Hiring Services',
    achievements: 'Zero security incidents in 5 years, 98% attendance across shifts',
  },
  {
    name: 'Lifeline Hospital',
    industry: 'Healthcare',
    year: 2016,
    description: '300-bed multispeciality hospital in Mumbai.',
    fullDescription: 'Hospital-grade housekeeping with infection-control protocols, pest control for kitchens and wards, and 24x7 security.',
    services: 'Housekeeping Services, Pest Control Services, Security Services',
    achievements: 'NABH audit passed with no housekeeping findings, 40% fewer pest complaints',
  },
  {
    name: 'Brightpath Software',
    industry: 'Information Technology',
    year: 2018,
    description: 'IT services company with a 6-floor campus in Hinjewadi.',
    fullDescription: 'Integrated facility management for the campus: soft services, front office, CCTV and payroll for support staff.',
    services: 'Housekeeping Services, CCTV Installation, Payroll Management',
    achievements: 'Client satisfaction score of 4.8/5, 120 cameras installed in 3 weeks',
  },
  {
    name: 'Green Meadows Society',
    industry: 'Residential',
    year: 2019,
    description: 'Gated community of 640 apartments in Pune.',
    services: 'Security Services, CCTV Installation, Pest Control Services',
    achievements: 'Visitor management app rolled out, theft complaints down 70%',
  },
  {
    name: 'Orbit Logistics',
    industry: 'Logistics',
    year: 2017,
    description: 'Warehousing and last-mile delivery network across Western India.',
    fullDescription: 'Payroll and compliance for 1,200 employees and high-volume hiring for warehouse associates and drivers.',
    services: 'Payroll Management, Hiring Services',
    achievements: 'Payroll migrated in one cycle, 350 associates hired for peak season',
  },
  {
    name: 'Metro Retail',
    industry: 'Retail',
    year: 2020,
    description: 'Chain of 14 supermarkets in Pune and Mumbai.',
    services: 'CCTV Installation, Security Services, Eco-Friendly Cleaning',
    achievements: 'Shrinkage reduced by 22%, green cleaning in all stores',
  },
  {
    name: 'Skyline Telecom',
    industry: 'Telecommunications',
    year: 2015,
    description: 'Tower infrastructure company with sites across Maharashtra.',
    services: 'Tower Works',
    achievements: ['1,100 towers maintained', '99.6% uptime on maintained sites'],
  },
  {
    name: 'Sahyadri Power',
    industry: 'Utilities',
    year: 2021,
    description: 'Electricity distribution franchisee in Nashik.',
    fullDescription: 'Roll-out of smart meters to residential and commercial consumers with photo-verified installation records.',
    services: 'Smart Meter Installation, Hiring Services',
    achievements: ['48,000 smart meters installed', '0.3% rework rate'],
  },
];

/** The first privacy notice (docs/behaviour.md §14): the back office edits it; each edit is a new version. */
export const PRIVACY_NOTICE = {
  title: 'Privacy notice',
  body: [
    `${COMPANY.name} ("we") collects the personal data you give us in our forms: your name, e-mail address, phone number, postal address, the text of your message and, when you apply for a job, your CV. We use it only to answer your enquiry, arrange the service you booked, or consider your application. We do not sell it or share it for marketing.`,
    'Who sees it: the staff of our back office who handle your request. CVs are seen only by the people hiring, and every opening of a CV is logged.',
    'How long we keep it: enquiries and messages until they are handled and for a limited period after, applications for the period set by our recruiting team. Data past its period is deleted automatically.',
    'Your rights: you may ask what we hold about you, ask for a copy, or ask us to erase it. Write to the e-mail address on our Contact page. If you created an account on this site, you can delete it yourself at any time.',
    "By ticking the consent box on a form, you agree to this use of your data. This notice is given under India's Digital Personal Data Protection Act, 2023, and, for visitors from the European Union, the GDPR.",
  ].join('\n\n'),
};
