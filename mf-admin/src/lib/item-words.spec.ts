import { describe, expect, it } from '@jest/globals';
import { deleteQuestion, itemName } from './item-words';

describe('item names in sentences', () => {
  it('name the resource in product words and the item by its title', () => {
    expect(deleteQuestion('jobs', { jobTitle: 'Security Supervisor' })).toBe("Delete the job 'Security Supervisor'?");
    expect(deleteQuestion('homeEnquiry', { firstName: 'Anil', lastName: 'Desai' })).toBe("Delete the home enquiry 'Anil Desai'?");
    expect(deleteQuestion('applyJobs', { name: 'Ravi Kumar' })).toBe("Delete the job application 'Ravi Kumar'?");
  });

  it('name an item without a title by its resource alone', () => {
    expect(deleteQuestion('aboutCards', { image: '/uploads/a.png' })).toBe('Delete the about card?');
    expect(itemName('jobs', null)).toBe('the job');
  });

  it('take a title given beside the item (one recorded earlier)', () => {
    expect(itemName('missions', null, 'Safety first')).toBe("the mission 'Safety first'");
  });
});
