/**
 * The stored items and requests: ids, instants, and the operations periods and closing rules share
 * (the workflow runs the same for both kinds).
 */
import type { ChangeRequestArea, ChangeRequestKind } from '../../../src/api/contract/working-periods';
import type {
  ChangeRequestRecord,
  ClosingRuleRecord,
  ClosingValues,
  PeriodValues,
  WorkingPeriodRecord,
} from '../../core/db/operations-schemas';
import type { Session } from '../../core/access';
import type { DomainContext } from '../../core/context';
import { NotFoundError } from '../../core/errors';
import { dayNumber, instantMs } from '../../core/dates';
import { validateClosing, validatePeriod, type ZoneRule } from '../../core/drf-validation';
import type { Scope } from './authorize';
import { NOT_FOUND } from './messages';

/**
 * A UTC instant on the simulator's day; the minutes follow the request id so order is kept, but
 * never later than the clock's now (clock.ts).
 */
export function instant(ctx: DomainContext, sequence: number): string {
  const day = dayNumber(ctx.today);
  const ms = Math.min(day * 86_400_000 + (8 * 60 + (sequence % 600)) * 60_000, instantMs(day, ctx.nowSecond));
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

export function nextId(items: readonly { id: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}

export type ItemKind = Exclude<ChangeRequestKind, 'polygon'>;
export type ItemRecord = WorkingPeriodRecord | ClosingRuleRecord;

export interface KindOps<V> {
  records(ctx: DomainContext): ItemRecord[];
  valuesOf(record: ItemRecord): V;
  requestValues(request: ChangeRequestRecord): V | null;
  validate(raw: unknown, base: V | null, zones: ZoneRule | null): { values: V; zoneIds: number[] };
  store(values: V): Pick<ChangeRequestRecord, 'period' | 'closing'>;
  create(ctx: DomainContext, record: ItemRecord): Promise<unknown>;
  update(ctx: DomainContext, id: number, values: V): Promise<unknown>;
  remove(ctx: DomainContext, id: number): void;
}

const periodOps: KindOps<PeriodValues> = {
  records: (ctx) => ctx.db.workingPeriods.all(),
  valuesOf: (r) => {
    const { valid_from, valid_to, description, working_days } = r as WorkingPeriodRecord;
    return { valid_from, valid_to, description, working_days: working_days.map((d) => ({ ...d })) };
  },
  requestValues: (r) => r.period,
  validate: validatePeriod,
  store: (values) => ({ period: values, closing: null }),
  create: (ctx, record) => ctx.db.workingPeriods.create(record as WorkingPeriodRecord),
  update: (ctx, id, values) =>
    ctx.db.workingPeriods.update((q) => q.where({ id }), {
      data(record) {
        Object.assign(record, values);
      },
    }),
  remove: (ctx, id) => ctx.db.workingPeriods.deleteMany((q) => q.where({ id })),
};

const closingOps: KindOps<ClosingValues> = {
  records: (ctx) => ctx.db.closingRules.all(),
  valuesOf: (r) => {
    const { closing_start, closing_end, reason } = r as ClosingRuleRecord;
    return { closing_start, closing_end, reason };
  },
  requestValues: (r) => r.closing,
  validate: validateClosing,
  store: (values) => ({ period: null, closing: values }),
  create: (ctx, record) => ctx.db.closingRules.create(record as ClosingRuleRecord),
  update: (ctx, id, values) =>
    ctx.db.closingRules.update((q) => q.where({ id }), {
      data(record) {
        Object.assign(record, values);
      },
    }),
  remove: (ctx, id) => ctx.db.closingRules.deleteMany((q) => q.where({ id })),
};

export function ops(kind: ItemKind): KindOps<PeriodValues | ClosingValues> {
  return (kind === 'working_period' ? periodOps : closingOps) as KindOps<PeriodValues | ClosingValues>;
}

export function inScope(scope: Scope, area: ChangeRequestArea, ownerId: number, zoneIds: readonly number[]): boolean {
  return area === scope.area && ownerId === scope.ownerId && (scope.zoneId === null || zoneIds.includes(scope.zoneId));
}

export function pendingRequests(ctx: DomainContext, kind: ChangeRequestKind): ChangeRequestRecord[] {
  return ctx.db.changeRequests.findMany((q) => q.where({ status: 'pending', kind }), { orderBy: { id: 'asc' } });
}

export function pendingFor(ctx: DomainContext, kind: ChangeRequestKind, targetId: number): ChangeRequestRecord | undefined {
  return pendingRequests(ctx, kind).find((r) => r.target_id === targetId && r.action !== 'create');
}

export function zoneIdsOf(record: ItemRecord): number[] {
  return record.zone_id === null ? [] : [record.zone_id];
}

export async function newRequest(
  ctx: DomainContext,
  session: Session,
  fields: Pick<ChangeRequestRecord, 'area' | 'kind' | 'action' | 'owner_id' | 'target_id' | 'zone_ids' | 'period' | 'closing' | 'polygon_data'>,
): Promise<ChangeRequestRecord> {
  const id = nextId(ctx.db.changeRequests.all());
  return ctx.db.changeRequests.create({
    ...fields,
    id,
    status: 'pending',
    created_at: instant(ctx, id),
    created_by: session.user.username,
    decided_at: null,
    reason: null,
    result_ids: [],
    decided_before: null,
  });
}

export async function setRequest(ctx: DomainContext, id: number, change: Partial<ChangeRequestRecord>): Promise<ChangeRequestRecord> {
  await ctx.db.changeRequests.update((q) => q.where({ id }), {
    data(record) {
      Object.assign(record, change);
    },
  });
  const updated = ctx.db.changeRequests.findFirst((q) => q.where({ id }));
  if (!updated) throw new NotFoundError(NOT_FOUND);
  return updated;
}
