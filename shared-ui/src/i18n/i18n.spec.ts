import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { activateLanguage, addMessages, type Catalogues, catalogues, currentLanguage, formatNumber, inLanguage, loadCatalogues, t } from './i18n';
import { languageOfPath, routerBasename } from './page-language';

afterEach(() => activateLanguage('en'));

describe('the words of a page', () => {
  it('are the English ids themselves on an English page, placeholders and plurals filled in', () => {
    expect(currentLanguage()).toBe('en');
    expect(t('Jobs')).toBe('Jobs');
    expect(t('{title} in {location}', { title: 'Security Guard', location: 'Pune' })).toBe('Security Guard in Pune');
    expect(t('{count, plural, one {# opening} other {# openings}}', { count: 1 })).toBe('1 opening');
    expect(t('{count, plural, one {# opening} other {# openings}}', { count: 12 })).toBe('12 openings');
    expect(t('Broken {message', { message: 'x' })).toBe('Broken {message');
  });

  it("come from the language's catalogue, an untranslated one staying English", () => {
    addMessages('mr', { Jobs: 'नोकऱ्या', '{title} in {location}': '{location} येथे {title}' });
    expect(currentLanguage()).toBe('mr');
    expect(t('Jobs')).toBe('नोकऱ्या');
    expect(t('{title} in {location}', { title: 'सुरक्षा रक्षक', location: 'पुणे' })).toBe('पुणे येथे सुरक्षा रक्षक');
    expect(t('Contact')).toBe('Contact');
    expect(t('Welcome, {name}', { name: 'आशा' })).toBe('Welcome, आशा');
  });

  it('write numbers with Latin digits and Indian grouping in Marathi and Hindi, plurals by their rules', () => {
    addMessages('mr', { '{count, plural, one {# opening} other {# openings}}': '{count, plural, one {# जागा} other {# जागा}}' });
    expect(t('{count, plural, one {# opening} other {# openings}}', { count: 123456 })).toBe('1,23,456 जागा');
    expect(formatNumber(1234567)).toBe('12,34,567');
    addMessages('hi', {});
    expect(formatNumber(1234567)).toBe('12,34,567');
  });

  it('are drawn in a language for one synchronous step, the page keeping its own (the server draws every language)', () => {
    addMessages('hi', { Home: 'होम' });
    activateLanguage('en');
    expect(inLanguage('hi', () => t('Home'))).toBe('होम');
    expect(currentLanguage()).toBe('en');
    expect(t('Home')).toBe('Home');
  });
});

describe("a package's catalogues", () => {
  const pkg = (hi: Record<string, string>, mr: Record<string, string> = {}) => {
    const load = { hi: jest.fn(async () => ({ default: hi })), mr: jest.fn(async () => ({ default: mr })) };
    return { load, messages: catalogues(load) };
  };

  it("load only the page's language, once per package, and none on an English page", async () => {
    const a = pkg({ 'Apply now': 'अभी आवेदन करें' });
    const b = pkg({ 'Call us': 'हमें कॉल करें' });
    await loadCatalogues('en', [a.messages, b.messages]);
    expect(a.load.hi).not.toHaveBeenCalled();
    await loadCatalogues('hi', [a.messages, b.messages, null]);
    await loadCatalogues('hi', [a.messages]);
    expect(a.load.hi).toHaveBeenCalledTimes(1);
    expect(a.load.mr).not.toHaveBeenCalled();
    activateLanguage('hi');
    expect([t('Apply now'), t('Call us')]).toEqual(['अभी आवेदन करें', 'हमें कॉल करें']);
  });

  it('of a remote built when English was compiled at build time (its compiled English first) still load', async () => {
    const load = { hi: jest.fn(async () => ({ default: { 'Book now': 'अभी बुक करें' } })), mr: jest.fn(async () => ({ default: {} })) };
    await loadCatalogues('hi', [catalogues({ 'Book {n}': ['Book ', ['n']] }, load)]);
    activateLanguage('hi');
    expect(t('Book now')).toBe('अभी बुक करें');
    activateLanguage('en');
  });

  it('that cannot be had leave their words in English, and are tried again next time', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing: Catalogues = { hi: jest.fn(async () => Promise.reject(new Error('offline'))), mr: async () => ({}) };
    await loadCatalogues('hi', [failing]);
    expect(error).toHaveBeenCalled();
    activateLanguage('hi');
    expect(t('Try again later')).toBe('Try again later');
    await loadCatalogues('hi', [failing]);
    expect(failing.hi).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});

describe("a page's language", () => {
  it('comes from its address, whose prefix is the router basename', () => {
    expect(languageOfPath('/mr/main/home')).toBe('mr');
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/main/home')).toBe('en');
    expect(languageOfPath('/history')).toBe('en');
    expect([routerBasename('en'), routerBasename('hi'), routerBasename('mr')]).toEqual([undefined, '/hi', '/mr']);
  });
});
