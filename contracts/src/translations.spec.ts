import { describe, expect, it } from '@jest/globals';
import { applyTranslationsEdit, localized, translationState } from './translations.js';

const english = { _id: '1', title: 'Security Guards', description: 'Trained guards', service: '' };

describe('translated content', () => {
  const translations = applyTranslationsEdit(
    undefined,
    english,
    { hi: { values: { title: 'सुरक्षा गार्ड', description: 'प्रशिक्षित गार्ड' } }, mr: { values: { title: 'सुरक्षा रक्षक' } } },
    ['title', 'description', 'service'],
  );
  const doc = { ...english, translations };

  it('falls back field by field: Marathi, then Hindi, then English', () => {
    expect(localized(doc, ['title', 'description', 'service'], 'mr')).toEqual({ _id: '1', title: 'सुरक्षा रक्षक', description: 'प्रशिक्षित गार्ड', service: '' });
    expect(localized(doc, ['title', 'description', 'service'], 'hi')).toEqual({ _id: '1', title: 'सुरक्षा गार्ड', description: 'प्रशिक्षित गार्ड', service: '' });
  });

  it('gives English readers the document without its translations', () => {
    expect(localized(doc, ['title'], 'en')).toEqual(english);
  });

  it('marks a translation whose English changed, until it is updated or confirmed', () => {
    expect(translationState(doc, 'hi', 'title')).toBe('current');
    expect(translationState(doc, 'mr', 'description')).toBe('missing');
    const changed = { ...doc, title: 'Security Guard Services' };
    expect(translationState(changed, 'hi', 'title')).toBe('source-changed');
    const kept = applyTranslationsEdit(changed.translations, changed, {}, ['title']);
    expect(translationState({ ...changed, translations: kept }, 'hi', 'title')).toBe('source-changed');
    const confirmed = applyTranslationsEdit(changed.translations, changed, { hi: { confirmed: ['title'] } }, ['title']);
    expect(translationState({ ...changed, translations: confirmed }, 'hi', 'title')).toBe('current');
    const updated = applyTranslationsEdit(changed.translations, changed, { mr: { values: { title: 'सुरक्षा रक्षक सेवा' } } }, ['title']);
    expect(translationState({ ...changed, translations: updated }, 'mr', 'title')).toBe('current');
  });

  it('removes an emptied translation, and a language left with none', () => {
    const cleared = applyTranslationsEdit(translations, english, { mr: { values: { title: '' } } }, ['title', 'description']);
    expect(cleared.mr).toBeUndefined();
    expect(cleared.hi?.values.title).toBe('सुरक्षा गार्ड');
  });
});
