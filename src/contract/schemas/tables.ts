/**
 * The query fields of a table's sort and filter (docs/product.md#tables), built from TABLES so
 * each list route validates exactly the sorts and statuses its table has.
 */
import {
  type TInteger,
  type TLiteral,
  type TOptional,
  type TString,
  type TUnion,
  Type,
} from '@sinclair/typebox';

import {
  SORT_ORDERS,
  TABLE_PARAMS,
  TABLE_SEARCH_MAX_LENGTH,
  TABLES,
  type SortKeyOf,
  type StatusOf,
  type TableName,
} from '../tables';
import { oneOf } from './common';

type Literals<T extends string> = TUnion<TLiteral<T>[]>;

type SortFields<T extends TableName> = {
  sort: TOptional<Literals<SortKeyOf<T>>>;
  order: TOptional<Literals<(typeof SORT_ORDERS)[number]>>;
  q: TOptional<TString>;
};

/** A table with a status filter has a `status` field; one without has none. */
export type TableQueryFields<T extends TableName> = SortFields<T> &
  ([StatusOf<T>] extends [never]
    ? Record<never, never>
    : { status: TOptional<Literals<StatusOf<T>>> });

/** Free text; blank means no filter. No NUL character (PostgreSQL text cannot hold one). */
export const TableSearch = Type.String({
  maxLength: TABLE_SEARCH_MAX_LENGTH,
  pattern: '^[^\\u0000]*$',
  description: 'Text the rows contain (letter case ignored).',
});

export function tableQueryFields<T extends TableName>(table: T): TableQueryFields<T> {
  const { sorts, statuses, defaultSort, defaultOrder } = TABLES[table];
  const fields: Record<string, TOptional<TUnion | TString>> = {
    [TABLE_PARAMS.sort]: Type.Optional(
      oneOf(sorts, `The column to sort by (default ${defaultSort}).`),
    ),
    [TABLE_PARAMS.order]: Type.Optional(oneOf(SORT_ORDERS, `Default ${defaultOrder}.`)),
    [TABLE_PARAMS.search]: Type.Optional(TableSearch),
  };
  if (statuses.length > 0) fields[TABLE_PARAMS.status] = Type.Optional(oneOf(statuses));
  return fields as unknown as TableQueryFields<T>;
}

/** The task list's "buyer approval at least" filter, in percent. */
export const MinApprovalFields: { min_approval: TOptional<TInteger> } = {
  [TABLE_PARAMS.minApproval]: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 100,
      description: "Only tasks whose buyer's approval rate is at least this many percent.",
    }),
  ),
};
