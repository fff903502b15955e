import type { TApprovalChange, TApprovalKind } from '@/common/schemas/approvals.ts';
import type { TDb, TTx } from '@/server/db/client.ts';
import type { TSite } from '../auth/accounts.service.ts';

/** One kind's change, as it was asked. */
export type TApprovalChangeOf<TKind extends TApprovalKind> = Extract<TApprovalChange, { kind: TKind }>;

/** Who asked for a change and, once approved, who approved it, on which site. */
export type TApprovalContext = { site: TSite; requestedBy: number; approvedBy?: number };

/**
 * How one kind of change takes effect, said by the module that owns what it changes
 * (docs/after-the-hammer.md, "Four eyes"): approvals keeps, rehearses and decides requests without knowing
 * what they change.
 */
export type TApprovalApplier<TKind extends TApprovalKind> = {
  /** Does the change as the original route would, in the caller's transaction: rehearsed, then approved. */
  apply: (tx: TTx, change: TApprovalChangeOf<TKind>, context: TApprovalContext) => Promise<unknown>;
  /** Tells whoever must hear of such a change, asked for and then applied, in the same transaction. */
  announce?: (
    tx: TTx,
    change: TApprovalChangeOf<TKind>,
    stage: 'requested' | 'applied',
    context: TApprovalContext,
  ) => Promise<void>;
  /** Once the approval has committed: what this instance remembers of the old value is forgotten. */
  afterApproval?: (db: TDb) => void;
};

/**
 * Filled by each owning module's plugin as the app is built, so approvals imports none of them. The appliers
 * are the same code in every app a process builds, so one registry serves them all.
 */
type TAppliers = { [TKind in TApprovalKind]: TApprovalApplier<TKind> };
const appliers: Partial<TAppliers> = {};

/** Called by the plugin of the module that owns a kind of change; a kind has one owner. */
export const provideApprovalApplier = <TKind extends TApprovalKind>(
  kind: TKind,
  applier: TAppliers[TKind],
) => {
  const provided = appliers[kind];
  if (provided && provided !== applier) throw new Error(`Two modules apply ${kind} approvals`);
  appliers[kind] = applier;
};

/**
 * The applier of a kind of change. None is a programming error (its module's plugin did not provide it),
 * not the user's: it fails loudly, as a 500, and nothing is applied.
 */
export const approvalApplierOf = <TKind extends TApprovalKind>(kind: TKind): TApprovalApplier<TKind> => {
  const applier = appliers[kind];
  if (!applier) throw new Error(`No applier of ${kind} approvals: its module's plugin provides one`);
  return applier;
};
