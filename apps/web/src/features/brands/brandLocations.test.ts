import { describe, expect, it } from 'vitest';
import { locationKind } from './brandLocations';

describe("a brand's locations (spec 001 §3 locations (locationName, isHq))", () => {
  it("names the HQ and the marketing offices in the filter's words", () => {
    expect(locationKind({ isHq: true })).toBe("Brand's HQ");
    expect(locationKind({ isHq: false })).toBe('Marketing Office');
  });
});
