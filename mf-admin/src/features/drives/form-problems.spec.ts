import { describe, expect, it } from '@jest/globals';
import { DRIVE_MESSAGES } from '@site/contracts';
import { fieldOf, problemsOf, problemsOfAnswer } from './form-problems';

describe('a drive form’s problems', () => {
  it('places each path at its field, a slot or a language', () => {
    expect(fieldOf('title')).toBe('title');
    expect(fieldOf('jobIds.0')).toBe('jobIds');
    expect(fieldOf('slots.3.capacity')).toBe('slots.3');
    expect(fieldOf('slots')).toBe('slots');
    expect(fieldOf('directions.hi')).toBe('directions.hi');
    expect(fieldOf('')).toBe('form');
  });

  it('keeps the first message of a field', () => {
    expect(
      problemsOf([
        { field: 'slots.1.start', message: 'A time is written HH:MM' },
        { field: 'slots.1.capacity', message: 'A slot holds 1 to 500 people' },
        { field: 'title', message: 'Title is required' },
      ]),
    ).toEqual({ 'slots.1': 'A time is written HH:MM', title: 'Title is required' });
  });

  it('reads the API’s list, else places a rule’s message by what it says', () => {
    expect(problemsOfAnswer({ status: 400, data: { message: 'Title is required', errors: [{ field: 'title', message: 'Title is required' }] } })).toEqual({
      title: 'Title is required',
    });
    expect(problemsOfAnswer({ status: 400, data: { message: DRIVE_MESSAGES.capacityBelowBooked } })).toEqual({ slots: DRIVE_MESSAGES.capacityBelowBooked });
    expect(problemsOfAnswer({ status: 403, data: { message: 'Your role does not allow this' } })).toEqual({ form: 'Your role does not allow this' });
    expect(problemsOfAnswer({ status: 'FETCH_ERROR' })).toBeNull();
  });
});
