// Which fields of a screen's item a translator fills in: the contract's translatable fields the form edits, in the
// form's order, its structured parts (business hours, FAQs, screening questions), and any other translatable field
// the item holds English for (a service's eyebrow text), shown with its stored English.
import { type ContentKey, RESOURCES, TRANSLATABLE_FIELDS } from '@site/contracts';
import { fieldLabel } from '../../lib/field-labels';
import { businessHoursField, faqsField, questionsField, type TranslatableField, textField } from '../../components/translations/translatable-fields';
import type { ScreenDef } from './types';

/** The contract's translatable fields of the screen's resource (none for visitors' submissions). */
export const translatableNames = (def: Pick<ScreenDef, 'key'>): readonly string[] =>
  RESOURCES[def.key].access === 'content' ? (TRANSLATABLE_FIELDS[def.key as ContentKey] ?? []) : [];

export function translatableFieldsOf(def: ScreenDef, row?: Record<string, unknown>): TranslatableField[] {
  const names = translatableNames(def);
  const fields: TranslatableField[] = def.fields.filter((f) => names.includes(f.name)).map(textField);
  if (def.serviceExtras && names.includes('businessHours')) fields.push(businessHoursField);
  if (def.serviceExtras && names.includes('faqs')) fields.push(faqsField);
  if (def.questionEditor && names.includes('questions')) fields.push(questionsField);
  const stored = names.filter((name) => !fields.some((f) => f.name === name) && typeof row?.[name] === 'string' && (row[name] as string).trim());
  return [...fields, ...stored.map((name) => textField({ name, label: fieldLabel(name), kind: 'text' }))];
}
