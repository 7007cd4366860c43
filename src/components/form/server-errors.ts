import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/api/http';

/** The server's 400 message names the field first (`paramKey: already exists`, DESIGN §5). */
const FIELD_MESSAGE = /^\s*([A-Za-z_$][\w.$]*)\s*[:：]\s*([\s\S]+)$/;

/**
 * Shows a failed submit on the form: a server message that starts with one of the form's field names goes under
 * that field, any other message above the form (`errors.root.server`). A transport failure (no answer from the
 * server) gets `networkMessage`.
 */
export function applyServerError<V extends FieldValues>(
  setError: UseFormSetError<V>,
  error: unknown,
  fieldNames: readonly string[],
  networkMessage: string,
): void {
  const message = error instanceof ApiError ? error.message : networkMessage;
  const match = FIELD_MESSAGE.exec(message);
  const field = match?.[1];
  if (match && field && fieldNames.includes(field)) {
    setError(field as FieldPath<V>, { type: 'server', message: match[2]!.trim() }, { shouldFocus: true });
    return;
  }
  setError('root.server', { type: 'server', message });
}
