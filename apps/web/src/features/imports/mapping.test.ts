import { describe, expect, it } from 'vitest';
import { autoMatch, cleanMapping, errorReportCsv } from './mapping';

describe('import column mapping', () => {
  it('matches headers by field name, label or alias, any case and punctuation, each column once', () => {
    expect(
      autoMatch([
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
    expect(autoMatch(['Name', 'POC Name'])).toEqual({ brandName: 'Name', pocName: 'POC Name' });
  });

  it('drops cleared fields', () => {
    expect(cleanMapping({ brandName: 'A', website: null, hqCity: '' })).toEqual({ brandName: 'A' });
  });

  it('writes the error report as CSV with labels, quoting and formula-safe cells', () => {
    const csv = errorReportCsv([
      {
        row: 3,
        field: 'website',
        reason: 'must start with http://, https:// or ftp:// and contain no spaces',
      },
      { row: 5, field: 'industryName', reason: '=HYPERLINK("x")' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFRow,Field,Reason',
      '3,Website,"must start with http://, https:// or ftp:// and contain no spaces"',
      `5,Industry,"'=HYPERLINK(""x"")"`,
      '',
    ]);
  });
});
