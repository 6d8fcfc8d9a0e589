import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/database';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * oidc-provider's storage on the API's database (table idp_store), one instance per model. The provider's own
 * in-memory default would sign every browser out and void every refresh token when the server restarts.
 */
export function createSqliteAdapter(db: Db): new (model: string) => Adapter {
  const live = (model: string) =>
    db
      .selectFrom('idp_store')
      .select(['payload', 'consumedAt'])
      .where('model', '=', model)
      .where((eb) => eb.or([eb('expiresAt', 'is', null), eb('expiresAt', '>', nowSeconds())]));

  const toPayload = (row: { payload: string; consumedAt: number | null } | undefined): AdapterPayload | undefined => {
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    return row.consumedAt === null ? payload : { ...payload, consumed: row.consumedAt };
  };

  return class SqliteAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const now = nowSeconds();
      const row = {
        payload: JSON.stringify(payload),
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? now + expiresIn : null,
      };
      await db
        .insertInto('idp_store')
        .values({ model: this.model, id, consumedAt: null, ...row })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
        .execute();
      // Expired records are never read again; dropping them here keeps the table small without a timer.
      await db.deleteFrom('idp_store').where('expiresAt', '<=', now).execute();
    }

    async find(id: string) {
      return toPayload(await live(this.model).where('id', '=', id).executeTakeFirst());
    }

    async findByUserCode(userCode: string) {
      return toPayload(await live(this.model).where('userCode', '=', userCode).executeTakeFirst());
    }

    async findByUid(uid: string) {
      return toPayload(await live(this.model).where('uid', '=', uid).executeTakeFirst());
    }

    async consume(id: string) {
      await db
        .updateTable('idp_store')
        .set({ consumedAt: nowSeconds() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string) {
      await db.deleteFrom('idp_store').where('model', '=', this.model).where('id', '=', id).execute();
    }

    async revokeByGrantId(grantId: string) {
      await db.deleteFrom('idp_store').where('grantId', '=', grantId).execute();
    }
  };
}
