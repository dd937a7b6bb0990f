// The demo content of an empty database: realistic text for every public resource and pictures drawn by code (its
// Hindi and Marathi: translations/).
import { ObjectId } from 'mongodb';
import { ABOUT, BANNERS, CLIENTS, CONTACTS, HELP, INTEGRATED_BANNERS, INTEGRATED_MISSIONS, MISSIONS, PRIVACY_NOTICE, TESTIMONIALS } from './company.content.js';
import { ICONS, SHIELD } from './images/icons.js';
import { logo } from './images/logos.js';
import { portrait } from './images/portraits.js';
import { cardScene, heroScene, officeScene, serviceScene } from './images/scenes.js';
import { JOBS } from './jobs.content.js';
import { SERVICES } from './services.content.js';

export type { SeedImage } from './images/seed-image.js';
export type DemoContent = Record<string, Array<Record<string, unknown>>>;

/** Each main banner's pictures show its own services: facility services first, then people and payroll. */
const BANNER_MOTIFS = [
  ['Security Services', 'Housekeeping Services'],
  ['Payroll Management', 'Hiring Services'],
];

const icon = (i: number) => Object.values(ICONS)[i % Object.keys(ICONS).length] ?? SHIELD;

export function buildDemoContent(): DemoContent {
  // Chosen here, so a help card can lead to its service's page.
  const serviceIds = new Map(SERVICES.map((s) => [s.title, new ObjectId()]));
  return {
    banner: BANNERS.map((b, i) => ({
      ...b,
      images: (BANNER_MOTIFS[i] ?? []).map((service, j) => heroScene(`Banner ${i + 1}${'ab'[j]}`, 11 + i * 2 + j, ICONS[service] ?? SHIELD)),
    })),
    integratedBanner: INTEGRATED_BANNERS.map((b, i) => ({ ...b, image: heroScene(`Integrated banner ${i + 1}`, 31 + i, icon(i + 1)) })),
    services: SERVICES.map((s, i) => ({
      _id: serviceIds.get(s.title),
      ...s,
      // Ids chosen here, so each FAQ's translations name the English one they translate.
      faqs: s.faqs.map(([question, answer]) => ({ _id: new ObjectId().toHexString(), question, answer })),
      image: serviceScene(s.title, i + 1),
    })),
    jobs: JOBS,
    about: [
      {
        ...ABOUT,
        image: officeScene('About main image', 1),
        smallImage: cardScene('About small image', 'Since 2010', 2, SHIELD),
        profile: ['Neha Deshpande', 'Arjun Rao', 'Kavita Menon', 'Rohit Patil'].map((name, i) => portrait(name, i + 2, i % 2 === 0)),
      },
    ],
    missions: MISSIONS.map((m, i) => ({ ...m, image: cardScene(`Mission ${i + 1}`, m.title ?? '', 40 + i, icon(i)) })),
    integratedMission: INTEGRATED_MISSIONS.map((m, i) => ({ ...m, image: officeScene(m.title, 60 + i) })),
    testimonial: TESTIMONIALS.map((t, i) => ({ ...t, image: portrait(t.name, i, [1, 3, 5].includes(i)) })),
    help: HELP.map(({ service, link, picture, ...h }, i) => ({
      ...h,
      link: service ? `/booking/${String(serviceIds.get(service))}` : link,
      image: cardScene(`Help ${i + 1}`, '', 70 + i, ICONS[picture] ?? SHIELD),
      bannerImage: heroScene(`Help banner ${i + 1}`, 80 + i, icon(i + 5)),
      rightImage: officeScene(`Help illustration ${i + 1}`, 90 + i),
    })),
    adminContact: CONTACTS,
    clients: CLIENTS.map((c, i) => ({ ...c, image: logo(c.name, i) })),
    aboutCards: ['24x7 Support', 'Trained Staff', 'Audited Quality', 'Pan-India Reach'].map((label, i) => ({
      image: cardScene(`About card ${i + 1}`, label, 100 + i, icon(i + 2)),
    })),
    privacyNotice: [PRIVACY_NOTICE],
  };
}
