import { describe, expect, it } from 'vitest';
import {
  EVENT_IMPORT_FIELD_INFO,
  EVENT_IMPORT_FIELDS,
  EVENT_IMPORT_TEMPLATE_CSV,
} from '@crm/contracts';
import { autoMatch } from './mapping';

const autoMatchEvents = (columns: string[]) =>
  autoMatch(columns, EVENT_IMPORT_FIELDS, EVENT_IMPORT_FIELD_INFO);

describe('event import column mapping', () => {
  it('maps the template header to every field', () => {
    const header = EVENT_IMPORT_TEMPLATE_CSV.split('\r\n')[0].split(',');
    expect(autoMatchEvents(header)).toEqual({
      eventName: 'Event name',
      startDate: 'Start date',
      endDate: 'End date',
      city: 'City',
      category: 'Category',
      venue: 'Venue',
      description: 'Description',
      inventory: 'Inventory',
      salesTarget: 'Sales target',
      projectOwners: 'Project owners',
      smes: 'SMEs',
    });
  });

  it('matches aliases in any case and punctuation, each column once, and leaves unknown columns out', () => {
    expect(autoMatchEvents(['EVENT', 'start', 'End', 'Target (Cr)', 'PO', 'Notes'])).toEqual({
      eventName: 'EVENT',
      startDate: 'start',
      endDate: 'End',
      salesTarget: 'Target (Cr)',
      projectOwners: 'PO',
    });
  });
});
