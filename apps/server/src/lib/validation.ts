import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import {
  findUnsafeInput,
  unsafeInputSentence,
  useHumanValidationMessages,
  validationSentence,
} from '@crm/contracts';
import { AppError } from './errors.js';

useHumanValidationMessages();

/**
 * The input guard every request (body, query, params) and every socket event passes before its zod
 * schema: a string (or key) with a NUL byte or a lone surrogate, or nesting deeper than MAX_INPUT_DEPTH,
 * is a 400 naming the field (INVALID_TEXT or TOO_DEEP), so no such text reaches the database. Null when
 * `data` is safe.
 */
export function unsafeInputError(data: unknown): AppError | null {
  const unsafe = findUnsafeInput(data);
  return unsafe
    ? new AppError(
        400,
        unsafe.problem === 'DEPTH' ? 'TOO_DEEP' : 'INVALID_TEXT',
        unsafeInputSentence(unsafe),
        unsafe.path.join('.') || undefined,
      )
    : null;
}

/** Fastify's validator for every route: the input guard (unsafeInputError), then the route's zod schema. */
export const safeValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data: unknown) => {
    const error = unsafeInputError(data);
    return error ? { error } : validate(data);
  };
};

type ZodValidationItem = { instancePath?: string; message?: string };

/** A schema failure as the answer's message and field: the first issue's sentence ('Note is required.') and its dotted path. */
export function schemaError(validation: ZodValidationItem[]): { message: string; field?: string } {
  const first = validation[0];
  const path = (first?.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  return {
    message: validationSentence(path, first?.message ?? 'is not valid'),
    ...(path.length ? { field: path.join('.') } : {}),
  };
}
