import type { BrandInfoCompletion, CompletionSection } from '@crm/contracts';

/** Which completion items of a brand are filled (spec 001 §3 Brand completion). */
export type CompletionFlags = {
  basic: {
    name: boolean;
    description: boolean;
    image: boolean;
    company: boolean;
    industry: boolean;
    category: boolean;
    contactType: boolean;
    revenue: boolean;
  };
  poc: { hasPoc: boolean; email: boolean; phone: boolean; role: boolean; linkedin: boolean };
  location: { hqCity: boolean };
  social: { website: boolean; linkedin: boolean };
};

const LABELS = {
  basic: {
    name: 'Brand name',
    description: 'Description',
    image: 'Image',
    company: 'Company',
    industry: 'Industry',
    category: 'Category',
    contactType: 'Contact type',
    revenue: 'Revenue',
  },
  poc: {
    hasPoc: 'Has a POC',
    email: 'Primary POC email',
    phone: 'Primary POC phone',
    role: 'Primary POC role',
    linkedin: 'Primary POC LinkedIn',
  },
  location: { hqCity: 'HQ city' },
  social: { website: 'Website', linkedin: 'LinkedIn page' },
} as const;

const NAMES = {
  basic: 'Basic Info',
  poc: 'Brand POC',
  location: 'Location',
  social: 'Social',
} as const;

/**
 * The completion percentage (spec 001 §3): four equal-weighted sections — Basic Info (8 items), Brand
 * POC (5), Location (1: HQ city), Social (2: website, LinkedIn) — each done/total; the overall value is
 * the average of the four unrounded section percentages, rounded to an integer.
 */
export function computeCompletion(flags: CompletionFlags): BrandInfoCompletion {
  const sections: CompletionSection[] = (Object.keys(NAMES) as (keyof CompletionFlags)[]).map(
    (key) => {
      const items = Object.entries(flags[key]).map(([item, done]) => ({
        name: (LABELS[key] as Record<string, string>)[item],
        done,
      }));
      const completed = items.filter((i) => i.done).length;
      return {
        name: NAMES[key],
        completed,
        total: items.length,
        percentage: Math.round((completed / items.length) * 100),
        items,
      };
    },
  );
  const average = sections.reduce((sum, s) => sum + s.completed / s.total, 0) / sections.length;
  return { completionPercentage: Math.round(average * 100), sections };
}
