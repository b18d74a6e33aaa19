import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventCategory } from '@crm/contracts';

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../data');

/** A real event of data/events.json (sources named in that file). */
export type SeedEvent = {
  name: string;
  category: EventCategory;
  startDate: string;
  endDate: string;
  city: string;
  state: string;
  venue: string;
  source: string;
};

export const loadEvents = (): SeedEvent[] =>
  (JSON.parse(readFileSync(path.join(dataDir, 'events.json'), 'utf8')) as { events: SeedEvent[] })
    .events;

/** Real Indian brands with industries (data/indian-brands.json). */
export const loadIndianBrands = (): [string, string][] =>
  (
    JSON.parse(readFileSync(path.join(dataDir, 'indian-brands.json'), 'utf8')) as {
      brands: [string, string][];
    }
  ).brands;

/** Industries of the demo data: those of the curated brands. */
export const industriesOf = (brands: [string, string][]) =>
  [...new Set(brands.map(([, i]) => i))].sort();

/**
 * Real company and brand names (data/brand-names.json: @cspell/dict-companies and simple-icons titles,
 * filtered of plain words, places and tickers; sources named in the file), companies first.
 */
export function loadBrandNames(): string[] {
  const d = JSON.parse(readFileSync(path.join(dataDir, 'brand-names.json'), 'utf8')) as {
    companies: string[];
    brands: string[];
  };
  return [...d.companies, ...d.brands];
}

/** Industry of a company name by keywords, or undefined when none matches. */
export function industryByKeyword(name: string): string | undefined {
  const n = name.toLowerCase();
  const rules: [RegExp, string][] = [
    [/bank|capital|financ|credit|invest|securities|fund|asset|pay/, 'Banking & Financial Services'],
    [/insur|assur|life$/, 'Insurance'],
    [/motor|auto|car|vehicle|truck/, 'Automobile'],
    [/pharm|bio|therap|medic|lab/, 'Pharmaceuticals'],
    [/health|care|hospital|clinic/, 'Healthcare'],
    [/air|jet|aviation/, 'Aviation'],
    [/tel|mobile|comm|wireless/, 'Telecom'],
    [/soft|tech|data|cloud|systems|net|micro|ware|digital|ai$/, 'Information Technology'],
    [/energy|oil|gas|petro|power|solar/, 'Energy & Oil'],
    [/food|foods|drink|beverage|brew|coffee|tea|dairy|snack/, 'Food & Beverages'],
    [/steel|metal|mining|alumin/, 'Steel & Metals'],
    [/hotel|travel|resort|cruise|trip/, 'Travel & Hospitality'],
    [/media|studio|music|entertain|pictures|tv|broadcast/, 'Media & Entertainment'],
    [/logist|freight|express|shipping|cargo/, 'Logistics'],
    [/fashion|apparel|wear|cloth/, 'Apparel & Fashion'],
    [/game|gaming/, 'Gaming'],
  ];
  return rules.find(([re]) => re.test(n))?.[1];
}

