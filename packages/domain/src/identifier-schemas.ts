import { z } from 'zod';
import { DOCUMENT_ID_PATTERN, IDEMPOTENCY_KEY_PATTERN } from './identifiers';
import { ValidationMessage, requiredOr } from './messages';

export const ZDocumentIdSchema = z
  .string({ error: requiredOr() })
  .min(1, { error: ValidationMessage.required })
  .regex(DOCUMENT_ID_PATTERN, { error: ValidationMessage.invalidChoice });

export const ZIdempotencyKeySchema = z
  .string({ error: requiredOr() })
  .regex(IDEMPOTENCY_KEY_PATTERN, { error: ValidationMessage.invalidType });
