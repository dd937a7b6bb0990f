import { describe, expect, it } from '@jest/globals';
import { bannerSlides } from './banner-slides';

const banner = (id: string, link: string) => ({ title: id, heading: `${id} heading`, paragraph: `${id} text`, link, image: `/uploads/${id}.svg` });
const integrated = [banner('services', '/integrat/services'), banner('clients', '/integrat/clients'), banner('careers', '/integrat/Job')];

describe('bannerSlides', () => {
  it("gives each image of a main banner that banner's own texts and link", () => {
    const main = [
      { title: 'Facility services', heading: 'One contract', paragraph: 'Trained people', link: '/main/service', images: ['/uploads/1a.svg', '/uploads/1b.svg'] },
      { title: 'People and payroll', heading: 'Hiring', paragraph: 'Payslips', link: '/main/jobs', images: '/uploads/2a.svg, /uploads/2b.svg' },
    ];
    expect(bannerSlides(main, '/main/about').map((s) => [s.image, s.title, s.heading, s.text, s.link])).toEqual([
      ['/uploads/1a.svg', 'Facility services', 'One contract', 'Trained people', '/main/service'],
      ['/uploads/1b.svg', 'Facility services', 'One contract', 'Trained people', '/main/service'],
      ['/uploads/2a.svg', 'People and payroll', 'Hiring', 'Payslips', '/main/jobs'],
      ['/uploads/2b.svg', 'People and payroll', 'Hiring', 'Payslips', '/main/jobs'],
    ]);
  });

  it('starts with the banner linking to the page, whatever the case, else the first', () => {
    expect(bannerSlides(integrated, '/integrat/Job').map((s) => s.title)).toEqual(['careers', 'services', 'clients']);
    expect(bannerSlides(integrated, '/integrat/Clients/').map((s) => s.title)).toEqual(['clients', 'careers', 'services']);
    expect(bannerSlides(integrated, '/integrat/about').map((s) => s.title)).toEqual(['services', 'clients', 'careers']);
    expect(bannerSlides([], '/integrat/about')).toEqual([]);
  });

  it('gives /website the banner of /integrat/home, the same screen', () => {
    const withHome = [...integrated, banner('home', '/integrat/home')];
    expect(bannerSlides(withHome, '/website')[0]?.title).toBe('home');
  });

  it('skips banners without an image and leaves out an empty link', () => {
    expect(bannerSlides([{ title: 'no image', link: '/x' }, { ...banner('b', ' '), image: '/uploads/b.svg' }], '/')).toEqual([
      { image: '/uploads/b.svg', title: 'b', heading: 'b heading', text: 'b text', link: undefined },
    ]);
  });
});
