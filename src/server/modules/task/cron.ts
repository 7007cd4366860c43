import { Cron } from 'croner';
import { badRequest } from '../../http/errors.ts';

/** Cron expressions are read in the users' time zone (DESIGN: times are China Standard Time). */
const TIME_ZONE = 'Asia/Shanghai';

function pattern(expression: string) {
  try {
    // paused: a pattern object only; the runner, not croner, decides when a job runs.
    return new Cron(expression.trim(), { paused: true, timezone: TIME_ZONE });
  } catch {
    throw badRequest('cronInvalid', expression);
  }
}

/** Checks a cron expression (5 fields, or 6 with seconds first): 400 when it does not parse or never fires. */
export function assertCron(expression: string, now: Date) {
  if (!nextRun(expression, now)) throw badRequest('cronNeverFires', expression);
}

/** The first time strictly after `after` the expression fires; null when it never does again. */
export function nextRun(expression: string, after: Date): Date | null {
  return pattern(expression).nextRun(after);
}
