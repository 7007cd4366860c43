import { NodeCode as ApprovalNode } from '@/api/generated/purchar-config/model/approval';
import type { CustomFieldProps } from '@/components/form/field-def';
import { cn } from '@/lib/cn';
import type { PurcharTranslate } from '../purchar-i18n';

/** The levels of every chain, in the one order the engine runs them (the contract's NodeCode order). */
export const LEVEL_ORDER = Object.values(ApprovalNode);

/** "项目经理 → 总监 → 经理": a chain as the list and the confirmations show it. */
export function chainText(nodes: readonly ApprovalNode[], t: PurcharTranslate) {
  return LEVEL_ORDER.filter((node) => nodes.includes(node))
    .map((node) => t(`reportConfig.nodes.${node}`))
    .join(' → ');
}

/**
 * The four levels as native checkboxes in their fixed order (Tab walks them, Space toggles). The value is the
 * checked levels, always kept in that order whatever order they were ticked in.
 */
export function LevelCheckboxes({ t, ...props }: CustomFieldProps & { t: PurcharTranslate }) {
  const checked = new Set(Array.isArray(props.value) ? (props.value as ApprovalNode[]) : []);
  const toggle = (node: ApprovalNode, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(node);
    else next.delete(node);
    props.onChange(LEVEL_ORDER.filter((level) => next.has(level)));
  };
  return (
    <div
      id={props.id}
      role="group"
      aria-label={t('reportConfig.levels')}
      aria-describedby={props['aria-describedby']}
      aria-invalid={props.invalid || undefined}
      className="flex flex-wrap items-center gap-x-5 gap-y-2 py-1"
    >
      {LEVEL_ORDER.map((node, index) => (
        <label key={node} className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            // A refused submit focuses the first box.
            ref={index === 0 ? props.bindElement : undefined}
            checked={checked.has(node)}
            disabled={props.disabled || props.readOnly}
            onChange={(event) => toggle(node, event.target.checked)}
            onBlur={props.onBlur}
            className={cn(
              'size-4 cursor-pointer rounded border-line accent-[var(--color-primary)]',
              'focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none disabled:cursor-not-allowed',
            )}
          />
          {t(`reportConfig.nodes.${node}`)}
        </label>
      ))}
    </div>
  );
}

/** The levels a minimum amount may be set on (the PM confirms a project's own bills, which carry no amount). */
const AMOUNT_LEVELS = [ApprovalNode.DIRECTOR, ApprovalNode.AREA_MANAGER, ApprovalNode.MANAGER] as const;
type MinAmounts = Partial<Record<(typeof AMOUNT_LEVELS)[number], number | null>>;

/**
 * 最低金额 per level: a labelled number input for each level after PM; empty = the level always applies.
 * Documents with an amount (contracts, supplements, payments) below it skip the level; the server refuses a
 * minimum on a level the chain does not keep, naming it.
 */
export function MinAmountInputs({ t, ...props }: CustomFieldProps & { t: PurcharTranslate }) {
  const value = (props.value ?? {}) as MinAmounts;
  const set = (node: (typeof AMOUNT_LEVELS)[number], text: string) => {
    const next: MinAmounts = { ...value };
    if (text.trim() === '') delete next[node];
    else next[node] = Number(text);
    props.onChange(next);
  };
  return (
    <div
      id={props.id}
      role="group"
      aria-label={t('reportConfig.minAmounts')}
      aria-describedby={props['aria-describedby']}
      className="flex flex-wrap items-center gap-x-5 gap-y-2 py-1"
    >
      {AMOUNT_LEVELS.map((node, index) => (
        <label key={node} className="inline-flex items-center gap-2 text-sm">
          {t(`reportConfig.nodes.${node}`)}
          <input
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            ref={index === 0 ? props.bindElement : undefined}
            value={value[node] ?? ''}
            placeholder={t('reportConfig.minAmountAny')}
            disabled={props.disabled || props.readOnly}
            onChange={(event) => set(node, event.target.value)}
            onBlur={props.onBlur}
            aria-invalid={props.invalid || undefined}
            className={cn(
              'h-8 w-32 rounded border border-line bg-surface px-2 text-sm',
              'focus-visible:ring-2 focus-visible:ring-primary/50 focus-visible:outline-none',
            )}
          />
        </label>
      ))}
    </div>
  );
}
