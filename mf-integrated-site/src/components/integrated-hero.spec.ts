import { describe, expect, it } from '@jest/globals';
import { bannerForPage } from './integrated-hero';

const banner = (id: string, link: string) => ({ _id: id, title: id, heading: id, paragraph: '', link });
const banners = [banner('services', '/integrat/services'), banner('clients', '/integrat/clients'), banner('careers', '/integrat/Job')];

describe('bannerForPage', () => {
  it('uses the banner linking to the page, whatever the case, else the first', () => {
    expect(bannerForPage(banners, '/integrat/Job')?._id).toBe('careers');
    expect(bannerForPage(banners, '/integrat/Clients')?._id).toBe('clients');
    expect(bannerForPage(banners, '/integrat/about')?._id).toBe('services');
    expect(bannerForPage([], '/integrat/about')).toBeUndefined();
  });
  it('gives /website the banner of /integrat/home, the same screen', () => {
    const withHome = [...banners, banner('home', '/integrat/home')];
    expect(bannerForPage(withHome, '/website')?._id).toBe('home');
    expect(bannerForPage(withHome, '/integrat/home')?._id).toBe('home');
  });
});
