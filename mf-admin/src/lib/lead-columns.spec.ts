import { describe, expect, it } from '@jest/globals';
import type { DataColumn } from '@site/shared-ui';
import { leadColumns } from './lead-columns';

const col = (key: string): DataColumn<object> => ({ key, header: key });
const keys = (cols: DataColumn<object>[]) => cols.map((c) => c.key);

describe('leadColumns', () => {
  it('puts what the row is, its status and its actions first, the rest after in their order', () => {
    const declared = ['achievements', 'description', 'industry', 'status', 'name', 'year', 'image'].map(col);
    expect(keys(leadColumns(declared, ['name'], [col('actions')]))).toEqual([
      'name',
      'status',
      'actions',
      'achievements',
      'description',
      'industry',
      'year',
      'image',
    ]);
  });

  it('keeps the lead in the order given, and skips lead keys the table has no column for', () => {
    expect(keys(leadColumns(['text', 'lastName', 'firstName'].map(col), ['firstName', 'lastName', 'fullName'], []))).toEqual(['firstName', 'lastName', 'text']);
  });
});
