import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { findUnsafeInput, unsafeInputSentence, useHumanValidationMessages, validationSentence } from '@crm/contracts';
import { AppError } from './errors.js';

useHumanValidationMessages();

/**
 * The one place every request's body, query and params pass before their zod schema: a string (or
 * key) with a NUL byte or a lone surrogate, or nesting deeper than MAX_INPUT_DEPTH, is refused with
 * 400 naming the field, so no such text reaches the database on any route, present or future.
 */
export const safeValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const unsafe = findUnsafeInput(data);
    if (unsafe) return { error: new AppError(400, unsafe.problem === 'DEPTH' ? 'TOO_DEEP' : 'INVALID_TEXT', unsafeInputSentence(unsafe), unsafe.path.join('.') || undefined) };
    return validate(data);
  };
};

type ZodValidationItem = { instancePath?: string; message?: string };

/** A schema failure as the answer's message and field: the first issue's sentence ('Note is required.') and its dotted path. */
export function schemaError(validation: ZodValidationItem[]): { message: string; field?: string } {
  const first = validation[0];
  const path = (first?.instancePath ?? '').split('/').filter(Boolean).map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  return { message: validationSentence(path, first?.message ?? 'is not valid'), ...(path.length ? { field: path.join('.') } : {}) };
}
