import type { Context } from 'hono';
import type { Database } from './db/database.ts';
import type { NextId } from './domain/ids.ts';
import type { Lang } from './http/messages.ts';
import type { JsonEncoder } from './http/envelope.ts';
import type { RateLimits } from './http/rate-limit.ts';
import type { smsConfigs } from './db/schema/resources.ts';
import type { SmsProvider } from './modules/resource/sms-providers.ts';
import type { ObjectStorage } from './storage/object-storage.ts';

type SmsConfigRow = typeof smsConfigs.$inferSelect;

/** An identity a social provider vouches for after its sign-in flow hands us a code. */
export interface SocialIdentity {
  uuid: string;
  username: string;
  nickname: string;
  avatar?: string;
  email?: string;
}

/** Turns the `code` (and `state`) of a social sign-in into an identity; null when the provider rejects it. */
export interface SocialProvider {
  identify(code: string, state: string | undefined): Promise<SocialIdentity | null>;
}

/** Everything the app needs from its host. Node (main.ts) and the browser demo build supply their own. */
export interface AppDeps {
  db: Database;
  /** Signing key for access tokens (HS256), at least 32 bytes. */
  jwtSecret: string;
  clock?: () => Date;
  nextId?: NextId;
  /** Captcha on sign-in; on unless the host turns it off. */
  captcha?: boolean;
  /** Test-only: exposes captcha answers at GET /api/blade-auth/oauth/captcha/test-hook. */
  captchaTestHook?: boolean;
  /** Overrides every client's access-token lifetime (seconds), for tests of token expiry. */
  tokenTtlSeconds?: number;
  /** PBKDF2 iterations for new password hashes (lower only in tests that create many users). */
  passwordIterations?: number;
  /** Uploaded files; in memory unless the host gives a real store (main.ts: disk under DATA_DIR/files). */
  storage?: ObjectStorage;
  /** Hosts S3-compatible storage configurations may point at (main.ts: STORAGE_ENDPOINT_HOSTS); empty = any. */
  storageEndpointHosts?: readonly string[];
  /**
   * The provider an SMS configuration sends through; by default its category's (log, or Tencent Cloud's API).
   * Tests point the Tencent provider at a local server.
   */
  smsProviderOf?: (config: SmsConfigRow) => SmsProvider;
  /**
   * Social sign-in providers by `source` name; without one, grant_type=social answers "not configured".
   * main.ts adds the test provider `test` when SOCIAL_TEST_PROVIDER=on.
   */
  socialProviders?: Record<string, SocialProvider>;
  /**
   * The caller's IP as the host sees it (main.ts: the socket, or the last X-Forwarded-For hop behind a trusted
   * proxy); '' when unknown (the browser demo), which leaves the per-IP limits out.
   */
  clientIp?: (c: Context) => string;
  /** Sign-in and captcha limits; false turns them off (tests that sign in by the hundred on a frozen clock). */
  rateLimits?: RateLimits | false;
  /** At most this many password hashes computed at once; further sign-ins wait (default 2). */
  hashConcurrency?: number;
  /** The scheduled-job runner's name in its lease (default: a fresh id per app) and the lease length. */
  jobRunner?: { holder?: string; leaseMs?: number };
  /** Where to report unexpected errors besides the error log table. */
  logger?: Pick<Console, 'error' | 'info'>;
}

/** The signed-in caller, from a verified access token. */
export interface Caller {
  userId: string;
  tenantId: string;
  account: string;
  userName: string;
  roleIds: string[];
  roleAliases: string[];
  deptIds: string[];
  clientId: string;
  sessionId: string;
}

export interface AppEnv {
  Variables: {
    lang: Lang;
    caller: Caller;
    /** Set by a Node host only (static.node.ts compressApi); see http/envelope.ts. */
    encodeJson: JsonEncoder;
  };
}
