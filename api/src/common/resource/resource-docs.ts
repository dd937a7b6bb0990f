// The OpenAPI description of the routes every resource shares, in the product's words and from its declaration:
// one generic piece for the 17 resources rather than one per resource.
import { applyDecorators } from '@nestjs/common';
import { addAnswerOf, editAnswerOf, listAnswerOf, messageAnswer, oneAnswerOf, pageAnswerOf } from '@site/contracts';
import { z } from 'zod';
import { Accepts, AcceptsFiles, Answers, Summary } from '../docs/api-docs.decorators.js';
import { ApiListQuery } from './list-query.js';
import type { ResourceDefinition } from './resource-definition.js';

const article = (noun: string) => (/^[aeiou]/i.test(noun) ? 'an' : 'a');
const plural = (noun: string) => noun.replace(/([^aeiou])y$/, '$1ie') + 's';

export function resourceDocs(def: ResourceDefinition) {
  const { key, noun } = def;
  const one = `${article(noun)} ${noun}`;
  const body = (input: z.ZodObject, mode: 'add' | 'edit') =>
    def.files.length ? AcceptsFiles(input, def.files.map((f) => ({ field: f.field, many: f.maxCount > 1, required: mode === 'add' && !!f.requiredOnAdd }))) : Accepts(input);
  const listed = def.listKey ? `under \`${def.listKey}\`` : 'as an array';
  return {
    list: applyDecorators(
      Summary(
        `List the ${plural(noun)}`,
        `Every ${noun} ${listed}${def.rules.newestFirst ? ', newest first' : ''}. With any paging parameter, one page under \`${def.listKey ?? 'items'}\` with \`total\`, \`page\` and \`limit\`.`,
      ),
      ApiListQuery(def),
      Answers(z.union([listAnswerOf(key), pageAnswerOf(key)])),
    ),
    one: applyDecorators(Summary(`Read one ${noun}`), Answers(oneAnswerOf(key))),
    add: applyDecorators(
      Summary(def.rules.visitorForm ? `Send ${one}` : `Add ${one}`, def.rules.visitorForm ? 'A visitor’s form: the answer holds the new id only.' : undefined),
      body(def.input, 'add'),
      Answers(addAnswerOf(key), 201),
    ),
    edit: applyDecorators(Summary(`Change ${one}`, 'Only the fields sent change; a file sent replaces the stored one.'), body(def.editInput, 'edit'), Answers(editAnswerOf(key))),
    remove: applyDecorators(Summary(`Delete ${one}`, 'With its stored files.'), Answers(messageAnswer)),
  };
}
