// The OpenAPI description of the routes every resource shares, in the product's words and from its declaration:
// one generic piece for the 17 resources rather than one per resource.
import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { addAnswerOf, editAnswerOf, listAnswerOf, messageAnswer, oneAnswerOf, pageAnswerOf } from '@site/contracts';
import { z } from 'zod';
import { Accepts, AcceptsFiles, Answers, Summary } from '../docs/api-docs.decorators.js';
import { LANG_MESSAGE } from './content-language.js';
import { ApiListQuery } from './list-query.js';
import type { ResourceDefinition } from './resource-definition.js';

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');
const plural = (noun: string) => noun.replace(/([^aeiou])y$/, '$1ie') + 's';

/** `?lang=` of a translated resource's reads (docs/i18n.md). */
const LanguageQuery = () =>
  ApiQuery({
    name: 'lang',
    required: false,
    description: `The readers' language: hi (Hindi) or mr (Marathi) answer each translated field in it, falling back field by field Marathi → Hindi → English, under the same keys and shapes; en or none answers English, as always. Any other value: 400 "${LANG_MESSAGE}".`,
    schema: { type: 'string', enum: ['en', 'hi', 'mr'] },
  });

/** `?view=office` of one item's read: the back office's view, past the content cache. */
const OfficeViewQuery = () =>
  ApiQuery({
    name: 'view',
    required: false,
    description:
      "office: an admin of the item's area signed in reads it as the back office does, with its `translations` (never cached); anyone else gets the public item.",
    schema: { type: 'string', enum: ['office'] },
  });

const TRANSLATIONS_NOTE =
  ' `translations` (JSON text in a form) sets Hindi and Marathi values per field (an empty one removes it) and confirms those still right for the English; without it, the stored translations stay as they are.';

export function resourceDocs(def: ResourceDefinition) {
  const { key, noun } = def;
  const one = `${article(noun)} ${noun}`;
  const translated = def.translatable;
  // A translated resource's add and edit take its translations beside the English fields.
  const withTranslations = (input: z.ZodObject) => (translated ? input.extend({ translations: translated.input().optional() }) : input);
  const body = (input: z.ZodObject, mode: 'add' | 'edit') =>
    def.files.length
      ? AcceptsFiles(
          withTranslations(input),
          def.files.map((f) => ({ field: f.field, many: f.maxCount > 1, required: mode === 'add' && !!f.requiredOnAdd })),
        )
      : Accepts(withTranslations(input));
  const languageQuery = translated ? [LanguageQuery()] : [];
  const translationsNote = translated ? TRANSLATIONS_NOTE : '';
  const listed = def.listKey ? `under \`${def.listKey}\`` : 'as an array';
  return {
    list: applyDecorators(
      Summary(
        `List the ${plural(noun)}`,
        `Every ${noun} ${listed}${def.rules.newestFirst ? ', newest first' : ''}. With any paging parameter, one page under \`${def.listKey ?? 'items'}\` with \`total\`, \`page\` and \`limit\`.` +
          (translated ? " An admin of its area signed in reads a page (in English) with each item's `translations`; no public read has them." : ''),
      ),
      ApiListQuery(def),
      ...languageQuery,
      Answers(z.union([listAnswerOf(key), pageAnswerOf(key)])),
    ),
    one: applyDecorators(Summary(`Read one ${noun}`), ...languageQuery, ...(translated ? [OfficeViewQuery()] : []), Answers(oneAnswerOf(key))),
    add: applyDecorators(
      Summary(
        def.rules.visitorForm ? `Send ${one}` : `Add ${one}`,
        def.rules.visitorForm ? 'A visitor’s form: the answer holds the new id only.' : translationsNote.trim() || undefined,
      ),
      body(def.input, 'add'),
      Answers(addAnswerOf(key), 201),
    ),
    edit: applyDecorators(
      Summary(`Change ${one}`, `Only the fields sent change; a file sent replaces the stored one.${translationsNote}`),
      body(def.editInput, 'edit'),
      Answers(editAnswerOf(key)),
    ),
    remove: applyDecorators(Summary(`Delete ${one}`, 'With its stored files.'), Answers(messageAnswer)),
  };
}
