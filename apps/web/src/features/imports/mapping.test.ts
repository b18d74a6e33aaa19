import { describe, expect, it } from 'vitest';
import { IMPORT_FIELD_INFO, IMPORT_FIELDS } from '@crm/contracts';
import { autoMatch, cleanMapping, errorReportCsv } from './mapping';

const autoMatchBrands = (columns: string[]) => autoMatch(columns, IMPORT_FIELDS, IMPORT_FIELD_INFO);

describe('import column mapping', () => {
  it('matches headers by field name, label or alias, any case and punctuation, each column once', () => {
    expect(
      autoMatchBrands([
        'Brand Name',
        'COMPANY',
        'industry_name',
        'Revenue (Cr)',
        'Website',
        'HQ City',
        'State',
        'Email',
        'Designation',
        'Mobile',
        'Unrelated',
      ]),
    ).toEqual({
      brandName: 'Brand Name',
      companyName: 'COMPANY',
      industryName: 'industry_name',
      brandRevenue: 'Revenue (Cr)',
      website: 'Website',
      hqCity: 'HQ City',
      hqState: 'State',
      pocEmail: 'Email',
      pocRole: 'Designation',
      pocPhone: 'Mobile',
    });
    // 'Name' alone is the brand name; a labelled POC name column wins its own field
    expect(autoMatchBrands(['Name', 'POC Name'])).toEqual({
      brandName: 'Name',
      pocName: 'POC Name',
    });
  });

  it('drops cleared fields', () => {
    expect(cleanMapping({ brandName: 'A', website: null, hqCity: '' })).toEqual({ brandName: 'A' });
  });

  it('writes the error report as CSV with labels, quoting and formula-safe cells', () => {
    const csv = errorReportCsv(
      [
        {
          row: 3,
          field: 'website',
          reason: 'must start with http://, https:// or ftp:// and contain no spaces',
        },
        { row: 5, field: 'industryName', reason: '=HYPERLINK("x")' },
      ],
      IMPORT_FIELD_INFO,
    );
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFRow,Field,Reason',
      '3,Website,"must start with http://, https:// or ftp:// and contain no spaces"',
      `5,Industry,"'=HYPERLINK(""x"")"`,
      '',
    ]);
  });
});
