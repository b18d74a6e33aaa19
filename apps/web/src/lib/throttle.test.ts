import { describe, expect, it } from 'vitest';
import { CLICK_THROTTLE_MS, createThrottle } from './throttle';

describe('click throttle (spec 000 §2.12, §9: 500 ms)', () => {
  it('lets the first click through and drops the ones within 500 ms of it', () => {
    const { pass } = createThrottle();
    expect(CLICK_THROTTLE_MS).toBe(500);
    expect(pass(1000)).toBe(true);
    expect(pass(1001)).toBe(false);
    expect(pass(1499)).toBe(false);
  });

  it('lets a click through once 500 ms have passed since the last one that went through', () => {
    const { pass } = createThrottle();
    expect(pass(1000)).toBe(true);
    expect(pass(1200)).toBe(false);
    // dropped clicks do not extend the wait
    expect(pass(1500)).toBe(true);
    expect(pass(1999)).toBe(false);
    expect(pass(2000)).toBe(true);
  });

  it('opens at once on reset (an edit since the last click)', () => {
    const gate = createThrottle();
    expect(gate.pass(1000)).toBe(true);
    expect(gate.pass(1100)).toBe(false);
    gate.reset();
    expect(gate.pass(1150)).toBe(true);
    expect(gate.pass(1200)).toBe(false);
  });

  it('keeps separate gates apart', () => {
    const a = createThrottle();
    const b = createThrottle();
    expect(a.pass(1000)).toBe(true);
    expect(b.pass(1000)).toBe(true);
    expect(a.pass(1100)).toBe(false);
  });
});
