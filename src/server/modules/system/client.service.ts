import { asc, eq, ne } from 'drizzle-orm';
import type { components } from '../../../api/generated/types/blade-system';
import type { Caller } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { clients } from '../../db/schema/platform.ts';
import type { NextId } from '../../domain/ids.ts';
import { badRequest } from '../../http/errors.ts';
import { hashClientSecret, MASKED_SECRET } from '../../lib/client-secret.ts';
import { contains, mapPage, pageOf, type PageQuery } from '../../lib/page.ts';
import { findLive, platformWide, removeLive } from '../../lib/records.ts';
import { sharedTables } from '../../db/tenant-scope.ts';

type Client = components['schemas']['Client'];
type ClientSubmit = components['schemas']['ClientSubmit'];

const toClient = (row: typeof clients.$inferSelect): Client => ({
  id: row.id,
  clientId: row.clientId,
  // Shown once, when typed in; stored as a digest (lib/client-secret.ts).
  clientSecret: MASKED_SECRET,
  scope: row.scope,
  authorizedGrantTypes: row.authorizedGrantTypes,
  webServerRedirectUri: row.webServerRedirectUri,
  accessTokenValidity: row.accessTokenValidity,
  refreshTokenValidity: row.refreshTokenValidity,
  status: row.status,
});

/** OAuth clients; platform-wide, and the routes admit only the platform administrator, even to read. */
export function createClientService(db: Database, clock: () => Date, nextId: NextId) {
  const live = eq(clients.isDeleted, 0);

  async function list(query: PageQuery & { clientId?: string }) {
    const where = platformWide(live, contains(clients.clientId, query.clientId));
    return mapPage(await pageOf(db, clients, where, [asc(clients.clientId)], query), toClient);
  }

  const detail = async (id: string) => toClient(await findLive(db, clients, platformWide, id));

  async function submit(caller: Caller, input: ClientSubmit) {
    await db.transaction(async (tx) => {
      const [clash] = await sharedTables(tx)
        .from(clients, { id: clients.id })
        .where(
          platformWide(
            live,
            eq(clients.clientId, input.clientId),
            input.id ? ne(clients.id, input.id) : undefined,
          ),
        );
      if (clash) throw badRequest('clientIdTaken', input.clientId);
      // The form sends the mask back when the secret was left alone: keep the stored one.
      const keepSecret = !!input.id && input.clientSecret === MASKED_SECRET;
      const secret = await hashClientSecret(input.clientSecret);
      const values = {
        clientId: input.clientId,
        ...(keepSecret ? {} : { clientSecret: secret }),
        scope: input.scope || 'all',
        authorizedGrantTypes: input.authorizedGrantTypes,
        webServerRedirectUri: input.webServerRedirectUri ?? '',
        accessTokenValidity: input.accessTokenValidity,
        refreshTokenValidity: input.refreshTokenValidity,
        updateUser: caller.userId,
        updateTime: clock(),
      };
      if (input.id) {
        await findLive(tx, clients, platformWide, input.id);
        await sharedTables(tx).update(clients, values, eq(clients.id, input.id));
      } else {
        await sharedTables(tx).insert(clients, [
          { id: nextId(), ...values, clientSecret: secret, createUser: caller.userId, createTime: clock() },
        ]);
      }
    });
  }

  async function remove(caller: Caller, ids: string[]) {
    await removeLive(db, clients, platformWide, ids, async (_tx, rows) => {
      // Removing the client one is signed in through would end every session of this browser at once.
      const own = rows.find((row) => row.clientId === caller.clientId);
      if (own) throw badRequest('clientInUse', own.clientId);
    });
  }

  return { list, detail, submit, remove };
}

export type ClientService = ReturnType<typeof createClientService>;
