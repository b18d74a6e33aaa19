import fc from 'fast-check';

/** The part of a JSON schema (OpenAPI's, or a zod schema's) the malformed inputs are derived from. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

/** Text no route may store or choke on: a NUL byte, lone surrogates, impossible but well-formed dates. */
const HOSTILE_TEXT = ['a\u0000b', '\ud800x', 'x\udc00', '2026-02-31', '2026-13-01', '0000-00-00'];

/** JSON nested `depth` levels deep, as text (built without recursion). */
export const deepJson = (depth: number) => `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`;

/** Values of the wrong type (or out of range) for a property of `schema`. */
function wrongValues(schema: JsonSchema): unknown[] {
  const types = new Set([schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat());
  const out: unknown[] = [
    { nested: { deep: [1, 2, 3] } },
    'x'.repeat(20_000),
    -1,
    1e308,
    '',
    [null],
    true,
    ...HOSTILE_TEXT,
    [HOSTILE_TEXT[0]],
    { ids: [HOSTILE_TEXT[1]] },
  ];
  // an empty string, a date-looking string or -1 may well be valid for a text or number field
  return out.filter(
    (v) =>
      !(typeof v === 'string' && types.has('string') && (v === '' || /^\d{4}-/.test(v))) &&
      !(typeof v === 'number' && types.has('number') && v === -1),
  );
}

/** Malformed bodies for an operation: random junk, each required field missing, each field of a wrong type. */
export function malformedBodies(schema: JsonSchema | undefined): unknown[] {
  const junk = fc.sample(
    fc.oneof(fc.anything(), fc.array(fc.anything()), fc.string(), fc.integer()),
    { numRuns: 25, seed: 42 },
  );
  if (!schema?.properties) return junk;
  const props = Object.keys(schema.properties);
  const cases: unknown[] = [...junk, null, [], 'not an object'];
  for (const p of props) for (const v of wrongValues(schema.properties[p])) cases.push({ [p]: v });
  for (const req of schema.required ?? [])
    cases.push(Object.fromEntries(props.filter((p) => p !== req).map((p) => [p, 'wrong'])));
  return cases;
}
