import { describe, expect, it } from 'vitest';
import {
  contractResolver,
  emptyContract,
  toPayload,
  type ContractFormValues,
} from '@/features/purchase/contract/contract-editor-form';
import { contractTotals } from '@/features/purchase/contract/contract-totals';
import type { PurchaseTranslate } from '@/features/purchase/purchase-i18n';

/** The editor's checks (comfort; the server repeats them), its payload and its live totals. */
const t = ((key: string, vars?: Record<string, unknown>) =>
  vars ? `${key} ${JSON.stringify(vars)}` : key) as PurchaseTranslate;
const resolve = (values: ContractFormValues) =>
  contractResolver(t)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  }) as unknown as Promise<{
    errors: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  }>;
const line = {
  fromAward: false,
  materialId: '41000001',
  materialCode: 'WZ',
  materialName: '钢筋',
  spec: '',
  unitName: 't',
  remark: '',
};
const filled = (): ContractFormValues => ({
  ...emptyContract(),
  contractName: '钢材合同',
  deptId: '1',
  buyerId: '2',
  supplierId: '3',
  items: [{ ...line, qty: '10', unitPrice: '3850.5', taxRate: '13' }],
  payTerms: [
    { payContent: '2', ratio: '95', payCondition: '到货验收后', dueDays: '30' },
    { payContent: '5', ratio: '5', payCondition: '质保期满', dueDays: '' },
  ],
});

describe('contract editor form', () => {
  it('passes a complete contract whose ratios make 100 %', async () => {
    expect((await resolve(filled())).errors).toEqual({});
  });
  it('refuses ratios that miss 100 %, naming the sum', async () => {
    const values = filled();
    values.payTerms[1]!.ratio = '4.5';
    expect((await resolve(values)).errors.payTerms.root.message).toContain('"sum":"99.5"');
  });
  it('names the bad line cells and the missing header fields', async () => {
    const values = { ...filled(), contractName: ' ', supplierId: undefined };
    values.items = [{ ...line, qty: '0', unitPrice: '1.00001', taxRate: '101' }];
    const { errors } = await resolve(values);
    expect(Object.keys(errors).sort()).toEqual(['contractName', 'items', 'supplierId']);
    expect(Object.keys(errors.items[0]).sort()).toEqual(['qty', 'taxRate', 'unitPrice']);
  });
  it('sends numbers, nulls for blanks and the line ids it holds', () => {
    const values = filled();
    values.items[0]!.lineId = '77';
    const body = toPayload(values, '9');
    expect(body).toMatchObject({ id: '9', contractNo: null, taxRate: 13, signDate: null });
    expect(body.items).toEqual([
      { id: '77', materialId: '41000001', qty: 10, unitPrice: 3850.5, taxRate: 13, remark: '' },
    ]);
    expect(body.payTerms.map((term) => [term.ratio, term.dueDays])).toEqual([
      [95, 30],
      [5, null],
    ]);
  });
  it('totals the lines as the detail shows them, with the 大写 amount', () => {
    expect(contractTotals(filled())).toEqual({
      amount: '38505.00',
      amountExclTax: '34075.22',
      taxAmount: '4429.78',
      upper: '叁万捌仟伍佰零伍元整',
    });
  });
});