/** Sponsorship inventories with the event categories they fit (empty = all). Colours are soft UI tints. */
export const INVENTORIES: {
  name: string;
  color: string;
  fits: EventCategory[];
  description: string;
}[] = [
  {
    name: 'Title Sponsor',
    color: '#DEDDFF',
    fits: [],
    description: 'Naming rights: the brand in the property name across all media',
  },
  {
    name: 'Presenting Partner',
    color: '#D6F5E3',
    fits: [],
    description: '"Presented by" association on all property assets',
  },
  {
    name: 'Associate Sponsor',
    color: '#FFE8CC',
    fits: [],
    description: 'Logo presence on backdrops, tickets and digital assets',
  },
  {
    name: 'Jersey Front',
    color: '#D0EBFF',
    fits: ['CRICKET', 'FOOTBALL', 'HOCKEY', 'BASKETBALL'],
    description: 'Chest logo on the playing kit',
  },
  {
    name: 'Jersey Back',
    color: '#E5DBFF',
    fits: ['CRICKET', 'FOOTBALL', 'HOCKEY', 'BASKETBALL'],
    description: 'Logo above the player number',
  },
  {
    name: 'Jersey Sleeve',
    color: '#FFDEEB',
    fits: ['CRICKET', 'FOOTBALL', 'HOCKEY'],
    description: 'Sleeve patch on the playing kit',
  },
  {
    name: 'LED Boundary Boards',
    color: '#FFF3BF',
    fits: ['CRICKET', 'FOOTBALL', 'HOCKEY', 'TENNIS', 'BASKETBALL'],
    description: 'Rotating perimeter LED inventory, per-match seconds',
  },
  {
    name: 'Ground Branding',
    color: '#D3F9D8',
    fits: ['CRICKET', 'FOOTBALL', 'HOCKEY', 'TENNIS', 'OTHERS'],
    description: 'On-field and outfield painted logos',
  },
  {
    name: 'Strategic Timeout Partner',
    color: '#FFE3E3',
    fits: ['CRICKET', 'BASKETBALL'],
    description: 'Branded timeouts with broadcast mentions',
  },
  {
    name: 'Official Broadcast Spots',
    color: '#E3FAFC',
    fits: [],
    description: '10-second ad spots in the live broadcast',
  },
  {
    name: 'Digital & Social Partner',
    color: '#F3F0FF',
    fits: [],
    description: 'Branded content series on official social handles',
  },
  {
    name: 'Ticketing Partner',
    color: '#FFF9DB',
    fits: ['MUSIC_CONCERT', 'FILM_AWARDS', 'CRICKET', 'FOOTBALL', 'OTHERS'],
    description: 'Exclusive ticketing platform with logo on tickets',
  },
  {
    name: 'Official Beverage Partner',
    color: '#E6FCF5',
    fits: [],
    description: 'Category exclusivity and pouring rights at the venue',
  },
  {
    name: 'Hospitality Box',
    color: '#FFF4E6',
    fits: ['CRICKET', 'FOOTBALL', 'TENNIS', 'HOCKEY'],
    description: 'Corporate box with branding and passes',
  },
  {
    name: 'Fan Zone Partner',
    color: '#EDF2FF',
    fits: ['CRICKET', 'FOOTBALL', 'MUSIC_CONCERT', 'OTHERS'],
    description: 'Branded fan park with activations',
  },
  {
    name: 'Stage Branding',
    color: '#FCE4EC',
    fits: ['MUSIC_CONCERT', 'FILM_AWARDS'],
    description: 'Logos on the main stage and screens',
  },
  {
    name: 'Red Carpet Partner',
    color: '#FFE0E0',
    fits: ['FILM_AWARDS'],
    description: 'Red carpet backdrop and host mentions',
  },
  {
    name: 'Award Category Partner',
    color: '#FFF0F6',
    fits: ['FILM_AWARDS'],
    description: 'Named award category with on-stage presentation',
  },
  {
    name: 'Official Timekeeper',
    color: '#E7F5FF',
    fits: ['TENNIS', 'OTHERS', 'HOCKEY', 'BASKETBALL'],
    description: 'Clock and scoreboard branding',
  },
  {
    name: 'Trophy Partner',
    color: '#FFFBE6',
    fits: ['CRICKET', 'FOOTBALL', 'HOCKEY', 'TENNIS', 'BASKETBALL'],
    description: 'Trophy tour and presentation ceremony',
  },
];

/** Major metros where most brand HQs sit (state|city keys of the cities table). */
export const METROS = [
  'Maharashtra|Mumbai',
  'Delhi|New Delhi',
  'Karnataka|Bengaluru',
  'Tamil Nadu|Chennai',
  'West Bengal|Kolkata',
  'Telangana|Hyderabad',
  'Maharashtra|Pune',
  'Gujarat|Ahmedabad',
  'Haryana|Gurgaon',
  'Uttar Pradesh|Noida',
];

export const LOST_REASONS = [
  'Budget exhausted for the year',
  'Category exclusivity with a competitor',
  'Audience mismatch',
  'Timing clashes with product launch',
  'Went with another property',
  'No response after proposal',
];
