import { describe, expect, it } from 'vitest';
import { NoteCreateRequest } from '@crm/contracts';
import { contractValidator, touchedErrors } from './form';

type Note = { title: string; description: string };
const validate = contractValidator<Note>({
  schema: NoteCreateRequest,
  request: (v) => ({ brandId: 1, ...v }),
  sentences: (v) => ({
    title: v.title.length > 5 ? 'Title can be at most 5 characters' : null,
  }),
});

describe('contractValidator', () => {
  it('accepts values the schema and the sentences accept', () => {
    expect(validate({ title: 'Hi', description: 'Body' })).toEqual({});
  });

  it('shows a field’s sentence in place of the schema’s message', () => {
    expect(validate({ title: 'Too long', description: 'Body' })).toEqual({
      title: 'Title can be at most 5 characters',
    });
  });

  it('shows the schema’s message for a field without a sentence', () => {
    expect(validate({ title: 'Hi', description: ' ' })).toEqual({
      description: 'description is required',
    });
  });

  it('keeps a refusal the sentence says nothing about out of sight, but still refuses', () => {
    const errors = validate({ title: '', description: 'Body' });
    expect(errors.title).toBeUndefined();
    expect(Object.keys(errors)).toEqual(['_schema']);
  });
});

describe('touchedErrors', () => {
  const errors = {
    endDate: 'The end date cannot be before the start date',
    eventName: 'Enter the event name',
    'inventories.0.inventoryId': 'Pick an inventory',
    _schema: 'hidden',
  };

  it('shows, before a first save, the errors of the fields changed or left, and nothing else', () => {
    const touched = new Set(['endDate']);
    expect(touchedErrors(errors, (p) => touched.has(p))).toEqual({
      endDate: 'The end date cannot be before the start date',
    });
    expect(touchedErrors(errors, () => false)).toEqual({});
  });

  it('shows a list item’s error once its list or the item was touched, never the schema’s hidden one', () => {
    expect(touchedErrors(errors, (p) => p === 'inventories')).toEqual({
      'inventories.0.inventoryId': 'Pick an inventory',
    });
    expect(Object.keys(touchedErrors(errors, () => true))).not.toContain('_schema');
  });
});
