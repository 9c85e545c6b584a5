// The published reviews of a product, in the contract's four orders, with keyset paging: a cursor
// names the last review of the previous page, so pages stay stable while new reviews arrive, and
// every page costs one index range scan however deep it is.
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import { reviewQuerySchema, type ReviewPage, type ReviewQuery, type ReviewSort } from '../contract/api';
import type { ServicesDatabase, ServicesDb } from './database';

export class InvalidCursorError extends Error {}

type Column = 'rating' | 'created_at' | 'id';
type Direction = 'asc' | 'desc';

/** Each sort as columns and directions; `compareReviews` in the contract orders the same way. */
const orders: Record<ReviewSort, [Column, Direction][]> = {
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  oldest: [
    ['created_at', 'asc'],
    ['id', 'asc'],
  ],
  'rating-desc': [
    ['rating', 'desc'],
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
  'rating-asc': [
    ['rating', 'asc'],
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
};

interface CursorValues {
  rating: number;
  created_at: string;
  id: string;
}

function encodeCursor(sort: ReviewSort, row: CursorValues): string {
  return Buffer.from(JSON.stringify([sort, row.rating, row.created_at, row.id]), 'utf8').toString(
    'base64url',
  );
}

function decodeCursor(sort: ReviewSort, cursor: string): CursorValues {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 4 &&
      value[0] === sort &&
      typeof value[1] === 'number' &&
      typeof value[2] === 'string' &&
      typeof value[3] === 'string'
    )
      return { rating: value[1], created_at: value[2], id: value[3] };
  } catch {
    // fall through
  }
  throw new InvalidCursorError('invalid cursor');
}

/** Rows after the cursor in the given order: (a > x) or (a = x and (b > y or (b = y and …))). */
function after(
  eb: ExpressionBuilder<ServicesDatabase, 'reviews'>,
  order: [Column, Direction][],
  at: CursorValues,
): Expression<SqlBool> {
  const [[column, direction], ...rest] = order as [[Column, Direction], ...[Column, Direction][]];
  const beyond = eb(column, direction === 'asc' ? '>' : '<', at[column]);
  if (rest.length === 0) return beyond;
  return eb.or([beyond, eb.and([eb(column, '=', at[column]), after(eb, rest, at)])]);
}

export async function listReviews(db: ServicesDb, input: ReviewQuery): Promise<ReviewPage> {
  const query = reviewQuerySchema.parse(input);
  const order = orders[query.sort];
  const cursor = query.cursor ? decodeCursor(query.sort, query.cursor) : undefined;

  let select = db
    .selectFrom('reviews')
    .select([
      'id',
      'rating',
      'title',
      'content',
      'display_name',
      'verified_buyer',
      'reply',
      'reply_at',
      'created_at',
    ])
    .where('product', '=', query.product)
    .where('status', '=', 'published');
  if (cursor) select = select.where((eb) => after(eb, order, cursor));
  for (const [column, direction] of order) select = select.orderBy(column, direction);
  const rows = await select.limit(query.limit + 1).execute();

  const summary = await db
    .selectFrom('reviews')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn.avg<number | string | null>('rating').as('average'),
    ])
    .where('product', '=', query.product)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const average = summary.average === null ? null : Math.round(Number(summary.average) * 10) / 10;
  return {
    items: page.map((row) => ({
      id: row.id,
      rating: Number(row.rating),
      title: row.title,
      content: row.content,
      displayName: row.display_name,
      createdAt: row.created_at,
      verifiedBuyer: Number(row.verified_buyer) === 1,
      ...(row.reply
        ? { reply: { content: row.reply, ...(row.reply_at ? { createdAt: row.reply_at } : {}) } }
        : {}),
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor(query.sort, { ...last, rating: Number(last.rating) })
        : null,
    total: Number(summary.total),
    average: Number(summary.total) > 0 ? average : null,
  };
}
