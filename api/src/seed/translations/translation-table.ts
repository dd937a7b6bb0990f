// The shape of the demo content's Hindi and Marathi texts: per resource, per document (named by an English field,
// DOCUMENT_KEYS), the translated value of each field a visitor reads, written as the English seed writes it.
import type { ContentKey } from '@site/contracts';

/** One document's translated fields. */
export type FieldTranslations = Record<string, unknown>;
/** A resource's documents, each by the English value of its key field. */
export type DocumentTranslations = Record<string, FieldTranslations>;
/** One language's translations of the demo content. */
export type ContentTranslations = Partial<Record<ContentKey, DocumentTranslations>>;

/** FAQs written as the English seed writes them, question and answer pairs in the English order. */
export const faqs = (...pairs: Array<[string, string]>) => pairs.map(([question, answer]) => ({ question, answer }));

/** The translated titles of the services an English list names, so a client names each as its service page does. */
export function serviceTitles(services: DocumentTranslations, english: readonly string[]): string[] {
  return english.map((name) => {
    const title = services[name]?.title;
    if (typeof title !== 'string') throw new Error(`No translated title for the service "${name}"`);
    return title;
  });
}
